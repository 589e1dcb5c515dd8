import Tapwright
import TapwrightSampleApp
import TapwrightSupport

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
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The app's screen object.
  public static func launch(
    _ coordinator: AppCoordinator, at callSite: CallSite = #callSite
  ) async -> NotesAppScreen {
    let app = await present(
      coordinator.tabBarController, as: NotesAppScreen.self, .root, at: callSite)
    app.coordinator = coordinator
    await app.finishAppWork(at: callSite)
    return app
  }

  /// The tab titles, left to right.
  public var tabTitles: [String?] { get throws { try tabBar().tabTitles } }

  /// The selected tab's title.
  public var selectedTabTitle: String? {
    viewController.selectedViewController?.tabBarItem?.title
  }

  /// The topmost controller a user sees (``Tapwright/Stage/topController``).
  public var topController: UIViewController? { stage.topController }

  /// The object of ``topController`` (its registered screen type).
  public var topScreen: AnyViewControllerObject? { stage.topScreen }

  /// The object of ``topController`` as `type`; stops the test, naming what is on top, when it is another screen.
  ///
  /// - Parameters:
  ///   - type: The screen object type expected on top.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The screen object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func screen<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    try stage.topScreen(as: type, at: callSite)
  }

  /// The notes list (the Notes tab's root), whichever tab is selected; stops the test when it is missing.
  public var notesList: NotesListScreen {
    get throws {
      let navigation = viewController.viewControllers?.first as? UINavigationController
      guard let list = navigation?.viewControllers.first as? NotesListViewController,
        let screen = stage.object(for: list, as: NotesListScreen.self)
      else {
        throw stop("The Notes tab does not show the notes list.")
      }
      return screen
    }
  }

  /// Taps the Notes tab and returns the list.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func openNotesTab(at callSite: CallSite = #callSite) async throws -> NotesListScreen {
    try await reporting(at: callSite) {
      try await tabBar().selectTab(titled: "Notes")
      return try notesList
    }
  }

  /// Taps the Settings tab and returns its screen.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func openSettingsTab(at callSite: CallSite = #callSite) async throws -> SettingsScreen {
    try await reporting(at: callSite) {
      try await tabBar().selectTab(titled: "Settings")
      return try screen(as: SettingsScreen.self)
    }
  }

}
