#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Bar rules: tabs, bar button items, the tab bar delegate, in classic XCTest.
  final class BarRulesTests: XCTestCase {
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

    func testThatABarButtonItemRunsItsPrimaryAction() {
      onMainActor {
        var taps = 0
        let item = UIBarButtonItem(
          title: "Save", image: nil, primaryAction: UIAction { _ in taps += 1 })
        XCTAssertTrue(item.userTap())
        item.isEnabled = false
        XCTAssertFalse(item.userTap())
        XCTAssertEqual(taps, 1)
      }
    }

    func testThatTheTabBarDelegateHearsOnlyUserTaps() {
      onMainActor {
        let spy = TabBarDelegateSpy()
        let tabs = UITabBarController()
        tabs.delegate = spy
        tabs.setViewControllers([titled("one"), titled("two")], animated: false)
        let window = makeWindow(root: tabs)
        spinUntilQuiet(window)
        tabs.selectedIndex = 1
        XCTAssertEqual(spy.calls, [])
        XCTAssertTrue(tabs.userSelectTab(at: 0))
        XCTAssertEqual(spy.calls, ["shouldSelect one", "didSelect one"])
        spinUntilQuiet(window)
      }
    }
  }
#endif
