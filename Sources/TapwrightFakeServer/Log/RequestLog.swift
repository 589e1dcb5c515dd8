import Foundation
import HTTPTypes

/// One request the core received, with the status it answered (or `nil` if it dropped the connection).
public struct LoggedRequest: Sendable, CustomStringConvertible {
  /// The request's position in the log since the last reset, from 1.
  public var number: Int
  /// The HTTP method.
  public var method: HTTPRequest.Method
  /// The path without the query.
  public var path: String
  /// The query items.
  public var queryItems: [URLQueryItem]
  /// The header fields.
  public var headerFields: HTTPFields
  /// The body bytes.
  public var body: Data
  /// When the core received it (wall clock).
  public var time: Date
  /// The route that matched, if one did.
  public var route: RoutePattern?
  /// The status answered; `nil` while in flight or when a fault dropped the connection.
  public var status: HTTPResponse.Status?
  /// Whether the core has finished with the request (answered it or dropped its connection).
  public var isComplete = false

  /// The body parsed as JSON, or `nil` when it is not JSON.
  public var json: JSON? { try? JSON.parse(body) }

  /// The first value of the query item `name`.
  /// - Parameter name: The query item's name.
  public func query(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value ?? nil
  }

  /// A one-line summary, e.g. `#2 POST /messages {"text":"hi"} → 201`.
  public var description: String {
    var line = "#\(number) \(method.rawValue) \(path)"
    let query = queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    if !query.isEmpty { line += "?" + query }
    if !body.isEmpty {
      let text = json?.description ?? String(decoding: body, as: UTF8.self)
      line += " " + (text.count > 80 ? String(text.prefix(77)) + "..." : text)
    }
    line += " → " + (status.map { String($0.code) } ?? "dropped")
    return line
  }
}

/// The requests a core received since its last reset, oldest first, with query helpers.
public struct RequestLog: Sendable, RandomAccessCollection {
  /// The logged requests, oldest first.
  public var entries: [LoggedRequest]

  /// Creates a log of `entries`.
  /// - Parameter entries: The requests, oldest first.
  public init(_ entries: [LoggedRequest] = []) {
    self.entries = entries
  }

  /// The index of the first entry.
  public var startIndex: Int { entries.startIndex }
  /// The index after the last entry.
  public var endIndex: Int { entries.endIndex }
  /// The entry at `position`.
  /// - Parameter position: An index of the log.
  public subscript(position: Int) -> LoggedRequest { entries[position] }

  /// The entries with `method` whose path matches `pattern` (and whose JSON contains `json`).
  /// - Parameters:
  ///   - method: The method, or `nil` for any.
  ///   - pattern: A route pattern the path (and query) must match, or `nil` for any.
  ///   - json: Members the body's JSON must contain, or `nil`.
  public func matching(
    _ method: HTTPRequest.Method? = nil, _ pattern: RoutePattern? = nil, json: JSON? = nil
  ) -> [LoggedRequest] {
    entries.filter { entry in
      (method == nil || entry.method == method)
        && (pattern?.match(path: entry.path, queryItems: entry.queryItems) != nil || pattern == nil)
        && (json == nil || (entry.json?.contains(json ?? .null) ?? false))
    }
  }

  /// How many entries match (see ``matching(_:_:json:)``).
  /// - Parameters:
  ///   - method: The method, or `nil` for any.
  ///   - pattern: A route pattern, or `nil` for any.
  public func count(_ method: HTTPRequest.Method? = nil, _ pattern: RoutePattern? = nil) -> Int {
    matching(method, pattern).count
  }
}
