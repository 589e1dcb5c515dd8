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
/// for its deadline. Frozen timers (layer speed 0) are left alone. Tracked work is not waited for
/// (`finishAppWork` does that, eventual checks include it, and the test's scope waits for it at
/// its end).
@MainActor
enum Settler {
  /// Settles, and returns whether the UI became quiet (`false` after reporting that it did not).
  @discardableResult
  static func settle(_ stage: Stage?, at location: CallSite) async -> Bool {
    let quiescence = Quiescence(stage: stage, includesTrackedWork: false)
    let limit = WaitingDefaults.current.settleTurnLimit
    await Turns.mainQueueTurn()
    var turns = 1
    while true {
      switch quiescence.nextStep(deadline: nil) {
      case .quiet, .waitForTrackedWork:
        return true
      case .turn:
        guard turns < limit else {
          reportUnsettled(stage, limit, at: location)
          return false
        }
        await Turns.mainQueueTurn()
        turns += 1
      case .waitUntil(let time):
        await Turns.wait(until: time)
      }
    }
  }

  private static func reportUnsettled(_ stage: Stage?, _ limit: Int, at location: CallSite) {
    failTest(
      "The UI did not settle within \(limit) main-queue turns; still pending: "
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
