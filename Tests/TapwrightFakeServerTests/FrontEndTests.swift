import Foundation
import HTTPTypes
import TapwrightFakeServer
import TapwrightSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Front ends: in process, URLProtocol, loopback", .tapwrightScope)
struct FrontEndTests {
  let server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures)

  @Test("GET after PUT sees the same state through all three front ends")
  func getAfterPutAcrossFrontEnds() async throws {
    // Given: one core behind the in-process transport, a URLSession and the loopback server.
    let transport = server.transport
    let session = server.urlSession()
    let api = server.urlProtocolBaseURL
    let base = try await server.loopbackURL()
    let loopback = URLSession(configuration: .ephemeral)

    // When: each front end PUTs, and the next one GETs what it stored.
    var put = HTTPRequest(method: .put, scheme: "https", authority: "api.example", path: "/users/1")
    put.headerFields[.contentType] = "application/json"
    let body: JSON = ["name": "In process"]
    _ = try await transport.data(for: put, body: try body.data())
    let (viaProtocol, _) = try await load(
      session, "GET", api.appendingPathComponent("users/1"))
    #expect(try JSON.parse(viaProtocol) == ["id": 1, "name": "In process"])

    _ = try await load(
      session, "PUT", api.appendingPathComponent("users/1"), json: ["name": "URLProtocol"])
    let (viaLoopback, response) = try await load(
      loopback, "GET", base.appendingPathComponent("users/1"))
    #expect(response.statusCode == 200)
    #expect(try JSON.parse(viaLoopback) == ["id": 1, "name": "URLProtocol"])

    _ = try await load(
      loopback, "PUT", base.appendingPathComponent("users/1"), json: ["name": "Loopback"])
    let get = HTTPRequest(method: .get, scheme: "https", authority: "api.example", path: "/users/1")
    let (inProcess, head) = try await transport.data(for: get)
    #expect(head.status == .ok)
    #expect(try JSON.parse(inProcess) == ["id": 1, "name": "Loopback"])

    // Then: the log saw every request, whatever the front end.
    #expect(server.log.map(\.method) == [.put, .get, .put, .get, .put, .get])
    server.expectRequests(.put, "/users/:id", count: 3)
  }

  @Test("URLSession through the URLProtocol sends the body from httpBodyStream and gets headers")
  func urlProtocolPost() async throws {
    let session = server.urlSession()
    let url = try #require(URL(string: "messages?draft=0", relativeTo: server.urlProtocolBaseURL))
    let (data, response) = try await load(session, "POST", url, json: ["text": "hi"])
    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "Location") == "/messages/1")
    #expect(try JSON.parse(data) == ["id": 1, "text": "hi"])
    let entry = try #require(server.log.first)
    #expect(entry.query("draft") == "0")
    #expect(entry.headerFields[HTTPField.Name("X-Tapwright-Fake-Server")!] == nil)
    server.expectRequests(.post, "/messages", json: ["text": "hi"])
  }

  @Test("The URLProtocol also finds a core by header, whatever the host")
  func urlProtocolHeader() async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com/users/1")!)
    request.setValue(server.namespace, forHTTPHeaderField: FakeURLProtocol.headerName)
    let (data, _) = try await server.urlSession().data(for: request)
    #expect(try JSON.parse(data) == ["id": 1, "name": "Ada"])
  }

  @Test("URLProtocol sessions of two cores never cross")
  func urlProtocolIsolation() async throws {
    let other = FakeServer(routes: ChatAPI.routes)
    let (mine, _) = try await load(
      server.urlSession(), "GET", server.urlProtocolBaseURL.appendingPathComponent("users"))
    let (theirs, _) = try await load(
      other.urlSession(), "GET", other.urlProtocolBaseURL.appendingPathComponent("users"))
    #expect(try JSON.parse(mine).description.contains("Ada"))
    #expect(try JSON.parse(theirs) == [])
  }

  @Test(
    "A dropped connection reaches URLSession as an error, through both sockets-free and real paths")
  func droppedConnection() async throws {
    server.injectNext(2, .dropConnection)
    await #expect(throws: (any Error).self) {
      _ = try await load(
        server.urlSession(), "GET", server.urlProtocolBaseURL.appendingPathComponent("health"))
    }
    let base = try await server.loopbackURL()
    await #expect(throws: (any Error).self) {
      _ = try await load(
        URLSession(configuration: .ephemeral), "GET", base.appendingPathComponent("health"))
    }
    #expect(server.log.map(\.status) == [nil, nil])
  }

  @Test("Loopback answers 404, 405, 400 and 413 with JSON messages")
  func loopbackErrors() async throws {
    let small = FakeServer(routes: ChatAPI.routes, maxBodyBytes: 16)
    let base = try await small.loopbackURL()
    let session = URLSession(configuration: .ephemeral)
    let (missing, notFound) = try await load(session, "GET", base.appendingPathComponent("nope"))
    #expect(notFound.statusCode == 404)
    #expect(
      try JSON.parse(missing)["error"]?.description.contains("no route for GET /nope") == true)
    let (_, notAllowed) = try await load(session, "DELETE", base.appendingPathComponent("messages"))
    #expect(notAllowed.statusCode == 405)
    #expect(notAllowed.value(forHTTPHeaderField: "Allow") == "GET, POST")
    var request = URLRequest(url: base.appendingPathComponent("messages"))
    request.httpMethod = "POST"
    request.httpBody = Data("{not json".utf8)
    let (_, bad) = try await session.data(for: request)
    #expect((bad as? HTTPURLResponse)?.statusCode == 400)
    request.httpBody = Data(repeating: 0x61, count: 4_000)
    let (tooLarge, large) = try await session.data(for: request)
    #expect((large as? HTTPURLResponse)?.statusCode == 413)
    #expect(
      try JSON.parse(tooLarge)["error"]
        == "request body of 4000 bytes is over the limit of 16 bytes")
  }

  @Test("The loopback server finds a core by header as well as by path prefix")
  func namespaceHeader() async throws {
    let base = try await server.loopbackURL()
    let root = base.deletingLastPathComponent().deletingLastPathComponent()
    var request = URLRequest(url: root.appendingPathComponent("users/2"))
    request.setValue(server.namespace, forHTTPHeaderField: FakeURLProtocol.headerName)
    let (data, _) = try await URLSession(configuration: .ephemeral).data(for: request)
    #expect(try JSON.parse(data) == ["id": 2, "name": "Grace"])
    let (unknown, response) = try await load(
      URLSession(configuration: .ephemeral), "GET", root.appendingPathComponent("ns/none/users"))
    #expect(response.statusCode == 404)
    #expect(try JSON.parse(unknown)["error"] == "no fake server is mounted at namespace none")
  }

  @Test("A private loopback server is stopped at the end of its scope")
  func privateServer() async throws {
    let port = try await LoopbackServer.withServer { loopback in
      let (data, _) = try await load(
        URLSession(configuration: .ephemeral), "GET",
        loopback.url(for: server).appendingPathComponent("health"))
      #expect(String(decoding: data, as: UTF8.self) == "ok")
      return loopback.port
    }
    await #expect(throws: (any Error).self) {
      _ = try await load(
        URLSession(configuration: .ephemeral), "GET", URL(string: "http://127.0.0.1:\(port)/")!)
    }
  }

  @Test("A handler error over URLSession is reported when the test's scope ends")
  func handlerErrorReportedAtEnd() async throws {
    struct Boom: Error {}
    await withKnownIssue {
      await TestScope.withScope {
        let core = FakeServer()
        core.on(.get, "/boom") { _ in throw Boom() }
        let url = core.urlProtocolBaseURL.appendingPathComponent("boom")
        let status = try? await load(core.urlSession(), "GET", url).1
        #expect(status?.statusCode == 500)
      }
    } matching: {
      message(of: $0) == "Route GET /boom threw an error for GET /boom: Boom()"
    }
  }
}

@Suite("Waiting for requests with a deadline")
struct WaitingTests {
  let server = FakeServer(routes: ChatAPI.routes)

  @Test("waitForRequests returns as soon as the app's request completes")
  func arrives() async throws {
    let session = server.urlSession()
    let url = server.urlProtocolBaseURL.appendingPathComponent("messages")
    let app = Task { try await load(session, "POST", url, json: ["text": "later"]) }
    // A generous deadline: the wait ends when the request completes, and the suite's parallel
    // load on two cores once took the app's request past the default 2 s.
    let found = await server.waitForRequests(
      .post, "/messages", json: ["text": "later"], timeout: .seconds(30))
    #expect(found.count == 1)
    #expect(found.first?.status == .created)
    _ = try await app.value
  }

  @Test("waitForRequests reports the log when the deadline passes first")
  func timesOut() async throws {
    _ = try await server.respond(to: FakeRequest(.get, "/health"))
    await withKnownIssue {
      await server.waitForRequests(.delete, "/messages/:id", timeout: .milliseconds(50))
    } matching: {
      message(of: $0) == """
        Expected exactly 1 DELETE /messages/:id within 50 ms, found 0 among 1 logged request:
          #1 GET /health → 200
        """
    }
  }
}

@Suite("Joining the test scope")
struct ScopeTests {
  @Test("A request still in flight when the test ends is reported as the test's leaked work")
  func inFlightRequestIsTrackedWork() async throws {
    let clock = ManualClock()
    var pending: Task<FakeResponse, any Error>?
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(20)) {
        let core = FakeServer(routes: ChatAPI.routes, clock: clock)
        core.injectNext(1, .delay(.seconds(60)))
        pending = Task { try await core.respond(to: FakeRequest(.get, "/health")) }
        await clock.advance(by: .zero)  // the request is now sleeping on the clock
      }
    } matching: {
      message(of: $0).hasPrefix("Tracked work outlived its test")
        && message(of: $0).contains("fake server request GET /health")
    }
    await clock.advance(by: .seconds(60))
    #expect(try await pending?.value.status == .ok)
  }
}

@Suite("URLProtocol edge cases")
struct URLProtocolEdgeTests {
  @Test("A scripted delay is virtual through URLSession when the core has a test clock")
  func virtualDelay() async throws {
    let clock = ManualClock()
    let server = FakeServer(routes: ChatAPI.routes, clock: clock)
    server.inject(.delay(.seconds(120)), on: .get, "/health", times: 1)
    let session = server.urlSession()
    let url = server.urlProtocolBaseURL.appendingPathComponent("health")
    let request = Task { try await load(session, "GET", url) }
    await clock.advance(by: .seconds(120))  // two virtual minutes, no wall time
    let (data, response) = try await request.value
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "ok")
  }

  @Test("A request for a released core fails as a connection error, not a crash")
  func releasedCore() async throws {
    var server: FakeServer? = FakeServer(routes: ChatAPI.routes)
    let url = try #require(server?.urlProtocolBaseURL.appendingPathComponent("health"))
    let session = try #require(server?.urlSession())
    server = nil
    await #expect(throws: URLError.self) { _ = try await load(session, "GET", url) }
  }

  @Test("Requests to other hosts are left to the session's other protocols")
  func otherHosts() {
    #expect(!FakeURLProtocol.canInit(with: URLRequest(url: URL(string: "https://example.com/")!)))
    let server = FakeServer()
    #expect(FakeURLProtocol.canInit(with: URLRequest(url: server.urlProtocolBaseURL)))
  }
}
