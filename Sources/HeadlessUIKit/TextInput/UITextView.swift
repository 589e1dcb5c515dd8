#if !canImport(UIKit)
  import Foundation

  /// What a text view asks and tells its delegate, as UIKit's (every method has a default).
  @preconcurrency @MainActor
  public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; `true` by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; `true` by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit replacing `range` with `text` may be applied; `true` by default.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
      -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether the user's interaction with a link may go on (open the URL, show its actions);
    /// `true` by default. HeadlessUIKit's text view has no link a user can tap: nothing asks.
    func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool
    /// Whether the user's interaction with an attachment may go on; `true` by default. Nothing
    /// asks (as for links).
    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
    /// The iOS 7 form of the link question; `true` by default. Nothing asks.
    func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange
    ) -> Bool
    /// The iOS 7 form of the attachment question; `true` by default. Nothing asks.
    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange
    ) -> Bool
  }

  /// How the user interacts with a link or an attachment in a text view, as UIKit's
  /// (`UITextItemInteraction.h`, deprecated in iOS 17 for text items).
  public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the default action (open the link).
    case invokeDefaultAction = 0
    /// A long press: the actions sheet.
    case presentActions = 1
    /// A 3D Touch preview.
    case preview = 2
  }

  extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      optionalRequirementDefault(true)
    }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      optionalRequirementDefault(true)
    }
    public func textViewDidBeginEditing(_ textView: UITextView) { optionalRequirementDefault() }
    public func textViewDidEndEditing(_ textView: UITextView) { optionalRequirementDefault() }
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { optionalRequirementDefault(true) }
    public func textViewDidChange(_ textView: UITextView) { optionalRequirementDefault() }
    public func textViewDidChangeSelection(_ textView: UITextView) { optionalRequirementDefault() }
    public func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool { optionalRequirementDefault(true) }
    public func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { optionalRequirementDefault(true) }
    public func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange
    ) -> Bool { optionalRequirementDefault(true) }
    public func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange
    ) -> Bool { optionalRequirementDefault(true) }
  }

  /// A scrollable, multi-line text view, editable by default, as UIKit's.
  ///
  /// Setting `text` in code sends no delegate message and no notification, as in UIKit; a user's
  /// edit (``userReplaceText(in:with:)``) asks `textView(_:shouldChangeTextIn:replacementText:)`,
  /// then sends `textViewDidChange` and `textDidChangeNotification`. With scrolling disabled its
  /// intrinsic size is its text's (plus `textContainerInset`), so it grows with its text under
  /// Auto Layout as UIKit's does.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITextView: UIScrollView {
    /// Posted when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextViewTextDidBeginEditingNotification")
    /// Posted when a user's edit changed the text.
    public static let textDidChangeNotification = Notification.Name(
      "UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextViewTextDidEndEditingNotification")

    private var textStorage = ""

    /// The text; never `nil` (setting `nil` makes it empty).
    open var text: String! {
      get { textStorage }
      set {
        textStorage = newValue ?? ""
        selectedRange = NSRange(location: (textStorage as NSString).length, length: 0)
        invalidateIntrinsicContentSize()
      }
    }

    /// The text with attributes; setting it sets `text` to its string.
    open var attributedText: NSAttributedString! {
      get { NSAttributedString(string: textStorage) }
      set { text = newValue?.string ?? "" }
    }

    /// The font; `nil` means the system font at 12 points, as UIKit's default.
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour.
    open var textColor: UIColor?
    /// The alignment; `.natural` by default.
    open var textAlignment = NSTextAlignment.natural
    /// Whether a user can edit the text; `true` by default.
    open var isEditable = true
    /// Whether a user can select the text; `true` by default.
    open var isSelectable = true
    /// Whether the user may change text attributes; `false` by default.
    open var allowsEditingTextAttributes = false
    /// The selected range, in UTF-16 units.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The inset of the text from the view's edges: 8 points top and bottom by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// The attributes new typing gets.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links in the text; `nil` until set, as UIKit's implicitly unwrapped
    /// dictionary.
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
    /// The kinds of data (links, phone numbers…) the text view makes tappable; none by default.
    /// HeadlessUIKit keeps the setting; it finds no data in the text.
    open var dataDetectorTypes = UIDataDetectorTypes()
    /// The container the text is laid out in: its padding, line limit and size.
    public let textContainer: NSTextContainer = {
      let container = NSTextContainer(
        size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
      container.widthTracksTextView = true
      return container
    }()
    /// Whether the text clears when editing begins (UITextView has none: always `false`).
    open var clearsOnInsertion = false
    /// The keyboard.
    open var keyboardType = UIKeyboardType.default
    /// The return key's title.
    open var returnKeyType = UIReturnKeyType.default
    /// Automatic capitalisation.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Automatic correction.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether the text is hidden as typed.
    open var isSecureTextEntry = false
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// The kind of content, for autofill.
    open var textContentType: UITextContentType?
    /// The view shown instead of the keyboard.
    open var inputView: UIView?
    /// The view shown above the keyboard.
    open var inputAccessoryView: UIView?

    /// The delegate; it also hears about scrolling, as in UIKit.
    open weak var delegate: (any UITextViewDelegate)?

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate ?? plainScrollDelegate }

    override func assignScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) {
      assignScrollDelegate(delegate, as: (any UITextViewDelegate).self) { self.delegate = $0 }
    }

    /// Whether the text view is being edited.
    public private(set) var isEditing = false

    /// Creates a text view.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a text view with a text container (HeadlessUIKit has none to use).
    public convenience init(frame: CGRect, textContainer: Any?) {
      self.init(frame: frame)
    }

    /// Not supported: HeadlessUIKit builds no views from archives.
    public required init?(coder: NSCoder) {
      super.init(frame: .zero)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    override var bringsUpKeyboard: Bool { isEditable }

    /// Begins editing an editable text view: asks `textViewShouldBeginEditing`, becomes first
    /// responder, then `textViewDidBeginEditing` and the notification; fails outside a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      if isEditing && isFirstResponder { return true }
      guard isEditable, let window else { return false }
      if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
      let became = window.holdingKeyboardUpdates { super.becomeFirstResponder() }
      // A text view's keyboard notifications come before `textViewDidBeginEditing`.
      window.updateKeyboard()
      guard became else { return false }
      isEditing = true
      delegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      return true
    }

    /// Ends editing: asks `textViewShouldEndEditing`, resigns, then `textViewDidEndEditing` and
    /// the notification.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isEditing else { return super.resignFirstResponder() }
      if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
      let window = self.window
      let resigned =
        window?.holdingKeyboardUpdates { super.resignFirstResponder() }
        ?? super.resignFirstResponder()
      guard resigned else { return false }
      isEditing = false
      delegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
      window?.updateKeyboard()
      return true
    }

    /// The text's size plus `textContainerInset` while scrolling is disabled; no intrinsic size
    /// while it scrolls, as UIKit's.
    open override var intrinsicContentSize: CGSize {
      guard !isScrollEnabled else {
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
      }
      let maxWidth = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
      let size = TextMetrics.size(
        textStorage.isEmpty ? " " : textStorage, font ?? .systemFont(ofSize: 12),
        maxWidth: maxWidth)
      return CGSize(
        width: UIView.noIntrinsicMetric,
        height: size.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// Scrolls so that `range` is visible (nothing to scroll headlessly).
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: Key input (UIKeyInput)

    /// Whether the view has text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Inserts text at the selection as a typed key, editing or not (a view that is not editing
    /// keeps its selection, at the end of text set in code): the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` may refuse it, then `textViewDidChange`
    /// and `textDidChangeNotification`; editing does not begin.
    ///
    /// - Parameter text: The text.
    open func insertText(_ text: String) {
      applyKey(in: selectedRange, replacement: text)
    }

    /// Deletes the selection, else the character before the caret, as the delete key; nothing
    /// at the start of the text.
    open func deleteBackward() {
      let current = textStorage as NSString
      var range = selectedRange
      if range.length == 0 {
        guard range.location > 0, range.location <= current.length else { return }
        range = current.rangeOfComposedCharacterSequence(at: range.location - 1)
      }
      applyKey(in: range, replacement: "")
    }

    @discardableResult
    private func applyKey(in range: NSRange, replacement: String) -> Bool {
      let current = textStorage as NSString
      guard range.location >= 0, range.length >= 0, range.location + range.length <= current.length
      else { return false }
      if let delegate,
        !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
      {
        return false
      }
      textStorage = current.replacingCharacters(in: range, with: replacement)
      selectedRange = NSRange(
        location: range.location + (replacement as NSString).length, length: 0)
      invalidateIntrinsicContentSize()
      delegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
      return true
    }

    /// Simulates a user's edit: replaces `range` with `replacement` if the delegate allows it,
    /// then `textViewDidChange` and `textDidChangeNotification`. Begins editing first.
    ///
    /// - Returns: Whether the edit was applied.
    @_spi(Testing)
    @discardableResult
    public func userReplaceText(in range: NSRange, with replacement: String) -> Bool {
      guard isEditing || becomeFirstResponder() else { return false }
      return applyKey(in: range, replacement: replacement)
    }
  }
#endif
