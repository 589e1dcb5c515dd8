#if !canImport(UIKit)
  import Foundation

  /// Scales fonts and values for the user's Dynamic Type size, as UIKit's.
  ///
  /// The scale is the body style's size at the trait collection's content size category over
  /// its size at the default (`.large`, 17 pt), from Apple's Dynamic Type table: 14, 15, 16, 17,
  /// 19, 21, 23 pt from extra small to extra extra extra large; 28, 33, 40, 47, 53 pt for the
  /// accessibility sizes. At the default size — HeadlessUIKit's windows' — nothing changes.
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The text style whose scaling it follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    ///
    /// - Parameter textStyle: The text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// `font` scaled for the default content size.
    ///
    /// - Parameter font: The font at the default size.
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont) -> UIFont {
      scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled, no larger than `maximumPointSize` (0: no limit).
    ///
    /// - Parameters:
    ///   - font: The font at the default size.
    ///   - maximumPointSize: The largest size.
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for a trait collection's content size category.
    ///
    /// - Parameters:
    ///   - font: The font at the default size.
    ///   - traitCollection: The traits (`nil`: the default size).
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
      -> UIFont
    {
      scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for a trait collection, no larger than `maximumPointSize` (0: no limit).
    ///
    /// - Parameters:
    ///   - font: The font at the default size.
    ///   - maximumPointSize: The largest size.
    ///   - traitCollection: The traits.
    /// - Returns: The scaled font.
    public func scaledFont(
      for font: UIFont, maximumPointSize: CGFloat,
      compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
      if maximumPointSize > 0 { size = min(size, maximumPointSize) }
      return size == font.pointSize ? font : font.withSize(size)
    }

    /// `value` scaled for the default content size.
    ///
    /// - Parameter value: A length at the default size.
    /// - Returns: The scaled length.
    public func scaledValue(for value: CGFloat) -> CGFloat {
      scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for a trait collection's content size category.
    ///
    /// - Parameters:
    ///   - value: A length at the default size.
    ///   - traitCollection: The traits.
    /// - Returns: The scaled length.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
      -> CGFloat
    {
      let category = traitCollection?.preferredContentSizeCategory ?? .large
      guard let size = Self.bodySizes[category] else { return value }
      return value * size / 17
    }

    /// The body style's size per content size category, from Apple's Dynamic Type table.
    static let bodySizes: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
      .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
      .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
      .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]
  }
#endif
