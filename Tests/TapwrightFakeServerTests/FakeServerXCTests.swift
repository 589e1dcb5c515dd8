import Foundation
import TapwrightFakeServer
import TapwrightSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Classic XCTest use: each test gets its own core (and, through TapwrightTestCase, its own scope).
final class FakeServerXCTests: TapwrightTestCase {
  var server: FakeServer!

  override func setUp() {
    super.setUp()
    server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures)
  }

  /// Runs a URLSession data task and waits for it (a deadline, never a fixed sleep).
  func send(
    _ session: URLSession, _ method: String, _ url: URL, body: String? = nil
  ) -> (Data?, HTTPURLResponse?) {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    let done = expectation(description: "\(method) \(url.path)")
    let result = LockedResult()
    session.dataTask(with: request) { data, response, _ in
      result.set(data, response as? HTTPURLResponse)
      done.fulfill()
    }.resume()
    wait(for: [done], timeout: 10)
    return result.get()
  }

  func testThatAURLSessionGetSeesWhatAPutStoredThroughTheProtocol() throws {
    // Given
    let session = server.urlSession()
    let user = server.urlProtocolBaseURL.appendingPathComponent("users/2")
    // When
    let (_, put) = send(session, "PUT", user, body: #"{"name":"Grace Hopper"}"#)
    let (data, get) = send(session, "GET", user)
    // Then
    XCTAssertEqual(put?.statusCode, 200)
    XCTAssertEqual(get?.statusCode, 200)
    XCTAssertEqual(try JSON.parse(data ?? Data()), ["id": 2, "name": "Grace Hopper"])
    server.expectRequests(.put, "/users/:id", json: ["name": "Grace Hopper"])
  }

  func testThatResetReturnsToTheFixturesWithoutTouchingRoutes() {
    try? server.seed("/messages", [Message(text: "one"), Message(text: "two")])
    server.updateStore { $0.delete("/users", id: "1") }
    server.reset()
    XCTAssertEqual(server.store.count("/messages"), 0)
    XCTAssertEqual(server.store.list("/users").compactMap { $0["name"] }, ["Ada", "Grace"])
    XCTAssertTrue(server.log.isEmpty)
  }

  func testThatTheStoreMergesAPatchAndKeepsTheId() {
    let merged = server.updateStore {
      $0.merge("/users", id: "1", patch: ["name": "Ada L.", "id": 9])
    }
    XCTAssertEqual(merged, ["id": 1, "name": "Ada L."])
    XCTAssertNil(server.updateStore { $0.merge("/users", id: "99", patch: [:]) })
  }

  func testThatAnUnknownRouteGets404ThroughURLSession() throws {
    let (data, response) = send(
      server.urlSession(), "GET", server.urlProtocolBaseURL.appendingPathComponent("usr"))
    XCTAssertEqual(response?.statusCode, 404)
    XCTAssertEqual(
      try JSON.parse(data ?? Data())["error"],
      "no route for GET /usr; closest: GET /users, POST /users, GET /search?q=:term")
  }

  func testThatAScriptedStatusReachesURLSessionThenStops() {
    server.inject(.status(.serviceUnavailable), on: .get, "/health", times: 1)
    let url = server.urlProtocolBaseURL.appendingPathComponent("health")
    XCTAssertEqual(send(server.urlSession(), "GET", url).1?.statusCode, 503)
    XCTAssertEqual(send(server.urlSession(), "GET", url).1?.statusCode, 200)
  }

  func testThatTheLoopbackServerAnswersOverRealHTTP() async throws {
    let base = try await server.loopbackURL()
    XCTAssertEqual(base.host, "127.0.0.1")
    let (data, response) = try await URLSession(configuration: .ephemeral).data(
      from: base.appendingPathComponent("users/1"))
    XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
    XCTAssertEqual(try JSON.parse(data), ["id": 1, "name": "Ada"])
  }

  func testThatTheInProcessTransportAnswersAFoundationRequest() async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com/messages")!)
    request.httpMethod = "POST"
    request.httpBodyStream = InputStream(data: Data(#"{"text":"streamed"}"#.utf8))
    let (data, response) = try await server.transport.data(for: request)
    XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 201)
    XCTAssertEqual(try JSON.parse(data), ["id": 1, "text": "streamed"])
  }
}

/// A data task's result, handed from URLSession's queue to the test under a lock.
final class LockedResult: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: (Data?, HTTPURLResponse?) = (nil, nil)

  func set(_ data: Data?, _ response: HTTPURLResponse?) {
    lock.withLock { value = (data, response) }
  }

  func get() -> (Data?, HTTPURLResponse?) {
    lock.withLock { value }
  }
}
