import Foundation
import Testing

#if canImport(CommonCrypto)
  import CommonCrypto
#else
  import HeadlessUIKit
#endif

/// CommonCrypto as apps call it (a `Data`/`String` extension over the C functions): Apple's on
/// Darwin, HeadlessUIKit's on Linux; the expected values are the standards' (Python's hashlib
/// computed them).
@Suite struct CommonCryptoSpec {
  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  /// `"…".sha256`, as apps write it.
  private func sha256(_ data: Data) -> String {
    var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &digest) }
    return hex(digest)
  }

  @Test("One-shot digests of \"abc\" are the standards' test vectors")
  func digests() {
    let data = Data("abc".utf8)
    func run(
      _ length: Int32,
      _ function: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) ->
        UnsafeMutablePointer<
          UInt8
        >?
    ) -> String {
      var digest = [UInt8](repeating: 0, count: Int(length))
      data.withUnsafeBytes { _ = function($0.baseAddress, CC_LONG(data.count), &digest) }
      return hex(digest)
    }
    #expect(run(CC_MD5_DIGEST_LENGTH, { CC_MD5($0, $1, $2) }) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(
      run(CC_SHA1_DIGEST_LENGTH, { CC_SHA1($0, $1, $2) })
        == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(
      run(CC_SHA224_DIGEST_LENGTH, { CC_SHA224($0, $1, $2) })
        == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
    #expect(sha256(data) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      run(CC_SHA384_DIGEST_LENGTH, { CC_SHA384($0, $1, $2) })
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"
    )
    #expect(
      run(CC_SHA512_DIGEST_LENGTH, { CC_SHA512($0, $1, $2) })
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
  }

  @Test("Incremental digests over many blocks equal the one-shot digest")
  func incremental() {
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
    var sha256 = CC_SHA256_CTX()
    CC_SHA256_Init(&sha256)
    var sha512 = CC_SHA512_CTX()
    CC_SHA512_Init(&sha512)
    var md5 = CC_MD5_CTX()
    CC_MD5_Init(&md5)
    for _ in 0..<10 {
      CC_SHA256_Update(&sha256, chunk, CC_LONG(chunk.count))
      CC_SHA512_Update(&sha512, chunk, CC_LONG(chunk.count))
      CC_MD5_Update(&md5, chunk, CC_LONG(chunk.count))
    }
    var digest256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    CC_SHA256_Final(&digest256, &sha256)
    var digest512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
    CC_SHA512_Final(&digest512, &sha512)
    var digestMD5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
    CC_MD5_Final(&digestMD5, &md5)
    #expect(hex(digest256) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    #expect(
      hex(digest512)
        == "67ba5535a46e3f86dbfbed8cbbaf0125c76ed549ff8b0b9e03e0c88cf90fa634fa7b12b47d77b694de488ace8d9a65967dc96df599727d3292a8d9d447709c97"
    )
    #expect(hex(digestMD5) == "cabe45dcc9ae5b66ba86600cca6b8ba8")
    #expect(self.sha256(Data(repeating: UInt8(ascii: "a"), count: 1000)) == hex(digest256))
  }

  @Test("HMAC (RFC 2104), a key longer than a block hashed first")
  func hmac() {
    let message = Array("The quick brown fox jumps over the lazy dog".utf8)
    let key = Array("key".utf8)
    var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    CCHmac(
      CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, message, message.count, &mac)
    #expect(hex(mac) == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")

    let longKey = [UInt8](repeating: UInt8(ascii: "k"), count: 100)
    let data = Array("data".utf8)
    var context = CCHmacContext()
    CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA1), longKey, longKey.count)
    CCHmacUpdate(&context, data, data.count)
    var mac1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    CCHmacFinal(&context, &mac1)
    #expect(hex(mac1) == "e3dc391a03c12663fd33148b959da47d0c5b8c66")
  }

  @Test("PBKDF2 with HMAC-SHA256 derives RFC 8018's key; random bytes are filled")
  func keyDerivation() {
    let password = "password"
    let salt = Array("salt".utf8)
    var key = [UInt8](repeating: 0, count: 40)
    let status = CCKeyDerivationPBKDF(
      CCPBKDFAlgorithm(kCCPBKDF2), password, password.utf8.count, salt, salt.count,
      CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), 2, &key, key.count)
    #expect(status == Int32(kCCSuccess))
    #expect(
      hex(key)
        == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43830651afcb5c862f")
    var random = [UInt8](repeating: 0, count: 32)
    #expect(CCRandomGenerateBytes(&random, random.count) == Int32(kCCSuccess))
    #expect(random != [UInt8](repeating: 0, count: 32))
  }
}
