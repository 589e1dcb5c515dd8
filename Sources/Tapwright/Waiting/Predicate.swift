import CustomDump
import Foundation

/// A named condition on a value, which eventual checks poll until it holds or fails to.
///
/// Predicates are values: build them from the static members (``equal(to:)``, ``isNil()``,
/// ``satisfying(_:_:)``…), combine them with ``negation``, ``and(_:)`` and ``or(_:)``, and pass
/// them to `eventually(_:_:timeout:)` and its relatives. The
/// ``description`` completes the sentence "the value to be …" in failure messages.
///
/// Spell it `Tapwright.Predicate` where Foundation's `Predicate` is also visible.
public struct Predicate<Value> {
  /// What the predicate expects, completing "to be …", e.g. `equal to "Saved"`.
  public let description: String
  private let test: (Value) -> Bool

  /// Creates a predicate from a description and a test.
  ///
  /// - Parameters:
  ///   - description: What the predicate expects, completing "to be …".
  ///   - test: Whether a value satisfies the predicate.
  public init(_ description: String, _ test: @escaping (Value) -> Bool) {
    self.description = description
    self.test = test
  }

  /// Whether `value` satisfies the predicate.
  ///
  /// - Parameter value: The value to test.
  /// - Returns: `true` when the predicate holds for `value`.
  public func holds(_ value: Value) -> Bool { test(value) }

  /// Whether `value` does not satisfy the predicate.
  ///
  /// - Parameter value: The value to test.
  /// - Returns: `true` when the predicate does not hold for `value`.
  public func doesntHold(_ value: Value) -> Bool { !test(value) }

  /// The opposite predicate, described as "not …".
  public var negation: Predicate<Value> {
    let test = self.test
    return Predicate("not \(description)") { !test($0) }
  }

  /// A predicate that holds when both this one and `other` hold.
  ///
  /// - Parameter other: The second predicate.
  /// - Returns: The conjunction.
  public func and(_ other: Predicate<Value>) -> Predicate<Value> {
    let test = self.test
    return Predicate("\(description) and \(other.description)") { test($0) && other.holds($0) }
  }

  /// A predicate that holds when this one or `other` holds.
  ///
  /// - Parameter other: The second predicate.
  /// - Returns: The disjunction.
  public func or(_ other: Predicate<Value>) -> Predicate<Value> {
    let test = self.test
    return Predicate("\(description) or \(other.description)") { test($0) || other.holds($0) }
  }

  /// A predicate with a custom description and test.
  ///
  /// - Parameters:
  ///   - description: What the predicate expects, completing "to be …".
  ///   - test: Whether a value satisfies the predicate.
  /// - Returns: The predicate.
  public static func satisfying(_ description: String, _ test: @escaping (Value) -> Bool) -> Self {
    Self(description, test)
  }

  /// A predicate on a property of the value, e.g. `.property("count", \.count, .equal(to: 3))`.
  ///
  /// - Parameters:
  ///   - name: The property's name, for messages.
  ///   - keyPath: The property to test.
  ///   - predicate: The predicate the property must satisfy.
  /// - Returns: The predicate on the whole value.
  public static func property<Property>(
    _ name: String, _ keyPath: KeyPath<Value, Property>, _ predicate: Predicate<Property>
  ) -> Self {
    Self("a value whose \(name) is \(predicate.description)") {
      predicate.holds($0[keyPath: keyPath])
    }
  }
}

extension Predicate where Value: Equatable {
  /// A predicate that holds when the value equals `expected`.
  ///
  /// - Parameter expected: The expected value.
  /// - Returns: The predicate.
  public static func equal(to expected: Value) -> Self {
    Self("equal to \(describe(expected))") { $0 == expected }
  }

  /// A predicate that holds when the value is one of `candidates`.
  ///
  /// - Parameter candidates: The accepted values.
  /// - Returns: The predicate.
  public static func oneOf(_ candidates: [Value]) -> Self {
    Self("one of \(describe(candidates))") { candidates.contains($0) }
  }
}

extension Predicate where Value == Bool {
  /// A predicate that holds when the value is `true`.
  public static var isTrue: Self { Self("true") { $0 } }

  /// A predicate that holds when the value is `false`.
  public static var isFalse: Self { Self("false") { !$0 } }
}

extension Predicate where Value: Comparable {
  /// A predicate that holds when the value is greater than `bound`.
  ///
  /// - Parameter bound: The exclusive lower bound.
  /// - Returns: The predicate.
  public static func greaterThan(_ bound: Value) -> Self {
    Self("greater than \(describe(bound))") { $0 > bound }
  }

  /// A predicate that holds when the value is less than `bound`.
  ///
  /// - Parameter bound: The exclusive upper bound.
  /// - Returns: The predicate.
  public static func lessThan(_ bound: Value) -> Self {
    Self("less than \(describe(bound))") { $0 < bound }
  }
}

extension Predicate where Value: Collection {
  /// A predicate that holds when the collection is empty.
  public static var isEmpty: Self { Self("empty") { $0.isEmpty } }

  /// A predicate that holds when the collection has `count` elements.
  ///
  /// - Parameter count: The expected number of elements.
  /// - Returns: The predicate.
  public static func count(_ count: Int) -> Self {
    Self("of count \(count)") { $0.count == count }
  }
}

extension Predicate where Value: StringProtocol {
  /// A predicate that holds when the string contains `part`.
  ///
  /// - Parameter part: The expected substring.
  /// - Returns: The predicate.
  public static func containing(_ part: String) -> Self {
    Self("containing \(describe(part))") { $0.contains(part) }
  }
}

/// Lets predicates on optionals be written without naming the wrapped type.
public protocol OptionalValue {
  /// The wrapped type.
  associatedtype Wrapped
  /// The value as an optional.
  var optionalValue: Wrapped? { get }
}

extension Optional: OptionalValue {
  /// The value itself.
  public var optionalValue: Wrapped? { self }
}

extension Predicate where Value: OptionalValue {
  /// A predicate that holds when the value is `nil`.
  public static var isNil: Self { Self("nil") { $0.optionalValue == nil } }

  /// A predicate that holds when the value is not `nil`.
  public static var isNotNil: Self { Self("non-nil") { $0.optionalValue != nil } }

  /// A predicate on the wrapped value that fails for `nil`.
  ///
  /// - Parameter predicate: The predicate the wrapped value must satisfy.
  /// - Returns: The predicate on the optional.
  public static func some(_ predicate: Predicate<Value.Wrapped>) -> Self {
    Self(predicate.description) { $0.optionalValue.map(predicate.holds) ?? false }
  }
}

extension Predicate where Value: OptionalValue, Value.Wrapped: Equatable {
  /// A predicate that holds when the optional wraps a value equal to `expected`.
  ///
  /// - Parameter expected: The expected wrapped value.
  /// - Returns: The predicate.
  public static func equal(to expected: Value.Wrapped) -> Self {
    Self("equal to \(describe(expected))") { $0.optionalValue == expected }
  }
}

/// A value's deterministic one-line description for failure messages (CustomDump's, flattened).
func describe(_ value: Any) -> String {
  var text = ""
  customDump(value, to: &text, maxDepth: 4)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard lines.count > 1 else { return text }
  return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}
