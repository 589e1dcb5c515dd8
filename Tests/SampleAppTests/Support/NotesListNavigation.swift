import TapwrightDoubles
import TapwrightSampleApp

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// `@Spy` reads the protocol it is attached to, and the app's `NotesListDelegate` lives in the
// app's module (which must not depend on a test library). So the suite mirrors its requirements
// here, word for word, and the generated spy adopts the app's protocol with no extra code: if the
// app's protocol changes, this extension stops compiling.
@Spy
@MainActor
protocol NotesListNavigation: AnyObject {
  func notesList(_ list: NotesListViewController, didSelect note: Note)
  func notesListDidRequestCompose(_ list: NotesListViewController)
  func notesList(_ list: NotesListViewController, didRequestInfoFrom item: UIBarButtonItem)
}

extension NotesListNavigationSpy: NotesListDelegate {}
