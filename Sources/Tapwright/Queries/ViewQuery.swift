#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Which views to find: by accessibility identifier, accessibility label, text or title, or type.
///
/// Combine queries with ``and(_:)``. Views a user cannot see — hidden, transparent, or not in a
/// window — are not found unless the query is ``includingInvisible``.
public struct ViewQuery: CustomStringConvertible, Sendable {
  /// What the query looks for, as it appears in failure messages, e.g. `identifier "save"`.
  public let description: String
  /// Whether views a user cannot see are found too.
  public private(set) var includesInvisible = false
  private let test: @MainActor @Sendable (UIView) -> Bool

  /// Creates a query from a description and a test.
  ///
  /// - Parameters:
  ///   - description: What the query looks for, for failure messages.
  ///   - test: Whether a view matches.
  public init(_ description: String, _ test: @escaping @MainActor @Sendable (UIView) -> Bool) {
    self.description = description
    self.test = test
  }

  /// Whether `view` matches (ignoring visibility).
  ///
  /// - Parameter view: The view to test.
  /// - Returns: Whether it matches.
  @preconcurrency @MainActor
  public func matches(_ view: UIView) -> Bool { test(view) }

  /// Views whose accessibility identifier is `identifier`.
  ///
  /// - Parameter identifier: The accessibility identifier.
  /// - Returns: The query.
  public static func identifier(_ identifier: String) -> ViewQuery {
    ViewQuery("identifier \(ViewDescription.quotedText(identifier))") {
      $0.accessibilityIdentifier == identifier
    }
  }

  /// Views whose accessibility label is `label`.
  ///
  /// - Parameter label: The accessibility label.
  /// - Returns: The query.
  public static func label(_ label: String) -> ViewQuery {
    ViewQuery("label \(ViewDescription.quotedText(label))") { $0.accessibilityLabel == label }
  }

  /// Views showing `text`: a label's text, a button's title, a text field's text, a cell's text.
  ///
  /// - Parameter text: The text.
  /// - Returns: The query.
  public static func text(_ text: String) -> ViewQuery {
    ViewQuery("text \(ViewDescription.quotedText(text))") { ViewDescription.text(of: $0) == text }
  }

  /// Views of type `type` (or a subclass).
  ///
  /// - Parameter type: The view type.
  /// - Returns: The query.
  public static func type<V: UIView>(_ type: V.Type) -> ViewQuery {
    ViewQuery("type \(String(describing: type))") { $0 is V }
  }

  /// Every view.
  public static var any: ViewQuery { ViewQuery("any view") { _ in true } }

  /// The query matching views that match both this query and `other`.
  ///
  /// - Parameter other: The second query.
  /// - Returns: The combined query.
  public func and(_ other: ViewQuery) -> ViewQuery {
    let test = self.test
    var combined = ViewQuery("\(description) and \(other.description)") {
      test($0) && other.test($0)
    }
    combined.includesInvisible = includesInvisible || other.includesInvisible
    return combined
  }

  /// The same query, also finding views a user cannot see.
  public var includingInvisible: ViewQuery {
    var copy = self
    copy.includesInvisible = true
    return copy
  }
}

extension ViewDescription {
  /// `text` in double quotes, escaped; usable outside the main actor.
  nonisolated static func quotedText(_ text: String) -> String {
    // One pass over the bytes: every query builds its description, most texts need no escapes,
    // and Foundation's `replacingOccurrences` costs thousands of instructions a call.
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    var start = text.startIndex
    for index in text.unicodeScalars.indices {
      let escape: String
      switch text.unicodeScalars[index] {
      case "\\": escape = "\\\\"
      case "\"": escape = "\\\""
      case "\n": escape = "\\n"
      default: continue
      }
      quoted += text[start..<index]
      quoted += escape
      start = text.unicodeScalars.index(after: index)
    }
    quoted += text[start...]
    return quoted + "\""
  }
}
