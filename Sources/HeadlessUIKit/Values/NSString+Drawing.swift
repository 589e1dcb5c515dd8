#if !canImport(UIKit)
  import Foundation

  /// How text is measured and drawn (`boundingRect(with:options:attributes:context:)`), as UIKit's.
  public struct NSStringDrawingOptions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays the text out in lines wrapped to the size's width (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the font's leading between lines.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' own bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Ends the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
  }

  /// What a measurement of text reports back, as UIKit's.
  open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to; HeadlessUIKit never shrinks it.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured or drawn.
    open internal(set) var totalBounds = CGRect.zero
  }

  /// Measuring and drawing text with attributes, in HeadlessUIKit's text metric (each character
  /// half the point size wide, lines 1.2 × the point size high; UIKit's font is 17 pt when none
  /// is given).
  enum TextDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
      attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
    }

    static func boundingRect(
      _ text: String, size: CGSize, options: NSStringDrawingOptions,
      attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
      let wraps = options.contains(.usesLineFragmentOrigin)
      let measured = TextMetrics.size(
        text, font(attributes), maxWidth: wraps && size.width > 0 ? size.width : 0)
      var height = measured.height
      if wraps, size.height > 0, height > size.height {
        // Only whole lines that fit, as UIKit does when the height is limited.
        let line = TextMetrics.lineHeight(font(attributes))
        height = max(line, (size.height / line).rounded(.down) * line)
      }
      let rect = CGRect(x: 0, y: 0, width: measured.width, height: height)
      context?.totalBounds = rect
      return rect
    }

    @MainActor
    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
      UIGraphicsGetCurrentContext()?.drawText(text, in: rect, font: font(attributes))
    }
  }

  extension NSString {
    /// The size the text takes on one line with these attributes.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the text takes, laid out in `size` (wrapped to its width with
    /// `.usesLineFragmentOrigin`).
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
      (self as String).boundingRect(
        with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text in a rectangle of the current graphics context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the text on one line from a point of the current graphics context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    {
      (self as String).draw(at: point, withAttributes: attrs)
    }
  }

  extension String {
    /// The size the text takes on one line with these attributes (UIKit's `NSString` method).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      TextMetrics.size(self, TextDrawing.font(attrs))
    }

    /// The rectangle the text takes, laid out in `size` (wrapped to its width with
    /// `.usesLineFragmentOrigin`; only the whole lines that fit in a limited height).
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
      TextDrawing.boundingRect(
        self, size: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text in a rectangle of the current graphics context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      TextDrawing.draw(self, in: rect, attributes: attrs)
    }

    /// Draws the text on one line from a point of the current graphics context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    {
      TextDrawing.draw(
        self, in: CGRect(origin: point, size: size(withAttributes: attrs)), attributes: attrs)
    }
  }

  extension NSAttributedString {
    /// The attributes of the text's first character (what HeadlessUIKit measures it with).
    private var leadingAttributes: [NSAttributedString.Key: Any] {
      length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The size the text takes on one line.
    public func size() -> CGSize { string.size(withAttributes: leadingAttributes) }

    /// The rectangle the text takes, laid out in `size`.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
      string.boundingRect(
        with: size, options: options, attributes: leadingAttributes, context: context)
    }

    /// Draws the text in a rectangle of the current graphics context.
    @MainActor
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }

    /// Draws the text on one line from a point of the current graphics context.
    @MainActor
    public func draw(at point: CGPoint) {
      string.draw(at: point, withAttributes: leadingAttributes)
    }
  }
#endif
