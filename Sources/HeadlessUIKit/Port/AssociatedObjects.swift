#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // The Objective-C runtime's associated objects, which Linux lacks: values attached to any object
  // by a key's address (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`),
  // the way extensions of UIKit classes have added stored properties for a decade (SnapKit keeps
  // each view's constraints so).

  /// How an associated value is held, as the Objective-C runtime's policies.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference in effect: the value is not retained (the runtime's unretained
    /// reference; here a weak one, so reading it after the value is gone gives `nil`).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` value), then retained.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, atomically.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// The values associated with objects: by the object's identity, checked against a weak
  /// reference to it so that a value never outlives its object's identity for another object at
  /// the same address.
  private final class AssociatedValues: @unchecked Sendable {
    static let shared = AssociatedValues()

    struct Entry {
      weak var owner: AnyObject?
      var values: [UnsafeRawPointer: Held] = [:]
    }

    enum Held {
      case strong(Any)
      case weak(WeakBox)
    }

    final class WeakBox {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var writesSincePrune = 0

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: Held?) {
      lock.lock()
      defer { lock.unlock() }
      let id = ObjectIdentifier(owner)
      if entries[id]?.owner !== owner { entries[id] = Entry(owner: owner) }
      entries[id]?.values[key] = value
      writesSincePrune += 1
      if writesSincePrune >= 1024 {
        // Objects that are gone take their values with them.
        writesSincePrune = 0
        entries = entries.filter { $0.value.owner != nil }
      }
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
      lock.lock()
      defer { lock.unlock() }
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      switch entry.values[key] {
      case .strong(let value): return value
      case .weak(let box): return box.object
      case nil: return nil
      }
    }

    func removeAll(_ owner: AnyObject) {
      lock.lock()
      defer { lock.unlock() }
      entries[ObjectIdentifier(owner)] = nil
    }
  }

  /// Associates a value with an object for a key (the address of a variable of the caller's), as
  /// the Objective-C runtime does; `nil` removes it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    let owner = object as AnyObject
    guard let value else {
      AssociatedValues.shared.set(owner, key, nil)
      return
    }
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      let reference = value as AnyObject
      AssociatedValues.shared.set(owner, key, .weak(.init(reference)))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      let copied = (value as? NSCopying)?.copy(with: nil) ?? value
      AssociatedValues.shared.set(owner, key, .strong(copied))
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      AssociatedValues.shared.set(owner, key, .strong(value))
    }
  }

  /// The value associated with an object for a key, or `nil`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedValues.shared.get(object as AnyObject, key)
  }

  /// Removes every value associated with an object.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedValues.shared.removeAll(object as AnyObject)
  }
#endif
