#if !canImport(UIKit)
  /// A value handed to another thread or queue, which only that one then uses.
  struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
