#if canImport(Testing)
  import TapwrightSupportCore
  import Testing

  /// A Swift Testing trait that runs each test in its own `TestScope`.
  ///
  /// Spell it `@Test(.tapwrightScope)` or `@Suite(.tapwrightScope)`; on a suite it applies to every
  /// test in it, one scope per test (and per argument of a parameterized test).
  public struct ScopedTestTrait: SuiteTrait, TestTrait, TestScoping {
    /// How long the end of each test waits for tracked work before reporting it.
    public var workTimeout: Duration
    /// How each test's UUID generator derives its UUIDs.
    public var uuids: UUIDGenerator.Strategy

    /// Creates the trait.
    ///
    /// - Parameters:
    ///   - workTimeout: How long the end of each test waits for tracked work.
    ///   - uuids: How each test's UUID generator derives its UUIDs.
    public init(workTimeout: Duration = .seconds(1), uuids: UUIDGenerator.Strategy = .incrementing)
    {
      self.workTimeout = workTimeout
      self.uuids = uuids
    }

    /// Always true: on a suite, every test gets its own scope.
    public var isRecursive: Bool { true }

    /// Runs one test in a fresh scope and ends the scope after it.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case (one argument of a parameterized test).
    ///   - function: The test body.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await TestScope.withScope(named: test.name, workTimeout: workTimeout, uuids: uuids) {
        try await endingAtStop(function)
      }
    }
  }

  /// Runs `body`, ending it without a second issue when it throws a `TapwrightStop` (already recorded).
  ///
  /// - Parameter body: The test body.
  package func endingAtStop(_ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch is TapwrightStop {
      // The failure was recorded where the test stopped.
    }
  }

  extension Trait where Self == ScopedTestTrait {
    /// Runs each test in its own `TestScope` with a 1-second work timeout.
    public static var tapwrightScope: Self { Self() }

    /// Runs each test in its own `TestScope` with the given options.
    ///
    /// - Parameters:
    ///   - workTimeout: How long the end of each test waits for tracked work.
    ///   - uuids: How each test's UUID generator derives its UUIDs.
    /// - Returns: The trait.
    public static func tapwrightScope(
      workTimeout: Duration = .seconds(1),
      uuids: UUIDGenerator.Strategy = .incrementing
    ) -> Self {
      Self(workTimeout: workTimeout, uuids: uuids)
    }
  }
#endif
