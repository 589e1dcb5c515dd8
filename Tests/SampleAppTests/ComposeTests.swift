import SampleApp
import SampleAppScreens
import Tapwright
import TapwrightFakeServer
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
  func saveStartsDisabled() async {
    // Given the compose screen
    let app = await launchApp()
    let compose = await app.list?.compose()

    // Then Save is disabled and the screen says why; the title field has the keyboard
    #expect(compose?.canSave == false)
    #expect(compose?.validationMessage == "A title is required.")
    #expect(compose?.isEditingTitle == true)
  }

  @Test("Typing a title enables Save and clears the message")
  func typingATitleEnablesSave() async {
    let app = await launchApp()
    let compose = await app.list?.compose()

    // When the user types a title
    await compose?.typeTitle("Call mum")

    // Then Save is enabled
    #expect(compose?.titleText == "Call mum")
    #expect(compose?.canSave == true)
    #expect(compose?.validationMessage == nil)
  }

  @Test("A title of spaces is no title: Save stays disabled")
  func blankTitleBlocksSave() async {
    let app = await launchApp()
    let compose = await app.list?.compose()

    await compose?.typeTitle("   ")

    #expect(compose?.canSave == false)
    #expect(compose?.validationMessage == "A title is required.")
  }

  @Test("A title over 40 characters blocks Save with a message")
  func longTitleBlocksSave() async {
    let app = await launchApp()
    let compose = await app.list?.compose()

    await compose?.typeTitle(String(repeating: "a", count: 41))

    #expect(compose?.canSave == false)
    #expect(compose?.validationMessage == "Titles are at most 40 characters.")
  }

  @Test("Clearing the title disables Save again")
  func clearingTheTitleDisablesSave() async {
    let app = await launchApp()
    let compose = await app.list?.compose()
    await compose?.typeTitle("Draft")

    await compose?.clearTitle()

    #expect(compose?.titleText == "")
    #expect(compose?.canSave == false)
  }

  @Test("Return in the title field moves to the note field")
  func returnMovesToTheBody() async {
    let app = await launchApp()
    let compose = await app.list?.compose()
    await compose?.typeTitle("Plan")

    await compose?.pressReturnInTitle()

    #expect(compose?.isEditingTitle == false)
    #expect(compose?.isEditingBody == true)
  }

  @Test("Saving posts the note, closes the sheet and shows the note first in the list")
  func savingAddsTheNote() async {
    // Given a composed note
    let app = await launchApp()
    let compose = await app.list?.compose()
    await compose?.typeTitle("Call mum")
    await compose?.typeBody("Sunday")

    // When the user taps Save
    await compose?.save()

    // Then the server got it, the sheet is gone, and the note is first in the list
    app.server.expectRequests(.post, "/notes", json: ["title": "Call mum", "body": "Sunday"])
    #expect(app.server.store.count("/notes") == 4)
    #expect(app.screen.topScreen is NotesListScreen)
    #expect(app.list?.titles.first == "Call mum")
  }

  @Test("A server error on save shows an alert and keeps what the user typed")
  func saveFailureKeepsTheDraft() async {
    // Given the server rejects new notes once
    let app = await launchApp { server in
      server.inject(.status(.internalServerError), on: .post, "/notes", times: 1)
    }
    let compose = await app.list?.compose()
    await compose?.typeTitle("Call mum")

    // When the user taps Save
    await compose?.save()

    // Then an alert explains it, the sheet stays with the text, and Save works again
    let alert = compose?.alert()
    #expect(alert?.title == "Couldn't Save Note")
    #expect(alert?.message == "The server answered 500.")
    await alert?.tapAction("OK")
    #expect(compose?.titleText == "Call mum")
    #expect(compose?.canSave == true)
    #expect(app.list?.titles.count == 3)
  }

  @Test("Cancel closes the sheet and sends nothing")
  func cancelSendsNothing() async {
    let app = await launchApp()
    let compose = await app.list?.compose()
    await compose?.typeTitle("Never mind")

    await compose?.cancel()

    #expect(app.screen.topScreen is NotesListScreen)
    app.server.expectNoRequests(.post, "/notes")
  }

  @Test("Once something is typed, the sheet can't be swiped away")
  func typingProtectsTheDraft() async {
    let app = await launchApp()
    let compose = await app.list?.compose()
    #expect(compose?.viewController.isModalInPresentation == false)

    await compose?.typeTitle("x")

    #expect(compose?.viewController.isModalInPresentation == true)
  }
}
