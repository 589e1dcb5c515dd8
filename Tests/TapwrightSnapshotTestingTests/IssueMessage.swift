import Testing

/// The message an issue was recorded with (its comments, joined).
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
