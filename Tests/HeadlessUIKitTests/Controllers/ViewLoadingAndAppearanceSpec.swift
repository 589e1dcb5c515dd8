#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("View loading and appearance")
  struct ViewLoadingAndAppearanceSpec {
    @Test("The view loads lazily, once: loadView then viewDidLoad")
    func viewLoadsLazily() {
      let log = EventLog()
      let controller = RecordingViewController("A", log: log)
      #expect(!controller.isViewLoaded)
      #expect(controller.viewIfLoaded == nil)
      #expect(log.events.isEmpty)
      let view = controller.view
      #expect(controller.isViewLoaded)
      #expect(controller.viewIfLoaded === view)
      _ = controller.view
      controller.loadViewIfNeeded()
      #expect(log.events == ["A.loadView", "A.viewDidLoad"])
    }

    @Test("loadViewIfNeeded loads a view that is not loaded")
    func loadViewIfNeededLoads() {
      let log = EventLog()
      let controller = RecordingViewController("A", log: log)
      controller.loadViewIfNeeded()
      #expect(controller.isViewLoaded)
      #expect(log.events == ["A.loadView", "A.viewDidLoad"])
    }

    @Test(
      "A custom loadView's view is the controller's view and its next responder is the controller")
    func customLoadView() {
      final class Custom: UIViewController {
        let custom = UILabelLikeView()
        override func loadView() { view = custom }
      }
      let controller = Custom()
      #expect(controller.view === controller.custom)
      #expect(controller.view.next === controller)
    }

    @Test(
      "Appearing: viewWillAppear, the view enters the window, viewIsAppearing, then viewDidAppear")
    func appearanceOrder() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      var windowWhenIsAppearing: UIWindow?
      final class Probe: RecordingViewController {
        var onIsAppearing: (() -> Void)?
        override func viewIsAppearing(_ animated: Bool) {
          super.viewIsAppearing(animated)
          onIsAppearing?()
        }
      }
      let probe = Probe("P", log: log)
      probe.onIsAppearing = { windowWhenIsAppearing = probe.view.window }
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      root.present(probe, animated: false)
      await yieldUntilQuiet(window)
      #expect(
        log.events(of: "P").filter { !$0.contains("Layout") && !$0.contains("load") }
          == ["P.viewDidLoad", "P.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear"])
      #expect(windowWhenIsAppearing === window)
    }

    @Test("viewDidAppear is not delivered inside makeKeyAndVisible, but on a later turn")
    func didAppearIsDeferredAfterMakeKeyAndVisible() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      #expect(appearanceEvents(log) == ["A.viewWillAppear", "A.viewIsAppearing"])
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
    }

    @Test("viewDidAppear is not delivered inside present(animated: false), but on a later turn")
    func didAppearIsDeferredAfterNonAnimatedPresent() async {
      let log = EventLog()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let presented = RecordingViewController("B", log: log)
      root.present(presented, animated: false)
      #expect(appearanceEvents(log) == ["B.viewWillAppear", "B.viewIsAppearing"])
      await yieldUntilQuiet(window)
      #expect(appearanceEvents(log).last == "B.viewDidAppear")
    }

    @Test("Disappearing: viewWillDisappear now, viewDidDisappear later")
    func disappearanceOrder() async {
      let log = EventLog()
      let root = UIViewController()
      let window = makeWindow(root: root)
      let presented = RecordingViewController("B", log: log)
      root.present(presented, animated: false)
      await yieldUntilQuiet(window)
      log.clear()
      presented.dismiss(animated: false)
      #expect(appearanceEvents(log) == ["B.viewWillDisappear"])
      await yieldUntilQuiet(window)
      #expect(appearanceEvents(log) == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test(
      "Animated push A→B: B loads, A will disappear, B will appear, then A did disappear, B did appear"
    )
    func animatedPushOrder() async {
      let log = EventLog()
      let a = RecordingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: a)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      log.clear()
      let b = RecordingViewController("B", log: log)
      navigation.pushViewController(b, animated: true)
      #expect(
        log.events.filter { !$0.contains("Layout") && !$0.contains("Move") } == [
          "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
          "B.viewIsAppearing",
        ])
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log).suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test("Animated pop mirrors the push")
    func animatedPopOrder() async {
      let log = EventLog()
      let a = RecordingViewController("A", log: log)
      let b = RecordingViewController("B", log: log)
      let navigation = UINavigationController(rootViewController: a)
      let window = makeWindow(root: navigation)
      navigation.pushViewController(b, animated: false)
      await yieldUntilQuiet(window)
      log.clear()
      navigation.popViewController(animated: true)
      #expect(
        appearanceEvents(log) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == [
          "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
          "A.viewDidAppear",
        ])
    }

    @Test("isBeingPresented and isBeingDismissed are true only during their transitions")
    func beingPresentedFlags() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      final class Flags: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
          seen.append("willAppear \(isBeingPresented)")
        }
        override func viewDidAppear(_ animated: Bool) {
          seen.append("didAppear \(isBeingPresented)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          seen.append("willDisappear \(isBeingDismissed)")
        }
        override func viewDidDisappear(_ animated: Bool) {
          seen.append("didDisappear \(isBeingDismissed)")
        }
      }
      let presented = Flags()
      root.present(presented, animated: true)
      #expect(presented.isBeingPresented)
      await yieldUntilQuiet(window)
      #expect(!presented.isBeingPresented)
      presented.dismiss(animated: true)
      #expect(presented.isBeingDismissed)
      await yieldUntilQuiet(window)
      #expect(!presented.isBeingDismissed)
      #expect(
        presented.seen == [
          "willAppear true", "didAppear true", "willDisappear true", "didDisappear true",
        ])
    }

    @Test("isMovingToParent and isMovingFromParent are true only during push and pop")
    func movingFlags() async {
      final class Flags: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
          seen.append("willAppear \(isMovingToParent)")
        }
        override func viewDidAppear(_ animated: Bool) {
          seen.append("didAppear \(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          seen.append("willDisappear \(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
          seen.append("didDisappear \(isMovingFromParent)")
        }
      }
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let pushed = Flags()
      navigation.pushViewController(pushed, animated: true)
      await yieldUntilQuiet(window)
      #expect(!pushed.isMovingToParent)
      navigation.popViewController(animated: true)
      #expect(pushed.isMovingFromParent)
      await yieldUntilQuiet(window)
      #expect(!pushed.isMovingFromParent)
      #expect(
        pushed.seen == [
          "willAppear true", "didAppear true", "willDisappear true", "didDisappear true",
        ])
    }

    @Test("Layout callbacks run around layoutSubviews when the view lays out")
    func layoutCallbacks() async {
      let log = EventLog()
      let controller = RecordingViewController("A", log: log)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      log.clear()
      controller.view.setNeedsLayout()
      controller.view.layoutIfNeeded()
      #expect(log.events == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
      log.clear()
      controller.view.setNeedsLayout()
      #expect(log.events.isEmpty)
      await yieldUntilQuiet(window)
      #expect(log.events == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test("Hiding a window makes its root controller disappear")
    func hidingTheWindow() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      log.clear()
      window.isHidden = true
      #expect(appearanceEvents(log) == ["A.viewWillDisappear"])
      await yieldUntilQuiet(window)
      #expect(appearanceEvents(log) == ["A.viewWillDisappear", "A.viewDidDisappear"])
      #expect(!window.isKeyWindow)
    }

    @Test("Replacing a visible window's root controller swaps appearance")
    func replacingTheRoot() async {
      let log = EventLog()
      let window = makeWindow(root: RecordingViewController("A", log: log))
      await yieldUntilQuiet(window)
      log.clear()
      window.rootViewController = RecordingViewController("B", log: log)
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == [
          "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
          "B.viewDidAppear",
        ])
    }
  }

  /// A view subclass used as a custom root view.
  final class UILabelLikeView: UIView {}
#endif
