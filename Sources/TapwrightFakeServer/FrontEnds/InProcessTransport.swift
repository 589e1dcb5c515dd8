import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Front end 1: calls the core directly, shaped like URLSession's `data(for:)` so an app's own
/// transport protocol can wrap it in one line.
///
/// A ``Fault/dropConnection`` fault throws ``ConnectionDropped``; a delay fault waits on the core's
/// clock (virtual when the core was given a test clock).
public struct InProcessTransport: Sendable {
  /// The core this transport calls.
  public let server: FakeServer

  /// Creates a transport over `server`.
  /// - Parameter server: The core to call.
  public init(_ server: FakeServer) {
    self.server = server
  }

  /// Sends `request` with `body` and returns the response body and head.
  /// - Parameters:
  ///   - request: The request head.
  ///   - body: The body bytes.
  public func data(for request: HTTPRequest, body: Data = Data()) async throws -> (
    Data, HTTPResponse
  ) {
    let response = try await server.respond(to: FakeRequest(request, body: body))
    return (response.body, response.head)
  }

  /// Sends a Foundation request (its `httpBody` or `httpBodyStream`) and returns URLSession's shapes.
  /// - Parameter request: The request; it must have a URL.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    guard let url = request.url, let head = request.httpRequest else {
      throw FakeHTTPError(.badRequest, "the request has no URL")
    }
    let body = request.httpBody ?? readStream(request.httpBodyStream, limit: server.maxBodyBytes)
    let response = try await server.respond(to: FakeRequest(head, body: body))
    guard let urlResponse = HTTPURLResponse(httpResponse: response.head, url: url) else {
      throw FakeHTTPError(
        .internalServerError, "cannot express \(response.status) as a URLResponse")
    }
    return (response.body, urlResponse)
  }
}

extension FakeServer {
  /// An in-process transport over this core.
  public var transport: InProcessTransport { InProcessTransport(self) }
}

/// Reads a body stream to its end, or to one byte over `limit` (so an oversized body is detectable).
func readStream(_ stream: InputStream?, limit: Int) -> Data {
  guard let stream else { return Data() }
  stream.open()
  defer { stream.close() }
  var data = Data()
  let size = 16 * 1024
  var buffer = [UInt8](repeating: 0, count: size)
  while data.count <= limit {
    let count = stream.read(&buffer, maxLength: size)
    if count <= 0 { break }
    data.append(buffer, count: count)
  }
  return data
}
