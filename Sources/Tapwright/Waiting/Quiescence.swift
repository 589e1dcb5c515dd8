import Dispatch
import Foundation
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// What to do next while waiting for the UI to become quiet.
enum WaitStep: Equatable {
  /// Let one main-queue turn run.
  case turn
  /// Wait (in real time) until a timer that Tapwright may not advance is due.
  case waitUntil(DispatchTime)
  /// Wait a little for tracked work that runs off the main actor.
  case waitForTrackedWork
  /// Nothing known can change the UI any more.
  case quiet
}

/// Decides how to make progress towards quiescence for one test: its windows and tracked work.
///
/// Quiet means: no HeadlessUIKit next-turn work queued, no running timer in the test's windows
/// (timers are advanced in virtual time, so they cost no wall time), and — when asked — no
/// tracked work in the test's ``TestScope``. Without a stage, timers cannot be advanced (they may
/// belong to another test) and are waited for at their real deadlines.
@MainActor
struct Quiescence {
  /// The windows whose timers may be advanced; `nil` when there is no stage.
  var windows: [UIWindow]?
  /// The test's tracker, when waits should include tracked work.
  var tracker: WorkTracker?

  init(stage: Stage?, includesTrackedWork: Bool) {
    windows = stage?.windows
    tracker = includesTrackedWork ? TestScope.current?.tracker : nil
  }

  /// The next step towards quiescence; fires a due timer itself when virtual time may advance.
  ///
  /// - Parameter deadline: Timers due after this are not advanced (`nil`: advance any timer).
  func nextStep(deadline: DispatchTime?) -> WaitStep {
    if Host.hasPendingWork(in: windows) { return .turn }
    if let windows {
      if Host.fireNextTimer(in: windows, dueBy: deadline) { return .turn }
    } else if let due = Host.nextTimerDueAnywhere(), deadline.map({ due <= $0 }) ?? true {
      return .waitUntil(due)
    }
    if let tracker, !tracker.isIdle { return .waitForTrackedWork }
    return .quiet
  }
}

/// The main-queue turns and bounded waits that the waiting engine is made of.
enum Turns {
  /// How long one wait for tracked work lasts at most before the matcher is checked again.
  static let trackedWorkSlice: Duration = .milliseconds(5)

  /// The main queue, read once: on Linux each `DispatchQueue.main` makes a new wrapper object.
  static let mainQueue = DispatchQueue.main

  /// Lets every main-queue block and main-actor job queued so far run (async form).
  ///
  /// A marker block goes on the main queue and the caller resumes once it ran: main-queue work
  /// is FIFO, so everything queued before it has run too.
  @MainActor
  static func mainQueueTurn() async {
    await onMainQueue {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        mainQueue.async { continuation.resume() }
      }
    }
  }

  /// Suspends until `time` (a real timer's deadline), letting the main actor run meanwhile.
  @MainActor
  static func wait(until time: DispatchTime) async {
    // A real clock: the timer waited for cannot be advanced (it may belong to another test).
    await onMainQueue {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.asyncAfter(deadline: time) { continuation.resume() }
      }
    }
  }

  /// Waits for tracked work to become idle, for one slice at most.
  ///
  /// Resumes on the main queue, like a turn: the last tracked work to end usually ends on the main
  /// actor (the app's task coming back with its answer), and the test goes on in the same drain of
  /// the main queue, without waking a thread. A busy pool cannot make a wait fail early: before a
  /// deadline counts as passed, the wait gives the pool a turn (see ``poolTurn()``).
  @MainActor
  static func waitForTrackedWork(_ tracker: WorkTracker) async {
    await onMainQueue {
      _ = await tracker.waitUntilIdle(timeout: trackedWorkSlice, reportsTimeout: false)
    }
  }

  /// Lets the cooperative pool run what was queued on it before now, then one main-queue turn.
  ///
  /// A wait checks this once before its deadline counts as passed. The test's own turns run on the
  /// main queue without the pool (see `onMainQueue`), but the app's work runs in the pool; on a
  /// busy machine (parallel tests, a loaded CI host) the pool may not have reached that work when
  /// the clock says the deadline is past. A job queued now at the caller's priority starts after
  /// the pool's earlier jobs, so when it has run, so has work that was waiting for a thread, and
  /// the main-queue turn after it runs the blocks that work queued for the UI.
  @MainActor
  static func poolTurn() async {
    await onMainQueue {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Task.detached(priority: Task.currentPriority) { continuation.resume() }
      }
    }
    await mainQueueTurn()
  }

  /// Runs `operation` so that a continuation it awaits resumes on the main queue directly.
  ///
  /// A resumed continuation goes to the global executor, whose thread then hops back to the main
  /// actor: two thread wake-ups for every turn, most of a short test's time on Linux (where the
  /// main queue is drained by dispatch's worker threads). With the main-queue task executor
  /// preferred (SE-0417), the task resumes in a main-queue block, on the main actor.
  @MainActor
  private static func onMainQueue(_ operation: () async -> Void) async {
    #if compiler(>=6.0) && !canImport(UIKit)
      if #available(macOS 15.0, iOS 18.0, *) {
        await withTaskExecutorPreference(MainQueueTaskExecutor.shared, operation: operation)
        return
      }
    #endif
    await operation()
  }
}

#if compiler(>=6.0) && !canImport(UIKit)
  /// A task executor whose jobs run in main-queue blocks, as the main actor (see
  /// `Turns.onMainQueue`). Only the test's own waits prefer it: child tasks of the wait would
  /// inherit it, unstructured tasks (the app's work) never do.
  @available(macOS 15.0, iOS 18.0, *)
  final class MainQueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      Turns.mainQueue.async {
        job.runSynchronously(
          isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: self.asUnownedTaskExecutor())
      }
    }
  }
#endif

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The dispatch time this long after `time`.
  func after(_ time: DispatchTime) -> DispatchTime {
    time + .nanoseconds(Int(min(seconds, 1e6) * 1e9))
  }
}
