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

    init(
      name: String?, isSymbol: Bool, size: CGSize, renderingMode: RenderingMode,
      tint: UIColor? = nil, configuration: SymbolConfiguration? = nil
    ) {
      self.name = name
      self.isSymbolImage = isSymbol
      self.size = size
      self.renderingMode = renderingMode
      self.tint = tint
      self.symbolConfiguration = configuration
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

    /// An image from encoded data; HeadlessUIKit decodes nothing, so any non-empty data works.
    ///
    /// - Parameter data: The encoded image.
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(name: nil, isSymbol: false, size: .zero, renderingMode: .automatic)
    }

    /// This image with another rendering mode.
    ///
    /// - Parameter renderingMode: The new mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      UIImage(name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode)
    }

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
      guard let name else { return "UIImage()" }
      return isSymbolImage ? "UIImage(systemName: \"\(name)\")" : "UIImage(named: \"\(name)\")"
    }
  }
#endif
