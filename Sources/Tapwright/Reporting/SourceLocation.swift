import IssueReporting
import TapwrightSupport

/// Where a public call was made: threaded through every check so failures land on the test's line.
struct SourceLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A recorder at this location, or at the outermost enclosing recorder's location.
  var recorder: FailureRecorder {
    FailureRecorder(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
