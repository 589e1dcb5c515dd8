// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  // Core Foundation's percent escapes (CFURL.h), which APIKit and other older networking code
  // call and Linux's Foundation does not export.

  /// The string with its percent escapes replaced by the characters they stand for (read as
  /// UTF-8), except those of characters in `charactersToLeaveEscaped`. As CFURL.h says: `nil`
  /// replaces none (the string is returned as it is), the empty string replaces all, and an
  /// invalid escape (`%G1`, a truncated `%4`, bytes that are not UTF-8) gives `nil`.
  ///
  /// - Parameters:
  ///   - allocator: The allocator: the default here.
  ///   - originalString: The string.
  ///   - charactersToLeaveEscaped: The characters whose escapes stay, or `nil` for all.
  /// - Returns: The string, or `nil` for an invalid escape.
  public func CFURLCreateStringByReplacingPercentEscapes(
    _ allocator: CFAllocator!, _ originalString: CFString!, _ charactersToLeaveEscaped: CFString!
  ) -> CFString! {
    guard let originalString else { return nil }
    guard let charactersToLeaveEscaped else { return originalString }
    let kept = Set((charactersToLeaveEscaped as String).unicodeScalars)
    let scalars = Array((originalString as String).unicodeScalars)
    var result = ""
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        result.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      // A run of escapes is one UTF-8 sequence.
      var bytes: [UInt8] = []
      var end = index
      while end < scalars.count, scalars[end] == "%" {
        guard end + 2 < scalars.count, let byte = hexByte(scalars[end + 1], scalars[end + 2])
        else { return nil }
        bytes.append(byte)
        end += 3
      }
      guard let decoded = String(bytes: bytes, encoding: .utf8) else { return nil }
      var escape = index
      for scalar in decoded.unicodeScalars {
        let length = 3 * String(scalar).utf8.count
        if kept.contains(scalar) {
          result.unicodeScalars.append(contentsOf: scalars[escape..<escape + length])
        } else {
          result.unicodeScalars.append(scalar)
        }
        escape += length
      }
      index = end
    }
    return NSString(string: result)
  }

  /// The string with the characters URLs cannot hold percent-escaped, in `encoding`: those not
  /// legal in a URL (RFC 2396: legal are letters, digits and `!$&'()*+,-./:;=?@_~`; so `%`, `#`,
  /// spaces and non-ASCII characters are escaped), but those in `charactersToLeaveUnescaped`, and
  /// the legal ones in `legalURLCharactersToBeEscaped`. Deprecated in iOS 9, still called.
  ///
  /// - Parameters:
  ///   - allocator: The allocator: the default here.
  ///   - originalString: The string.
  ///   - charactersToLeaveUnescaped: Illegal characters to leave as they are, or `nil`.
  ///   - legalURLCharactersToBeEscaped: Legal characters to escape too, or `nil`.
  ///   - encoding: The encoding of the escaped bytes (`CFStringBuiltInEncodings.UTF8.rawValue`, usually).
  /// - Returns: The escaped string, or `nil` when a character has no bytes in `encoding`.
  public func CFURLCreateStringByAddingPercentEscapes(
    _ allocator: CFAllocator!, _ originalString: CFString!,
    _ charactersToLeaveUnescaped: CFString!, _ legalURLCharactersToBeEscaped: CFString!,
    _ encoding: CFStringEncoding
  ) -> CFString! {
    guard let originalString else { return nil }
    let leave = Set(((charactersToLeaveUnescaped as String?) ?? "").unicodeScalars)
    let escapeToo = Set(((legalURLCharactersToBeEscaped as String?) ?? "").unicodeScalars)
    let legal = Set("!$&'()*+,-./:;=?@_~".unicodeScalars)
    let target = String.Encoding(rawValue: CFStringConvertEncodingToNSStringEncoding(encoding))
    var result = ""
    for scalar in (originalString as String).unicodeScalars {
      let isLegal =
        scalar.isASCII
        && (legal.contains(scalar) || ("a"..."z").contains(scalar)
          || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
      let escaped = isLegal ? escapeToo.contains(scalar) : !leave.contains(scalar)
      guard escaped else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard let bytes = String(scalar).data(using: target) else { return nil }
      for byte in bytes { result += String(format: "%%%02X", byte) }
    }
    return NSString(string: result)
  }

  /// Core Foundation's built-in string encodings (`CFStringBuiltInEncodings.UTF8.rawValue`), with
  /// CFString.h's values.
  public struct CFStringBuiltInEncodings: RawRepresentable, Hashable, Sendable {
    /// The encoding's Core Foundation value.
    public var rawValue: CFStringEncoding
    /// An encoding of a value.
    ///
    /// - Parameter rawValue: The Core Foundation value.
    public init(rawValue: CFStringEncoding) { self.rawValue = rawValue }
    public static let macRoman = CFStringBuiltInEncodings(rawValue: 0)
    public static let windowsLatin1 = CFStringBuiltInEncodings(rawValue: 0x0500)
    public static let isoLatin1 = CFStringBuiltInEncodings(rawValue: 0x0201)
    public static let nextStepLatin = CFStringBuiltInEncodings(rawValue: 0x0B01)
    public static let ASCII = CFStringBuiltInEncodings(rawValue: 0x0600)
    public static let unicode = CFStringBuiltInEncodings(rawValue: 0x0100)
    public static let UTF8 = CFStringBuiltInEncodings(rawValue: 0x0800_0100)
    public static let nonLossyASCII = CFStringBuiltInEncodings(rawValue: 0x0BFF)
    public static let UTF16 = CFStringBuiltInEncodings(rawValue: 0x0100)
    public static let UTF16BE = CFStringBuiltInEncodings(rawValue: 0x1000_0100)
    public static let UTF16LE = CFStringBuiltInEncodings(rawValue: 0x1400_0100)
    public static let UTF32 = CFStringBuiltInEncodings(rawValue: 0x0C00_0100)
    public static let UTF32BE = CFStringBuiltInEncodings(rawValue: 0x1800_0100)
    public static let UTF32LE = CFStringBuiltInEncodings(rawValue: 0x1C00_0100)
  }

  private func hexByte(_ high: Unicode.Scalar, _ low: Unicode.Scalar) -> UInt8? {
    guard let high = Int(String(high), radix: 16), let low = Int(String(low), radix: 16) else {
      return nil
    }
    return UInt8(high * 16 + low)
  }
#endif
