import CustomDump
import Foundation

/// A named condition on a value, which eventual checks poll until it holds or fails to.
///
/// Matchers are values: build them from the static members (``equal(to:)-(Value)``, ``isNil``,
/// ``satisfying(_:_:)``…), combine them with ``negation``, ``and(_:)`` and ``or(_:)``, and pass
/// them to `eventually(_:_:timeout:at:)`, `never(_:_:within:at:)` and
/// `always(_:_:for:at:)`. The ``description`` completes the sentence "the value to be …" in
/// failure messages.
public struct Matcher<Value> {
  /// What the matcher expects, completing "to be …", e.g. `equal to "Saved"`.
  public let description: String
  private let test: (Value) -> Bool

  /// Creates a matcher from a description and a test.
  ///
  /// - Parameters:
  ///   - description: What the matcher expects, completing "to be …".
  ///   - test: Whether a value satisfies the matcher.
  public init(_ description: String, _ test: @escaping (Value) -> Bool) {
    self.description = description
    self.test = test
  }

  /// Whether `value` satisfies the matcher.
  ///
  /// - Parameter value: The value to test.
  /// - Returns: `true` when the matcher holds for `value`.
  public func holds(_ value: Value) -> Bool { test(value) }

  /// Whether `value` does not satisfy the matcher.
  ///
  /// - Parameter value: The value to test.
  /// - Returns: `true` when the matcher does not hold for `value`.
  public func doesntHold(_ value: Value) -> Bool { !test(value) }

  /// The opposite matcher, described as "not …".
  public var negation: Matcher<Value> {
    let test = self.test
    return Matcher("not \(description)") { !test($0) }
  }

  /// A matcher that holds when both this one and `other` hold.
  ///
  /// - Parameter other: The second matcher.
  /// - Returns: The conjunction.
  public func and(_ other: Matcher<Value>) -> Matcher<Value> {
    let test = self.test
    return Matcher("\(description) and \(other.description)") { test($0) && other.holds($0) }
  }

  /// A matcher that holds when this one or `other` holds.
  ///
  /// - Parameter other: The second matcher.
  /// - Returns: The disjunction.
  public func or(_ other: Matcher<Value>) -> Matcher<Value> {
    let test = self.test
    return Matcher("\(description) or \(other.description)") { test($0) || other.holds($0) }
  }

  /// A matcher with a custom description and test.
  ///
  /// - Parameters:
  ///   - description: What the matcher expects, completing "to be …".
  ///   - test: Whether a value satisfies the matcher.
  /// - Returns: The matcher.
  public static func satisfying(_ description: String, _ test: @escaping (Value) -> Bool) -> Self {
    Self(description, test)
  }

  /// A matcher on a property of the value, e.g. `.property("count", \.count, .equal(to: 3))`.
  ///
  /// - Parameters:
  ///   - name: The property's name, for messages.
  ///   - keyPath: The property to test.
  ///   - matcher: The matcher the property must satisfy.
  /// - Returns: The matcher on the whole value.
  public static func property<Property>(
    _ name: String, _ keyPath: KeyPath<Value, Property>, _ matcher: Matcher<Property>
  ) -> Self {
    Self("a value whose \(name) is \(matcher.description)") {
      matcher.holds($0[keyPath: keyPath])
    }
  }
}

extension Matcher where Value: Equatable {
  /// A matcher that holds when the value equals `expected`.
  ///
  /// - Parameter expected: The expected value.
  /// - Returns: The matcher.
  public static func equal(to expected: Value) -> Self {
    Self("equal to \(describe(expected))") { $0 == expected }
  }

  /// A matcher that holds when the value is one of `candidates`.
  ///
  /// - Parameter candidates: The accepted values.
  /// - Returns: The matcher.
  public static func oneOf(_ candidates: [Value]) -> Self {
    Self("one of \(describe(candidates))") { candidates.contains($0) }
  }
}

extension Matcher where Value == Bool {
  /// A matcher that holds when the value is `true`.
  public static var isTrue: Self { Self("true") { $0 } }

  /// A matcher that holds when the value is `false`.
  public static var isFalse: Self { Self("false") { !$0 } }
}

extension Matcher where Value: Comparable {
  /// A matcher that holds when the value is greater than `bound`.
  ///
  /// - Parameter bound: The exclusive lower bound.
  /// - Returns: The matcher.
  public static func greaterThan(_ bound: Value) -> Self {
    Self("greater than \(describe(bound))") { $0 > bound }
  }

  /// A matcher that holds when the value is less than `bound`.
  ///
  /// - Parameter bound: The exclusive upper bound.
  /// - Returns: The matcher.
  public static func lessThan(_ bound: Value) -> Self {
    Self("less than \(describe(bound))") { $0 < bound }
  }
}

extension Matcher where Value: Collection {
  /// A matcher that holds when the collection is empty.
  public static var isEmpty: Self { Self("empty") { $0.isEmpty } }

  /// A matcher that holds when the collection has `count` elements.
  ///
  /// - Parameter count: The expected number of elements.
  /// - Returns: The matcher.
  public static func count(_ count: Int) -> Self {
    Self("of count \(count)") { $0.count == count }
  }
}

extension Matcher where Value: StringProtocol {
  /// A matcher that holds when the string contains `part`.
  ///
  /// - Parameter part: The expected substring.
  /// - Returns: The matcher.
  public static func containing(_ part: String) -> Self {
    Self("containing \(describe(part))") { $0.contains(part) }
  }
}

/// Lets matchers on optionals be written without naming the wrapped type.
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

extension Matcher where Value: OptionalValue {
  /// A matcher that holds when the value is `nil`.
  public static var isNil: Self { Self("nil") { $0.optionalValue == nil } }

  /// A matcher that holds when the value is not `nil`.
  public static var isNotNil: Self { Self("non-nil") { $0.optionalValue != nil } }

  /// A matcher on the wrapped value that fails for `nil`.
  ///
  /// - Parameter matcher: The matcher the wrapped value must satisfy.
  /// - Returns: The matcher on the optional.
  public static func some(_ matcher: Matcher<Value.Wrapped>) -> Self {
    Self(matcher.description) { $0.optionalValue.map(matcher.holds) ?? false }
  }
}

extension Matcher where Value: OptionalValue, Value.Wrapped: Equatable {
  /// A matcher that holds when the optional wraps a value equal to `expected`.
  ///
  /// - Parameter expected: The expected wrapped value.
  /// - Returns: The matcher.
  public static func equal(to expected: Value.Wrapped) -> Self {
    Self("equal to \(describe(expected))") { $0.optionalValue == expected }
  }
}

/// The former name of ``Matcher``, which clashed with Foundation's `Predicate`.
@available(*, deprecated, renamed: "Matcher")
public typealias Predicate = Matcher

/// A value's deterministic one-line description for failure messages (CustomDump's, flattened).
func describe(_ value: Any) -> String {
  var text = ""
  customDump(value, to: &text, maxDepth: 4)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard lines.count > 1 else { return text }
  return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}
