#if !canImport(UIKit)
  import Foundation

  /// A colour value: red, green, blue and alpha components. HeadlessUIKit draws nothing. An
  /// `NSObject`, as UIKit's, so a literal of colours, fonts and paragraph styles (a text
  /// attributes dictionary) is of `NSObject`s, equality is `isEqual(_:)` and hashing `hash`.
  public final class UIColor: NSObject, @unchecked Sendable {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The alpha component, 0...1.
    public let alpha: CGFloat
    /// The system colour's name, when this is a named system colour.
    public let name: String?

    /// Creates a colour from RGBA components.
    ///
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Creates a grey from a white level and an opacity.
    ///
    /// - Parameters:
    ///   - white: The grey level, 0 (black) ... 1 (white).
    ///   - alpha: Opacity, 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
    }

    /// Creates a colour from hue, saturation and brightness.
    ///
    /// - Parameters:
    ///   - hue: Hue, 0...1.
    ///   - saturation: Saturation, 0...1.
    ///   - brightness: Brightness, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
    {
      let raw = (hue * 6).truncatingRemainder(dividingBy: 6)
      let sector = raw.isFinite ? (raw < 0 ? raw + 6 : raw) : 0
      let chroma = brightness * saturation
      let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
      let (r, g, b): (CGFloat, CGFloat, CGFloat)
      switch Int(sector) {
      case 0: (r, g, b) = (chroma, second, 0)
      case 1: (r, g, b) = (second, chroma, 0)
      case 2: (r, g, b) = (0, chroma, second)
      case 3: (r, g, b) = (0, second, chroma)
      case 4: (r, g, b) = (second, 0, chroma)
      default: (r, g, b) = (chroma, 0, second)
      }
      let base = brightness - chroma
      self.init(red: r + base, green: g + base, blue: b + base, alpha: alpha, name: nil)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
      self.name = name
      super.init()
    }

    /// This colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity, 0...1.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Reads the RGBA components into the given pointers, as UIKit does; always succeeds.
    ///
    /// - Parameters:
    ///   - red: Receives red.
    ///   - green: Receives green.
    ///   - blue: Receives blue.
    ///   - alpha: Receives alpha.
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      red?.pointee = self.red
      green?.pointee = self.green
      blue?.pointee = self.blue
      alpha?.pointee = self.alpha
      return true
    }

    /// Colours are equal when their components are equal (and, for asset-catalogue colours,
    /// their names).
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIColor else { return false }
      return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
        && assetName == other.assetName
    }

    /// The asset-catalogue name of a colour made with `init(named:)`.
    var assetName: String? {
      name.flatMap { $0.hasPrefix("named:") ? String($0.dropFirst(6)) : nil }
    }

    /// A colour from the asset catalogue. HeadlessUIKit has no asset catalogue, so, as with
    /// `UIImage(named:)`, any name gives a colour: opaque black, equal only to colours of the same
    /// name, described as `UIColor(named: "name")`.
    ///
    /// - Parameter name: The colour set's name.
    public convenience init?(named name: String) {
      self.init(red: 0, green: 0, blue: 0, alpha: 1, name: "named:" + name)
    }

    /// A colour from a bundle's asset catalogue; any name gives a colour (see `init(named:)`).
    ///
    /// - Parameters:
    ///   - name: The colour set's name.
    ///   - bundle: The bundle, ignored.
    ///   - traitCollection: The traits, ignored.
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      self.init(red: 0, green: 0, blue: 0, alpha: 1, name: "named:" + name)
    }

    /// A hash of the components.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(red)
      hasher.combine(green)
      hasher.combine(blue)
      hasher.combine(alpha)
      hasher.combine(assetName)
      return hasher.finalize()
    }

    /// A readable description, e.g. `UIColor.systemBlue` or `UIColor(r: 1, g: 0, b: 0, a: 1)`.
    public override var description: String {
      if let assetName { return "UIColor(named: \"\(assetName)\")" }
      if let name { return "UIColor.\(name)" }
      return "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }

    private static func named(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1)
      -> UIColor
    {
      UIColor(
        red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a,
        name: name)
    }

    /// Black.
    public static let black = named("black", 0, 0, 0)
    /// White.
    public static let white = named("white", 255, 255, 255)
    /// Fully transparent.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Red.
    public static let red = named("red", 255, 0, 0)
    /// Green.
    public static let green = named("green", 0, 255, 0)
    /// Blue.
    public static let blue = named("blue", 0, 0, 255)
    /// Yellow.
    public static let yellow = named("yellow", 255, 255, 0)
    /// Orange.
    public static let orange = named("orange", 255, 128, 0)
    /// Purple.
    public static let purple = named("purple", 128, 0, 128)
    /// Brown.
    public static let brown = named("brown", 153, 102, 51)
    /// Cyan.
    public static let cyan = named("cyan", 0, 255, 255)
    /// Magenta.
    public static let magenta = named("magenta", 255, 0, 255)
    /// Grey.
    public static let gray = named("gray", 128, 128, 128)
    /// Dark grey.
    public static let darkGray = named("darkGray", 85, 85, 85)
    /// Light grey.
    public static let lightGray = named("lightGray", 170, 170, 170)
    /// The system blue.
    public static let systemBlue = named("systemBlue", 0, 122, 255)
    /// The system red.
    public static let systemRed = named("systemRed", 255, 59, 48)
    /// The system green.
    public static let systemGreen = named("systemGreen", 52, 199, 89)
    /// The system orange.
    public static let systemOrange = named("systemOrange", 255, 149, 0)
    /// The system yellow.
    public static let systemYellow = named("systemYellow", 255, 204, 0)
    /// The system pink.
    public static let systemPink = named("systemPink", 255, 45, 85)
    /// The system purple.
    public static let systemPurple = named("systemPurple", 175, 82, 222)
    /// The system teal.
    public static let systemTeal = named("systemTeal", 48, 176, 199)
    /// The system indigo.
    public static let systemIndigo = named("systemIndigo", 88, 86, 214)
    /// The system grey.
    public static let systemGray = named("systemGray", 142, 142, 147)
    /// The system background (light appearance).
    public static let systemBackground = named("systemBackground", 255, 255, 255)
    /// The secondary system background (light appearance).
    public static let secondarySystemBackground = named("secondarySystemBackground", 242, 242, 247)
    /// The grouped system background (light appearance).
    public static let systemGroupedBackground = named("systemGroupedBackground", 242, 242, 247)
    /// The primary label colour (light appearance).
    public static let label = named("label", 0, 0, 0)
    /// The secondary label colour (light appearance).
    public static let secondaryLabel = named("secondaryLabel", 60, 60, 67, 0.6)
    /// The tertiary label colour (light appearance).
    public static let tertiaryLabel = named("tertiaryLabel", 60, 60, 67, 0.3)
    /// The placeholder text colour (light appearance).
    public static let placeholderText = named("placeholderText", 60, 60, 67, 0.3)
    /// The separator colour (light appearance).
    public static let separator = named("separator", 60, 60, 67, 0.29)
    /// The link colour.
    public static let link = named("link", 0, 122, 255)
    /// The app's tint colour (system blue).
    public static let tintColor = named("tintColor", 0, 122, 255)
    /// The system colour `systemGray2` (light appearance).
    public static let systemGray2 = named("systemGray2", 174, 174, 178)
    /// The system colour `systemGray3` (light appearance).
    public static let systemGray3 = named("systemGray3", 199, 199, 204)
    /// The system colour `systemGray4` (light appearance).
    public static let systemGray4 = named("systemGray4", 209, 209, 214)
    /// The system colour `systemGray5` (light appearance).
    public static let systemGray5 = named("systemGray5", 229, 229, 234)
    /// The system colour `systemGray6` (light appearance).
    public static let systemGray6 = named("systemGray6", 242, 242, 247)
    /// The system colour `systemBrown` (light appearance).
    public static let systemBrown = named("systemBrown", 162, 132, 94)
    /// The system colour `systemMint` (light appearance).
    public static let systemMint = named("systemMint", 0, 199, 190)
    /// The system colour `systemCyan` (light appearance).
    public static let systemCyan = named("systemCyan", 50, 173, 230)
    /// The system colour `tertiarySystemBackground` (light appearance).
    public static let tertiarySystemBackground = named("tertiarySystemBackground", 255, 255, 255)
    /// The system colour `secondarySystemGroupedBackground` (light appearance).
    public static let secondarySystemGroupedBackground = named(
      "secondarySystemGroupedBackground", 255, 255, 255)
    /// The system colour `tertiarySystemGroupedBackground` (light appearance).
    public static let tertiarySystemGroupedBackground = named(
      "tertiarySystemGroupedBackground", 242, 242, 247)
    /// The system colour `quaternaryLabel` (light appearance).
    public static let quaternaryLabel = named("quaternaryLabel", 60, 60, 67, 0.18)
    /// The system colour `systemFill` (light appearance).
    public static let systemFill = named("systemFill", 120, 120, 128, 0.2)
    /// The system colour `secondarySystemFill` (light appearance).
    public static let secondarySystemFill = named("secondarySystemFill", 120, 120, 128, 0.16)
    /// The system colour `tertiarySystemFill` (light appearance).
    public static let tertiarySystemFill = named("tertiarySystemFill", 118, 118, 128, 0.12)
    /// The system colour `quaternarySystemFill` (light appearance).
    public static let quaternarySystemFill = named("quaternarySystemFill", 116, 116, 128, 0.08)
    /// The system colour `opaqueSeparator` (light appearance).
    public static let opaqueSeparator = named("opaqueSeparator", 198, 198, 200)
    /// The system colour `lightText` (light appearance).
    public static let lightText = named("lightText", 255, 255, 255, 0.6)
    /// The system colour `darkText` (light appearance).
    public static let darkText = named("darkText", 0, 0, 0)
  }
#endif
