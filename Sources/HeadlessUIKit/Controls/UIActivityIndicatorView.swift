#if !canImport(UIKit)
  import Foundation

  /// A spinner that shows that work is under way.
  ///
  /// `hidesWhenStopped` (true by default) hides it while it is stopped, so a test sees the
  /// spinner only while the app says work is going on.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIActivityIndicatorView: UIView {
    /// The spinner's sizes.
    public enum Style: Int, Sendable {
      /// The medium spinner (20 × 20).
      case medium = 100
      /// The large spinner (37 × 37).
      case large = 101
      /// The large white spinner (37 × 37), deprecated in iOS 13 for `large`.
      @available(*, deprecated, renamed: "large")
      case whiteLarge = 0
      /// The white spinner (20 × 20), deprecated in iOS 13 for `medium`.
      @available(*, deprecated, renamed: "medium")
      case white = 1
      /// The grey spinner (20 × 20), deprecated in iOS 13 for `medium`.
      @available(*, deprecated, renamed: "medium")
      case gray = 2

      /// Whether this is a large style.
      var isLarge: Bool { rawValue == Style.large.rawValue || rawValue == 0 }

      /// The colour a pre-iOS 13 style sets: white for `white` and `whiteLarge`, grey for `gray`.
      var legacyColor: UIColor? {
        switch rawValue {
        case 0, 1: .white
        case 2: .gray
        default: nil
        }
      }
    }

    /// The spinner's size; setting a deprecated style (`white`, `whiteLarge`, `gray`) also sets
    /// `color` to that style's colour, as UIKit does.
    open var style: Style {
      didSet {
        if let legacyColor = style.legacyColor { color = legacyColor }
        invalidateIntrinsicContentSize()
      }
    }

    /// The spinner's colour.
    open var color: UIColor! = .gray

    /// Whether the spinner is hidden while stopped; `true` by default.
    open var hidesWhenStopped = true {
      didSet { updateVisibility() }
    }

    /// Whether the spinner is spinning.
    open private(set) var isAnimating = false

    /// Creates a spinner of a style, stopped (so hidden).
    ///
    /// - Parameter style: The spinner's size.
    public init(style: Style) {
      self.style = style
      super.init(frame: .zero)
      if let legacyColor = style.legacyColor { color = legacyColor }
      updateVisibility()
    }

    /// Creates a medium spinner with a frame, stopped (so hidden).
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      self.style = .medium
      super.init(frame: frame)
      updateVisibility()
    }

    /// Creates a medium spinner from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.style = .medium
      super.init(coder: coder)
      updateVisibility()
    }

    /// Starts spinning, showing the spinner.
    open func startAnimating() {
      isAnimating = true
      updateVisibility()
    }

    /// Stops spinning, hiding the spinner if `hidesWhenStopped`.
    open func stopAnimating() {
      isAnimating = false
      updateVisibility()
    }

    /// The spinner's size: 20 points square for medium (and `white`, `gray`), 37 for large (and
    /// `whiteLarge`).
    open override var intrinsicContentSize: CGSize {
      style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    private func updateVisibility() {
      if hidesWhenStopped { isHidden = !isAnimating }
    }
  }
#endif
