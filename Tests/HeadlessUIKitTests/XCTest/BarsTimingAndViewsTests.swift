#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Bar items, tab bars, popovers, timing, views and segues, in classic XCTest.
  final class BarsTimingAndViewsTests: XCTestCase {
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

    func testThatFirstResponderStatusIsOnePerWindow() {
      onMainActor {
        let window = UIWindow()
        let first = FocusableView()
        let second = FocusableView()
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(second.isFirstResponder)
      }
    }

    func testThatViewWithTagSearchesTheSubtree() {
      onMainActor {
        let root = UIView()
        let leaf = UIView()
        leaf.tag = 42
        root.addSubview(UIView())
        root.subviews[0].addSubview(leaf)
        XCTAssertTrue(root.viewWithTag(42) === leaf)
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
