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

  /// The selected tab's object of type `Object`, or `nil` after a failure naming the real one.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The object, or `nil`.
  public func selectedObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Object? {
    let location = SourceLocation(fileID, filePath, line, column)
    guard let selected = viewController.selectedViewController else {
      fail("The tab bar controller has no selected tab.", stage: stage, at: location)
      return nil
    }
    guard let object = stage.object(for: selected, as: type) else {
      fail(
        "The selected tab shows \(typeName(selected)), not \(String(describing: VC.self)) "
          + "(expected by \(String(describing: type))).",
        stage: stage, at: location)
      return nil
    }
    return object
  }

  func performSelectTab(_ index: Int, at location: SourceLocation) -> Bool {
    let count = tabs.count
    guard (0..<count).contains(index) else {
      fail(
        "Cannot select tab \(index): the tab bar has \(count) tab\(count == 1 ? "" : "s") "
          + "(0..<\(count)).",
        stage: stage, at: location)
      return false
    }
    if let cover = ControllerTree.controllerCovering(viewController.view) {
      fail(
        "Cannot select tab \(index): the tab bar is covered by the presented \(typeName(cover)).",
        stage: stage, at: location)
      return false
    }
    Host.userSelectTab(viewController, at: index)
    return true
  }

  func performSelectTab(titled title: String, at location: SourceLocation) -> Bool {
    let indices = tabTitles.indices.filter { tabTitles[$0] == title }
    guard indices.count == 1 else {
      let list = tabTitles.map { $0.map(ViewDescription.quoted) ?? "(untitled)" }
      fail(
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
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectTab(
    at index: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performSelectTab(index, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `selectTab`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - index: The tab's index.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectTab(
    at index: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("selectTab", stage: stage, at: location) else { return }
    if performSelectTab(index, at: location) { stage.settleSpinning(at: location) }
  }

  /// Taps the tab titled `title` like a user (the delegate is asked and told), then settles.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectTab(
    titled title: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performSelectTab(titled: title, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `selectTab`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectTab(
    titled title: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("selectTab", stage: stage, at: location) else { return }
    if performSelectTab(titled: title, at: location) { stage.settleSpinning(at: location) }
  }
}

extension AnyViewControllerObject {
  /// The tab bar controller this screen is in (or is), or `nil` after a failure.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Its object, or `nil`.
  public func tabBar(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> TabBarObject? {
    let controller = anyViewController as? UITabBarController ?? anyViewController.tabBarController
    guard let controller else {
      fail(
        "\(typeName(anyViewController)) is not in a tab bar controller.", stage: stage,
        at: SourceLocation(fileID, filePath, line, column))
      return nil
    }
    return stage.object(for: controller, as: TabBarObject.self)
  }
}
