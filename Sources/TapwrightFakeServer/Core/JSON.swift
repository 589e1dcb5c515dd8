import Foundation

/// A JSON value: what the resource store keeps and what request bodies are matched against.
public enum JSON: Sendable, Hashable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case integer(Int)
  /// A number with a fraction or exponent.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object.
  case object([String: JSON])

  /// Decodes a JSON value from a decoder, preferring whole numbers over doubles.
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  /// Encodes the JSON value.
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The member named `key` when this is an object, else `nil`.
  /// - Parameter key: The member's name.
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The members when this is an object, else `nil`.
  public var objectValue: [String: JSON]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// Parses JSON data, throwing ``FakeHTTPError`` 400 with the parser's message when malformed.
  /// - Parameter data: UTF-8 JSON text.
  public static func parse(_ data: Data) throws -> JSON {
    do {
      return try JSON(text: data)
    } catch {
      throw FakeHTTPError.malformedJSON(error)
    }
  }

  /// Encodes any `Encodable` value to a JSON value (throws if it does not encode).
  /// - Parameter value: The value to convert.
  public init(encoding value: some Encodable) throws {
    if let json = value as? JSON {
      self = json
    } else if let direct = try? JSONValueEncoder.encode(value) {
      // Straight to a value for the plain shapes; `JSONEncoder` for the rest, and for errors.
      self = direct
    } else {
      self = try JSON(text: try JSON.encoder.encode(value))
    }
  }

  /// Decodes this JSON value into a `Decodable` type.
  /// - Parameter type: The type to decode.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONDecoder().decode(T.self, from: data())
  }

  /// The value as compact UTF-8 JSON text with sorted keys (never throws; `throws` for symmetry).
  public func data() throws -> Data {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return Data(bytes)
  }

  /// This value with `patch` merged in (RFC 7386 JSON merge patch: `null` removes a member).
  /// - Parameter patch: The patch to apply.
  public func merging(_ patch: JSON) -> JSON {
    guard case .object(let changes) = patch else { return patch }
    var members = objectValue ?? [:]
    for (key, change) in changes {
      if change == .null {
        members[key] = nil
      } else {
        members[key] = (members[key] ?? .null).merging(change)
      }
    }
    return .object(members)
  }

  /// Whether every member of `pattern` appears in this value with an equal value (recursively).
  /// - Parameter pattern: The members to look for; an object matches a superset object.
  public func contains(_ pattern: JSON) -> Bool {
    switch (self, pattern) {
    case (.object(let members), .object(let wanted)):
      return wanted.allSatisfy { key, value in members[key].map { $0.contains(value) } ?? false }
    case (.integer(let left), .double(let right)): return Double(left) == right
    case (.double(let left), .integer(let right)): return left == Double(right)
    default: return self == pattern
    }
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// A string literal as a JSON string.
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer literal as a JSON whole number.
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A float literal as a JSON number.
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A Boolean literal as a JSON Boolean.
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array literal as a JSON array.
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  /// A dictionary literal as a JSON object (a later duplicate key wins).
  /// - Parameter elements: The members.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }
  /// `nil` as JSON `null`.
  /// - Parameter nilLiteral: Nothing.
  public init(nilLiteral: ()) { self = .null }
}

extension JSON: CustomStringConvertible {
  /// The value as compact JSON text with sorted keys.
  public var description: String {
    var text = ""
    write(into: &text)
    return text
  }
}
