#if !canImport(ObjectiveC) && canImport(zlib)
  import Foundation
  import zlib

  // Foundation's data compression (iOS 13+, `NSDataCompression` in NSData.h), which Linux's
  // Foundation lacks. Alamofire 5's `DeflateRequestCompressor` calls it when `zlib` can be
  // imported, as it can on Linux through HeadlessUIKit. Zlib is the system's libz; LZFSE, LZ4
  // and LZMA are Apple's Compression library's and are not here.

  extension NSData {
    /// The algorithms `compressed(using:)` and `decompressed(using:)` take, as Foundation's
    /// `NSDataCompressionAlgorithm`. On Linux only `.zlib` is implemented; the others throw.
    public enum CompressionAlgorithm: Int, Sendable {
      /// Apple's LZFSE (not on Linux: throws `CocoaError.featureUnsupported`).
      case lzfse = 0
      /// LZ4 in Apple's framing (not on Linux: throws `CocoaError.featureUnsupported`).
      case lz4 = 1
      /// LZMA (not on Linux: throws `CocoaError.featureUnsupported`).
      case lzma = 2
      /// Raw DEFLATE (IETF RFC 1951: no zlib header or checksum), level 5 when compressing.
      case zlib = 3
    }

    /// The data compressed with `algorithm`: for `.zlib`, raw DEFLATE at level 5, as Foundation
    /// writes it (NSData.h).
    ///
    /// - Parameter algorithm: The algorithm; only `.zlib` on Linux.
    /// - Returns: The compressed data, of this object's class (`NSMutableData` for a mutable one).
    /// - Throws: `CocoaError.featureUnsupported` for another algorithm.
    public func compressed(using algorithm: CompressionAlgorithm) throws -> Self {
      try Self.make(HeadlessDeflate.run(Data(self), algorithm: algorithm, compress: true))
    }

    /// The data decompressed with `algorithm`: for `.zlib`, raw DEFLATE of any level.
    ///
    /// - Parameter algorithm: The algorithm; only `.zlib` on Linux.
    /// - Returns: The decompressed data, of this object's class.
    /// - Throws: `CocoaError.fileReadCorruptFile` when the data is not complete DEFLATE data;
    ///   `CocoaError.featureUnsupported` for another algorithm.
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> Self {
      try Self.make(HeadlessDeflate.run(Data(self), algorithm: algorithm, compress: false))
    }

    private static func make(_ data: Data) throws -> Self {
      // `NSData(data:)` is not a required initialiser, so `Self(data:)` cannot be written: the
      // object is made as Foundation's class and kept when it is of this class.
      let made = self is NSMutableData.Type ? NSMutableData(data: data) : NSData(data: data)
      guard let result = made as? Self else {
        // A subclass of the app's own: its initialiser is unknown here (Linux's
        // `NSData.init(coder:)` stops the process for a subclass that is not mutable).
        throw CocoaError(
          .featureUnsupported,
          userInfo: [
            NSLocalizedDescriptionKey:
              "HeadlessUIKit cannot make a \(self) (a subclass of NSData) from compressed data."
          ])
      }
      return result
    }
  }

  extension NSMutableData {
    /// Compresses the data in place with `algorithm`, as `compressed(using:)`; when it throws the
    /// data is unchanged.
    ///
    /// - Parameter algorithm: The algorithm; only `.zlib` on Linux.
    /// - Throws: As `compressed(using:)`.
    public func compress(using algorithm: NSData.CompressionAlgorithm) throws {
      setData(try HeadlessDeflate.run(Data(self), algorithm: algorithm, compress: true))
    }

    /// Decompresses the data in place with `algorithm`, as `decompressed(using:)`; when it throws
    /// the data is unchanged.
    ///
    /// - Parameter algorithm: The algorithm; only `.zlib` on Linux.
    /// - Throws: As `decompressed(using:)`.
    public func decompress(using algorithm: NSData.CompressionAlgorithm) throws {
      setData(try HeadlessDeflate.run(Data(self), algorithm: algorithm, compress: false))
    }
  }

  /// Raw DEFLATE through libz, in chunks (the output's size is not known beforehand).
  private enum HeadlessDeflate {
    static func run(_ input: Data, algorithm: NSData.CompressionAlgorithm, compress: Bool) throws
      -> Data
    {
      guard algorithm == .zlib else {
        throw CocoaError(
          .featureUnsupported,
          userInfo: [
            NSLocalizedDescriptionKey:
              "HeadlessUIKit compresses with .zlib only: Linux has no \(algorithm) (Apple's Compression library)."
          ])
      }
      var stream = z_stream()
      let size = Int32(MemoryLayout<z_stream>.size)
      // Negative window bits: raw DEFLATE, no zlib header or Adler-32 trailer.
      let begun =
        compress
        ? deflateInit2_(
          &stream, 5, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, size)
        : inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, size)
      guard begun == Z_OK else { throw CocoaError(.fileReadCorruptFile) }
      defer { _ = compress ? deflateEnd(&stream) : inflateEnd(&stream) }
      var output = Data()
      var chunk = [UInt8](repeating: 0, count: 16_384)
      var input = [UInt8](input)
      let total = input.count
      var status = Z_OK
      input.withUnsafeMutableBufferPointer { inBytes in
        stream.next_in = inBytes.baseAddress
        stream.avail_in = uInt(total)
        repeat {
          let produced = chunk.withUnsafeMutableBufferPointer { outBytes -> Int in
            stream.next_out = outBytes.baseAddress
            stream.avail_out = uInt(outBytes.count)
            status = compress ? deflate(&stream, Z_FINISH) : inflate(&stream, Z_NO_FLUSH)
            return outBytes.count - Int(stream.avail_out)
          }
          output.append(contentsOf: chunk[0..<produced])
          // Inflating stops without progress when the input ends before the stream does.
          if !compress, status == Z_OK, stream.avail_in == 0, produced < chunk.count {
            status = Z_BUF_ERROR
          }
        } while status == Z_OK
      }
      guard status == Z_STREAM_END else { throw CocoaError(.fileReadCorruptFile) }
      return output
    }
  }
#endif
