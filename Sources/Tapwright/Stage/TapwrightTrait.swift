#if canImport(Testing)
  import Testing
  import TapwrightSupport

  /// A Swift Testing trait giving each test a ``Stage`` (as ``Stage/current``) inside a `TestScope`.
  ///
  /// Spell it `@Test(.tapwright)` or `@Suite(.tapwright)`, optionally with waiting defaults:
  /// `.tapwright(timeout: .milliseconds(500))`. It opens a `TestScope` unless the test already
  /// runs in one (e.g. under `.tapwrightScope`), so the stage's windows are torn down at the end.
  ///
  /// On UIKit the tests take turns, one at a time across every suite of the process (one screen,
  /// one key window, one keyboard); on HeadlessUIKit they run in parallel, each with windows of its
  /// own, unless `serialized: true` asks for turns there too (`serialized: false` lets UIKit tests
  /// that share nothing on screen run in parallel).
  public struct TapwrightTrait: SuiteTrait, TestTrait, TestScoping {
    /// The waiting defaults of each test.
    public var waiting: WaitingDefaults
    /// The registry each test's stage starts with.
    public var registry: ObjectRegistry
    /// Whether each test waits for the process's other `.tapwright` tests to end before it runs
    /// (and they for it): by default on for UIKit, off for HeadlessUIKit.
    public var isSerialized: Bool

    /// Creates the trait.
    ///
    /// - Parameters:
    ///   - waiting: The waiting defaults of each test.
    ///   - registry: The registry each test's stage starts with.
    ///   - serialized: Whether the tests take turns with every other `.tapwright` test of the
    ///     process; `nil` (the default) is the host's rule: yes on UIKit, no on HeadlessUIKit.
    public init(
      waiting: WaitingDefaults = WaitingDefaults(), registry: ObjectRegistry = ObjectRegistry(),
      serialized: Bool? = nil
    ) {
      self.waiting = waiting
      self.registry = registry
      self.isSerialized = serialized ?? Host.stageTestsTakeTurns
    }

    /// Always true: on a suite, every test gets its own stage.
    public var isRecursive: Bool { true }

    /// Runs one test with a fresh stage, in a test scope; a `TapwrightStop` ends it without a second issue.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case (one argument of a parameterized test).
    ///   - function: The test body.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      guard isSerialized else {
        return try await runInStage(test, function)
      }
      try await StageTurns.shared.withTurn { try await runInStage(test, function) }
    }

    private func runInStage(
      _ test: Test, _ function: @Sendable () async throws -> Void
    ) async throws {
      let stage = Stage(registry: registry)
      let waiting = self.waiting
      if TestScope.current != nil {
        try await withStage(stage) {
          try await withWaitingDefaults(waiting) { try await endingAtStop(function) }
        }
      } else {
        try await TestScope.withScope(named: test.name) {
          try await withStage(stage) {
            try await withWaitingDefaults(waiting) { try await endingAtStop(function) }
          }
        }
      }
    }
  }

  extension Trait where Self == TapwrightTrait {
    /// Gives each test its own stage and test scope, with 1-second waiting defaults.
    public static var tapwright: Self { Self() }

    /// Gives each test its own stage and test scope, with the given options.
    ///
    /// - Parameters:
    ///   - timeout: How long eventual checks wait or watch by default.
    ///   - registry: The registry each test's stage starts with.
    ///   - serialized: Whether the tests take turns with every other `.tapwright` test of the
    ///     process; `nil` (the default) is the host's rule: yes on UIKit, no on HeadlessUIKit.
    /// - Returns: The trait.
    public static func tapwright(
      timeout: Duration = .seconds(1), registry: ObjectRegistry = ObjectRegistry(),
      serialized: Bool? = nil
    ) -> Self {
      Self(waiting: WaitingDefaults(timeout: timeout), registry: registry, serialized: serialized)
    }
  }
#endif
