#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Timing rules: virtual time, disabled animations, layer speed, in classic XCTest.
  final class TimingRulesTests: XCTestCase {
    func testThatVirtualTimeFiresOnlyTheGivenWindowsTimersOnce() {
      onMainActor {
        let first = makeWindow(root: UIViewController())
        let second = makeWindow(root: UIViewController())
        spinUntilQuiet(first)
        spinUntilQuiet(second)
        var completions = 0
        let view = UIView()
        first.addSubview(view)
        UIView.animate(
          withDuration: 60, animations: { view.alpha = 0 }, completion: { _ in completions += 1 })
        let other = UIView()
        second.addSubview(other)
        UIView.animate(withDuration: 60, animations: { other.alpha = 0 })
        XCTAssertEqual(HeadlessScheduler.advance([first], through: .now() + 61), 1)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(second.pendingTimers.count, 1)
        XCTAssertEqual(HeadlessScheduler.advance([first], through: .now() + 61), 0)
        HeadlessScheduler.fireNextTimer(in: [second])
        XCTAssertTrue(second.pendingTimers.isEmpty)
      }
    }

    func testThatDisabledAnimationsApplyAtOnceAndCompleteOnALaterTurn() {
      onMainActor {
        let view = UIView()
        var finished = false
        UIView.performWithoutAnimation {
          UIView.animate(
            withDuration: 5, animations: { view.alpha = 0 }, completion: { _ in finished = true })
        }
        XCTAssertEqual(view.alpha, 0)
        XCTAssertFalse(finished)
        XCTAssertTrue(spin { finished })
      }
    }

    func testThatLayerSpeedScalesAnimationTimeAndZeroFreezesIt() {
      onMainActor {
        let window = makeWindow(root: UIViewController())
        spinUntilQuiet(window)
        window.layer.speed = 1000
        let modal = UIViewController()
        window.rootViewController?.present(modal, animated: true)
        XCTAssertTrue(spin(timeout: 0.2) { !modal.isBeingPresented })
        modal.dismiss(animated: false)
        spinUntilQuiet(window)
        window.layer.speed = 0
        window.rootViewController?.present(modal, animated: true)
        XCTAssertNil(window.pendingTimers.first?.dueTime)
        XCTAssertNotNil(HeadlessScheduler.fireNextTimer(in: [window]))
        XCTAssertFalse(modal.isBeingPresented)
      }
    }
  }
#endif
