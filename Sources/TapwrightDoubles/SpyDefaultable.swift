import Foundation

/// A type whose value a spy returns for a call that has no stub.
///
/// Non-throwing spied members need a default for their result type, or the generated spy does
/// not compile ("requires that 'T' conform to 'SpyDefaultable'"). `Void`, optionals, numbers,
/// `Bool`, strings, collections, `Data`, `Date` and `URL`-free Foundation values have one; give
/// your own types one with a conformance:
///
/// ```swift
/// extension Item: SpyDefaultable {
///   static var spyDefault: Item { Item(id: 0, title: "") }
/// }
/// ```
///
/// Throwing members don't need it: without a stub and a default they throw ``SpyError``.
public protocol SpyDefaultable {
  /// The value returned by a spied member that has no stub.
  static var spyDefault: Self { get }
}

extension Optional: SpyDefaultable {
  /// `nil`.
  public static var spyDefault: Self { nil }
}

extension Bool: SpyDefaultable {
  /// `false`.
  public static var spyDefault: Self { false }
}

extension String: SpyDefaultable {
  /// The empty string.
  public static var spyDefault: Self { "" }
}

extension Substring: SpyDefaultable {
  /// The empty substring.
  public static var spyDefault: Self { "" }
}

extension Character: SpyDefaultable {
  /// A space.
  public static var spyDefault: Self { " " }
}

extension Int: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Int8: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Int16: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Int32: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Int64: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension UInt: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension UInt8: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension UInt16: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension UInt32: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension UInt64: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Double: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Float: SpyDefaultable {
  /// Zero.
  public static var spyDefault: Self { 0 }
}

extension Array: SpyDefaultable {
  /// The empty array.
  public static var spyDefault: Self { [] }
}

extension Dictionary: SpyDefaultable {
  /// The empty dictionary.
  public static var spyDefault: Self { [:] }
}

extension Set: SpyDefaultable {
  /// The empty set.
  public static var spyDefault: Self { [] }
}

extension Data: SpyDefaultable {
  /// Empty data.
  public static var spyDefault: Self { Data() }
}

extension Date: SpyDefaultable {
  /// The reference date, 2001-01-01 00:00:00 UTC (deterministic, unlike `Date()`).
  public static var spyDefault: Self { Date(timeIntervalSinceReferenceDate: 0) }
}

extension UUID: SpyDefaultable {
  /// The all-zero UUID (deterministic, unlike `UUID()`).
  public static var spyDefault: Self {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

/// The default for a result type found at run time: `()`, or a ``SpyDefaultable`` value.
func spyRuntimeDefault<Output>(_ type: Output.Type) -> Output? {
  if let void = () as? Output, Output.self == Void.self {
    return void
  }
  if let defaultable = Output.self as? any SpyDefaultable.Type {
    return defaultable.spyDefault as? Output
  }
  return nil
}
