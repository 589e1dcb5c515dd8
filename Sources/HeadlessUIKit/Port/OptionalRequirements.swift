#if !canImport(UIKit)
  import Foundation

  // Optional protocol requirements where Swift has none: on Linux (no Objective-C), and on a Mac
  // for HeadlessUIKit's protocols (Swift's, not `@objc`). On Linux the port gives each optional
  // requirement of an app's `@objc` protocol a default implementation that calls
  // `_tapwrightOptionalRequirementDefault()`; HeadlessUIKit's default implementations of UIKit's
  // optional requirements call `optionalRequirementDefault`. The port turns each call
  // `delegate?.didTap?(x)` of either into `_tapwrightOptionalCall { delegate?.didTap(x) }`: `nil`
  // when a default ran (the conforming type does not implement the method), the method's result
  // otherwise — what Objective-C's optional call gives.
  //
  // Only the first method the call enters decides: an app's implementation of an optional
  // requirement starts with `_tapwrightOptionalRequirementImplemented()` (the port adds it), so a
  // default it runs in turn (a table's layout asking its delegate) does not make the call `nil`.

  /// Where the innermost `_tapwrightOptionalCall` of this thread stands.
  private enum OptionalCallState: Int {
    /// No optional call, or one that has entered its method already.
    case idle
    /// An optional call that has not entered a method yet.
    case armed
    /// The method entered first was a default implementation.
    case defaultRan

    /// One key per process; its value per thread is a state's raw value (no allocation).
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    static var current: OptionalCallState {
      get { OptionalCallState(rawValue: Int(bitPattern: pthread_getspecific(key))) ?? .idle }
      set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue.rawValue)) }
    }

    /// A default implementation ran: it decides the innermost call when that call entered it
    /// first.
    static func defaultEntered() {
      if current == .armed { current = .defaultRan }
    }
  }

  /// Says that an app's implementation of an optional requirement was entered: the innermost
  /// `_tapwrightOptionalCall` gives its result, whatever defaults it runs in turn. The port calls
  /// it first in each method named as an optional requirement.
  public func _tapwrightOptionalRequirementImplemented() {
    if OptionalCallState.current == .armed { OptionalCallState.current = .idle }
  }

  /// The body of a UIKit optional requirement's default implementation in HeadlessUIKit: gives
  /// `value` (UIKit's behaviour when the delegate does not implement the method), and tells the
  /// innermost `_tapwrightOptionalCall` that the conforming type did not implement it.
  func optionalRequirementDefault<T>(_ value: T) -> T {
    OptionalCallState.defaultEntered()
    return value
  }

  /// The body of a UIKit optional requirement's default implementation that does nothing.
  func optionalRequirementDefault() {
    OptionalCallState.defaultEntered()
  }

  /// `object?.method?(…)`: the call's result, or `nil` when the object's type does not implement
  /// the optional requirement.
  @discardableResult
  public func _tapwrightOptionalCall<T>(_ call: () throws -> T?) rethrows -> T? {
    let outer = OptionalCallState.current
    OptionalCallState.current = .armed
    defer { OptionalCallState.current = outer }
    let result = try call()
    return OptionalCallState.current == .defaultRan ? nil : result
  }

  /// `object.method?(…)` on an object that is not optional.
  @discardableResult
  public func _tapwrightOptionalCall<T>(nonOptional call: () throws -> T) rethrows -> T? {
    try _tapwrightOptionalCall { Optional(try call()) }
  }

  /// `$0?.method?(…)` in a closure's body: the call as an autoclosure, which leaves `$0` the
  /// enclosing closure's.
  @discardableResult
  public func _tapwrightOptionalCall<T>(deferred call: @autoclosure () throws -> T?) rethrows
    -> T?
  {
    try _tapwrightOptionalCall(call)
  }

  /// `$0.method?(…)` in a closure's body.
  @discardableResult
  public func _tapwrightOptionalCall<T>(
    deferredNonOptional call: @autoclosure () throws -> T
  ) rethrows -> T? {
    try _tapwrightOptionalCall(nonOptional: call)
  }
#endif

#if !canImport(UIKit) && !canImport(ObjectiveC)
  // The default implementations the port gives an app's optional requirements (Linux only: on a
  // Mac an app's `@objc` protocols keep their optional requirements).

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
    OptionalCallState.defaultEntered()
  }

  /// The body of an optional requirement's default implementation returning an optional.
  public func _tapwrightOptionalRequirementDefault<T: ExpressibleByNilLiteral>() -> T {
    OptionalCallState.defaultEntered()
    return nil
  }

  /// The body of an optional requirement's default implementation returning a value.
  public func _tapwrightOptionalRequirementDefault<T: _TapwrightPlaceholderValue>() -> T {
    OptionalCallState.defaultEntered()
    return T._tapwrightPlaceholder
  }

  /// The body of an optional requirement's default implementation returning an enumeration
  /// (`UITableViewCell.EditingStyle`): its case of raw value 0, else its first.
  public func _tapwrightOptionalRequirementDefault<T: RawRepresentable>() -> T
  where T.RawValue: _TapwrightPlaceholderValue {
    OptionalCallState.defaultEntered()
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
    OptionalCallState.defaultEntered()
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

#endif
