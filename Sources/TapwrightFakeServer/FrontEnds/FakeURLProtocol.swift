import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Front end 2: a URLProtocol that answers URLSession requests from a core, without a socket.
///
/// Which core answers is carried by the request itself, never by a global "current server":
/// - its host, `<namespace>.tapwright.invalid` (``FakeServer/urlProtocolBaseURL``): point the
///   app's base URL there. `.invalid` is reserved (RFC 2606), so a stray request never leaves;
/// - or the header ``headerName`` holding the core's ``FakeServer/namespace`` (set per request;
///   on Linux a configuration's `httpAdditionalHeaders` are not visible to a URLProtocol).
/// The namespace is looked up in a lock-protected table of live cores (weak references), so
/// sessions of parallel tests never mix. The body is read from `httpBodyStream`, where URLSession
/// moves it.
public final class FakeURLProtocol: URLProtocol {

  /// The header that names the core (its ``FakeServer/namespace``) on every request of the session.
  public static let headerName = "X-Tapwright-Fake-Server"

  private let loading = Locked<(task: Task<Void, Never>, loader: Locked<FakeURLProtocol?>)?>(nil)

  /// The host suffix that names a core: `<namespace>.tapwright.invalid`.
  public static let hostSuffix = ".tapwright.invalid"

  /// Whether the request names a core, by its host or the ``headerName`` header.
  /// - Parameter request: The request URLSession wants to load.
  override public class func canInit(with request: URLRequest) -> Bool {
    namespace(of: request) != nil
  }

  static func namespace(of request: URLRequest) -> String? {
    if let header = request.value(forHTTPHeaderField: headerName) { return header }
    guard let host = request.url?.host?.lowercased(), host.hasSuffix(hostSuffix) else { return nil }
    return String(host.dropLast(hostSuffix.count))
  }

  /// Returns the request unchanged.
  /// - Parameter request: The request.
  override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  /// Answers the request from its core on a new task.
  override public func startLoading() {
    let namespace = Self.namespace(of: request) ?? ""
    guard let server = MountedServers.server(for: namespace), let url = request.url,
      var head = request.httpRequest
    else {
      fail(URLError(.cannotConnectToHost))
      return
    }
    if let name = HTTPField.Name(Self.headerName) { head.headerFields[name] = nil }
    let body = request.httpBody ?? readStream(request.httpBodyStream, limit: server.maxBodyBytes)
    // URLProtocol is not Sendable; the task reaches it only through this lock (`Locked`), so
    // client callbacks are serialized with `stopLoading`.
    let guarded = Locked<FakeURLProtocol?>(nil)
    guarded.withLock { $0 = self }
    let request = FakeRequest(head, body: body)
    let started = Task {
      let outcome = await server.handle(request)
      guarded.withLock { loader in
        guard let loader, !Task.isCancelled else { return }
        loader.deliver(outcome, url: url)
      }
    }
    loading.withLock { $0 = (started, guarded) }
  }

  private func deliver(_ outcome: FakeServer.Outcome, url: URL) {
    switch outcome {
    case .dropped:
      fail(URLError(.networkConnectionLost))
    case .response(let response):
      guard let urlResponse = HTTPURLResponse(httpResponse: response.head, url: url) else {
        fail(URLError(.badServerResponse))
        return
      }
      client?.urlProtocol(self, didReceive: urlResponse, cacheStoragePolicy: .notAllowed)
      if !response.body.isEmpty { client?.urlProtocol(self, didLoad: response.body) }
      client?.urlProtocolDidFinishLoading(self)
    }
  }

  /// Cancels the answer in progress.
  override public func stopLoading() {
    guard let (task, loader) = loading.withLock({ $0 }) else { return }
    task.cancel()
    loader.withLock { $0 = nil }
  }

  private func fail(_ error: URLError) {
    client?.urlProtocol(self, didFailWithError: error)
  }
}

extension FakeServer {
  /// The base URL whose requests ``FakeURLProtocol`` sends to this core: `https://<namespace>.tapwright.invalid`.
  public var urlProtocolBaseURL: URL {
    MountedServers.mount(self)
    return URL(string: "https://\(namespace)\(FakeURLProtocol.hostSuffix)")
      ?? URL(fileURLWithPath: "/")
  }

  /// A session configuration with ``FakeURLProtocol`` first among its protocol classes.
  ///
  /// Requests to ``urlProtocolBaseURL`` (or carrying the ``FakeURLProtocol/headerName`` header)
  /// are answered by this core; other requests go to the configuration's other protocols.
  /// - Parameter base: The configuration to extend (ephemeral by default).
  public func urlSessionConfiguration(_ base: URLSessionConfiguration = .ephemeral)
    -> URLSessionConfiguration
  {
    MountedServers.mount(self)
    base.protocolClasses = [FakeURLProtocol.self] + (base.protocolClasses ?? [])
    return base
  }

  /// A URLSession that answers requests to ``urlProtocolBaseURL`` from this core, without sockets.
  public func urlSession() -> URLSession {
    URLSession(configuration: urlSessionConfiguration())
  }
}
