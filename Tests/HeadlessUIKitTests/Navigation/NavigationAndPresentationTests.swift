#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Navigation controller and modal presentation rules, in classic XCTest.
  final class NavigationAndPresentationTests: XCTestCase {
    func testThatTheStackChangesAtOnceAndTheDelegateHearsDidShowLater() {
      onMainActor {
        let spy = NavigationDelegateSpy()
        let navigation = UINavigationController(rootViewController: titled("a"))
        navigation.delegate = spy
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        let b = titled("b")
        navigation.pushViewController(b, animated: true)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(spy.calls, ["willShow b true"])
        spinUntilQuiet(window)
        XCTAssertEqual(spy.calls, ["willShow b true", "didShow b true"])
      }
    }

    func testThatViewControllersAssignmentAndPopsReturnWhatTheyPopped() {
      onMainActor {
        let (a, b, c) = (titled("a"), titled("b"), titled("c"))
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [a, b, c]
        XCTAssertEqual(navigation.viewControllers, [a, b, c])
        XCTAssertTrue(navigation.popViewController(animated: false) === c)
        navigation.pushViewController(c, animated: false)
        XCTAssertEqual(navigation.popToRootViewController(animated: false), [b, c])
        XCTAssertTrue(navigation.definesPresentationContext)
      }
    }

    func testThatANestedPushLogsUIKitsMessages() {
      onMainActor {
        let collector = ConsoleCollector()
        let navigation = UINavigationController(rootViewController: titled("a"))
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        let b = titled("b")
        collector.observe {
          navigation.pushViewController(b, animated: true)
          navigation.pushViewController(titled("c"), animated: true)
        }
        XCTAssertEqual(
          collector.texts,
          [
            "nested push animation can result in corrupted navigation bar",
            "Unbalanced calls to begin/end appearance transitions for \(b).",
          ])
        spinUntilQuiet(window)
      }
    }

    func testThatTheBackButtonPops() {
      onMainActor {
        let navigation = UINavigationController(rootViewController: titled("a"))
        let window = makeWindow(root: navigation)
        navigation.pushViewController(titled("b"), animated: false)
        spinUntilQuiet(window)
        XCTAssertTrue(navigation.userTapBackButton())
        spinUntilQuiet(window)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["a"])
      }
    }

    func testThatPresentationIsForwardedToTheRootAncestorAndCompletesAfterViewDidAppear() {
      onMainActor {
        let log = EventLog()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        let modal = RecordingViewController("M", log: log)
        child.present(modal, animated: true) { log.record("completion") }
        XCTAssertTrue(modal.presentingViewController === navigation)
        XCTAssertTrue(child.presentedViewController === modal)
        spinUntilQuiet(window)
        XCTAssertEqual(Array(log.events.suffix(2)), ["M.viewDidAppear", "completion"])
      }
    }

    func testThatCurrentContextGoesToTheContextDefiningAncestor() {
      onMainActor {
        let outer = Container("O", log: EventLog())
        let context = Container("C", log: EventLog())
        context.definesPresentationContext = true
        let inner = UIViewController()
        outer.embed(context)
        context.embed(inner)
        let window = makeWindow(root: outer)
        spinUntilQuiet(window)
        let modal = UIViewController()
        modal.modalPresentationStyle = .overCurrentContext
        inner.present(modal, animated: false)
        XCTAssertTrue(modal.presentingViewController === context)
        spinUntilQuiet(window)
        XCTAssertTrue(context.view.window === window)
      }
    }

    func testThatPresentationConflictsLogUIKitsMessages() {
      onMainActor {
        let collector = ConsoleCollector()
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let (first, second, third) = (UIViewController(), UIViewController(), UIViewController())
        let orphan = UIViewController()
        collector.observe {
          root.present(first, animated: true)
          root.present(second, animated: true)
          root.dismiss(animated: true)
        }
        spinUntilQuiet(window)
        collector.observe {
          root.present(third, animated: false)
          orphan.present(second, animated: false)
        }
        XCTAssertEqual(
          collector.texts,
          [
            "Attempt to present \(second) on \(root) (from \(root)) while a presentation is in progress.",
            "Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!",
            "Attempt to present \(third) on \(root) (from \(root)) which is already presenting \(first).",
            "Attempt to present \(second) on \(orphan) (from \(orphan)) whose view is not in the window hierarchy.",
          ])
      }
    }

    func testThatDismissLowerInAChainDismissesEverythingAbove() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let b = UIViewController()
        let c = UIViewController()
        root.present(b, animated: false)
        spinUntilQuiet(window)
        b.present(c, animated: false)
        spinUntilQuiet(window)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        spinUntilQuiet(window)
        XCTAssertTrue(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(c.presentingViewController)
      }
    }

    func testThatAPageSheetLeavesThePresenterAloneButFullScreenDoesNot() {
      onMainActor {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        log.clear()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        spinUntilQuiet(window)
        sheet.dismiss(animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(appearanceEvents(log), [])
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(appearanceEvents(log), ["A.viewWillDisappear", "A.viewDidDisappear"])
      }
    }

    func testThatOnlyAnInteractiveDismissalTellsThePresentationDelegate() {
      onMainActor {
        let spy = PresentationDelegateSpy()
        let root = UIViewController()
        let window = makeWindow(root: root)
        let sheet = UIViewController()
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: false)
        spinUntilQuiet(window)
        sheet.dismiss(animated: false)
        spinUntilQuiet(window)
        XCTAssertEqual(spy.calls, [])
        root.present(sheet, animated: false)
        spinUntilQuiet(window)
        XCTAssertTrue(sheet.presentationController?.userDismissInteractively() == true)
        spinUntilQuiet(window)
        XCTAssertEqual(spy.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
      }
    }
  }
#endif
