#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Optional protocol requirements without Objective-C. The port gives each optional
  // requirement of an app's `@objc` protocol a default implementation that calls
  // `_tapwrightOptionalRequirementDefault()`, and turns each call `delegate?.didTap?(x)` into
  // `_tapwrightOptionalCall { delegate?.didTap(x) }`: `nil` when the default ran (the conforming
  // type does not implement it), the method's result otherwise — what Objective-C's optional
  // call gives.

  /// Whether a default implementation ran in the innermost `_tapwrightOptionalCall` of this thread.
  private enum OptionalCallState {
    static let key = "tapwright.optionalRequirementDefaultRan"

    static var defaultRan: Bool {
      get { Thread.current.threadDictionary[key] as? Bool ?? false }
      set { Thread.current.threadDictionary[key] = newValue }
    }
  }

  /// A value a default implementation returns for a call that `_tapwrightOptionalCall` turns into
  /// `nil`.
  public protocol _TapwrightPlaceholderValue {
    static var _tapwrightPlaceholder: Self { get }
  }

  extension Bool: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Bool { false }
  }
  extension String: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: String { "" }
  }
  extension Int: _TapwrightPlaceholderValue { public static var _tapwrightPlaceholder: Int { 0 } }
  extension Int32: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Int32 { 0 }
  }
  extension Int64: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Int64 { 0 }
  }
  extension UInt: _TapwrightPlaceholderValue { public static var _tapwrightPlaceholder: UInt { 0 } }
  extension Double: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Double { 0 }
  }
  extension Float: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Float { 0 }
  }
  extension CGFloat: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: CGFloat { 0 }
  }
  extension CGSize: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: CGSize { .zero }
  }
  extension CGPoint: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: CGPoint { .zero }
  }
  extension CGRect: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: CGRect { .zero }
  }
  extension UIEdgeInsets: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: UIEdgeInsets { .zero }
  }
  extension Array: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Array { [] }
  }
  extension Dictionary: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Dictionary { [:] }
  }
  extension Set: _TapwrightPlaceholderValue {
    public static var _tapwrightPlaceholder: Set { [] }
  }

  /// The body of an optional requirement's default implementation returning nothing.
  public func _tapwrightOptionalRequirementDefault() {
    OptionalCallState.defaultRan = true
  }

  /// The body of an optional requirement's default implementation returning an optional.
  public func _tapwrightOptionalRequirementDefault<T: ExpressibleByNilLiteral>() -> T {
    OptionalCallState.defaultRan = true
    return nil
  }

  /// The body of an optional requirement's default implementation returning a value.
  public func _tapwrightOptionalRequirementDefault<T: _TapwrightPlaceholderValue>() -> T {
    OptionalCallState.defaultRan = true
    return T._tapwrightPlaceholder
  }

  /// The body of an optional requirement's default implementation returning an enumeration
  /// (`UITableViewCell.EditingStyle`): its case of raw value 0, else its first.
  public func _tapwrightOptionalRequirementDefault<T: RawRepresentable>() -> T
  where T.RawValue: _TapwrightPlaceholderValue {
    OptionalCallState.defaultRan = true
    if let value = T(rawValue: T.RawValue._tapwrightPlaceholder) { return value }
    return _tapwrightOptionalRequirementDefault()
  }

  /// The body of an optional requirement's default implementation returning another type.
  ///
  /// `_tapwrightOptionalCall` discards what it returns, so a class (`UIView`, `UIColor`) gets a
  /// null reference that is never read — retaining and releasing one does nothing — and an
  /// enumeration its first case. Any other type has no value to give: the test stops with this
  /// message (Objective-C's call of a method the object lacks ends the same way).
  public func _tapwrightOptionalRequirementDefault<T>() -> T {
    OptionalCallState.defaultRan = true
    if let cases = T.self as? any CaseIterable.Type, let first = firstCase(cases) as? T {
      return first
    }
    if T.self is AnyObject.Type {
      let size = max(MemoryLayout<T>.size, 1)
      let memory = UnsafeMutableRawPointer.allocate(
        byteCount: size, alignment: MemoryLayout<T>.alignment)
      defer { memory.deallocate() }
      memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      return memory.load(as: T.self)
    }
    fatalError(
      "an optional requirement returning \(T.self) was called on a type that does not implement "
        + "it, and \(T.self) has no empty value to stand for the missing result")
  }

  private func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? { C.allCases.first }

  /// `object?.method?(…)`: the call's result, or `nil` when the object's type does not implement
  /// the optional requirement.
  @discardableResult
  public func _tapwrightOptionalCall<T>(_ call: () throws -> T?) rethrows -> T? {
    let outer = OptionalCallState.defaultRan
    OptionalCallState.defaultRan = false
    defer { OptionalCallState.defaultRan = outer }
    let result = try call()
    return OptionalCallState.defaultRan ? nil : result
  }

  /// `object.method?(…)` on an object that is not optional.
  @discardableResult
  public func _tapwrightOptionalCall<T>(nonOptional call: () throws -> T) rethrows -> T? {
    try _tapwrightOptionalCall { Optional(try call()) }
  }
#endif
