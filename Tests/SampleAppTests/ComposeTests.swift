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
@Suite("Composing a note", .tapwright(registry: notesRegistry))
struct ComposeTests {
  @Test("A new note can't be saved until it has a title")
  func saveStartsDisabled() async throws {
    // Given the compose screen
    let app = await launchApp()
    let compose = try await app.list.compose()

    // Then Save is disabled and the screen says why; the title field has the keyboard
    #expect(compose.saveButton.isEnabled == false)
    #expect(compose.validation.text == "A title is required.")
    #expect(compose.titleField.isEditing == true)
  }

  @Test("Typing a title enables Save and clears the message")
  func typingATitleEnablesSave() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()

    // When the user types a title
    await compose.titleField.type("Call mum")

    // Then Save is enabled
    #expect(compose.titleField.text == "Call mum")
    #expect(compose.saveButton.isEnabled == true)
    #expect(compose.validation.text == nil)
  }

  @Test("A title of spaces is no title: Save stays disabled")
  func blankTitleBlocksSave() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()

    await compose.titleField.type("   ")

    #expect(compose.saveButton.isEnabled == false)
    #expect(compose.validation.text == "A title is required.")
  }

  @Test("A title over 40 characters blocks Save with a message")
  func longTitleBlocksSave() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()

    await compose.titleField.type(String(repeating: "a", count: 41))

    #expect(compose.saveButton.isEnabled == false)
    #expect(compose.validation.text == "Titles are at most 40 characters.")
  }

  @Test("Clearing the title disables Save again")
  func clearingTheTitleDisablesSave() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()
    await compose.titleField.type("Draft")

    await compose.titleField.clear()

    #expect(compose.titleField.text == "")
    #expect(compose.saveButton.isEnabled == false)
  }

  @Test("Return in the title field moves to the note field")
  func returnMovesToTheBody() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()
    await compose.titleField.type("Plan")

    await compose.titleField.pressReturn()

    #expect(compose.titleField.isEditing == false)
    #expect(compose.bodyField.isEditing == true)
  }

  @Test("Saving posts the note, closes the sheet and shows the note first in the list")
  func savingAddsTheNote() async throws {
    // Given a composed note
    let app = await launchApp()
    let compose = try await app.list.compose()
    await compose.titleField.type("Call mum")
    await compose.bodyField.type("Sunday")

    // When the user taps Save
    try await compose.save()

    // Then the server got it, the sheet is gone, and the note is first in the list
    app.server.expectRequests(.post, "/notes", json: ["title": "Call mum", "body": "Sunday"])
    #expect(app.server.store.count("/notes") == 4)
    #expect(app.screen.topScreen is NotesListScreen)
    #expect(try app.list.titles.first == "Call mum")
  }

  @Test("A server error on save shows an alert and keeps what the user typed")
  func saveFailureKeepsTheDraft() async throws {
    // Given the server rejects new notes once
    let app = await launchApp { server in
      server.inject(.status(.internalServerError), on: .post, "/notes", times: 1)
    }
    let compose = try await app.list.compose()
    await compose.titleField.type("Call mum")

    // When the user taps Save
    try await compose.save()

    // Then an alert explains it, the sheet stays with the text, and Save works again
    let alert = try compose.alert()
    #expect(alert.title == "Couldn't Save Note")
    #expect(alert.message == "The server answered 500.")
    await alert.tapAction("OK")
    #expect(compose.titleField.text == "Call mum")
    #expect(compose.saveButton.isEnabled == true)
    #expect(try app.list.titles.count == 3)
  }

  @Test("Cancel closes the sheet and sends nothing")
  func cancelSendsNothing() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()
    await compose.titleField.type("Never mind")

    await compose.cancelButton.tap()

    #expect(app.screen.topScreen is NotesListScreen)
    app.server.expectNoRequests(.post, "/notes")
  }

  @Test("Once something is typed, the sheet can't be swiped away")
  func typingProtectsTheDraft() async throws {
    let app = await launchApp()
    let compose = try await app.list.compose()
    #expect(compose.viewController.isModalInPresentation == false)

    await compose.titleField.type("x")

    #expect(compose.viewController.isModalInPresentation == true)
  }
}
