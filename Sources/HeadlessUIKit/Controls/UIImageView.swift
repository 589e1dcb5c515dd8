#if !canImport(UIKit)
  import Foundation

  /// A view that shows an image, as UIKit's; HeadlessUIKit stores the image and draws nothing.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIImageView: UIView {
    /// The symbol configuration the view applies to its symbol images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image.
    open var image: UIImage? {
      didSet { if !isHighlighted || highlightedImage == nil { superview?.setNeedsLayout() } }
    }

    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`); kept, not drawn.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false

    /// The images of an animation; stored only.
    open var animationImages: [UIImage]?

    /// Whether the animation runs; HeadlessUIKit never animates images.
    open var isAnimating: Bool { false }

    /// Creates an image view with a frame and no image.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Creates an image view sized to an image.
    ///
    /// - Parameter image: The image.
    public init(image: UIImage?) {
      super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      self.image = image
      isUserInteractionEnabled = false
    }

    /// Creates an image view with an image and a highlighted image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - highlightedImage: The image shown while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
      super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      self.image = image
      self.highlightedImage = highlightedImage
      isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; HeadlessUIKit has none, so it shows no image.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isUserInteractionEnabled = false
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
      guard let image else {
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
      }
      return image.size
    }

    /// Starts the image animation; HeadlessUIKit never animates images.
    open func startAnimating() {}

    /// Stops the image animation.
    open func stopAnimating() {}
  }
#endif
