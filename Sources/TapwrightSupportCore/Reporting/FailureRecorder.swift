import IssueReporting
import TapwrightReporting

/// Records any number of failures at the location of the call that created it, for custom assertions.
///
/// Create one as the first thing in a custom assertion, passing the assertion's own `callSite`
/// parameter; then call ``record(_:)`` for each problem found. Helpers called inside
/// ``run(_:)-(()->R)`` (or ``reporting(at:_:)-(_,()->R)``) keep the outermost caller's location:
/// a recorder created inside another recorder's `run` adopts the outer location, and plain
/// `reportIssue` calls are attributed there too.
///
/// ```swift
/// func assertSaved(_ draft: Draft, at callSite: CallSite = #callSite) {
///   let recorder = FailureRecorder(at: callSite)
///   if draft.id == nil { recorder.record("Draft has no id.") }
///   if draft.isDirty { recorder.record("Draft still has unsaved changes.") }
/// }
/// ```
public struct FailureRecorder: Sendable {
  @TaskLocal static var outermost: CallSite?

  /// Where failures are recorded: the outermost recorder's call site.
  public let location: CallSite

  /// Creates a recorder for the caller's call site, or for the outermost enclosing recorder's.
  ///
  /// - Parameter callSite: The caller's call site.
  public init(at callSite: CallSite = #callSite) {
    location = Self.outermost ?? callSite
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

/// Runs async `body` so that every failure inside it, however deeply nested, is reported at `callSite`.
///
/// Wrap the body of a screen-object method or custom assertion in it, and give the method one
/// `at callSite: CallSite = #callSite` parameter: nothing inside needs to forward a location.
///
/// ```swift
/// func logIn(_ name: String, at callSite: CallSite = #callSite) async throws {
///   try await reporting(at: callSite) {
///     await type(name, into: .identifier("name"))
///     await tap(.identifier("logIn"))
///   }
/// }
/// ```
///
/// - Parameters:
///   - callSite: Where failures are reported (the outermost enclosing `reporting` wins).
///   - isolation: The caller's actor isolation.
///   - body: The code whose failures are attributed to `callSite`.
/// - Returns: What `body` returns.
@discardableResult
public func reporting<R>(
  at callSite: CallSite,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await FailureRecorder(at: callSite).run(isolation: isolation, body)
}

/// Runs synchronous `body` so that every failure inside it is reported at `callSite`.
///
/// - Parameters:
///   - callSite: Where failures are reported (the outermost enclosing `reporting` wins).
///   - body: The code whose failures are attributed to `callSite`.
/// - Returns: What `body` returns.
@discardableResult
public func reporting<R>(at callSite: CallSite, _ body: () throws -> R) rethrows -> R {
  try FailureRecorder(at: callSite).run(body)
}
