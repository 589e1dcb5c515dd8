import SampleApp
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The whole app: its tab bar, and whatever is on top of it.
public final class NotesAppScreen: ViewControllerObject<UITabBarController> {
  /// The app's coordinator, kept alive with the screen (as an app delegate would keep it), since
  /// the screens only hold their delegate weakly.
  public private(set) var coordinator: AppCoordinator?

  /// Shows the app built by `coordinator` as the root of a new window, and waits for its first load.
  /// - Parameters:
  ///   - coordinator: The app's coordinator.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The app's screen object.
  public static func launch(
    _ coordinator: AppCoordinator, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> NotesAppScreen {
    let app = await present(
      coordinator.tabBarController, as: NotesAppScreen.self, .root, fileID: fileID,
      filePath: filePath, line: line, column: column)
    app.coordinator = coordinator
    await app.finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
    return app
  }

  /// Shows the app like the async `launch`, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - coordinator: The app's coordinator.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The app's screen object.
  public static func launch(
    _ coordinator: AppCoordinator, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> NotesAppScreen {
    let stage = Stage.current ?? Stage()
    let app = stage.present(
      coordinator.tabBarController, as: NotesAppScreen.self, .root, fileID: fileID,
      filePath: filePath, line: line, column: column)
    app.coordinator = coordinator
    app.finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
    return app
  }

  /// The tab titles, left to right.
  public var tabTitles: [String?] { tabBar()?.tabTitles ?? [] }

  /// The selected tab's title.
  public var selectedTabTitle: String? {
    viewController.selectedViewController?.tabBarItem?.title
  }

  /// The topmost controller a user sees: the deepest presented one, else the selected tab's top.
  public var topController: UIViewController? {
    var top: UIViewController? = viewController.selectedViewController
    if let navigation = top as? UINavigationController { top = navigation.topViewController }
    while let presented = top?.presentedViewController {
      top = (presented as? UINavigationController)?.topViewController ?? presented
    }
    return top
  }

  /// The object of ``topController`` (its registered screen type).
  public var topScreen: AnyViewControllerObject? { topController.map { stage.object(for: $0) } }

  /// The notes list (the Notes tab's root), whichever tab is selected.
  public var notesList: NotesListScreen? {
    let navigation = viewController.viewControllers?.first as? UINavigationController
    return (navigation?.viewControllers.first as? NotesListViewController).flatMap {
      stage.object(for: $0, as: NotesListScreen.self)
    }
  }

  /// Taps the Notes tab and returns the list.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func openNotesTab(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> NotesListScreen? {
    await tabBar()?.selectTab(
      titled: "Notes", fileID: fileID, filePath: filePath, line: line, column: column)
    return notesList
  }

  /// Taps the Settings tab and returns its screen.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func openSettingsTab(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> SettingsScreen? {
    await tabBar()?.selectTab(
      titled: "Settings", fileID: fileID, filePath: filePath, line: line, column: column)
    return topScreen as? SettingsScreen
  }

  /// Taps the Settings tab like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func openSettingsTab(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> SettingsScreen? {
    tabBar()?.selectTab(
      titled: "Settings", fileID: fileID, filePath: filePath, line: line, column: column)
    return topScreen as? SettingsScreen
  }
}
