#if !canImport(UIKit)
  import Foundation

  /// A control for choosing a date, a time, both, or a countdown, as UIKit's.
  ///
  /// Setting `date` in code keeps it within `minimumDate...maximumDate` and sends no actions; a
  /// user's choice (`userSelect(_:)`) sends `.valueChanged` and `.primaryActionTriggered`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIDatePicker: UIControl {
    /// What a date picker chooses, as UIKit's.
    public enum Mode: Int, Sendable {
      case time = 0
      case date = 1
      case dateAndTime = 2
      case countDownTimer = 3
      case yearAndMonth = 4
    }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    private var dateStorage = Date()

    /// What it chooses; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: `.compact` for `.automatic` (except a countdown, shown as wheels), as
    /// UIKit's on iOS 14 and later.
    open var datePickerStyle: UIDatePickerStyle {
      switch preferredDatePickerStyle {
      case .automatic: return datePickerMode == .countDownTimer ? .wheels : .compact
      default: return preferredDatePickerStyle
      }
    }
    /// The locale it formats with; `nil`, the current one, by default.
    open var locale: Locale?
    /// The calendar; the current one by default.
    open var calendar: Calendar! = Calendar.current
    /// The time zone; `nil`, the current one, by default.
    open var timeZone: TimeZone?
    /// The step of the minute wheel, 1 to 30 dividing 60; 1 by default.
    open var minuteInterval = 1
    /// The chosen countdown, in seconds (`.countDownTimer`); 0 by default.
    open var countDownDuration: TimeInterval = 0
    /// Whether a user's choice rounds to the minute interval (UIKit's `roundsToMinuteInterval`).
    open var roundsToMinuteInterval = true

    /// The earliest date it allows; `nil` for none.
    open var minimumDate: Date? {
      didSet { dateStorage = clamped(dateStorage) }
    }
    /// The latest date it allows; `nil` for none.
    open var maximumDate: Date? {
      didSet { dateStorage = clamped(dateStorage) }
    }

    /// The chosen date, kept within `minimumDate...maximumDate`; now by default.
    open var date: Date {
      get { dateStorage }
      set { dateStorage = clamped(newValue) }
    }

    /// Sets the date.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - animated: Whether the wheels turn (the date changes at once either way).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Creates a date picker.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a date picker from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    private func clamped(_ proposed: Date) -> Date {
      var result = proposed
      if let minimumDate, result < minimumDate { result = minimumDate }
      if let maximumDate, result > maximumDate { result = maximumDate }
      return result
    }

    /// Simulates the user choosing a date on the wheels or in the calendar: the date (kept
    /// within the allowed range) changes, then `.valueChanged` and `.primaryActionTriggered` are
    /// sent. Returns `false`, changing nothing, when the picker ignores touches.
    ///
    /// - Parameter date: The date the user chooses.
    @_spi(Testing)
    @discardableResult
    public func userSelect(_ date: Date) -> Bool {
      performUserValueChange {
        let next = clamped(date)
        guard next != dateStorage else { return false }
        dateStorage = next
        return true
      }
    }

    /// Simulates the user setting a countdown (`.countDownTimer`): `countDownDuration` changes,
    /// then `.valueChanged` is sent.
    ///
    /// - Parameter duration: The duration, in seconds (a minute to 23 h 59 min).
    @_spi(Testing)
    @discardableResult
    public func userSelectCountDown(_ duration: TimeInterval) -> Bool {
      performUserValueChange {
        let next = min(max(duration, 60), 23 * 3600 + 59 * 60)
        guard next != countDownDuration else { return false }
        countDownDuration = next
        return true
      }
    }

    /// The size UIKit's style has: 320 × 216 as wheels, 280 × 50 compact, 320 × 330 inline.
    open override var intrinsicContentSize: CGSize {
      switch datePickerStyle {
      case .wheels: return CGSize(width: 320, height: 216)
      case .inline: return CGSize(width: 320, height: 330)
      default: return CGSize(width: 280, height: 50)
      }
    }
  }

  /// How a date picker looks, as UIKit's.
  public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
  }
#endif
