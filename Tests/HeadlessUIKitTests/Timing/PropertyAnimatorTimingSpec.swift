#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("UIViewPropertyAnimator timing (virtual time)")
  struct PropertyAnimatorTimingSpec {
    @Test("The end is a timer of the animated views' window, frozen at layer speed 0")
    func endIsAWindowTimer() {
      let controller = UIViewController()
      let window = makeWindow(root: controller)
      window.layer.speed = 0
      let box = UIView()
      controller.view.addSubview(box)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
        box.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
      }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
      let timers = window.pendingTimers.filter { $0.label == "property animator" }
      #expect(timers.count == 1)
      #expect(timers.first?.dueTime == nil)
      #expect(positions.isEmpty)
      timers.first?.fire()
      #expect(positions == [.end])
      #expect(animator.state == .inactive)
      window.isHidden = true
    }

    @Test("A stopped animator's end never comes, even when its timer fires")
    func stoppedAnimatorNeverEnds() {
      let controller = UIViewController()
      let window = makeWindow(root: controller)
      window.layer.speed = 0
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
        controller.view.alpha = 0.5
      }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      animator.stopAnimation(true)
      for timer in window.pendingTimers { timer.fire() }
      #expect(positions.isEmpty)
      #expect(animator.state == .inactive)

      let paused = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
        controller.view.alpha = 0.7
      }
      paused.addCompletion { positions.append($0) }
      paused.startAnimation()
      paused.pauseAnimation()
      for timer in window.pendingTimers { timer.fire() }
      #expect(positions.isEmpty)
      #expect(paused.state == .active)
      paused.startAnimation()
      for timer in window.pendingTimers { timer.fire() }
      #expect(positions == [.end])
      window.isHidden = true
    }

    @Test("With animations disabled the animator ends on the next turn")
    func disabledAnimations() async {
      let controller = UIViewController()
      let window = makeWindow(root: controller)
      var positions: [UIViewAnimatingPosition] = []
      UIView.performWithoutAnimation {
        let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) {
          controller.view.alpha = 0.5
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
      }
      #expect(window.pendingTimers.isEmpty)
      #expect(positions.isEmpty)
      await yieldUntilQuiet(window)
      #expect(positions == [.end])
      window.isHidden = true
    }

    @Test("Finishing an animator that is not stopped reports UIKit's exception")
    func finishingARunningAnimator() {
      let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear) {}
      animator.startAnimation()
      withKnownIssue {
        animator.finishAnimation(at: .end)
      } matching: { issue in
        message(of: issue)
          == "finishAnimationAtPosition: should only be called on a stopped animator!"
      }
      #expect(animator.state == .active)
      animator.stopAnimation(true)
    }
  }
#endif
