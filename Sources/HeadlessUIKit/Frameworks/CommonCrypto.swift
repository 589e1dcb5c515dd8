// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // CommonCrypto's digests, HMAC, PBKDF2 and random bytes, which Linux lacks (the port imports
  // HeadlessUIKit where an app imports CommonCrypto, on Linux only): MD5, SHA-1, SHA-224,
  // SHA-256, SHA-384 and SHA-512 (FIPS 180-4, RFC 1321), one-shot and incremental; HMAC with
  // them (RFC 2104); `CCKeyDerivationPBKDF` (PBKDF2, RFC 8018) with HMAC-SHA1/224/256/384/512.
  // Not modelled: the symmetric ciphers (`CCCrypt`, `CCCryptor…`).

  public typealias CC_LONG = UInt32
  public typealias CCHmacAlgorithm = UInt32
  public typealias CCPseudoRandomAlgorithm = UInt32
  public typealias CCPBKDFAlgorithm = UInt32
  public typealias CCRNGStatus = Int32
  public typealias CCStatus = Int32

  public var CC_MD5_DIGEST_LENGTH: Int32 { 16 }
  public var CC_SHA1_DIGEST_LENGTH: Int32 { 20 }
  public var CC_SHA224_DIGEST_LENGTH: Int32 { 28 }
  public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }
  public var CC_SHA384_DIGEST_LENGTH: Int32 { 48 }
  public var CC_SHA512_DIGEST_LENGTH: Int32 { 64 }
  public var CC_MD5_BLOCK_BYTES: Int32 { 64 }
  public var CC_SHA1_BLOCK_BYTES: Int32 { 64 }
  public var CC_SHA256_BLOCK_BYTES: Int32 { 64 }
  public var CC_SHA512_BLOCK_BYTES: Int32 { 128 }

  public var kCCHmacAlgSHA1: Int { 0 }
  public var kCCHmacAlgMD5: Int { 1 }
  public var kCCHmacAlgSHA256: Int { 2 }
  public var kCCHmacAlgSHA384: Int { 3 }
  public var kCCHmacAlgSHA512: Int { 4 }
  public var kCCHmacAlgSHA224: Int { 5 }
  public var kCCPRFHmacAlgSHA1: Int { 1 }
  public var kCCPRFHmacAlgSHA224: Int { 2 }
  public var kCCPRFHmacAlgSHA256: Int { 3 }
  public var kCCPRFHmacAlgSHA384: Int { 4 }
  public var kCCPRFHmacAlgSHA512: Int { 5 }
  public var kCCPBKDF2: Int { 2 }
  public var kCCSuccess: Int { 0 }
  public var kCCParamError: Int { -4300 }
  public var kCCUnimplemented: Int { -4305 }

  /// A digest's algorithm and its running state.
  struct CCDigestState {
    enum Algorithm { case md5, sha1, sha224, sha256, sha384, sha512 }

    let algorithm: Algorithm
    private var words32: [UInt32] = []
    private var words64: [UInt64] = []
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    init(_ algorithm: Algorithm) {
      self.algorithm = algorithm
      switch algorithm {
      case .md5: words32 = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
      case .sha1: words32 = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
      case .sha224:
        words32 = [
          0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511,
          0x64f9_8fa7, 0xbefa_4fa4,
        ]
      case .sha256:
        words32 = [
          0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c,
          0x1f83_d9ab, 0x5be0_cd19,
        ]
      case .sha384:
        words64 = [
          0xcbbb_9d5d_c105_9ed8, 0x629a_292a_367c_d507, 0x9159_015a_3070_dd17,
          0x152f_ecd8_f70e_5939, 0x6733_2667_ffc0_0b31, 0x8eb4_4a87_6858_1511,
          0xdb0c_2e0d_64f9_8fa7, 0x47b5_481d_befa_4fa4,
        ]
      case .sha512:
        words64 = [
          0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b,
          0xa54f_f53a_5f1d_36f1, 0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f,
          0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179,
        ]
      }
    }

    var blockSize: Int { words64.isEmpty ? 64 : 128 }

    var digestLength: Int {
      switch algorithm {
      case .md5: return 16
      case .sha1: return 20
      case .sha224: return 28
      case .sha256: return 32
      case .sha384: return 48
      case .sha512: return 64
      }
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
      length &+= UInt64(bytes.count)
      buffer.append(contentsOf: bytes)
      let whole = buffer.count / blockSize * blockSize
      guard whole > 0 else { return }
      var offset = 0
      while offset < whole {
        process(buffer[offset..<offset + blockSize])
        offset += blockSize
      }
      buffer.removeFirst(whole)
    }

    mutating func update(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { update($0) }
    }

    /// The digest; the state is spent.
    mutating func finish() -> [UInt8] {
      let bits = length &* 8
      var tail: [UInt8] = [0x80]
      let lengthBytes = blockSize / 8
      while (buffer.count + tail.count + lengthBytes) % blockSize != 0 { tail.append(0) }
      if algorithm == .md5 {
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
      } else {
        tail += [UInt8](repeating: 0, count: lengthBytes - 8)
        tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
      }
      let saved = length
      update(tail)
      length = saved
      var out: [UInt8] = []
      if algorithm == .md5 {
        for word in words32 { out += (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
      } else if words64.isEmpty {
        for word in words32 {
          out += (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
      } else {
        for word in words64 {
          out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
        }
      }
      return Array(out.prefix(digestLength))
    }

    private mutating func process(_ block: ArraySlice<UInt8>) {
      let bytes = Array(block)
      switch algorithm {
      case .md5: processMD5(bytes)
      case .sha1: processSHA1(bytes)
      case .sha224, .sha256: processSHA256(bytes)
      case .sha384, .sha512: processSHA512(bytes)
      }
    }

    private static func bigEndian32(_ bytes: [UInt8], _ index: Int) -> UInt32 {
      (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[index * 4 + $1]) }
    }

    private mutating func processMD5(_ bytes: [UInt8]) {
      let m = (0..<16).map { i in
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[i * 4 + $1]) << (8 * UInt32($1)) }
      }
      var (a, b, c, d) = (words32[0], words32[1], words32[2], words32[3])
      for i in 0..<64 {
        var f: UInt32
        let g: Int
        switch i {
        case 0..<16: (f, g) = ((b & c) | (~b & d), i)
        case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
        case 32..<48: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
        default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
        }
        f = f &+ a &+ Self.md5Constants[i] &+ m[g]
        a = d
        d = c
        c = b
        b = b &+ Self.rotateLeft(f, Self.md5Shifts[i])
      }
      words32[0] &+= a
      words32[1] &+= b
      words32[2] &+= c
      words32[3] &+= d
    }

    private mutating func processSHA1(_ bytes: [UInt8]) {
      var w = (0..<16).map { Self.bigEndian32(bytes, $0) }
      for t in 16..<80 { w.append(Self.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)) }
      var (a, b, c, d, e) = (words32[0], words32[1], words32[2], words32[3], words32[4])
      for t in 0..<80 {
        let (f, k): (UInt32, UInt32)
        switch t {
        case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5a82_7999)
        case 20..<40: (f, k) = (b ^ c ^ d, 0x6ed9_eba1)
        case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
        default: (f, k) = (b ^ c ^ d, 0xca62_c1d6)
        }
        let temp = Self.rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
        e = d
        d = c
        c = Self.rotateLeft(b, 30)
        b = a
        a = temp
      }
      for (index, value) in [a, b, c, d, e].enumerated() { words32[index] &+= value }
    }

    private mutating func processSHA256(_ bytes: [UInt8]) {
      var w = (0..<16).map { Self.bigEndian32(bytes, $0) }
      for t in 16..<64 {
        let s0 = Self.rotateRight(w[t - 15], 7) ^ Self.rotateRight(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = Self.rotateRight(w[t - 2], 17) ^ Self.rotateRight(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
      }
      var v = words32
      for t in 0..<64 {
        let s1 = Self.rotateRight(v[4], 6) ^ Self.rotateRight(v[4], 11) ^ Self.rotateRight(v[4], 25)
        let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
        let temp1 = v[7] &+ s1 &+ choice &+ Self.sha256Constants[t] &+ w[t]
        let s0 = Self.rotateRight(v[0], 2) ^ Self.rotateRight(v[0], 13) ^ Self.rotateRight(v[0], 22)
        let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
        v = [temp1 &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ temp1, v[4], v[5], v[6]]
      }
      for index in 0..<8 { words32[index] &+= v[index] }
    }

    private mutating func processSHA512(_ bytes: [UInt8]) {
      var w = (0..<16).map { i in (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[i * 8 + $1]) }
      }
      for t in 16..<80 {
        let s0 = Self.rotateRight(w[t - 15], 1) ^ Self.rotateRight(w[t - 15], 8) ^ (w[t - 15] >> 7)
        let s1 = Self.rotateRight(w[t - 2], 19) ^ Self.rotateRight(w[t - 2], 61) ^ (w[t - 2] >> 6)
        w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
      }
      var v = words64
      for t in 0..<80 {
        let s1 =
          Self.rotateRight(v[4], 14) ^ Self.rotateRight(v[4], 18) ^ Self.rotateRight(v[4], 41)
        let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
        let temp1 = v[7] &+ s1 &+ choice &+ Self.sha512Constants[t] &+ w[t]
        let s0 =
          Self.rotateRight(v[0], 28) ^ Self.rotateRight(v[0], 34) ^ Self.rotateRight(v[0], 39)
        let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
        v = [temp1 &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ temp1, v[4], v[5], v[6]]
      }
      for index in 0..<8 { words64[index] &+= v[index] }
    }

    private static func rotateLeft(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
    private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
    private static func rotateRight(_ x: UInt64, _ n: UInt64) -> UInt64 { x >> n | x << (64 - n) }

    private static let md5Shifts: [UInt32] = (0..<64).map { i in
      [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]][i / 16][i % 4]
    }
    /// ⌊|sin(i + 1)| × 2³²⌋, RFC 1321's table.
    private static let md5Constants: [UInt32] = (0..<64).map { i in
      UInt32(truncatingIfNeeded: Int64(abs(sin(Double(i + 1))) * 4_294_967_296))
    }
    private static let sha256Constants: [UInt32] = [
      0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
      0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
      0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
      0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
      0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
      0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
      0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
      0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
      0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
      0xc671_78f2,
    ]
    private static let sha512Constants: [UInt64] = [
      0x428a_2f98_d728_ae22, 0x7137_4491_23ef_65cd, 0xb5c0_fbcf_ec4d_3b2f, 0xe9b5_dba5_8189_dbbc,
      0x3956_c25b_f348_b538, 0x59f1_11f1_b605_d019, 0x923f_82a4_af19_4f9b, 0xab1c_5ed5_da6d_8118,
      0xd807_aa98_a303_0242, 0x1283_5b01_4570_6fbe, 0x2431_85be_4ee4_b28c, 0x550c_7dc3_d5ff_b4e2,
      0x72be_5d74_f27b_896f, 0x80de_b1fe_3b16_96b1, 0x9bdc_06a7_25c7_1235, 0xc19b_f174_cf69_2694,
      0xe49b_69c1_9ef1_4ad2, 0xefbe_4786_384f_25e3, 0x0fc1_9dc6_8b8c_d5b5, 0x240c_a1cc_77ac_9c65,
      0x2de9_2c6f_592b_0275, 0x4a74_84aa_6ea6_e483, 0x5cb0_a9dc_bd41_fbd4, 0x76f9_88da_8311_53b5,
      0x983e_5152_ee66_dfab, 0xa831_c66d_2db4_3210, 0xb003_27c8_98fb_213f, 0xbf59_7fc7_beef_0ee4,
      0xc6e0_0bf3_3da8_8fc2, 0xd5a7_9147_930a_a725, 0x06ca_6351_e003_826f, 0x1429_2967_0a0e_6e70,
      0x27b7_0a85_46d2_2ffc, 0x2e1b_2138_5c26_c926, 0x4d2c_6dfc_5ac4_2aed, 0x5338_0d13_9d95_b3df,
      0x650a_7354_8baf_63de, 0x766a_0abb_3c77_b2a8, 0x81c2_c92e_47ed_aee6, 0x9272_2c85_1482_353b,
      0xa2bf_e8a1_4cf1_0364, 0xa81a_664b_bc42_3001, 0xc24b_8b70_d0f8_9791, 0xc76c_51a3_0654_be30,
      0xd192_e819_d6ef_5218, 0xd699_0624_5565_a910, 0xf40e_3585_5771_202a, 0x106a_a070_32bb_d1b8,
      0x19a4_c116_b8d2_d0c8, 0x1e37_6c08_5141_ab53, 0x2748_774c_df8e_eb99, 0x34b0_bcb5_e19b_48a8,
      0x391c_0cb3_c5c9_5a63, 0x4ed8_aa4a_e341_8acb, 0x5b9c_ca4f_7763_e373, 0x682e_6ff3_d6b2_b8a3,
      0x748f_82ee_5def_b2fc, 0x78a5_636f_4317_2f60, 0x84c8_7814_a1f0_ab72, 0x8cc7_0208_1a64_39ec,
      0x90be_fffa_2363_1e28, 0xa450_6ceb_de82_bde9, 0xbef9_a3f7_b2c6_7915, 0xc671_78f2_e372_532b,
      0xca27_3ece_ea26_619c, 0xd186_b8c7_21c0_c207, 0xeada_7dd6_cde0_eb1e, 0xf57d_4f7f_ee6e_d178,
      0x06f0_67aa_7217_6fba, 0x0a63_7dc5_a2c8_98a6, 0x113f_9804_bef9_0dae, 0x1b71_0b35_131c_471b,
      0x28db_77f5_2304_7d84, 0x32ca_ab7b_40c7_2493, 0x3c9e_be0a_15c9_bebc, 0x431d_67c4_9c10_0d4c,
      0x4cc5_d4be_cb3e_42b6, 0x597f_299c_fc65_7e2a, 0x5fcb_6fab_3ad6_faec, 0x6c44_198c_4a47_5817,
    ]
  }

  /// The running state of an MD5 digest.
  public struct CC_MD5_CTX {
    var state = CCDigestState(.md5)
    public init() {}
  }
  /// The running state of a SHA-1 digest.
  public struct CC_SHA1_CTX {
    var state = CCDigestState(.sha1)
    public init() {}
  }
  /// The running state of a SHA-224 or SHA-256 digest.
  public struct CC_SHA256_CTX {
    var state = CCDigestState(.sha256)
    public init() {}
  }
  /// The running state of a SHA-384 or SHA-512 digest.
  public struct CC_SHA512_CTX {
    var state = CCDigestState(.sha512)
    public init() {}
  }

  private func digest(
    _ algorithm: CCDigestState.Algorithm, _ data: UnsafeRawPointer?, _ len: CC_LONG,
    _ md: UnsafeMutablePointer<UInt8>?
  ) -> UnsafeMutablePointer<UInt8>? {
    var state = CCDigestState(algorithm)
    state.update(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(len)))
    return write(state.finish(), to: md)
  }

  private func write(_ bytes: [UInt8], to md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>?
  {
    guard let md else { return nil }
    md.update(from: bytes, count: bytes.count)
    return md
  }

  private func update(
    _ state: inout CCDigestState, _ data: UnsafeRawPointer?, _ len: CC_LONG
  ) -> Int32 {
    state.update(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(len)))
    return 1
  }

  private func finish(_ state: inout CCDigestState, _ md: UnsafeMutablePointer<UInt8>?) -> Int32 {
    _ = write(state.finish(), to: md)
    return 1
  }

  @discardableResult public func CC_MD5(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.md5, data, len, md) }
  @discardableResult public func CC_SHA1(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.sha1, data, len, md) }
  @discardableResult public func CC_SHA224(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.sha224, data, len, md) }
  @discardableResult public func CC_SHA256(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.sha256, data, len, md) }
  @discardableResult public func CC_SHA384(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.sha384, data, len, md) }
  @discardableResult public func CC_SHA512(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
  ) -> UnsafeMutablePointer<UInt8>! { digest(.sha512, data, len, md) }

  @discardableResult public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    c.pointee = CC_MD5_CTX()
    return 1
  }
  @discardableResult public func CC_MD5_Update(
    _ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_MD5_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  @discardableResult public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    c.pointee = CC_SHA1_CTX()
    return 1
  }
  @discardableResult public func CC_SHA1_Update(
    _ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_SHA1_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  @discardableResult public func CC_SHA224_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!)
    -> Int32
  {
    c.pointee.state = CCDigestState(.sha224)
    return 1
  }
  @discardableResult public func CC_SHA224_Update(
    _ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_SHA224_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  @discardableResult public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!)
    -> Int32
  {
    c.pointee = CC_SHA256_CTX()
    return 1
  }
  @discardableResult public func CC_SHA256_Update(
    _ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_SHA256_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  @discardableResult public func CC_SHA384_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!)
    -> Int32
  {
    c.pointee.state = CCDigestState(.sha384)
    return 1
  }
  @discardableResult public func CC_SHA384_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_SHA384_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  @discardableResult public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!)
    -> Int32
  {
    c.pointee = CC_SHA512_CTX()
    return 1
  }
  @discardableResult public func CC_SHA512_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
  ) -> Int32 { update(&c.pointee.state, data, len) }
  @discardableResult public func CC_SHA512_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!
  ) -> Int32 { finish(&c.pointee.state, md) }

  // MARK: HMAC

  /// The running state of an HMAC.
  public struct CCHmacContext {
    var inner: CCDigestState?
    var outerKey: [UInt8] = []
    public init() {}
  }

  private func hmacDigest(_ algorithm: CCHmacAlgorithm) -> CCDigestState.Algorithm? {
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: return .sha1
    case kCCHmacAlgMD5: return .md5
    case kCCHmacAlgSHA256: return .sha256
    case kCCHmacAlgSHA384: return .sha384
    case kCCHmacAlgSHA512: return .sha512
    case kCCHmacAlgSHA224: return .sha224
    default: return nil
    }
  }

  /// HMAC's start: the key, longer than a block, hashed; padded; the inner hash begun.
  func hmacStart(_ algorithm: CCDigestState.Algorithm, key: [UInt8]) -> CCHmacContext {
    var inner = CCDigestState(algorithm)
    var key = key
    if key.count > inner.blockSize {
      var hashed = CCDigestState(algorithm)
      hashed.update(key)
      key = hashed.finish()
    }
    key += [UInt8](repeating: 0, count: inner.blockSize - key.count)
    inner.update(key.map { $0 ^ 0x36 })
    var context = CCHmacContext()
    context.inner = inner
    context.outerKey = key.map { $0 ^ 0x5c }
    return context
  }

  func hmacFinish(_ context: inout CCHmacContext) -> [UInt8] {
    guard var inner = context.inner else { return [] }
    var outer = CCDigestState(inner.algorithm)
    outer.update(context.outerKey)
    outer.update(inner.finish())
    context.inner = nil
    return outer.finish()
  }

  private func bytes(_ pointer: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  public func CCHmacInit(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ algorithm: CCHmacAlgorithm,
    _ key: UnsafeRawPointer!, _ keyLength: Int
  ) {
    guard let digest = hmacDigest(algorithm) else { return }
    ctx.pointee = hmacStart(digest, key: bytes(key, keyLength))
  }

  public func CCHmacUpdate(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ data: UnsafeRawPointer!, _ dataLength: Int
  ) {
    ctx.pointee.inner?.update(
      UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : dataLength))
  }

  public func CCHmacFinal(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ macOut: UnsafeMutableRawPointer!
  ) {
    let mac = hmacFinish(&ctx.pointee)
    macOut?.copyMemory(from: mac, byteCount: mac.count)
  }

  public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
    _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
  ) {
    guard let digest = hmacDigest(algorithm) else { return }
    var context = hmacStart(digest, key: bytes(key, keyLength))
    context.inner?.update(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : dataLength))
    let mac = hmacFinish(&context)
    macOut?.copyMemory(from: mac, byteCount: mac.count)
  }

  // MARK: PBKDF2 and random bytes

  /// PBKDF2 with an HMAC: `kCCSuccess`, or `kCCParamError` for an algorithm or a round count it
  /// does not take.
  public func CCKeyDerivationPBKDF(
    _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int,
    _ salt: UnsafePointer<UInt8>!, _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm,
    _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!, _ derivedKeyLen: Int
  ) -> Int32 {
    let digests: [Int: CCDigestState.Algorithm] = [
      kCCPRFHmacAlgSHA1: .sha1, kCCPRFHmacAlgSHA224: .sha224, kCCPRFHmacAlgSHA256: .sha256,
      kCCPRFHmacAlgSHA384: .sha384, kCCPRFHmacAlgSHA512: .sha512,
    ]
    guard Int(algorithm) == kCCPBKDF2, let digest = digests[Int(prf)], rounds > 0,
      let derivedKey
    else { return Int32(kCCParamError) }
    let key = bytes(password, passwordLen)
    let saltBytes = bytes(salt, saltLen)
    var output: [UInt8] = []
    var blockIndex: UInt32 = 1
    while output.count < derivedKeyLen {
      var context = hmacStart(digest, key: key)
      context.inner?.update(saltBytes + withUnsafeBytes(of: blockIndex.bigEndian, Array.init))
      var u = hmacFinish(&context)
      var t = u
      for _ in 1..<rounds {
        var next = hmacStart(digest, key: key)
        next.inner?.update(u)
        u = hmacFinish(&next)
        for index in t.indices { t[index] ^= u[index] }
      }
      output += t
      blockIndex += 1
    }
    derivedKey.update(from: output, count: derivedKeyLen)
    return Int32(kCCSuccess)
  }

  /// Random bytes from the system's generator.
  public func CCRandomGenerateBytes(_ bytes: UnsafeMutableRawPointer!, _ count: Int) -> CCRNGStatus
  {
    guard let bytes else { return Int32(kCCParamError) }
    var generator = SystemRandomNumberGenerator()
    for index in 0..<count {
      bytes.storeBytes(
        of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
    }
    return Int32(kCCSuccess)
  }
#endif
