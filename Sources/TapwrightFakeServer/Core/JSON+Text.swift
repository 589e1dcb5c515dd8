import Foundation

// A small JSON reader and writer: the hot path of every request, where Foundation's coders are
// slow (JSONDecoder has no way to ask what kind of value comes next).

extension JSON {
  /// Reads JSON text; throws ``JSONSyntaxError`` naming the offset of the first problem.
  /// - Parameter data: UTF-8 JSON text.
  public init(text data: Data) throws {
    var reader = Reader(bytes: [UInt8](data))
    reader.skipSpace()
    self = try reader.value(depth: 0)
    reader.skipSpace()
    if reader.index < reader.bytes.count { throw reader.error("unexpected text after the value") }
  }

  /// Writes the value as compact JSON text with sorted keys and unescaped slashes.
  func write(into text: inout String) {
    var bytes: [UInt8] = []
    write(into: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the value as compact UTF-8 JSON text with sorted keys and unescaped slashes: bytes
  /// appended to an array, so a response's body costs no string growth or per-character work.
  func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let value): bytes += (value ? "true" : "false").utf8
    case .integer(let value): bytes += String(value).utf8
    case .double(let value): bytes += (value.isFinite ? String(describing: value) : "null").utf8
    case .string(let value): Self.write(value, into: &bytes)
    case .array(let values):
      bytes.append(UInt8(ascii: "["))
      for (offset, value) in values.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (offset, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(member.key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A string in quotes, escaping what JSON requires (quote, backslash, control characters).
  private static func write(_ string: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
        bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

/// Where and why JSON text could not be read.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, e.g. `unexpected end of input`.
  public var reason: String
  /// The byte offset of the problem.
  public var offset: Int

  /// The reason and offset, e.g. `unexpected end of input at offset 9`.
  public var description: String { "\(reason) at offset \(offset)" }
}

private struct Reader {
  let bytes: [UInt8]
  var index = 0

  func error(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: index)
  }

  func unexpected() -> JSONSyntaxError {
    guard index < bytes.count else { return error("unexpected end of input") }
    let byte = bytes[index]
    let shown =
      byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    return error("unexpected \(shown)")
  }

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) throws -> JSON {
    guard depth < 512 else { throw error("nesting deeper than 512 levels") }
    guard index < bytes.count else { throw unexpected() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw unexpected()
    }
  }

  mutating func literal(_ word: String, _ value: JSON) throws -> JSON {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw unexpected() }
      index += 1
    }
    return value
  }

  mutating func object(depth: Int) throws -> JSON {
    index += 1
    var members: [String: JSON] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected() }
      index += 1
      skipSpace()
      members[key] = try value(depth: depth + 1)
      skipSpace()
      guard index < bytes.count else { throw unexpected() }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw unexpected()
      }
    }
  }

  mutating func array(depth: Int) throws -> JSON {
    index += 1
    var values: [JSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      skipSpace()
      values.append(try value(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else { throw unexpected() }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      } else {
        throw unexpected()
      }
    }
  }

  mutating func string() throws -> String {
    index += 1
    var text = ""
    var start = index
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try append(start, isASCII, to: &text)
        index += 1
        return text
      }
      if byte < 0x20 { throw error("unescaped control character in a string") }
      if byte == UInt8(ascii: "\\") {
        try append(start, isASCII, to: &text)
        index += 1
        text.unicodeScalars.append(try escape())
        start = index
        isASCII = true
        continue
      }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    throw error("unexpected end of input in a string")
  }

  /// Appends the bytes from `start` to the current index, checked as UTF-8 unless all ASCII.
  func append(_ start: Int, _ isASCII: Bool, to text: inout String) throws {
    guard start < index else { return }
    let run = bytes[start..<index]
    if isASCII {
      text += String(decoding: run, as: UTF8.self)
    } else if let decoded = String(bytes: run, encoding: .utf8) {
      text += decoded
    } else {
      throw error("invalid UTF-8 in a string")
    }
  }

  mutating func escape() throws -> Unicode.Scalar {
    guard index < bytes.count else { throw unexpected() }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try hex4()
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(combined) { return scalar }
        throw error("invalid surrogate pair")
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape")
    }
  }

  mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    index += 4
    return value
  }

  mutating func number() throws -> JSON {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = index
    scan: while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        index += 1
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
        UInt8(ascii: "-"):
        isInteger = false
        index += 1
      default:
        break scan
      }
    }
    guard index > digits else { throw unexpected() }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("invalid number \(text)")
    }
    return .double(value)
  }
}
