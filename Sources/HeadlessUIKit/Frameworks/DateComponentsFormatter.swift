#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  /// Formats a quantity of time (`"1:02:03"`, `"1h 2m"`, `"About 5 minutes remaining"`), as
  /// Foundation's `DateComponentsFormatter` does on iOS in the simulator's English locale.
  ///
  /// Linux's Foundation declares the class unavailable; HeadlessUIKit, which ported code
  /// imports, gives it. Its choices: the values are truncated, never rounded — the smallest unit
  /// shown drops any fraction, and `maximumUnitCount` keeps the largest units (Apple's example:
  /// "1 hour, 34 minutes, 23 seconds" with one unit is "1 hour"); years and months are counted
  /// on `calendar` from `referenceDate` (now when `nil`), the smaller units by their length in
  /// seconds. See behavior.md, "Date components formatter".
  open class DateComponentsFormatter: Formatter {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
      /// `"1:02:03"`.
      case positional = 0
      /// `"1h 2m 3s"`.
      case abbreviated = 1
      /// `"1 hr, 2 min, 3 sec"`.
      case short = 2
      /// `"1 hour, 2 minutes, 3 seconds"`.
      case full = 3
      /// `"one hour, two minutes, three seconds"`.
      case spellOut = 4
      /// `"1hr 2min 3sec"`.
      case brief = 5
    }

    /// Which zero units are left out, or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt

      /// Creates the behavior of a raw value.
      ///
      /// - Parameter rawValue: The raw value.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Drops no zero unit and pads none.
      public static let none = ZeroFormattingBehavior([])
      /// The style's own: positional drops leading zero units (keeping the last two, `0:05`)
      /// and pads the others; every other style drops every zero unit.
      public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
      /// Drops zero units before the first nonzero one.
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
      /// Drops zero units between nonzero ones.
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
      /// Drops zero units after the last nonzero one.
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
      /// Drops every zero unit.
      public static let dropAll: ZeroFormattingBehavior = [
        .dropLeading, .dropMiddle, .dropTrailing,
      ]
      /// Keeps zero units, padded to two digits in positional style.
      public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units the string may use (when empty: years to seconds for an interval, the units a
    /// `DateComponents` has for it).
    open var allowedUnits: NSCalendar.Unit = []
    /// Whether a value may be shown with a fraction of a unit (kept for code that sets it;
    /// values are truncated either way).
    open var allowsFractionalUnits = false
    /// The calendar years and months are counted on (Gregorian when `nil`).
    open var calendar: Calendar? = .autoupdatingCurrent
    /// Whether the largest unit, when it is 1, is told in the next smaller one
    /// (`"70 seconds"` for one minute and ten seconds).
    open var collapsesLargestUnit = false
    /// Whether the string begins with `"About "` when units were left out.
    open var includesApproximationPhrase = false
    /// Whether the string ends with `" remaining"`.
    open var includesTimeRemainingPhrase = false
    /// The most units the string shows (0: no limit).
    open var maximumUnitCount = 0
    /// The date intervals are measured from when years or months are counted (the reference
    /// date, 1 January 2001, when `nil`).
    open var referenceDate: Date?
    /// The context the string is used in (not read, as on iOS: "Not yet supported").
    open var formattingContext: Formatter.Context = .unknown
    /// How the units are written.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are left out, or padded.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default

    /// Creates a formatter with the defaults: positional, every unit allowed.
    public override init() { super.init() }

    /// Creates a formatter from an archive, with the defaults.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The string of a number of seconds.
    ///
    /// - Parameter ti: The time interval.
    /// - Returns: Its string.
    open func string(from ti: TimeInterval) -> String? {
      guard ti.isFinite else { return nil }
      let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
      return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The string of the time between two dates.
    ///
    /// - Parameters:
    ///   - startDate: The start.
    ///   - endDate: The end.
    /// - Returns: Its string.
    open func string(from startDate: Date, to endDate: Date) -> String? {
      let negative = endDate < startDate
      let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
      let units = orderedUnits
      var values: [Int] = []
      var remaining = to.timeIntervalSince(from)
      if units.contains(where: { $0 == .year || $0 == .month }) {
        let calendarUnits = units.filter { $0 == .year || $0 == .month }
        let calendar = self.calendar ?? Calendar(identifier: .gregorian)
        let components = calendar.dateComponents(
          Set(calendarUnits.map(\.component)), from: from, to: to)
        var cursor = from
        for unit in units {
          if unit == .year || unit == .month {
            let value = components.value(for: unit.component) ?? 0
            values.append(value)
            cursor = calendar.date(byAdding: unit.component, value: value, to: cursor) ?? cursor
          } else {
            values.append(0)
          }
        }
        remaining = to.timeIntervalSince(cursor)
      } else {
        values = Array(repeating: 0, count: units.count)
      }
      for (offset, unit) in units.enumerated() where unit.seconds != nil {
        let length = unit.seconds ?? 1
        let value = (remaining / length).rounded(.towardZero)
        values[offset] = Int(value)
        remaining -= value * length
      }
      return format(units: units, values: values, negative: negative)
    }

    /// The string of date components (their values for the allowed units).
    ///
    /// - Parameter components: The components.
    /// - Returns: Its string.
    open func string(from components: DateComponents) -> String? {
      let units =
        allowedUnits.isEmpty
        ? TimeUnit.all.filter { components.value(for: $0.component) != nil } : orderedUnits
      let values = units.map { components.value(for: $0.component) ?? 0 }
      let negative = values.contains { $0 < 0 }
      return format(units: units, values: values.map(abs), negative: negative)
    }

    /// The string of a `TimeInterval` (an `NSNumber`), `DateComponents` or nothing else.
    ///
    /// - Parameter obj: The value.
    /// - Returns: Its string, or `nil`.
    open override func string(for obj: Any?) -> String? {
      if let number = obj as? NSNumber { return string(from: number.doubleValue) }
      if let interval = obj as? TimeInterval { return string(from: interval) }
      if let components = obj as? DateComponents { return string(from: components) }
      return nil
    }

    /// The string of date components in a style, with every unit allowed.
    ///
    /// - Parameters:
    ///   - components: The components.
    ///   - unitsStyle: The style.
    /// - Returns: Its string.
    open class func localizedString(
      from components: DateComponents, unitsStyle: UnitsStyle
    ) -> String? {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = unitsStyle
      return formatter.string(from: components)
    }

    // MARK: Formatting

    /// The allowed units, largest first.
    private var orderedUnits: [TimeUnit] {
      guard !allowedUnits.isEmpty else { return TimeUnit.all }
      return TimeUnit.all.filter {
        allowedUnits.contains($0.unit)
          || ($0.unit == .weekOfMonth && allowedUnits.contains(.weekOfYear))
      }
    }

    private func format(units: [TimeUnit], values: [Int], negative: Bool) -> String? {
      guard !units.isEmpty else { return nil }
      var shown = Array(zip(units, values))
      var approximate = false
      if collapsesLargestUnit, let first = shown.firstIndex(where: { $0.1 != 0 }),
        shown[first].1 == 1, first + 1 < shown.count,
        let larger = shown[first].0.seconds, let smaller = shown[first + 1].0.seconds
      {
        shown[first + 1].1 += Int(larger / smaller)
        shown[first].1 = 0
      }
      shown = dropZeros(shown)
      if maximumUnitCount > 0 {
        var nonzeroSeen = 0
        var kept: [(TimeUnit, Int)] = []
        for entry in shown {
          if nonzeroSeen == maximumUnitCount {
            if entry.1 != 0 { approximate = true }
            continue
          }
          kept.append(entry)
          if entry.1 != 0 || unitsStyle == .positional { nonzeroSeen += 1 }
        }
        shown = kept
      }
      var text = join(shown)
      if negative { text = "-" + text }
      if includesApproximationPhrase && approximate { text = "About " + text }
      if includesTimeRemainingPhrase { text += " remaining" }
      return text
    }

    private func dropZeros(_ entries: [(TimeUnit, Int)]) -> [(TimeUnit, Int)] {
      var behavior = zeroFormattingBehavior
      if behavior.contains(.pad) { return entries }
      let positional = unitsStyle == .positional
      if behavior.contains(.default) { behavior = positional ? .dropLeading : .dropAll }
      guard let first = entries.firstIndex(where: { $0.1 != 0 }),
        let last = entries.lastIndex(where: { $0.1 != 0 })
      else {
        // Nothing but zeros: the smallest unit (positional: the last two).
        return Array(entries.suffix(positional ? 2 : 1))
      }
      var kept: [(TimeUnit, Int)] = []
      for (offset, entry) in entries.enumerated() {
        let isZero = entry.1 == 0
        if isZero && offset < first && behavior.contains(.dropLeading) {
          // Positional keeps the last two units (`0:05`).
          if !(positional && offset >= entries.count - 2) { continue }
        }
        if isZero && offset > first && offset < last && behavior.contains(.dropMiddle)
          && !positional
        {
          continue
        }
        if isZero && offset > last && behavior.contains(.dropTrailing) && !positional {
          continue
        }
        kept.append(entry)
      }
      return kept
    }

    private func join(_ entries: [(TimeUnit, Int)]) -> String {
      // One number formatter per string, not per unit: digits grouped (`1,000`), or spelled out.
      let numbers = NumberFormatter()
      numbers.locale = Locale(identifier: "en_US")
      numbers.numberStyle = unitsStyle == .spellOut ? .spellOut : .decimal
      let number = { (value: Int) in numbers.string(from: NSNumber(value: value)) ?? String(value) }
      switch unitsStyle {
      case .positional:
        return entries.enumerated().map { offset, entry in
          let digits = String(entry.1)
          // Default pads every unit but the first (`1:00:10`), `.pad` the first too, `.none`
          // none (`1:0:10`), as the header's examples give them.
          let pad =
            zeroFormattingBehavior.contains(.pad)
            || (offset > 0 && zeroFormattingBehavior.contains(.default))
          return pad && digits.count < 2 ? "0" + digits : digits
        }.joined(separator: ":")
      case .abbreviated:
        return entries.map { number($0.1) + $0.0.names.abbreviated }.joined(separator: " ")
      case .brief:
        return entries.map { number($0.1) + $0.0.names.brief($0.1) }.joined(separator: " ")
      case .short:
        return entries.map { number($0.1) + " " + $0.0.names.short($0.1) }
          .joined(separator: ", ")
      case .full:
        return entries.map { number($0.1) + " " + $0.0.names.full($0.1) }
          .joined(separator: ", ")
      case .spellOut:
        return entries.map { number($0.1) + " " + $0.0.names.full($0.1) }
          .joined(separator: ", ")
      }
    }
  }

  /// A unit of time the formatter writes, with its English names.
  private struct TimeUnit {
    struct Names {
      var singular: String
      var plural: String
      var shortSingular: String
      var shortPlural: String
      var abbreviated: String
      var briefSingular: String
      var briefPlural: String

      func full(_ value: Int) -> String { value == 1 ? singular : plural }
      func short(_ value: Int) -> String { value == 1 ? shortSingular : shortPlural }
      func brief(_ value: Int) -> String { value == 1 ? briefSingular : briefPlural }
    }

    var unit: NSCalendar.Unit
    var component: Calendar.Component
    /// Its length in seconds (`nil` for years and months, counted on the calendar).
    var seconds: Double?
    var names: Names

    static func == (lhs: TimeUnit, rhs: NSCalendar.Unit) -> Bool { lhs.unit == rhs }

    static let year = TimeUnit(
      unit: .year, component: .year, seconds: nil,
      names: Names(
        singular: "year", plural: "years", shortSingular: "yr", shortPlural: "yrs",
        abbreviated: "y", briefSingular: "yr", briefPlural: "yrs"))
    static let month = TimeUnit(
      unit: .month, component: .month, seconds: nil,
      names: Names(
        singular: "month", plural: "months", shortSingular: "mth", shortPlural: "mths",
        abbreviated: "mo", briefSingular: "mth", briefPlural: "mths"))
    static let week = TimeUnit(
      unit: .weekOfMonth, component: .weekOfMonth, seconds: 604_800,
      names: Names(
        singular: "week", plural: "weeks", shortSingular: "wk", shortPlural: "wks",
        abbreviated: "w", briefSingular: "wk", briefPlural: "wks"))
    static let day = TimeUnit(
      unit: .day, component: .day, seconds: 86_400,
      names: Names(
        singular: "day", plural: "days", shortSingular: "day", shortPlural: "days",
        abbreviated: "d", briefSingular: "d", briefPlural: "d"))
    static let hour = TimeUnit(
      unit: .hour, component: .hour, seconds: 3_600,
      names: Names(
        singular: "hour", plural: "hours", shortSingular: "hr", shortPlural: "hr",
        abbreviated: "h", briefSingular: "hr", briefPlural: "hr"))
    static let minute = TimeUnit(
      unit: .minute, component: .minute, seconds: 60,
      names: Names(
        singular: "minute", plural: "minutes", shortSingular: "min", shortPlural: "min",
        abbreviated: "m", briefSingular: "min", briefPlural: "min"))
    static let second = TimeUnit(
      unit: .second, component: .second, seconds: 1,
      names: Names(
        singular: "second", plural: "seconds", shortSingular: "sec", shortPlural: "sec",
        abbreviated: "s", briefSingular: "sec", briefPlural: "sec"))

    static let all = [year, month, week, day, hour, minute, second]
  }
#endif
