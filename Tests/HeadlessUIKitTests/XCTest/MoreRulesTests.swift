#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// The remaining behaviour rules, in classic XCTest.
  final class MoreRulesTests: XCTestCase {
    func testThatASheetThatIsModalInPresentationRefusesASwipe() {
      onMainActor {
        let spy = PresentationDelegateSpy()
        let root = UIViewController()
        let window = makeWindow(root: root)
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(sheet.presentationController?.userDismissInteractively(), false)
        XCTAssertEqual(spy.calls, ["didAttemptToDismiss"])
      }
    }

    func testThatChangingTabsMovesAppearance() {
      onMainActor {
        let log = EventLog()
        let tabs = UITabBarController()
        tabs.viewControllers = [
          RecordingViewController("A", log: log), RecordingViewController("B", log: log),
        ]
        let window = makeWindow(root: tabs)
        spinUntilQuiet(window)
        log.clear()
        tabs.selectedViewController = tabs.viewControllers?[1]
        spinUntilQuiet(window)
        XCTAssertEqual(
          appearanceEvents(log),
          [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear",
          ])
      }
    }

    func testThatShowPushesInANavigationControllerAndPresentsElsewhere() {
      onMainActor {
        let inside = UIViewController()
        let navigation = UINavigationController(rootViewController: inside)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        let pushed = UIViewController()
        inside.show(pushed, sender: nil)
        XCTAssertTrue(navigation.topViewController === pushed)
        spinUntilQuiet(window)
        let presented = UIViewController()
        pushed.present(UIViewController(), animated: false)
        spinUntilQuiet(window)
        let standalone = UIViewController()
        let other = makeWindow(root: standalone)
        standalone.show(presented, sender: nil)
        XCTAssertTrue(standalone.presentedViewController === presented)
        spinUntilQuiet(other)
      }
    }

    func testThatATriggeredSegueAsksShouldPerformSegue() {
      onMainActor {
        let source = SegueSource()
        let window = makeWindow(root: source)
        spinUntilQuiet(window)
        source.allows = false
        let trigger = UIView()
        source.view.addSubview(trigger)
        XCTAssertFalse(trigger.triggerDeclaredSegue(withIdentifier: "modal", sender: trigger))
        XCTAssertNil(source.presentedViewController)
        source.allows = true
        XCTAssertTrue(trigger.triggerDeclaredSegue(withIdentifier: "modal", sender: trigger))
        XCTAssertEqual(source.presentedViewController?.title, "modal")
        spinUntilQuiet(window)
      }
    }

    func testThatAHiddenUnreferencedWindowIsReleased() {
      onMainActor {
        weak var released: UIWindow?
        do {
          let window = makeWindow(root: UIViewController())
          spinUntilQuiet(window)
          window.isHidden = true
          spinUntilQuiet(window)
          released = window
        }
        XCTAssertNil(released)
      }
    }

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

    func testThatATransitionCoordinatorCompletesAfterTheTransition() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let modal = UIViewController()
        var events: [String] = []
        root.present(modal, animated: true) { events.append("completion") }
        XCTAssertTrue(modal.transitionCoordinator?.viewController(forKey: .to) === modal)
        modal.transitionCoordinator?.animate(
          alongsideTransition: { _ in events.append("alongside") },
          completion: { _ in events.append("coordinator") })
        XCTAssertEqual(events, ["alongside"])
        spinUntilQuiet(window)
        XCTAssertEqual(events, ["alongside", "coordinator", "completion"])
        XCTAssertNil(modal.transitionCoordinator)
      }
    }

    func testThatConsoleMessagesArePerWindow() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let quiet = makeWindow(root: UIViewController())
        HeadlessConsole.$printsToStandardError.withValue(false) {
          root.present(UIViewController(), animated: true)
          root.present(UIViewController(), animated: true)
        }
        XCTAssertEqual(window.consoleMessages.count, 1)
        XCTAssertEqual(window.consoleMessages.first?.controllerID, ObjectIdentifier(root))
        XCTAssertTrue(quiet.consoleMessages.isEmpty)
        spinUntilQuiet(window)
      }
    }
  }
#endif
