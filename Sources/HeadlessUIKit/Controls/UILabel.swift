#if !canImport(UIKit)
  import Foundation

  /// How text lines are aligned, as UIKit's.
  public enum NSTextAlignment: Int, Sendable {
    /// Left-aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right-aligned.
    case right = 2
    /// Justified.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
  }

  /// How a label's text is placed vertically when its font shrinks to fit, as UIKit's.
  public enum UIBaselineAdjustment: Int, Sendable {
    /// The baselines stay where they were.
    case alignBaselines = 0
    /// The text is centred where it was.
    case alignCenters = 1
    /// The text's top stays where it was.
    case none = 2
  }

  /// How a line that doesn't fit is wrapped or truncated, as UIKit's.
  public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Clips.
    case byClipping = 2
    /// Truncates the start.
    case byTruncatingHead = 3
    /// Truncates the end.
    case byTruncatingTail = 4
    /// Truncates the middle.
    case byTruncatingMiddle = 5
  }

  /// A view that shows read-only text, as UIKit's; HeadlessUIKit stores the text and draws nothing.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UILabel: UIView {
    @exclusivity(unchecked)
    private var textStorage: String?
    @exclusivity(unchecked)
    private var ownAccessibilityLabel: String?

    /// The text; setting it also sets `attributedText` to the plain string.
    open var text: String? {
      get { textStorage }
      set {
        textStorage = newValue
        // The plain attributed string is made when `attributedText` is first read: on Linux,
        // corelibs Foundation never frees an `NSAttributedString(string:)` (~190 bytes each,
        // measured on Swift 6.3.1), and most labels' attributed text is never read.
        attributedStorage = nil
        invalidateIntrinsicContentSize()
      }
    }

    /// The attributed text set, or the plain one made from `text` when first read.
    @exclusivity(unchecked)
    private var attributedStorage: NSAttributedString?

    /// The styled text; setting it also sets `text` to its characters.
    open var attributedText: NSAttributedString? {
      get {
        if attributedStorage == nil, let textStorage {
          attributedStorage = NSAttributedString(string: textStorage)
        }
        return attributedStorage
      }
      set {
        attributedStorage = newValue
        textStorage = newValue?.string
        invalidateIntrinsicContentSize()
      }
    }

    /// The font; the system font of 17 points by default.
    @exclusivity(unchecked)
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
      didSet { invalidateIntrinsicContentSize() }
    }

    /// The text colour; `.label` by default.
    @exclusivity(unchecked)
    open var textColor: UIColor! = .label

    /// The colour of the text while highlighted.
    @exclusivity(unchecked)
    open var highlightedTextColor: UIColor?

    /// Whether the label draws highlighted.
    @exclusivity(unchecked)
    open var isHighlighted = false

    /// Whether the label draws enabled.
    @exclusivity(unchecked)
    open var isEnabled = true

    /// The alignment; `.natural` by default.
    @exclusivity(unchecked)
    open var textAlignment = NSTextAlignment.natural

    /// The colour of the text's shadow (`nil`: none).
    open var shadowColor: UIColor?

    /// The offset of the text's shadow.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// How the text is placed vertically when its font shrinks to fit; `.alignBaselines` by
    /// default.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines

    /// The maximum number of lines, 0 for no limit; 1 by default.
    @exclusivity(unchecked)
    open var numberOfLines = 1 {
      didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How lines are broken or truncated; `.byTruncatingTail` by default.
    @exclusivity(unchecked)
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    /// Whether the font shrinks to fit the width; stored only.
    @exclusivity(unchecked)
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale the font shrinks to; stored only.
    @exclusivity(unchecked)
    open var minimumScaleFactor: CGFloat = 0

    /// Whether the font follows the user's text size setting; stored only.
    @exclusivity(unchecked)
    open var adjustsFontForContentSizeCategory = false

    /// The width at which multi-line text wraps, for Auto Layout; 0 wraps at the label's width.
    @exclusivity(unchecked)
    open var preferredMaxLayoutWidth: CGFloat = 0 {
      didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The label read by assistive technologies: the one set, else the text.
    open override var accessibilityLabel: String? {
      get { ownAccessibilityLabel ?? textStorage }
      set { ownAccessibilityLabel = newValue }
    }

    /// Creates a label with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      accessibilityTraits = .staticText
    }

    /// Creates a label from an archive; HeadlessUIKit has none, so the label is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      accessibilityTraits = .staticText
    }

    /// The text's size in HeadlessUIKit's text metric (see `TextMetrics`): multi-line labels wrap
    /// at `preferredMaxLayoutWidth` (or, during Auto Layout, at their solved width).
    open override var intrinsicContentSize: CGSize {
      textSize(wrappingAt: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth)
    }

    /// The text's size wrapped at `width` (no wrapping at 0 or for single-line labels).
    func textSize(wrappingAt width: CGFloat) -> CGSize {
      TextMetrics.size(
        textStorage, font, maxWidth: numberOfLines == 1 ? 0 : width, maxLines: numberOfLines)
    }

    /// Whether the label's height depends on the width Auto Layout gives it.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override var firstBaselineOffsetFromTop: CGFloat? {
      TextMetrics.lineHeight(font) - lastBaselineOffsetFromBottom
    }

    override var lastBaselineOffsetFromBottom: CGFloat { ceil((font?.pointSize ?? 17) * 0.25) }

    /// The text's size, wrapped at `size.width` for multi-line labels.
    ///
    /// - Parameter size: The available size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      textSize(wrappingAt: size.width)
    }

    /// The rectangle the text takes in `bounds`, at most `numberOfLines` lines (0: no limit):
    /// at the bounds' origin, the text's size in HeadlessUIKit's text metric (wrapped at the
    /// bounds' width when more than one line is allowed), within the bounds. A subclass
    /// overrides it to place its text (UIKit asks it for the intrinsic size too).
    ///
    /// - Parameters:
    ///   - bounds: The rectangle available.
    ///   - numberOfLines: The most lines.
    /// - Returns: The text's rectangle.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
      -> CGRect
    {
      let size = TextMetrics.size(
        textStorage, font, maxWidth: numberOfLines == 1 ? 0 : bounds.width,
        maxLines: numberOfLines)
      return CGRect(
        x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width),
        height: min(size.height, bounds.height))
    }

    /// Draws the text in a rectangle; a subclass overrides it to inset the text. HeadlessUIKit
    /// has no screen: its snapshots draw a label's text themselves, so this draws nothing.
    ///
    /// - Parameter rect: The rectangle.
    open func drawText(in rect: CGRect) {}
  }
#endif
