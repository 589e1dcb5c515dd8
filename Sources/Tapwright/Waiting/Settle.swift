import Dispatch
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Settling by quiescence: run the UI until nothing it knows of is left to do.
///
/// At least one main-queue turn runs (so work the last action queued runs), then turns continue
/// while HeadlessUIKit has next-turn work queued, and each running timer of the stage's windows
/// (animation ends, delayed completions) is fired in virtual time, in due order, without waiting
/// for its deadline. Frozen timers (layer speed 0) are left alone. A settle ends with a failure
/// after ``WaitingDefaults/settleTurnLimit`` turns or ``WaitingDefaults/settleTimeLimit`` of real
/// time, whichever comes first (the second is what bounds UIKit's real-time animations). Tracked work is not waited for
/// (`finishAppWork` does that, eventual checks include it, and the test's scope waits for it at
/// its end).
@MainActor
enum Settler {
  /// Settles, and returns whether the UI became quiet (`false` after reporting that it did not).
  @discardableResult
  static func settle(_ stage: Stage?, at location: CallSite) async -> Bool {
    let quiescence = Quiescence(stage: stage, includesTrackedWork: false)
    let defaults = WaitingDefaults.current
    let deadline = defaults.settleTimeLimit.after(.now())
    await Turns.mainQueueTurn()
    var turns = 1
    while true {
      let step = quiescence.nextStep(deadline: nil)
      if step == .quiet || step == .waitForTrackedWork { return true }
      guard turns < defaults.settleTurnLimit else {
        reportUnsettled(stage, "\(defaults.settleTurnLimit) main-queue turns", at: location)
        return false
      }
      guard DispatchTime.now() < deadline else {
        reportUnsettled(
          stage, "\(defaults.settleTimeLimit.messageText) of real time", at: location)
        return false
      }
      if case .waitUntil(let time) = step {
        await Turns.wait(until: min(time, deadline))
      } else {
        await Turns.mainQueueTurn()
        turns += 1
      }
    }
  }

  private static func reportUnsettled(_ stage: Stage?, _ limit: String, at location: CallSite) {
    failTest(
      "The UI did not settle within \(limit); still pending: "
        + Host.pendingSummary(in: stage?.windows ?? []) + ".",
      stage: stage, at: location)
  }
}

extension Stage {
  /// Runs the UI until it is quiet: queued work done, transitions finished, timers fired.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func settle(
    at callSite: CallSite = #callSite
  ) async {
    await Settler.settle(self, at: callSite)
  }
}

/// Runs the current test's UI until it is quiet (see ``Stage/settle(at:)``).
///
/// Without a current stage, timers are waited for at their real deadlines instead of advanced.
/// - Parameters:
///   - callSite: Where the caller wrote the call.
@preconcurrency @MainActor
public func settle(
  at callSite: CallSite = #callSite
) async {
  await Settler.settle(Stage.current, at: callSite)
}
