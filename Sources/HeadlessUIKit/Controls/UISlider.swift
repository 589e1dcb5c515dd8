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

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Sets the thumb's image for a state (`nil` removes it).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The control state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
      thumbImages[state.rawValue] = image
    }

    /// Sets the image of the track left of the thumb for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The control state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
      minimumTrackImages[state.rawValue] = image
    }

    /// Sets the image of the track right of the thumb for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The control state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
      maximumTrackImages[state.rawValue] = image
    }

    /// The thumb's image set for a state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The image, or `nil`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    /// The left track's image set for a state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The image, or `nil`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
      minimumTrackImages[state.rawValue]
    }

    /// The right track's image set for a state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The image, or `nil`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
      maximumTrackImages[state.rawValue]
    }

    /// The thumb's image in the current state, else the normal state's, as UIKit's.
    open var currentThumbImage: UIImage? {
      thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }

    /// The left track's image in the current state, else the normal state's.
    open var currentMinimumTrackImage: UIImage? {
      minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }

    /// The right track's image in the current state, else the normal state's.
    open var currentMaximumTrackImage: UIImage? {
      maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }

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
