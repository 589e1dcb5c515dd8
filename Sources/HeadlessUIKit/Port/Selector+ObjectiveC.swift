#if !canImport(UIKit) && canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  // On a Mac (`swift test`: Darwin's Foundation and the Objective-C runtime, no UIKit),
  // HeadlessUIKit uses the runtime's `Selector`, so `#selector`, `Selector("didTap:")`,
  // `perform`, `responds(to:)` and key-value coding in app code are Foundation's own, and
  // target-action, gestures, bar buttons and storyboard outlets go through `objc_msgSend` as in
  // UIKit. No port step is needed there.

  extension Selector {
    /// The Objective-C name, e.g. `"didTap:"`.
    var name: String { NSStringFromSelector(self) }

    /// How many arguments a method of this name takes, counted from its colons.
    var colonCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
  }

  /// The method a selector names on a target, as the Objective-C runtime answers it.
  struct ObjectiveCMethod {
    /// How many arguments it takes (from the selector's colons).
    let arguments: Int
  }

  /// The method `selector` names on `target`, if the target responds to it.
  @MainActor
  func portedMethod(for selector: Selector, on target: AnyObject) -> ObjectiveCMethod? {
    guard let object = target as? NSObjectProtocol, object.responds(to: selector) else {
      return nil
    }
    return ObjectiveCMethod(arguments: selector.colonCount)
  }

  /// Sends `selector` to `target` with as many of the arguments as its name takes, through
  /// `objc_msgSend` (`perform`); a target that does not respond is reported with UIKit's wording
  /// (checked first: the runtime would raise an exception Swift cannot catch).
  @MainActor @discardableResult
  func send(
    _ selector: Selector, to target: AnyObject, _ first: Any? = nil, _ second: Any? = nil
  ) -> SelectorOutcome {
    guard let object = target as? NSObjectProtocol, object.responds(to: selector) else {
      reportUIKitException(
        "-[\(String(reflecting: type(of: target))) \(selector.name)]: unrecognized selector sent "
          + "to instance \(uikitAddress(target))")
      return .unrecognized
    }
    // An action returns nothing; its result register is never read.
    switch selector.colonCount {
    case 0: _ = object.perform(selector)
    case 1: _ = object.perform(selector, with: first)
    default: _ = object.perform(selector, with: first, with: second)
    }
    return .performed(nil)
  }

  /// Sets a property Interface Builder names (an outlet, an inspectable property) by key-value
  /// coding, when the object has its setter (`setName:`); otherwise `false`, as the runtime would
  /// raise an exception Swift cannot catch.
  ///
  /// - Returns: Whether the object has such a property and took the value.
  @MainActor
  func setPortedProperty(_ name: String, of object: AnyObject, to value: Any?) -> Bool {
    guard let object = object as? NSObject, let first = name.first else { return false }
    let setter = NSSelectorFromString("set\(first.uppercased())\(name.dropFirst()):")
    guard object.responds(to: setter) else { return false }
    object.setValue(value, forKey: name)
    return true
  }

  // MARK: Delayed performs on the virtual clock

  /// Foundation's delayed performs, moved onto HeadlessUIKit's scheduler (so virtual time
  /// advances them), by exchanging NSObject's implementations once, at the first responder made.
  ///
  /// EarlGrey's technique: it swizzles `performSelector:withObject:afterDelay:inModes:` and the
  /// `cancelPreviousPerformRequestsWithTarget:` pair on NSObject to track delayed performs
  /// (EarlGrey `AppFramework/Additions/NSObject+GREYApp.m`, installed by `GREYSwizzler`);
  /// HeadlessUIKit replaces them instead of wrapping them, so the work runs on its clock.
  @MainActor
  enum DelayedPerforms {
    /// The performs not yet run, in the order they were asked for.
    private static var pending: [Request] = []

    /// One delayed perform: its target (held strongly, as Foundation holds it), selector,
    /// argument and timer.
    private final class Request {
      let target: NSObject
      let selector: Selector
      let argument: AnyObject?
      var timer: HeadlessTimer?

      init(target: NSObject, selector: Selector, argument: AnyObject?) {
        self.target = target
        self.selector = selector
        self.argument = argument
      }
    }

    /// Installs the replacements once; later calls do nothing.
    static func install() { _ = installed }

    private static let installed: Void = {
      let perform: @convention(block) (NSObject, Selector, AnyObject?, TimeInterval) -> Void = {
        target, selector, argument, delay in
        schedule(target, selector, argument, delay)
      }
      let performInModes:
        @convention(block) (NSObject, Selector, AnyObject?, TimeInterval, NSArray) -> Void = {
          target, selector, argument, delay, _ in
          schedule(target, selector, argument, delay)
        }
      let cancelAll: @convention(block) (AnyObject, AnyObject) -> Void = { _, target in
        cancel(target: target, selector: nil, argument: nil, matchArgument: false)
      }
      let cancelOne: @convention(block) (AnyObject, AnyObject, Selector, AnyObject?) -> Void = {
        _, target, selector, argument in
        cancel(target: target, selector: selector, argument: argument, matchArgument: true)
      }
      replace(instance: "performSelector:withObject:afterDelay:", with: perform)
      replace(instance: "performSelector:withObject:afterDelay:inModes:", with: performInModes)
      replace(class: "cancelPreviousPerformRequestsWithTarget:", with: cancelAll)
      replace(class: "cancelPreviousPerformRequestsWithTarget:selector:object:", with: cancelOne)
    }()

    private static func replace(instance name: String, with block: Any) {
      guard let method = class_getInstanceMethod(NSObject.self, NSSelectorFromString(name))
      else { return }
      method_setImplementation(method, imp_implementationWithBlock(block))
    }

    private static func replace(class name: String, with block: Any) {
      guard let method = class_getClassMethod(NSObject.self, NSSelectorFromString(name))
      else { return }
      method_setImplementation(method, imp_implementationWithBlock(block))
    }

    private nonisolated static func schedule(
      _ target: NSObject, _ selector: Selector, _ argument: AnyObject?, _ delay: TimeInterval
    ) {
      let message = UncheckedMessage(target: target, selector: selector, argument: argument)
      let label = "perform(\(selector.name)) after \(delay) s"
      _ = onMainThread("perform(_:with:afterDelay:)") {
        guard let target = message.target as? NSObject, let selector = message.selector else {
          return
        }
        let request = Request(target: target, selector: selector, argument: message.argument)
        request.timer = Scheduler.schedule(
          after: delay, in: (target as? UIView)?.window, label: label
        ) { [weak request] in
          guard let request else { return }
          pending.removeAll { $0 === request }
          send(request.selector, to: request.target, request.argument)
        }
        pending.append(request)
      }
    }

    private nonisolated static func cancel(
      target: AnyObject, selector: Selector?, argument: AnyObject?, matchArgument: Bool
    ) {
      let message = UncheckedMessage(target: target, selector: selector, argument: argument)
      _ = onMainThread("cancelPreviousPerformRequests(withTarget:)") {
        pending.removeAll { request in
          guard request.target === message.target,
            message.selector == nil || request.selector == message.selector,
            !matchArgument || sameArgument(request.argument, message.argument)
          else { return false }
          request.timer?.cancel()
          return true
        }
      }
    }

    private nonisolated static func sameArgument(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): return true
      case (let lhs?, let rhs?): return (lhs as? NSObject)?.isEqual(rhs) ?? (lhs === rhs)
      default: return false
      }
    }
  }

  /// A message handed to the main actor on the main thread.
  private struct UncheckedMessage: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector?
    let argument: AnyObject?
  }
#endif
