#if !canImport(UIKit)
  import Foundation

  /// The registrations the port step generates for one module: its methods, outlets and
  /// inspectable properties by Objective-C name, and its application delegate.
  ///
  /// The port generates one `final class __TapwrightPortModule` per ported target (a class: the
  /// runtime's `_typeByName` finds classes by `Module.Name`, not enums or structs). HeadlessUIKit
  /// finds it by name the first time it needs a name in that module: a selector made from a
  /// string, an outlet or action a storyboard connects, a `customClass`.
  @_spi(TapwrightPort)
  public protocol TapwrightPortModule {
    /// Registers the module's members.
    ///
    /// - Parameter registrar: Where the members go.
    @MainActor static func register(_ registrar: PortRegistrar)
  }

  /// Receives a ported module's members; the port step's generated code calls it.
  @_spi(TapwrightPort) @MainActor
  public final class PortRegistrar {
    fileprivate let registry: PortRegistry
    fileprivate let module: String

    fileprivate init(registry: PortRegistry, module: String) {
      self.registry = registry
      self.module = module
    }

    /// Registers a method by its Objective-C name.
    ///
    /// - Parameters:
    ///   - owner: The type that declares it.
    ///   - name: The Objective-C name (`"didTap:"`).
    ///   - arguments: How many arguments it takes (0, 1 or 2).
    ///   - call: Calls it on a target with the first and second arguments.
    public func method<Owner: AnyObject>(
      _ owner: Owner.Type, _ name: String, arguments: Int,
      _ call: @escaping @MainActor (Owner, Any?, Any?) throws -> Any?
    ) {
      registry.methods[ObjectIdentifier(owner), default: [:]][name] = PortedMethod(
        name: name, owner: owner, arguments: arguments, call: call)
    }

    /// Registers how to create a class with UIKit's initialisers, for code that creates an
    /// instance of a generic parameter (`T(frame: .zero)`, `T(nibName: nil, bundle: nil)`,
    /// `T()`), which Swift allows on a class of Objective-C's only: the port step calls
    /// `_tapwrightPortMake(T.self, …)` there, which creates the instance through these.
    ///
    /// - Parameters:
    ///   - type: The class.
    ///   - plain: Creates an instance with `init()`, when the class has it.
    ///   - frame: Creates a view with `init(frame:)`, when the class has it.
    ///   - nib: Creates a view controller with `init(nibName:bundle:)`, when the class has it.
    public func initializers<Object: AnyObject>(
      _ type: Object.Type, plain: (@MainActor () -> Object)? = nil,
      frame: (@MainActor (CGRect) -> Object)? = nil,
      nib: (@MainActor (String?, Bundle?) -> Object)? = nil
    ) {
      var made = registry.initializers[ObjectIdentifier(type)] ?? PortedInitializers()
      if let plain { made.plain = plain }
      if let frame { made.frame = frame }
      if let nib { made.nib = nib }
      registry.initializers[ObjectIdentifier(type)] = made
    }

    /// Registers a property Interface Builder sets by name: an outlet, an outlet collection or
    /// an inspectable property.
    ///
    /// - Parameters:
    ///   - owner: The type that declares it.
    ///   - name: The property's name.
    ///   - set: Sets it on an instance.
    public func property<Owner: AnyObject>(
      _ owner: Owner.Type, _ name: String,
      _ set: @escaping @MainActor (Owner, Any?) throws -> Void
    ) {
      registry.properties[ObjectIdentifier(owner), default: [:]][name] = PortedProperty(
        owner: owner, set: set)
    }

    /// Records the type marked `@UIApplicationMain` or `@main` as the app's delegate.
    ///
    /// - Parameter type: The application delegate's type.
    public func applicationDelegate(_ type: AnyObject.Type) {
      registry.applicationDelegates[module] = type
    }

    /// Records how to create instances of a class UIKit creates by name: the app delegate, a
    /// scene delegate an Info.plist names.
    ///
    /// - Parameters:
    ///   - type: The class.
    ///   - make: Creates an instance with its `init()`.
    public func factory<Object: AnyObject>(
      _ type: Object.Type, _ make: @escaping @MainActor () -> Object
    ) {
      registry.factories[ObjectIdentifier(type)] = make
    }

    /// Records a class's Objective-C name (`@objc(Name)`), which `NSClassFromString` finds.
    ///
    /// - Parameters:
    ///   - name: The name given in `@objc(…)`.
    ///   - type: The class.
    public func objectiveCName(_ name: String, _ type: AnyObject.Type) {
      registry.objectiveCNames[name] = type
    }

    /// Records the body of the app's `main.swift` (which calls `UIApplicationMain`), so a test
    /// host launches the app as its process would.
    ///
    /// - Parameter body: The rewritten top-level code of `main.swift`.
    public func main(_ body: @escaping @MainActor () -> Void) {
      registry.mainFunctions[module] = body
    }

    /// Records the app's Info.plist, which the port step reads from the target's folder.
    ///
    /// - Parameter contents: The file's text (XML).
    public func infoPlist(_ contents: String) {
      registry.infoPlists[module] = contents
    }

    /// Records the app a ported test target runs in: the app target among its dependencies, as
    /// Xcode's test host, or `nil` for tests with no host application.
    ///
    /// - Parameter app: The app's module, or `nil`.
    public func testHost(_ app: String?) {
      registry.testHosts[module] = .some(app)
    }
  }

  /// A property Interface Builder sets by name.
  final class PortedProperty {
    let accepts: (AnyObject) -> Bool
    private let set: @MainActor (AnyObject, Any?) throws -> Void

    init<Owner: AnyObject>(
      owner: Owner.Type, set: @escaping @MainActor (Owner, Any?) throws -> Void
    ) {
      self.accepts = { $0 is Owner }
      self.set = { object, value in
        guard let owner = object as? Owner else {
          throw PortArgumentMismatch(
            passed: uikitDescription(object), expected: String(reflecting: Owner.self))
        }
        try set(owner, value)
      }
    }

    @MainActor func assign(_ value: Any?, to object: AnyObject) throws { try set(object, value) }
  }

  /// Every ported module's members, loaded module by module on first need.
  @MainActor
  final class PortRegistry {
    static let shared = PortRegistry()

    fileprivate(set) var methods: [ObjectIdentifier: [String: PortedMethod]] = [:]
    fileprivate(set) var properties: [ObjectIdentifier: [String: PortedProperty]] = [:]
    fileprivate(set) var applicationDelegates: [String: AnyObject.Type] = [:]
    fileprivate(set) var factories: [ObjectIdentifier: @MainActor () -> AnyObject] = [:]
    fileprivate(set) var initializers: [ObjectIdentifier: PortedInitializers] = [:]
    fileprivate(set) var mainFunctions: [String: @MainActor () -> Void] = [:]
    fileprivate(set) var objectiveCNames: [String: AnyObject.Type] = [:]
    fileprivate(set) var infoPlists: [String: String] = [:]
    /// Per ported test module, the app module it is hosted by (`.some(nil)`: no host).
    fileprivate(set) var testHosts: [String: String?] = [:]
    private var modulesTried: Set<String> = []
    /// The modules that have a port registration, in the order they were found.
    private(set) var portedModules: [String] = []

    /// Loads `<module>.__TapwrightPortModule` once, if the module was ported.
    ///
    /// - Parameter module: The module's name.
    /// - Returns: Whether the module has a port registration.
    @discardableResult
    func loadModule(named module: String) -> Bool {
      if modulesTried.insert(module).inserted {
        if let registration = _typeByName("\(module).__TapwrightPortModule")
          as? TapwrightPortModule.Type
        {
          portedModules.append(module)
          registration.register(PortRegistrar(registry: self, module: module))
        }
      }
      return portedModules.contains(module)
    }

    /// The type and its superclasses, loading each one's module.
    func lineage(of type: AnyClass) -> [AnyClass] {
      var result: [AnyClass] = []
      var current: AnyClass? = type
      while let this = current {
        loadModule(named: Self.moduleName(of: this))
        result.append(this)
        current = _getSuperclass(this)
      }
      return result
    }

    /// The method named `name` that `target`'s class or a superclass declares.
    func method(named name: String, for target: AnyObject) -> PortedMethod? {
      for type in lineage(of: Swift.type(of: target)) {
        if let method = methods[ObjectIdentifier(type)]?[name] { return method }
      }
      return nil
    }

    /// The property named `name` that `object`'s class or a superclass declares.
    func property(named name: String, for object: AnyObject) -> PortedProperty? {
      for type in lineage(of: Swift.type(of: object)) {
        if let property = properties[ObjectIdentifier(type)]?[name] { return property }
      }
      return nil
    }

    /// A class by the name Interface Builder records (`customClass`, `customModule`).
    ///
    /// - Parameters:
    ///   - name: The class name, plain (`"ViewController"`) or qualified (`"App.ViewController"`).
    ///   - module: The module, when the file names one.
    ///   - fallbackModules: Modules to try when no module is named (the target's own first).
    /// - Returns: The class, or `nil`.
    func type(named name: String, module: String?, fallbackModules: [String]) -> AnyClass? {
      var candidates: [String] = []
      if let module { candidates.append("\(module).\(name)") }
      if name.contains(".") { candidates.append(name) }
      for fallback in fallbackModules + portedModules + ["HeadlessUIKit"] {
        candidates.append("\(fallback).\(name)")
      }
      for candidate in candidates {
        if let type = _typeByName(candidate) as? AnyClass { return type }
      }
      return nil
    }

    /// A ported module's application delegate, if it marked one.
    func applicationDelegate(inModule module: String) -> AnyObject.Type? {
      loadModule(named: module)
      return applicationDelegates[module]
    }

    /// The class `NSClassFromString(name)` finds with the Objective-C runtime: one named with
    /// `@objc(name)` in a loaded ported module, a module-qualified Swift class, or a UIKit class.
    func classNamed(_ name: String) -> AnyObject.Type? {
      objectiveCNames[name] ?? type(named: name, module: nil, fallbackModules: [])
    }

    /// The initialisers the port recorded for a class (loading its module first).
    func portedInitializers(of type: AnyObject.Type) -> PortedInitializers? {
      loadModule(named: Self.moduleName(of: type))
      return initializers[ObjectIdentifier(type)]
    }

    /// A new instance of a class the port recorded a factory for, or `nil`.
    func makeInstance(of type: AnyObject.Type) -> AnyObject? {
      loadModule(named: Self.moduleName(of: type))
      return factories[ObjectIdentifier(type)]?()
    }

    nonisolated static func moduleName(of type: Any.Type) -> String {
      // Cached: every view load asks for its controller's module, and `String(reflecting:)`
      // demangles the type's name each time.
      let key = ObjectIdentifier(type)
      if let known = ModuleNames.shared.lock.withLock({ ModuleNames.shared.names[key] }) {
        return known
      }
      let qualified = String(reflecting: type)
      let name = qualified.firstIndex(of: ".").map { String(qualified[..<$0]) } ?? qualified
      ModuleNames.shared.lock.withLock { ModuleNames.shared.names[key] = name }
      return name
    }
  }

  /// The module of each type asked about (types never change module).
  private final class ModuleNames: @unchecked Sendable {
    // @unchecked Sendable: `names` is only touched under `lock`.
    static let shared = ModuleNames()
    let lock = NSLock()
    var names: [ObjectIdentifier: String] = [:]
  }

  // MARK: Sending a selector

  /// What became of a selector sent to a target.
  enum SelectorOutcome {
    /// The method ran and returned this.
    case performed(Any?)
    /// The target has no method of that name (reported).
    case unrecognized
    /// The method could not take the arguments (reported).
    case refused
  }

  #if !canImport(ObjectiveC)
    /// The method `selector` names on `target`: the rewritten `#selector`'s own call when the
    /// target is of its type, else the registered method of that name.
    @MainActor
    func portedMethod(for selector: Selector, on target: AnyObject) -> PortedMethod? {
      if let method = selector.method, method.accepts(target) { return method }
      return PortRegistry.shared.method(named: selector.name, for: target)
    }

    /// Sends `selector` to `target` with up to two arguments, as `objc_msgSend` would; what cannot
    /// be sent is reported with UIKit's wording and nothing runs.
    @MainActor @discardableResult
    func send(
      _ selector: Selector, to target: AnyObject, _ first: Any? = nil, _ second: Any? = nil
    ) -> SelectorOutcome {
      guard let method = portedMethod(for: selector, on: target) else {
        reportUIKitException(
          "-[\(String(reflecting: type(of: target))) \(selector.name)]: unrecognized selector sent "
            + "to instance \(uikitAddress(target))")
        return .unrecognized
      }
      do {
        return .performed(try method.invoke(on: target, first, second))
      } catch let mismatch as PortArgumentMismatch {
        reportUIKitException(
          "-[\(String(reflecting: type(of: target))) \(selector.name)]: \(mismatch)")
        return .refused
      } catch {
        reportUIKitException(
          "-[\(String(reflecting: type(of: target))) \(selector.name)]: threw \(error)")
        return .refused
      }
    }

    /// Sets a property Interface Builder names (an outlet, an inspectable property).
    ///
    /// - Returns: Whether the object has such a property and took the value.
    @MainActor
    func setPortedProperty(_ name: String, of object: AnyObject, to value: Any?) -> Bool {
      guard let property = PortRegistry.shared.property(named: name, for: object) else {
        return false
      }
      do {
        try property.assign(value, to: object)
        return true
      } catch {
        reportUIKitException(
          "[<\(String(reflecting: type(of: object))) \(uikitAddress(object))> setValue:forKey:]: "
            + "the value for the key \(name) does not fit: \(error)")
        return false
      }
    }
  #endif

  /// Whether `target` has a method `selector` names (the port's registry on Linux, the Objective-C
  /// runtime on a Mac: `portedMethod(for:on:)` is each platform's).
  @MainActor
  func portedResponds(_ target: AnyObject, to selector: Selector) -> Bool {
    portedMethod(for: selector, on: target) != nil
  }

  /// `0x…`, the object's address as UIKit prints it.
  func uikitAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object))), radix: 16)
  }

  #if !canImport(ObjectiveC)
    /// Results `perform(_:)` handed out, kept alive as an autorelease pool would keep them.
    @MainActor private var recentPerformResults: [AnyObject] = []

    extension NSObject {
      /// Whether instances of the class have a method of that name: a ported `@objc` method of
      /// the class or a superclass, or the method a rewritten `#selector` names on one of them.
      ///
      /// - Parameter aSelector: The selector.
      /// - Returns: Whether an instance would understand a message of that name.
      public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        let type: AnyClass = self
        return onMainThread("instancesRespond(to:)") {
          let lineage = PortRegistry.shared.lineage(of: type)
          if let owner = aSelector.method?.owner,
            lineage.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(owner) })
          {
            return true
          }
          return lineage.contains {
            PortRegistry.shared.methods[ObjectIdentifier($0)]?[aSelector.name] != nil
          }
        } ?? false
      }
    }

    extension NSObjectProtocol {
      /// Whether the object has a method of that name: a ported `@objc` method, or the method a
      /// rewritten `#selector` names.
      ///
      /// - Parameter aSelector: The selector.
      /// - Returns: Whether a message of that name would be understood.
      public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        nonisolated(unsafe) let target: AnyObject = self
        return onMainThread("responds(to:)") { portedResponds(target, to: aSelector) } ?? false
      }

      /// The object a message the receiver does not understand is forwarded to, as Objective-C's
      /// `forwardingTargetForSelector:`: `nil`, as `NSObject`'s gives. A delegate proxy's
      /// override (Motion's, RxCocoa's) is its own method on Linux (the port blanks its
      /// `override`), whose `super` call reaches this.
      ///
      /// - Parameter aSelector: The message's name.
      /// - Returns: `nil`.
      public func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

      /// Sends a message with no argument, as Objective-C's `performSelector:`.
      ///
      /// - Parameter aSelector: The method's name.
      /// - Returns: The method's result when it is an object.
      @discardableResult
      public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performPorted(aSelector, nil, nil)
      }

      /// Sends a message with one argument.
      ///
      /// - Parameters:
      ///   - aSelector: The method's name.
      ///   - object: The argument.
      /// - Returns: The method's result when it is an object.
      @discardableResult
      public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performPorted(aSelector, object, nil)
      }

      /// Sends a message with two arguments.
      ///
      /// - Parameters:
      ///   - aSelector: The method's name.
      ///   - object1: The first argument.
      ///   - object2: The second argument.
      /// - Returns: The method's result when it is an object.
      @discardableResult
      public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
        -> Unmanaged<AnyObject>!
      {
        performPorted(aSelector, object1, object2)
      }

      private func performPorted(_ selector: Selector?, _ first: Any?, _ second: Any?)
        -> Unmanaged<AnyObject>?
      {
        guard let selector else { return nil }
        // Sent on the main thread only (checked), where UIKit code runs.
        let message = PortedMessage(target: self, first: first, second: second)
        let result = onMainThread("perform(_:)") { () -> PerformResult in
          guard
            case .performed(let result) = send(
              selector, to: message.target, message.first, message.second),
            let result, type(of: result) is AnyClass
          else { return PerformResult(object: nil) }
          let object = result as AnyObject
          recentPerformResults.append(object)
          if recentPerformResults.count > 64 { recentPerformResults.removeFirst(32) }
          return PerformResult(object: object)
        }
        return result?.object.map { Unmanaged.passUnretained($0) }
      }
    }

    /// A message's receiver and arguments, handed to the main actor on the main thread.
    private struct PortedMessage: @unchecked Sendable {
      let target: AnyObject
      let first: Any?
      let second: Any?
    }

    /// A `perform(_:)` result handed from the main actor to its (main-thread) caller.
    private struct PerformResult: @unchecked Sendable {
      let object: AnyObject?
    }
  #endif

  /// Whether the caller runs on the main dispatch queue, where the main actor's jobs run (a
  /// `@MainActor` Swift Testing test on Linux runs there without being on the main thread).
  var isOnMainQueue: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private let mainQueueKey = DispatchSpecificKey<UInt8>()
  private let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)

  /// Runs `body` on the main actor when called on the main thread; elsewhere reports that the
  /// ported methods (UIKit code) run only on the main thread, and returns `nil`.
  func onMainThread<Result: Sendable>(_ api: String, _ body: @MainActor () -> Result) -> Result? {
    guard Thread.isMainThread || isOnMainQueue else {
      reportUIKitException(
        "\(api) was called off the main thread; HeadlessUIKit sends ported messages on the main "
          + "thread only.")
      return nil
    }
    return MainActor.assumeIsolated { body() }
  }

  /// `NSClassFromString` as the Objective-C runtime answers it; the port step calls this in its
  /// place. On the main thread, the classes ported modules name with `@objc(…)` and the UIKit
  /// classes HeadlessUIKit defines come first; then Foundation's answer.
  ///
  /// - Parameter name: The class's name.
  /// - Returns: The class, or `nil`.
  @_spi(TapwrightPort)
  public func _tapwrightPortClassFromString(_ name: String) -> AnyClass? {
    if Thread.isMainThread || isOnMainQueue {
      let found = MainActor.assumeIsolated {
        FoundClass(type: PortRegistry.shared.classNamed(name))
      }
      if let type = found.type { return type }
    }
    return NSClassFromString(name)
  }

  /// A class handed from the main actor to its (main-thread) caller.
  private struct FoundClass: @unchecked Sendable {
    let type: AnyClass?
  }
#endif
