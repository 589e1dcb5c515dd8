/// Shared settings for settling and eventual checks, configured per test (task-local).
///
/// Set them for a Swift Testing test or suite with the `.tapwright(timeout:)` trait, or around
/// any code with `withWaitingDefaults(_:operation:)`; an explicit `timeout:` argument wins.
public struct WaitingDefaults: Sendable, Equatable {
  /// How long `eventually` and `finishAppWork` wait and how long `never` and `always` watch; 1 s
  /// by default.
  public var timeout: Duration
  /// How long `eventually` lets a quiet system rest between checks, for work Tapwright cannot see.
  public var pollInterval: Duration
  /// How many main-queue turns `settle()` runs at most before it reports that the UI never settled.
  public var settleTurnLimit: Int
  /// How much real time one `settle()` takes at most before it reports that the UI never settled;
  /// 5 s by default. On UIKit, animations and transitions run in real time (sped up 100 times in
  /// the stage's windows), so this is the bound that matters there; on HeadlessUIKit time is
  /// virtual and a settle reaches it only while it waits for real timers (without a stage).
  public var settleTimeLimit: Duration

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - timeout: How long eventual checks wait or watch.
  ///   - pollInterval: The rest between checks of `eventually` when the system is quiet.
  ///   - settleTurnLimit: The most main-queue turns one `settle()` runs.
  ///   - settleTimeLimit: The most real time one `settle()` takes.
  public init(
    timeout: Duration = .seconds(1),
    pollInterval: Duration = .milliseconds(1),
    settleTurnLimit: Int = 10_000,
    settleTimeLimit: Duration = .seconds(5)
  ) {
    self.timeout = timeout
    self.pollInterval = pollInterval
    self.settleTurnLimit = settleTurnLimit
    self.settleTimeLimit = settleTimeLimit
  }

  /// The settings of the current task.
  @TaskLocal public static var current = WaitingDefaults()
}

/// Runs `operation` with `defaults` as the waiting settings of every check inside it.
///
/// - Parameters:
///   - defaults: The settings.
///   - isolation: The caller's actor isolation.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withWaitingDefaults<R>(
  _ defaults: WaitingDefaults,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await WaitingDefaults.$current.withValue(defaults, operation: operation, isolation: isolation)
}
