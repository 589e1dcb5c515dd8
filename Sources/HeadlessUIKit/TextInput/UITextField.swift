#if !canImport(UIKit)
  import Foundation

  /// A single-line editable text control, as UIKit's.
  ///
  /// Becoming and resigning first responder runs UIKit's delegate calls and editing events.
  /// Setting `text` in code sends no actions, no delegate calls and no notification; the
  /// `@_spi(Testing)` `user…` methods edit as a user would (see UITextField+Testing.swift).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITextField: UIControl {
    override var primaryActionEvents: UIControl.Event { .editingDidEndOnExit }

    /// A text field's border, as UIKit's.
    public enum BorderStyle: Int, Sendable {
      /// No border.
      case none = 0
      /// A thin line.
      case line = 1
      /// A bezel.
      case bezel = 2
      /// A rounded rectangle.
      case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows, as UIKit's.
    public enum ViewMode: Int, Sendable {
      /// Never.
      case never = 0
      /// While editing.
      case whileEditing = 1
      /// Unless editing.
      case unlessEditing = 2
      /// Always.
      case always = 3
    }

    /// Why editing ended, as UIKit's.
    public enum DidEndEditingReason: Int, Sendable {
      /// The edit was committed.
      case committed = 0
      /// The edit was cancelled.
      case cancelled = 1
    }

    /// Posted (object: the field) when a text field begins editing.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when a user's edit changes a text field's text.
    public static let textDidChangeNotification = Notification.Name(
      "UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when a text field ends editing.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextFieldTextDidEndEditingNotification")

    // MARK: Text

    private var textStorage = ""
    private var attributedStorage: NSAttributedString?
    private var ownAccessibilityValue: String?

    /// The text; never `nil` when read (an empty string, as UIKit). Setting it sends no event;
    /// key-value observers of `text` are told (as Objective-C's setter tells them), not of a
    /// user's typing, which does not go through the setter on iOS either.
    open var text: String? {
      get { textStorage }
      set {
        keyValueWillChange("text")
        defer { keyValueDidChange("text") }
        textStorage = newValue ?? ""
        attributedStorage = nil
        selection = NSRange(location: textStorage.utf16.count, length: 0)
      }
    }

    /// The styled text; setting it also sets `text`.
    open var attributedText: NSAttributedString? {
      get { attributedStorage ?? NSAttributedString(string: textStorage) }
      set {
        keyValueWillChange("attributedText")
        defer { keyValueDidChange("attributedText") }
        attributedStorage = newValue
        textStorage = newValue?.string ?? ""
        selection = NSRange(location: textStorage.utf16.count, length: 0)
      }
    }

    /// The placeholder shown while the text is empty.
    open var placeholder: String?

    /// The styled placeholder.
    open var attributedPlaceholder: NSAttributedString? {
      get { placeholder.map { NSAttributedString(string: $0) } }
      set { placeholder = newValue?.string }
    }

    /// The font; the system font of 17 points by default.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)

    /// The text colour; `.label` by default.
    open var textColor: UIColor? = .label

    /// The attributes of the text: its font and colour (and paragraph alignment) as UIKit gives
    /// them; setting them sets the font, the colour and the alignment they name.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
      get {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let textColor { attributes[.foregroundColor] = textColor }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        attributes[.paragraphStyle] = paragraph
        return attributes
      }
      set {
        if let font = newValue[.font] as? UIFont { self.font = font }
        if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle {
          textAlignment = paragraph.alignment
        }
      }
    }

    /// The alignment; `.natural` by default.
    open var textAlignment = NSTextAlignment.natural

    /// The border; `.none` by default.
    open var borderStyle = BorderStyle.none

    /// The background image; stored only.
    open var background: UIImage?

    /// When the clear button shows; `.never` by default.
    open var clearButtonMode = ViewMode.never

    /// A view on the left: a subview while `leftViewMode` shows it, laid out at
    /// `leftViewRect(forBounds:)`.
    open var leftView: UIView? {
      didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When the left view shows.
    open var leftViewMode = ViewMode.never {
      didSet { setNeedsLayout() }
    }

    /// A view on the right: a subview while `rightViewMode` shows it, laid out at
    /// `rightViewRect(forBounds:)`.
    open var rightView: UIView? {
      didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When the right view shows.
    open var rightViewMode = ViewMode.never {
      didSet { setNeedsLayout() }
    }

    /// Whether beginning to edit clears the text.
    open var clearsOnBeginEditing = false

    /// Whether the font shrinks to fit; stored only.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size when shrinking; stored only.
    open var minimumFontSize: CGFloat = 0

    /// Whether the user may edit text attributes; stored only.
    open var allowsEditingTextAttributes = false

    /// The view shown instead of the keyboard; stored only.
    open var inputView: UIView?

    /// The view shown above the keyboard; stored only.
    open var inputAccessoryView: UIView?

    /// The delegate, consulted for every editing step.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing (it is first responder).
    open private(set) var isEditing = false {
      didSet { if isEditing != oldValue { setNeedsLayout() } }
    }

    // MARK: Text input traits

    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false

    /// The keyboard; `.default` by default.
    open var keyboardType = UIKeyboardType.default

    /// The return key; `.default` by default.
    open var returnKeyType = UIReturnKeyType.default

    /// Automatic capitalisation; `.sentences` by default.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences

    /// Automatic correction; `.default` by default.
    open var autocorrectionType = UITextAutocorrectionType.default

    /// Spell checking; `.default` by default.
    open var spellCheckingType = UITextSpellCheckingType.default

    /// The keyboard's appearance; `.default` by default.
    open var keyboardAppearance = UIKeyboardAppearance.default

    /// Whether the return key is disabled while the text is empty (the user's return is refused).
    open var enablesReturnKeyAutomatically = false

    /// The content type, for autofill.
    open var textContentType: UITextContentType?

    // MARK: Initialisers

    /// Creates a text field with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a text field from an archive; HeadlessUIKit has none, so it is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Accessibility

    /// The text (bullets for secure entry) unless set, as UIKit's text field reports it.
    open override var accessibilityValue: String? {
      get {
        if let ownAccessibilityValue { return ownAccessibilityValue }
        if textStorage.isEmpty { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: textStorage.count) : textStorage
      }
      set { ownAccessibilityValue = newValue }
    }

    // MARK: First responder and editing

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    override var bringsUpKeyboard: Bool { true }

    /// Begins editing: asks `textFieldShouldBeginEditing`, becomes first responder, then
    /// `textFieldDidBeginEditing` and `.editingDidBegin`; fails outside a window or when refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      if isEditing && isFirstResponder { return true }
      guard canBecomeFirstResponder, let window else { return false }
      if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
      guard window.holdingKeyboardUpdates({ super.becomeFirstResponder() }) else {
        window.updateKeyboard()
        return false
      }
      isEditing = true
      // The caret starts at the end of the text (a tap lands there; see behavior-controls.md).
      if clearsOnBeginEditing { text = "" }
      selection = NSRange(location: textStorage.utf16.count, length: 0)
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      window.updateKeyboard()
      return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing`, resigns, then `textFieldDidEndEditing`
    /// (with reason `.committed`) and `.editingDidEnd`; fails when refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isEditing else { return super.resignFirstResponder() }
      if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
      let window = self.window
      let resigned =
        window?.holdingKeyboardUpdates { super.resignFirstResponder() }
        ?? super.resignFirstResponder()
      guard resigned else { return false }
      finishEditing()
      window?.updateKeyboard()
      return true
    }

    /// A field that leaves its window while editing stops editing, whatever the delegate says.
    ///
    /// - Parameter newWindow: The new window.
    open override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      if newWindow == nil, isEditing {
        let window = self.window
        if let window, window.firstResponder === self { window.firstResponder = nil }
        finishEditing()
        window?.updateKeyboard()
      }
    }

    private func finishEditing() {
      isEditing = false
      delegate?.textFieldDidEndEditing(self, reason: .committed)
      sendActions(for: .editingDidEnd)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Whether the clear button shows now, given `clearButtonMode`, editing and the text.
    public var isClearButtonVisible: Bool {
      !textStorage.isEmpty && shows(clearButtonMode)
    }

    // MARK: Overlay views

    /// The left view's frame: at the leading edge, centred vertically, at the view's own size
    /// (its frame's, else its intrinsic size).
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
      guard let leftView else { return .zero }
      let size = Self.overlaySize(of: leftView)
      return CGRect(
        x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }

    /// The right view's frame: at the trailing edge, centred vertically, at the view's own size
    /// (its frame's, else its intrinsic size).
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
      guard let rightView else { return .zero }
      let size = Self.overlaySize(of: rightView)
      return CGRect(
        x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }

    /// The border's frame: the bounds.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the overlay views shown and, with a border, 7
    /// points a side (UIKit's rounded-rect inset); subclasses override it to pad the text.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
      var rect = bounds
      if borderStyle != .none { rect = rect.insetBy(dx: 7, dy: 0) }
      if let leftView, leftView.superview === self {
        let left = leftViewRect(forBounds: bounds)
        rect.size.width -= max(0, left.maxX - rect.minX)
        rect.origin.x = max(rect.minX, left.maxX)
      }
      if let rightView, rightView.superview === self {
        rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
      }
      return rect
    }

    /// Where the text is edited: `textRect(forBounds:)` by default.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: `textRect(forBounds:)` by default.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button sits: 19 points square at the trailing edge, centred vertically.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The frame.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
      CGRect(x: bounds.maxX - 19 - 6, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// Draws the text; nothing is drawn here (subclasses override it to draw their own).
    ///
    /// - Parameter rect: Where.
    open func drawText(in rect: CGRect) {}

    /// Draws the placeholder; nothing is drawn here.
    ///
    /// - Parameter rect: Where.
    open func drawPlaceholder(in rect: CGRect) {}

    /// Adds the overlay views their modes show now, removes the others, and places them.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layOutOverlay(leftView, mode: leftViewMode, frame: leftViewRect(forBounds:))
      layOutOverlay(rightView, mode: rightViewMode, frame: rightViewRect(forBounds:))
    }

    /// Whether an overlay view (or the clear button) with `mode` shows now, given editing.
    private func shows(_ mode: ViewMode) -> Bool {
      switch mode {
      case .never: false
      case .whileEditing: isEditing
      case .unlessEditing: !isEditing
      case .always: true
      }
    }

    private func layOutOverlay(
      _ overlay: UIView?, mode: ViewMode, frame: (CGRect) -> CGRect
    ) {
      guard let overlay else { return }
      guard shows(mode) else {
        if overlay.superview === self { overlay.removeFromSuperview() }
        return
      }
      if overlay.superview !== self { addSubview(overlay) }
      overlay.frame = frame(bounds)
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
      if let old, old !== new, old.superview === self { old.removeFromSuperview() }
      setNeedsLayout()
    }

    private static func overlaySize(of view: UIView) -> CGSize {
      if view.frame.size != .zero { return view.frame.size }
      let intrinsic = view.intrinsicContentSize
      return CGSize(
        width: max(0, intrinsic.width == UIView.noIntrinsicMetric ? 0 : intrinsic.width),
        height: max(0, intrinsic.height == UIView.noIntrinsicMetric ? 0 : intrinsic.height))
    }

    /// A tap begins editing.
    override func performUserTap() {
      _ = becomeFirstResponder()
    }

    // MARK: Text input (UIKeyInput, UITextInput)

    /// The selection in UTF-16 units; a caret when empty. Setting `text` puts the caret at the
    /// end, as UIKit does.
    var selection = NSRange(location: 0, length: 0)

    /// Whether the last `insertText` or `deleteBackward` changed the text (the delegate may
    /// refuse it): how the testing SPI's key presses report.
    var lastKeyApplied = false

    /// Selects all the text while the field is editing, as the edit menu's Select All does
    /// (UIKit's `UIResponderStandardEditActions`); nothing otherwise.
    ///
    /// - Parameter sender: The object that asked, unused.
    open override func selectAll(_ sender: Any?) {
      guard isEditing else { return }
      selection = NSRange(location: 0, length: utf16Length)
    }

    /// Whether the field has text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts text at the selection as a typed key: the delegate is asked and the editing
    /// events follow, as for a user's typing. While the field is not editing, the text goes at
    /// its end, with the same delegate call and events, and editing does not begin (as UIKit's
    /// field editor, which apps' tests rely on: `UITextField().insertText("1")`).
    ///
    /// - Parameter text: The text.
    open func insertText(_ text: String) {
      let range = isEditing ? selection : NSRange(location: utf16Length, length: 0)
      lastKeyApplied = applyUserEdit(in: range, replacement: text)
    }

    /// Deletes the selection, else the character before the caret, as the delete key.
    open func deleteBackward() {
      guard isEditing, let range = rangeDeletedBackward else { return }
      lastKeyApplied = applyUserEdit(in: range, replacement: "")
    }

    /// The selection while the field is editing; `nil` otherwise, as UIKit's. Setting it while
    /// editing moves the caret or selection (clamped to the text); otherwise it is ignored.
    open var selectedTextRange: UITextRange? {
      get { isEditing ? TextOffsetRange(selection) : nil }
      set {
        guard isEditing, let range = (newValue as? TextOffsetRange)?.range else { return }
        selection = clamped(range)
      }
    }

    /// `nil`: HeadlessUIKit composes no marked text.
    open var markedTextRange: UITextRange? { nil }

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// The end of the text.
    open var endOfDocument: UITextPosition { TextOffsetPosition(utf16Length) }

    /// The text in `range`, or `nil` when it lies outside the text.
    ///
    /// - Parameter range: The range.
    /// - Returns: The text.
    open func text(in range: UITextRange) -> String? {
      guard let range = documentRange(range) else { return nil }
      return ((text ?? "") as NSString).substring(with: range)
    }

    /// Replaces the text in `range` as code does: no delegate call, no event; the caret goes
    /// after the replacement.
    ///
    /// - Parameters:
    ///   - range: The range.
    ///   - text: The replacement.
    open func replace(_ range: UITextRange, withText text: String) {
      guard let range = documentRange(range) else { return }
      let current = (self.text ?? "") as NSString
      self.text = current.replacingCharacters(in: range, with: text)
      selection = NSRange(location: range.location + (text as NSString).length, length: 0)
    }

    /// The range from one position to the other, in either order; `nil` outside the text.
    ///
    /// - Parameters:
    ///   - fromPosition: One end.
    ///   - toPosition: The other end.
    /// - Returns: The range.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
    {
      guard let from = textOffset(of: fromPosition), let to = textOffset(of: toPosition) else {
        return nil
      }
      return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// The position `offset` UTF-16 units from `position`; `nil` outside the text.
    ///
    /// - Parameters:
    ///   - position: The start.
    ///   - offset: The distance.
    /// - Returns: The position.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
      guard let start = textOffset(of: position) else { return nil }
      let target = start + offset
      return (0...utf16Length).contains(target) ? TextOffsetPosition(target) : nil
    }

    /// How two positions are ordered.
    ///
    /// - Parameters:
    ///   - position: The first.
    ///   - other: The second.
    /// - Returns: Their order.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
      let (first, second) = (textOffset(of: position) ?? 0, textOffset(of: other) ?? 0)
      return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// The distance between two positions, in UTF-16 units.
    ///
    /// - Parameters:
    ///   - from: The start.
    ///   - toPosition: The end.
    /// - Returns: The distance.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
      (textOffset(of: toPosition) ?? 0) - (textOffset(of: from) ?? 0)
    }

    // MARK: Editing steps used by the testing SPI

    /// Applies a user's edit with UIKit's sequence; returns whether it was applied.
    func applyUserEdit(in range: NSRange, replacement: String) -> Bool {
      guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
        let bounds = Range(range, in: textStorage)
      else { return false }
      if let delegate,
        !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
      {
        return false
      }
      textStorage.replaceSubrange(bounds, with: replacement)
      attributedStorage = nil
      selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
      delegate?.textFieldDidChangeSelection(self)
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
      return true
    }

    /// Clears the text as the clear button does; returns whether it was cleared.
    func applyUserClear() -> Bool {
      if let delegate, !delegate.textFieldShouldClear(self) { return false }
      textStorage = ""
      attributedStorage = nil
      selection = NSRange(location: 0, length: 0)
      delegate?.textFieldDidChangeSelection(self)
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
      return true
    }

    /// The text's (else the placeholder's) size in HeadlessUIKit's text metric; a rounded-rect
    /// field adds 7 points at each side and is 34 points high.
    open override var intrinsicContentSize: CGSize {
      let content = (text?.isEmpty ?? true) ? placeholder : text
      var size = TextMetrics.size(content, font)
      size.height = TextMetrics.lineHeight(font)
      if borderStyle == .roundedRect {
        size.width += 14
        size.height = max(size.height, 34)
      }
      return size
    }
  }
#endif
