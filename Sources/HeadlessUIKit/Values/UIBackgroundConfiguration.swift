#if !canImport(UIKit)
  import Foundation

  /// How a button's or cell's background looks, as UIKit's value type.
  ///
  /// HeadlessUIKit draws nothing: the configuration is a value the code under test sets and
  /// reads; the factory methods give UIKit's documented starting points (`clear()` has no colour,
  /// the list-cell ones the system backgrounds).
  public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The fill colour; `nil` uses the view's tint-dependent default.
    public var backgroundColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour.
    public var strokeColor: UIColor?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background.
    public var strokeOutset: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// A view shown as the background.
    public var customView: UIView?
    /// An image shown as the background.
    public var image: UIImage?

    /// A background with no colour.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// A plain list cell's background: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
      var configuration = UIBackgroundConfiguration()
      configuration.backgroundColor = .systemBackground
      return configuration
    }

    /// A grouped list cell's background: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
      var configuration = UIBackgroundConfiguration()
      configuration.backgroundColor = .secondarySystemGroupedBackground
      return configuration
    }

    /// The colour the background shows: `backgroundColor`, else `tintColor`'s absence (clear).
    ///
    /// - Parameter tintColor: The view's tint colour.
    /// - Returns: The colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
      backgroundColor ?? .clear
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
        && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
        && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
        && lhs.customView === rhs.customView && lhs.image === rhs.image
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(cornerRadius)
      hasher.combine(strokeWidth)
      hasher.combine(strokeOutset)
    }
  }
#endif
