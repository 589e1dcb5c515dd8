import Foundation

/// A path pattern such as `/users/:id`, `/files/*`, `/static/**` or `/search?q=:term&kind=book`.
///
/// - `:name` matches one path segment and captures it as `name`.
/// - `*` matches any one segment; `**` (last only) matches the rest, captured as `**`.
/// - A query part requires each named query item: `name=value` must equal, `name=:param` captures.
/// Trailing slashes are ignored; literal segments compare exactly.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter(String)
    case wildcard
    case rest
  }

  enum QueryRequirement: Sendable, Hashable {
    case equals(String)
    case parameter(String)
  }

  /// The pattern as written.
  public let description: String
  let segments: [Segment]
  let query: [(name: String, requirement: QueryRequirement)]

  /// Parses a pattern.
  /// - Parameter pattern: The pattern text, starting with `/`.
  public init(_ pattern: String) {
    description = pattern
    let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    segments = RoutePattern.pathSegments(String(parts[0])).map { segment in
      if segment == "**" { return .rest }
      if segment == "*" { return .wildcard }
      if segment.hasPrefix(":"), segment.count > 1 {
        return .parameter(String(segment.dropFirst()))
      }
      return .literal(segment)
    }
    query =
      parts.count > 1
      ? parts[1].split(separator: "&").map { item in
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let value = pair.count > 1 ? String(pair[1]) : ""
        let requirement: QueryRequirement =
          value.hasPrefix(":") && value.count > 1
          ? .parameter(String(value.dropFirst())) : .equals(value)
        return (String(pair[0]), requirement)
      } : []
  }

  /// Parses a pattern literal.
  /// - Parameter value: The pattern text.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Compares patterns by their text.
  /// - Parameters:
  ///   - lhs: A pattern.
  ///   - rhs: Another pattern.
  public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the pattern's text.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }

  /// The parameters captured when `path` (no query) and `queryItems` match, else `nil`.
  /// - Parameters:
  ///   - path: The request path without its query.
  ///   - queryItems: The request's query items.
  public func match(path: String, queryItems: [URLQueryItem] = []) -> [String: String]? {
    match(segments: RoutePattern.segments(of: path), queryItems: queryItems)
  }

  /// Matches a path already split into segments (split once per request, not once per route).
  func match(segments actual: [Substring], queryItems: [URLQueryItem]) -> [String: String]? {
    guard var captured = matchPath(actual) else { return nil }
    for (name, requirement) in query {
      guard let value = queryItems.first(where: { $0.name == name })?.value ?? nil else {
        return nil
      }
      switch requirement {
      case .equals(let wanted): if value != wanted { return nil }
      case .parameter(let key): captured[key] = value
      }
    }
    return captured
  }

  /// Whether the path part alone matches (used to tell 405 from 404).
  func matchesPath(_ path: String) -> Bool {
    matchPath(RoutePattern.segments(of: path)) != nil
  }

  private func matchPath(_ actual: [Substring]) -> [String: String]? {
    var captured: [String: String] = [:]
    var index = 0
    for segment in segments {
      if case .rest = segment {
        captured["**"] = actual[min(index, actual.count)...].joined(separator: "/")
        return captured
      }
      guard index < actual.count else { return nil }
      switch segment {
      case .literal(let text): if text != actual[index] { return nil }
      case .parameter(let name):
        let text = String(actual[index])
        let isEncoded = text.utf8.contains(UInt8(ascii: "%"))
        captured[name] = isEncoded ? (text.removingPercentEncoding ?? text) : text
      case .wildcard, .rest: break
      }
      index += 1
    }
    return index == actual.count ? captured : nil
  }

  static func pathSegments(_ path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  static func segments(of path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// The path part of the pattern, for messages.
  var pathText: String {
    String(description.prefix { $0 != "?" })
  }
}

extension RoutePattern {
  /// The edit distance between two strings (for naming the closest routes in a 404).
  static func distance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
