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
  private let wire: WireServer

  /// The port the server listens on, on 127.0.0.1.
  public var port: UInt16 { wire.port }

  private init(wire: WireServer) {
    self.wire = wire
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
  /// - Parameter timeout: The longest a handler may run, in seconds; then its connection closes.
  public static func start(timeout: TimeInterval = 15) async throws -> LoopbackServer {
    try await start(timeout: timeout, runsHandlersInline: true)
  }

  /// ``start(timeout:)``, with handlers on the global executor when `runsHandlersInline` is
  /// `false`: the path of systems without task executors, for tests.
  static func start(timeout: TimeInterval, runsHandlersInline: Bool) async throws
    -> LoopbackServer
  {
    let loopback = LoopbackServer(
      wire: try WireServer.start(
        timeout: timeout, runsHandlersInline: runsHandlersInline,
        router: { NamespaceRouter.route($0) }))
    TestScope.current?.addTeardown("stop loopback server") { await loopback.stop() }
    return loopback
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

  /// Stops the server: closes the listening socket and the connections still open, and cancels
  /// the handlers still running.
  public func stop() async {
    await wire.stop()
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

/// Finds the core a request's namespace names: the path prefix `/ns/<namespace>` or the header
/// ``FakeURLProtocol/headerName``.
enum NamespaceRouter {
  static func route(_ head: HTTPWire.Head) -> Result<WireExchange, HTTPWire.Refusal> {
    let (rawPath, rawQuery) = head.pathAndQuery
    var segments = rawPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let namespace: String
    if segments.first == "ns", segments.count >= 2 {
      namespace = String(segments[segments.startIndex + 1])
      segments = segments.dropFirst(2)
    } else if let header = head.value(of: FakeURLProtocol.headerName) {
      namespace = header
    } else {
      return .failure(
        HTTPWire.Refusal(
          .notFound, "no fake server namespace in \(rawPath); use a core's loopbackURL()"))
    }
    guard let core = MountedServers.server(for: namespace) else {
      return .failure(
        HTTPWire.Refusal(.notFound, "no fake server is mounted at namespace \(namespace)"))
    }
    guard let method = HTTPRequest.Method(head.method) else {
      return .failure(HTTPWire.Refusal(.badRequest, "invalid method \(head.method)"))
    }
    var fields = HTTPFields()
    for (name, value) in head.fields {
      guard let fieldName = HTTPField.Name(name),
        name.caseInsensitiveCompare(FakeURLProtocol.headerName) != .orderedSame
      else { continue }
      fields.append(HTTPField(name: fieldName, value: value))
    }
    let path =
      "/" + segments.joined(separator: "/") + (rawQuery.map { $0.isEmpty ? "" : "?" + $0 } ?? "")
    let request = HTTPRequest(
      method: method, scheme: "http", authority: head.value(of: "Host"), path: path,
      headerFields: fields)
    return .success(
      WireExchange(bodyLimit: core.maxBodyBytes) { body in
        await core.handle(FakeRequest(request, body: body))
      })
  }
}
