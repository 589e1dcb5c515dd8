import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// UIKit code: this file type-checks against the iOS SDK. Durations are short (the tests wait for
// completions by polling, never by sleeping); virtual-time checks are in
// PropertyAnimatorTimingSpec.swift.

/// Yields the main actor until `condition` holds or two seconds pass; returns whether it held.
@MainActor
private func yielding(until condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(2)
  while !condition() {
    if Date() >= deadline { return false }
    await Task.yield()
  }
  return true
}

@MainActor
@Suite("UIViewPropertyAnimator (UIKit code)")
struct PropertyAnimatorSpec {
  @Test("A new animator is inactive and applies nothing until it starts")
  func newAnimatorIsInactive() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .easeOut) { view.alpha = 0.2 }
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning && !animator.isReversed)
    #expect(animator.fractionComplete == 0)
    #expect(animator.duration == 0.05)
    #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
    #expect(!animator.pausesOnCompletion)
    #expect(view.alpha == 1)
  }

  @Test("Starting applies the changes to the views at once and completes at the end")
  func startAndComplete() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, dampingRatio: 0.7) {
      view.alpha = 0.2
    }
    var positions: [UIViewAnimatingPosition] = []
    var stateInCompletion: UIViewAnimatingState?
    animator.addCompletion { position in
      positions.append(position)
      stateInCompletion = animator.state
    }
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.alpha == 0.2)
    #expect(positions.isEmpty)
    let ended = await yielding { positions == [.end] }
    #expect(ended)
    #expect(stateInCompletion == .inactive)
    #expect(animator.state == .inactive && !animator.isRunning)
  }

  @Test("Animations added to an active animator apply at once")
  func addAnimationsWhileRunning() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear)
    animator.addAnimations { view.alpha = 0.5 }
    #expect(view.alpha == 1)
    animator.startAnimation()
    #expect(view.alpha == 0.5)
    animator.addAnimations({ view.backgroundColor = .systemRed }, delayFactor: 0.5)
    #expect(view.backgroundColor == .systemRed)
    var done = false
    animator.addCompletion { _ in done = true }
    let ended = await yielding { done }
    #expect(ended)
  }

  @Test("A paused animator is active but not running, and can be scrubbed, then resumed")
  func pauseScrubAndResume() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .easeInOut) {
      view.alpha = 0
    }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    animator.fractionComplete = 0.5
    #expect(animator.fractionComplete == 0.5)
    animator.startAnimation()
    #expect(animator.isRunning)
    let ended = await yielding { positions == [.end] }
    #expect(ended)
  }

  @Test("Setting the fraction of an inactive animator pauses it first")
  func scrubbingAnInactiveAnimator() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.fractionComplete = 0.25
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 0.25)
    animator.stopAnimation(true)
  }

  @Test("Stopping without finishing leaves the animator stopped until finished at a position")
  func stopThenFinish() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.stopAnimation(false)
    #expect(animator.state == .stopped && !animator.isRunning)
    #expect(positions.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)
  }

  @Test("Stopping and finishing at once calls no completion")
  func stopWithoutFinishing() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.stopAnimation(true)
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(positions.isEmpty)
  }

  @Test("A reversed animation completes at its start")
  func reversed() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.isReversed = true
    let ended = await yielding { positions == [.start] }
    #expect(ended)
  }

  @Test("A running property animator starts at once and reports its delay")
  func runningAnimator() async {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.03, delay: 0.02, options: [.curveEaseIn], animations: { view.alpha = 0.3 },
      completion: { positions.append($0) })
    #expect(animator.state == .active && animator.isRunning)
    #expect(animator.delay == 0.02)
    #expect(view.alpha == 0.3)
    let ended = await yielding { positions == [.end] }
    #expect(ended)
  }

  @Test("Awaiting an animator's completion returns where it ended")
  func awaitingCompletion() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.02, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    let position = await animator.addCompletion()
    #expect(position == .end)
    #expect(animator.state == .inactive)
  }

  @Test("A running animator nobody keeps still runs to its end")
  func discardedAnimatorCompletes() async {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.02, delay: 0, options: [], animations: { view.alpha = 0 },
      completion: { positions.append($0) })
    #expect(view.alpha == 0)
    let ended = await yielding { positions == [.end] }
    #expect(ended)
  }

  @Test("With pausesOnCompletion the animator stays active at the end and calls no completion")
  func pausesOnCompletion() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.03, curve: .linear) { view.alpha = 0 }
    animator.pausesOnCompletion = true
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    let ended = await yielding { !animator.isRunning }
    #expect(ended)
    #expect(animator.state == .active)
    #expect(animator.fractionComplete == 1)
    #expect(positions.isEmpty)
    animator.stopAnimation(true)
  }

  @Test("Timing parameters describe the curve")
  func timingParameters() {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
    let cubic = animator.timingParameters?.cubicTimingParameters
    #expect(cubic?.animationCurve == .easeIn)
    #expect(animator.timingParameters?.timingCurveType == .builtin)
    let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
    #expect(spring.timingParameters?.timingCurveType == .spring)
    #expect(spring.timingParameters?.springTimingParameters != nil)
    let custom = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(custom.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 1))
  }
}
