import Foundation

/// Encodes an `Encodable` value straight to a ``JSON`` value, without writing and parsing text.
///
/// `JSON(encoding:)` runs on every seed of a store (once a test for most suites), and going
/// through `JSONEncoder` and the parser cost most of a server's set-up. This encoder handles the
/// shapes whose result is certain to equal `JSONEncoder`'s with its default strategies: objects,
/// arrays, strings, booleans, whole numbers and `nil`. Anything `JSONEncoder` treats specially
/// (`Data`, `URL`, `Decimal`, dates, which encode as doubles) or writes as text the parser may read
/// back differently (floating-point numbers, whole numbers past `Int`) throws ``Unsupported``,
/// and the caller encodes the value with `JSONEncoder` instead.
enum JSONValueEncoder {
  /// The value needs `JSONEncoder`.
  struct Unsupported: Error {}

  /// The value as JSON, or ``Unsupported``; errors the value's `encode(to:)` throws pass through.
  static func encode(_ value: some Encodable) throws -> JSON {
    let root = Slot()
    try root.store(value, codingPath: [])
    // `JSONEncoder` refuses a top-level value that encoded nothing.
    guard case .some = root.content else { throw Unsupported() }
    return root.json
  }

  /// Where one value goes: filled in by the containers an encoder hands out.
  final class Slot {
    enum Content {
      case value(JSON)
      case object([String: Slot])
      case array([Slot])
    }
    var content: Content?

    /// The finished value; a nested value that encoded nothing is `{}`, as with `JSONEncoder`.
    var json: JSON {
      switch content {
      case .value(let json): return json
      case .object(let members): return .object(members.mapValues(\.json))
      case .array(let items): return .array(items.map(\.json))
      case nil: return .object([:])
      }
    }

    func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
      // Types compared, not cast: a dynamic cast per value cost more than the encoding.
      if Value.self == JSON.self, let json = value as? JSON {
        content = .value(json)
        return
      }
      if Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self
        || Value.self == Date.self
      {
        throw Unsupported()
      }
      try value.encode(to: ValueEncoder(slot: self, codingPath: codingPath))
    }

    func set(_ json: JSON) throws {
      guard content == nil else { throw Unsupported() }
      content = .value(json)
    }

    func member(_ key: String) throws -> Slot {
      let child = Slot()
      switch content {
      case nil: content = .object([key: child])
      case .object(var members):
        // Released first, so the dictionary is not copied on write.
        content = nil
        members[key] = child
        content = .object(members)
      default: throw Unsupported()
      }
      return child
    }

    func makeObject() throws {
      switch content {
      case nil: content = .object([:])
      case .object: break
      default: throw Unsupported()
      }
    }

    func makeArray() throws {
      switch content {
      case nil: content = .array([])
      case .array: break
      default: throw Unsupported()
      }
    }

    func append() throws -> Slot {
      guard case .array(var items) = content else { throw Unsupported() }
      let child = Slot()
      content = nil
      items.append(child)
      content = .array(items)
      return child
    }

    var count: Int {
      if case .array(let items) = content { return items.count }
      return 0
    }
  }

  /// A whole number as JSON, or ``Unsupported`` past `Int`'s range.
  static func integer(_ value: some FixedWidthInteger) throws -> JSON {
    guard let whole = Int(exactly: value) else { throw Unsupported() }
    return .integer(whole)
  }

  struct ValueEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      // A slot that already holds something else cannot become an object: every write through
      // this container then throws `Unsupported`.
      let usable = (try? slot.makeObject()) != nil
      return KeyedEncodingContainer(
        KeyedContainer<Key>(slot: slot, usable: usable, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      let usable = (try? slot.makeArray()) != nil
      return UnkeyedContainer(slot: slot, usable: usable, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(slot: slot, codingPath: codingPath)
    }
  }

  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let usable: Bool
    let codingPath: [any CodingKey]

    private func child(_ key: Key) throws -> Slot {
      guard usable else { throw Unsupported() }
      return try slot.member(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { try child(key).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try child(key).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws {
      try child(key).set(.string(value))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw Unsupported() }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw Unsupported() }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      try child(key).set(.integer(value))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
      try child(key).set(JSONValueEncoder.integer(value))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try child(key).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      guard usable, let nested = try? slot.member(key.stringValue) else {
        return KeyedEncodingContainer(
          KeyedContainer<NestedKey>(slot: Slot(), usable: false, codingPath: codingPath + [key]))
      }
      return ValueEncoder(slot: nested, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      guard usable, let nested = try? slot.member(key.stringValue) else {
        return UnkeyedContainer(slot: Slot(), usable: false, codingPath: codingPath + [key])
      }
      return ValueEncoder(slot: nested, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      superEncoder(named: "super", codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      superEncoder(named: key.stringValue, codingPath: codingPath + [key])
    }

    private func superEncoder(named name: String, codingPath: [any CodingKey]) -> any Encoder {
      guard usable, let nested = try? slot.member(name) else { return UnusableEncoder() }
      return ValueEncoder(slot: nested, codingPath: codingPath)
    }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let usable: Bool
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    private func next() throws -> Slot {
      guard usable else { throw Unsupported() }
      return try slot.append()
    }

    mutating func encodeNil() throws { try next().set(.null) }
    mutating func encode(_ value: Bool) throws { try next().set(.bool(value)) }
    mutating func encode(_ value: String) throws { try next().set(.string(value)) }
    mutating func encode(_ value: Double) throws { throw Unsupported() }
    mutating func encode(_ value: Float) throws { throw Unsupported() }
    mutating func encode(_ value: Int) throws { try next().set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int16) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int32) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { try next().set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) throws {
      try next().set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt32) throws {
      try next().set(JSONValueEncoder.integer(value))
    }
    mutating func encode(_ value: UInt64) throws {
      try next().set(JSONValueEncoder.integer(value))
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
      let path = codingPath + [IndexKey(intValue: count)]
      try next().store(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let path = codingPath + [IndexKey(intValue: count)]
      guard let nested = try? next() else {
        return KeyedEncodingContainer(
          KeyedContainer<NestedKey>(slot: Slot(), usable: false, codingPath: path))
      }
      return ValueEncoder(slot: nested, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = codingPath + [IndexKey(intValue: count)]
      guard let nested = try? next() else {
        return UnkeyedContainer(slot: Slot(), usable: false, codingPath: path)
      }
      return ValueEncoder(slot: nested, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let path = codingPath + [IndexKey(intValue: count)]
      guard let nested = try? next() else { return UnusableEncoder() }
      return ValueEncoder(slot: nested, codingPath: path)
    }
  }

  struct SingleValueContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { try slot.set(.null) }
    mutating func encode(_ value: Bool) throws { try slot.set(.bool(value)) }
    mutating func encode(_ value: String) throws { try slot.set(.string(value)) }
    mutating func encode(_ value: Double) throws { throw Unsupported() }
    mutating func encode(_ value: Float) throws { throw Unsupported() }
    mutating func encode(_ value: Int) throws { try slot.set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int16) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int32) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { try slot.set(JSONValueEncoder.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      guard slot.content == nil else { throw Unsupported() }
      try slot.store(value, codingPath: codingPath)
    }
  }

  /// Handed out where a container could not be made: everything encoded through it throws.
  struct UnusableEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(KeyedContainer<Key>(slot: Slot(), usable: false, codingPath: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedContainer(slot: Slot(), usable: false, codingPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      // A slot already filled: every value encoded into it throws.
      let filled = Slot()
      filled.content = .value(.null)
      return SingleValueContainer(slot: filled, codingPath: [])
    }
  }

  /// An array position in a coding path.
  struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }
}
