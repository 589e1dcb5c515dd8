#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Navigation and presentation rules: sheets, show, segues, popovers, transition coordinators, rapid presentations and pushes, in classic XCTest.
  final class NavigationRulesTests: XCTestCase {
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

    func testThatAPopoverAdaptsToASheetUnlessTheDelegateSaysNone() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let adapted = UIViewController()
        adapted.modalPresentationStyle = .popover
        adapted.popoverPresentationController?.sourceView = root.view
        root.present(adapted, animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(adapted.presentationController?.adaptivePresentationStyle, .pageSheet)
        adapted.dismiss(animated: false)
        spinUntilQuiet(window)
        let spy = PresentationDelegateSpy()
        spy.style = .none
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.delegate = spy
        popover.popoverPresentationController?.sourceView = root.view
        root.present(popover, animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(popover.presentationController?.adaptivePresentationStyle, .popover)
      }
    }

    func testThatPerformSegueShowsTheDeclaredDestinationAfterPrepare() {
      onMainActor {
        let source = SegueSource()
        let navigation = UINavigationController(rootViewController: source)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        source.allows = false
        source.performSegue(withIdentifier: "detail", sender: nil)
        XCTAssertEqual(source.calls, ["prepare detail → detail shown: false"])
        XCTAssertEqual(navigation.topViewController?.title, "detail")
        spinUntilQuiet(window)
      }
    }

    func testThatOneHundredRapidPresentationsInTheirOwnWindowsAllAppear() {
      onMainActor {
        var windows: [UIWindow] = []
        var presented: [AppearanceCounter] = []
        for _ in 0..<100 {
          let host = UIViewController()
          windows.append(makeWindow(root: host))
          let controller = AppearanceCounter()
          host.present(controller, animated: true)
          presented.append(controller)
        }
        XCTAssertTrue(spin(timeout: 5) { presented.allSatisfy { $0.didAppearCount == 1 } })
        for window in windows { window.isHidden = true }
      }
    }

    func testThatOneHundredRapidPushesInTheirOwnWindowsAllAppear() {
      onMainActor {
        var windows: [UIWindow] = []
        var pushed: [AppearanceCounter] = []
        for _ in 0..<100 {
          let navigation = UINavigationController(rootViewController: UIViewController())
          windows.append(makeWindow(root: navigation))
          let controller = AppearanceCounter()
          navigation.pushViewController(controller, animated: true)
          pushed.append(controller)
        }
        XCTAssertTrue(spin(timeout: 5) { pushed.allSatisfy { $0.didAppearCount == 1 } })
        for window in windows { window.isHidden = true }
      }
    }
  }
#endif
