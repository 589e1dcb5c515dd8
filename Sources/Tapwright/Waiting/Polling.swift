import Dispatch
import Foundation
import TapwrightReporting
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The three questions an eventual check can ask.
enum CheckKind {
  /// Does the matcher come to hold before the deadline?
  case eventually
  /// Does the matcher stay false until the deadline?
  case never
  /// Does the matcher stay true until the deadline?
  case always
}

/// The engine behind `eventually`, `never` and `always`, async and sync.
///
/// Each round: evaluate; stop when the question is answered; otherwise make progress — a
/// main-queue turn while HeadlessUIKit has work queued, fire the next timer of the stage's
/// windows when only timers remain (virtual time: due before the deadline, fired now), or a short
/// wait while tracked work runs elsewhere. Once quiet, `never` and `always` are answered at once
/// on HeadlessUIKit (nothing known can change the value) and watched until their deadline on
/// UIKit; `eventually` keeps checking at the poll interval until its deadline, for work Tapwright
/// cannot see.
@MainActor
struct Poll<Value> {
  var kind: CheckKind
  var stage: Stage?
  var timeout: Duration
  var pollInterval: Duration
  var expression: () -> Value
  var matcher: Matcher<Value>

  /// Whether `value` answers the question (success for `eventually`, a violation otherwise).
  private func stops(_ value: Value) -> Bool {
    switch kind {
    case .eventually, .never: matcher.holds(value)
    case .always: matcher.doesntHold(value)
    }
  }

  /// Whether the check passed, and the last value observed.
  struct Outcome {
    var passed: Bool
    var last: Value
  }

  private func outcome(stopped: Bool, last: Value) -> Outcome {
    Outcome(passed: kind == .eventually ? stopped : !stopped, last: last)
  }

  /// Runs the check, yielding the main actor between rounds.
  func run() async -> Outcome {
    let deadline = timeout.after(.now())
    let quiescence = Quiescence(stage: stage, includesTrackedWork: true)
    var confirmedQuiet = false
    var poolHadTurn = false
    while true {
      let value = expression()
      if stops(value) { return outcome(stopped: true, last: value) }
      if DispatchTime.now() >= deadline {
        // Past the deadline by the clock: once, let work still waiting for a thread run first.
        if poolHadTurn { return outcome(stopped: false, last: value) }
        poolHadTurn = true
        await Turns.poolTurn()
        continue
      }
      switch quiescence.nextStep(deadline: deadline) {
      case .turn:
        confirmedQuiet = false
        await Turns.mainQueueTurn()
      case .waitUntil(let time):
        confirmedQuiet = false
        await Turns.wait(until: min(time, deadline))
      case .waitForTrackedWork:
        confirmedQuiet = false
        if let tracker = quiescence.tracker { await Turns.waitForTrackedWork(tracker) }
      case .quiet:
        if !confirmedQuiet {
          confirmedQuiet = true
          await Turns.mainQueueTurn()
        } else if kind == .eventually || !Host.quietAnswersAtOnce {
          // Quiet for HeadlessUIKit and tracked work; keep checking for untracked work until
          // the deadline — a deadline-bounded poll, not a fixed sleep. On UIKit `never` and
          // `always` watch until their deadline too: its animations and run-loop work are not
          // visible to quiescence, so "quiet" proves nothing there (they cost real time).
          await Turns.wait(until: min(pollInterval.after(.now()), deadline))
        } else {
          return outcome(stopped: false, last: value)
        }
      }
    }
  }

  /// The failure message for a check that did not pass.
  func message(subject: String, last: Value) -> String {
    let observed = describe(last)
    switch kind {
    case .eventually:
      return
        "Expected \(subject) to become \(matcher.description) within \(timeout.messageText); "
        + "last observed: \(observed)"
    case .never:
      return
        "Expected \(subject) never to be \(matcher.description) within \(timeout.messageText); "
        + "observed: \(observed)"
    case .always:
      return
        "Expected \(subject) to stay \(matcher.description) for \(timeout.messageText); "
        + "observed: \(observed)"
    }
  }
}

/// Runs a check asynchronously and reports its failure at `location`.
@MainActor
func check<Value>(
  _ kind: CheckKind, _ subject: String, _ expression: () -> Value,
  _ matcher: Matcher<Value>, _ timeout: Duration?, _ location: CallSite
) async -> (passed: Bool, last: Value) {
  let stage = Stage.current
  let defaults = WaitingDefaults.current
  let outcome = await withoutActuallyEscaping(expression) { expression in
    await Poll(
      kind: kind, stage: stage, timeout: timeout ?? defaults.timeout,
      pollInterval: defaults.pollInterval, expression: expression, matcher: matcher
    ).run()
  }
  if !outcome.passed {
    let poll = Poll(
      kind: kind, stage: stage, timeout: timeout ?? defaults.timeout,
      pollInterval: defaults.pollInterval, expression: { outcome.last }, matcher: matcher)
    failTest(poll.message(subject: subject, last: outcome.last), stage: stage, at: location)
  }
  return (outcome.passed, outcome.last)
}
