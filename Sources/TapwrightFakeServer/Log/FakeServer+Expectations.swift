import Foundation
import HTTPTypes
import IssueReporting
import TapwrightReporting
import TapwrightSupportCore

extension FakeServer {
  /// Checks that exactly `count` logged requests match; otherwise reports an issue listing the log.
  ///
  /// ```swift
  /// server.expectRequests(.post, "/messages", json: ["text": "hi"])  // exactly one
  /// ```
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: The route pattern the path (and query) must match.
  ///   - count: How many must match (default 1).
  ///   - json: Members the body's JSON must contain, or `nil`.
  ///   - predicate: A further condition, described in the message as "matching the predicate".
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The matching requests.
  @discardableResult
  public func expectRequests(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, count: Int = 1, json: JSON? = nil,
    where predicate: (@Sendable (LoggedRequest) -> Bool)? = nil,
    at callSite: CallSite = #callSite
  ) -> [LoggedRequest] {
    let log = self.log
    let found = log.matching(method, pattern, json: json).filter { predicate?($0) ?? true }
    if found.count != count {
      reportTapwrightIssue(
        Self.mismatch(
          expected: count, method: method, pattern: pattern, json: json,
          hasPredicate: predicate != nil, found: found.count, log: log),
        at: callSite)
    }
    return found
  }

  /// Checks that no logged request matches; otherwise reports an issue listing the log.
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: The route pattern.
  ///   - json: Members the body's JSON must contain, or `nil`.
  ///   - callSite: Where the caller wrote the call.
  public func expectNoRequests(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, json: JSON? = nil,
    at callSite: CallSite = #callSite
  ) {
    expectRequests(
      method, pattern, count: 0, json: json, at: callSite)
  }

  /// Waits until `count` completed requests match (e.g. sent by the app on another task), or
  /// reports an issue listing the log when `timeout` passes first.
  ///
  /// Returns as soon as the count is reached, so a passing wait costs only the app's own time.
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: The route pattern the path (and query) must match.
  ///   - count: How many must match (default 1); more than `count` also ends the wait.
  ///   - json: Members the body's JSON must contain, or `nil`.
  ///   - timeout: The deadline (default 2 seconds).
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The matching requests when the wait ended.
  @discardableResult
  public func waitForRequests(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, count: Int = 1, json: JSON? = nil,
    timeout: Duration = .seconds(2),
    at callSite: CallSite = #callSite
  ) async -> [LoggedRequest] {
    let arrived = await waitForLog(timeout: timeout) { entries in
      RequestLog(entries).matching(method, pattern, json: json).filter(\.isComplete).count >= count
    }
    let log = self.log
    let found = log.matching(method, pattern, json: json).filter(\.isComplete)
    if !arrived {
      reportTapwrightIssue(
        Self.mismatch(
          expected: count, method: method, pattern: pattern, json: json, hasPredicate: false,
          within: timeout, found: found.count, log: log),
        at: callSite)
    }
    return found
  }

  static func mismatch(
    expected: Int, method: HTTPRequest.Method, pattern: RoutePattern, json: JSON?,
    hasPredicate: Bool, within timeout: Duration? = nil, found: Int, log: RequestLog
  ) -> String {
    var wanted = expected == 0 ? "no" : "exactly \(expected)"
    wanted += " \(method.rawValue) \(pattern)"
    if let json { wanted += " whose JSON contains \(json)" }
    if hasPredicate { wanted += (json == nil ? " matching" : " and matching") + " the predicate" }
    if let timeout { wanted += " within \(timeout.messageText)" }
    guard !log.isEmpty else { return "Expected \(wanted), found \(found); no requests were logged" }
    let lines = log.suffix(20).map { "  " + $0.description }.joined(separator: "\n")
    let plural = log.count == 1 ? "request" : "requests"
    return "Expected \(wanted), found \(found) among \(log.count) logged \(plural):\n\(lines)"
  }
}
