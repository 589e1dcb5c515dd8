#if canImport(XCTest)
  import SampleApp
  import SampleAppScreens
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

    func testThatTheListShowsTheServersNotesNewestFirst() {
      MainActor.assumeIsolated {
        // Given the server has three notes; when the app starts
        let app = launchAppSpinning()

        // Then the list shows them newest first
        XCTAssertEqual(app.list?.titles, ["Ideas", "Book club", "Groceries"])
        app.server.expectRequests(.get, "/notes")
      }
    }

    func testThatTappingANotePushesItsDetail() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()

        let detail: NoteDetailScreen? = app.list?.openNote(titled: "Groceries")

        XCTAssertEqual(detail?.noteTitle, "Groceries")
        XCTAssertTrue(app.screen.topScreen is NoteDetailScreen)
      }
    }

    func testThatSavingANoteAddsItToTheTopOfTheList() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()
        let compose: ComposeNoteScreen? = app.list?.compose()

        compose?.typeTitle("Water the plants")
        compose?.save()

        app.server.expectRequests(.post, "/notes", json: ["title": "Water the plants"])
        XCTAssertEqual(app.list?.titles.first, "Water the plants")
        XCTAssertTrue(app.screen.topScreen is NotesListScreen)
      }
    }

    func testThatSaveIsDisabledUntilThereIsATitle() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()
        let compose: ComposeNoteScreen? = app.list?.compose()
        XCTAssertEqual(compose?.canSave, false)

        compose?.typeTitle("Title")

        XCTAssertEqual(compose?.canSave, true)
      }
    }

    func testThatConfirmingDeleteRemovesTheNote() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()
        let detail: NoteDetailScreen? = app.list?.openNote(titled: "Book club")

        detail?.tapDelete()
        detail?.answerConfirmation("Delete")

        app.server.expectRequests(.delete, "/notes/2")
        XCTAssertEqual(app.list?.titles, ["Ideas", "Groceries"])
      }
    }

    func testThatTheSwitchTurnsDeleteConfirmationOff() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()
        let settings: SettingsScreen? = app.screen.openSettingsTab()

        settings?.toggleConfirmDeletion()

        XCTAssertEqual(settings?.confirmsDeletion, false)
        XCTAssertFalse(app.settings.confirmsDeletion)
      }
    }

    func testThatTheStepperChangesTheTextSize() {
      MainActor.assumeIsolated {
        let app = launchAppSpinning()
        let settings: SettingsScreen? = app.screen.openSettingsTab()

        settings?.stepFontSize(.up, times: 2)

        XCTAssertEqual(settings?.fontSizeText, "Text size: 19 pt")
      }
    }

    func testThatTappingPlusAsksTheNavigationDelegateForCompose() {
      MainActor.assumeIsolated {
        // Given the list alone, with a spy as its navigation delegate
        let navigation = NotesListNavigationSpy()
        let controller = NotesListViewController(
          environment: .inProcess(NotesBackend.server()))
        controller.delegate = navigation
        guard let stage = Stage.current else { return XCTFail("StageTestCase sets a stage") }
        let list = stage.present(controller, as: NotesListScreen.self, .pushed)
        list.finishAppWork()

        // When the user taps +
        list.navigation()?.tapBarButton(.right, NotesListViewController.ID.compose)

        // Then the delegate was asked for compose, once, and for nothing else
        XCTAssertEqual(navigation.notesListDidRequestCompose.callCount, 1)
        XCTAssertEqual(navigation.invocations.count, 1)
      }
    }
  }
#endif
