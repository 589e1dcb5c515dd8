import IssueReporting
import TapwrightReporting

/// Records any number of failures at the location of the call that created it, for custom assertions.
///
/// Create one as the first thing in a custom assertion, passing the assertion's own `fileID`,
/// `filePath`, `line` and `column` parameters; then call ``record(_:)`` for each problem found.
/// Helpers called inside `run(_:)` keep the outermost caller's location: a recorder
/// created inside another recorder's `run` adopts the outer location, and plain `reportIssue`
/// calls are attributed there too.
///
/// ```swift
/// func assertSaved(
///   _ draft: Draft,
///   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///   line: UInt = #line, column: UInt = #column
/// ) {
///   let recorder = FailureRecorder(fileID: fileID, filePath: filePath, line: line, column: column)
///   if draft.id == nil { recorder.record("Draft has no id.") }
///   if draft.isDirty { recorder.record("Draft still has unsaved changes.") }
/// }
/// ```
public struct FailureRecorder: Sendable {
  @TaskLocal static var outermost: CallSite?

  /// Where failures are recorded: the outermost recorder's call site.
  public let location: CallSite

  /// Creates a recorder for the caller's location, or for the outermost enclosing recorder's location.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    location =
      Self.outermost
      ?? CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records one failure with a message at ``location``.
  ///
  /// - Parameter message: What went wrong.
  public func record(_ message: String) {
    reportTapwrightIssue(
      message,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  /// Records a caught error as a failure at ``location``.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - message: An optional explanation.
  public func record(_ error: any Error, _ message: String? = nil) {
    reportTapwrightIssue(
      error,
      message,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  /// Records `message` when `condition` is false, and returns `condition`.
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What went wrong, evaluated only on failure.
  /// - Returns: `condition`.
  @discardableResult
  public func check(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
    if !condition { record(message()) }
    return condition
  }

  /// Runs `body` so that every failure reported inside it lands at ``location``.
  ///
  /// - Parameter body: The nested checks.
  /// - Returns: What `body` returns.
  @discardableResult
  public func run<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$outermost.withValue(location) {
      try withIssueContext(
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column,
        operation: body
      )
    }
  }

  /// Runs async `body` so that every failure reported inside it lands at ``location``.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor isolation.
  ///   - body: The nested checks.
  /// - Returns: What `body` returns.
  @discardableResult
  public func run<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await Self.$outermost.withValue(
      location,
      operation: {
        try await withIssueContext(
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column,
          isolation: isolation,
          operation: body
        )
      },
      isolation: isolation
    )
  }
}
