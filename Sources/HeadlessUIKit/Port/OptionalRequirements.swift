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

  /// The body of an optional requirement's default implementation returning a type with no
  /// placeholder: reached only when the call was not `delegate?.method?(…)`.
  public func _tapwrightOptionalRequirementDefault<T>() -> T {
    OptionalCallState.defaultRan = true
    fatalError(
      "an optional requirement returning \(T.self) was called on a type that does not implement "
        + "it; call it as `object?.method?(…)`")
  }

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
