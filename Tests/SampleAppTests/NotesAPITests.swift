import Foundation
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens
import TapwrightSupport
import Testing

/// The app's API client against the fake server's in-process front end, without any UI.
@Suite("Notes API client", .tapwrightScope)
struct NotesAPITests {
  let server = NotesBackend.server()
  var api: NotesAPI {
    NotesAPI(baseURL: NotesBackend.inProcessBaseURL, transport: InProcessNotesTransport(server))
  }

  @Test("notes() decodes the server's list")
  func listsNotes() async throws {
    #expect(try await api.notes() == NotesBackend.sampleNotes)
  }

  @Test("create(_:) posts JSON and returns the note with its new id")
  func createsNotes() async throws {
    let note = try await api.create(NewNote(title: "New", body: "Text"))

    #expect(note == Note(id: 4, title: "New", body: "Text"))
    server.expectRequests(.post, "/notes", json: ["title": "New", "body": "Text"]) {
      $0.headerFields[.contentType] == "application/json"
    }
  }

  @Test("An error status becomes NotesAPIError.status")
  func errorStatus() async throws {
    await #expect(throws: NotesAPIError.status(404)) {
      try await api.delete(Note(id: 99, title: "Missing"))
    }
  }

  @Test("A body that isn't notes becomes NotesAPIError.undecodable")
  func undecodableBody() async throws {
    server.inject(.malformedBody, on: .get, "/notes")

    await #expect(throws: NotesAPIError.undecodable) { try await api.notes() }
  }

  @Test("Sorting by title ignores case and keeps ties in id order")
  func sortingByTitle() {
    let notes = [
      Note(id: 1, title: "beta"), Note(id: 2, title: "Alpha"), Note(id: 3, title: "alpha"),
    ]

    #expect(NoteSortOrder.title.sorted(notes).map(\.id) == [2, 3, 1])
    #expect(NoteSortOrder.newest.sorted(notes).map(\.id) == [3, 2, 1])
  }
}
