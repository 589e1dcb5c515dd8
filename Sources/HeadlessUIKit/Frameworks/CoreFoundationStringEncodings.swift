// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  // Core Foundation's string encodings and their conversions (`CFString.h`,
  // `CFStringEncodingExt.h`), which Linux's Foundation does not export: apps and pods (Alamofire 4's
  // response serializers) turn a response's `textEncodingName` into a `String.Encoding` with
  // `CFStringConvertEncodingToNSStringEncoding(CFStringConvertIANACharSetNameToEncoding(name))`.

  /// A Core Foundation string encoding.
  public typealias CFStringEncoding = UInt32

  /// The encoding no conversion knows.
  public let kCFStringEncodingInvalidId: CFStringEncoding = 0xffff_ffff

  /// One encoding's three names: Core Foundation's constant, Foundation's `String.Encoding` raw
  /// value, and the IANA charset names that mean it (the first is the one CF gives back).
  private struct KnownEncoding {
    let cf: CFStringEncoding
    let foundation: UInt
    let names: [String]
  }

  /// The encodings Foundation names (`NSString.h`), with Core Foundation's constants for them and
  /// the IANA names Core Foundation reads. Every other CF encoding is Foundation's with the top bit
  /// set, as `CFStringConvertEncodingToNSStringEncoding` documents.
  private let knownEncodings: [KnownEncoding] = [
    KnownEncoding(cf: 0x0600, foundation: 1, names: ["us-ascii", "ascii", "ansi_x3.4-1968"]),
    KnownEncoding(cf: 0x0B01, foundation: 2, names: ["x-nextstep"]),
    KnownEncoding(cf: 0x0920, foundation: 3, names: ["euc-jp"]),
    KnownEncoding(cf: 0x0800_0100, foundation: 4, names: ["utf-8", "utf8"]),
    KnownEncoding(cf: 0x0201, foundation: 5, names: ["iso-8859-1", "iso_8859-1", "latin1", "l1"]),
    KnownEncoding(cf: 0x0021, foundation: 6, names: ["x-mac-symbol"]),
    KnownEncoding(cf: 0x0BFF, foundation: 7, names: []),
    KnownEncoding(cf: 0x0420, foundation: 8, names: ["shift_jis", "sjis", "ms_kanji", "cp932"]),
    KnownEncoding(cf: 0x0202, foundation: 9, names: ["iso-8859-2", "iso_8859-2", "latin2", "l2"]),
    KnownEncoding(cf: 0x0100, foundation: 10, names: ["utf-16", "iso-10646-ucs-2"]),
    KnownEncoding(cf: 0x0502, foundation: 11, names: ["windows-1251", "cp1251"]),
    KnownEncoding(cf: 0x0500, foundation: 12, names: ["windows-1252", "cp1252"]),
    KnownEncoding(cf: 0x0503, foundation: 13, names: ["windows-1253", "cp1253"]),
    KnownEncoding(cf: 0x0504, foundation: 14, names: ["windows-1254", "cp1254"]),
    KnownEncoding(cf: 0x0501, foundation: 15, names: ["windows-1250", "cp1250"]),
    KnownEncoding(cf: 0x0820, foundation: 21, names: ["iso-2022-jp"]),
    KnownEncoding(cf: 0x0000, foundation: 30, names: ["macintosh", "mac", "x-mac-roman"]),
    KnownEncoding(cf: 0x1000_0100, foundation: 0x9000_0100, names: ["utf-16be"]),
    KnownEncoding(cf: 0x1400_0100, foundation: 0x9400_0100, names: ["utf-16le"]),
    KnownEncoding(cf: 0x0C00_0100, foundation: 0x8C00_0100, names: ["utf-32"]),
    KnownEncoding(cf: 0x1800_0100, foundation: 0x9800_0100, names: ["utf-32be"]),
    KnownEncoding(cf: 0x1C00_0100, foundation: 0x9C00_0100, names: ["utf-32le"]),
  ]

  /// Foundation's flag on an encoding that is Core Foundation's constant.
  private let foundationEncodingMask: UInt = 0x8000_0000

  /// The `String.Encoding` raw value for a Core Foundation encoding: Foundation's own constant
  /// when it has one, else the CF constant with the top bit set; `kCFStringEncodingInvalidId`
  /// stays itself.
  ///
  /// - Parameter encoding: A Core Foundation encoding.
  /// - Returns: A `String.Encoding` raw value.
  public func CFStringConvertEncodingToNSStringEncoding(_ encoding: CFStringEncoding) -> UInt {
    if let known = knownEncodings.first(where: { $0.cf == encoding }) { return known.foundation }
    return UInt(encoding) | foundationEncodingMask
  }

  /// The Core Foundation encoding for a `String.Encoding` raw value, or
  /// `kCFStringEncodingInvalidId` when the mapping is not known.
  ///
  /// - Parameter encoding: A `String.Encoding` raw value.
  /// - Returns: A Core Foundation encoding.
  public func CFStringConvertNSStringEncodingToEncoding(_ encoding: UInt) -> CFStringEncoding {
    if let known = knownEncodings.first(where: { $0.foundation == encoding }) { return known.cf }
    guard encoding & foundationEncodingMask != 0, encoding <= UInt(UInt32.max) else {
      return kCFStringEncodingInvalidId
    }
    return CFStringEncoding(encoding & ~foundationEncodingMask)
  }

  /// The Core Foundation encoding an IANA charset name means (case-insensitive, as a
  /// `Content-Type`'s `charset` is), or `kCFStringEncodingInvalidId` when the name is not known.
  ///
  /// - Parameter theString: The charset's name (`"utf-8"`, `"ISO-8859-1"`).
  /// - Returns: A Core Foundation encoding.
  public func CFStringConvertIANACharSetNameToEncoding(_ theString: CFString!) -> CFStringEncoding {
    guard let theString else { return kCFStringEncodingInvalidId }
    let name = String(describing: theString).lowercased()
    return knownEncodings.first(where: { $0.names.contains(name) })?.cf
      ?? kCFStringEncodingInvalidId
  }

  /// The IANA charset name of a Core Foundation encoding, or `nil` when it has none.
  ///
  /// - Parameter encoding: A Core Foundation encoding.
  /// - Returns: The charset's name, lowercase as Core Foundation gives it.
  public func CFStringConvertEncodingToIANACharSetName(_ encoding: CFStringEncoding) -> CFString! {
    guard let name = knownEncodings.first(where: { $0.cf == encoding })?.names.first else {
      return nil
    }
    return NSString(string: name)
  }
#endif
