import Dispatch
import TapwrightSupport

// Finishing the app's tracked work: settle, wait for the test scope's tracker, settle what the
// work changed, until both are quiet.
//
// The guarantee: when it returns, the tracker is idle and every block that tracked work queued on
// the main queue before it finished has run — and the work those blocks started has been waited
// for in turn. Tracked work that queues its UI update with `DispatchQueue.main.async` and then
// finishes is the common case; it may finish at any moment of a settle, when a core is busy. So
// the tracker is read *before* each settle (idle, and its activity count) and again after: the
// loop ends only on a settle that began idle and ended idle with no tracked work started or ended
// during it. Then every block finished work queued was queued before the settle's first
// main-queue turn, and ran in it. (Two ways this was missed before, each a test below: idleness
// read only after the settle — a block queued by work finishing after the settle's last turn —
// and work started and finished within the settle, whose block came after the last turn.) Past
// the deadline, the blocks of work that finished in the last settle still get one settle more (a
// third test: a settle slowed past the deadline by a busy machine returned before they ran).
@MainActor
enum AppWork {
  /// Runs right after each settle, before the tracker is read: lets a test start or finish work
  /// in exactly that window (`LoginFailureTests`).
  @TaskLocal static var afterSettle: (@MainActor @Sendable () -> Void)?

  static func finish(_ stage: Stage?, timeout: Duration?, at location: CallSite) async {
    let timeout = timeout ?? WaitingDefaults.current.timeout
    let deadline = timeout.after(.now())
    var poolHadTurn = false
    var settledPastDeadline = false
    while true {
      let tracker = TestScope.current?.tracker
      let activityBefore = tracker?.activity
      let idleBefore = tracker?.isIdle ?? true
      guard await Settler.settle(stage, at: location) else { return }
      afterSettle?()
      guard let tracker else { return }
      if tracker.isIdle {
        if idleBefore && tracker.activity == activityBefore { return }
        // Work started or ended during the settle: settle again for what it queued. Work that
        // keeps doing so past the deadline gets that one settle more, then it returns: a settle
        // slowed past the deadline by a busy machine still runs what the work queued.
        if DispatchTime.now() >= deadline {
          if settledPastDeadline { return }
          settledPastDeadline = true
        }
        continue
      }
      if DispatchTime.now() >= deadline {
        let running = tracker.running
        if running.isEmpty { continue }  // it finished just now: settle what it changed
        if !poolHadTurn {
          // Past the deadline by the clock: once, let work still waiting for a thread run first.
          poolHadTurn = true
          await Turns.poolTurn()
          continue
        }
        return failTest(
          "Expected tracked work to finish within \(timeout.messageText); still running:\n"
            + running.map { "  \($0)" }.joined(separator: "\n"),
          stage: stage, at: location)
      }
      // Short slices, not the whole timeout: timers the work waits for fire in virtual time
      // only while settling.
      await Turns.waitForTrackedWork(tracker)
    }
  }
}

extension Stage {
  /// Waits until the app's tracked work is done, then settles the UI that work changed.
  ///
  /// The app's tracked work is what it starts through the test scope's `WorkTracker`
  /// (`TestScope.current?.tracker`): requests and their handling, tasks, timers. The UI settles
  /// (``settle(at:)``), then each time the tracker becomes idle the UI settles again, so work the
  /// settled UI starts — a reload, a retry — is waited for in turn. When it returns, the tracker
  /// is idle and every block tracked work queued on the main queue before it finished
  /// (`DispatchQueue.main.async { … }`, however late in a settle the work finished) has run, and
  /// the work those blocks started has been waited for (past the deadline, for the work that
  /// finished in the last settle). Without a test scope it only settles. When the work is still
  /// running at the deadline, one failure at the caller's line lists it.
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
