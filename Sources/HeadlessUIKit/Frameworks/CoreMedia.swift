// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  #if canImport(CoreMedia)
    // A Mac has Core Media: its times are the ones AVFoundation's stand-ins take, as on iOS
    // (where AVFoundation re-exports it).
    @_exported import CoreMedia
  #else
    import Foundation

    /// A time value's count of ticks.
    public typealias CMTimeValue = Int64
    /// Ticks per second.
    public typealias CMTimeScale = Int32
    /// A time's epoch.
    public typealias CMTimeEpoch = Int64

    /// What a time is: valid, rounded, infinite or indefinite.
    public struct CMTimeFlags: OptionSet, Hashable, Sendable {
      public var rawValue: UInt32
      /// Creates flags from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The time is valid.
      public static let valid = CMTimeFlags(rawValue: 1 << 0)
      /// The time was rounded.
      public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
      /// Plus infinity.
      public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
      /// Minus infinity.
      public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
      /// Not known (a live stream's duration).
      public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
      /// The bits that are set together.
      public static let impliedValueFlagsMask: CMTimeFlags = [
        .positiveInfinity, .negativeInfinity, .indefinite,
      ]
    }

    /// A time as a rational number of seconds — `value / timescale` — as Core Media's.
    public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
      /// The count of ticks.
      public var value: CMTimeValue
      /// Ticks per second.
      public var timescale: CMTimeScale
      /// What the time is.
      public var flags: CMTimeFlags
      /// The epoch (loops of a timeline).
      public var epoch: CMTimeEpoch

      /// Creates a time from its fields.
      ///
      /// - Parameters:
      ///   - value: The count of ticks.
      ///   - timescale: Ticks per second.
      ///   - flags: What the time is.
      ///   - epoch: The epoch.
      public init(
        value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch
      ) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
      }

      /// A time of `value / timescale` seconds.
      ///
      /// - Parameters:
      ///   - value: The count of ticks.
      ///   - timescale: Ticks per second.
      public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(
          value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
      }

      /// A time of a number of seconds, in ticks of `1 / preferredTimescale`, rounded.
      ///
      /// - Parameters:
      ///   - seconds: The seconds.
      ///   - preferredTimescale: Ticks per second.
      public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
          self = .invalid
        } else if seconds.isInfinite {
          self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
          let ticks = (seconds * Double(preferredTimescale)).rounded()
          self.init(
            value: CMTimeValue(ticks), timescale: preferredTimescale,
            flags: ticks == seconds * Double(preferredTimescale)
              ? .valid : [.valid, .hasBeenRounded],
            epoch: 0)
        }
      }

      /// Zero seconds.
      public static let zero = CMTime(value: 0, timescale: 1)
      /// An invalid time.
      public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
      /// An unknown time.
      public static let indefinite = CMTime(
        value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
      /// Plus infinity.
      public static let positiveInfinity = CMTime(
        value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
      /// Minus infinity.
      public static let negativeInfinity = CMTime(
        value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

      /// Whether the time is valid.
      public var isValid: Bool { flags.contains(.valid) }
      /// Whether the time is unknown.
      public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
      /// Whether it is plus infinity.
      public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
      /// Whether it is minus infinity.
      public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
      /// Whether it is a number of seconds (valid, finite, known).
      public var isNumeric: Bool {
        isValid && flags.intersection(.impliedValueFlagsMask).isEmpty
      }
      /// Whether it was rounded.
      public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

      /// The time in seconds: NaN when invalid or unknown, ±infinity for the infinities.
      public var seconds: Double { CMTimeGetSeconds(self) }

      /// The time in another timescale, rounded as `method` says.
      ///
      /// - Parameters:
      ///   - newTimescale: Ticks per second.
      ///   - method: How to round.
      /// - Returns: The time.
      public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return self }
        let exact = Double(value) * Double(newTimescale) / Double(timescale)
        let rounded: Double
        switch method {
        case .roundTowardZero: rounded = exact.rounded(.towardZero)
        case .roundAwayFromZero: rounded = exact.rounded(.awayFromZero)
        case .roundTowardPositiveInfinity: rounded = exact.rounded(.up)
        case .roundTowardNegativeInfinity: rounded = exact.rounded(.down)
        default: rounded = exact.rounded()
        }
        return CMTime(
          value: CMTimeValue(rounded), timescale: newTimescale,
          flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: epoch)
      }

      /// `CMTime(value: 3, timescale: 2)`, or the kind of a time that is not a number.
      public var description: String {
        if !isValid { return "CMTime.invalid" }
        if isIndefinite { return "CMTime.indefinite" }
        if isPositiveInfinity { return "CMTime.positiveInfinity" }
        if isNegativeInfinity { return "CMTime.negativeInfinity" }
        return "CMTime(value: \(value), timescale: \(timescale))"
      }

      /// Equal when they are the same time (3/2 equals 6/4), as Core Media's `CMTimeCompare`.
      public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

      /// Hashes the time in seconds.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(isNumeric ? seconds : 0)
        hasher.combine(
          flags.intersection([.valid, .indefinite, .positiveInfinity, .negativeInfinity]))
      }

      /// Ordered as Core Media's `CMTimeCompare`.
      public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

      /// The sum of two times.
      public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }

      /// The difference of two times.
      public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    }

    /// How a time is rounded to a timescale.
    public enum CMTimeRoundingMethod: UInt32, Sendable {
      /// Half away from zero.
      case roundHalfAwayFromZero = 1
      /// Toward zero.
      case roundTowardZero = 2
      /// Away from zero.
      case roundAwayFromZero = 3
      /// Truncated after a fixed quantum.
      case quickTime = 4
      /// Toward plus infinity.
      case roundTowardPositiveInfinity = 5
      /// Toward minus infinity.
      case roundTowardNegativeInfinity = 6
      /// Core Media's default: half away from zero.
      public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
    }

    /// A time of `value / timescale` seconds.
    ///
    /// - Parameters:
    ///   - value: The count of ticks.
    ///   - timescale: Ticks per second.
    /// - Returns: The time.
    public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
      CMTime(value: value, timescale: timescale)
    }

    /// A time of a number of seconds.
    ///
    /// - Parameters:
    ///   - seconds: The seconds.
    ///   - preferredTimescale: Ticks per second.
    /// - Returns: The time.
    public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
      CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
    }

    /// A time in seconds: NaN when invalid or unknown, ±infinity for the infinities.
    ///
    /// - Parameter time: The time.
    /// - Returns: The seconds.
    public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
      if !time.isValid || time.isIndefinite { return .nan }
      if time.isPositiveInfinity { return .infinity }
      if time.isNegativeInfinity { return -.infinity }
      return Double(time.value) / Double(time.timescale)
    }

    /// Compares two times: -1, 0 or 1, as Core Media's (an invalid time is less than any valid
    /// one; infinities and the unknown time after every number).
    ///
    /// - Parameters:
    ///   - time1: The first time.
    ///   - time2: The second.
    /// - Returns: Their order.
    public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
      func rank(_ time: CMTime) -> Int {
        if !time.isValid { return 0 }
        if time.isNegativeInfinity { return 1 }
        if time.isNumeric { return 2 }
        if time.isPositiveInfinity { return 3 }
        return 4
      }
      let (a, b) = (rank(time1), rank(time2))
      if a != b { return a < b ? -1 : 1 }
      guard a == 2 else { return 0 }
      // value1 / scale1 against value2 / scale2, without overflow for ordinary values.
      let left = Double(time1.value) * Double(time2.timescale)
      let right = Double(time2.value) * Double(time1.timescale)
      return left == right ? 0 : (left < right ? -1 : 1)
    }

    /// The sum of two times, in the larger timescale.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: Another.
    /// - Returns: Their sum.
    public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
      combine(lhs, rhs, +)
    }

    /// The difference of two times, in the larger timescale.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: The time taken from it.
    /// - Returns: Their difference.
    public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
      combine(lhs, rhs, -)
    }

    private func combine(
      _ lhs: CMTime, _ rhs: CMTime, _ operation: (Double, Double) -> Double
    ) -> CMTime {
      guard lhs.isValid, rhs.isValid else { return .invalid }
      guard lhs.isNumeric, rhs.isNumeric else {
        return lhs.isNumeric ? rhs : lhs
      }
      let scale = max(lhs.timescale, rhs.timescale)
      let seconds = operation(lhs.seconds, rhs.seconds)
      return CMTime(seconds: seconds, preferredTimescale: scale)
    }

    /// The later of two times.
    public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { max(time1, time2) }

    /// The earlier of two times.
    public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { min(time1, time2) }

    /// A span of time: its start and duration, as Core Media's.
    public struct CMTimeRange: Hashable, Sendable {
      /// Where it starts.
      public var start: CMTime
      /// How long it lasts.
      public var duration: CMTime

      /// Creates a range.
      ///
      /// - Parameters:
      ///   - start: Where it starts.
      ///   - duration: How long it lasts.
      public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
      }

      /// Creates the range between two times.
      ///
      /// - Parameters:
      ///   - start: Where it starts.
      ///   - end: Where it ends.
      public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
      }

      /// Where it ends.
      public var end: CMTime { start + duration }
      /// Whether start and duration are valid and the duration not negative.
      public var isValid: Bool {
        start.isValid && duration.isValid && !(duration < .zero)
      }
      /// Whether it lasts no time.
      public var isEmpty: Bool { duration == .zero }
      /// An empty range at zero.
      public static let zero = CMTimeRange(start: .zero, duration: .zero)
      /// An invalid range.
      public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

      /// Whether a time is in the range (its start included, its end not).
      ///
      /// - Parameter time: The time.
      /// - Returns: Whether it is.
      public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
    }

    /// A range of a start and a duration.
    ///
    /// - Parameters:
    ///   - start: Where it starts.
    ///   - duration: How long it lasts.
    /// - Returns: The range.
    public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
      CMTimeRange(start: start, duration: duration)
    }
  #endif
#endif
