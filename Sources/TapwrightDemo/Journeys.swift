import SampleApp
import SampleAppScreens
import Tapwright
import TapwrightFakeServer

/// The sample app's user journeys, each through the same screen objects the test suite uses.
@MainActor
enum Journeys {
  /// Every journey, in the order the demo plays them.
  static let all: [(name: String, play: (DemoRunner) async throws -> Void)] = [
    ("Browse and sort notes", browse),
    ("Write a note", write),
    ("Delete a note after confirming", delete),
    ("Change the settings", changeSettings),
    ("Recover from a server error", recover),
    ("Peek at the info popover", info),
  ]

  /// A journey that fails on purpose (`--fail`), to show what a failing step prints.
  static let failing: (name: String, play: (DemoRunner) async throws -> Void) = (
    "Open a note that does not exist", openMissingNote
  )

  static func launch(_ server: FakeServer, settings: AppSettings = AppSettings()) async
    -> NotesAppScreen
  {
    await NotesAppScreen.launch(
      AppCoordinator(environment: .inProcess(server, settings: settings)))
  }

  static func browse(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app (loads 3 notes)") { app = await launch(server) }
    let list = app?.notesList
    try await demo.step("Sort A-Z") {
      await list?.sort(by: .title)
      demo.check(list?.titles == ["Book club", "Groceries", "Ideas"], "rows not sorted by title")
    }
    try await demo.step("Tap \"Groceries\"") {
      let detail = await list?.openNote(titled: "Groceries")
      demo.check(detail?.noteBody == "Milk, eggs, bread", "wrong note shown")
    }
    try await demo.step("Tap Back") {
      await list?.navigation()?.back()
      demo.check(app?.topScreen is NotesListScreen, "the list is not on top")
    }
  }

  static func write(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app") { app = await launch(server) }
    var compose: ComposeNoteScreen?
    try await demo.step("Tap +") {
      compose = await app?.notesList?.compose()
      demo.check(compose?.canSave == false, "Save is enabled without a title")
    }
    try await demo.step("Type the title \"Call mum\"") {
      await compose?.typeTitle("Call mum")
      demo.check(compose?.canSave == true, "Save is still disabled")
    }
    try await demo.step("Press Return and type the note") {
      await compose?.pressReturnInTitle()
      await compose?.typeBody("Sunday afternoon")
    }
    try await demo.step("Tap Save") {
      await compose?.save()
      demo.check(app?.notesList?.titles.first == "Call mum", "the new note is not first")
      demo.check(server.store.count("/notes") == 4, "the server does not have the note")
    }
  }

  static func delete(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app") { app = await launch(server) }
    var detail: NoteDetailScreen?
    try await demo.step("Tap \"Ideas\"") {
      detail = await app?.notesList?.openNote(titled: "Ideas")
    }
    try await demo.step("Tap Delete") {
      await detail?.tapDelete()
      demo.check(detail?.isAlertPresented == true, "no confirmation was asked")
    }
    try await demo.step("Confirm with Delete") {
      await detail?.answerConfirmation("Delete")
      demo.check(app?.notesList?.titles == ["Book club", "Groceries"], "the note is still listed")
    }
  }

  static func changeSettings(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app") { app = await launch(server) }
    var settings: SettingsScreen?
    try await demo.step("Tap the Settings tab") { settings = await app?.openSettingsTab() }
    try await demo.step("Turn off \"Confirm before deleting\"") {
      await settings?.toggleConfirmDeletion()
      demo.check(settings?.confirmsDeletion == false, "the switch is still on")
    }
    try await demo.step("Tap + on the text size twice") {
      await settings?.stepFontSize(.up, times: 2)
      demo.check(settings?.fontSizeText == "Text size: 19 pt", "the size did not change")
    }
    try await demo.step("Tap the Notes tab, then \"Book club\", then Delete") {
      let detail = await app?.openNotesTab()?.openNote(titled: "Book club")
      await detail?.tapDelete()
      demo.check(app?.notesList?.titles == ["Ideas", "Groceries"], "the note was not deleted")
    }
  }

  static func recover(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    server.inject(.status(.serviceUnavailable), on: .get, "/notes", times: 1)
    var app: NotesAppScreen?
    try await demo.step("Launch the app while the server answers 503") {
      app = await launch(server)
      demo.check(app?.notesList?.isAlertPresented == true, "no alert after the failure")
    }
    try await demo.step("Tap Retry") {
      await app?.notesList?.alert()?.tapAction("Retry")
      await app?.notesList?.waitUntilLoaded()
      demo.check(app?.notesList?.titles.count == 3, "the notes did not load")
    }
  }

  static func info(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app") { app = await launch(server) }
    try await demo.step("Tap Info") {
      let info = await app?.notesList?.showInfo()
      demo.check(info?.countText == "3 notes", "the popover does not count 3 notes")
    }
    try await demo.step("Tap outside the popover") {
      await app?.notesList?.dismissPopover()
      demo.check(app?.notesList?.isPopoverPresented == false, "the popover is still shown")
    }
  }

  static func openMissingNote(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    var app: NotesAppScreen?
    try await demo.step("Launch the app") { app = await launch(server) }
    try await demo.step("Tap \"Holidays\"") {
      await app?.notesList?.openNote(titled: "Holidays")
    }
  }
}
