#if !canImport(UIKit)
  import Foundation

  extension UIImage {
    /// How a symbol image is drawn: size, weight and scale.
    public final class SymbolConfiguration: Sendable, Hashable, CustomStringConvertible {
      /// The point size; 0 when the configuration does not set one.
      public let pointSize: CGFloat
      /// The weight.
      public let weight: SymbolWeight
      /// The scale.
      public let scale: SymbolScale
      /// The text style the size follows, if any.
      public let textStyle: UIFont.TextStyle?

      init(
        pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
        scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil
      ) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.textStyle = textStyle
      }

      /// A configuration with a point size.
      ///
      /// - Parameter pointSize: The size.
      public convenience init(pointSize: CGFloat) {
        self.init(pointSize: pointSize, weight: .unspecified)
      }

      /// A configuration with a point size and weight.
      ///
      /// - Parameters:
      ///   - pointSize: The size.
      ///   - weight: The weight.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
        self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
      }

      /// A configuration with a point size, weight and scale.
      ///
      /// - Parameters:
      ///   - pointSize: The size.
      ///   - weight: The weight.
      ///   - scale: The scale.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
        self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
      }

      /// A configuration that follows a text style's size.
      ///
      /// - Parameter textStyle: The text style.
      public convenience init(textStyle: UIFont.TextStyle) {
        self.init(
          pointSize: textStyle.pointSize, weight: .unspecified, scale: .unspecified,
          textStyle: textStyle)
      }

      /// A configuration that matches a font: its point size and weight.
      ///
      /// - Parameter font: The font.
      public convenience init(font: UIFont) {
        self.init(font: font, scale: .unspecified)
      }

      /// A configuration that matches a font (its point size and weight) at a scale.
      ///
      /// - Parameters:
      ///   - font: The font.
      ///   - scale: The scale.
      public convenience init(font: UIFont, scale: SymbolScale) {
        let weights: [(UIFont.Weight, SymbolWeight)] = [
          (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
          (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
          (.black, .black),
        ]
        let weight =
          weights.min {
            abs($0.0.rawValue - font.weight.rawValue) < abs($1.0.rawValue - font.weight.rawValue)
          }?
          .1 ?? .regular
        self.init(pointSize: font.pointSize, weight: weight, scale: scale, textStyle: nil)
      }

      /// A configuration with a weight.
      ///
      /// - Parameter weight: The weight.
      public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

      /// A configuration with a scale.
      ///
      /// - Parameter scale: The scale.
      public convenience init(scale: SymbolScale) {
        self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
      }

      /// This configuration with the values `other` sets taking precedence.
      ///
      /// - Parameter other: The configuration to apply.
      /// - Returns: The combination.
      public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
        guard let other else { return self }
        return SymbolConfiguration(
          pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
          weight: other.weight != .unspecified ? other.weight : weight,
          scale: other.scale != .unspecified ? other.scale : scale,
          textStyle: other.textStyle ?? textStyle)
      }

      /// Configurations are equal when every value is.
      public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
          && lhs.textStyle == rhs.textStyle
      }

      /// Hashes the values.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(scale)
      }

      /// E.g. `SymbolConfiguration(22.0 pt, bold, large)`.
      public var description: String {
        "SymbolConfiguration(\(pointSize) pt, \(weight), \(scale))"
      }
    }

    /// The weights of a symbol.
    public enum SymbolWeight: Int, Sendable {
      /// Not set.
      case unspecified = 0
      /// Ultra light.
      case ultraLight = 1
      /// Thin.
      case thin = 2
      /// Light.
      case light = 3
      /// Regular.
      case regular = 4
      /// Medium.
      case medium = 5
      /// Semibold.
      case semibold = 6
      /// Bold.
      case bold = 7
      /// Heavy.
      case heavy = 8
      /// Black.
      case black = 9
    }

    /// The scales of a symbol relative to text.
    public enum SymbolScale: Int, Sendable {
      /// The default scale.
      case `default` = -1
      /// Not set.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }

    /// A system symbol with a configuration.
    ///
    /// - Parameters:
    ///   - name: The symbol's name.
    ///   - configuration: The configuration.
    public convenience init?(
      systemName name: String, withConfiguration configuration: SymbolConfiguration?
    ) {
      guard !name.isEmpty else { return nil }
      let side = configuration.map { $0.pointSize > 0 ? $0.pointSize : 24 } ?? 24
      self.init(
        name: name, isSymbol: true, size: CGSize(width: side, height: side),
        renderingMode: .alwaysTemplate, configuration: configuration)
    }

    /// Loads an image file: a PNG's size is read from its header; other files have no size.
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
      guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
      let name = (path as NSString).lastPathComponent
      self.init(
        name: name, isSymbol: false, size: EncodedImage(data)?.size ?? .zero,
        renderingMode: .automatic)
    }

    /// Points to pixels: a rendered image has its renderer format's scale; other images have 1.
    public var scale: CGFloat { imageScale }

    /// The colour the image is tinted with, if `withTintColor` set one.
    public var tintColor: UIColor? { tint }

    /// This image tinted with a colour, drawn as a template unless a mode is given.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The tinted image.
    public func withTintColor(_ color: UIColor) -> UIImage {
      UIImage(
        name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode, tint: color,
        configuration: symbolConfiguration, scale: imageScale, drawing: drawing)
    }

    /// The system's plus image (iOS 13's `UIImage.add`), an SF Symbol.
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// The system's minus image.
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// The system's actions image (three dots).
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
    /// The system's check mark.
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The system's bold check mark.
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }

    /// This image tinted with a colour, drawn in a rendering mode.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - renderingMode: How to draw it.
    /// - Returns: The tinted image.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
      UIImage(
        name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode, tint: color,
        configuration: symbolConfiguration, scale: imageScale, drawing: drawing)
    }

    /// This image with a symbol configuration applied (for a symbol image).
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: The image.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
      let applied = symbolConfiguration?.applying(configuration) ?? configuration
      return UIImage(
        name: name, isSymbol: isSymbolImage,
        size: isSymbolImage && applied.pointSize > 0
          ? CGSize(width: applied.pointSize, height: applied.pointSize) : size,
        renderingMode: renderingMode, tint: tint, configuration: applied, scale: imageScale,
        drawing: drawing)
    }

    /// This image with a symbol configuration applied on top of its own; `nil` for no change.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: The image.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
      withConfiguration(configuration)
    }

    /// A deterministic stand-in for the image's PNG encoding (HeadlessUIKit draws nothing):
    /// equal images give equal data, with a real PNG signature and header, so that the image's
    /// size in pixels reads back (`UIImage(data:)`, ImageIO). `nil` for an image with no size.
    ///
    /// - Returns: The data.
    public func pngData() -> Data? {
      if let sourceData, EncodedImage(sourceData)?.type == "public.png" { return sourceData }
      if drawing != nil { return Self.renderedPNG(self) }
      guard size != .zero || name != nil else { return nil }
      return Self.standInPNG(pixelSize, body: "PNG \(description) \(size.width)x\(size.height)")
    }

    /// A deterministic stand-in for the image's JPEG encoding (HeadlessUIKit draws nothing): a
    /// JPEG start and frame header with the image's size in pixels (so that it reads back), then
    /// a description of the image and the quality.
    ///
    /// - Parameter compressionQuality: The quality, 0...1.
    /// - Returns: The data.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
      if drawing != nil {
        return Self.jpegHeader(pixelSize) + Data("JPEG q\(compressionQuality) ".utf8)
          + (Self.renderedPNG(self) ?? Data())
      }
      guard size != .zero || name != nil else { return nil }
      return Self.jpegHeader(pixelSize)
        + Data("JPEG \(description) \(size.width)x\(size.height) q\(compressionQuality)".utf8)
    }

    /// The size in pixels, rounded up.
    private var pixelSize: (width: Int, height: Int) {
      (Int((size.width * imageScale).rounded(.up)), Int((size.height * imageScale).rounded(.up)))
    }

    /// A JPEG's start of image and baseline frame header (three components) for a size.
    private static func jpegHeader(_ size: (width: Int, height: Int)) -> Data {
      let width = min(size.width, 0xFFFF)
      let height = min(size.height, 0xFFFF)
      return Data(
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08]
          + [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
          + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
    }

    /// A stand-in PNG for a rendered image: a real PNG signature and IHDR size (in pixels), then
    /// the recorded drawing, so equally drawn images encode equally.
    static func renderedPNG(_ image: UIImage) -> Data? {
      standInPNG(image.pixelSize, body: (image.drawing ?? []).joined(separator: "\n"))
    }

    /// A PNG signature and IHDR size (in pixels), then `body`.
    private static func standInPNG(_ size: (width: Int, height: Int), body: String) -> Data {
      func big(_ value: Int) -> [UInt8] {
        [
          UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
          UInt8(value & 0xFF),
        ]
      }
      var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      bytes += Array("IHDR".utf8) + big(size.width) + big(size.height)
      return Data(bytes) + Data("\nheadless-drawing\n\(body)".utf8)
    }

    /// What an image shows, for recording it drawn into another image.
    var contentDescription: String {
      if let drawing { return "\(size.width)x\(size.height): " + drawing.joined(separator: "; ") }
      if let sourceData {
        // FNV-1a: a digest that is the same in every run (`hashValue` is seeded per process).
        let digest = sourceData.reduce(UInt64(0xcbf2_9ce4_8422_2325)) {
          ($0 ^ UInt64($1)) &* 0x100_0000_01b3
        }
        return "data \(sourceData.count) bytes \(String(digest, radix: 16))"
      }
      return description
    }
  }

#endif
