// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(CoreGraphics)
  import Foundation

  /// A colour space, as Core Graphics': its name, model and number of components. HeadlessUIKit
  /// keeps colours as RGBA components; a colour space says how apps asked for them.
  public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The space's name (`CGColorSpace.sRGB`…), `nil` for a device space.
    public var name: CFString? { nameText.map { NSString(string: $0) } }
    /// The space's colour model.
    public let model: CGColorSpaceModel
    private let nameText: String?

    init(name: String?, model: CGColorSpaceModel) {
      self.nameText = name
      self.model = model
    }

    /// Creates a named colour space, as Core Graphics'.
    ///
    /// - Parameter name: A name such as `CGColorSpace.sRGB`.
    /// - Returns: The space, or `nil` for a name Core Graphics does not know.
    public convenience init?(name: CFString) {
      let text = String(describing: name)
      guard let model = Self.models[text] else { return nil }
      self.init(name: text, model: model)
    }

    /// The number of colour components (without alpha): 3 for RGB, 1 for grey, 4 for CMYK.
    public var numberOfComponents: Int {
      switch model {
      case .monochrome: 1
      case .cmyk: 4
      default: 3
      }
    }

    /// Whether the space is wider than sRGB: Display P3's and the extended spaces.
    public var isWideGamutRGB: Bool {
      ["kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceExtendedLinearSRGB"]
        .contains(nameText ?? "")
    }

    /// Equal when of the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
      lhs.nameText == rhs.nameText && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(nameText)
      hasher.combine(model)
    }

    /// `<CGColorSpace (kCGColorSpaceSRGB)>`, or the model for a device space.
    public var description: String {
      "<CGColorSpace (\(nameText ?? "kCGColorSpaceDevice\(model)"))>"
    }

    private static let models: [String: CGColorSpaceModel] = [
      "kCGColorSpaceSRGB": .rgb, "kCGColorSpaceDisplayP3": .rgb, "kCGColorSpaceExtendedSRGB": .rgb,
      "kCGColorSpaceLinearSRGB": .rgb, "kCGColorSpaceExtendedLinearSRGB": .rgb,
      "kCGColorSpaceGenericRGBLinear": .rgb, "kCGColorSpaceGenericGrayGamma2_2": .monochrome,
      "kCGColorSpaceLinearGray": .monochrome, "kCGColorSpaceExtendedGray": .monochrome,
      "kCGColorSpaceGenericCMYK": .cmyk, "kCGColorSpaceITUR_2020": .rgb,
      "kCGColorSpaceITUR_709": .rgb, "kCGColorSpaceAdobeRGB1998": .rgb,
    ]

    /// sRGB: the standard RGB space.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Display P3: the wide gamut of recent iPhone screens.
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// sRGB with components outside 0…1.
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB without its gamma.
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with components outside 0…1.
    nonisolated(unsafe) public static let extendedLinearSRGB: CFString =
      "kCGColorSpaceExtendedLinearSRGB"
    /// A generic linear RGB space.
    nonisolated(unsafe) public static let genericRGBLinear: CFString =
      "kCGColorSpaceGenericRGBLinear"
    /// A grey space with gamma 2.2.
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString =
      "kCGColorSpaceGenericGrayGamma2_2"
    /// A linear grey space.
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with components outside 0…1.
    nonisolated(unsafe) public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// A generic CMYK space.
    nonisolated(unsafe) public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    /// ITU-R BT.2020.
    nonisolated(unsafe) public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    /// ITU-R BT.709.
    nonisolated(unsafe) public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    /// Adobe RGB (1998).
    nonisolated(unsafe) public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
  }

  /// A colour space's model.
  public enum CGColorSpaceModel: Int32, Sendable {
    /// Unknown.
    case unknown = -1
    /// Grey.
    case monochrome = 0
    /// Red, green, blue.
    case rgb = 1
    /// Cyan, magenta, yellow, black.
    case cmyk = 2
    /// L*a*b*.
    case lab = 3
    /// DeviceN.
    case deviceN = 4
    /// Indexed colours.
    case indexed = 5
    /// A pattern.
    case pattern = 6
    /// CIE XYZ.
    case XYZ = 7
  }

  /// The device's RGB colour space (sRGB on iOS).
  ///
  /// - Returns: The space.
  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
  }

  /// The device's grey colour space.
  ///
  /// - Returns: The space.
  public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
  }

  /// The device's CMYK colour space.
  ///
  /// - Returns: The space.
  public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace(name: nil, model: .cmyk)
  }

  extension CGColor {
    /// The colour's space: HeadlessUIKit's colours are sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
  }

  /// A gradient: colours at locations from 0 to 1, as Core Graphics'.
  public final class CGGradient: Sendable, CustomStringConvertible {
    /// The colours, in order.
    let colors: [CGColor]
    /// Where each colour is, 0…1.
    let locations: [CGFloat]

    /// Creates a gradient of colours (an array of `CGColor`).
    ///
    /// - Parameters:
    ///   - space: The colour space, or `nil` for the colours' own.
    ///   - colors: The colours, `[CGColor] as CFArray`.
    ///   - locations: Where each colour is, or `nil` for evenly from 0 to 1.
    /// - Returns: The gradient, or `nil` when `colors` holds something other than colours, or none.
    public init?(
      colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
    ) {
      let list = colors.map { $0 as? CGColor }
      guard !list.isEmpty, list.allSatisfy({ $0 != nil }) else { return nil }
      self.colors = list.compactMap { $0 }
      self.locations = Self.locations(locations, count: list.count)
    }

    /// Creates a gradient of colour components (`count` colours of the space's components and
    /// alpha each).
    ///
    /// - Parameters:
    ///   - space: The colour space.
    ///   - components: The components, colour after colour.
    ///   - locations: Where each colour is, or `nil` for evenly from 0 to 1.
    ///   - count: How many colours.
    /// - Returns: The gradient, or `nil` when `count` is not positive.
    public init?(
      colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
      locations: UnsafePointer<CGFloat>?, count: Int
    ) {
      guard count > 0 else { return nil }
      let width = space.numberOfComponents + 1
      var colors: [CGColor] = []
      for index in 0..<count {
        let base = index * width
        if width == 2 {
          colors.append(CGColor(gray: components[base], alpha: components[base + 1]))
        } else {
          colors.append(
            CGColor(
              red: components[base], green: components[base + 1], blue: components[base + 2],
              alpha: components[base + width - 1]))
        }
      }
      self.colors = colors
      self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
      if let pointer { return (0..<count).map { pointer[$0] } }
      return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// The colours and their locations.
    public var description: String {
      zip(colors, locations).map { "\($0.0)@\($0.1)" }.joined(separator: " ")
    }
  }

  /// Whether a gradient is drawn beyond its start and end.
  public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public var rawValue: UInt32
    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(
      rawValue: 1 << 0)
    /// The end colour fills after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(
      rawValue: 1 << 1)
  }

  /// How a bitmap stores alpha, as Core Graphics'.
  public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours premultiplied by it.
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied by it.
    case premultipliedFirst = 2
    /// Alpha last.
    case last = 3
    /// Alpha first.
    case first = 4
    /// A padding byte last.
    case noneSkipLast = 5
    /// A padding byte first.
    case noneSkipFirst = 6
    /// Alpha alone.
    case alphaOnly = 7
  }

  /// How a bitmap's pixels are laid out: its alpha and byte order, as Core Graphics'.
  public struct CGBitmapInfo: OptionSet, Sendable {
    public var rawValue: UInt32
    /// Creates bitmap information from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  }

  extension CGContext {
    /// Creates a bitmap context of a size in pixels, as Core Graphics' (origin bottom-left, one
    /// unit a pixel). HeadlessUIKit records the drawing instead of storing pixels in `data`.
    ///
    /// - Parameters:
    ///   - data: Memory for the pixels, or `nil` for the context's own; not written here.
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - bitsPerComponent: Bits per component (8 or 16, or 32 for floats).
    ///   - bytesPerRow: Bytes per row, 0 to compute it.
    ///   - space: The colour space.
    ///   - bitmapInfo: The alpha and byte order (`CGImageAlphaInfo.premultipliedLast.rawValue`).
    /// - Returns: The context, or `nil` for a size or layout Core Graphics refuses.
    public convenience init?(
      data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
      bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
      guard width > 0, height > 0, [1, 2, 4, 5, 8, 16, 32].contains(bitsPerComponent) else {
        return nil
      }
      let minimum = (width * bitsPerComponent * (space.numberOfComponents + 1) + 7) / 8
      guard bytesPerRow == 0 || bytesPerRow >= minimum else { return nil }
      self.init(width: width, height: height, scale: 1)
    }

    /// An image of what the context has drawn, at its size in pixels.
    ///
    /// - Returns: The image.
    public func makeImage() -> CGImage? {
      let size = CGSize(width: width, height: height)
      return renderedImage(of: self, size: size, scale: 1).cgImage
    }

    /// Draws an image into a rectangle.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: The rectangle, in user space.
    ///   - byTiling: Whether to tile it over the clip instead.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
      drawImage(image.source, in: rect)
    }

    /// Fills the area between two points with a gradient along the line between them.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where its first location is, in user space.
    ///   - endPoint: Where its last location is.
    ///   - options: Whether to fill before the start and after the end.
    public func drawLinearGradient(
      _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
      options: CGGradientDrawingOptions
    ) {
      let start = startPoint.applying(state.ctm)
      let end = endPoint.applying(state.ctm)
      record("linearGradient (\(start.x),\(start.y))→(\(end.x),\(end.y)) \(describe(gradient))")
    }

    /// Fills the area between two circles with a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startCenter: The first circle's centre, in user space.
    ///   - startRadius: Its radius.
    ///   - endCenter: The last circle's centre.
    ///   - endRadius: Its radius.
    ///   - options: Whether to fill before the start and after the end.
    public func drawRadialGradient(
      _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
      endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
      let start = startCenter.applying(state.ctm)
      let end = endCenter.applying(state.ctm)
      record(
        "radialGradient (\(start.x),\(start.y)) r\(startRadius)→(\(end.x),\(end.y)) r\(endRadius) "
          + describe(gradient))
    }

    /// Sets how drawing blends with what is underneath; recorded.
    ///
    /// - Parameter mode: The blend mode.
    public func setBlendMode(_ mode: CGBlendMode) { record("blend \(mode)") }

    private func describe(_ gradient: CGGradient) -> String {
      zip(gradient.colors, gradient.locations).map { "\(describe($0.0))@\($0.1)" }
        .joined(separator: " ")
    }
  }

  /// Where an image's bytes come from, as Core Graphics' data provider.
  public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// Creates a provider of some bytes.
    ///
    /// - Parameter data: The bytes.
    public init?(data: CFData) {
      bytes = Data(referencing: data)
    }

    init(bytes: Data) {
      self.bytes = bytes
    }

    /// The bytes.
    public var data: CFData? { NSData(data: bytes) }
  }

  extension CGImage {
    /// The image's pixels: HeadlessUIKit draws none, so a bitmap of its size (`bytesPerRow` ×
    /// `height` bytes) of transparent black — what apps that force an image's decoding read.
    public var dataProvider: CGDataProvider? {
      CGDataProvider(bytes: Data(count: bytesPerRow * height))
    }

    /// How the image stores alpha: premultiplied, last, as UIKit's rendered images.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The image's bitmap layout.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The image's colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The part of the image in a rectangle of pixels, as Core Graphics' (clipped to the image).
    ///
    /// - Parameter rect: The rectangle, in pixels.
    /// - Returns: The image of that part, or `nil` when it is outside the image.
    public func cropping(to rect: CGRect) -> CGImage? {
      let bounds = CGRect(x: 0, y: 0, width: width, height: height)
      let part = rect.integral.intersection(bounds)
      guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
      let image = UIImage(
        renderedSize: part.size, scale: 1,
        drawing: ["crop \(part) of [\(source.contentDescription)]"])
      return CGImage(image)
    }
  }
#endif
