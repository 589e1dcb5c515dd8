import Foundation
import TapwrightFakeServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("JSON reading and writing")
struct JSONTests {
  @Test("Reads every kind of value, escapes and surrogate pairs included")
  func reads() throws {
    let text =
      #" { "a" : [1, -2.5e1, true, false, null], "b": "q\"\\\/\n\u00e9\ud83d\ude00", "c": {} } "#
    let value = try JSON(text: Data(text.utf8))
    #expect(
      value == ["a": [1, -25.0, true, false, nil], "b": "q\"\\/\né😀", "c": .object([:])])
  }

  @Test("Writes compact text with sorted keys, escaping what JSON requires")
  func writes() throws {
    let value: JSON = ["b": "line\nbreak \"quoted\" \u{01}", "a": [1, 2.5, nil, true], "c": "a/b"]
    #expect(
      value.description == #"{"a":[1,2.5,null,true],"b":"line\nbreak \"quoted\" \u0001","c":"a/b"}"#
    )
    #expect(try JSON(text: value.data()) == value)
  }

  @Test(
    "Reports the first problem and its offset",
    arguments: [
      (#"{"a": }"#, "unexpected '}' at offset 6"),
      (#"{"a": 1"#, "unexpected end of input at offset 7"),
      (#"[1, 2,]"#, "unexpected ']' at offset 6"),
      (#""open"#, "unexpected end of input in a string at offset 5"),
      (#"{"a": 1} x"#, "unexpected text after the value at offset 9"),
      (#"tru"#, "unexpected end of input at offset 3"),
      (#""\x""#, "invalid escape at offset 2"),
      ("", "unexpected end of input at offset 0"),
    ])
  func errors(_ text: String, _ expected: String) {
    #expect(throws: JSONSyntaxError.self) { try JSON(text: Data(text.utf8)) }
    do {
      _ = try JSON(text: Data(text.utf8))
    } catch {
      #expect(String(describing: error) == expected)
    }
  }

  @Test("Refuses nesting deeper than 512 levels instead of overflowing the stack")
  func deepNesting() {
    let text = String(repeating: "[", count: 10_000)
    #expect(throws: JSONSyntaxError.self) { try JSON(text: Data(text.utf8)) }
  }

  @Test("Merge patch replaces, adds and removes members recursively")
  func merge() {
    let base: JSON = ["name": "Ada", "address": ["city": "London", "zip": "N1"], "age": 36]
    let patch: JSON = ["address": ["zip": nil], "age": 37, "title": "Countess"]
    #expect(
      base.merging(patch)
        == ["name": "Ada", "address": ["city": "London"], "age": 37, "title": "Countess"])
  }

  @Test("contains matches a subset of members and numbers across kinds")
  func contains() {
    let value: JSON = ["text": "hi", "meta": ["n": 1, "m": 2]]
    #expect(value.contains(["meta": ["n": 1.0]]))
    #expect(!value.contains(["text": "ho"]))
    #expect(!value.contains(["missing": nil]))
  }

  @Test("Codable values convert both ways")
  func codable() throws {
    let json = try JSON(encoding: Message(id: 3, text: "hi", author: nil))
    #expect(json == ["id": 3, "text": "hi"])
    #expect(try json.decode(Message.self) == Message(id: 3, text: "hi"))
  }
}

/// An app's own transport protocol, as apps declare it (URLSession's shape); the fake conforms as is.
protocol TransportSession: Sendable {
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension InProcessTransport: TransportSession {}

@Suite("In-process transport as an app's TransportSession")
struct TransportSessionTests {
  let server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures)

  func userName(_ id: Int, via session: any TransportSession) async throws -> String? {
    let url = URL(string: "https://api.example.com/users/\(id)")!
    let (data, _) = try await session.data(for: URLRequest(url: url))
    return try JSON.parse(data)["name"]?.description
  }

  @Test("The app's code runs unchanged against the in-process core")
  func wraps() async throws {
    #expect(try await userName(2, via: server.transport) == #""Grace""#)
  }

  @Test("A dropped connection surfaces as ConnectionDropped through the transport")
  func dropped() async throws {
    server.injectNext(1, .dropConnection)
    await #expect(throws: ConnectionDropped(request: "GET /users/1")) {
      try await userName(1, via: server.transport)
    }
  }

  @Test("A reset while a request is in flight leaves the new log untouched")
  func resetInFlight() async throws {
    let clock = ManualClock()
    let core = FakeServer(routes: ChatAPI.routes, clock: clock)
    core.injectNext(1, .delay(.seconds(1)))
    let inFlight = Task { try await core.respond(to: FakeRequest(.get, "/health")) }
    await clock.advance(by: .zero)  // waits (bounded) until the request is sleeping
    core.reset()
    _ = try await core.respond(to: FakeRequest(.get, "/users"))
    await clock.advance(by: .seconds(1))
    #expect(try await inFlight.value.status == .ok)
    #expect(core.log.map(\.description) == ["#1 GET /users → 200"])
  }
}
