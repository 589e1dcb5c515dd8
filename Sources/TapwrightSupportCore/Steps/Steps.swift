import IssueReporting
import TapwrightReporting

/// A labelled step of a behaviour test; issues reported inside it are prefixed with the step.
///
/// Use ``given(_:_:)``, ``when(_:_:)`` and ``then(_:_:)`` (and their async forms): an issue
/// reported through IssueReporting inside `when("tapping Save") { … }` reads
/// `when: tapping Save — <message>`. Nested steps chain their labels, outermost first.
/// Swift Testing's `#expect` and XCTest's `XCTAssert…` do not go through IssueReporting and are
/// not prefixed.
public struct Step: Sendable, CustomStringConvertible {
  /// The step's keyword, e.g. `given`, `when`, `then`.
  public let keyword: String
  /// What the step does, e.g. `tapping Save`.
  public let summary: String

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - keyword: The step's keyword.
  ///   - summary: What the step does.
  public init(_ keyword: String, _ summary: String) {
    self.keyword = keyword
    self.summary = summary
  }

  /// `keyword: summary`, the prefix of issues raised inside the step.
  public var description: String {
    "\(keyword): \(summary)"
  }

  /// Runs `body` with issues reported inside it prefixed by this step.
  ///
  /// - Parameter body: The step's work.
  /// - Returns: What `body` returns.
  public func run<R>(_ body: () throws -> R) rethrows -> R {
    try withIssueReporters(labelledReporters(), operation: body)
  }

  /// Runs async `body` with issues reported inside it prefixed by this step.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor isolation.
  ///   - body: The step's work.
  /// - Returns: What `body` returns.
  public func run<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await withIssueReporters(labelledReporters(), isolation: isolation, operation: body)
  }

  private func labelledReporters() -> [any IssueReporter] {
    IssueReporters.tapwright.map { StepLabellingReporter(step: description, base: $0) }
  }
}

/// Forwards every issue to `base` with the step's label in front of its message.
private struct StepLabellingReporter: IssueReporter {
  let step: String
  let base: any IssueReporter

  func label(_ message: String?) -> String {
    guard let message, !message.isEmpty else { return step }
    return "\(step) — \(message)"
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    base.reportIssue(
      label(message()), severity: severity, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    base.reportIssue(
      error, label(message()), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    base.expectIssue(
      label(message()), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    base.expectIssue(
      error, label(message()), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Runs the set-up step of a behaviour test; issues inside read `given: <summary> — …`.
///
/// - Parameters:
///   - summary: What the step sets up.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func given<R>(_ summary: String, _ body: () throws -> R) rethrows -> R {
  try Step("given", summary).run(body)
}

/// Runs the async set-up step of a behaviour test; issues inside read `given: <summary> — …`.
///
/// - Parameters:
///   - summary: What the step sets up.
///   - isolation: The caller's actor isolation.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func given<R>(
  _ summary: String,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await Step("given", summary).run(isolation: isolation, body)
}

/// Runs the action step of a behaviour test; issues inside read `when: <summary> — …`.
///
/// - Parameters:
///   - summary: What the user does.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func when<R>(_ summary: String, _ body: () throws -> R) rethrows -> R {
  try Step("when", summary).run(body)
}

/// Runs the async action step of a behaviour test; issues inside read `when: <summary> — …`.
///
/// - Parameters:
///   - summary: What the user does.
///   - isolation: The caller's actor isolation.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func when<R>(
  _ summary: String,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await Step("when", summary).run(isolation: isolation, body)
}

/// Runs the checking step of a behaviour test; issues inside read `then: <summary> — …`.
///
/// - Parameters:
///   - summary: What the user should see.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func then<R>(_ summary: String, _ body: () throws -> R) rethrows -> R {
  try Step("then", summary).run(body)
}

/// Runs the async checking step of a behaviour test; issues inside read `then: <summary> — …`.
///
/// - Parameters:
///   - summary: What the user should see.
///   - isolation: The caller's actor isolation.
///   - body: The step's work.
/// - Returns: What `body` returns.
@discardableResult
public func then<R>(
  _ summary: String,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await Step("then", summary).run(isolation: isolation, body)
}
