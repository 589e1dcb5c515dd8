import Foundation
import Testing
import zlib

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Foundation's `NSData` compression with `.zlib` (raw DEFLATE, RFC 1951), as Alamofire 5's
/// `DeflateRequestCompressor` writes it: a zlib header, `compressed(using: .zlib)`, then the
/// Adler-32 of the input. Darwin's Foundation has it; on Linux it is HeadlessUIKit's, over libz.
@Suite struct DataCompressionSpec {
  private let text = Data("Tapwright taps, Tapwright types.".utf8)

  /// The same text compressed by Python's `zlib.compressobj(9, DEFLATED, -15)`: raw DEFLATE
  /// from another implementation, at another level.
  private let pythonsDeflate: [UInt8] = [
    11, 73, 44, 40, 47, 202, 76, 207, 40, 81, 40, 73, 44, 40, 214, 81, 8, 65, 240, 43, 11, 82,
    139, 245, 0,
  ]

  @Test func zlibIsRawDeflateThatAnotherInflaterReads() throws {
    let long = Data(String(repeating: "Hello, deflate. ", count: 64).utf8)
    let compressed = try (long as NSData).compressed(using: .zlib) as Data
    #expect(compressed.count < long.count / 4)
    // Alamofire's framing: header 0x78 0x5E, the raw stream, the input's Adler-32 big-endian.
    var framed = Data([0x78, 0x5E])
    framed.append(compressed)
    let checksum = long.withUnsafeBytes {
      adler32(adler32(0, nil, 0), $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count))
    }
    var bigEndian = UInt32(checksum).bigEndian
    framed.append(Data(bytes: &bigEndian, count: 4))
    #expect(try inflateWithZlibHeader(framed) == long)
  }

  @Test func decompressesRawDeflateOfAnyLevel() throws {
    let inflated = try (Data(pythonsDeflate) as NSData).decompressed(using: .zlib)
    #expect(inflated as Data == text)
  }

  @Test func roundTripsLargeAndEmptyData() throws {
    let large = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) })
    let compressed = try (large as NSData).compressed(using: .zlib)
    #expect(try compressed.decompressed(using: .zlib) as Data == large)
    let empty = try (Data() as NSData).compressed(using: .zlib)
    #expect(try empty.decompressed(using: .zlib).length == 0)
  }

  @Test func aMutableDataCompressesInPlaceAndStaysMutable() throws {
    let data = NSMutableData(data: text)
    try data.compress(using: .zlib)
    #expect(data as Data != text)
    try data.decompress(using: .zlib)
    #expect(data as Data == text)
    let copy: NSMutableData = try data.compressed(using: .zlib)
    copy.append(Data([0]))  // still mutable: the result is of the receiver's class
    #expect(copy.length > 0)
  }

  @Test func dataThatIsNotDeflateThrowsAndLeavesAMutableDataUnchanged() throws {
    let garbage = Data([0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x12])
    #expect(throws: (any Error).self) { try (garbage as NSData).decompressed(using: .zlib) }
    let truncated = Data(pythonsDeflate.prefix(10))
    #expect(throws: (any Error).self) { try (truncated as NSData).decompressed(using: .zlib) }
    let data = NSMutableData(data: garbage)
    #expect(throws: (any Error).self) { try data.decompress(using: .zlib) }
    #expect(data as Data == garbage)
  }

  #if !canImport(ObjectiveC)
    @Test func anAlgorithmOfApplesCompressionLibraryThrowsOnLinux() {
      #expect(throws: CocoaError.self) { try (self.text as NSData).compressed(using: .lzfse) }
      let error = #expect(throws: CocoaError.self) {
        try (self.text as NSData).compressed(using: .lz4)
      }
      #expect(
        error?.localizedDescription
          == "HeadlessUIKit compresses with .zlib only: Linux has no lz4 (Apple's Compression library)."
      )
    }
  #endif

  private func inflateWithZlibHeader(_ input: Data) throws -> Data {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw CocoaError(.fileReadCorruptFile)
    }
    defer { inflateEnd(&stream) }
    var output = Data(count: 4096)
    let status = input.withUnsafeBytes { inBytes in
      output.withUnsafeMutableBytes { outBytes in
        stream.next_in = UnsafeMutablePointer(
          mutating: inBytes.bindMemory(to: Bytef.self).baseAddress!)
        stream.avail_in = uInt(inBytes.count)
        stream.next_out = outBytes.bindMemory(to: Bytef.self).baseAddress!
        stream.avail_out = uInt(outBytes.count)
        return inflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw CocoaError(.fileReadCorruptFile) }
    return output.prefix(Int(stream.total_out))
  }
}
