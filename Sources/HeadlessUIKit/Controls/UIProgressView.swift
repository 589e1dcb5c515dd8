#if !canImport(UIKit)
  import Foundation

  /// A bar showing a task's progress, as UIKit's.
  @preconcurrency @MainActor
  open class UIProgressView: UIView {
    /// The bar's style.
    public enum Style: Int, Sendable {
      case `default`
      case bar
    }

    /// The style.
    open var progressViewStyle: Style = .default
    /// How far the task is, 0 to 1 (values outside are pinned).
    open var progress: Float {
      get { storedProgress }
      set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The filled part's colour.
    open var progressTintColor: UIColor?
    /// The unfilled part's colour.
    open var trackTintColor: UIColor?
    /// The filled part's image.
    open var progressImage: UIImage?
    /// The unfilled part's image.
    open var trackImage: UIImage?
    /// A `Progress` whose fraction the bar follows.
    open var observedProgress: Progress? {
      didSet { observedProgress.map { progress = Float($0.fractionCompleted) } }
    }

    /// A bar of a style.
    public init(progressViewStyle style: Style) {
      super.init(frame: .zero)
      progressViewStyle = style
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Sets the progress (animation is not shown here).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// UIKit's bar height: 4 points (2.5 for `.bar`), no intrinsic width.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
  }
#endif
