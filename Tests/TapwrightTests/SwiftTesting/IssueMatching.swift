import Testing

/// The message an issue was recorded with (its comments, joined).
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Whether `issue` carries exactly `expected` and was recorded at `line`; prints a diff otherwise.
func issue(_ issue: Issue, is expected: String, line: Int) -> Bool {
  let actual = message(of: issue)
  guard actual == expected else {
    print("unexpected issue message:\n--- actual\n\(actual)\n--- expected\n\(expected)\n---")
    return false
  }
  guard issue.sourceLocation?.line == line else {
    print("issue at line \(issue.sourceLocation?.line ?? -1), expected \(line): \(actual)")
    return false
  }
  return true
}
