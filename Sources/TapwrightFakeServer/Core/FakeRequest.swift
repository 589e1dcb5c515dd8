import Foundation
import HTTPTypes

/// A request as the core sees it: the HTTP head, the body, and the parameters its route captured.
public struct FakeRequest: Sendable {
  /// The request head (method, path with query, header fields).
  public var head: HTTPRequest
  /// The request body (empty when there is none).
  public var body: Data
  /// Values captured by the route pattern: `:id` path segments, `:name` query values, `*` rests.
  public var parameters: [String: String] = [:]

  /// Creates a request from a head and a body.
  /// - Parameters:
  ///   - head: The HTTP request head; its `path` carries the query.
  ///   - body: The body bytes.
  public init(_ head: HTTPRequest, body: Data = Data()) {
    self.head = head
    self.body = body
  }

  /// Creates a request from a method, a path (with an optional query) and an optional body.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - path: The path and query, e.g. `/users?page=2`.
  ///   - headerFields: Header fields.
  ///   - body: The body bytes.
  public init(
    _ method: HTTPRequest.Method, _ path: String, headerFields: HTTPFields = [:],
    body: Data = Data()
  ) {
    self.init(
      HTTPRequest(
        method: method, scheme: "http", authority: "fake.tapwright", path: path,
        headerFields: headerFields),
      body: body)
  }

  /// Creates a request whose body is `json`, with a JSON content type.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - path: The path and query.
  ///   - json: The body, encoded as JSON.
  public init(_ method: HTTPRequest.Method, _ path: String, json: some Encodable) throws {
    var fields = HTTPFields()
    fields[.contentType] = "application/json"
    let body = try (json as? JSON)?.data() ?? JSON.encoder.encode(json)
    self.init(method, path, headerFields: fields, body: body)
  }

  /// The HTTP method.
  public var method: HTTPRequest.Method { head.method }

  /// The path without the query, e.g. `/users/7`.
  public var path: String {
    let full = head.path ?? "/"
    return String(full.prefix { $0 != "?" })
  }

  /// The query items in order (percent-decoded; `+` is not treated as a space).
  public var queryItems: [URLQueryItem] {
    let full = head.path ?? ""
    guard let mark = full.firstIndex(of: "?") else { return [] }
    let query = full[full.index(after: mark)...]
    return query.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let value =
        parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : nil
      return URLQueryItem(name: name, value: value)
    }
  }

  /// The first value of the query item `name`, or `nil`.
  /// - Parameter name: The query item's name.
  public func query(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// The header fields.
  public var headerFields: HTTPFields { head.headerFields }

  /// The body as UTF-8 text (invalid UTF-8 is repaired).
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The body parsed as a JSON value; throws a 400 ``FakeHTTPError`` naming the parse error.
  public func json() throws -> JSON {
    try JSON.parse(body)
  }

  /// The body decoded as `T`; throws a 400 ``FakeHTTPError`` naming the decoding error.
  /// - Parameter type: The type to decode.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    do {
      return try JSONDecoder().decode(T.self, from: body)
    } catch {
      throw FakeHTTPError.malformedJSON(error)
    }
  }
}
