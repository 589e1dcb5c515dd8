import Foundation
import Testing

@testable import TapwrightFakeServer

@Suite("Encoding values straight to JSON")
struct JSONValueEncoderTests {
  struct Address: Codable {
    var street: String
    var number: Int
  }
  enum Kind: String, Codable { case home, work }
  struct Person: Codable {
    var id: Int
    var name: String
    var admin: Bool
    var nickname: String?
    var kind: Kind
    var address: Address
    var tags: [String]
    var scores: [String: Int]
    var byNumber: [Int: String]
    var matrix: [[Int8]]
    var big: UInt32
    var empty: [String]
  }

  /// A type writing through every container kind, `superEncoder` and `encodeNil`.
  final class Custom: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: AnyKey.self)
      try keyed.encodeNil(forKey: AnyKey("none"))
      var nested = keyed.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("nested"))
      try nested.encode(true, forKey: AnyKey("flag"))
      var list = keyed.nestedUnkeyedContainer(forKey: AnyKey("list"))
      try list.encode(1)
      try list.encodeNil()
      var inner = list.nestedContainer(keyedBy: AnyKey.self)
      try inner.encode("x", forKey: AnyKey("y"))
      try Address(street: "Main", number: 1).encode(to: keyed.superEncoder())
      try "parent".encode(to: keyed.superEncoder(forKey: AnyKey("base")))
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static let person = Person(
    id: 7, name: "Ada \"A\" Lovelace\n", admin: true, nickname: nil, kind: .work,
    address: Address(street: "St James's Square", number: 12), tags: ["a", "b"],
    scores: ["maths": 10, "logic": 9], byNumber: [1: "one", 2: "two"], matrix: [[1, -2], []],
    big: .max, empty: [])

  /// What `JSONEncoder` and the parser make of `value`.
  func viaText(_ value: some Encodable) throws -> JSON {
    try JSON(text: try JSON.encoder.encode(value))
  }

  @Test("Plain values encode directly to exactly what JSONEncoder and the parser make of them")
  func plainValuesMatch() throws {
    #expect(try JSONValueEncoder.encode(Self.person) == viaText(Self.person))
    #expect(
      try JSONValueEncoder.encode([Self.person, Self.person])
        == viaText([Self.person, Self.person]))
    #expect(try JSONValueEncoder.encode(Custom()) == viaText(Custom()))
    #expect(try JSONValueEncoder.encode("text") == viaText("text"))
    #expect(try JSONValueEncoder.encode(Optional<Int>.none) == viaText(Optional<Int>.none))
    #expect(try JSONValueEncoder.encode(Int64.min) == viaText(Int64.min))
    let json: JSON = ["a": [1, "b", nil]]
    #expect(try JSONValueEncoder.encode(json) == json)
  }

  @Test(
    "Values JSONEncoder treats specially, or writes as text, are left to it",
    arguments: [
      "double", "float", "date", "data", "url", "decimal", "uint64", "nested date",
    ])
  func specialValuesAreLeftToJSONEncoder(_ kind: String) throws {
    let value: any Encodable =
      switch kind {
      case "double": 1.0
      case "float": Float(0.1)
      case "date": Date(timeIntervalSinceReferenceDate: 0)
      case "data": Data([1, 2, 3])
      case "url": URL(string: "https://example.com/a")
      case "decimal": Decimal(string: "1.5")
      case "uint64": UInt64.max
      default: ["when": Date(timeIntervalSinceReferenceDate: 5)]
      }
    #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(value) }
    // `JSON(encoding:)` still gives JSONEncoder's answer for them.
    #expect(try JSON(encoding: value) == viaText(value))
  }

  @Test("A value's own encoding error is not swallowed")
  func encodingErrorsPassThrough() {
    struct Failing: Encodable {
      struct Nope: Error {}
      func encode(to encoder: any Encoder) throws { throw Nope() }
    }
    #expect(throws: Failing.Nope.self) { try JSON(encoding: Failing()) }
  }
}
