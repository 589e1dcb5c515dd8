#if !canImport(UIKit)
  import Foundation

  #if !canImport(CoreGraphics)
    /// A bitmap image, as Core Graphics' `CGImage`: its size in pixels. HeadlessUIKit draws no
    /// pixels; the image keeps the `UIImage` it was taken from, so `UIImage(cgImage:)` gives back
    /// that image's name, size and drawing.
    public final class CGImage: Sendable, Hashable, CustomStringConvertible {
      /// The width in pixels.
      public let width: Int
      /// The height in pixels.
      public let height: Int
      /// Bits per colour component: 8, as an RGBA bitmap's.
      public let bitsPerComponent = 8
      /// Bits per pixel: 32, as an RGBA bitmap's.
      public let bitsPerPixel = 32
      /// Bytes per row of pixels.
      public var bytesPerRow: Int { width * 4 }
      let source: UIImage

      init(_ source: UIImage) {
        self.source = source
        width = Int((source.size.width * source.scale).rounded())
        height = Int((source.size.height * source.scale).rounded())
      }

      /// Equal when taken from the same image.
      public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.source === rhs.source }

      /// Hashes the source image's identity.
      public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(source)) }

      /// A readable description, e.g. `CGImage(40x40)`.
      public var description: String { "CGImage(\(width)x\(height))" }
    }
  #endif

  extension UIImage {
    #if !canImport(CoreGraphics)
      /// The image as a bitmap, as UIKit's: `nil` for an empty image (`UIImage()`), a symbol image
      /// or an animated one; otherwise its size in pixels.
      public var cgImage: CGImage? {
        let isEmpty = name == nil && drawing == nil && sourceData == nil
        guard !isEmpty, !isSymbolImage, frames == nil else { return nil }
        return CGImage(self)
      }

      /// An image of a bitmap, at scale 1 (its size in points is its size in pixels), as UIKit's.
      ///
      /// - Parameter cgImage: The bitmap.
      public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
      }

      /// An image of a bitmap at a scale (its size is its pixel size divided by `scale`).
      ///
      /// - Parameters:
      ///   - cgImage: The bitmap.
      ///   - scale: Points to pixels.
      ///   - orientation: The orientation; stored by UIKit, ignored here (HeadlessUIKit draws
      ///     nothing).
      public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let source = cgImage.source
        let scale = scale > 0 ? scale : 1
        self.init(
          name: source.name, isSymbol: false,
          size: CGSize(
            width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
          renderingMode: source.renderingMode, tint: source.tint, scale: scale,
          drawing: source.drawing, sourceData: source.sourceData)
      }
    #endif

    /// How an image is oriented, as UIKit's.
    public enum Orientation: Int, Sendable {
      case up = 0
      case down = 1
      case left = 2
      case right = 3
      case upMirrored = 4
      case downMirrored = 5
      case leftMirrored = 6
      case rightMirrored = 7
    }

    /// The orientation: always `.up` here.
    public var imageOrientation: Orientation { .up }

    /// An animated image of `images` shown in turn over `duration` seconds, as UIKit's: its size
    /// is the first frame's; `nil` for no frames.
    ///
    /// - Parameters:
    ///   - images: The frames.
    ///   - duration: The time one cycle takes.
    /// - Returns: The animated image.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
      guard let first = images.first else { return nil }
      return UIImage(
        name: nil, isSymbol: false, size: first.size, renderingMode: .automatic,
        scale: first.scale, frames: images, frameDuration: duration)
    }

    /// An animated image's frames; `nil` for a still image.
    public var images: [UIImage]? { frames }

    /// An animated image's cycle in seconds; 0 for a still image.
    public var duration: TimeInterval { frameDuration }
  }

  /// `#imageLiteral(resourceName:)`, as UIKit's overlay makes it: the image of that name.
  extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` (any name gives an image on Linux, as `init(named:)`).
    ///
    /// - Parameter name: The resource name.
    public convenience init(imageLiteralResourceName name: String) {
      self.init(name: name, isSymbol: false, size: .zero, renderingMode: .automatic)
    }
  }

  /// The type of a literal with no other type to take (`#colorLiteral(…).cgColor`), as UIKit's
  /// overlay declares it.
  public typealias _ColorLiteralType = UIColor
  /// The type of an image literal with no other type to take, as UIKit's overlay declares it.
  public typealias _ImageLiteralType = UIImage

  /// `#colorLiteral(red:green:blue:alpha:)`, as UIKit's overlay makes it.
  extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of these components (sRGB, 0 to 1).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
      self.init(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
  }
#endif
