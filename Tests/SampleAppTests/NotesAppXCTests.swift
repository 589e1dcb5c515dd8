#if canImport(XCTest)
  import TapwrightSampleApp
  import TapwrightSampleAppScreens
  import Tapwright
  import TapwrightDoubles
  import TapwrightFakeServer
  import TapwrightSupport
  import XCTest

  #if canImport(UIKit)
    import UIKit
  #else
    import HeadlessUIKit
  #endif

  /// The same behaviours in classic XCTest: synchronous screen objects that spin the main run loop.
  final class NotesAppXCTests: StageTestCase {
    override var registry: ObjectRegistry { notesRegistry }

    @MainActor func testThatTheListShowsTheServersNotesNewestFirst() async throws {
      // Given the server has three notes; when the app starts
      let app = await launchApp()

      // Then the list shows them newest first
      XCTAssertEqual(try app.list.titles, ["Ideas", "Book club", "Groceries"])
      app.server.expectRequests(.get, "/notes")
    }

    @MainActor func testThatTappingANotePushesItsDetail() async throws {
      let app = await launchApp()

      let detail = try await app.list.openNote(titled: "Groceries")

      XCTAssertEqual(try detail.noteTitle, "Groceries")
      XCTAssertTrue(app.screen.topScreen is NoteDetailScreen)
    }

    @MainActor func testThatSavingANoteAddsItToTheTopOfTheList() async throws {
      let app = await launchApp()
      let compose = try await app.list.compose()

      await compose.titleField.type("Water the plants")
      try await compose.save()

      app.server.expectRequests(.post, "/notes", json: ["title": "Water the plants"])
      XCTAssertEqual(try app.list.titles.first, "Water the plants")
      XCTAssertTrue(app.screen.topScreen is NotesListScreen)
    }

    @MainActor func testThatSaveIsDisabledUntilThereIsATitle() async throws {
      let app = await launchApp()
      let compose = try await app.list.compose()
      XCTAssertEqual(compose.saveButton.isEnabled, false)

      await compose.titleField.type("Title")

      XCTAssertEqual(compose.saveButton.isEnabled, true)
    }

    @MainActor func testThatConfirmingDeleteRemovesTheNote() async throws {
      let app = await launchApp()
      let detail = try await app.list.openNote(titled: "Book club")

      try await detail.tapDelete()
      try await detail.answerConfirmation("Delete")

      app.server.expectRequests(.delete, "/notes/2")
      XCTAssertEqual(try app.list.titles, ["Ideas", "Groceries"])
    }

    @MainActor func testThatTheSwitchTurnsDeleteConfirmationOff() async throws {
      let app = await launchApp()
      let settings = try await app.screen.openSettingsTab()

      await settings.confirmDeletion.toggle()

      XCTAssertEqual(settings.confirmDeletion.isOn, false)
      XCTAssertFalse(app.settings.confirmsDeletion)
    }

    @MainActor func testThatTheStepperChangesTheTextSize() async throws {
      let app = await launchApp()
      let settings = try await app.screen.openSettingsTab()

      await settings.stepFontSize(.up, times: 2)

      XCTAssertEqual(settings.fontSizeLabel.text, "Text size: 19 pt")
    }

    @MainActor func testThatTappingPlusAsksTheNavigationDelegateForCompose() async throws {
      // Given the list alone, with a spy as its navigation delegate
      let navigation = NotesListNavigationSpy()
      let controller = NotesListViewController(
        environment: .inProcess(NotesBackend.server()))
      controller.delegate = navigation
      guard let stage = Stage.current else { return XCTFail("StageTestCase sets a stage") }
      let list = await stage.present(controller, as: NotesListScreen.self, .pushed)
      await list.finishAppWork()

      // When the user taps +
      try await list.navigation().tapBarButton(.right, NotesListViewController.ID.compose)

      // Then the delegate was asked for compose, once, and for nothing else
      XCTAssertEqual(navigation.notesListDidRequestCompose.callCount, 1)
      XCTAssertEqual(navigation.invocations.count, 1)
    }
  }
#endif
