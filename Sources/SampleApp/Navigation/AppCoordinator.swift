#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the app's screens and moves between them: the answer to every screen's delegate.
///
/// Screens never push or present each other; they tell their delegate what the user asked for,
/// and the coordinator decides what comes on screen.
@MainActor
public final class AppCoordinator: NSObject {
  /// The app's root: the Notes and Settings tabs.
  public let tabBarController = UITabBarController()
  /// The Notes tab's navigation stack.
  public let notesNavigationController: UINavigationController
  /// The notes list, the Notes tab's root.
  public let notesList: NotesListViewController
  /// The Settings tab.
  public let settings: SettingsViewController

  private let environment: AppEnvironment

  /// Builds the app's screens (their views load when shown).
  /// - Parameter environment: The API, tracker and settings every screen uses.
  public init(environment: AppEnvironment) {
    self.environment = environment
    notesList = NotesListViewController(environment: environment)
    notesNavigationController = UINavigationController(rootViewController: notesList)
    notesNavigationController.tabBarItem = notesList.tabBarItem
    settings = SettingsViewController(settings: environment.settings)
    let settingsNavigation = UINavigationController(rootViewController: settings)
    settingsNavigation.tabBarItem = settings.tabBarItem
    super.init()
    notesList.delegate = self
    tabBarController.viewControllers = [notesNavigationController, settingsNavigation]
  }

  /// Makes the coordinator's tab bar controller the window's root and shows the window.
  /// - Parameter window: The app's window.
  public func start(in window: UIWindow) {
    window.rootViewController = tabBarController
    window.makeKeyAndVisible()
  }
}

extension AppCoordinator: NotesListDelegate {
  public func notesList(_ list: NotesListViewController, didSelect note: Note) {
    let detail = NoteDetailViewController(note: note, environment: environment)
    detail.delegate = self
    notesNavigationController.pushViewController(detail, animated: true)
  }

  public func notesListDidRequestCompose(_ list: NotesListViewController) {
    let compose = ComposeNoteViewController(environment: environment)
    compose.delegate = self
    let navigation = UINavigationController(rootViewController: compose)
    navigation.modalPresentationStyle = .formSheet
    list.present(navigation, animated: true)
  }

  public func notesList(_ list: NotesListViewController, didRequestInfoFrom item: UIBarButtonItem) {
    let info = InfoViewController(noteCount: list.notes.count)
    info.modalPresentationStyle = .popover
    info.popoverPresentationController?.barButtonItem = item
    info.popoverPresentationController?.delegate = self
    list.present(info, animated: true)
  }
}

extension AppCoordinator: NoteDetailDelegate {
  public func noteDetail(_ detail: NoteDetailViewController, didDelete note: Note) {
    notesList.remove(note)
    notesNavigationController.popToViewController(notesList, animated: true)
  }
}

extension AppCoordinator: ComposeNoteDelegate {
  public func composeNote(_ compose: ComposeNoteViewController, didSave note: Note) {
    notesList.insert(note)
    compose.dismiss(animated: true)
  }

  public func composeNoteDidCancel(_ compose: ComposeNoteViewController) {
    compose.dismiss(animated: true)
  }
}

extension AppCoordinator: UIPopoverPresentationControllerDelegate {
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    // Keep the info a popover on compact widths (iPhone) too.
    .none
  }
}
