#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Synchronization

  // Key-value observing, which Linux's Foundation lacks: `observe(\.property, options:) { … }`
  // and the `NSKeyValueObservation` it returns, with the notifications Objective-C's runtime
  // sends around a KVO-compliant setter. Here they are sent by the setters that send them:
  // HeadlessUIKit's observable properties (a view's frame, a scroll view's content offset, a web
  // view's progress…), an app's `@objc dynamic` properties (the port gives each stored one
  // observers that send them), and `willChangeValue(forKey:)`/`didChangeValue(forKey:)` called by
  // hand. An observation is matched by its key path's name, which the port records where the
  // app writes the key path literally (`observe(\.contentSize)`); an observation of a key path
  // without a name (made in code the port did not read) is told of every change of the object
  // whose value differs from the value before it.

  /// What a change notification carries, as Foundation's options.
  public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification at once, when the observation is made.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
  }

  /// The kind of a change.
  public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Elements were inserted into a to-many relationship.
    case insertion = 2
    /// Elements were removed.
    case removal = 3
    /// Elements were replaced.
    case replacement = 4
  }

  /// The keys of a change dictionary.
  public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSKeyValueChange` raw value).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Whether the notification comes before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
  }

  /// A change an observation is told of.
  public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// The kind of change: `.setting` for a property.
    public let kind: Kind
    /// The value after the change, when the options ask for `.new`.
    public let newValue: Value?
    /// The value before the change, when the options ask for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (option `.prior`).
    public let isPrior: Bool
  }

  extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

  /// The key-value observing methods of `NSObject`.
  public protocol _KeyValueCodingAndObserving {}

  extension NSObject: _KeyValueCodingAndObserving {}

  /// An observation `observe(_:options:changeHandler:)` made: it lasts until it is invalidated
  /// or released.
  public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    fileprivate weak var object: AnyObject?
    fileprivate let objectID: ObjectIdentifier
    fileprivate let keyPath: AnyKeyPath?
    /// The observed key path's name (`"contentSize"`, `"player.rate"`), when known.
    fileprivate let name: String?
    fileprivate var willChange: ((AnyObject) -> Void)?
    fileprivate var didChange: ((AnyObject) -> Void)?
    /// The observer of an observation made with `addObserver(_:forKeyPath:options:context:)`.
    fileprivate weak var observer: NSObject?
    /// Its context.
    fileprivate var context: UnsafeMutableRawPointer?

    fileprivate init(object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
      self.object = object
      objectID = ObjectIdentifier(object)
      self.keyPath = keyPath
      self.name = name
    }

    /// Ends the observation: its handler is not called again.
    public func invalidate() {
      KeyValueObservers.shared.remove(self)
      willChange = nil
      didChange = nil
    }

    deinit { invalidate() }

    /// Whether a change of `key` (or of `keyPath`) of its object concerns this observation.
    fileprivate func matches(key: String?, keyPath changed: AnyKeyPath?) -> Bool {
      if let changed, let keyPath, changed == keyPath { return true }
      guard let key else { return false }
      guard let name else { return true }
      // A Swift name (`isHidden`) is its Objective-C property's too (`hidden`).
      let first = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
      return first.lowercased() == key.lowercased()
        || "is" + first.prefix(1).uppercased() + first.dropFirst() == key
    }
  }

  extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: `changeHandler` is called after each change (and
    /// before it too with `.prior`, and at once with `.initial`), on the thread that made it.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - options: The values each change carries and the extra notifications.
    ///   - changeHandler: Told of each change, with the object.
    /// - Returns: The observation; it ends when it is invalidated or released.
    public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let object = self as AnyObject
      let name = KeyPathNames.shared.name(of: keyPath)
      let observation = NSKeyValueObservation(object: object, keyPath: keyPath, name: name)
      // The values before each change under way, innermost last (a setter may set again).
      var before: [Value] = []
      observation.willChange = { target in
        guard let target = target as? Self else { return }
        let old = target[keyPath: keyPath]
        before.append(old)
        if options.contains(.prior) {
          changeHandler(
            target,
            NSKeyValueObservedChange(
              kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
              indexes: nil, isPrior: true))
        }
      }
      observation.didChange = { target in
        guard let target = target as? Self else { return }
        let old = before.popLast()
        let new = target[keyPath: keyPath]
        // Without a name, any change of the object reaches the observation: only a changed
        // value is a change of its property.
        if name == nil, let old, valuesAreEqual(old, new) { return }
        changeHandler(
          target,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? new : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      }
      KeyValueObservers.shared.add(observation)
      if options.contains(.initial) {
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
            oldValue: nil, indexes: nil, isPrior: false))
      }
      return observation
    }

    /// Tells the observations of `keyPath` that its value is about to change.
    ///
    /// - Parameter keyPath: The property.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
      KeyValueObservers.shared.notify(
        self as AnyObject, key: KeyPathNames.shared.name(of: keyPath), keyPath: keyPath,
        after: false)
    }

    /// Tells the observations of `keyPath` that its value changed.
    ///
    /// - Parameter keyPath: The property.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
      KeyValueObservers.shared.notify(
        self as AnyObject, key: KeyPathNames.shared.name(of: keyPath), keyPath: keyPath,
        after: true)
    }
  }

  // In the protocol's extension, not NSObject's: a class may declare its own (Core Data's
  // managed object does, and sends the notifications too), which an extension of NSObject would
  // forbid.
  extension _KeyValueCodingAndObserving {
    /// Tells the observations of `key` that its value is about to change (a setter that is not
    /// observable by itself calls it, and `didChangeValue(forKey:)` after the change).
    ///
    /// - Parameter key: The property's name.
    public func willChangeValue(forKey key: String) {
      KeyValueObservers.shared.notify(self as AnyObject, key: key, keyPath: nil, after: false)
    }

    /// Tells the observations of `key` that its value changed.
    ///
    /// - Parameter key: The property's name.
    public func didChangeValue(forKey key: String) {
      KeyValueObservers.shared.notify(self as AnyObject, key: key, keyPath: nil, after: true)
    }
  }

  // MARK: Observing by key path string

  /// The observer of an `addObserver(_:forKeyPath:options:context:)` observation: UIKit's
  /// responders, and each app class the port finds overriding
  /// `observeValue(forKeyPath:of:change:context:)` of `NSObject` (Linux's `NSObject` has no such
  /// method to override).
  public protocol _TapwrightKeyValueObserving: AnyObject {
    /// Told of a change of an observed key path.
    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?)
  }

  extension UIResponder: @preconcurrency _TapwrightKeyValueObserving {}

  extension NSObject {
    /// What `super.observeValue(forKeyPath:of:change:context:)` reaches in `NSObject`: the
    /// observation was not handled, reported with Foundation's wording. The port calls it where
    /// an app class of `NSObject` calls its superclass's.
    public func _tapwrightUnhandledObservation(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      reportUIKitException(
        "<\(String(reflecting: type(of: self))): \(uikitAddress(self))>: An "
          + "-observeValueForKeyPath:ofObject:change:context: message was received but not "
          + "handled.\nKey path: \(keyPath ?? "(null)")")
    }
  }

  extension _KeyValueCodingAndObserving {
    /// Observes `keyPath` of the receiver for `observer`, which is told of each change through
    /// `observeValue(forKeyPath:of:change:context:)`, with the values the options ask for. The
    /// observer is held weakly; the observation lasts until removed.
    ///
    /// - Parameters:
    ///   - observer: The observer.
    ///   - keyPath: The key path, Objective-C's names (`"contentSize"`, `"loading"`).
    ///   - options: The values each change carries and the extra notifications.
    ///   - context: A value the observer is given back.
    public func addObserver(
      _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
      context: UnsafeMutableRawPointer?
    ) {
      let object = self as AnyObject
      let observation = NSKeyValueObservation(object: object, keyPath: nil, name: keyPath)
      observation.observer = observer
      observation.context = context
      let key = keyPath
      weak let weakObserver = observer
      func tell(_ target: AnyObject, _ change: [NSKeyValueChangeKey: Any]) {
        guard let observer = weakObserver else { return }
        guard let receiver = observer as? any _TapwrightKeyValueObserving else {
          observer._tapwrightUnhandledObservation(
            forKeyPath: key, of: target, change: change, context: context)
          return
        }
        receiver.observeValue(forKeyPath: key, of: target, change: change, context: context)
      }
      var before: [Any?] = []
      observation.willChange = { target in
        let old = observedValue(of: target, keyPath: key)
        before.append(old)
        guard options.contains(.prior) else { return }
        var change: [NSKeyValueChangeKey: Any] = [
          .kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
        ]
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        tell(target, change)
      }
      observation.didChange = { target in
        let old = before.popLast() ?? nil
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) {
          change[.newKey] = observedValue(of: target, keyPath: key) ?? NSNull()
        }
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        tell(target, change)
      }
      KeyValueObservers.shared.add(observation)
      KeyValueObservers.shared.keep(observation)
      if options.contains(.initial) {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) {
          change[.newKey] = observedValue(of: object, keyPath: key) ?? NSNull()
        }
        tell(object, change)
      }
    }

    /// Ends `observer`'s observation of `keyPath` made with `context`; one that was not made is
    /// reported with Foundation's wording.
    ///
    /// - Parameters:
    ///   - observer: The observer.
    ///   - keyPath: The key path.
    ///   - context: The context it was made with.
    public func removeObserver(
      _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
      removeObservation(observer, keyPath, matchingContext: true, context)
    }

    /// Ends `observer`'s last observation of `keyPath`; one that was not made is reported with
    /// Foundation's wording.
    ///
    /// - Parameters:
    ///   - observer: The observer.
    ///   - keyPath: The key path.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
      removeObservation(observer, keyPath, matchingContext: false, nil)
    }

    private func removeObservation(
      _ observer: NSObject, _ keyPath: String, matchingContext: Bool,
      _ context: UnsafeMutableRawPointer?
    ) {
      let object = self as AnyObject
      guard
        let observation = KeyValueObservers.shared.kept(
          object: object, observer: observer, keyPath: keyPath,
          context: matchingContext ? .some(context) : nil)
      else {
        reportUIKitException(
          "Cannot remove an observer <\(String(reflecting: type(of: observer))) "
            + "\(uikitAddress(observer))> for the key path \"\(keyPath)\" from "
            + "<\(String(reflecting: type(of: object))) \(uikitAddress(object))> because it is not "
            + "registered as an observer.")
        return
      }
      observation.invalidate()
      KeyValueObservers.shared.release(observation)
    }
  }

  /// The value at `keyPath` of `object`, as key-value coding reads it, without reporting a key it
  /// cannot read (the notification is sent all the same): HeadlessUIKit's observable properties
  /// by their Objective-C names, then stored properties by reflection.
  private func observedValue(of object: AnyObject, keyPath: String) -> Any? {
    var value: Any? = object
    for key in keyPath.split(separator: ".").map(String.init) {
      guard let current = value else { return nil }
      if let known = uikitObservableValue(of: current, key: key) {
        value = known
      } else if case .found(let found) = lookUpValue(forKey: key, in: current) {
        value = found
      } else {
        return nil
      }
    }
    return value
  }

  /// HeadlessUIKit's observable properties that reflection does not read (computed ones, and
  /// Objective-C names that differ from Swift's).
  @MainActor
  private func mainActorObservableValue(of object: Any, key: String) -> Any?? {
    switch (object, key) {
    case (let view as UIScrollView, "contentOffset"): return .some(view.contentOffset)
    case (let view as WKWebView, "loading"): return .some(view.isLoading)
    case (let view as WKWebView, "canGoBack"): return .some(view.canGoBack)
    case (let view as WKWebView, "canGoForward"): return .some(view.canGoForward)
    case (let view as WKWebView, "URL"): return .some(view.url)
    case (let view as UIView, "bounds"): return .some(view.bounds)
    case (let view as UIView, "center"): return .some(view.center)
    case (let view as UIView, "hidden"): return .some(view.isHidden)
    default: return nil
    }
  }

  private func uikitObservableValue(of object: Any, key: String) -> Any? {
    guard object is UIView, Thread.isMainThread || isOnMainQueue else { return nil }
    let box = UncheckedBox(object)
    return MainActor.assumeIsolated {
      UncheckedBox(mainActorObservableValue(of: box.value, key: key))
    }.value ?? nil
  }

  /// Sent by the port before an app's `@objc dynamic` property changes.
  ///
  /// - Parameters:
  ///   - object: The object whose property changes.
  ///   - key: The property's name.
  public func _tapwrightKeyValueWillChange(_ object: AnyObject, _ key: String) {
    KeyValueObservers.shared.notify(object, key: key, keyPath: nil, after: false)
  }

  /// Sent by the port after an app's `@objc dynamic` property changed.
  ///
  /// - Parameters:
  ///   - object: The object whose property changed.
  ///   - key: The property's name.
  public func _tapwrightKeyValueDidChange(_ object: AnyObject, _ key: String) {
    KeyValueObservers.shared.notify(object, key: key, keyPath: nil, after: true)
  }

  /// A key path the app wrote literally, with its name (`\.contentSize` → `"contentSize"`): the
  /// port passes each key path given to `observe` through it, so the observation is told of the
  /// changes of that property by name, as Objective-C names it. Any kind of key path passes
  /// through as it is (a library's own `observe` may take a writable one).
  ///
  /// - Parameters:
  ///   - keyPath: The key path.
  ///   - name: Its name, its properties joined by dots.
  /// - Returns: The key path.
  public func _tapwrightKeyPath<Path: AnyKeyPath>(_ keyPath: Path, _ name: String) -> Path {
    KeyPathNames.shared.record(keyPath, name)
    return keyPath
  }

  extension NSObject {
    /// Tells the observations of HeadlessUIKit's observable property `key` that it is about to
    /// change (nothing when nothing is observed).
    func keyValueWillChange(_ key: String) {
      guard KeyValueObservers.shared.isObserving else { return }
      KeyValueObservers.shared.notify(self, key: key, keyPath: nil, after: false)
    }

    /// Tells them it changed.
    func keyValueDidChange(_ key: String) {
      guard KeyValueObservers.shared.isObserving else { return }
      KeyValueObservers.shared.notify(self, key: key, keyPath: nil, after: true)
    }
  }

  /// The names of the key paths the port recorded.
  private final class KeyPathNames: @unchecked Sendable {
    static let shared = KeyPathNames()
    private let lock = NSLock()
    private var names: [AnyKeyPath: String] = [:]

    func record(_ keyPath: AnyKeyPath, _ name: String) {
      lock.withLock { names[keyPath] = name }
    }

    func name(of keyPath: AnyKeyPath) -> String? {
      lock.withLock { names[keyPath] }
    }
  }

  /// The live observations, by observed object.
  private final class KeyValueObservers: @unchecked Sendable {
    static let shared = KeyValueObservers()
    private let lock = NSLock()
    private let count = Atomic<Int>(0)
    private var byObject: [ObjectIdentifier: [Weak]] = [:]

    struct Weak {
      weak var observation: NSKeyValueObservation?
    }

    /// Whether any observation is live: a setter's notification costs one load when none is.
    var isObserving: Bool { count.load(ordering: .relaxed) > 0 }

    func add(_ observation: NSKeyValueObservation) {
      lock.withLock {
        byObject[observation.objectID, default: []].append(Weak(observation: observation))
      }
      count.add(1, ordering: .relaxed)
    }

    func remove(_ observation: NSKeyValueObservation) {
      let removed = lock.withLock { () -> Bool in
        guard var list = byObject[observation.objectID],
          let index = list.firstIndex(where: { $0.observation === observation })
        else { return false }
        list.remove(at: index)
        list.removeAll { $0.observation == nil }
        byObject[observation.objectID] = list.isEmpty ? nil : list
        return true
      }
      if removed { count.subtract(1, ordering: .relaxed) }
    }

    /// The observations made with `addObserver(_:forKeyPath:options:context:)`, which last until
    /// they are removed.
    private var kept: [NSKeyValueObservation] = []

    func keep(_ observation: NSKeyValueObservation) {
      lock.withLock { kept.append(observation) }
    }

    /// The last kept observation of `object` by `observer` of `keyPath` (with `context`, when
    /// one is given).
    func kept(
      object: AnyObject, observer: NSObject, keyPath: String,
      context: UnsafeMutableRawPointer??
    ) -> NSKeyValueObservation? {
      lock.withLock {
        kept.last { observation in
          observation.object === object && observation.observer === observer
            && observation.name == keyPath
            && (context.map { $0 == observation.context } ?? true)
        }
      }
    }

    func release(_ observation: NSKeyValueObservation) {
      lock.withLock { kept.removeAll { $0 === observation } }
    }

    /// Calls the handlers of the observations of `object` that the change concerns, outside
    /// the lock (a handler may observe, invalidate or change the object again).
    func notify(_ object: AnyObject, key: String?, keyPath: AnyKeyPath?, after: Bool) {
      guard isObserving else { return }
      let concerned = lock.withLock { () -> [NSKeyValueObservation] in
        (byObject[ObjectIdentifier(object)] ?? []).compactMap { entry in
          guard let observation = entry.observation, observation.object === object,
            observation.matches(key: key, keyPath: keyPath)
          else { return nil }
          return observation
        }
      }
      for observation in concerned {
        if after { observation.didChange?(object) } else { observation.willChange?(object) }
      }
    }
  }

  /// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
  private func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { (rhs as? T) == lhs }
    guard let lhs = lhs as? any Equatable else { return false }
    return equal(lhs, rhs)
  }
#endif

#if !canImport(UIKit) && canImport(ObjectiveC)
  import Foundation

  extension NSObject {
    // On a Mac, HeadlessUIKit's properties are Swift's, not Objective-C's: key-value observing
    // cannot name them, so their setters send nothing.
    func keyValueWillChange(_ key: String) {}
    func keyValueDidChange(_ key: String) {}
  }
#endif
