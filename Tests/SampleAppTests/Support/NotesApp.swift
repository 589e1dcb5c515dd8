import Tapwright
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The suite's registry: every screen of the notes app maps to its screen object.
let notesRegistry = NotesScreens.registry

/// The app under test, its fake server and its settings.
@MainActor
struct LaunchedApp {
  let server: FakeServer
  let coordinator: AppCoordinator
  let settings: AppSettings
  let screen: NotesAppScreen

  var list: NotesListScreen { get throws { try screen.notesList } }
}

/// Starts the notes app on the current stage against an in-process fake server.
@MainActor
func launchApp(
  notes: [Note] = NotesBackend.sampleNotes, settings: AppSettings? = nil,
  prepare: (FakeServer) -> Void = { _ in },
  at callSite: CallSite = #callSite
) async -> LaunchedApp {
  // Made here: a default argument of `AppSettings()` is off the main actor in Swift 5 mode.
  let settings = settings ?? AppSettings()
  let server = NotesBackend.server(notes: notes)
  prepare(server)
  let coordinator = AppCoordinator(environment: .inProcess(server, settings: settings))
  let screen = await NotesAppScreen.launch(
    coordinator, at: callSite)
  return LaunchedApp(server: server, coordinator: coordinator, settings: settings, screen: screen)
}
