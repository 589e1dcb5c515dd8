// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Foundation's pointer collections, which Linux's Foundation does not have: `NSHashTable` (the
  // weak set of observers or delegates an app notifies in turn) and `NSMapTable` (a dictionary
  // whose keys or values are weak), as Apple's `NSHashTable.h`, `NSMapTable.h` and
  // `NSPointerFunctions.h` declare them. Memory is strong or weak; equality is `isEqual(_:)` (an
  // `NSObject`'s) or identity, as the personality says. Weak entries whose object is gone are
  // purged at the next access (Apple purges them "at some indefinite point"), and entries keep
  // their insertion order (Apple's is unspecified).

  /// The memory and personality options of Foundation's pointer collections, as
  /// `NSPointerFunctions.h` declares them.
  open class NSPointerFunctions: NSObject {
    /// How a pointer collection holds its entries (the low byte: one memory kind) and compares
    /// them (the second byte: one personality), and whether it copies them in.
    public struct Options: OptionSet, Sendable {
      /// Apple's `NSPointerFunctionsOptions` value.
      public let rawValue: UInt
      /// Makes options from their raw value.
      ///
      /// - Parameter rawValue: Apple's `NSPointerFunctionsOptions` value.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Strong references (the default).
      public static let strongMemory = Options([])
      /// Unretained pointers.
      public static let opaqueMemory = Options(rawValue: 2 << 0)
      /// Memory from `malloc`.
      public static let mallocMemory = Options(rawValue: 3 << 0)
      /// Virtual memory.
      public static let machVirtualMemory = Options(rawValue: 4 << 0)
      /// Weak references, zeroed when the object goes.
      public static let weakMemory = Options(rawValue: 5 << 0)
      /// Equality and hash by `isEqual(_:)` and `hash` (the default).
      public static let objectPersonality = Options([])
      /// Equality by pointer.
      public static let opaquePersonality = Options(rawValue: 1 << 8)
      /// Equality by pointer, with an object's description.
      public static let objectPointerPersonality = Options(rawValue: 2 << 8)
      /// C strings.
      public static let cStringPersonality = Options(rawValue: 3 << 8)
      /// Structures compared by memory.
      public static let structPersonality = Options(rawValue: 4 << 8)
      /// Integers.
      public static let integerPersonality = Options(rawValue: 5 << 8)
      /// Copies entries in.
      public static let copyIn = Options(rawValue: 1 << 16)

      var isWeak: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
      var comparesIdentity: Bool {
        let personality = rawValue & 0xFF00
        return personality == Options.opaquePersonality.rawValue
          || personality == Options.objectPointerPersonality.rawValue
      }
    }

    let options: Options

    /// Pointer functions with the options given.
    ///
    /// - Parameter options: The memory and personality.
    public init(options: Options) {
      self.options = options
      super.init()
    }
  }

  /// A strongly held object in a hash table (`NSHashTableStrongMemory`).
  public let NSHashTableStrongMemory = NSPointerFunctions.Options.strongMemory
  /// A weakly held object in a hash table (`NSHashTableWeakMemory`).
  public let NSHashTableWeakMemory = NSPointerFunctions.Options.weakMemory
  /// Objects compared by pointer in a hash table (`NSHashTableObjectPointerPersonality`).
  public let NSHashTableObjectPointerPersonality = NSPointerFunctions.Options
    .objectPointerPersonality
  /// Objects copied in (`NSHashTableCopyIn`).
  public let NSHashTableCopyIn = NSPointerFunctions.Options.copyIn
  /// A strongly held key or value in a map table (`NSMapTableStrongMemory`).
  public let NSMapTableStrongMemory = NSPointerFunctions.Options.strongMemory
  /// A weakly held key or value in a map table (`NSMapTableWeakMemory`).
  public let NSMapTableWeakMemory = NSPointerFunctions.Options.weakMemory
  /// Keys or values compared by pointer in a map table (`NSMapTableObjectPointerPersonality`).
  public let NSMapTableObjectPointerPersonality = NSPointerFunctions.Options
    .objectPointerPersonality
  /// Keys or values copied in (`NSMapTableCopyIn`).
  public let NSMapTableCopyIn = NSPointerFunctions.Options.copyIn

  /// One entry's reference to its element, as the object it is: strong, or weak.
  struct PointerEntry {
    private var strong: AnyObject?
    private weak var weak: AnyObject?

    init(_ element: Any, weak isWeak: Bool) {
      let object = element as AnyObject
      if isWeak { weak = object } else { strong = object }
    }

    var object: AnyObject? { strong ?? weak }
  }

  /// Whether two objects are one entry under the options: identity, or `isEqual(_:)` for
  /// `NSObject`s (a Swift object's equality is its identity, as `SwiftObject`'s on iOS).
  func pointerEntriesMatch(_ a: AnyObject, _ b: AnyObject, _ options: NSPointerFunctions.Options)
    -> Bool
  {
    if a === b { return true }
    guard !options.comparesIdentity, let a = a as? NSObject, let b = b as? NSObject else {
      return false
    }
    return a.isEqual(b)
  }

  /// A set of objects, held strongly or weakly, as Foundation's `NSHashTable`.
  ///
  /// `ObjectType` is not constrained to classes: on iOS an `@objc` protocol's existential
  /// (`NSHashTable<Themeable>`) satisfies Apple's `AnyObject` constraint, and on Linux, where the
  /// port drops `@objc`, a class-bound protocol's does not. Each element is held as the object it
  /// is.
  open class NSHashTable<ObjectType>: NSObject, NSCopying {
    private var entries: [PointerEntry] = []
    private let options: NSPointerFunctions.Options

    /// A hash table with the options given.
    ///
    /// - Parameters:
    ///   - options: The memory (`.strongMemory`, `.weakMemory`) and personality.
    ///   - initialCapacity: A hint, unused.
    public init(options: NSPointerFunctions.Options, capacity initialCapacity: Int) {
      self.options = options
      super.init()
    }

    /// A hash table with the pointer functions' options.
    ///
    /// - Parameters:
    ///   - functions: The memory and personality.
    ///   - initialCapacity: A hint, unused.
    public init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int) {
      options = functions.options
      super.init()
    }

    /// A hash table with the options given (`hashTableWithOptions:`).
    ///
    /// - Parameter options: The memory and personality.
    public convenience init(options: NSPointerFunctions.Options) {
      self.init(options: options, capacity: 0)
    }

    /// A hash table with no options: strongly held objects compared with `isEqual(_:)`.
    public override convenience init() {
      self.init(options: [], capacity: 0)
    }

    /// A hash table of weakly held objects (`weakObjectsHashTable`).
    open class func weakObjects() -> NSHashTable<ObjectType> {
      NSHashTable(options: .weakMemory, capacity: 0)
    }

    /// The pointer functions in use (a new object).
    open var pointerFunctions: NSPointerFunctions { NSPointerFunctions(options: options) }

    private var live: [ObjectType] {
      entries.removeAll { $0.object == nil }
      return entries.compactMap { $0.object as? ObjectType }
    }

    /// How many objects it holds.
    open var count: Int { live.count }

    /// The object it holds equal to `object`, if any.
    ///
    /// - Parameter object: The object looked up.
    open func member(_ object: ObjectType?) -> ObjectType? {
      guard let object else { return nil }
      return live.first { pointerEntriesMatch($0 as AnyObject, object as AnyObject, options) }
    }

    /// An enumerator of its objects.
    open func objectEnumerator() -> NSEnumerator {
      NSArray(array: live).objectEnumerator()
    }

    /// Adds an object (nothing when an equal one is in it already, or `object` is `nil`).
    ///
    /// - Parameter object: The object.
    open func add(_ object: ObjectType?) {
      guard let object, member(object) == nil else { return }
      entries.append(PointerEntry(object, weak: options.isWeak))
    }

    /// Removes the object equal to `object`.
    ///
    /// - Parameter object: The object.
    open func remove(_ object: ObjectType?) {
      guard let object else { return }
      entries.removeAll { entry in
        entry.object.map { pointerEntriesMatch($0, object as AnyObject, options) } ?? true
      }
    }

    /// Removes every object.
    open func removeAllObjects() { entries.removeAll() }

    /// Its objects, in the order they were added.
    open var allObjects: [ObjectType] { live }

    /// One of its objects, or `nil` when it is empty.
    open var anyObject: ObjectType? { live.first }

    /// Whether it holds an object equal to `anObject`.
    ///
    /// - Parameter anObject: The object.
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// Whether it and `other` share an object.
    ///
    /// - Parameter other: The other table.
    open func intersects(_ other: NSHashTable<ObjectType>) -> Bool {
      live.contains { other.contains($0) }
    }

    /// Whether it and `other` hold the same objects.
    ///
    /// - Parameter other: The other table.
    open func isEqual(to other: NSHashTable<ObjectType>) -> Bool {
      count == other.count && isSubset(of: other)
    }

    /// Whether every object it holds is in `other`.
    ///
    /// - Parameter other: The other table.
    open func isSubset(of other: NSHashTable<ObjectType>) -> Bool {
      live.allSatisfy { other.contains($0) }
    }

    /// Keeps only the objects `other` holds too.
    ///
    /// - Parameter other: The other table.
    open func intersect(_ other: NSHashTable<ObjectType>) {
      entries.removeAll { entry in
        (entry.object as? ObjectType).map { !other.contains($0) } ?? true
      }
    }

    /// Adds the objects of `other`.
    ///
    /// - Parameter other: The other table.
    open func union(_ other: NSHashTable<ObjectType>) {
      for object in other.allObjects { add(object) }
    }

    /// Removes the objects `other` holds.
    ///
    /// - Parameter other: The other table.
    open func minus(_ other: NSHashTable<ObjectType>) {
      for object in other.allObjects { remove(object) }
    }

    /// Its objects as a set.
    open var setRepresentation: Set<AnyHashable> {
      Set(live.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0 as AnyObject)) })
    }

    /// A table with the same options and objects.
    ///
    /// - Parameter zone: Unused.
    open func copy(with zone: NSZone?) -> Any {
      let copy = NSHashTable<ObjectType>(options: options, capacity: 0)
      for object in live { copy.add(object) }
      return copy
    }
  }

  /// A dictionary whose keys and values are held strongly or weakly, as Foundation's `NSMapTable`.
  ///
  /// Its type parameters are not constrained to classes, as `NSHashTable`'s are not.
  open class NSMapTable<KeyType, ObjectType>: NSObject, NSCopying {
    private var entries: [(key: PointerEntry, value: PointerEntry)] = []
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options

    /// A map table with the options given.
    ///
    /// - Parameters:
    ///   - keyOptions: How keys are held and compared.
    ///   - valueOptions: How values are held.
    ///   - initialCapacity: A hint, unused.
    public init(
      keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options,
      capacity initialCapacity: Int
    ) {
      self.keyOptions = keyOptions
      self.valueOptions = valueOptions
      super.init()
    }

    /// A map table with the options given (`mapTableWithKeyOptions:valueOptions:`).
    ///
    /// - Parameters:
    ///   - keyOptions: How keys are held and compared.
    ///   - valueOptions: How values are held.
    public convenience init(
      keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options
    ) {
      self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    /// A map table of strongly held keys and values.
    public override convenience init() {
      self.init(keyOptions: [], valueOptions: [], capacity: 0)
    }

    /// Strong keys, strong values.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
      NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory, capacity: 0)
    }

    /// Weak keys, strong values.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
      NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory, capacity: 0)
    }

    /// Strong keys, weak values.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
      NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory, capacity: 0)
    }

    /// Weak keys, weak values.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
      NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory, capacity: 0)
    }

    /// The pointer functions of its keys (a new object).
    open var keyPointerFunctions: NSPointerFunctions { NSPointerFunctions(options: keyOptions) }

    /// The pointer functions of its values (a new object).
    open var valuePointerFunctions: NSPointerFunctions {
      NSPointerFunctions(options: valueOptions)
    }

    /// Drops the entries whose weak key or value is gone.
    private func purge() {
      entries.removeAll { $0.key.object == nil || $0.value.object == nil }
    }

    private var live: [(key: KeyType, value: ObjectType)] {
      purge()
      return entries.compactMap { entry in
        guard let key = entry.key.object as? KeyType, let value = entry.value.object as? ObjectType
        else { return nil }
        return (key, value)
      }
    }

    private func index(of key: KeyType) -> Int? {
      purge()
      return entries.firstIndex { entry in
        entry.key.object.map { pointerEntriesMatch($0, key as AnyObject, keyOptions) } ?? false
      }
    }

    /// The value for a key, or `nil`.
    ///
    /// - Parameter aKey: The key.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
      guard let aKey, let index = index(of: aKey) else { return nil }
      return entries[index].value.object as? ObjectType
    }

    /// Removes a key and its value.
    ///
    /// - Parameter aKey: The key.
    open func removeObject(forKey aKey: KeyType?) {
      guard let aKey, let index = index(of: aKey) else { return }
      entries.remove(at: index)
    }

    /// Sets the value for a key; a `nil` value removes the key, as Foundation's does.
    ///
    /// - Parameters:
    ///   - anObject: The value.
    ///   - aKey: The key.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
      guard let aKey else { return }
      guard let anObject else {
        removeObject(forKey: aKey)
        return
      }
      let value = PointerEntry(anObject, weak: valueOptions.isWeak)
      if let index = index(of: aKey) {
        entries[index].value = value
      } else {
        entries.append((PointerEntry(aKey, weak: keyOptions.isWeak), value))
      }
    }

    /// How many keys it holds.
    open var count: Int { live.count }

    /// An enumerator of its keys.
    open func keyEnumerator() -> NSEnumerator { NSArray(array: live.map(\.key)).objectEnumerator() }

    /// An enumerator of its values.
    open func objectEnumerator() -> NSEnumerator? {
      NSArray(array: live.map(\.value)).objectEnumerator()
    }

    /// Removes every key.
    open func removeAllObjects() { entries.removeAll() }

    /// Its keys and values as a dictionary.
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
      var dictionary: [AnyHashable: ObjectType] = [:]
      for (key, value) in live {
        dictionary[(key as? AnyHashable) ?? AnyHashable(ObjectIdentifier(key as AnyObject))] = value
      }
      return dictionary
    }

    /// A table with the same options, keys and values.
    ///
    /// - Parameter zone: Unused.
    open func copy(with zone: NSZone?) -> Any {
      let copy = NSMapTable<KeyType, ObjectType>(
        keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
      for (key, value) in live { copy.setObject(value, forKey: key) }
      return copy
    }
  }
#endif
