import Foundation
import HTTPTypes
import TapwrightFakeServer
import Testing

@Suite("Bad input: 400, 404, 405, 413, 500")
struct BadInputTests {
  let server = FakeServer(routes: ChatAPI.routes, maxBodyBytes: 64)

  @Test("Malformed JSON gets 400 with the parse error")
  func malformedJSON() async throws {
    let response = try await server.respond(
      to: FakeRequest(.post, "/messages", body: Data(#"{"text": "#.utf8)))
    #expect(response.status == .badRequest)
    let message = try #require(response.json()["error"]?.description)
    #expect(message.hasPrefix(#""malformed JSON: "#))
    #expect(try response.json()["status"] == 400)
  }

  @Test("A body of the wrong shape gets 400 naming the missing key")
  func wrongShape() async throws {
    server.on(.post, "/typed") { request in
      let message = try request.decode(Message.self)
      return try .json(message)
    }
    let response = try await server.respond(to: FakeRequest(.post, "/typed", json: ["txt": "x"]))
    #expect(response.status == .badRequest)
    #expect(try response.json()["error"] == "malformed JSON: missing key 'text'")
  }

  @Test("A typed route decodes its body, and answers 400 naming the bad field")
  func typedRoute() async throws {
    server.on(.post, "/typed", body: Message.self) { message, _, server in
      let stored = try server.updateStore { $0.create("/typed", try JSON(encoding: message)) }
      return try .json(stored, status: .created)
    }
    let good = try await server.respond(to: FakeRequest(.post, "/typed", json: ["text": "hi"]))
    #expect(good.status == .created)
    #expect(try good.json() == ["id": 1, "text": "hi"])
    let bad = try await server.respond(to: FakeRequest(.post, "/typed", json: ["text": 7]))
    #expect(bad.status == .badRequest)
    #expect(
      try bad.json()["error"]
        == "malformed JSON: expected String at text: Expected to decode String but found number instead."
    )
  }

  @Test("An unknown route gets 404 naming the closest routes")
  func unknownRoute() async throws {
    let response = try await server.respond(to: FakeRequest(.get, "/mesages"))
    #expect(response.status == .notFound)
    #expect(
      try response.json()["error"]
        == "no route for GET /mesages; closest: GET /messages, POST /messages, GET /messages/:id")
  }

  @Test("A core without routes says so in its 404")
  func noRoutes() async throws {
    let empty = FakeServer()
    let response = try await empty.respond(to: FakeRequest(.get, "/x"))
    #expect(try response.json()["error"] == "no route for GET /x; no routes are defined")
  }

  @Test("A wrong method gets 405 with an Allow header")
  func wrongMethod() async throws {
    let response = try await server.respond(to: FakeRequest(.delete, "/messages"))
    #expect(response.status == .methodNotAllowed)
    #expect(response.head.headerFields[.allow] == "GET, POST")
    #expect(try response.json()["error"] == "DELETE /messages is not allowed; allowed: GET, POST")
  }

  @Test("A body over the limit gets 413 and reaches no route")
  func tooLarge() async throws {
    let body = Data(repeating: UInt8(ascii: "a"), count: 65)
    let response = try await server.respond(to: FakeRequest(.post, "/messages", body: body))
    #expect(response.status == .contentTooLarge)
    #expect(
      try response.json()["error"] == "request body of 65 bytes is over the limit of 64 bytes")
    #expect(server.store.count("/messages") == 0)
  }

  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  @Test("A throwing handler gets 500 with the error, and an issue in the running test")
  func handlerThrows() async throws {
    server.on(.get, "/explode") { _ in throw Boom() }
    var response: FakeResponse?
    await withKnownIssue {
      response = try? await server.respond(to: FakeRequest(.get, "/explode?now=1"))
    } matching: {
      message(of: $0) == "Route GET /explode threw an error for GET /explode: boom"
    }
    #expect(response?.status == .internalServerError)
    #expect(
      try response?.json()["error"] == "Route GET /explode threw an error for GET /explode: boom")
  }

  @Test("A handler that does not answer in time gets 504 and an issue, and is cancelled")
  func handlerTimesOut() async throws {
    let slow = FakeServer(handlerTimeout: .milliseconds(50))
    let cancelled = Locked(false)
    slow.on(.get, "/hang") { _ in
      do {
        try await Task.sleep(for: .seconds(3_600))
      } catch {
        cancelled.set(true)
      }
      return .text("too late")
    }
    var response: FakeResponse?
    await withKnownIssue {
      response = try? await slow.respond(to: FakeRequest(.get, "/hang"))
    } matching: {
      message(of: $0)
        == "Route for GET /hang did not answer within 50 ms; it was cancelled and abandoned"
    }
    #expect(response?.status == .gatewayTimeout)
    let deadline = ContinuousClock.now + .seconds(5)  // the abandoned handler sees its cancellation
    while !cancelled.value, ContinuousClock.now < deadline { await Task.yield() }
    #expect(cancelled.value)
  }

  @Test(
    "Built-in routes answer from the store without the handler deadline; handlers you write get it"
  )
  func builtInRoutesHaveNoDeadline() async throws {
    // A deadline of zero: a route run under it races the deadline and mostly loses.
    let strict = FakeServer(
      routes: FakeRoutes { routes in
        routes.resource("/notes")
        routes.on(.get, "/fixed", respond: .text("fixed"))
      }, handlerTimeout: .zero)
    try strict.seed("/notes", [["title": "a"]] as [JSON])
    for _ in 0..<200 {
      #expect(try await strict.respond(to: FakeRequest(.get, "/notes")).status == .ok)
      #expect(try await strict.respond(to: FakeRequest(.get, "/fixed")).status == .ok)
    }
    strict.on(.get, "/written") { _ in
      try await Task.sleep(for: .seconds(3_600))
      return .text("too late")
    }
    var response: FakeResponse?
    await withKnownIssue {
      response = try? await strict.respond(to: FakeRequest(.get, "/written"))
    } matching: {
      message(of: $0)
        == "Route for GET /written did not answer within 0 ms; it was cancelled and abandoned"
    }
    #expect(response?.status == .gatewayTimeout)
  }

  @Test("A throwing handler reached from another task is reported by reportHandlerErrors")
  func handlerThrowsElsewhere() async throws {
    server.on(.get, "/explode") { _ in throw Boom() }
    let server = self.server
    let status = await Task.detached {
      try? await server.respond(to: FakeRequest(.get, "/explode")).status
    }.value
    #expect(status == .internalServerError)
    withKnownIssue {
      server.reportHandlerErrors()
    } matching: {
      message(of: $0) == "Route GET /explode threw an error for GET /explode: boom"
    }
    server.reportHandlerErrors()  // already reported: nothing more
  }
}

/// A value shared with a handler, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while `lock` is held.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }

  func set(_ value: Value) { lock.withLock { stored = value } }
}
