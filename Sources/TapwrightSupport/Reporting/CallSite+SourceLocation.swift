#if canImport(Testing)
  import Foundation
  import TapwrightSupportCore
  import Testing

  extension CallSite {
    /// Creates the call site of a Swift Testing source location, e.g. a helper's `sourceLocation`.
    ///
    /// - Parameter sourceLocation: The Swift Testing location.
    public init(_ sourceLocation: SourceLocation) {
      self.init(
        fileID: InternedStaticStrings.shared.staticString(sourceLocation.fileID),
        filePath: InternedStaticStrings.shared.staticString(sourceLocation._filePath),
        line: UInt(sourceLocation.line),
        column: UInt(sourceLocation.column))
    }
  }

  /// `StaticString`s made from run-time texts (file IDs and paths), each kept for the process's life.
  ///
  /// A `StaticString` is a pointer to immortal UTF-8 bytes, a count and flags; each distinct text
  /// is copied once into memory that is never freed, so the static strings stay valid.
  final class InternedStaticStrings: @unchecked Sendable {
    static let shared = InternedStaticStrings()

    // Guards `strings`.
    private let lock = NSLock()
    private var strings: [String: StaticString] = [:]

    func staticString(_ text: String) -> StaticString {
      lock.lock()
      defer { lock.unlock() }
      if let known = strings[text] { return known }
      let utf8 = Array(text.utf8)
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count + 1)
      bytes.initialize(from: utf8, count: utf8.count)
      bytes[utf8.count] = 0
      // StaticString's stored layout: start pointer, UTF-8 count, flags (bit 1: ASCII; bit 0 clear:
      // pointer representation).
      let isASCII = utf8.allSatisfy { $0 < 0x80 }
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<StaticString>.size, alignment: MemoryLayout<StaticString>.alignment)
      defer { raw.deallocate() }
      raw.storeBytes(of: UInt(bitPattern: bytes), toByteOffset: 0, as: UInt.self)
      raw.storeBytes(of: UInt(utf8.count), toByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
      raw.storeBytes(
        of: UInt8(isASCII ? 0x2 : 0), toByteOffset: 2 * MemoryLayout<UInt>.size, as: UInt8.self)
      let string = raw.load(as: StaticString.self)
      strings[text] = string
      return string
    }
  }
#endif
