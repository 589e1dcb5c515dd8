#if !canImport(UIKit)
  import Foundation

  /// A description of a font: family, size, traits and design, from which a font is made.
  public final class UIFontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// The traits a font can have.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt32
      /// Creates traits from bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Italic.
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold.
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
      /// Wider than normal.
      public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
      /// Narrower than normal.
      public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
      /// Every glyph the same width.
      public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
      /// Tighter line spacing.
      public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
      /// Looser line spacing.
      public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
      /// The design's name.
      public var rawValue: String
      /// Creates a design.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The default design.
      public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
      /// Rounded.
      public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
      /// Monospaced.
      public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
      /// Serif.
      public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The font's name.
    public let postscriptName: String
    /// The size in points; 0 when the descriptor does not fix one.
    public let pointSize: CGFloat
    /// The traits.
    public let symbolicTraits: SymbolicTraits
    /// The system design, for the system font.
    public let design: SystemDesign
    let weight: UIFont.Weight

    init(
      name: String, size: CGFloat, traits: SymbolicTraits, design: SystemDesign,
      weight: UIFont.Weight
    ) {
      self.postscriptName = name
      self.pointSize = size
      self.symbolicTraits = traits
      self.design = design
      self.weight = weight
    }

    /// Creates a descriptor for a named font of a size.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - size: The size in points.
    public convenience init(name fontName: String, size: CGFloat) {
      self.init(name: fontName, size: size, traits: [], design: .default, weight: .regular)
    }

    /// The descriptor of the system font for a text style, at the default text size.
    ///
    /// - Parameter style: The text style.
    /// - Returns: The descriptor.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
      -> UIFontDescriptor
    {
      UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same descriptor with other traits; `nil` when the font cannot have them (never here).
    ///
    /// - Parameter symbolicTraits: The traits.
    /// - Returns: The descriptor.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      UIFontDescriptor(
        name: postscriptName, size: pointSize, traits: symbolicTraits, design: design,
        weight: symbolicTraits.contains(.traitBold) ? .bold : weight)
    }

    /// The same descriptor with a system design; `nil` for a font that is not the system font.
    ///
    /// - Parameter design: The design.
    /// - Returns: The descriptor, or `nil`.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
      UIFontDescriptor(
        name: postscriptName, size: pointSize, traits: symbolicTraits, design: design,
        weight: weight)
    }

    /// The same descriptor with another size.
    ///
    /// - Parameter newPointSize: The size in points.
    /// - Returns: The descriptor.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
      UIFontDescriptor(
        name: postscriptName, size: newPointSize, traits: symbolicTraits, design: design,
        weight: weight)
    }

    /// Descriptors are equal when every value is.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
      lhs.postscriptName == rhs.postscriptName && lhs.pointSize == rhs.pointSize
        && lhs.symbolicTraits == rhs.symbolicTraits && lhs.design == rhs.design
        && lhs.weight == rhs.weight
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(postscriptName)
      hasher.combine(pointSize)
    }

    /// E.g. `UIFontDescriptor(.SFUI-Regular, 17 pt, traits 2)`.
    public var description: String {
      "UIFontDescriptor(\(postscriptName), \(pointSize) pt, traits \(symbolicTraits.rawValue))"
    }
  }

  extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
      UIFontDescriptor(
        name: fontName, size: pointSize,
        traits: fontName.contains("Italic")
          ? (weight.rawValue >= UIFont.Weight.bold.rawValue
            ? [.traitItalic, .traitBold] : .traitItalic)
          : (weight.rawValue >= UIFont.Weight.bold.rawValue ? .traitBold : []),
        design: .default, weight: weight)
    }

    /// Creates a font from a descriptor; a `size` of 0 keeps the descriptor's size.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size in points, or 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      let traits = descriptor.symbolicTraits
      let bold = traits.contains(.traitBold)
      let italic = traits.contains(.traitItalic)
      let base = descriptor.postscriptName.hasPrefix(".SFUI") ? ".SFUI" : descriptor.postscriptName
      let name =
        base == ".SFUI"
        ? ".SFUI-" + (bold ? "Semibold" : "Regular") + (italic ? "Italic" : "")
        : base
      self.init(
        name: name, family: base == ".SFUI" ? ".AppleSystemUIFont" : base,
        size: pointSize == 0 ? descriptor.pointSize : pointSize,
        weight: bold ? .bold : descriptor.weight)
    }
  }
#endif
