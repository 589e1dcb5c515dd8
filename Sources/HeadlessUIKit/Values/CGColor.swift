#if !canImport(UIKit) && !canImport(CoreGraphics)
  import Foundation

  /// A Core Graphics colour: components in a colour space (RGB with alpha for HeadlessUIKit).
  public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The red, green, blue and alpha components, 0...1.
    public let components: [CGFloat]?

    /// The number of components: four (RGBA).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Creates a colour from RGBA components.
    ///
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Creates a grey.
    ///
    /// - Parameters:
    ///   - gray: Brightness, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// This colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity.
    /// - Returns: The colour.
    public func copy(alpha: CGFloat) -> CGColor? {
      let rgb = components ?? [0, 0, 0, 1]
      return CGColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Clear.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, e.g. `CGColor(1.0, 0.0, 0.0, 1.0)`.
    public var description: String {
      "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: ", ") + ")"
    }
  }

  extension UIColor {
    /// The colour as a Core Graphics colour (for layers).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a Core Graphics colour.
    ///
    /// - Parameter cgColor: The colour.
    public convenience init(cgColor: CGColor) {
      let rgba = cgColor.components ?? [0, 0, 0, 1]
      self.init(
        red: rgba.count > 0 ? rgba[0] : 0, green: rgba.count > 1 ? rgba[1] : 0,
        blue: rgba.count > 2 ? rgba[2] : 0, alpha: rgba.count > 3 ? rgba[3] : 1)
    }
  }
#endif
