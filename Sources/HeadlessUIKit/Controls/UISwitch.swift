#if !canImport(UIKit)
  import Foundation

  /// An on/off control, as UIKit's. Setting `isOn` in code sends no actions.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISwitch: UIControl {
    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// Whether the switch is on.
    open var isOn = false

    /// The colour of the track when on.
    open var onTintColor: UIColor?

    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// The title (Mac Catalyst checkbox style); stored only.
    open var title: String?

    /// Creates a switch; UIKit's switch size is 51×31 whatever the frame.
    ///
    /// - Parameter frame: The frame's origin; the size is the switch's.
    public override init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
      accessibilityTraits = [.button, .toggleButton]
    }

    /// Creates a switch from an archive; HeadlessUIKit has none, so it is off.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      accessibilityTraits = [.button, .toggleButton]
    }

    /// Sets the state; sends no actions, as in UIKit.
    ///
    /// - Parameters:
    ///   - on: Whether the switch is on.
    ///   - animated: Whether to animate; HeadlessUIKit changes the state at once.
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }

    /// "1" when on, "0" when off, as UIKit's switch reports to assistive technologies.
    open override var accessibilityValue: String? {
      get { super.accessibilityValue ?? (isOn ? "1" : "0") }
      set { super.accessibilityValue = newValue }
    }

    /// A tap toggles the switch, then sends `.valueChanged` and `.primaryActionTriggered`.
    override func performUserTap() {
      isOn.toggle()
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Simulates the user turning the switch to a state; a switch already there sends nothing.
    ///
    /// Returns `false` when the switch ignores touches (disabled, hidden, not interactive).
    /// - Parameter on: The state the user sets.
    @_spi(Testing)
    @discardableResult
    public func userSetOn(_ on: Bool) -> Bool {
      performUserValueChange {
        guard isOn != on else { return false }
        isOn = on
        return true
      }
    }

    /// 51 × 31 points, as UIKit's switch.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  }
#endif
