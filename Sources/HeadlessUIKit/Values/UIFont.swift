#if !canImport(UIKit)
  import Foundation

  /// A font value: a name and a point size. HeadlessUIKit draws nothing. An `NSObject`, as
  /// UIKit's (see `UIColor`).
  public final class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, as UIKit's.
    public struct Weight: Hashable, Sendable, RawRepresentable {
      /// The weight, -1 (ultra light) ... 1 (black).
      public var rawValue: CGFloat
      /// Creates a weight.
      ///
      /// - Parameter rawValue: The weight, -1 ... 1.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Creates a weight.
      ///
      /// - Parameter rawValue: The weight, -1 ... 1.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      /// Ultra light.
      public static let ultraLight = Weight(-0.8)
      /// Thin.
      public static let thin = Weight(-0.6)
      /// Light.
      public static let light = Weight(-0.4)
      /// Regular.
      public static let regular = Weight(0)
      /// Medium.
      public static let medium = Weight(0.23)
      /// Semibold.
      public static let semibold = Weight(0.3)
      /// Bold.
      public static let bold = Weight(0.4)
      /// Heavy.
      public static let heavy = Weight(0.56)
      /// Black.
      public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, as UIKit's.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
      /// The style's name.
      public var rawValue: String
      /// Creates a text style.
      ///
      /// - Parameter rawValue: The style's name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Large title (34 pt).
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// Title 1 (28 pt).
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// Title 2 (22 pt).
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// Title 3 (20 pt).
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headline (17 pt semibold).
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadline (15 pt).
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body (17 pt).
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callout (16 pt).
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Footnote (13 pt).
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Caption 1 (12 pt).
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Caption 2 (11 pt).
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

      var pointSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .subheadline: 15
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        default: 17
        }
      }
    }

    /// The font's name.
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    init(name: String, family: String, size: CGFloat, weight: Weight) {
      self.fontName = name
      self.familyName = family
      self.pointSize = size
      self.weight = weight
      super.init()
    }

    // Vertical metrics, in HeadlessUIKit's text model: a line is 1.2 × the point size (the
    // height its labels and fields lay text out with), 0.95 above the baseline and 0.25 below.
    // Apple's system font differs slightly (17 pt: ascender 16.2, descender −4.1, line height
    // 20.3).

    /// The height of a line of text.
    public var lineHeight: CGFloat { pointSize * 1.2 }
    /// How far the font reaches above the baseline.
    public var ascender: CGFloat { pointSize * 0.95 }
    /// How far the font reaches below the baseline (negative).
    public var descender: CGFloat { -pointSize * 0.25 }
    /// The space added between lines.
    public var leading: CGFloat { 0 }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase letters without ascenders.
    public var xHeight: CGFloat { pointSize * 0.52 }

    /// A named font; HeadlessUIKit knows every name, so this never fails.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - size: The point size.
    public convenience init?(name fontName: String, size: CGFloat) {
      self.init(name: fontName, family: fontName, size: size, weight: .regular)
    }

    /// The system font at a size.
    ///
    /// - Parameter fontSize: The point size.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The point size.
    ///   - weight: The weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(name: ".SFUI-Regular", family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    ///
    /// - Parameter fontSize: The point size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Semibold", family: ".AppleSystemUIFont", size: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    ///
    /// - Parameter fontSize: The point size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(
        name: ".SFUI-RegularItalic", family: ".AppleSystemUIFont", size: fontSize, weight: .regular)
    }

    /// The monospaced-digit system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The point size.
    ///   - weight: The weight.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont
    {
      systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono) at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The point size.
    ///   - weight: The weight.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(
        name: ".SFMono-Regular", family: ".AppleSystemUIFontMonospaced", size: fontSize,
        weight: weight)
    }

    /// The font for a Dynamic Type text style, at the default content size.
    ///
    /// - Parameter style: The text style.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The size the system uses for labels (17 pt).
    public class var labelFontSize: CGFloat { 17 }

    /// The size the system uses for buttons (18 pt).
    public class var buttonFontSize: CGFloat { 18 }

    /// The system font size (14 pt).
    public class var systemFontSize: CGFloat { 14 }

    /// This font at another size.
    ///
    /// - Parameter fontSize: The new point size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// Fonts are equal when their names and sizes are.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIFont else { return false }
      return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    /// A hash of the name and size.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(fontName)
      hasher.combine(pointSize)
      return hasher.finalize()
    }

    /// A readable description, e.g. `UIFont(.SFUI-Regular, 17.0 pt)`.
    public override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
  }
#endif
