import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Which side of the navigation bar a bar button is on.
public enum BarSide: String, Sendable {
  /// The leading side (`leftBarButtonItems`).
  case left
  /// The trailing side (`rightBarButtonItems`).
  case right
}

/// A navigation controller as a user sees it: its stack, the top screen, back, and bar buttons.
public final class NavigationObject: ViewControllerObject<UINavigationController> {
  /// The stack, root first.
  public var stack: [UIViewController] { viewController.viewControllers }

  /// The top controller's object, of the type registered for it (a plain object otherwise).
  public var topObject: AnyViewControllerObject? {
    viewController.topViewController.map { stage.object(for: $0) }
  }

  /// The top controller's object of type `Object`; stops the test, naming the real top, when it is another.
  ///
  /// - Parameters:
  ///   - type: The object type expected on top.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func topObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    let location = callSite
    guard let top = viewController.topViewController else {
      throw stopTest("The navigation controller's stack is empty.", stage: stage, at: location)
    }
    guard let object = stage.object(for: top, as: type) else {
      throw stopTest(
        "The top view controller is \(typeName(top)), not \(String(describing: VC.self)) "
          + "(expected by \(String(describing: type))).",
        stage: stage, at: location)
    }
    return object
  }

  /// The bar button items on `side` of the top controller's navigation item.
  ///
  /// - Parameter side: The side.
  /// - Returns: The items, leading first.
  public func barButtons(_ side: BarSide) -> [UIBarButtonItem] {
    guard let item = viewController.topViewController?.navigationItem else { return [] }
    return (side == .left ? item.leftBarButtonItems : item.rightBarButtonItems) ?? []
  }

  /// The bar button on `side` titled (or identified as) `name`, if exactly one; never a failure.
  ///
  /// - Parameters:
  ///   - side: The side.
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  /// - Returns: The item, or `nil`.
  public func barButton(_ side: BarSide, _ name: String) -> UIBarButtonItem? {
    let matches = barButtons(side).filter { BarButtonText.matches($0, name) }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Whether a bar button titled (or identified as) `name` is on `side`.
  ///
  /// - Parameters:
  ///   - side: The side.
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  /// - Returns: Whether it is present.
  public func hasBarButton(_ side: BarSide, _ name: String) -> Bool {
    barButton(side, name) != nil
  }

  /// Whether the bar button titled (or identified as) `name` on `side` is present and enabled.
  ///
  /// - Parameters:
  ///   - side: The side.
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  /// - Returns: Whether it is present and enabled.
  public func isBarButtonEnabled(_ side: BarSide, _ name: String) -> Bool {
    barButton(side, name)?.isEnabled ?? false
  }

  /// The buttons of the toolbar (the top controller's `toolbarItems`), spaces left out; empty
  /// while the toolbar is hidden.
  public var toolbarButtons: [UIBarButtonItem] {
    guard !viewController.isToolbarHidden else { return [] }
    return (viewController.toolbar.items ?? []).filter { !BarButtonText.isSpace($0) }
  }

  /// Taps the toolbar button titled (or identified as) `name` like a user, then settles.
  ///
  /// Fails at the caller's line when the toolbar is hidden, no button or more than one has that
  /// name, the button is disabled, or the toolbar is covered by a presented controller.
  /// - Parameters:
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  ///   - callSite: Where the caller wrote the call.
  public func tapToolbarButton(_ name: String, at callSite: CallSite = #callSite) async {
    let location = callSite
    if performTapToolbarButton(name, at: location) { await stage.settle(at: location) }
  }

  /// Taps the back button like a user, then settles.
  ///
  /// As UIKit's navigation bar, the tap first asks the navigation controller's
  /// `navigationBar(_:shouldPop:)` when the app implements it (a subclass or extension conforming
  /// to `UINavigationBarDelegate`); the top controller pops unless that returns `false`. A
  /// declined pop is the app's answer, not a failure: check what the app shows instead (an
  /// alert, say). Fails when the stack has one controller, the top hides its back button, the
  /// bar is hidden or covered, or a push or pop is still animating.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func back(
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performBack(at: location) { await stage.settle(at: location) }
  }

  /// Taps the bar button on `side` titled (or identified as) `name` like a user, then settles.
  ///
  /// - Parameters:
  ///   - side: The side of the navigation bar.
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  ///   - callSite: Where the caller wrote the call.
  public func tapBarButton(
    _ side: BarSide,
    _ name: String,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performTapBarButton(side, name, at: location) { await stage.settle(at: location) }
  }

  // MARK: Cores

  func performBack(at location: CallSite) -> Bool {
    let stack = self.stack
    guard stack.count > 1, let top = stack.last else {
      failTest(
        "Cannot go back: the navigation stack has \(stack.count) controller"
          + "\(stack.count == 1 ? "" : "s")\(stack.first.map { " (\(typeName($0)))" } ?? "").",
        stage: stage, at: location)
      return false
    }
    if top.navigationItem.hidesBackButton {
      failTest(
        "Cannot go back: \(typeName(top)) hides the back button.", stage: stage, at: location)
      return false
    }
    if viewController.isNavigationBarHidden {
      failTest("Cannot go back: the navigation bar is hidden.", stage: stage, at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      failTest(
        "Cannot go back: the navigation bar is covered by the presented \(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    if let transition = transitionInFlight {
      failTest("Cannot go back: \(transition).", stage: stage, at: location)
      return false
    }
    guard Host.userTapBackButton(viewController) else {
      failTest("Cannot go back: the back button did not take the tap.", stage: stage, at: location)
      return false
    }
    return true
  }

  /// Why the bar ignores touches now, if it does: a push or pop is still animating.
  ///
  /// UIKit's navigation bar takes no touches while its controller moves between controllers;
  /// a user's tap then does nothing.
  var transitionInFlight: String? {
    let controllers = [viewController] + viewController.viewControllers
    guard controllers.contains(where: { $0.transitionCoordinator != nil }) else { return nil }
    return "the navigation controller is still moving between controllers, and its bar ignores "
      + "touches until that ends"
  }

  func performTapToolbarButton(_ name: String, at location: CallSite) -> Bool {
    // Named only in a failure: describing a type costs tens of thousands of instructions.
    var owner: String {
      viewController.topViewController.map(typeName) ?? "the navigation controller"
    }
    guard !viewController.isToolbarHidden else {
      failTest(
        "Cannot tap the toolbar button \(ViewDescription.quoted(name)): the toolbar is hidden.",
        stage: stage, at: location)
      return false
    }
    let items = toolbarButtons
    let matches = items.filter { BarButtonText.matches($0, name) }
    guard matches.count == 1 else {
      let list = items.map(BarButtonText.describe).joined(separator: ", ")
      failTest(
        "\(matches.isEmpty ? "No" : String(matches.count)) toolbar button"
          + "\(matches.count > 1 ? "s" : "") titled \(ViewDescription.quoted(name)) on \(owner); "
          + "its toolbar buttons: \(list.isEmpty ? "none" : list).",
        stage: stage, at: location)
      return false
    }
    let item = matches[0]
    guard item.isEnabled else {
      failTest(
        "Cannot tap the toolbar button \(BarButtonText.describe(item)) on \(owner): it is "
          + "disabled.",
        stage: stage, at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      failTest(
        "Cannot tap the toolbar button \(BarButtonText.describe(item)): the toolbar is covered "
          + "by the presented \(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    if let transition = transitionInFlight {
      failTest(
        "Cannot tap the toolbar button \(BarButtonText.describe(item)): \(transition).",
        stage: stage, at: location)
      return false
    }
    if let refusal = BarButtonText.refusal(item) {
      failTest(
        "Cannot tap the toolbar button \(BarButtonText.describe(item)): \(refusal).",
        stage: stage, at: location)
      return false
    }
    guard Host.userTap(item) else {
      failTest(
        "Cannot tap the toolbar button \(BarButtonText.describe(item)): it has no action.",
        stage: stage, at: location)
      return false
    }
    return true
  }

  func performTapBarButton(_ side: BarSide, _ name: String, at location: CallSite) -> Bool {
    let items = barButtons(side)
    let matches = items.filter { BarButtonText.matches($0, name) }
    // Named only in a failure: describing a type costs tens of thousands of instructions.
    var owner: String {
      viewController.topViewController.map(typeName) ?? "the navigation controller"
    }
    guard matches.count == 1 else {
      let list = items.map(BarButtonText.describe).joined(separator: ", ")
      let found = matches.isEmpty ? "No" : "\(matches.count)"
      failTest(
        "\(found) \(side.rawValue) bar button\(matches.count > 1 ? "s" : "") titled "
          + "\(ViewDescription.quoted(name)) on \(owner); its \(side.rawValue) bar buttons: "
          + "\(list.isEmpty ? "none" : list).",
        stage: stage, at: location)
      return false
    }
    let item = matches[0]
    guard item.isEnabled else {
      failTest(
        "Cannot tap the \(side.rawValue) bar button \(BarButtonText.describe(item)) on \(owner): "
          + "it is disabled.",
        stage: stage, at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      failTest(
        "Cannot tap the \(side.rawValue) bar button \(BarButtonText.describe(item)): the "
          + "navigation bar is covered by the presented \(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    if let transition = transitionInFlight {
      failTest(
        "Cannot tap the \(side.rawValue) bar button \(BarButtonText.describe(item)): "
          + "\(transition).",
        stage: stage, at: location)
      return false
    }
    if let refusal = BarButtonText.refusal(item) {
      failTest(
        "Cannot tap the \(side.rawValue) bar button \(BarButtonText.describe(item)): \(refusal).",
        stage: stage, at: location)
      return false
    }
    guard Host.userTap(item) else {
      failTest(
        "Cannot tap the \(side.rawValue) bar button \(BarButtonText.describe(item)): it has no action.",
        stage: stage, at: location)
      return false
    }
    return true
  }
}

/// How bar button items are named in queries and messages.
@MainActor
enum BarButtonText {
  /// Whether `name` is the item's title, accessibility identifier or accessibility label, or the
  /// name of its system item (a system item has no title in UIKit: `.done` shows "Done", `.add`
  /// is read "Add" by VoiceOver).
  static func matches(_ item: UIBarButtonItem, _ name: String) -> Bool {
    item.title == name || item.accessibilityIdentifier == name || item.accessibilityLabel == name
      || (item.title == nil && systemName(of: item) == name)
  }

  /// The text the item shows: its title, else its system item's text (`.done`: "Done"); `nil`
  /// for an item that shows an image or an icon.
  static func shownTitle(_ item: UIBarButtonItem) -> String? {
    if let title = item.title { return title }
    return systemItem(of: item).flatMap { systemTitles[$0] }
  }

  /// What a system item is called: its text, else what VoiceOver reads for its icon.
  static func systemName(of item: UIBarButtonItem) -> String? {
    systemItem(of: item).flatMap { systemTitles[$0] ?? systemIconLabels[$0] }
  }

  /// The text UIKit shows for a system item (English).
  private static let systemTitles: [UIBarButtonItem.SystemItem: String] = [
    .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo",
  ]

  /// What VoiceOver reads for a system item's icon (English).
  private static let systemIconLabels: [UIBarButtonItem.SystemItem: String] = [
    .add: "Add", .compose: "Compose", .reply: "Reply", .action: "Share", .organize: "Organize",
    .bookmarks: "Bookmarks", .search: "Search", .refresh: "Refresh", .stop: "Stop",
    .camera: "Camera", .trash: "Trash", .play: "Play", .pause: "Pause", .rewind: "Rewind",
    .fastForward: "Fast Forward", .close: "Close",
  ]

  /// The system item the item was made as, if any.
  static func systemItem(of item: UIBarButtonItem) -> UIBarButtonItem.SystemItem? {
    #if canImport(UIKit)
      // UIKit keeps it private (`isSystemItem`, `systemItem`, which many apps' tests read with
      // key-value coding). Read only when the item answers both, so a renamed key gives `nil`
      // (the item is then named by its title only), never an Objective-C exception.
      guard item.responds(to: NSSelectorFromString("isSystemItem")),
        item.responds(to: NSSelectorFromString("systemItem")),
        (item.value(forKey: "isSystemItem") as? NSNumber)?.boolValue == true,
        let raw = (item.value(forKey: "systemItem") as? NSNumber)?.intValue
      else { return nil }
      return UIBarButtonItem.SystemItem(rawValue: raw)
    #else
      return item.systemItem
    #endif
  }

  /// Why a user's tap on an enabled item would not do what a tap on a button does, if it would
  /// not: the item is hidden, its custom view is not a control (tap the view inside it with a
  /// query instead), its custom control is disabled, or it only opens a menu.
  static func refusal(_ item: UIBarButtonItem) -> String? {
    if item.isHidden { return "it is hidden" }
    if let view = item.customView {
      guard let control = view as? UIControl else {
        return "it shows a custom \(typeName(view)), not a button; find the control inside it "
          + "with a query and tap that"
      }
      if !control.isEnabled { return "its \(typeName(control)) is disabled" }
      if control.isHidden { return "its \(typeName(control)) is hidden" }
      return nil
    }
    if item.menu != nil, item.primaryAction == nil, item.action == nil {
      return "it only opens a menu, and Tapwright does not choose menu elements (UIKit has no "
        + "public API to)"
    }
    return nil
  }

  /// Whether the item is a flexible or fixed space, which a user cannot tap.
  static func isSpace(_ item: UIBarButtonItem) -> Bool {
    if let system = systemItem(of: item) {
      return system == .flexibleSpace || system == .fixedSpace
    }
    #if canImport(UIKit)
      // Without the private system item: a space has no title, image, view or action.
      return item.title == nil && item.image == nil && item.customView == nil
        && item.primaryAction == nil && item.action == nil && item.menu == nil
        && item.accessibilityIdentifier == nil
    #else
      return false
    #endif
  }

  static func describe(_ item: UIBarButtonItem) -> String {
    if let title = shownTitle(item) { return ViewDescription.quoted(title) }
    if let identifier = item.accessibilityIdentifier { return "#" + identifier }
    if let name = systemName(of: item) { return ViewDescription.quoted(name) }
    return "(untitled)"
  }
}

extension AnyViewControllerObject {
  /// The object of the navigation controller this screen is in (or is), or `nil`; never a failure.
  var navigationIfAny: NavigationObject? {
    let controller =
      anyViewController as? UINavigationController ?? anyViewController.navigationController
    return controller.flatMap { stage.object(for: $0, as: NavigationObject.self) }
  }

  /// The navigation controller this screen is in (or is); stops the test when there is none.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func navigation(
    at callSite: CallSite = #callSite
  ) throws -> NavigationObject {
    guard let object = navigationIfAny else {
      throw stopTest(
        "\(typeName(anyViewController)) is not in a navigation controller.", stage: stage,
        at: callSite)
    }
    return object
  }
}
