import Foundation
import HTTPTypes
import TapwrightFakeServer
import Testing

@Suite("Core: routes, store, log, faults")
struct CoreTests {
  let server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures)

  @Test("A path parameter is captured and a later route overrides an earlier one")
  func pathParameters() async throws {
    server.on(.get, "/rooms/:room/members/:member") { request in
      .text("\(request.parameters["room"] ?? "")-\(request.parameters["member"] ?? "")")
    }
    let response = try await server.respond(to: FakeRequest(.get, "/rooms/7/members/ada"))
    #expect(response.text == "7-ada")

    server.on(.get, "/health", respond: .text("overridden"))
    #expect(try await server.respond(to: FakeRequest(.get, "/health")).text == "overridden")
  }

  @Test("Wildcards match one segment, a double wildcard the rest")
  func wildcards() {
    let one: RoutePattern = "/files/*/raw"
    #expect(one.match(path: "/files/a/raw") == [:])
    #expect(one.match(path: "/files/a/b/raw") == nil)
    let rest: RoutePattern = "/static/**"
    #expect(rest.match(path: "/static/css/site.css") == ["**": "css/site.css"])
    #expect(rest.match(path: "/other") == nil)
    #expect(RoutePattern("/users/").match(path: "/users") == [:])
  }

  @Test("A query requirement matches equal values and captures parameters")
  func queryPatterns() async throws {
    let pattern: RoutePattern = "/search?kind=book&q=:term"
    let items = [
      URLQueryItem(name: "q", value: "swift"), URLQueryItem(name: "kind", value: "book"),
    ]
    #expect(pattern.match(path: "/search", queryItems: items) == ["term": "swift"])
    #expect(
      pattern.match(path: "/search", queryItems: [URLQueryItem(name: "q", value: "x")]) == nil)
    let response = try await server.respond(to: FakeRequest(.get, "/search?q=hello%20world"))
    #expect(try response.json() == ["term": "hello world"])
  }

  @Test("POST creates with an id, PUT replaces, PATCH merges, DELETE removes, GET lists")
  func restSemantics() async throws {
    let created = try await server.respond(
      to: FakeRequest(.post, "/messages", json: Message(text: "hi", author: "ada")))
    #expect(created.status == .created)
    #expect(created.head.headerFields[.location] == "/messages/1")
    #expect(try created.decode(Message.self) == Message(id: 1, text: "hi", author: "ada"))

    let replaced = try await server.respond(
      to: FakeRequest(.put, "/messages/1", json: Message(text: "hello")))
    #expect(try replaced.decode(Message.self) == Message(id: 1, text: "hello", author: nil))

    var patch = FakeRequest(.patch, "/messages/1", body: Data(#"{"author":"grace"}"#.utf8))
    patch.head.headerFields[.contentType] = "application/json"
    let merged = try await server.respond(to: patch)
    #expect(try merged.decode(Message.self) == Message(id: 1, text: "hello", author: "grace"))

    let upserted = try await server.respond(
      to: FakeRequest(.put, "/messages/9", json: Message(text: "x")))
    #expect(upserted.status == .created)
    let next = try await server.respond(
      to: FakeRequest(.post, "/messages", json: Message(text: "y")))
    #expect(try next.decode(Message.self).id == 10)

    let listed = try await server.respond(to: FakeRequest(.get, "/messages"))
    #expect(try listed.decode([Message].self).map(\.text) == ["hello", "x", "y"])

    #expect(try await server.respond(to: FakeRequest(.delete, "/messages/9")).status == .noContent)
    #expect(try await server.respond(to: FakeRequest(.get, "/messages/9")).status == .notFound)
    #expect(try await server.respond(to: FakeRequest(.delete, "/messages/9")).status == .notFound)
    #expect(server.store.count("/messages") == 2)
  }

  @Test("GET on a collection filters by query items")
  func listFilter() async throws {
    let response = try await server.respond(to: FakeRequest(.get, "/users?name=Grace"))
    #expect(try response.json() == [["id": 2, "name": "Grace"]])
  }

  @Test("A nested collection keeps one list per parent")
  func nestedCollections() async throws {
    server.resource("/users/:userId/posts")
    _ = try await server.respond(to: FakeRequest(.post, "/users/1/posts", json: ["title": "a"]))
    _ = try await server.respond(to: FakeRequest(.post, "/users/2/posts", json: ["title": "b"]))
    #expect(server.store.list("/users/1/posts") == [["id": 1, "title": "a"]])
    #expect(server.store.list("/users/2/posts") == [["id": 1, "title": "b"]])
  }

  @Test("Reset returns to the fixtures and empties the log and faults, keeping routes")
  func reset() async throws {
    try server.seed("/messages", [Message(text: "seeded")])
    _ = try await server.respond(to: FakeRequest(.delete, "/users/1"))
    server.injectNext(5, .status(.serviceUnavailable))
    server.reset()
    #expect(server.store.count("/messages") == 0)
    #expect(server.store.count("/users") == 2)
    #expect(server.log.isEmpty)
    #expect(try await server.respond(to: FakeRequest(.get, "/users/1")).status == .ok)
  }

  @Test("keepStoreAsFixtures makes the current store what reset returns to")
  func keepFixtures() async throws {
    try server.seed("/messages", [Message(text: "kept")])
    server.keepStoreAsFixtures()
    _ = try await server.respond(to: FakeRequest(.delete, "/messages/1"))
    server.reset()
    #expect(
      try server.store.decode("/messages", as: Message.self) == [Message(id: 1, text: "kept")])
  }

  @Test("The log records method, path, query, headers, body and status")
  func log() async throws {
    var request = try FakeRequest(.post, "/messages?draft=1", json: ["text": "hi"])
    request.head.headerFields[.authorization] = "Bearer t"
    _ = try await server.respond(to: request)
    _ = try await server.respond(to: FakeRequest(.get, "/health"))
    let entry = try #require(server.log.first)
    #expect(entry.number == 1)
    #expect(entry.method == .post)
    #expect(entry.path == "/messages")
    #expect(entry.query("draft") == "1")
    #expect(entry.headerFields[.authorization] == "Bearer t")
    #expect(entry.json == ["text": "hi"])
    #expect(entry.status == .created)
    #expect(entry.route == "/messages")
    #expect(server.log.count(.get, "/health") == 1)
    #expect(server.log.matching(json: ["text": "hi"]).count == 1)
    #expect(entry.description == #"#1 POST /messages?draft=1 {"text":"hi"} → 201"#)
  }

  @Test("expectRequests passes on exactly one match")
  func expectationPasses() async throws {
    _ = try await server.respond(to: FakeRequest(.post, "/messages", json: ["text": "hi"]))
    let found = server.expectRequests(.post, "/messages", json: ["text": "hi"])
    #expect(found.count == 1)
    server.expectNoRequests(.delete, "/messages/:id")
  }

  @Test("expectRequests reports the log when the count is wrong")
  func expectationFails() async throws {
    _ = try await server.respond(to: FakeRequest(.post, "/messages", json: ["text": "hello"]))
    _ = try await server.respond(to: FakeRequest(.get, "/messages"))
    withKnownIssue {
      server.expectRequests(.post, "/messages", json: ["text": "hi"])
    } matching: {
      message(of: $0) == """
        Expected exactly 1 POST /messages whose JSON contains {"text":"hi"}, found 0 among 2 \
        logged requests:
          #1 POST /messages {"text":"hello"} → 201
          #2 GET /messages → 200
        """
    }
    withKnownIssue {
      server.expectNoRequests(.get, "/messages")
    } matching: {
      message(of: $0).hasPrefix("Expected no GET /messages, found 1 among 2 logged requests:")
    }
  }

  @Test("expectRequests on an empty log says so")
  func expectationOnEmptyLog() {
    withKnownIssue {
      server.expectRequests(.get, "/users", count: 2, where: { _ in true })
    } matching: {
      message(of: $0)
        == "Expected exactly 2 GET /users matching the predicate, found 0; no requests were logged"
    }
  }
}
