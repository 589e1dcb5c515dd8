import Foundation
import HTTPTypes

/// A response from the core: the HTTP head and the body.
public struct FakeResponse: Sendable {
  /// The response head (status and header fields).
  public var head: HTTPResponse
  /// The body bytes.
  public var body: Data

  /// Creates a response.
  /// - Parameters:
  ///   - status: The status.
  ///   - headerFields: Header fields.
  ///   - body: The body bytes.
  public init(
    _ status: HTTPResponse.Status = .ok, headerFields: HTTPFields = [:], body: Data = Data()
  ) {
    self.head = HTTPResponse(status: status, headerFields: headerFields)
    self.body = body
  }

  /// The status.
  public var status: HTTPResponse.Status { head.status }

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The body parsed as JSON (throws when it is not JSON).
  public func json() throws -> JSON { try JSON.parse(body) }

  /// The body decoded as `T`.
  /// - Parameter type: The type to decode.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONDecoder().decode(T.self, from: body)
  }

  /// A response whose body is `value` encoded as JSON (sorted keys), with a JSON content type.
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status, 200 unless given.
  public static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws
    -> FakeResponse
  {
    var fields = HTTPFields()
    fields[.contentType] = "application/json"
    let body = try (value as? JSON)?.data() ?? JSON.encoder.encode(value)
    return FakeResponse(status, headerFields: fields, body: body)
  }

  /// A plain-text response.
  /// - Parameters:
  ///   - text: The body.
  ///   - status: The status, 200 unless given.
  public static func text(_ text: String, status: HTTPResponse.Status = .ok) -> FakeResponse {
    var fields = HTTPFields()
    fields[.contentType] = "text/plain; charset=utf-8"
    return FakeResponse(status, headerFields: fields, body: Data(text.utf8))
  }

  /// An empty response with `status`.
  /// - Parameter status: The status.
  public static func status(_ status: HTTPResponse.Status) -> FakeResponse {
    FakeResponse(status)
  }

  /// A 204 No Content response.
  public static var noContent: FakeResponse { FakeResponse(.noContent) }

  /// The JSON error response for `error`: `{"error": message, "status": code}`.
  /// - Parameter error: The error to describe.
  public static func error(_ error: FakeHTTPError) -> FakeResponse {
    let body: JSON = ["error": .string(error.message), "status": .integer(error.status.code)]
    var fields = error.headerFields
    fields[.contentType] = "application/json"
    return FakeResponse(error.status, headerFields: fields, body: (try? body.data()) ?? Data())
  }
}
