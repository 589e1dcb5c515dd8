import Testing

@testable import TapwrightDoubles

/// Collects the issues a `withKnownIssue` block records, to compare them exactly afterwards.
final class IssueLog: Sendable {
  private let entries = SpyLock<[(message: String, line: Int?)]>([])

  /// Records `issue` and returns true, for use as a `matching:` closure.
  func record(_ issue: Issue) -> Bool {
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    entries.withLock { $0.append((message, issue.sourceLocation?.line)) }
    return true
  }

  /// The messages recorded, in order.
  var messages: [String] { entries.withLock { $0.map(\.message) } }

  /// The lines the issues were recorded at, in order.
  var lines: [Int?] { entries.withLock { $0.map(\.line) } }
}
