#if !canImport(UIKit) && canImport(CoreGraphics)
  import CoreGraphics
  import Foundation

  // On a Mac, HeadlessUIKit uses CoreGraphics' own types (`CGColor`, `CGImage`, `CGContext`,
  // `CGAffineTransform`, `CGBlendMode`), re-exported as UIKit does, so app code that names them
  // compiles as against UIKit. Image contexts are real bitmap contexts there: what an app draws
  // is rasterised; a rendered image records a digest of its pixels, so two images drawn the same
  // way are equal and encode equally, as on Linux where the drawing is recorded instead.

  extension UIColor {
    /// The colour as a Core Graphics colour (sRGB).
    public var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a Core Graphics colour, converted to sRGB.
    ///
    /// - Parameter cgColor: The colour.
    public convenience init(cgColor: CGColor) {
      let srgb = CGColorSpace(name: CGColorSpace.sRGB)
      let converted = srgb.flatMap {
        cgColor.converted(to: $0, intent: .defaultIntent, options: nil)
      }
      let rgba = (converted ?? cgColor).components ?? [0, 0, 0, 1]
      if rgba.count == 2 {
        self.init(red: rgba[0], green: rgba[0], blue: rgba[0], alpha: rgba[1])
      } else {
        self.init(
          red: rgba.count > 0 ? rgba[0] : 0, green: rgba.count > 1 ? rgba[1] : 0,
          blue: rgba.count > 2 ? rgba[2] : 0, alpha: rgba.count > 3 ? rgba[3] : 1)
      }
    }
  }

  /// The bitmaps of images: an image's `cgImage` is made once and kept; a bitmap taken from an
  /// image gives that image back to `UIImage(cgImage:)` (its name, size and drawing), as on Linux.
  private enum Bitmaps {
    nonisolated(unsafe) static let byImage = NSMapTable<UIImage, CGImage>.weakToStrongObjects()
    nonisolated(unsafe) static let sourceOf = NSMapTable<CGImage, UIImage>.weakToWeakObjects()
    static let lock = NSLock()
  }

  extension UIImage {
    /// The image as a bitmap, as UIKit's: `nil` for an empty image (`UIImage()`), a symbol image
    /// or an animated one; otherwise a bitmap of its size in pixels (decoded from the data it
    /// was made from, or transparent).
    public var cgImage: CGImage? {
      let isEmpty = name == nil && drawing == nil && sourceData == nil
      guard !isEmpty, !isSymbolImage, frames == nil else { return nil }
      Bitmaps.lock.lock()
      defer { Bitmaps.lock.unlock() }
      if let bitmap = Bitmaps.byImage.object(forKey: self) { return bitmap }
      let width = max(1, Int((size.width * scale).rounded()))
      let height = max(1, Int((size.height * scale).rounded()))
      guard
        let bitmap = decodedBitmap()
          ?? makeImageContext(width: width, height: height)
          .makeImage()
      else { return nil }
      Bitmaps.byImage.setObject(bitmap, forKey: self)
      Bitmaps.sourceOf.setObject(self, forKey: bitmap)
      return bitmap
    }

    /// The bitmap the image's data decodes to, through a bitmap context (no ImageIO needed).
    private func decodedBitmap() -> CGImage? {
      guard let sourceData, let provider = CGDataProvider(data: sourceData as CFData) else {
        return nil
      }
      return CGImage(
        pngDataProviderSource: provider, decode: nil, shouldInterpolate: false,
        intent: .defaultIntent)
        ?? CGImage(
          jpegDataProviderSource: provider, decode: nil, shouldInterpolate: false,
          intent: .defaultIntent)
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
    ///   - orientation: The orientation; stored by UIKit, ignored here.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
      let scale = scale > 0 ? scale : 1
      let size = CGSize(
        width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
      Bitmaps.lock.lock()
      let source = Bitmaps.sourceOf.object(forKey: cgImage)
      Bitmaps.lock.unlock()
      if let source {
        self.init(
          name: source.name, isSymbol: false, size: size, renderingMode: source.renderingMode,
          tint: source.tint, scale: scale, drawing: source.drawing, sourceData: source.sourceData)
      } else {
        self.init(
          name: nil, isSymbol: false, size: size, renderingMode: .automatic, scale: scale,
          drawing: [pixelDigest(of: cgImage)])
      }
    }
  }

  /// A bitmap context of a size in pixels (sRGB, premultiplied alpha, 8 bits a component).
  private func makeImageContext(width: Int, height: Int) -> CGContext {
    let space = CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
    guard
      let context = CGContext(
        data: nil, width: max(1, width), height: max(1, height), bitsPerComponent: 8,
        bytesPerRow: 0, space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else {
      // Only a size too large to allocate fails; a 1×1 context keeps drawing harmless.
      return makeImageContext(width: 1, height: 1)
    }
    return context
  }

  /// A bitmap context with UIKit's user space: points, origin top-left.
  func makeImageContext(width: Int, height: Int, scale: CGFloat) -> CGContext {
    let context = makeImageContext(width: width, height: height)
    context.translateBy(x: 0, y: CGFloat(max(1, height)))
    context.scaleBy(x: scale, y: -scale)
    return context
  }

  /// The image of what a context has drawn: its bitmap, and a digest of its pixels as the drawing.
  func renderedImage(of context: CGContext, size: CGSize, scale: CGFloat) -> UIImage {
    guard let bitmap = context.makeImage() else {
      return UIImage(renderedSize: size, scale: scale, drawing: [])
    }
    let image = UIImage(renderedSize: size, scale: scale, drawing: [pixelDigest(of: bitmap)])
    Bitmaps.lock.lock()
    Bitmaps.byImage.setObject(bitmap, forKey: image)
    Bitmaps.sourceOf.setObject(image, forKey: bitmap)
    Bitmaps.lock.unlock()
    return image
  }

  /// `bitmap W×H <FNV-1a of the pixel bytes>`: equal for equal pixels.
  private func pixelDigest(of bitmap: CGImage) -> String {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    if let data = bitmap.dataProvider?.data {
      let bytes = CFDataGetBytePtr(data)
      for index in 0..<CFDataGetLength(data) {
        digest = (digest ^ UInt64(bytes?[index] ?? 0)) &* 0x100_0000_01b3
      }
    }
    return "bitmap \(bitmap.width)x\(bitmap.height) \(String(digest, radix: 16))"
  }

  extension CGContext {
    /// Draws an image into a rectangle of UIKit's flipped user space, upright.
    func drawImage(_ image: UIImage, in rect: CGRect) {
      guard let bitmap = image.cgImage else { return }
      saveGState()
      translateBy(x: rect.minX, y: rect.maxY)
      scaleBy(x: 1, y: -1)
      draw(bitmap, in: CGRect(origin: .zero, size: rect.size))
      restoreGState()
    }

    /// Draws text: nothing on a Mac (HeadlessUIKit lays text out with its own metric and has no
    /// glyphs to rasterise; Linux records the text instead).
    func drawText(_ text: String, in rect: CGRect, font: UIFont?) {}

    /// Draws a layer: its background colour over its bounds.
    @MainActor
    func drawLayer(_ layer: CALayer, size: CGSize, description: String) {
      guard let color = layer.backgroundColor else { return }
      saveGState()
      setFillColor(color)
      fill(CGRect(origin: .zero, size: size))
      restoreGState()
    }
  }
#endif
