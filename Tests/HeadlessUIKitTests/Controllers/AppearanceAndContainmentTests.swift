#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// View loading, appearance and containment, in classic XCTest (sync, spinning the run loop).
  final class AppearanceAndContainmentTests: XCTestCase {
    func testThatTheViewLoadsLazilyOnce() {
      onMainActor {
        let log = EventLog()
        let controller = RecordingViewController("A", log: log)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        _ = controller.view
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
      }
    }

    func testThatViewDidAppearArrivesOnALaterTurnAfterMakeKeyAndVisible() {
      onMainActor {
        let log = EventLog()
        let window = makeWindow(root: RecordingViewController("A", log: log))
        XCTAssertEqual(appearanceEvents(log), ["A.viewWillAppear", "A.viewIsAppearing"])
        XCTAssertTrue(spin { log.events.contains("A.viewDidAppear") })
        XCTAssertEqual(
          appearanceEvents(log), ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        spinUntilQuiet(window)
      }
    }

    func testThatViewDidAppearArrivesOnALaterTurnAfterANonAnimatedPresent() {
      onMainActor {
        let log = EventLog()
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        root.present(RecordingViewController("B", log: log), animated: false)
        XCTAssertEqual(appearanceEvents(log), ["B.viewWillAppear", "B.viewIsAppearing"])
        spinUntilQuiet(window)
        XCTAssertEqual(appearanceEvents(log).last, "B.viewDidAppear")
      }
    }

    func testThatAnAnimatedPushLoadsBThenSwapsAppearanceInUIKitsOrder() {
      onMainActor {
        let log = EventLog()
        let navigation = UINavigationController(
          rootViewController: RecordingViewController("A", log: log))
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        log.clear()
        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        spinUntilQuiet(window)
        XCTAssertEqual(
          log.events.filter { !$0.contains("Layout") && !$0.contains("Move") },
          [
            "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
          ])
      }
    }

    func testThatAnAnimatedPopMirrorsThePush() {
      onMainActor {
        let log = EventLog()
        let navigation = UINavigationController(
          rootViewController: RecordingViewController("A", log: log))
        let window = makeWindow(root: navigation)
        navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
        spinUntilQuiet(window)
        log.clear()
        navigation.popViewController(animated: true)
        spinUntilQuiet(window)
        XCTAssertEqual(
          appearanceEvents(log),
          [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
            "A.viewDidAppear",
          ])
      }
    }

    func testThatTransitionFlagsAreTrueOnlyDuringTheirTransitions() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let modal = UIViewController()
        root.present(modal, animated: true)
        XCTAssertTrue(modal.isBeingPresented)
        spinUntilQuiet(window)
        XCTAssertFalse(modal.isBeingPresented)
        modal.dismiss(animated: true)
        XCTAssertTrue(modal.isBeingDismissed)
        spinUntilQuiet(window)
        XCTAssertFalse(modal.isBeingDismissed)

        let navigation = UINavigationController(rootViewController: UIViewController())
        let other = makeWindow(root: navigation)
        spinUntilQuiet(other)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        XCTAssertTrue(pushed.isMovingToParent)
        spinUntilQuiet(other)
        XCTAssertFalse(pushed.isMovingToParent)
        navigation.popViewController(animated: true)
        XCTAssertTrue(pushed.isMovingFromParent)
        spinUntilQuiet(other)
        XCTAssertFalse(pushed.isMovingFromParent)
      }
    }

    func testThatAddChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
      onMainActor {
        let log = EventLog()
        let parent = UIViewController()
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        XCTAssertEqual(log.events, ["C.willMove(toParent: parent)"])
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        XCTAssertEqual(
          log.events,
          [
            "C.willMove(toParent: parent)", "C.didMove(toParent: parent)",
            "C.willMove(toParent: nil)", "C.didMove(toParent: nil)",
          ])
        XCTAssertNil(child.parent)
      }
    }

    func testThatAppearanceIsForwardedOnlyToChildrenInTheParentsViewTree() {
      onMainActor {
        let log = EventLog()
        let parent = Container("P", log: log)
        parent.embed(RecordingViewController("In", log: log))
        parent.addChild(RecordingViewController("Out", log: log))
        let window = makeWindow(root: parent)
        spinUntilQuiet(window)
        XCTAssertTrue(log.events.contains("In.viewDidAppear"))
        XCTAssertFalse(log.events.contains { $0.hasPrefix("Out.view") && $0.contains("Appear") })
      }
    }

    func testThatAManualContainerDrivesAppearanceAndUnbalancedCallsAreLogged() {
      onMainActor {
        let collector = ConsoleCollector()
        let log = EventLog()
        let parent = Container("P", log: log)
        parent.forwardsAutomatically = false
        let child = RecordingViewController("C", log: log)
        parent.embed(child)
        let window = makeWindow(root: parent)
        spinUntilQuiet(window)
        XCTAssertFalse(log.events.contains("C.viewWillAppear"))
        collector.observe {
          child.beginAppearanceTransition(true, animated: false)
          child.endAppearanceTransition()
          child.endAppearanceTransition()
        }
        XCTAssertTrue(log.events.contains("C.viewDidAppear"))
        XCTAssertEqual(
          collector.texts, ["Unbalanced calls to begin/end appearance transitions for \(child)."])
      }
    }
  }
#endif
