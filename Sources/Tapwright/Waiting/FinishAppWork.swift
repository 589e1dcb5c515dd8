import Dispatch
import TapwrightSupport

// Finishing the app's tracked work: settle, wait for the test scope's tracker, settle what the
// work changed, until both are quiet.
@MainActor
enum AppWork {
  static func finish(_ stage: Stage?, timeout: Duration?, at location: CallSite) async {
    let timeout = timeout ?? WaitingDefaults.current.timeout
    let deadline = timeout.after(.now())
    while true {
      guard await Settler.settle(stage, at: location) else { return }
      guard let tracker = TestScope.current?.tracker, !tracker.isIdle else { return }
      if DispatchTime.now() >= deadline {
        let running = tracker.running
        if running.isEmpty { continue }  // it finished just now: settle what it changed
        return fail(
          "Expected tracked work to finish within \(timeout.messageText); still running:\n"
            + running.map { "  \($0)" }.joined(separator: "\n"),
          stage: stage, at: location)
      }
      // Short slices, not the whole timeout: timers the work waits for fire in virtual time
      // only while settling.
      _ = await tracker.waitUntilIdle(timeout: Turns.trackedWorkSlice, reportsTimeout: false)
    }
  }
}

extension Stage {
  /// Waits until the app's tracked work is done, then settles the UI that work changed.
  ///
  /// The app's tracked work is what it starts through the test scope's `WorkTracker`
  /// (`TestScope.current?.tracker`): requests and their handling, tasks, timers. The UI settles
  /// (``settle(at:)``), then each time the tracker becomes idle the UI settles again, so work the
  /// settled UI starts — a reload, a retry — is waited for in turn. Without a test scope it only
  /// settles. When the work is still running at the deadline, one failure at the caller's line
  /// lists it.
  ///
  /// - Parameters:
  ///   - timeout: How long the work may take in all; the ``WaitingDefaults`` timeout (1 s) when
  ///     `nil`.
  ///   - callSite: Where the caller wrote the call.
  public func finishAppWork(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async {
    await AppWork.finish(self, timeout: timeout, at: callSite)
  }
}

extension AnyViewControllerObject {
  /// Waits until the app's tracked work is done, then settles the UI (see ``Stage/finishAppWork(timeout:at:)``).
  ///
  /// Call it after an action that starts work, such as a tap that sends a request:
  ///
  /// ```swift
  /// await tap(.text("Log In"))
  /// await finishAppWork()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long the work may take in all; the ``WaitingDefaults`` timeout (1 s) when
  ///     `nil`.
  ///   - callSite: Where the caller wrote the call.
  public func finishAppWork(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async {
    await AppWork.finish(stage, timeout: timeout, at: callSite)
  }
}
