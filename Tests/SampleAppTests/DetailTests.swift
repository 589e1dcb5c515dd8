import Tapwright
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("A note's detail and deleting it", .tapwright(registry: notesRegistry))
struct DetailTests {
  @Test("The detail shows the note's title and text")
  func showsTheNote() async throws {
    let app = await launchApp()

    let detail = try await app.list.openNote(titled: "Book club")

    #expect(detail.titleLabel.text == "Book club")
    #expect(detail.bodyLabel.text == "Read chapters 3 to 5")
    #expect(detail.viewController.title == "Book club")
  }

  @Test("A note without text says so")
  func emptyBody() async throws {
    let app = await launchApp(notes: [Note(id: 7, title: "Empty")])

    let detail = try await app.list.openNote(titled: "Empty")

    #expect(detail.bodyLabel.text == "No text")
  }

  @Test("Delete asks for confirmation, naming the note")
  func deleteAsksFirst() async throws {
    let app = await launchApp()
    let detail = try await app.list.openNote(titled: "Ideas")

    try await detail.tapDelete()

    let alert = try detail.alert()
    #expect(alert.title == "Delete “Ideas”?")
    #expect(alert.message == "This can't be undone.")
    #expect(alert.actionTitles == ["Cancel", "Delete"])
    app.server.expectNoRequests(.delete, "/notes/:id")
  }

  @Test("Cancel in the confirmation keeps the note")
  func cancelKeepsTheNote() async throws {
    let app = await launchApp()
    let detail = try await app.list.openNote(titled: "Ideas")
    try await detail.tapDelete()

    try await detail.answerConfirmation("Cancel")

    #expect(detail.isAlertPresented == false)
    #expect(app.screen.topScreen is NoteDetailScreen)
    app.server.expectNoRequests(.delete, "/notes/:id")
    #expect(app.server.store.count("/notes") == 3)
  }

  @Test("Confirming deletes the note on the server and returns to the list without it")
  func confirmingDeletes() async throws {
    let app = await launchApp()
    let detail = try await app.list.openNote(titled: "Ideas")
    try await detail.tapDelete()

    try await detail.answerConfirmation("Delete")

    app.server.expectRequests(.delete, "/notes/3")
    #expect(app.server.store.get("/notes", id: "3") == nil)
    #expect(app.screen.topScreen is NotesListScreen)
    #expect(try app.list.titles == ["Book club", "Groceries"])
  }

  @Test("With confirmation turned off, Delete deletes at once")
  func deleteWithoutConfirmation() async throws {
    let app = await launchApp(settings: AppSettings(confirmsDeletion: false))
    let detail = try await app.list.openNote(titled: "Groceries")

    try await detail.tapDelete()

    app.server.expectRequests(.delete, "/notes/1")
    #expect(try app.list.titles == ["Ideas", "Book club"])
  }

  @Test("A server error on delete shows an alert and keeps the note")
  func deleteFailure() async throws {
    let app = await launchApp { server in
      server.inject(.status(.notFound), on: .delete, "/notes/:id", times: 1)
    }
    let detail = try await app.list.openNote(titled: "Ideas")
    try await detail.tapDelete()

    try await detail.answerConfirmation("Delete")

    let alert = try detail.alert()
    #expect(alert.title == "Couldn't Delete Note")
    #expect(alert.message == "The server answered 404.")
    await alert.tapAction("OK")
    #expect(detail.deleteButton.isEnabled == true)
    #expect(app.screen.topScreen is NoteDetailScreen)
    #expect(try app.list.viewController.notes.count == 3)
  }
}
