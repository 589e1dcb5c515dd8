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

  /// Lets every main-queue block and main-actor job queued so far run (async form).
  ///
  /// A marker block goes on the main queue and the caller resumes once it ran: main-queue work
  /// is FIFO, so everything queued before it has run too.
  @MainActor
  static func mainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Suspends until `time` (a real timer's deadline), letting the main actor run meanwhile.
  @MainActor
  static func wait(until time: DispatchTime) async {
    // A real clock: the timer waited for cannot be advanced (it may belong to another test).
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.asyncAfter(deadline: time) { continuation.resume() }
    }
  }

}

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
