import Tapwright
import TapwrightDoubles
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

/// The list alone, in a navigation controller, with a spy as its navigation delegate.
@MainActor
@Suite("Notes list navigation delegate", .tapwright(registry: notesRegistry))
struct NavigationDelegateTests {
  let server = NotesBackend.server()
  let navigation = NotesListNavigationSpy()

  func showList() async -> NotesListScreen {
    let controller = NotesListViewController(environment: .inProcess(server))
    controller.delegate = navigation
    let list = await present(controller, as: NotesListScreen.self, .pushed)
    await list.finishAppWork()
    return list
  }

  @Test("Tapping a row asks the delegate to show that note, and nothing else")
  func tappingARowAsksToShowTheNote() async throws {
    // Given the list, with compose and info never expected
    navigation.notesListDidRequestCompose.reject()
    navigation.notesListDidRequestInfoFrom.reject()
    let list = await showList()

    // When the user taps "Book club"
    await list.notes.selectRow(1)

    // Then the delegate was asked once, for that note
    #expect(navigation.notesListDidSelect.callCount == 1)
    #expect(navigation.notesListDidSelect.lastArguments?.note == NotesBackend.sampleNotes[1])
    #expect(navigation.notesListDidSelect.lastArguments?.list === list.viewController)
  }

  @Test("After sorting, a row's tap names the note shown in that row")
  func tappingAfterSorting() async throws {
    // Given the list sorted A-Z
    let list = await showList()
    await list.sort(by: .title)

    // When the user taps the first row
    await list.notes.selectRow(0)

    // Then the delegate is asked for "Book club"
    #expect(navigation.notesListDidSelect.lastArguments?.note.title == "Book club")
  }

  @Test("Tapping + asks the delegate for the compose screen")
  func tappingPlusAsksForCompose() async throws {
    // Given the list; the spy expects one compose request (checked when the test ends)
    navigation.notesListDidRequestCompose.expect(.once)
    let list = await showList()

    // When the user taps +
    try await list.navigation().tapBarButton(.right, NotesListViewController.ID.compose)

    // Then only compose was asked for, and nothing was presented by the list itself
    #expect(navigation.invocations.map(\.member) == ["notesListDidRequestCompose(_:)"])
    #expect(list.presentedController == nil)
  }

  @Test("Tapping Info asks the delegate for the popover, pointing at the Info button")
  func tappingInfoAsksForThePopover() async throws {
    // Given the list
    let list = await showList()

    // When the user taps Info
    try await list.navigation().tapBarButton(.left, "Info")

    // Then the delegate got the Info bar button item to anchor the popover
    #expect(navigation.notesListDidRequestInfoFrom.callCount == 1)
    #expect(
      navigation.notesListDidRequestInfoFrom.lastArguments?.item
        === list.viewController.navigationItem.leftBarButtonItem)
  }
}
