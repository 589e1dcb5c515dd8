import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Front end 2: a URLProtocol that answers URLSession requests from a core, without a socket.
///
/// Which core answers is carried by the request itself: ``FakeServer/urlSessionConfiguration(_:)``
/// adds the header ``headerName`` with the core's namespace, and the protocol looks it up in a
/// lock-protected table of live cores (weak references). So sessions of parallel tests never mix,
/// and there is no global "current server". The body is read from `httpBodyStream`, where
/// URLSession moves it.
public final class FakeURLProtocol: URLProtocol {

  /// The header that names the core (its ``FakeServer/namespace``) on every request of the session.
  public static let headerName = "X-Tapwright-Fake-Server"

  private let loading = Locked<(task: Task<Void, Never>, loader: Locked<FakeURLProtocol?>)?>(nil)

  /// Whether the request names a core (the ``headerName`` header is present).
  /// - Parameter request: The request URLSession wants to load.
  override public class func canInit(with request: URLRequest) -> Bool {
    request.value(forHTTPHeaderField: headerName) != nil
  }

  /// Returns the request unchanged.
  /// - Parameter request: The request.
  override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  /// Answers the request from its core on a new task.
  override public func startLoading() {
    let namespace = request.value(forHTTPHeaderField: Self.headerName) ?? ""
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
  /// A session configuration whose requests this core answers through ``FakeURLProtocol``.
  ///
  /// Any host works in the URLs; the core is chosen by a header the configuration adds.
  /// - Parameter base: The configuration to extend (ephemeral by default).
  public func urlSessionConfiguration(_ base: URLSessionConfiguration = .ephemeral)
    -> URLSessionConfiguration
  {
    MountedServers.mount(self)
    let configuration = base
    configuration.protocolClasses = [FakeURLProtocol.self] + (base.protocolClasses ?? [])
    var headers = base.httpAdditionalHeaders ?? [:]
    headers[FakeURLProtocol.headerName] = namespace
    configuration.httpAdditionalHeaders = headers
    return configuration
  }

  /// A URLSession whose requests this core answers, without sockets.
  public func urlSession() -> URLSession {
    URLSession(configuration: urlSessionConfiguration())
  }
}
