#if !canImport(UIKit)
  import Foundation

  /// A position in a text input's document, as UIKit's: an opaque object the input makes.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITextPosition: NSObject {}

  /// A range in a text input's document, as UIKit's: two positions the input makes.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITextRange: NSObject {
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { true }
    /// The start.
    open var start: UITextPosition { UITextPosition() }
    /// The end.
    open var end: UITextPosition { UITextPosition() }
  }

  /// A position HeadlessUIKit's text inputs make: an offset in UTF-16 units, as UIKit's
  /// `offset(from:to:)` counts.
  final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
      self.offset = offset
    }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
      (object as? TextOffsetPosition)?.offset == offset
    }

    nonisolated override var hash: Int { offset }
  }

  /// A range HeadlessUIKit's text inputs make.
  final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
      self.range = range
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
      (object as? TextOffsetRange)?.range == range
    }

    nonisolated override var hash: Int { range.location &* 31 &+ range.length }
  }

  /// Text entry one key at a time, as UIKit's: what the keyboard calls.
  @preconcurrency @MainActor
  public protocol UIKeyInput: NSObjectProtocol {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts text at the selection, as a key press.
    ///
    /// - Parameter text: The text.
    func insertText(_ text: String)
    /// Deletes the selection, else the character before the caret, as the delete key.
    func deleteBackward()
  }

  /// The selection and document positions of a text input, as UIKit's.
  ///
  /// HeadlessUIKit declares the part apps use to read and move the caret (formatters that keep
  /// it in place, say); marked text, geometry and tokenizers are not modelled.
  @preconcurrency @MainActor
  public protocol UITextInput: UIKeyInput {
    /// The selection; `nil` while the input is not editing.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisionally composed) text; HeadlessUIKit has none.
    var markedTextRange: UITextRange? { get }
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The text in a range.
    ///
    /// - Parameter range: The range.
    /// - Returns: The text, or `nil` for a range outside the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range (as code, not as a user: no delegate call, no event).
    ///
    /// - Parameters:
    ///   - range: The range.
    ///   - text: The replacement.
    func replace(_ range: UITextRange, withText text: String)
    /// A range between two positions, in either order.
    ///
    /// - Parameters:
    ///   - fromPosition: One end.
    ///   - toPosition: The other end.
    /// - Returns: The range, or `nil` for positions outside the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
    /// The position `offset` characters (UTF-16 units) from `position`.
    ///
    /// - Parameters:
    ///   - position: The start.
    ///   - offset: The distance, negative for backwards.
    /// - Returns: The position, or `nil` outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    ///
    /// - Parameters:
    ///   - position: The first.
    ///   - other: The second.
    /// - Returns: Their order.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The distance from one position to another, in UTF-16 units.
    ///
    /// - Parameters:
    ///   - from: The start.
    ///   - toPosition: The end.
    /// - Returns: The distance, negative when `toPosition` comes first.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  }

  /// A text view takes keys as a text field does (UIKit's conforms through `UITextInput`).
  extension UITextView: UIKeyInput {}

  extension UITextField: UITextInput {
    // MARK: Helpers

    var utf16Length: Int { (text ?? "").utf16.count }

    func textOffset(of position: UITextPosition) -> Int? {
      guard let offset = (position as? TextOffsetPosition)?.offset,
        (0...utf16Length).contains(offset)
      else { return nil }
      return offset
    }

    /// The NSRange of a range this field made, when it lies inside the current text.
    func documentRange(_ range: UITextRange) -> NSRange? {
      guard let range = (range as? TextOffsetRange)?.range, clamped(range) == range else {
        return nil
      }
      return range
    }

    /// `range` cut to the text.
    func clamped(_ range: NSRange) -> NSRange {
      let length = utf16Length
      let location = min(max(0, range.location), length)
      return NSRange(location: location, length: min(max(0, range.length), length - location))
    }

    /// What the delete key removes: the selection, else the composed character before the
    /// caret; `nil` at the start of the text.
    var rangeDeletedBackward: NSRange? {
      let selection = clamped(self.selection)
      if selection.length > 0 { return selection }
      guard selection.location > 0 else { return nil }
      let characters = (text ?? "") as NSString
      return characters.rangeOfComposedCharacterSequence(at: selection.location - 1)
    }
  }
#endif
