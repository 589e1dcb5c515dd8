import Foundation
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The notes API as a fake server: REST routes over `/notes`, seeded with notes.
public enum NotesBackend {
  /// The notes every journey and most tests start with.
  public static let sampleNotes: [Note] = [
    Note(id: 1, title: "Groceries", body: "Milk, eggs, bread"),
    Note(id: 2, title: "Book club", body: "Read chapters 3 to 5"),
    Note(id: 3, title: "Ideas", body: "A notes app, tested the Tapwright way"),
  ]

  /// The root URL the app uses when it talks to the server in process.
  public static let inProcessBaseURL = URL(string: "http://notes.test") ?? URL(fileURLWithPath: "/")

  /// A server answering `GET`/`POST /notes` and `GET`/`PUT`/`PATCH`/`DELETE /notes/:id`.
  /// - Parameter notes: The notes it starts with (and returns to on `reset()`).
  public static func server(notes: [Note] = sampleNotes) -> FakeServer {
    let server = FakeServer(routes: FakeRoutes { $0.resource("/notes") })
    // Encoding a `Note` cannot fail: it is three plain members.
    try? server.seed("/notes", notes)
    server.keepStoreAsFixtures()
    return server
  }
}

/// The app's transport over a fake server, in process: no sockets, no URLSession.
public struct InProcessNotesTransport: NotesTransport {
  /// The in-process front end of the server.
  public let transport: InProcessTransport

  /// Creates a transport that calls `server` directly.
  /// - Parameter server: The fake server.
  public init(_ server: FakeServer) {
    transport = server.transport
  }

  /// Answers `request` from the fake server.
  /// - Parameter request: The app's request.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await transport.data(for: request)
  }
}

extension AppEnvironment {
  /// An environment whose API is `server`, called in process, with the current test's tracker.
  ///
  /// Outside a test scope a new tracker is made; pass `tracker` to choose one.
  /// - Parameters:
  ///   - server: The fake server.
  ///   - tracker: The tracker; the current `TestScope`'s by default.
  ///   - settings: The user's preferences; new default ones when `nil`.
  public static func inProcess(
    _ server: FakeServer, tracker: WorkTracker? = nil, settings: AppSettings? = nil
  ) -> AppEnvironment {
    AppEnvironment(
      api: NotesAPI(
        baseURL: NotesBackend.inProcessBaseURL, transport: InProcessNotesTransport(server)),
      tracker: tracker ?? TestScope.current?.tracker ?? WorkTracker(name: "notes app"),
      settings: settings)
  }

  /// An environment whose API is `server` over real HTTP on the loopback server, via URLSession.
  /// - Parameters:
  ///   - server: The fake server.
  ///   - tracker: The tracker; the current `TestScope`'s by default.
  ///   - settings: The user's preferences; new default ones when `nil`.
  public static func loopback(
    _ server: FakeServer, tracker: WorkTracker? = nil, settings: AppSettings? = nil
  ) async throws -> AppEnvironment {
    AppEnvironment(
      api: NotesAPI(baseURL: try await server.loopbackURL(), transport: URLSessionTransport()),
      tracker: tracker ?? TestScope.current?.tracker ?? WorkTracker(name: "notes app"),
      settings: settings)
  }
}
