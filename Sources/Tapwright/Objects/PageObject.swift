import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A page view controller as a user sees it: the page shown, and swiping to the next or previous
/// page like a user.
public final class PageObject: ViewControllerObject<UIPageViewController> {
  /// The pages shown: one, or two facing pages.
  public var visiblePages: [UIViewController] { viewController.viewControllers ?? [] }

  /// The page shown (the first of two facing pages).
  public var currentPage: UIViewController? { visiblePages.first }

  /// The shown page's object, of the type registered for it (a plain object otherwise).
  public var currentObject: AnyViewControllerObject? {
    currentPage.map { stage.object(for: $0) }
  }

  /// The shown page's object of type `Object`; stops the test, naming the real page, when it is
  /// another.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func currentObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    let location = callSite
    guard let page = currentPage else {
      throw stopTest("The page view controller shows no page.", stage: stage, at: location)
    }
    guard let object = stage.object(for: page, as: type) else {
      throw stopTest(
        "The page shown is \(typeName(page)), not \(String(describing: VC.self)) "
          + "(expected by \(String(describing: type))).",
        stage: stage, at: location)
    }
    return object
  }

  func performSwipe(
    _ direction: UIPageViewController.NavigationDirection, at location: CallSite
  ) -> Bool {
    let forward = direction == .forward
    let what = forward ? "the next page" : "the previous page"
    guard viewController.dataSource != nil else {
      failTest(
        "Cannot swipe to \(what): the page view controller has no data source (its pages "
          + "turn only in code).",
        stage: stage, at: location)
      return false
    }
    guard let anchor = forward ? visiblePages.last : visiblePages.first else {
      failTest(
        "Cannot swipe to \(what): the page view controller shows no page.", stage: stage,
        at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      failTest(
        "Cannot swipe to \(what): the page view controller is covered by the presented "
          + "\(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    guard userCanAct(on: viewController.view, verb: "swipe to \(what) of", at: location) else {
      return false
    }
    guard Host.userSwipe(viewController, direction) else {
      failTest(
        "Cannot swipe to \(what): the data source has no page \(forward ? "after" : "before") "
          + "\(typeName(anchor)).",
        stage: stage, at: location)
      return false
    }
    return true
  }

  /// Swipes to the next page like a user (the data source is asked, the delegate told), then
  /// settles.
  ///
  /// Fails at the caller's line when there is no data source, no page shown, the data source
  /// has no page after the shown one, or a user could not reach the page view controller.
  /// - Parameter callSite: Where the caller wrote the call.
  public func swipeToNextPage(at callSite: CallSite = #callSite) async {
    let location = callSite
    if performSwipe(.forward, at: location) { await stage.settle(at: location) }
  }

  /// Swipes to the previous page like a user (the data source is asked, the delegate told), then
  /// settles.
  ///
  /// Fails at the caller's line when there is no data source, no page shown, the data source
  /// has no page before the shown one, or a user could not reach the page view controller.
  /// - Parameter callSite: Where the caller wrote the call.
  public func swipeToPreviousPage(at callSite: CallSite = #callSite) async {
    let location = callSite
    if performSwipe(.reverse, at: location) { await stage.settle(at: location) }
  }
}

extension AnyViewControllerObject {
  /// The page view controller this screen is, is in, or shows (exactly one among its
  /// descendants); stops the test when there is none, or more than one.
  ///
  /// - Parameter callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func pages(at callSite: CallSite = #callSite) throws -> PageObject {
    var found: UIPageViewController? = anyViewController as? UIPageViewController
    var ancestor = anyViewController.parent
    while found == nil, let controller = ancestor {
      found = controller as? UIPageViewController
      ancestor = controller.parent
    }
    if found == nil {
      var descendants: [UIPageViewController] = []
      var queue = anyViewController.children
      while !queue.isEmpty {
        let controller = queue.removeFirst()
        if let pages = controller as? UIPageViewController { descendants.append(pages) }
        queue.append(contentsOf: controller.children)
      }
      guard descendants.count <= 1 else {
        throw stopTest(
          "\(typeName(anyViewController)) shows \(descendants.count) page view controllers; "
            + "ask one of their screens instead.",
          stage: stage, at: callSite)
      }
      found = descendants.first
    }
    guard let found, let object = stage.object(for: found, as: PageObject.self) else {
      throw stopTest(
        "\(typeName(anyViewController)) is not in and shows no page view controller.",
        stage: stage, at: callSite)
    }
    return object
  }
}
