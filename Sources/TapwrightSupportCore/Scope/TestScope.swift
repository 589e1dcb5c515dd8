import Dispatch
import Foundation
import IssueReporting
import TapwrightReporting

/// Everything one test owns: deterministic UUIDs, a work tracker, and checks that run when it ends.
///
/// A scope is opened around each test by the `.tapwrightScope` trait (Swift Testing) or by
/// `TapwrightTestCase` (XCTest), or by hand with ``withScope(named:workTimeout:uuids:isolation:_:)``.
/// Inside, ``current`` is the test's scope — task-local, so tests running in parallel never see
/// each other's scope. When the test ends, the scope:
/// 1. waits up to ``workTimeout`` for the ``tracker``'s work to finish;
/// 2. runs the end-of-test checks in registration order (they report their own issues);
/// 3. reports each piece of tracked work still running, by label and the `file:line` where it
///    started, then cancels what it can and stops counting the rest;
/// 4. runs the teardowns in reverse registration order, even when checks failed.
public final class TestScope: Sendable {
  /// The scope of the test running on this task, if any.
  @TaskLocal public static var current: TestScope?

  /// An end-of-test check or a teardown, with where it was registered.
  private struct Action: Sendable {
    enum Body: Sendable {
      /// Runs where the scope ends, without a hop.
      case sync(@Sendable () -> Void)
      /// Runs on its own isolation (a nonisolated one starts on the global executor).
      case async(@Sendable () async -> Void)
    }
    var label: String
    var location: CallSite
    var body: Body

    /// Runs the body; a synchronous one runs on `isolation`, where the scope ends.
    func run(isolation: isolated (any Actor)? = #isolation) async {
      switch body {
      case .sync(let body): body()
      case .async(let body): await body()
      }
    }
  }

  private struct State {
    var checks: [Action] = []
    var teardowns: [Action] = []
    var hasEnded = false
  }

  /// The test's name, for messages; may be empty.
  public let name: String
  /// The test's UUID generator, restarted for every test.
  public let uuid: UUIDGenerator
  /// The test's work tracker; work still running when the test ends is reported as a leak.
  public let tracker: WorkTracker
  /// How long the end of the test waits for tracked work before reporting it.
  public let workTimeout: Duration

  private let state = Locked(State())
  /// Values stored under ``TestScopeKey``s.
  let values = Locked<[ObjectIdentifier: any Sendable]>([:])

  /// Creates a scope; most tests get one from the trait or the XCTest base class instead.
  ///
  /// - Parameters:
  ///   - name: The test's name, for messages.
  ///   - workTimeout: How long the end of the test waits for tracked work.
  ///   - uuids: How the scope's UUID generator derives its UUIDs.
  public init(
    name: String = "",
    workTimeout: Duration = .seconds(1),
    uuids: UUIDGenerator.Strategy = .incrementing
  ) {
    self.name = name
    self.workTimeout = workTimeout
    self.uuid = UUIDGenerator(uuids)
    self.tracker = WorkTracker(name: name)
  }

  /// The current scope, or nil after reporting at the caller's line that `purpose` needs one.
  ///
  /// For modules that depend on a scope (e.g. verifying a spy when the test ends): the message
  /// reads `<purpose> needs a TestScope: add .tapwrightScope to the test or its suite (Swift
  /// Testing), or subclass TapwrightTestCase (XCTest).`
  ///
  /// - Parameters:
  ///   - purpose: What needs the scope, e.g. `Verifying 'NavigationSpy' at the end of the test`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The current scope, if any.
  public static func requireCurrent(
    for purpose: String,
    at callSite: CallSite = #callSite
  ) -> TestScope? {
    if let current { return current }
    reportTapwrightIssue(
      "\(purpose) needs a TestScope: add .tapwrightScope to the test or its suite (Swift Testing), "
        + "or subclass TapwrightTestCase (XCTest).",
      at: callSite
    )
    return nil
  }

  /// Whether the test's end has begun; registrations after that are reported and ignored.
  public var hasEnded: Bool {
    state.withLock { $0.hasEnded }
  }

  /// Registers a check to run when the test ends, after tracked work has finished or timed out.
  ///
  /// Checks run in registration order and report their own issues (e.g. a spy's expectations
  /// verified later).
  ///
  /// - Parameters:
  ///   - label: What the check verifies, for diagnostics.
  ///   - callSite: Where the caller wrote the call.
  ///   - check: The check.
  public func addEndOfTestCheck(
    _ label: String,
    at callSite: CallSite = #callSite,
    _ check: @escaping @Sendable () async -> Void
  ) {
    add(Action(label: label, location: callSite, body: .async(check)), to: \.checks)
  }

  /// Registers a synchronous check to run when the test ends; it runs where the scope ends,
  /// without a hop to another executor (an async nonisolated one starts on the global executor).
  ///
  /// Package-only: a public overload would change which overload a user's closure picks.
  ///
  /// - Parameters:
  ///   - label: What the check verifies, for diagnostics.
  ///   - callSite: Where the caller wrote the call.
  ///   - check: The check.
  package func addSynchronousEndOfTestCheck(
    _ label: String,
    at callSite: CallSite = #callSite,
    _ check: @escaping @Sendable () -> Void
  ) {
    add(Action(label: label, location: callSite, body: .sync(check)), to: \.checks)
  }

  /// Registers cleanup to run at the very end of the test, even when checks fail.
  ///
  /// Teardowns run after the checks and the leak report, in reverse registration order.
  ///
  /// - Parameters:
  ///   - label: What the teardown cleans, for diagnostics.
  ///   - callSite: Where the caller wrote the call.
  ///   - teardown: The cleanup.
  public func addTeardown(
    _ label: String = "",
    at callSite: CallSite = #callSite,
    _ teardown: @escaping @Sendable () async -> Void
  ) {
    add(Action(label: label, location: callSite, body: .async(teardown)), to: \.teardowns)
  }

  /// Registers synchronous cleanup to run at the very end of the test; it runs where the scope
  /// ends, without a hop to another executor.
  ///
  /// Package-only, like `addSynchronousEndOfTestCheck`.
  ///
  /// - Parameters:
  ///   - label: What the teardown cleans, for diagnostics.
  ///   - callSite: Where the caller wrote the call.
  ///   - teardown: The cleanup.
  package func addSynchronousTeardown(
    _ label: String = "",
    at callSite: CallSite = #callSite,
    _ teardown: @escaping @Sendable () -> Void
  ) {
    add(Action(label: label, location: callSite, body: .sync(teardown)), to: \.teardowns)
  }

  private func add(_ action: Action, to list: WritableKeyPath<State, [Action]>) {
    let kind = list == \State.checks ? "end-of-test check" : "teardown"
    let accepted = state.withLock { state -> Bool in
      guard !state.hasEnded else { return false }
      state[keyPath: list].append(action)
      return true
    }
    if !accepted {
      reportTapwrightIssue(
        "The \(kind) '\(action.label)' was added after the test's scope ended; it will not run.",
        fileID: action.location.fileID,
        filePath: action.location.filePath,
        line: action.location.line,
        column: action.location.column
      )
    }
  }

  /// Ends the test: waits for work, runs checks, reports leaks, runs teardowns; later calls do nothing.
  ///
  /// ``withScope(named:workTimeout:uuids:isolation:_:)`` calls this; call it yourself only for a
  /// scope you created with ``init(name:workTimeout:uuids:)``.
  ///
  /// - Parameter isolation: The caller's actor isolation: the end runs there, so a test on the
  ///   main actor ends without leaving it (checks and teardowns isolated to it run without a hop).
  public func end(isolation: isolated (any Actor)? = #isolation) async {
    let alreadyEnded = state.withLock { state -> Bool in
      defer { state.hasEnded = true }
      return state.hasEnded
    }
    guard !alreadyEnded else { return }
    await Self.$current.withValue(
      self,
      operation: {
        // Passing `isolation` on keeps the closure on the caller's actor (one that did not use it
        // would be nonisolated: a hop to the global executor and back at the end of every test).
        _ = await tracker.waitUntilIdle(
          timeout: workTimeout, reportsTimeout: false, isolation: isolation)
        let (checks, teardowns) = state.withLock { ($0.checks, $0.teardowns) }
        for check in checks { await check.run(isolation: isolation) }
        reportLeaks()
        for teardown in teardowns.reversed() { await teardown.run(isolation: isolation) }
      }, isolation: isolation)
  }

  private func reportLeaks() {
    let leaks = tracker.running
    for work in leaks {
      reportTapwrightIssue(
        "Tracked work outlived its test (not finished within \(workTimeout.messageText)): \(work)",
        fileID: work.location.fileID,
        filePath: work.location.filePath,
        line: work.location.line,
        column: work.location.column
      )
    }
    tracker.abandonRunningWork()
  }

  // MARK: - Running an operation in a scope

  /// Runs `operation` in a fresh scope and ends the scope afterwards, even when `operation` throws.
  ///
  /// - Parameters:
  ///   - name: The test's name, for messages.
  ///   - workTimeout: How long the end of the test waits for tracked work.
  ///   - uuids: How the scope's UUID generator derives its UUIDs.
  ///   - isolation: The caller's actor isolation.
  ///   - operation: The test body; ``current`` is the new scope inside it.
  /// - Returns: What `operation` returns.
  public static func withScope<R>(
    named name: String = "",
    workTimeout: Duration = .seconds(1),
    uuids: UUIDGenerator.Strategy = .incrementing,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    let scope = TestScope(name: name, workTimeout: workTimeout, uuids: uuids)
    let result: R
    do {
      result = try await $current.withValue(scope, operation: operation, isolation: isolation)
    } catch {
      await scope.end()
      throw error
    }
    await scope.end()
    return result
  }

}
