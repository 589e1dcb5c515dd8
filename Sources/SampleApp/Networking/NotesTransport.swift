import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's one door to the network: send a request, get the body and the response back.
///
/// Production code uses ``URLSessionTransport``; tests hand the app any other conformance (an
/// in-process fake server, for example) without touching URLSession.
public protocol NotesTransport: Sendable {
  /// Sends `request` and returns the response body and head.
  /// - Parameter request: The request to send.
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

/// The production transport: a URLSession.
public struct URLSessionTransport: NotesTransport {
  /// The session requests go through.
  public let session: URLSession

  /// Creates a transport over `session`.
  /// - Parameter session: The session; `.shared` by default.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Sends `request` through the session.
  /// - Parameter request: The request to send.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await session.data(for: request)
  }
}
