import Testing

/// The text of an issue reported through IssueReporting: its comments, joined by newlines.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
