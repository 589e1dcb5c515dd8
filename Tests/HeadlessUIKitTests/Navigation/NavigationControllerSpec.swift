#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// Records a navigation controller delegate's calls.
  @MainActor
  final class NavigationDelegateSpy: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      calls.append("willShow \(viewController.title ?? "?") \(animated)")
    }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      calls.append("didShow \(viewController.title ?? "?") \(animated)")
    }
  }

  /// A navigation controller that answers its bar's `navigationBar(_:shouldPop:)`, as apps do to
  /// guard the back button, and records what its bar asks and tells.
  @MainActor
  final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
    var allowsPop = true
    var popsItself = false
    var calls: [String] = []

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      calls.append(
        "shouldPop \(item.title ?? "?"): \(viewControllers.count) controllers, "
          + "\(navigationBar.items?.count ?? 0) items")
      if popsItself, allowsPop { popViewController(animated: true) }
      return allowsPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
      calls.append("didPop \(item.title ?? "?")")
    }
  }

  @MainActor
  func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @MainActor
  @Suite("Navigation controller")
  struct NavigationControllerSpec {
    @Test("Pushing a controller already on the stack reports UIKit's exception and is ignored")
    func pushingTwice() {
      let root = titled("root")
      let navigation = UINavigationController(rootViewController: root)
      withKnownIssue {
        navigation.pushViewController(root, animated: false)
      } matching: { issue in
        message(of: issue)
          == "Pushing the same view controller instance more than once is not supported (\(root))"
      }
      #expect(navigation.viewControllers == [root])
    }

    @Test("Pushing a navigation controller reports UIKit's exception and is ignored")
    func pushingANavigationController() {
      let root = titled("root")
      let navigation = UINavigationController(rootViewController: root)
      withKnownIssue {
        navigation.pushViewController(
          UINavigationController(rootViewController: titled("inner")), animated: false)
      } matching: { issue in
        message(of: issue) == "Pushing a navigation controller is not supported"
      }
      #expect(navigation.viewControllers == [root])
    }

    @Test("Assigning viewControllers is setViewControllers(_:animated: false)")
    func assigningViewControllers() async {
      let spy = NavigationDelegateSpy()
      let navigation = UINavigationController(rootViewController: titled("a"))
      navigation.delegate = spy
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let b = titled("b")
      let c = titled("c")
      navigation.viewControllers = [b, c]
      #expect(navigation.viewControllers == [b, c])
      #expect(navigation.children == [b, c] || navigation.children.contains(c))
      await yieldUntilQuiet(window)
      #expect(spy.calls == ["willShow c false", "didShow c false"])
      #expect(navigation.children == [b, c])
      #expect(c.view.window === window)
    }

    @Test("pop, popTo and popToRoot return what they popped")
    func popsReturnWhatTheyPopped() {
      let a = titled("a")
      let b = titled("b")
      let c = titled("c")
      let d = titled("d")
      let navigation = UINavigationController(rootViewController: a)
      navigation.viewControllers = [a, b, c, d]
      #expect(navigation.popViewController(animated: false) === d)
      #expect(navigation.popToViewController(b, animated: false) == [c])
      navigation.pushViewController(c, animated: false)
      #expect(navigation.popToRootViewController(animated: false) == [b, c])
      #expect(navigation.popViewController(animated: false) == nil)
      #expect(navigation.viewControllers == [a])
    }

    @Test("Popping to a controller not on the stack reports UIKit's exception")
    func popToUnknown() {
      let navigation = UINavigationController(rootViewController: titled("a"))
      withKnownIssue {
        #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
      } matching: { issue in
        message(of: issue) == "Tried to pop to a view controller that doesn't exist."
      }
    }

    @Test("The stack changes at once; appearance callbacks and didShow come later")
    func stackChangesAtOnce() async {
      let log = EventLog()
      let spy = NavigationDelegateSpy()
      let navigation = UINavigationController(rootViewController: titled("a"))
      navigation.delegate = spy
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let b = RecordingViewController("B", log: log)
      b.title = "b"
      navigation.pushViewController(b, animated: true)
      #expect(navigation.topViewController === b)
      #expect(navigation.viewControllers.count == 2)
      #expect(b.navigationController === navigation)
      #expect(!log.events.contains("B.viewDidAppear"))
      #expect(spy.calls == ["willShow b true"])
      #expect(window.hasTransitionInFlight)
      await yieldUntilQuiet(window)
      #expect(log.events.contains("B.viewDidAppear"))
      #expect(spy.calls == ["willShow b true", "didShow b true"])
    }

    @Test("A push during a push logs the nested-push and unbalanced messages")
    func nestedPush() async {
      let collector = ConsoleCollector()
      let navigation = UINavigationController(rootViewController: titled("a"))
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let b = titled("b")
      let c = titled("c")
      collector.observe {
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
      }
      #expect(
        collector.texts == [
          "nested push animation can result in corrupted navigation bar",
          "Unbalanced calls to begin/end appearance transitions for \(b).",
        ])
      await yieldUntilQuiet(window)
      #expect(navigation.viewControllers.map(\.title) == ["a", "b", "c"])
      #expect(c.view.window === window)
      #expect(b.view.window == nil)
    }

    @Test("viewWillAppear sees a transition coordinator; its completion runs after viewDidAppear")
    func transitionCoordinator() async {
      final class Coordinated: RecordingViewController {
        var from: UIViewController?
        var wasAnimated = false
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          from = transitionCoordinator?.viewController(forKey: .from)
          wasAnimated = transitionCoordinator?.isAnimated ?? false
          transitionCoordinator?.animate(
            alongsideTransition: { _ in self.log.record("\(self.name).alongside") },
            completion: { context in
              self.log.record("\(self.name).coordinatorCompletion \(context.isCancelled)")
            })
        }
      }
      let log = EventLog()
      let root = titled("root")
      let navigation = UINavigationController(rootViewController: root)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let pushed = Coordinated("B", log: log)
      navigation.pushViewController(pushed, animated: true)
      #expect(pushed.from === root)
      #expect(pushed.wasAnimated)
      #expect(pushed.transitionCoordinator != nil)
      await yieldUntilQuiet(window)
      #expect(
        log.events.filter { !$0.contains("Layout") && !$0.contains("Move") && !$0.contains("load") }
          == [
            "B.viewDidLoad", "B.viewWillAppear", "B.alongside", "B.viewIsAppearing",
            "B.viewDidAppear", "B.coordinatorCompletion false",
          ])
      #expect(pushed.transitionCoordinator == nil)
      let modal = Coordinated("M", log: log)
      pushed.present(modal, animated: false)
      #expect(modal.from === navigation)
      #expect(!modal.wasAnimated)
      await yieldUntilQuiet(window)
      #expect(log.events.last == "M.coordinatorCompletion false")
    }

    @Test("A navigation controller defines the presentation context")
    func definesPresentationContext() {
      #expect(
        UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
      #expect(!UIViewController().definesPresentationContext)
    }

    @Test("visibleViewController is the top's presented controller, else the top")
    func visibleViewController() async {
      let top = titled("a")
      let navigation = UINavigationController(rootViewController: top)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(navigation.visibleViewController === top)
      let modal = titled("modal")
      top.present(modal, animated: false)
      #expect(navigation.visibleViewController === modal)
      await yieldUntilQuiet(window)
    }

    @Test("The back button pops, animated, unless the top hides it")
    func backButton() async {
      let a = titled("a")
      let b = titled("b")
      let navigation = UINavigationController(rootViewController: a)
      let window = makeWindow(root: navigation)
      navigation.pushViewController(b, animated: false)
      await yieldUntilQuiet(window)
      b.navigationItem.hidesBackButton = true
      #expect(!navigation.userTapBackButton())
      b.navigationItem.hidesBackButton = false
      #expect(navigation.userTapBackButton())
      #expect(navigation.viewControllers == [a])
      #expect(!navigation.userTapBackButton())
      await yieldUntilQuiet(window)
      #expect(b.parent == nil)
    }

    /// A guarded navigation controller in a window showing controllers titled `titles`, bottom
    /// first, after the pushes settled.
    private func guardedStack(_ titles: String...) async -> (
      GuardedNavigationController, [UIViewController], UIWindow
    ) {
      let controllers = titles.map(titled)
      let navigation = GuardedNavigationController(rootViewController: controllers[0])
      let window = makeWindow(root: navigation)
      for controller in controllers.dropFirst() {
        navigation.pushViewController(controller, animated: false)
      }
      await yieldUntilQuiet(window)
      return (navigation, controllers, window)
    }

    @Test("A tap on the back button asks the bar's delegate first; false keeps the stack")
    func backButtonAsksTheBar() async {
      let (navigation, stack, window) = await guardedStack("a", "b")
      let (a, b) = (stack[0], stack[1])
      navigation.allowsPop = false
      #expect(navigation.userTapBackButton())
      await yieldUntilQuiet(window)
      #expect(navigation.viewControllers == [a, b])
      #expect(navigation.calls == ["shouldPop b: 2 controllers, 2 items"])

      navigation.calls = []
      navigation.allowsPop = true
      #expect(navigation.userTapBackButton())
      #expect(navigation.viewControllers == [a])
      #expect(navigation.calls == ["shouldPop b: 2 controllers, 2 items"])
      await yieldUntilQuiet(window)
      #expect(navigation.calls == ["shouldPop b: 2 controllers, 2 items", "didPop b"])
    }

    @Test("A delegate that pops on its own while asked pops once")
    func delegatePopsItself() async {
      let (navigation, stack, window) = await guardedStack("a", "b", "c")
      navigation.popsItself = true
      #expect(navigation.userTapBackButton())
      await yieldUntilQuiet(window)
      #expect(navigation.viewControllers == Array(stack.prefix(2)))
      #expect(navigation.calls == ["shouldPop c: 3 controllers, 3 items", "didPop c"])
    }

    @Test("A pop in code asks the bar after the stack changed, while the bar still has the item")
    func popInCodeAsksTheBar() async {
      let (navigation, stack, window) = await guardedStack("a", "b")
      let a = stack[0]
      // Its answer cannot undo a pop made in code.
      navigation.allowsPop = false
      navigation.popViewController(animated: true)
      #expect(navigation.viewControllers == [a])
      #expect(navigation.calls == ["shouldPop b: 1 controllers, 2 items"])
      #expect(navigation.navigationBar.items == [a.navigationItem])
      await yieldUntilQuiet(window)
      #expect(navigation.calls == ["shouldPop b: 1 controllers, 2 items", "didPop b"])
    }

    @Test(
      "A navigation controller's bar answers to it; setting another delegate is UIKit's exception")
    func navigationBarDelegate() {
      let guarded = GuardedNavigationController(rootViewController: titled("a"))
      #expect(guarded.navigationBar.delegate === guarded)
      let plain = UINavigationController(rootViewController: titled("a"))
      #expect(plain.navigationBar.delegate == nil)
      withKnownIssue {
        plain.navigationBar.delegate = guarded
      } matching: { issue in
        message(of: issue)
          == "Cannot manually set the delegate on a UINavigationBar managed by a controller."
      }
      #expect(plain.navigationBar.delegate == nil)
      let standalone = UINavigationBar(frame: .zero)
      standalone.delegate = guarded
      #expect(standalone.delegate === guarded)
    }

    @Test("The navigation bar shows the stack's items; the back item is the one below the top")
    func navigationBarItems() {
      let a = titled("a")
      let b = titled("b")
      let navigation = UINavigationController(rootViewController: a)
      navigation.pushViewController(b, animated: false)
      #expect(navigation.navigationBar.topItem === b.navigationItem)
      #expect(navigation.navigationBar.backItem === a.navigationItem)
      #expect(b.navigationItem.title == "b")
    }

    @Test("A push before the navigation controller is in a window changes the stack only")
    func pushOffscreen() {
      let log = EventLog()
      let navigation = UINavigationController(rootViewController: titled("a"))
      let b = RecordingViewController("B", log: log)
      navigation.pushViewController(b, animated: true)
      #expect(navigation.topViewController === b)
      #expect(log.events == ["B.willMove(toParent: parent)", "B.didMove(toParent: parent)"])
    }
  }
#endif
