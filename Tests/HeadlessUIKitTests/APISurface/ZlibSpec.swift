import Foundation
import Testing
import zlib

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Gzip through `import zlib`, as apps and their packages write it (a `Data.gzipped()` extension:
/// `deflateInit2_` with `MAX_WBITS + 16`). Darwin's SDK has the module; on Linux it is
/// HeadlessUIKit's, over the system's libz.
@Suite struct ZlibSpec {
  private func gzip(_ input: Data) -> Data? {
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, MAX_WBITS + 16, MAX_MEM_LEVEL,
      Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { return nil }
    defer { deflateEnd(&stream) }
    return pump(input, through: &stream, capacity: 64 + input.count) { deflate(&$0, Z_FINISH) }
  }

  private func gunzip(_ input: Data) -> Data? {
    var stream = z_stream()
    guard
      inflateInit2_(&stream, MAX_WBITS + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { return nil }
    defer { inflateEnd(&stream) }
    return pump(input, through: &stream, capacity: 4096) { inflate(&$0, Z_FINISH) }
  }

  /// Runs a begun stream over `input` in one call of `step`: its output, or `nil` unless the
  /// stream ended.
  private func pump(
    _ input: Data, through stream: inout z_stream, capacity: Int,
    _ step: (inout z_stream) -> Int32
  ) -> Data? {
    var output = Data(count: capacity)
    let produced = input.withUnsafeBytes { (inBytes: UnsafeRawBufferPointer) -> Int? in
      output.withUnsafeMutableBytes { (outBytes: UnsafeMutableRawBufferPointer) -> Int? in
        stream.next_in = UnsafeMutablePointer(
          mutating: inBytes.bindMemory(to: Bytef.self).baseAddress!)
        stream.avail_in = uInt(inBytes.count)
        stream.next_out = outBytes.bindMemory(to: Bytef.self).baseAddress!
        stream.avail_out = uInt(outBytes.count)
        guard step(&stream) == Z_STREAM_END else { return nil }
        return Int(stream.total_out)
      }
    }
    return produced.map { output.prefix($0) }
  }

  @Test func gzipsWithAGzipHeaderAndInflatesBack() throws {
    let text = Data(String(repeating: "Hello, zlib. ", count: 20).utf8)
    let zipped = try #require(gzip(text))
    #expect(Array(zipped.prefix(2)) == [0x1F, 0x8B])  // RFC 1952's magic
    #expect(zipped.count < text.count)
    #expect(gunzip(zipped) == text)
  }

  @Test func aCorruptStreamIsAnErrorNotACrash() {
    #expect(gunzip(Data([0x1F, 0x8B, 0x08, 0x00, 0xDE, 0xAD])) == nil)
  }
}
