import Foundation
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

/// The same app over real HTTP: URLSession to the fake server's loopback front end on 127.0.0.1.
@MainActor
@Suite("End to end over loopback HTTP", .tapwright(timeout: .seconds(5), registry: notesRegistry))
struct LoopbackEndToEndTests {
  func launchOverHTTP() async throws -> LaunchedApp {
    let server = NotesBackend.server()
    let settings = AppSettings()
    let coordinator = AppCoordinator(
      environment: try await .loopback(server, settings: settings))
    let screen = await NotesAppScreen.launch(coordinator)
    return LaunchedApp(
      server: server, coordinator: coordinator, settings: settings, screen: screen)
  }

  @Test("The list loads over HTTP")
  func listLoads() async throws {
    let app = try await launchOverHTTP()

    #expect(try app.list.titles == ["Ideas", "Book club", "Groceries"])
    let requests = app.server.expectRequests(.get, "/notes")
    #expect(requests.first?.headerFields[.accept] == "application/json")
  }

  @Test("A note composed and saved over HTTP is stored and listed")
  func saveOverHTTP() async throws {
    let app = try await launchOverHTTP()
    let compose = try await app.list.compose()
    await compose.titleField.type("Over the wire")

    try await compose.save()

    #expect(try app.list.titles.first == "Over the wire")
    let stored = try app.server.store.decode("/notes", as: Note.self)
    #expect(stored.map(\.title).contains("Over the wire"))
  }

  @Test("A note deleted over HTTP is gone from the server")
  func deleteOverHTTP() async throws {
    let app = try await launchOverHTTP()
    let detail = try await app.list.openNote(titled: "Groceries")
    try await detail.tapDelete()

    try await detail.answerConfirmation("Delete")

    #expect(app.server.store.get("/notes", id: "1") == nil)
    #expect(try app.list.titles == ["Ideas", "Book club"])
  }
}
