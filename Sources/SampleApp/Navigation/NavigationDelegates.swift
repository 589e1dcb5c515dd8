#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where the notes list sends the user; the app's ``AppCoordinator`` answers.
@MainActor
public protocol NotesListDelegate: AnyObject {
  /// The user tapped a note's row.
  /// - Parameters:
  ///   - list: The list.
  ///   - note: The note tapped.
  func notesList(_ list: NotesListViewController, didSelect note: Note)
  /// The user tapped the compose (+) button.
  /// - Parameter list: The list.
  func notesListDidRequestCompose(_ list: NotesListViewController)
  /// The user tapped the Info button.
  /// - Parameters:
  ///   - list: The list.
  ///   - item: The bar button the popover points at.
  func notesList(_ list: NotesListViewController, didRequestInfoFrom item: UIBarButtonItem)
}

/// What the detail screen reports; the app's ``AppCoordinator`` answers.
@MainActor
public protocol NoteDetailDelegate: AnyObject {
  /// The note was deleted on the server.
  /// - Parameters:
  ///   - detail: The detail screen.
  ///   - note: The deleted note.
  func noteDetail(_ detail: NoteDetailViewController, didDelete note: Note)
}

/// What the compose screen reports; the app's ``AppCoordinator`` answers.
@MainActor
public protocol ComposeNoteDelegate: AnyObject {
  /// The note was saved on the server.
  /// - Parameters:
  ///   - compose: The compose screen.
  ///   - note: The saved note, with its id.
  func composeNote(_ compose: ComposeNoteViewController, didSave note: Note)
  /// The user tapped Cancel.
  /// - Parameter compose: The compose screen.
  func composeNoteDidCancel(_ compose: ComposeNoteViewController)
}
