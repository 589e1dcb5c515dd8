import SampleApp
import SampleAppScreens
import Tapwright
import TapwrightFakeServer
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

  var list: NotesListScreen? { screen.notesList }
}

/// Starts the notes app on the current stage against an in-process fake server.
@MainActor
func launchApp(
  notes: [Note] = NotesBackend.sampleNotes, settings: AppSettings = AppSettings(),
  prepare: (FakeServer) -> Void = { _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async -> LaunchedApp {
  let server = NotesBackend.server(notes: notes)
  prepare(server)
  let coordinator = AppCoordinator(environment: .inProcess(server, settings: settings))
  let screen = await NotesAppScreen.launch(
    coordinator, fileID: fileID, filePath: filePath, line: line, column: column)
  return LaunchedApp(server: server, coordinator: coordinator, settings: settings, screen: screen)
}

/// Starts the notes app like `launchApp`, spinning the main run loop (classic XCTest).
@MainActor
func launchAppSpinning(
  notes: [Note] = NotesBackend.sampleNotes, settings: AppSettings = AppSettings(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> LaunchedApp {
  let server = NotesBackend.server(notes: notes)
  let coordinator = AppCoordinator(environment: .inProcess(server, settings: settings))
  let screen: NotesAppScreen = NotesAppScreen.launch(
    coordinator, fileID: fileID, filePath: filePath, line: line, column: column)
  return LaunchedApp(server: server, coordinator: coordinator, settings: settings, screen: screen)
}
