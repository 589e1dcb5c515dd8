#if !canImport(UIKit)
  import Foundation

  /// A horizontal and a vertical offset, as UIKit's (title and text position adjustments).
  public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset.
    ///
    /// - Parameters:
    ///   - horizontal: The horizontal offset.
    ///   - vertical: The vertical offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
  }

  /// Insets for the four edges of a rectangle, as UIKit's.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()
  }

  /// The edges of a rectangle in the reading direction, as UIKit's.
  public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates edges from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }

  /// Insets that follow the layout direction, as UIKit's.
  public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - leading: The leading inset.
    ///   - bottom: The bottom inset.
    ///   - trailing: The trailing inset.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
  }

  extension CGRect {
    /// The rectangle shrunk by insets, as UIKit's `inset(by:)`.
    ///
    /// - Parameter insets: The insets to remove from each edge.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: origin.x + insets.left, y: origin.y + insets.top,
        width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom)
    }
  }

  /// Accessibility traits of an element, as UIKit's.
  public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt64
    /// Creates traits from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable (slider, stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Causes a page turn.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// A toggle button.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
  }
#endif
