#if !canImport(UIKit)
  import Foundation

  /// A control with − and + buttons that step a value through a range, as UIKit's.
  ///
  /// Setting `value` in code clamps it and sends no actions.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIStepper: UIControl {
    override var primaryActionEvents: UIControl.Event { .valueChanged }

    private var valueStorage: Double = 0

    /// The value, clamped to `minimumValue...maximumValue`; 0 by default.
    open var value: Double {
      get { valueStorage }
      set { valueStorage = clamped(newValue) }
    }

    /// The lower end of the range; 0 by default. Raising it above the value moves the value.
    open var minimumValue: Double = 0 {
      didSet {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        valueStorage = clamped(valueStorage)
      }
    }

    /// The upper end of the range; 100 by default. Lowering it below the value moves the value.
    open var maximumValue: Double = 100 {
      didSet {
        if minimumValue > maximumValue { minimumValue = maximumValue }
        valueStorage = clamped(valueStorage)
      }
    }

    /// The step of one tap; 1 by default. UIKit requires it to be positive.
    open var stepValue: Double = 1

    /// Whether stepping past an end wraps to the other end; `false` by default.
    open var wraps = false

    /// Whether holding a button repeats the step; `true` by default (HeadlessUIKit taps once).
    open var autorepeat = true

    /// Whether each repeated step sends `.valueChanged` (`true`) or only the last; `true` by default.
    open var isContinuous = true

    /// Creates a stepper; UIKit's stepper size is 94×32 whatever the frame.
    ///
    /// - Parameter frame: The frame's origin; the size is the stepper's.
    public override init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
      accessibilityTraits = .adjustable
    }

    /// Creates a stepper from an archive; HeadlessUIKit has none, so it is at 0 of 0...100.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      accessibilityTraits = .adjustable
    }

    private func clamped(_ proposed: Double) -> Double {
      guard !proposed.isNaN else { return minimumValue }
      return min(max(proposed, minimumValue), maximumValue)
    }

    /// The value after one step up (`+`) or down (`−`), wrapping or clamping as UIKit does.
    func steppedValue(up: Bool) -> Double {
      let step = stepValue > 0 ? stepValue : 1
      let proposed = up ? value + step : value - step
      if wraps {
        if up && value >= maximumValue { return minimumValue }
        if !up && value <= minimumValue { return maximumValue }
      }
      return clamped(proposed)
    }

    /// Simulates the user tapping `+` once: steps up, then sends `.valueChanged` and
    /// `.primaryActionTriggered` if the value changed.
    ///
    /// At the maximum without `wraps` the `+` button is disabled in UIKit: nothing happens and
    /// this returns `false`, as it does when the stepper ignores touches.
    @_spi(Testing)
    @discardableResult
    public func userIncrement() -> Bool {
      guard wraps || value < maximumValue else { return false }
      return performUserValueChange {
        let next = steppedValue(up: true)
        guard next != value else { return false }
        value = next
        return true
      }
    }

    /// Simulates the user tapping `−` once: steps down, then sends `.valueChanged` and
    /// `.primaryActionTriggered` if the value changed.
    ///
    /// At the minimum without `wraps` the `−` button is disabled in UIKit: nothing happens and
    /// this returns `false`, as it does when the stepper ignores touches.
    @_spi(Testing)
    @discardableResult
    public func userDecrement() -> Bool {
      guard wraps || value > minimumValue else { return false }
      return performUserValueChange {
        let next = steppedValue(up: false)
        guard next != value else { return false }
        value = next
        return true
      }
    }

    /// 94 × 32 points, as UIKit's stepper.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
  }
#endif
