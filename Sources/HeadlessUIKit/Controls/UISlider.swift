#if !canImport(UIKit)
  import Foundation

  /// A control that picks a value from a continuous range, as UIKit's.
  ///
  /// The value is clamped to `minimumValue...maximumValue`; setting it in code sends no actions.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISlider: UIControl {
    override var primaryActionEvents: UIControl.Event { .valueChanged }

    private var valueStorage: Float = 0

    /// The value, clamped to the range.
    open var value: Float {
      get { valueStorage }
      set { valueStorage = clamped(newValue) }
    }

    /// The lower end of the range; 0 by default. Raising it above the value moves the value.
    open var minimumValue: Float = 0 {
      didSet {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        valueStorage = clamped(valueStorage)
      }
    }

    /// The upper end of the range; 1 by default. Lowering it below the value moves the value.
    open var maximumValue: Float = 1 {
      didSet {
        if minimumValue > maximumValue { minimumValue = maximumValue }
        valueStorage = clamped(valueStorage)
      }
    }

    /// Whether a drag sends `.valueChanged` as it goes (`true`) or once at the end.
    open var isContinuous = true

    /// The image at the minimum end.
    open var minimumValueImage: UIImage?

    /// The image at the maximum end.
    open var maximumValueImage: UIImage?

    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor?

    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor?

    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// Creates a slider with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityTraits = .adjustable
    }

    /// Creates a slider from an archive; HeadlessUIKit has none, so it is at 0 of 0...1.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      accessibilityTraits = .adjustable
    }

    /// Sets the value (clamped); sends no actions, as in UIKit.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - animated: Whether to animate; HeadlessUIKit changes the value at once.
    open func setValue(_ value: Float, animated: Bool) {
      self.value = value
    }

    /// The value as a percentage of the range, as UIKit's slider reports it ("50%").
    open override var accessibilityValue: String? {
      get {
        if let own = super.accessibilityValue { return own }
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
      }
      set { super.accessibilityValue = newValue }
    }

    private func clamped(_ proposed: Float) -> Float {
      guard !proposed.isNaN else { return minimumValue }
      return min(max(proposed, minimumValue), maximumValue)
    }

    /// Simulates the user dragging the thumb to a value (clamped), then lifting the finger.
    ///
    /// Sends `.valueChanged` and `.primaryActionTriggered` once when the value changed (a
    /// continuous slider's intermediate values are not modelled). Returns `false` when the slider
    /// ignores touches.
    /// - Parameter value: The value the user drags to.
    @_spi(Testing)
    @discardableResult
    public func userSlide(to value: Float) -> Bool {
      performUserValueChange {
        let target = clamped(value)
        guard target != self.value else { return false }
        self.value = target
        return true
      }
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }
  }
#endif
