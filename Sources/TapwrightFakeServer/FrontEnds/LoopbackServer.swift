import FlyingFox
import FlyingSocks
import Foundation
import HTTPTypes
import TapwrightSupportCore

/// Front end 3: a real HTTP/1.1 server on 127.0.0.1 (an OS-chosen port) that many cores share.
///
/// Each core is reached under its own namespace: the path prefix `/ns/<namespace>` (see
/// ``url(for:)``) or the header ``FakeURLProtocol/headerName``. So parallel tests share one server
/// without cross-talk, and a core's ``FakeServer/reset()`` never restarts anything.
///
/// ``shared()`` starts one server lazily for the whole process and never stops it (it owns no
/// test state: cores are looked up weakly by namespace). ``start(timeout:)`` makes a private server that
/// the caller must ``stop()``; ``withServer(_:)`` stops it at the end of a scope.
public final class LoopbackServer: Sendable {
  private let server: HTTPServer
  private let running: Task<Void, any Error>
  /// The port the server listens on, on 127.0.0.1.
  public let port: UInt16

  private init(server: HTTPServer, running: Task<Void, any Error>, port: UInt16) {
    self.server = server
    self.running = running
    self.port = port
  }

  private static let sharedServer = Locked<Task<LoopbackServer, any Error>?>(nil)

  /// The process's shared server, started on first use (about a millisecond) and kept running.
  ///
  /// It is started on a detached task so it inherits no test's task-locals.
  public static func shared() async throws -> LoopbackServer {
    let task = sharedServer.withLock { task in
      if let task { return task }
      let started = Task.detached { try await LoopbackServer.start() }
      task = started
      return started
    }
    do {
      return try await task.value
    } catch {
      sharedServer.withLock { if $0 == task { $0 = nil } }
      throw error
    }
  }

  /// Starts a new server on 127.0.0.1 with an OS-chosen port; stop it with ``stop()``.
  ///
  /// Inside a test scope it is also stopped when the test ends, so a test cannot leak it.
  /// - Parameter timeout: Seconds to wait for the socket to listen, and the longest a handler may run.
  public static func start(timeout: TimeInterval = 15) async throws -> LoopbackServer {
    let server = HTTPServer(
      config: HTTPServer.Configuration(
        address: try .inet(ip4: "127.0.0.1", port: 0), timeout: timeout,
        pool: NoDelayPool(base: Self.makePool()), logger: .disabled),
      handler: NamespaceHandler())
    let running = Task.detached { try await server.run() }
    do {
      try await server.waitUntilListening(timeout: min(timeout, 5))
    } catch {
      running.cancel()
      throw error
    }
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      await server.stop()
      throw LoopbackError("the server did not report a 127.0.0.1 port")
    }
    let loopback = LoopbackServer(server: server, running: running, port: port)
    TestScope.current?.addTeardown("stop loopback server") { await loopback.stop() }
    return loopback
  }

  /// The socket pool: on Linux ``DirectSocketPool`` (one hop a wait), elsewhere FlyingFox's.
  private static func makePool() -> any AsyncSocketPool {
    #if os(Linux)
      DirectSocketPool()
    #else
      HTTPServer.defaultPool()
    #endif
  }

  /// Starts a private server, runs `body` with it, and stops it afterwards (also when `body` throws).
  /// - Parameter body: Uses the server.
  public static func withServer<Result: Sendable>(
    _ body: (LoopbackServer) async throws -> Result
  ) async throws -> Result {
    let server = try await start()
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Stops the server: closes the listening socket and cancels the connections still open.
  public func stop() async {
    await server.stop(timeout: 0)
    running.cancel()
  }

  /// The server's root URL, `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// Makes `core` reachable and returns its base URL, `http://127.0.0.1:<port>/ns/<namespace>`.
  ///
  /// Append the app's paths to it; the prefix is removed before routing.
  /// - Parameter core: The core to reach.
  public func url(for core: FakeServer) -> URL {
    MountedServers.mount(core)
    return baseURL.appendingPathComponent("ns").appendingPathComponent(core.namespace)
  }
}

/// An error starting the loopback server.
public struct LoopbackError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}

extension FakeServer {
  /// This core's base URL on the shared loopback server (started on first use).
  public func loopbackURL() async throws -> URL {
    try await LoopbackServer.shared().url(for: self)
  }
}

/// Routes each request to the core its namespace names, enforcing the core's body limit first.
struct NamespaceHandler: HTTPHandler {
  func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
    let rawPath = request.target.path(percentEncoded: true)
    let rawQuery = request.target.query(percentEncoded: true)
    var segments = rawPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let namespace: String
    if segments.first == "ns", segments.count >= 2 {
      namespace = String(segments[segments.startIndex + 1])
      segments = segments.dropFirst(2)
    } else if let header = request.headers[HTTPHeader(FakeURLProtocol.headerName)] {
      namespace = header
    } else {
      return Self.error(
        FakeHTTPError(
          .notFound, "no fake server namespace in \(rawPath); use a core's loopbackURL()"))
    }
    guard let core = MountedServers.server(for: namespace) else {
      return Self.error(
        FakeHTTPError(.notFound, "no fake server is mounted at namespace \(namespace)"))
    }
    if let declared = request.bodySequence.count, declared > core.maxBodyBytes {
      return Self.tooLarge(declared, limit: core.maxBodyBytes)
    }
    var body = Data()
    do {
      for try await chunk in request.bodySequence {
        body.append(chunk)
        if body.count > core.maxBodyBytes {
          return Self.tooLarge(body.count, limit: core.maxBodyBytes)
        }
      }
    } catch {
      return Self.closing(
        FakeHTTPError(.badRequest, "malformed request body: \(error.localizedDescription)"))
    }
    guard let method = HTTPTypes.HTTPRequest.Method(request.method.rawValue) else {
      return Self.error(FakeHTTPError(.badRequest, "invalid method \(request.method.rawValue)"))
    }
    var fields = HTTPFields()
    for (header, value) in request.headers {
      guard let name = HTTPField.Name(header.rawValue),
        header.rawValue != FakeURLProtocol.headerName
      else { continue }
      fields.append(HTTPField(name: name, value: value))
    }
    let path = "/" + segments.joined(separator: "/") + (rawQuery.isEmpty ? "" : "?" + rawQuery)
    let head = HTTPTypes.HTTPRequest(
      method: method, scheme: "http", authority: request.headers[.host], path: path,
      headerFields: fields)
    switch await core.handle(FakeRequest(head, body: body)) {
    case .response(let response):
      return Self.convert(response)
    case .dropped:
      // Send the head, then fail the body: FlyingFox closes the socket mid-response.
      return FlyingFox.HTTPResponse(
        statusCode: .ok, headers: [.connection: "close"],
        body: HTTPBodySequence(from: ClosingBody(data: Data()), count: 1))
    }
  }

  static func convert(_ response: FakeResponse) -> FlyingFox.HTTPResponse {
    var headers = HTTPHeaders()
    for field in response.head.headerFields where field.name != .contentLength {
      headers.addValue(field.value, for: HTTPHeader(field.name.rawName))
    }
    return FlyingFox.HTTPResponse(
      statusCode: HTTPStatusCode(response.status.code, phrase: response.status.reasonPhrase),
      headers: headers, body: response.body)
  }

  static func error(_ error: FakeHTTPError) -> FlyingFox.HTTPResponse {
    convert(.error(error))
  }

  static func tooLarge(_ size: Int, limit: Int) -> FlyingFox.HTTPResponse {
    closing(
      FakeHTTPError(
        .contentTooLarge, "request body of \(size) bytes is over the limit of \(limit) bytes"))
  }

  /// A response after which the server closes the connection: the rest of the request was not
  /// read, so the connection cannot carry another one.
  static func closing(_ error: FakeHTTPError) -> FlyingFox.HTTPResponse {
    var response = convert(.error(error))
    response.headers[.connection] = "close"
    let body = FakeResponse.error(error).body
    response.payload = .httpBody(HTTPBodySequence(from: ClosingBody(data: body), count: body.count))
    return response
  }
}

/// A response body that yields `data` and then fails, which makes FlyingFox close the connection
/// once the response is complete (with no data and a non-zero declared length: a dropped connection).
struct ClosingBody: AsyncBufferedSequence {
  typealias Element = UInt8

  var data: Data

  struct AsyncIterator: AsyncBufferedIteratorProtocol {
    var pending: [UInt8]?

    mutating func next() async throws -> UInt8? {
      guard let byte = pending?.first else {
        throw LoopbackError("connection closed by the fake server")
      }
      pending?.removeFirst()
      if pending?.isEmpty == true { pending = nil }
      return byte
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      guard let bytes = pending, !bytes.isEmpty else {
        throw LoopbackError("connection closed by the fake server")
      }
      pending = nil
      return bytes
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pending: [UInt8](data)) }
}

/// The default socket pool, plus `TCP_NODELAY` on every socket it waits on.
///
/// FlyingFox writes a response's head and body separately; with Nagle's algorithm the body then
/// waits for the client's delayed ACK (40 ms on Linux). Setting the option on the listening socket
/// (which waits here for connections) makes every accepted socket inherit it.
struct NoDelayPool: AsyncSocketPool {
  let base: any AsyncSocketPool

  func prepare() async throws {
    try await base.prepare()
  }

  func run() async throws {
    try await base.run()
  }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    try? socket.setValue(
      true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))
    try await base.suspendSocket(socket, untilReadyFor: events)
  }
}
