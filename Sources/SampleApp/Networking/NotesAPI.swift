import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An answer from the notes API that the app cannot use.
public enum NotesAPIError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server answered with a status outside 200–299.
  case status(Int)
  /// The response was not an HTTP response.
  case notHTTP
  /// The body did not decode as the expected JSON.
  case undecodable

  /// A short explanation for the user, e.g. `The server answered 503.`
  public var description: String {
    switch self {
    case .status(let code): return "The server answered \(code)."
    case .notHTTP: return "The server's answer was not HTTP."
    case .undecodable: return "The server's answer could not be read."
    }
  }

  /// The message the app shows for `error`: the API error's description, or a generic hint.
  /// - Parameter error: Any error from a ``NotesAPI`` call.
  public static func userMessage(for error: any Error) -> String {
    (error as? NotesAPIError)?.description ?? "Check your connection and try again."
  }
}

/// The notes REST API: `GET /notes`, `POST /notes`, `DELETE /notes/:id`, over a ``NotesTransport``.
public struct NotesAPI: Sendable {
  /// The API's root; `notes` is appended to it.
  public let baseURL: URL
  /// How requests are sent.
  public let transport: any NotesTransport

  /// Creates a client.
  /// - Parameters:
  ///   - baseURL: The API's root, e.g. `https://notes.example.com/api`.
  ///   - transport: How requests are sent.
  public init(baseURL: URL, transport: any NotesTransport) {
    self.baseURL = baseURL
    self.transport = transport
  }

  /// Loads every note, in the server's order.
  public func notes() async throws -> [Note] {
    try decode([Note].self, from: try await send("GET", "notes"))
  }

  /// Saves `note` and returns it as stored, with its new id.
  /// - Parameter note: The note to save.
  public func create(_ note: NewNote) async throws -> Note {
    let body = try JSONEncoder().encode(note)
    return try decode(Note.self, from: try await send("POST", "notes", body: body))
  }

  /// Deletes `note` on the server.
  /// - Parameter note: The note to delete.
  public func delete(_ note: Note) async throws {
    _ = try await send("DELETE", "notes/\(note.id)")
  }

  private func send(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await transport.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw NotesAPIError.notHTTP }
    guard (200..<300).contains(http.statusCode) else {
      throw NotesAPIError.status(http.statusCode)
    }
    return data
  }

  private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw NotesAPIError.undecodable
    }
  }
}
