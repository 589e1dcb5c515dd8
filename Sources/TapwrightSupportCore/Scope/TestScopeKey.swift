/// A key for per-test state that a module keeps in the ``TestScope``, like a SwiftUI environment key.
///
/// ```swift
/// private enum WindowsKey: TestScopeKey {
///   static var defaultValue: WindowRegistry { WindowRegistry() }
/// }
/// let windows = TestScope.current?[WindowsKey.self]   // one registry per test
/// ```
public protocol TestScopeKey {
  /// The type of the stored value.
  associatedtype Value: Sendable
  /// The value a scope starts with; read once per scope, on first access, then stored.
  static var defaultValue: Value { get }
}

extension TestScope {
  /// The scope's value for `key`: its default, stored on first access, until set.
  ///
  /// - Parameter key: The key type.
  public subscript<Key: TestScopeKey>(key: Key.Type) -> Key.Value {
    get {
      values.withLock { values in
        if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
        let value = Key.defaultValue
        values[ObjectIdentifier(key)] = value
        return value
      }
    }
    set {
      values.withLock { $0[ObjectIdentifier(key)] = newValue }
    }
  }
}
