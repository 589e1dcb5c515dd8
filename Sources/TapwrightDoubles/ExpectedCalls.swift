/// How many calls an expectation wants: `.once`, `.exactly(2)`, `.atLeast(1)`, `.atMost(3)`,
/// `.never`.
public struct ExpectedCalls: Sendable, Hashable, CustomStringConvertible {
  /// The smallest number of calls that satisfies the expectation.
  public let minimum: Int
  /// The largest number of calls that satisfies the expectation, or `nil` for no limit.
  public let maximum: Int?

  /// Creates an expectation for a number of calls between `minimum` and `maximum`.
  ///
  /// - Parameters:
  ///   - minimum: The smallest number of calls that satisfies the expectation.
  ///   - maximum: The largest number of calls that satisfies it, or `nil` for no limit.
  public init(minimum: Int, maximum: Int?) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Exactly `count` calls.
  ///
  /// - Parameter count: The number of calls wanted.
  public static func exactly(_ count: Int) -> Self { Self(minimum: count, maximum: count) }

  /// At least `count` calls.
  ///
  /// - Parameter count: The smallest number of calls wanted.
  public static func atLeast(_ count: Int) -> Self { Self(minimum: count, maximum: nil) }

  /// At most `count` calls (zero included).
  ///
  /// - Parameter count: The largest number of calls allowed.
  public static func atMost(_ count: Int) -> Self { Self(minimum: 0, maximum: count) }

  /// A number of calls within `range`.
  ///
  /// - Parameter range: The numbers of calls allowed.
  public static func between(_ range: ClosedRange<Int>) -> Self {
    Self(minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// Exactly one call.
  public static var once: Self { .exactly(1) }

  /// No call at all.
  public static var never: Self { .exactly(0) }

  /// Whether `count` calls satisfy the expectation.
  ///
  /// - Parameter count: A number of calls.
  public func isSatisfied(by count: Int) -> Bool {
    count >= minimum && (maximum.map { count <= $0 } ?? true)
  }

  /// Whether the expectation is invalid (negative bounds, or a maximum below the minimum).
  var isInvalid: Bool {
    minimum < 0 || (maximum.map { $0 < minimum } ?? false)
  }

  /// The expectation in words: "exactly once", "at least 2 times", "between 1 and 3 times".
  public var description: String {
    switch (minimum, maximum) {
    case (0, 0?): "never"
    case (let low, let high?) where low == high: "exactly \(times(low))"
    case (0, let high?): "at most \(times(high))"
    case (let low, nil): "at least \(times(low))"
    case (let low, let high?): "between \(low) and \(times(high))"
    }
  }
}

/// "once", "2 times", "0 times".
func times(_ count: Int) -> String {
  count == 1 ? "once" : "\(count) times"
}
