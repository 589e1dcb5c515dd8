import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

/// The text of an issue recorded through IssueReporting: its comments, joined by newlines.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Whether `issue` carries exactly `expected` as its message, and was recorded at `line` when given.
func issue(_ issue: Issue, is expected: String, line: Int? = nil) -> Bool {
  let actual = message(of: issue)
  if actual != expected {
    print(
      "unexpected issue message:\n  actual:   \(actual)\n  expected: \(expected)\n  description: \(issue.description)"
    )
    return false
  }
  if let line, issue.sourceLocation?.line != line {
    print("issue at line \(issue.sourceLocation?.line ?? -1), expected \(line): \(actual)")
    return false
  }
  return true
}

/// Collects the issues a `withKnownIssue` block records, to compare them all at once, in order.
final class IssueLog: Sendable {
  private let entries = Locked<[(message: String, line: Int?)]>([])

  /// Records `issue` and returns true, for use as a `matching:` closure.
  func record(_ issue: Issue) -> Bool {
    entries.withLock { $0.append((message(of: issue), issue.sourceLocation?.line)) }
    return true
  }

  /// The messages recorded, in order.
  var messages: [String] { entries.withLock { $0.map(\.message) } }

  /// The lines the issues were recorded at, in order.
  var lines: [Int?] { entries.withLock { $0.map(\.line) } }
}
