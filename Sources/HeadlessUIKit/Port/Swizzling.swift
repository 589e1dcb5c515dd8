// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Synchronization

  // Method swizzling, which Linux's Swift has no Objective-C runtime for: the way presentation
  // spies, analytics hooks and test doubles have replaced UIKit's methods for a decade
  // (`class_getInstanceMethod`, `method_exchangeImplementations`, `class_addMethod`,
  // `class_replaceMethod`, `method_setImplementation`).
  //
  // A Swift method is called through its class's vtable, not by message, so a replacement can
  // only take effect where the method asks first: a *dispatch point*. HeadlessUIKit's methods that
  // apps and tests swizzle have one (`swizzlingDispatchPoints`, listed in behavior.md); the port
  // step gives one to the app's `dynamic` methods and to the `@objc` methods of every file that
  // calls a swizzling function, and registers each such method's implementation by its
  // Objective-C name. A dispatch point looks, from the receiver's class up to the method's own,
  // for the implementation swizzling put there, and runs it; the replaced method's own body runs
  // when its implementation is called in turn, as after `method_exchangeImplementations` on iOS.

  /// A method of a class, as the Objective-C runtime's `Method`: its class and name, whose
  /// implementation swizzling reads and replaces.
  public final class Method: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: immutable.
    let key: MethodKey
    /// The class the method belongs to.
    let owner: AnyClass

    init(_ key: MethodKey, owner: AnyClass) {
      self.key = key
      self.owner = owner
    }

    /// `-[Class name]`, as the runtime prints a method.
    public var description: String { key.description(owner) }
  }

  /// A method's implementation, as the Objective-C runtime's `IMP`: a method's body, which
  /// swizzling moves from one method to another.
  public final class IMP: @unchecked Sendable {
    // @unchecked Sendable: immutable; `call` runs on the main actor only.
    /// The method whose body this is.
    let origin: MethodKey
    let originOwner: AnyClass
    /// Whether calling it must let its method's own dispatch point through once (a ported
    /// method's body is reached by calling the method).
    let passesOwnDispatchPoint: Bool
    let call: @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?

    init(
      origin: MethodKey, owner: AnyClass, passesOwnDispatchPoint: Bool,
      call: @escaping @MainActor (Any, [Any?]) throws -> Any?
    ) {
      self.origin = origin
      self.originOwner = owner
      self.passesOwnDispatchPoint = passesOwnDispatchPoint
      self.call = call
    }
  }

  /// A method by its class, Objective-C name and kind.
  struct MethodKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let name: String
    let isClassMethod: Bool

    init(_ type: AnyClass, _ name: String, isClassMethod: Bool) {
      self.type = ObjectIdentifier(type)
      self.name = SwizzleTable.canonicalName(name)
      self.isClassMethod = isClassMethod
    }

    func description(_ owner: AnyClass) -> String {
      var type = String(reflecting: owner)
      if type.hasPrefix("HeadlessUIKit.") { type.removeFirst("HeadlessUIKit.".count) }
      return "\(isClassMethod ? "+" : "-")[\(type) \(name)]"
    }
  }

  /// Whether any method has a replaced implementation: the dispatch points' fast path.
  private let swizzlingIsActive = Atomic<Bool>(false)

  /// The implementations swizzling has put in place, and every method's own.
  @MainActor
  final class SwizzleTable {
    static let shared = SwizzleTable()

    /// Each method's own implementation: HeadlessUIKit's dispatch points and the port's.
    private var own: [MethodKey: IMP] = [:]
    /// Implementations swizzling put in place (only those that are not the method's own).
    private var replaced: [MethodKey: IMP] = [:]
    /// Methods `class_addMethod` gave a class that inherited them.
    private var added: [MethodKey: AnyClass] = [:]
    private var methods: [MethodKey: Method] = [:]
    /// A ported method whose body is being called as an implementation: its dispatch point lets
    /// the call through once.
    private var passing: (receiver: ObjectIdentifier, name: String)?
    private var registeredDispatchPoints = false

    /// UIKit's Objective-C names for the names Swift's `#selector` derives
    /// (`present(_:animated:completion:)` is `presentViewController:animated:completion:`).
    nonisolated static let uikitNames: [String: String] = [
      "present:animated:completion:": "presentViewController:animated:completion:",
      "dismissWithAnimated:completion:": "dismissViewControllerAnimated:completion:",
      "show:sender:": "showViewController:sender:",
      "popViewControllerWithAnimated:": "popViewControllerAnimated:",
      "open:options:completionHandler:": "openURL:options:completionHandler:",
      "sendAction:to:from:for:": "sendAction:to:from:forEvent:",
      "sendAction:to:for:": "sendAction:to:forEvent:",
    ]

    nonisolated static func canonicalName(_ name: String) -> String { uikitNames[name] ?? name }

    /// Records a method's own implementation.
    func register(
      _ owner: AnyClass, _ name: String, isClassMethod: Bool, passesOwnDispatchPoint: Bool,
      _ call: @escaping @MainActor (Any, [Any?]) throws -> Any?
    ) {
      let key = MethodKey(owner, name, isClassMethod: isClassMethod)
      own[key] = IMP(
        origin: key, owner: owner, passesOwnDispatchPoint: passesOwnDispatchPoint, call: call)
    }

    private func registerDispatchPointsOnce() {
      guard !registeredDispatchPoints else { return }
      registeredDispatchPoints = true
      for point in swizzlingDispatchPoints {
        register(point.owner, point.name, isClassMethod: false, passesOwnDispatchPoint: false) {
          receiver, arguments in try point.call(receiver as AnyObject, arguments)
        }
      }
    }

    /// The method `class_getInstanceMethod`/`class_getClassMethod` finds: the class's own or the
    /// nearest superclass's; a name no class declares is the class's own, with no dispatch point.
    func method(_ type: AnyClass, _ name: String, isClassMethod: Bool) -> Method {
      registerDispatchPointsOnce()
      let lineage = PortRegistry.shared.lineage(of: type)
      let declaring: AnyClass =
        lineage.first { declares($0, name, isClassMethod: isClassMethod) } ?? type
      return canonical(declaring, name, isClassMethod: isClassMethod)
    }

    private func canonical(_ type: AnyClass, _ name: String, isClassMethod: Bool) -> Method {
      let key = MethodKey(type, name, isClassMethod: isClassMethod)
      if let known = methods[key] { return known }
      let method = Method(key, owner: type)
      methods[key] = method
      return method
    }

    /// Whether `type` itself has the method (not only a superclass).
    private func declares(_ type: AnyClass, _ name: String, isClassMethod: Bool) -> Bool {
      let key = MethodKey(type, name, isClassMethod: isClassMethod)
      if own[key] != nil || added[key] != nil || replaced[key] != nil { return true }
      return !isClassMethod && registeredMethod(type, name) != nil
    }

    /// Whether a replacement of the method would be run: it, or a superclass's method of the
    /// name, has a dispatch point.
    private func isDispatched(_ method: Method) -> Bool {
      PortRegistry.shared.lineage(of: method.owner).contains {
        own[MethodKey($0, method.key.name, isClassMethod: method.key.isClassMethod)] != nil
      }
    }

    /// The method the port registered for `perform(_:)` and target–action (two arguments at
    /// most), by the name as written or UIKit's.
    private func registeredMethod(_ type: AnyClass, _ name: String) -> PortedMethod? {
      let methods = PortRegistry.shared.methods[ObjectIdentifier(type)]
      return methods?[name] ?? methods?[Self.canonicalName(name)]
    }

    func implementation(of method: Method) -> IMP {
      if let replacement = replaced[method.key] { return replacement }
      if let body = own[method.key] { return body }
      if !method.key.isClassMethod,
        let registered = registeredMethod(method.owner, method.key.name)
      {
        // A method with no dispatch point runs its body when called: that is its implementation.
        return IMP(origin: method.key, owner: method.owner, passesOwnDispatchPoint: false) {
          receiver, arguments in
          try registered.invoke(
            on: receiver as AnyObject, arguments.first ?? nil,
            arguments.count > 1 ? arguments[1] : nil)
        }
      }
      // A method with no dispatch point: its "implementation" can be handed to another method
      // only as an inherited one, which is what calling it there does.
      let key = method.key
      return IMP(origin: key, owner: method.owner, passesOwnDispatchPoint: true) { _, _ in
        reportUIKitException(
          "\(key.description(method.owner)) was called as a swizzled implementation, but it has "
            + "no dispatch point on Linux, so HeadlessUIKit cannot run its body from another "
            + "method.")
        return nil
      }
    }

    /// Puts `imp` in place for `method`; reports (and changes nothing) when no dispatch point
    /// would run it.
    @discardableResult
    func setImplementation(
      _ method: Method, _ imp: IMP, fileID: StaticString, filePath: StaticString, line: UInt,
      column: UInt
    ) -> IMP? {
      registerDispatchPointsOnce()
      guard isDispatched(method) else {
        reportUIKitException(
          "HeadlessUIKit cannot swizzle \(method): on Linux a replacement runs only where the "
            + "method has a dispatch point — UIKit's methods listed in HeadlessUIKit's behavior "
            + "notes, the app's `dynamic` methods and the `@objc` methods of a file that "
            + "swizzles. The method keeps its implementation.",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
      }
      let previous = implementation(of: method)
      if imp.origin == method.key && own[method.key] === imp {
        replaced[method.key] = nil
      } else {
        replaced[method.key] = imp
      }
      swizzlingIsActive.store(!replaced.isEmpty, ordering: .relaxed)
      return previous
    }

    /// `class_addMethod`: gives `type` the method when it only inherits it (or lacks it).
    func addMethod(
      _ type: AnyClass, _ name: String, _ imp: IMP, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) -> Bool {
      registerDispatchPointsOnce()
      _ = PortRegistry.shared.lineage(of: type)
      guard !declares(type, name, isClassMethod: false) else { return false }
      let method = canonical(type, name, isClassMethod: false)
      guard
        setImplementation(
          method, imp, fileID: fileID, filePath: filePath, line: line, column: column) != nil
      else { return false }
      added[method.key] = type
      return true
    }

    /// The implementation a dispatch point runs for `receiver`, if swizzling replaced it: the
    /// nearest entry from the receiver's class up to the method's own class.
    func replacement(
      for receiver: ObjectIdentifier, of type: AnyClass, owner: AnyClass, name: String,
      isClassMethod: Bool
    ) -> IMP? {
      let name = Self.canonicalName(name)
      if let passing, passing.receiver == receiver, passing.name == name {
        self.passing = nil
        return nil
      }
      var current: AnyClass? = type
      while let this = current {
        let key = MethodKey(this, name, isClassMethod: isClassMethod)
        if let imp = replaced[key] { return imp }
        if this == owner { break }
        current = _getSuperclass(this)
      }
      return nil
    }

    /// Runs a replacement implementation on `receiver`.
    func run(_ imp: IMP, on receiver: Any, id: ObjectIdentifier, _ arguments: [Any?]) -> Any?? {
      if imp.passesOwnDispatchPoint { passing = (id, imp.origin.name) }
      defer {
        if let passing, passing.receiver == id, passing.name == imp.origin.name {
          self.passing = nil
        }
      }
      do {
        return .some(try imp.call(receiver, arguments))
      } catch let mismatch as PortArgumentMismatch {
        reportUIKitException(
          "The swizzled implementation \(imp.origin.description(imp.originOwner)) could not take "
            + "its arguments: \(mismatch)")
      } catch {
        reportUIKitException(
          "The swizzled implementation \(imp.origin.description(imp.originOwner)) threw \(error)")
      }
      return .some(nil)
    }
  }

  // MARK: Dispatch points

  /// A UIKit method that takes a swizzled replacement: its class, Objective-C name and body.
  struct SwizzlingDispatchPoint {
    let owner: AnyClass
    let name: String
    let call: @MainActor (AnyObject, [Any?]) throws -> Any?

    init<Owner: AnyObject>(
      _ owner: Owner.Type, _ name: String,
      _ call: @escaping @MainActor (Owner, [Any?]) throws -> Any?
    ) {
      self.owner = owner
      self.name = name
      self.call = { receiver, arguments in
        guard let typed = receiver as? Owner else {
          throw PortArgumentMismatch(
            passed: uikitDescription(receiver), expected: String(reflecting: Owner.self))
        }
        return try call(typed, arguments)
      }
    }
  }

  /// The argument at `index` of a swizzled call, as the method takes it (the port's registered
  /// implementations call it).
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments.
  ///   - index: Which one.
  /// - Returns: It, as `Value`.
  @_spi(TapwrightPort)
  public func _tapwrightPortArgument<Value>(_ arguments: [Any?], _ index: Int) throws -> Value {
    try _tapwrightPortArgument(index < arguments.count ? arguments[index] : nil)
  }

  /// HeadlessUIKit's methods with a dispatch point, each with its own body: the methods
  /// presentation spies, navigation recorders, analytics hooks and URL-opening doubles swizzle.
  @MainActor
  let swizzlingDispatchPoints: [SwizzlingDispatchPoint] = [
    SwizzlingDispatchPoint(UIViewController.self, "viewDidLoad") { _, _ in nil },
    SwizzlingDispatchPoint(UIViewController.self, "viewWillAppear:") { _, _ in nil },
    SwizzlingDispatchPoint(UIViewController.self, "viewDidAppear:") { _, _ in nil },
    SwizzlingDispatchPoint(UIViewController.self, "viewWillDisappear:") { _, _ in nil },
    SwizzlingDispatchPoint(UIViewController.self, "viewDidDisappear:") { _, _ in nil },
    SwizzlingDispatchPoint(UIViewController.self, "presentViewController:animated:completion:") {
      controller, arguments in
      controller.presentImpl(
        try _tapwrightPortArgument(arguments, 0),
        animated: try _tapwrightPortArgument(arguments, 1),
        completion: try _tapwrightPortArgument(arguments, 2))
    },
    SwizzlingDispatchPoint(UIViewController.self, "dismissViewControllerAnimated:completion:") {
      controller, arguments in
      controller.dismissImpl(
        animated: try _tapwrightPortArgument(arguments, 0),
        completion: try _tapwrightPortArgument(arguments, 1))
    },
    SwizzlingDispatchPoint(UIViewController.self, "showViewController:sender:") {
      controller, arguments in
      controller.showImpl(
        try _tapwrightPortArgument(arguments, 0), sender: try _tapwrightPortArgument(arguments, 1))
    },
    SwizzlingDispatchPoint(UIViewController.self, "showDetailViewController:sender:") {
      controller, arguments in
      controller.showDetailImpl(
        try _tapwrightPortArgument(arguments, 0), sender: try _tapwrightPortArgument(arguments, 1))
    },
    SwizzlingDispatchPoint(UINavigationController.self, "pushViewController:animated:") {
      navigation, arguments in
      navigation.pushImpl(
        try _tapwrightPortArgument(arguments, 0), animated: try _tapwrightPortArgument(arguments, 1)
      )
    },
    SwizzlingDispatchPoint(UINavigationController.self, "popViewControllerAnimated:") {
      navigation, arguments in
      navigation.popImpl(animated: try _tapwrightPortArgument(arguments, 0))
    },
    SwizzlingDispatchPoint(UIApplication.self, "openURL:options:completionHandler:") {
      application, arguments in
      application.openImpl(
        try _tapwrightPortArgument(arguments, 0),
        completionHandler: try _tapwrightPortArgument(arguments, 2))
    },
    SwizzlingDispatchPoint(UIApplication.self, "canOpenURL:") { application, arguments in
      application.canOpenURLImpl(try _tapwrightPortArgument(arguments, 0))
    },
    SwizzlingDispatchPoint(UIView.self, "layoutSubviews") { view, _ in
      LayoutEngine.applyFrames(toSubviewsOf: view)
      return nil
    },
    SwizzlingDispatchPoint(UIView.self, "didMoveToWindow") { _, _ in nil },
  ]

  /// The replacement swizzling put in place of a HeadlessUIKit method, run on `receiver`:
  /// `.some(result)` when one ran, `nil` when the method's own body is to run.
  @MainActor
  func swizzledCall(
    _ receiver: AnyObject, _ owner: AnyClass, _ name: String,
    _ arguments: @autoclosure () -> [Any?]
  ) -> Any?? {
    guard swizzlingIsActive.load(ordering: .relaxed) else { return nil }
    let table = SwizzleTable.shared
    let id = ObjectIdentifier(receiver)
    guard
      let imp = table.replacement(
        for: id, of: type(of: receiver), owner: owner, name: name, isClassMethod: false)
    else { return nil }
    return table.run(imp, on: receiver, id: id, arguments())
  }

  // MARK: The port's calls

  /// A ported method's dispatch point (the port step inserts it first in the method's body): the
  /// replacement swizzling put in place, run on `receiver` and its result as the method returns
  /// it, or `nil` when the method's own body is to run.
  ///
  /// - Parameters:
  ///   - receiver: `self`.
  ///   - owner: The class that declares the method.
  ///   - name: Its Objective-C name.
  ///   - arguments: Its arguments, in order.
  ///   - returning: What the method returns.
  /// - Returns: The replacement's result, or `nil`.
  @_spi(TapwrightPort)
  public func _tapwrightPortSwizzled<Result>(
    _ receiver: AnyObject, _ owner: AnyClass, _ name: String,
    _ arguments: @autoclosure () -> [Any?], returning: Result.Type
  ) -> Result? {
    guard swizzlingIsActive.load(ordering: .relaxed) else { return nil }
    return ranReplacement(
      receiver, id: ObjectIdentifier(receiver), type: type(of: receiver), owner: owner,
      name: name, isClassMethod: false, arguments())
  }

  /// A ported class method's dispatch point, as `_tapwrightPortSwizzled` for an instance method.
  ///
  /// - Parameters:
  ///   - receiver: `self`, the class.
  ///   - owner: The class that declares the method.
  ///   - name: Its Objective-C name.
  ///   - arguments: Its arguments, in order.
  ///   - returning: What the method returns.
  /// - Returns: The replacement's result, or `nil`.
  @_spi(TapwrightPort)
  public func _tapwrightPortSwizzledClassMethod<Result>(
    _ receiver: AnyClass, _ owner: AnyClass, _ name: String,
    _ arguments: @autoclosure () -> [Any?], returning: Result.Type
  ) -> Result? {
    guard swizzlingIsActive.load(ordering: .relaxed) else { return nil }
    return ranReplacement(
      receiver, id: ObjectIdentifier(receiver), type: receiver, owner: owner, name: name,
      isClassMethod: true, arguments())
  }

  private func ranReplacement<Result>(
    _ receiver: Any, id: ObjectIdentifier, type: AnyClass, owner: AnyClass, name: String,
    isClassMethod: Bool, _ arguments: [Any?]
  ) -> Result? {
    let call = UncheckedBox((receiver: receiver, arguments: arguments))
    let outcome = onMainThread("A swizzled method") { () -> UncheckedBox<Any??> in
      let table = SwizzleTable.shared
      guard
        let imp = table.replacement(
          for: id, of: type, owner: owner, name: name, isClassMethod: isClassMethod)
      else { return UncheckedBox(nil) }
      return UncheckedBox(table.run(imp, on: call.value.receiver, id: id, call.value.arguments))
    }
    // `nil`: no replacement ran; `.some(nil)`: one ran and gave nothing (a `Void` method's).
    guard let outcome, let result = outcome.value else { return nil }
    if Result.self == Void.self, let done = () as? Result { return done }
    do {
      let typed: Result = try _tapwrightPortArgument(result)
      return typed
    } catch {
      reportUIKitException(
        "A swizzled implementation of \(name) returned \(error); the method's own body runs "
          + "instead.")
      return nil
    }
  }

  extension PortRegistrar {
    /// Registers a ported method's own implementation for swizzling (a method the port gave a
    /// dispatch point).
    ///
    /// - Parameters:
    ///   - owner: The class that declares it.
    ///   - name: Its Objective-C name.
    ///   - call: Calls it on a receiver with its arguments.
    public func implementation<Owner: AnyObject>(
      _ owner: Owner.Type, _ name: String,
      _ call: @escaping @MainActor (Owner, [Any?]) throws -> Any?
    ) {
      SwizzleTable.shared.register(
        owner, name, isClassMethod: false, passesOwnDispatchPoint: true
      ) { receiver, arguments in
        guard let typed = receiver as? Owner else {
          throw PortArgumentMismatch(
            passed: "\(receiver)", expected: String(reflecting: Owner.self))
        }
        return try call(typed, arguments)
      }
    }

    /// Registers a ported class method's own implementation for swizzling.
    ///
    /// - Parameters:
    ///   - owner: The class that declares it.
    ///   - name: Its Objective-C name.
    ///   - call: Calls it on a class with its arguments.
    public func classImplementation<Owner: AnyObject>(
      _ owner: Owner.Type, _ name: String,
      _ call: @escaping @MainActor (Owner.Type, [Any?]) throws -> Any?
    ) {
      SwizzleTable.shared.register(
        owner, name, isClassMethod: true, passesOwnDispatchPoint: true
      ) { receiver, arguments in
        guard let typed = receiver as? Owner.Type else {
          throw PortArgumentMismatch(
            passed: "\(receiver)", expected: String(reflecting: Owner.Type.self))
        }
        return try call(typed, arguments)
      }
    }
  }

  // MARK: The runtime's functions

  /// The instance method a class has of that name (its own or inherited), as the Objective-C
  /// runtime's `class_getInstanceMethod`.
  ///
  /// A name no class declares gives the class's own method with no dispatch point (swizzling it
  /// is reported), where the runtime would give `nil`: Swift on Linux cannot list a class's
  /// methods.
  ///
  /// - Parameters:
  ///   - cls: The class.
  ///   - name: The method's selector.
  ///   - fileID: The caller's file: its module's registrations are loaded.
  /// - Returns: The method, or `nil` for a `nil` class.
  public func class_getInstanceMethod(
    _ cls: AnyClass?, _ name: Selector, fileID: StaticString = #fileID
  ) -> Method? {
    lookUpMethod(cls, name, isClassMethod: false, "class_getInstanceMethod", fileID)
  }

  /// The class method a class has of that name, as the runtime's `class_getClassMethod`.
  ///
  /// - Parameters:
  ///   - cls: The class.
  ///   - name: The method's selector.
  ///   - fileID: The caller's file: its module's registrations are loaded.
  /// - Returns: The method, or `nil` for a `nil` class.
  public func class_getClassMethod(
    _ cls: AnyClass?, _ name: Selector, fileID: StaticString = #fileID
  ) -> Method? {
    lookUpMethod(cls, name, isClassMethod: true, "class_getClassMethod", fileID)
  }

  /// The method `class_getInstanceMethod` or `class_getClassMethod` finds, on the main thread.
  private func lookUpMethod(
    _ cls: AnyClass?, _ name: Selector, isClassMethod: Bool, _ api: String, _ fileID: StaticString
  ) -> Method? {
    guard let cls else { return nil }
    let type = UncheckedBox(cls)
    return onMainThread(api) {
      loadCallersModule(fileID)
      return SwizzleTable.shared.method(type.value, name.name, isClassMethod: isClassMethod)
    }
  }

  /// A method's implementation now, as the runtime's `method_getImplementation`.
  ///
  /// - Parameter m: The method.
  /// - Returns: Its implementation.
  public func method_getImplementation(_ m: Method) -> IMP {
    onMainThread("method_getImplementation") { SwizzleTable.shared.implementation(of: m) }
      ?? IMP(origin: m.key, owner: m.owner, passesOwnDispatchPoint: true) { _, _ in nil }
  }

  /// Gives a method another implementation, as the runtime's `method_setImplementation`.
  ///
  /// - Parameters:
  ///   - m: The method.
  ///   - imp: Its new implementation.
  ///   - fileID: The caller's file, for the report.
  ///   - filePath: The caller's file path, for the report.
  ///   - line: The caller's line, for the report.
  ///   - column: The caller's column, for the report.
  /// - Returns: The implementation it had.
  @discardableResult
  public func method_setImplementation(
    _ m: Method, _ imp: IMP, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IMP {
    let previous = onMainThread("method_setImplementation") { () -> IMP in
      let table = SwizzleTable.shared
      // Refused (reported): the method keeps, and so gives back, the implementation it has.
      return table.setImplementation(
        m, imp, fileID: fileID, filePath: filePath, line: line, column: column)
        ?? table.implementation(of: m)
    }
    return previous ?? imp
  }

  /// Swaps two methods' implementations, as the runtime's `method_exchangeImplementations`:
  /// calling either then runs the other's body.
  ///
  /// - Parameters:
  ///   - m1: A method.
  ///   - m2: Another method.
  ///   - fileID: The caller's file, for the report.
  ///   - filePath: The caller's file path, for the report.
  ///   - line: The caller's line, for the report.
  ///   - column: The caller's column, for the report.
  public func method_exchangeImplementations(
    _ m1: Method, _ m2: Method, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    _ = onMainThread("method_exchangeImplementations") {
      let table = SwizzleTable.shared
      let first = table.implementation(of: m1)
      let second = table.implementation(of: m2)
      guard
        table.setImplementation(
          m1, second, fileID: fileID, filePath: filePath, line: line, column: column) != nil
      else { return false }
      guard
        table.setImplementation(
          m2, first, fileID: fileID, filePath: filePath, line: line, column: column) != nil
      else {
        // Undone: the pair is swapped or left as it was, never half.
        table.setImplementation(
          m1, first, fileID: fileID, filePath: filePath, line: line, column: column)
        return false
      }
      return true
    }
  }

  /// Adds a method to a class that only inherits it, as the runtime's `class_addMethod`.
  ///
  /// - Parameters:
  ///   - cls: The class.
  ///   - name: The method's selector.
  ///   - imp: Its implementation.
  ///   - types: Its type encoding (not read).
  ///   - fileID: The caller's file, for the report.
  ///   - filePath: The caller's file path, for the report.
  ///   - line: The caller's line, for the report.
  ///   - column: The caller's column, for the report.
  /// - Returns: `false` when the class has its own method of that name (nothing changes).
  @discardableResult
  public func class_addMethod(
    _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    guard let cls else { return false }
    let type = UncheckedBox(cls)
    return onMainThread("class_addMethod") {
      loadCallersModule(fileID)
      return SwizzleTable.shared.addMethod(
        type.value, name.name, imp, fileID: fileID, filePath: filePath, line: line, column: column)
    } ?? false
  }

  /// Replaces a class's method (adding it when the class only inherits it), as the runtime's
  /// `class_replaceMethod`.
  ///
  /// - Parameters:
  ///   - cls: The class.
  ///   - name: The method's selector.
  ///   - imp: Its new implementation.
  ///   - types: Its type encoding (not read).
  ///   - fileID: The caller's file, for the report.
  ///   - filePath: The caller's file path, for the report.
  ///   - line: The caller's line, for the report.
  ///   - column: The caller's column, for the report.
  /// - Returns: The implementation the class's own method had, or `nil` when it added one.
  @discardableResult
  public func class_replaceMethod(
    _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> IMP? {
    guard let cls else { return nil }
    let type = UncheckedBox(cls)
    let previous = onMainThread("class_replaceMethod") { () -> IMP? in
      loadCallersModule(fileID)
      let table = SwizzleTable.shared
      if table.addMethod(
        type.value, name.name, imp, fileID: fileID, filePath: filePath, line: line, column: column)
      {
        return nil
      }
      let method = table.method(type.value, name.name, isClassMethod: false)
      return table.setImplementation(
        method, imp, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return previous ?? nil
  }

  /// A method's selector, as the runtime's `method_getName`.
  ///
  /// - Parameter m: The method.
  /// - Returns: Its selector.
  public func method_getName(_ m: Method) -> Selector { Selector(m.key.name) }

  /// A method's type encoding, as the runtime's `method_getTypeEncoding`: a fixed `"v@:"` here
  /// (HeadlessUIKit's swizzling does not read encodings), kept for the whole process.
  ///
  /// - Parameter m: The method.
  /// - Returns: The encoding.
  public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? {
    UnsafePointer(typeEncoding.pointer)
  }

  /// The fixed type encoding's C string.
  private let typeEncoding = TypeEncoding()

  private final class TypeEncoding: Sendable {
    nonisolated(unsafe) let pointer: UnsafeMutablePointer<CChar> = strdup("v@:")
  }

  /// Loads the port's registrations of the module that calls a swizzling function: the `@objc`
  /// methods of its file that swizzles, which an extension of another module's class declares
  /// (a test target's `UIViewController` extension), are registered there.
  @MainActor
  private func loadCallersModule(_ fileID: StaticString) {
    let path = "\(fileID)"
    if let slash = path.firstIndex(of: "/") {
      PortRegistry.shared.loadModule(named: String(path[..<slash]))
    }
  }

#endif

#if !canImport(UIKit) && canImport(ObjectiveC)
  // A Mac's `swift test` swizzles with the Objective-C runtime; HeadlessUIKit's Swift methods
  // have no dispatch point there (they are called through vtables, as a Swift class's are).

  @MainActor @inline(__always)
  func swizzledCall(
    _ receiver: AnyObject, _ owner: AnyClass, _ name: String,
    _ arguments: @autoclosure () -> [Any?]
  ) -> Any?? { nil }
#endif
