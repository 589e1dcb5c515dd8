#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// Records a tab bar controller delegate's calls.
  @MainActor
  final class TabBarDelegateSpy: NSObject, UITabBarControllerDelegate {
    var calls: [String] = []
    var allows = true
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      calls.append("shouldSelect \(viewController.title ?? "?")")
      return allows
    }
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      calls.append("didSelect \(viewController.title ?? "?")")
    }
  }

  @MainActor
  @Suite("Bar items, tab bar, popovers")
  struct BarItemsTabBarPopoversSpec {
    @Test("A bar button item's user tap runs its primaryAction with the item as sender")
    func barButtonItemPrimaryAction() {
      var senders: [Any?] = []
      let item = UIBarButtonItem(
        primaryAction: UIAction(title: "Add") { action in senders.append(action.sender) })
      #expect(item.title == "Add")
      #expect(item.userTap())
      #expect(senders.count == 1)
      #expect((senders.first as? UIBarButtonItem) === item)
      item.isEnabled = false
      #expect(!item.userTap())
      #expect(senders.count == 1)
    }

    @Test("UIKit's bar button item initialisers set title, image, style and system item")
    func barButtonItemInitialisers() {
      // A system item has no title or label of its own in UIKit: its view draws them.
      let done = UIBarButtonItem(systemItem: .done)
      #expect(done.title == nil)
      #expect(done.accessibilityLabel == nil)
      #expect(done.style == .done)
      #expect(done.systemItem == .done)
      let add = UIBarButtonItem(barButtonSystemItem: .add, primaryAction: nil, menu: nil)
      #expect(add.title == nil)
      #expect(add.accessibilityLabel == nil)
      #expect(add.systemItem == .add)
      let image = UIImage(systemName: "gear")
      let titled = UIBarButtonItem(title: "Settings", image: image, primaryAction: nil, menu: nil)
      #expect(titled.title == "Settings")
      #expect(titled.image == image)
      #expect(UIBarButtonItem().style == .plain)
      let item = UINavigationItem(title: "Home")
      item.rightBarButtonItems = [done, add]
      #expect(item.rightBarButtonItem === done)
      item.leftBarButtonItem = titled
      #expect(item.leftBarButtonItems == [titled])
    }

    @Test("Tab bar items keep title, image, tag and badge; system items have UIKit's titles")
    func tabBarItems() {
      let item = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 3)
      item.badgeValue = "2"
      #expect(item.title == "Inbox")
      #expect(item.tag == 3)
      #expect(item.badgeValue == "2")
      let favourites = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
      #expect(favourites.title == "Favorites")
    }

    @Test("The tab bar delegate hears the user's taps only, not selection in code")
    func tabBarDelegateOnlyForTaps() async {
      let spy = TabBarDelegateSpy()
      let tabs = UITabBarController()
      tabs.delegate = spy
      tabs.viewControllers = [titled("one"), titled("two"), titled("three")]
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      tabs.selectedIndex = 1
      tabs.selectedViewController = tabs.viewControllers?[2]
      #expect(spy.calls.isEmpty)
      #expect(tabs.selectedIndex == 2)
      #expect(tabs.userSelectTab(at: 0))
      #expect(spy.calls == ["shouldSelect one", "didSelect one"])
      #expect(tabs.selectedIndex == 0)
      spy.allows = false
      #expect(!tabs.userSelectTab(at: 1))
      #expect(tabs.selectedIndex == 0)
      await yieldUntilQuiet(window)
      #expect(tabs.viewControllers?[0].view.window === window)
      #expect(tabs.viewControllers?[2].viewIfLoaded?.window == nil)
    }

    @Test("Selecting a controller that is not a tab reports UIKit's exception")
    func selectingAStranger() {
      let tabs = UITabBarController()
      tabs.viewControllers = [titled("one")]
      withKnownIssue {
        tabs.selectedViewController = UIViewController()
      } matching: { issue in
        message(of: issue)
          == "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
          + "bar controller's list of view controllers can be selected."
      }
      #expect(tabs.selectedIndex == 0)
    }

    @Test("Changing tabs moves appearance from the old tab to the new")
    func tabAppearance() async {
      let log = EventLog()
      let tabs = UITabBarController()
      tabs.viewControllers = [
        RecordingViewController("A", log: log), RecordingViewController("B", log: log),
      ]
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      log.clear()
      tabs.selectedIndex = 1
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == [
          "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
          "B.viewDidAppear",
        ])
      #expect(tabs.viewControllers?[1].tabBarController === tabs)
    }

    @Test("Replacing the tabs of a visible tab bar controller moves appearance on the next turn")
    func replacingTabs() async {
      let log = EventLog()
      let tabs = UITabBarController()
      tabs.viewControllers = [RecordingViewController("A", log: log)]
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      log.clear()
      let b = RecordingViewController("B", log: log)
      tabs.setViewControllers([b], animated: false)
      #expect(
        appearanceEvents(log) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
      #expect(tabs.children == [b])
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == [
          "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
          "B.viewDidAppear",
        ])
      tabs.viewControllers = nil
      #expect(tabs.selectedViewController == nil)
      #expect(tabs.selectedIndex == NSNotFound)
      await yieldUntilQuiet(window)
      #expect(b.parent == nil)
      #expect(appearanceEvents(log).last == "B.viewDidDisappear")
    }

    @Test("A popover is adapted to a sheet in compact width")
    func popoverAdaptsToSheet() async {
      let spy = PresentationDelegateSpy()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      popover.popoverPresentationController?.sourceView = root.view
      popover.popoverPresentationController?.delegate = spy
      root.present(popover, animated: false)
      await yieldUntilQuiet(window)
      #expect(spy.calls == ["adaptivePresentationStyle"])
      #expect(popover.presentationController?.adaptivePresentationStyle == .pageSheet)
    }

    @Test("A popover stays a popover when the delegate returns .none")
    func popoverStaysWithNone() async {
      let spy = PresentationDelegateSpy()
      spy.style = .none
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      let controller = popover.popoverPresentationController
      controller?.sourceView = root.view
      controller?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
      controller?.delegate = spy
      root.present(popover, animated: false)
      await yieldUntilQuiet(window)
      #expect(spy.calls == ["adaptivePresentationStyle", "prepareForPopoverPresentation"])
      #expect(popover.presentationController?.adaptivePresentationStyle == .popover)
      #expect(
        popover.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4)
      )
      #expect(popover.popoverPresentationController?.userDismissInteractively() == true)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController == nil)
    }

    @Test("In regular width a popover stays a popover without asking the delegate")
    func popoverInRegularWidth() async {
      let spy = PresentationDelegateSpy()
      let root = UIViewController()
      let window = makeWindow(root: root)
      window.horizontalSizeClass = .regular
      await yieldUntilQuiet(window)
      #expect(root.traitCollection.horizontalSizeClass == .regular)
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      popover.popoverPresentationController?.sourceView = root.view
      popover.popoverPresentationController?.delegate = spy
      root.present(popover, animated: false)
      await yieldUntilQuiet(window)
      #expect(spy.calls == ["prepareForPopoverPresentation"])
      #expect(popover.presentationController?.adaptivePresentationStyle == .popover)
      #expect(popover.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("Only a .popover controller has a popover presentation controller")
    func popoverControllerOnlyForPopovers() {
      let sheet = UIViewController()
      #expect(sheet.popoverPresentationController == nil)
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      let item = UIBarButtonItem(systemItem: .action)
      popover.popoverPresentationController?.barButtonItem = item
      #expect(popover.popoverPresentationController?.barButtonItem === item)
    }
  }
#endif
