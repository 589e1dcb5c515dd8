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

/// The coordinator, checked by what ends up on top after each user action.
@MainActor
@Suite("App coordinator", .tapwright(registry: notesRegistry))
struct CoordinatorTests {
  @Test("The app opens on the Notes tab, with Notes and Settings tabs")
  func opensOnNotes() async throws {
    let app = await launchApp()

    #expect(try app.screen.tabTitles == ["Notes", "Settings"])
    #expect(app.screen.topScreen is NotesListScreen)
  }

  @Test("Tapping a row pushes that note's detail on top")
  func tappingARowPushesTheDetail() async throws {
    // Given the list
    let app = await launchApp()

    // When the user taps "Groceries"
    try await app.list.openNote(titled: "Groceries")

    // Then the detail of "Groceries" is on top, one level deep in the Notes stack
    let detail = try app.screen.screen(as: NoteDetailScreen.self)
    #expect(detail.viewController.note == NotesBackend.sampleNotes[0])
    #expect(app.coordinator.notesNavigationController.viewControllers.count == 2)
  }

  @Test("Back from a detail returns to the list")
  func backReturnsToTheList() async throws {
    // Given a note's detail
    let app = await launchApp()
    try await app.list.openNote(titled: "Ideas")

    // When the user taps Back
    try await app.list.navigation().back()

    // Then the list is on top again
    #expect(app.screen.topScreen is NotesListScreen)
  }

  @Test("Tapping + presents the compose screen in its own navigation controller, as a sheet")
  func plusPresentsCompose() async throws {
    // Given the list
    let app = await launchApp()

    // When the user taps +
    let compose = try await app.list.compose()

    // Then compose is on top, presented as a form sheet over the list
    #expect(app.screen.topScreen is ComposeNoteScreen)
    #expect(compose.viewController.navigationController?.modalPresentationStyle == .formSheet)
    #expect(compose.viewController.title == "New Note")
  }

  @Test("Tapping Info shows a popover counting the notes; tapping outside closes it")
  func infoPopover() async throws {
    // Given the list of three notes
    let app = await launchApp()
    let list = try app.list

    // When the user taps Info
    let info = try await list.showInfo()

    // Then a popover anchored on the Info button says how many notes there are
    #expect(info.count.text == "3 notes")
    #expect(
      info.viewController.popoverPresentationController?.barButtonItem
        === list.viewController.navigationItem.leftBarButtonItem)

    // When the user taps outside the popover
    await list.dismissPopover()

    // Then it is gone
    #expect(!list.isPopoverPresented)
    #expect(app.screen.topScreen is NotesListScreen)
  }

  @Test("The Settings tab shows the settings; the Notes tab shows the list again")
  func switchingTabs() async throws {
    // Given the app on the Notes tab
    let app = await launchApp()

    // When the user taps Settings
    let settings = try await app.screen.openSettingsTab()

    // Then the settings are on top
    #expect(app.screen.topController === settings.viewController)
    #expect(app.screen.selectedTabTitle == "Settings")

    // When the user taps Notes
    try await app.screen.openNotesTab()

    // Then the list is on top again
    #expect(app.screen.topScreen is NotesListScreen)
  }
}
