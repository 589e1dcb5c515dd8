/// A place in the caller's source code: the `#fileID`, `#filePath`, `#line` and `#column` of a call.
///
/// Every API that reports takes one, as `at callSite: CallSite = #callSite`; the default captures
/// the caller's call, where the test wrote it.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
  /// The file's ID, `Module/File.swift`.
  public let fileID: StaticString
  /// The file's full path.
  public let filePath: StaticString
  /// The line of the call.
  public let line: UInt
  /// The column of the call.
  public let column: UInt

  /// Creates a call site from its parts; write `#callSite` to capture the current one.
  ///
  /// - Parameters:
  ///   - fileID: The file's `Module/File.swift` (`#fileID`).
  ///   - filePath: The file's full path (`#filePath`).
  ///   - line: The line of the call (`#line`).
  ///   - column: The column of the call (`#column`).
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:line`, as shown in failure messages.
  public var description: String {
    "\(fileID):\(line)"
  }

  /// Whether two call sites name the same file, line and column.
  ///
  /// - Parameters:
  ///   - lhs: One call site.
  ///   - rhs: The other.
  /// - Returns: Whether they are the same place.
  public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.fileID.description == rhs.fileID.description
      && lhs.filePath.description == rhs.filePath.description
      && lhs.line == rhs.line && lhs.column == rhs.column
  }

  /// Hashes the file, line and column.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID.description)
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// The call site where this is written; as a default argument, the caller's call site (SE-0422).
///
/// ```swift
/// func logIn(at callSite: CallSite = #callSite) async {
///   await reporting(at: callSite) { … }
/// }
/// ```
@freestanding(expression)
public macro callSite() -> CallSite =
  #externalMacro(module: "TapwrightSupportMacros", type: "CallSiteMacro")
