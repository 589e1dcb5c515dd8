#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Page view controllers, toolbars and property animators, in classic XCTest (sync, on the
  /// main thread, spinning the main run loop).
  final class PagesAndToolbarsTests: XCTestCase {
    func testThatAUserSwipeTurnsThePageAndTellsTheDelegateAfterTheAnimation() {
      onMainActor {
        let book = PageBook("one", "two")
        let pages = UIPageViewController(
          transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = makeWindow(root: pages)
        spinUntilQuiet(window)

        XCTAssertTrue(pages.userSwipe(.forward))
        XCTAssertEqual(pages.viewControllers, [book.pages[1]])
        XCTAssertEqual(book.calls, ["after one", "willTransitionTo [\"two\"]"])
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(
          book.calls.last, "didFinishAnimating true [\"one\"] true, showing [\"two\"]")
        XCTAssertEqual(book.pages[1].log.last, "didMove(parent)")
        XCTAssertEqual(pages.children, [book.pages[1]])

        XCTAssertFalse(pages.userSwipe(.forward))
        XCTAssertEqual(book.calls.last, "after two")
        window.isHidden = true
      }
    }

    func testThatSetViewControllersCompletesAfterTheAppearanceCallbacks() {
      onMainActor {
        let book = PageBook("one", "two")
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = makeWindow(root: pages)
        spinUntilQuiet(window)
        var logAtCompletion: [String] = []
        pages.setViewControllers([book.pages[1]], direction: .reverse, animated: true) { _ in
          logAtCompletion = book.pages[1].log
        }
        XCTAssertTrue(spin { !logAtCompletion.isEmpty })
        XCTAssertEqual(
          logAtCompletion, ["willMove(parent)", "willAppear", "didAppear", "didMove(parent)"])
        window.isHidden = true
      }
    }

    func testThatTheNavigationToolbarFollowsTheTopControllerAndATapHidesTheBars() {
      onMainActor {
        let root = UIViewController()
        let add = UIBarButtonItem(systemItem: .add)
        root.toolbarItems = [add]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        navigation.hidesBarsOnTap = true
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        XCTAssertEqual(navigation.toolbar.items, [add])

        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        XCTAssertEqual(navigation.toolbar.items, nil)
        spinUntilQuiet(window)
        navigation.popViewController(animated: true)
        XCTAssertEqual(navigation.toolbar.items, [add])
        spinUntilQuiet(window)

        XCTAssertTrue(navigation.userTapContentArea())
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.isToolbarHidden)
        XCTAssertTrue(navigation.userTapContentArea())
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertFalse(navigation.isToolbarHidden)
        window.isHidden = true
      }
    }

    func testThatAPropertyAnimatorCompletesAtTheEndOfItsDuration() {
      onMainActor {
        let controller = UIViewController()
        let window = makeWindow(root: controller)
        spinUntilQuiet(window)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.05, curve: .easeOut) {
          controller.view.alpha = 0.4
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(controller.view.alpha, 0.4)
        XCTAssertEqual(window.pendingTimers.map(\.label), ["property animator"])
        XCTAssertTrue(spin { positions == [.end] })
        XCTAssertEqual(animator.state, .inactive)
        window.isHidden = true
      }
    }
  }
#endif
