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
@Suite("Notes list", .tapwright(registry: notesRegistry))
struct NotesListTests {
  @Test("The list shows the server's notes, newest first")
  func showsNotesNewestFirst() async throws {
    // Given the server has three notes
    // When the app starts
    let app = await launchApp()

    // Then the list shows them newest first, under the Notes tab, after one request
    #expect(try app.list.titles == ["Ideas", "Book club", "Groceries"])
    #expect(try app.list.sortTitle == "Newest")
    #expect(try app.list.status == nil)
    #expect(app.screen.selectedTabTitle == "Notes")
    app.server.expectRequests(.get, "/notes")
  }

  @Test("Choosing A-Z sorts the rows by title; Newest sorts them back")
  func sortingByTitle() async throws {
    // Given the list of three notes
    let app = await launchApp()
    let list = try app.list

    // When the user selects the A-Z segment
    await list.sort(by: .title)

    // Then the rows are in title order
    #expect(list.titles == ["Book club", "Groceries", "Ideas"])
    #expect(try list.sortTitle == "A-Z")

    // When the user selects Newest again
    await list.sort(by: .newest)

    // Then the rows are newest first again
    #expect(list.titles == ["Ideas", "Book club", "Groceries"])
  }

  @Test("With no notes on the server, the list says so")
  func emptyList() async throws {
    // Given an empty server
    let app = await launchApp(notes: [])

    // Then the list has no rows and shows the empty status
    #expect(try app.list.titles == [])
    #expect(try app.list.status == "No notes yet")
  }

  @Test("Rows use the font size from the settings")
  func rowsUseTheSettingsFontSize() async throws {
    // Given the user chose 21 pt text
    let app = await launchApp(settings: AppSettings(fontSize: 21))

    // Then the rows' titles are 21 pt
    #expect(try app.list.table().cell(at: 0)?.textLabel?.font.pointSize == 21)
  }

  @Test("A server error while loading shows an alert with the status")
  func loadFailureShowsAlert() async throws {
    // Given the server answers the list with 500
    let app = await launchApp { server in
      server.inject(.status(.internalServerError), on: .get, "/notes", times: 1)
    }

    // Then an alert explains the failure and offers to retry
    let alert = try app.list.alert()
    #expect(alert.title == "Couldn't Load Notes")
    #expect(alert.message == "The server answered 500.")
    #expect(alert.actionTitles == ["OK", "Retry"])
    #expect(try app.list.status == "No notes yet")
  }

  @Test("Retry after a failed load shows the notes")
  func retryAfterFailure() async throws {
    // Given the first load failed
    let app = await launchApp { server in
      server.inject(.status(.serviceUnavailable), on: .get, "/notes", times: 1)
    }
    let list = try app.list

    // When the user taps Retry
    try await list.alert().tapAction("Retry")
    await list.finishAppWork()

    // Then the alert is gone and the notes are shown, after a second request
    #expect(!list.isAlertPresented)
    #expect(list.titles == ["Ideas", "Book club", "Groceries"])
    app.server.expectRequests(.get, "/notes", count: 2)
  }

  @Test("OK after a failed load leaves the list empty and sends nothing more")
  func okAfterFailure() async throws {
    // Given the first load failed
    let app = await launchApp { server in
      server.inject(.status(.badGateway), on: .get, "/notes", times: 1)
    }

    // When the user taps OK
    try await app.list.alert().tapAction("OK")

    // Then no alert remains, and no second request went out
    #expect(try app.list.isAlertPresented == false)
    #expect(try app.list.titles == [])
    app.server.expectRequests(.get, "/notes", count: 1)
  }

  @Test("A dropped connection shows a hint to check the connection")
  func droppedConnection() async throws {
    // Given the server drops the connection
    let app = await launchApp { server in
      server.inject(.dropConnection, on: .get, "/notes", times: 1)
    }

    // Then the alert asks the user to check the connection
    #expect(try app.list.alert().message == "Check your connection and try again.")
  }

  @Test("Opening a note that is not in the list fails at the caller's line, naming the rows")
  func openingAMissingNoteFails() async throws {
    // Given the list of three notes
    let app = await launchApp()
    let list = try app.list
    let stage = try #require(Stage.current)
    let screen = stage.dump()

    // When a test opens a note that isn't there, then the failure names the rows and shows the screen
    let line = #line + 2
    try await withKnownIssue {
      try await list.openNote(titled: "Holidays")
    } matching: { issue in
      message(of: issue)
        == "No note titled \"Holidays\" in the list; rows: [\"Ideas\", \"Book club\", \"Groceries\"]"
        + "\n\n\(screen)"
        && issue.sourceLocation?.line == line
    }
  }
}
