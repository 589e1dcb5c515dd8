import SampleApp
import Tapwright
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
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func openNotesTab(
    at callSite: CallSite = #callSite
  ) async -> NotesListScreen? {
    await tabBar()?.selectTab(
      titled: "Notes", at: callSite)
    return notesList
  }

  /// Taps the Settings tab and returns its screen.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func openSettingsTab(
    at callSite: CallSite = #callSite
  ) async -> SettingsScreen? {
    await tabBar()?.selectTab(
      titled: "Settings", at: callSite)
    return topScreen as? SettingsScreen
  }

}
