import Testing

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
