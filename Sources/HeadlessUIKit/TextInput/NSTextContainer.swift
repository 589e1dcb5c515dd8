#if !canImport(UIKit)
  import Foundation

  /// The region text is laid out in, as UIKit's (TextKit): its size, the padding at each line's
  /// ends, and the most lines. A text view has one (`UITextView.textContainer`); HeadlessUIKit
  /// keeps its settings — its text metric does not lay glyphs out in it.
  open class NSTextContainer: NSObject {
    /// The container's size; a text view's is as wide as the view, unbounded in height.
    open var size: CGSize
    /// The padding at the start and end of each line, in points; 5 by default, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines, 0 for no limit (the default).
    open var maximumNumberOfLines = 0
    /// How a line that does not fit is broken; by words by default.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the width follows the text view's; `true` for a text view's container.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// Regions the text flows around.
    open var exclusionPaths: [UIBezierPath] = []

    /// Creates a container of a size.
    ///
    /// - Parameter size: The size.
    public init(size: CGSize) {
      self.size = size
      super.init()
    }

    /// Creates a container of no size.
    public override convenience init() {
      self.init(size: .zero)
    }
  }

  /// A shadow for text or drawing: its offset, blur and colour, as UIKit's (the value of
  /// `NSAttributedString.Key.shadow`).
  open class NSShadow: NSObject {
    /// The shadow's offset: (0, -3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius; 0 by default (sharp).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor`; `nil` by default (black at one third opacity when
    /// drawn).
    open var shadowColor: Any?

    /// Creates a shadow with the default values.
    public override init() {
      super.init()
    }

    /// Creates a shadow from an archive; HeadlessUIKit archives none, so it has the defaults.
    ///
    /// - Parameter coder: The archive.
    public init?(coder: NSCoder) {
      super.init()
    }
  }

  /// The kinds of data a text view or web view turns into links.
  public struct UIDataDetectorTypes: OptionSet, Sendable {
    public var rawValue: UInt
    /// Creates types from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
  }
#endif
