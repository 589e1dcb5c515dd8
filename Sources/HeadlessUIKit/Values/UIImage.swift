#if !canImport(UIKit)
  import Foundation

  /// An image value: a name and a size. HeadlessUIKit has no asset catalogue and draws nothing.
  public final class UIImage: Sendable, Hashable, CustomStringConvertible {
    /// How an image is rendered, as UIKit's.
    public enum RenderingMode: Int, Sendable {
      /// The context decides.
      case automatic = 0
      /// The image's own colours.
      case alwaysOriginal = 1
      /// A template tinted with the tint colour.
      case alwaysTemplate = 2
    }

    /// The name the image was created with: an asset name or an SF Symbol name.
    public let name: String?
    /// Whether the image is an SF Symbol (created with `init(systemName:)`).
    public let isSymbolImage: Bool
    /// The image's size in points.
    public let size: CGSize
    /// The rendering mode.
    public let renderingMode: RenderingMode

    /// The colour the image is tinted with, set by `withTintColor`.
    let tint: UIColor?

    /// The symbol configuration, for a symbol image.
    public let symbolConfiguration: SymbolConfiguration?

    /// Points to pixels: a rendered image's format scale, else 1.
    let imageScale: CGFloat
    /// What a graphics renderer or image context drew, for a rendered image.
    let drawing: [String]?
    /// The encoded data an image was created from with `init(data:)`.
    let sourceData: Data?
    /// An animated image's frames (`animatedImage(with:duration:)`).
    let frames: [UIImage]?
    /// An animated image's duration.
    let frameDuration: TimeInterval
    /// Whether the image is mirrored in a right-to-left layout.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The insets of the image's content for Auto Layout's alignment.
    public let alignmentRectInsets: UIEdgeInsets

    init(
      name: String?, isSymbol: Bool, size: CGSize, renderingMode: RenderingMode,
      tint: UIColor? = nil, configuration: SymbolConfiguration? = nil, scale: CGFloat = 1,
      drawing: [String]? = nil, sourceData: Data? = nil, frames: [UIImage]? = nil,
      frameDuration: TimeInterval = 0, flipsForRightToLeft: Bool = false,
      alignmentInsets: UIEdgeInsets = .zero
    ) {
      self.flipsForRightToLeftLayoutDirection = flipsForRightToLeft
      self.alignmentRectInsets = alignmentInsets
      self.name = name
      self.isSymbolImage = isSymbol
      self.size = size
      self.renderingMode = renderingMode
      self.tint = tint
      self.symbolConfiguration = configuration
      self.imageScale = scale
      self.drawing = drawing
      self.sourceData = sourceData
      self.frames = frames
      self.frameDuration = frameDuration
    }

    /// An image drawn by a renderer or an image context.
    convenience init(renderedSize size: CGSize, scale: CGFloat, drawing: [String]) {
      self.init(
        name: nil, isSymbol: false, size: size, renderingMode: .automatic, scale: scale,
        drawing: drawing)
    }

    /// An empty image.
    public convenience init() {
      self.init(name: nil, isSymbol: false, size: .zero, renderingMode: .automatic)
    }

    /// An image from the asset catalogue; there is none on Linux, so any name gives an image.
    ///
    /// - Parameter name: The asset name.
    public convenience init?(named name: String) {
      self.init(name: name, isSymbol: false, size: .zero, renderingMode: .automatic)
    }

    /// An image from the asset catalogue of a bundle; any name gives an image on Linux.
    ///
    /// - Parameters:
    ///   - name: The asset name.
    ///   - bundle: The bundle, ignored.
    ///   - traitCollection: The traits, ignored.
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      self.init(name: name, isSymbol: false, size: .zero, renderingMode: .automatic)
    }

    /// An SF Symbol; any name gives an image on Linux.
    ///
    /// - Parameter systemName: The symbol's name, e.g. `"plus"`.
    public convenience init?(systemName: String) {
      self.init(
        name: systemName, isSymbol: true, size: CGSize(width: 24, height: 24),
        renderingMode: .alwaysTemplate)
    }

    /// An image from encoded data, at scale 1; HeadlessUIKit decodes nothing, so any non-empty
    /// data works. A PNG's, GIF's or JPEG's size (in pixels, so points at scale 1) is read from
    /// its structure (a GIF's canvas), and `pngData()` gives a PNG back.
    ///
    /// - Parameter data: The encoded image.
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(
        name: nil, isSymbol: false, size: EncodedImage(data)?.size ?? .zero,
        renderingMode: .automatic, sourceData: data)
    }

    /// This image with another rendering mode.
    ///
    /// - Parameter renderingMode: The new mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      UIImage(
        name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode, tint: tint,
        configuration: symbolConfiguration, scale: imageScale, drawing: drawing,
        sourceData: sourceData)
    }

    /// This image, mirrored in a right-to-left layout.
    ///
    /// - Returns: The image.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
      copy(flipsForRightToLeft: true, alignmentInsets: alignmentRectInsets)
    }

    /// This image with insets for Auto Layout's alignment.
    ///
    /// - Parameter alignmentInsets: The insets.
    /// - Returns: The image.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
      copy(
        flipsForRightToLeft: flipsForRightToLeftLayoutDirection, alignmentInsets: alignmentInsets)
    }

    private func copy(flipsForRightToLeft: Bool, alignmentInsets: UIEdgeInsets) -> UIImage {
      UIImage(
        name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode, tint: tint,
        configuration: symbolConfiguration, scale: imageScale, drawing: drawing,
        sourceData: sourceData, frames: frames, frameDuration: frameDuration,
        flipsForRightToLeft: flipsForRightToLeft, alignmentInsets: alignmentInsets)
    }

    /// A copy, as `NSObject`'s `copy()`: an image is immutable, so the image itself.
    ///
    /// - Returns: The image.
    public func copy() -> Any { self }

    /// Images are equal when their names, kinds and sizes are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs === rhs
        || (lhs.name != nil && lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
          && lhs.size == rhs.size)
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(isSymbolImage)
    }

    /// A readable description, e.g. `UIImage(systemName: "plus")`.
    public var description: String {
      if let drawing {
        return
          "UIImage(rendered \(size.width)x\(size.height)@\(imageScale)x, \(drawing.count) operations)"
      }
      guard let name else { return "UIImage()" }
      return isSymbolImage ? "UIImage(systemName: \"\(name)\")" : "UIImage(named: \"\(name)\")"
    }
  }
#endif
