import Foundation

/// A note as the server stores it: an id, a title and a body.
public struct Note: Codable, Hashable, Sendable, Identifiable {
  /// The server's id; higher ids are newer.
  public var id: Int
  /// The title shown in the list.
  public var title: String
  /// The text shown on the detail screen.
  public var body: String

  /// Creates a note.
  /// - Parameters:
  ///   - id: The server's id.
  ///   - title: The title.
  ///   - body: The text.
  public init(id: Int, title: String, body: String = "") {
    self.id = id
    self.title = title
    self.body = body
  }
}

/// A note the user composed and has not saved yet: what the app posts.
public struct NewNote: Codable, Hashable, Sendable {
  /// The title.
  public var title: String
  /// The text.
  public var body: String

  /// Creates an unsaved note.
  /// - Parameters:
  ///   - title: The title.
  ///   - body: The text.
  public init(title: String, body: String = "") {
    self.title = title
    self.body = body
  }
}

/// How the notes list orders its rows.
public enum NoteSortOrder: Int, CaseIterable, Sendable {
  /// Newest first (highest id first).
  case newest
  /// By title, A to Z.
  case title

  /// The segment's title.
  public var segmentTitle: String {
    switch self {
    case .newest: return "Newest"
    case .title: return "A-Z"
    }
  }

  /// Returns `notes` in this order.
  /// - Parameter notes: The notes to sort.
  public func sorted(_ notes: [Note]) -> [Note] {
    switch self {
    case .newest:
      return notes.sorted { $0.id > $1.id }
    case .title:
      return notes.sorted {
        let order = $0.title.localizedCaseInsensitiveCompare($1.title)
        return order == .orderedSame ? $0.id < $1.id : order == .orderedAscending
      }
    }
  }
}

/// What the compose screen accepts as a title.
public enum NoteValidation {
  /// The longest title allowed, in characters.
  public static let maximumTitleLength = 40

  /// The problem with `title`, as shown to the user, or `nil` when it is acceptable.
  /// - Parameter title: The title typed so far.
  public static func problem(withTitle title: String) -> String? {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "A title is required." }
    if trimmed.count > maximumTitleLength {
      return "Titles are at most \(maximumTitleLength) characters."
    }
    return nil
  }
}
