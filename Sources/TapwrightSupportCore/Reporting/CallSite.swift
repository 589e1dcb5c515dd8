/// A place in the caller's source code: the `#fileID`, `#filePath`, `#line` and `#column` of a call.
public struct CallSite: Sendable, CustomStringConvertible {
  /// The file's ID, `Module/File.swift`.
  public let fileID: StaticString
  /// The file's full path.
  public let filePath: StaticString
  /// The line of the call.
  public let line: UInt
  /// The column of the call.
  public let column: UInt

  /// Creates a call site from the caller's location.
  ///
  /// - Parameters:
  ///   - fileID: The file's ID.
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:line`, as shown in failure messages.
  public var description: String {
    "\(fileID):\(line)"
  }
}
