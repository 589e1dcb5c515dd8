import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A tab bar controller as a user sees it: its tabs, the selected one, and selecting like a user.
public final class TabBarObject: ViewControllerObject<UITabBarController> {
  /// The tabs' controllers, in order.
  public var tabs: [UIViewController] { viewController.viewControllers ?? [] }

  /// The tabs' titles (their tab bar items' titles), in order.
  public var tabTitles: [String?] { tabs.map { $0.tabBarItem?.title ?? $0.title } }

  /// The index of the selected tab.
  public var selectedIndex: Int { viewController.selectedIndex }

  /// The selected tab's object, of the type registered for it (a plain object otherwise).
  public var selectedObject: AnyViewControllerObject? {
    viewController.selectedViewController.map { stage.object(for: $0) }
  }

  /// The selected tab's object of type `Object`; stops the test, naming the real one, when it is another.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func selectedObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    let location = callSite
    guard let selected = viewController.selectedViewController else {
      throw stopTest("The tab bar controller has no selected tab.", stage: stage, at: location)
    }
    guard let object = stage.object(for: selected, as: type) else {
      throw stopTest(
        "The selected tab shows \(typeName(selected)), not \(String(describing: VC.self)) "
          + "(expected by \(String(describing: type))).",
        stage: stage, at: location)
    }
    return object
  }

  func performSelectTab(_ index: Int, at location: CallSite) -> Bool {
    let count = tabs.count
    guard (0..<count).contains(index) else {
      failTest(
        "Cannot select tab \(index): the tab bar has \(count) tab\(count == 1 ? "" : "s") "
          + "(0..<\(count)).",
        stage: stage, at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      failTest(
        "Cannot select tab \(index): the tab bar is covered by the presented \(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    guard Host.userSelectTab(viewController, at: index) else {
      failTest(
        "Cannot select tab \(index): the tab bar controller's delegate refused it "
          + "(tabBarController(_:shouldSelect:) returned false).",
        stage: stage, at: location)
      return false
    }
    return true
  }

  func performSelectTab(titled title: String, at location: CallSite) -> Bool {
    let indices = tabTitles.indices.filter { tabTitles[$0] == title }
    guard indices.count == 1 else {
      let list = tabTitles.map { $0.map(ViewDescription.quoted) ?? "(untitled)" }
      failTest(
        "\(indices.isEmpty ? "No" : String(indices.count)) tab\(indices.count > 1 ? "s" : "") "
          + "titled \(ViewDescription.quoted(title)); the tabs are: "
          + "\(list.isEmpty ? "none" : list.joined(separator: ", ")).",
        stage: stage, at: location)
      return false
    }
    return performSelectTab(indices[0], at: location)
  }

  /// Taps tab `index` like a user (the delegate is asked and told), then settles.
  ///
  /// - Parameters:
  ///   - index: The tab's index.
  ///   - callSite: Where the caller wrote the call.
  public func selectTab(
    at index: Int,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSelectTab(index, at: location) { await stage.settle(at: location) }
  }

  /// Taps the tab titled `title` like a user (the delegate is asked and told), then settles.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - callSite: Where the caller wrote the call.
  public func selectTab(
    titled title: String,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSelectTab(titled: title, at: location) { await stage.settle(at: location) }
  }

}

extension AnyViewControllerObject {
  /// The tab bar controller this screen is in (or is); stops the test when there is none.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func tabBar(
    at callSite: CallSite = #callSite
  ) throws -> TabBarObject {
    let controller = anyViewController as? UITabBarController ?? anyViewController.tabBarController
    guard let controller, let object = stage.object(for: controller, as: TabBarObject.self) else {
      throw stopTest(
        "\(typeName(anyViewController)) is not in a tab bar controller.", stage: stage,
        at: callSite)
    }
    return object
  }
}
