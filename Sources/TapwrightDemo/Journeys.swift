import Tapwright
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens

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
    let app = try await demo.step("Launch the app (loads 3 notes)") { await launch(server) }
    let list = try app.notesList
    try await demo.step("Sort A-Z") {
      await list.sort(by: .title)
      demo.check(
        list.titles == ["Book club", "Groceries", "Ideas"], "rows not sorted by title")
    }
    try await demo.step("Tap \"Groceries\"") {
      let detail = try await list.openNote(titled: "Groceries")
      demo.check(detail.bodyLabel.text == "Milk, eggs, bread", "wrong note shown")
    }
    try await demo.step("Tap Back") {
      try await list.navigation().back()
      demo.check(app.topScreen is NotesListScreen, "the list is not on top")
    }
  }

  static func write(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    let app = try await demo.step("Launch the app") { await launch(server) }
    let compose = try await demo.step("Tap +") {
      let compose = try await app.notesList.compose()
      demo.check(compose.saveButton.isEnabled == false, "Save is enabled without a title")
      return compose
    }
    try await demo.step("Type the title \"Call mum\"") {
      await compose.titleField.type("Call mum")
      demo.check(compose.saveButton.isEnabled == true, "Save is still disabled")
    }
    try await demo.step("Press Return and type the note") {
      await compose.titleField.pressReturn()
      await compose.bodyField.type("Sunday afternoon")
    }
    try await demo.step("Tap Save") {
      try await compose.save()
      demo.check(try app.notesList.titles.first == "Call mum", "the new note is not first")
      demo.check(server.store.count("/notes") == 4, "the server does not have the note")
    }
  }

  static func delete(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    let app = try await demo.step("Launch the app") { await launch(server) }
    let detail = try await demo.step("Tap \"Ideas\"") {
      try await app.notesList.openNote(titled: "Ideas")
    }
    try await demo.step("Tap Delete") {
      try await detail.tapDelete()
      demo.check(detail.isAlertPresented, "no confirmation was asked")
    }
    try await demo.step("Confirm with Delete") {
      try await detail.answerConfirmation("Delete")
      demo.check(
        try app.notesList.titles == ["Book club", "Groceries"], "the note is still listed")
    }
  }

  static func changeSettings(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    let app = try await demo.step("Launch the app") { await launch(server) }
    let settings = try await demo.step("Tap the Settings tab") {
      try await app.openSettingsTab()
    }
    try await demo.step("Turn off \"Confirm before deleting\"") {
      await settings.confirmDeletion.toggle()
      demo.check(settings.confirmDeletion.isOn == false, "the switch is still on")
    }
    try await demo.step("Tap + on the text size twice") {
      await settings.stepFontSize(.up, times: 2)
      demo.check(settings.fontSizeLabel.text == "Text size: 19 pt", "the size did not change")
    }
    try await demo.step("Tap the Notes tab, then \"Book club\", then Delete") {
      let detail = try await app.openNotesTab().openNote(titled: "Book club")
      try await detail.tapDelete()
      demo.check(try app.notesList.titles == ["Ideas", "Groceries"], "the note was not deleted")
    }
  }

  static func recover(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    server.inject(.status(.serviceUnavailable), on: .get, "/notes", times: 1)
    let app = try await demo.step("Launch the app while the server answers 503") {
      let app = await launch(server)
      demo.check(try app.notesList.isAlertPresented, "no alert after the failure")
      return app
    }
    try await demo.step("Tap Retry") {
      try await app.notesList.alert().tapAction("Retry")
      try await app.notesList.finishAppWork()
      demo.check(try app.notesList.titles.count == 3, "the notes did not load")
    }
  }

  static func info(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    let app = try await demo.step("Launch the app") { await launch(server) }
    try await demo.step("Tap Info") {
      let info = try await app.notesList.showInfo()
      demo.check(info.count.text == "3 notes", "the popover does not count 3 notes")
    }
    try await demo.step("Tap outside the popover") {
      try await app.notesList.dismissPopover()
      demo.check(try app.notesList.isPopoverPresented == false, "the popover is still shown")
    }
  }

  static func openMissingNote(_ demo: DemoRunner) async throws {
    let server = NotesBackend.server()
    let app = try await demo.step("Launch the app") { await launch(server) }
    try await demo.step("Tap \"Holidays\"") {
      try await app.notesList.openNote(titled: "Holidays")
    }
  }
}
