#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// What a fetch request returns: managed objects, their IDs, dictionaries or a count, as
  /// Core Data's.
  public protocol NSFetchRequestResult: NSObjectProtocol {}

  extension NSDictionary: NSFetchRequestResult {}
  extension NSNumber: NSFetchRequestResult {}

  /// The identity of a managed object, the same in every context of a store, as Core Data's.
  open class NSManagedObjectID: NSObject, NSFetchRequestResult, NSCopying, @unchecked Sendable {
    /// The entity of the object.
    open private(set) var entity: NSEntityDescription
    /// The store that keeps the object (`nil` until it is saved).
    open internal(set) weak var persistentStore: NSPersistentStore?
    /// Whether the object has not been saved yet.
    open var isTemporaryID: Bool { persistentStore == nil }
    let key: Int
    private static let counter = Counter()

    init(entity: NSEntityDescription) {
      self.entity = entity
      self.key = Self.counter.next()
      super.init()
    }

    /// A URL that names the object: `x-coredata://<store>/<Entity>/p<n>` once saved,
    /// `x-coredata:///<Entity>/t<n>` before.
    open func uriRepresentation() -> URL {
      let name =
        (entity.name ?? "Entity").addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        ?? "Entity"
      let text =
        if let store = persistentStore {
          "x-coredata://\(store.identifier ?? "")/\(name)/p\(key)"
        } else {
          "x-coredata:///\(name)/t\(key)"
        }
      return URL(string: text) ?? URL(string: "x-coredata:///")!
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
      (object as? NSManagedObjectID)?.key == key
    }
    open override var hash: Int { key }
    open override var description: String {
      "<\(isTemporaryID ? "temporary " : "")\(entity.name ?? "") \(uriRepresentation())>"
    }

    final class Counter: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      func next() -> Int {
        lock.withLock {
          value += 1
          return value
        }
      }
    }
  }

  /// An object of a Core Data model: its entity's attributes and relationships kept by a
  /// context, as Core Data's. Properties declared `@NSManaged` in a subclass are kept here (the
  /// port step turns them into accessors of `value(forKey:)` and `setValue(_:forKey:)`).
  open class NSManagedObject: NSObject, NSFetchRequestResult, KeyValueStore {
    /// The object's entity.
    open private(set) var entity: NSEntityDescription
    /// The context that keeps it (`nil` once deleted and saved, or never inserted).
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity.
    open internal(set) var objectID: NSManagedObjectID
    /// The values of its attributes and relationships: a to-one relationship holds an object or
    /// an ID (of an object not yet brought into this context), a to-many one an array of them.
    var storage: [String: Any] = [:]
    /// The values at the last save or fetch.
    var committed: [String: Any] = [:]

    /// A new object of `entity`, inserted into `context` when one is given.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
      self.entity = entity
      self.objectID = NSManagedObjectID(entity: entity)
      super.init()
      for case let attribute as NSAttributeDescription in entity.properties {
        if let value = attribute.defaultValue { storage[attribute.name] = value }
      }
      if let context { context.insert(self) }
    }

    /// A new object of the class's entity in `context`'s model, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
      let entity =
        context.model?.entity(for: Self.self)
        ?? {
          reportUIKitException(
            "An NSManagedObject of class '\(String(reflecting: Self.self))' must have a valid "
              + "NSEntityDescription.")
          return NSEntityDescription()
        }()
      self.init(entity: entity, insertInto: context)
    }

    /// The class's entity, in the models loaded so far.
    open class func entity() -> NSEntityDescription {
      if let entity = LoadedModels.entity(for: self) { return entity }
      reportUIKitException(
        "+entity: \(String(reflecting: self)) not found in any loaded model (load a persistent "
          + "container or store first).")
      return NSEntityDescription()
    }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
      NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    // MARK: State

    /// Whether it was inserted and not yet saved.
    open var isInserted: Bool { managedObjectContext?.insertedSet.contains(self) ?? false }
    /// Whether it has unsaved changes.
    open var isUpdated: Bool { managedObjectContext?.updatedSet.contains(self) ?? false }
    /// Whether it was deleted and not yet saved.
    open var isDeleted: Bool { managedObjectContext?.deletedSet.contains(self) ?? false }
    /// Whether it was inserted, changed or deleted since the last save.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether a saved property changed.
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }
    /// Whether it is a fault (never here: every object has its values).
    open var isFault: Bool { false }
    /// The faulting state (always 0 here).
    open var faultingState: Int { 0 }

    /// The properties changed since the last save, with their new values.
    open func changedValues() -> [String: Any] {
      var result: [String: Any] = [:]
      for property in entity.properties where !property.isTransient {
        let now = storage[property.name]
        let before = committed[property.name]
        if !ManagedValues.same(now, before) {
          result[property.name] = presented(now, for: property) ?? NSNull()
        }
      }
      return result
    }

    /// The values of `keys` (every property for `nil`) at the last save.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
      var result: [String: Any] = [:]
      for key in keys ?? entity.properties.map(\.name) {
        guard let property = entity.propertiesByName[key] else { continue }
        result[key] = presented(committed[key], for: property) ?? NSNull()
      }
      return result
    }

    // MARK: Life cycle

    /// Called once, when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when the object is fetched into a context.
    open func awakeFromFetch() {}
    /// Called before the object is saved.
    open func willSave() {}
    /// Called after the object is saved.
    open func didSave() {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}
    /// Called before the object becomes a fault.
    open func willTurnIntoFault() {}
    /// Called after the object became a fault.
    open func didTurnIntoFault() {}
    /// Checks the object before it is inserted by a save.
    open func validateForInsert() throws {}
    /// Checks the object before its changes are saved.
    open func validateForUpdate() throws {}
    /// Checks the object before it is deleted by a save.
    open func validateForDelete() throws {}

    // MARK: Values

    /// The value of a property without change tracking.
    open func primitiveValue(forKey key: String) -> Any? {
      guard let property = entity.propertiesByName[key] else { return storage[key] }
      return presented(storage[key], for: property)
    }

    /// Sets a property's value without change tracking or inverse upkeep.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
      storage[key] = ManagedValues.flattened(value)
    }

    /// Marks the start of a change to `key`: its key-value observations are told.
    open func willChangeValue(forKey key: String) { _tapwrightKeyValueWillChange(self, key) }
    /// Marks the end of a change to `key`: the context notes the update and the observations
    /// are told.
    open func didChangeValue(forKey key: String) {
      managedObjectContext?.noteUpdate(of: self)
      _tapwrightKeyValueDidChange(self, key)
    }
    /// Marks the start of a read of `key`.
    open func willAccessValue(forKey key: String?) {}
    /// Marks the end of a read of `key`.
    open func didAccessValue(forKey key: String?) {}

    func storedValue(forKey key: String) -> Any?? {
      guard let property = entity.propertiesByName[key] else { return nil }
      return .some(presented(storage[key], for: property))
    }

    func setStoredValue(_ value: Any?, forKey key: String) -> Bool {
      guard let property = entity.propertiesByName[key] else { return false }
      let value = ManagedValues.flattened(value)
      if let relationship = property as? NSRelationshipDescription {
        setRelationship(relationship, to: value)
      } else if let attribute = property as? NSAttributeDescription {
        storage[key] = ManagedValues.normalized(value, for: attribute)
      }
      managedObjectContext?.noteUpdate(of: self)
      return true
    }

    /// A stored value as Core Data hands it out: a to-many relationship as an `NSSet` (or
    /// `NSOrderedSet`) of objects, a to-one as its object.
    func presented(_ raw: Any?, for property: NSPropertyDescription) -> Any? {
      guard let relationship = property as? NSRelationshipDescription else { return raw }
      if relationship.isToMany {
        let objects = related(raw)
        return relationship.isOrdered
          ? NSOrderedSet(array: objects) as Any : NSSet(array: objects) as Any
      }
      return related(raw).first
    }

    /// The objects a stored relationship value reaches, brought into this object's context.
    func related(_ raw: Any?) -> [NSManagedObject] {
      let items: [Any] =
        if let array = raw as? [Any] { array } else if let raw { [raw] } else { [] }
      return items.compactMap { item in
        if let object = item as? NSManagedObject { return object }
        if let id = item as? NSManagedObjectID { return managedObjectContext?.object(with: id) }
        return nil
      }
    }

    /// The objects `relationship` reaches now.
    func objects(of relationship: NSRelationshipDescription) -> [NSManagedObject] {
      related(storage[relationship.name])
    }

    /// Sets a relationship and keeps its inverse in step, as Core Data does.
    func setRelationship(_ relationship: NSRelationshipDescription, to value: Any?) {
      let old = objects(of: relationship)
      let new = ManagedValues.objects(in: value)
      if relationship.isToMany {
        storage[relationship.name] = new
      } else {
        storage[relationship.name] = new.first
      }
      guard let inverse = relationship.inverseRelationship else { return }
      for gone in old where !new.contains(where: { $0 === gone }) {
        gone.unlink(self, through: inverse)
      }
      for added in new where !old.contains(where: { $0 === added }) {
        added.link(self, through: inverse)
      }
    }

    /// Adds `object` to (or sets it as) this object's `relationship`, without touching the
    /// inverse; a to-one's previous object loses its link back to this one.
    func link(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
      var current = objects(of: relationship)
      if relationship.isToMany {
        guard !current.contains(where: { $0 === object }) else { return }
        current.append(object)
        storage[relationship.name] = current
      } else {
        if let previous = current.first, previous !== object,
          let inverse = relationship.inverseRelationship
        {
          previous.unlink(self, through: inverse)
        }
        storage[relationship.name] = object
      }
      managedObjectContext?.noteUpdate(of: self)
    }

    /// Removes `object` from this object's `relationship`, without touching the inverse.
    func unlink(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
      let current = objects(of: relationship)
      guard current.contains(where: { $0 === object }) else { return }
      let rest = current.filter { $0 !== object }
      if relationship.isToMany {
        storage[relationship.name] = rest
      } else {
        storage[relationship.name] = nil
      }
      managedObjectContext?.noteUpdate(of: self)
    }

    /// The relationship a generated accessor's name refers to (`addToTags` → `tags`).
    func relationship(named suffix: String) -> NSRelationshipDescription? {
      let relationships = entity.relationshipsByName
      if let exact = relationships[suffix] { return exact }
      let lowered = suffix.prefix(1).lowercased() + suffix.dropFirst()
      return relationships[lowered]
        ?? relationships.values.first { $0.name.lowercased() == suffix.lowercased() }
    }

    // MARK: Accessors the port generates

    /// An `@NSManaged` property's value, in its declared type.
    @_spi(TapwrightPort)
    public func _tapwrightManagedValue<Value>(forKey key: String) -> Value {
      ManagedValues.converted(storedValue(forKey: key) ?? storage[key], to: Value.self, key: key)
    }

    /// Sets an `@NSManaged` property.
    @_spi(TapwrightPort)
    public func _tapwrightSetManagedValue<Value>(_ value: Value, forKey key: String) {
      if !setStoredValue(value, forKey: key) { storage[key] = ManagedValues.flattened(value) }
    }

    /// An `@NSManaged` to-many accessor: `addToTags(_:)`, `removeFromTags(_:)`,
    /// `insertIntoTags(_:at:)`, `removeFromTags(at:)`, `replaceTags(at:with:)`.
    @_spi(TapwrightPort)
    public func _tapwrightManagedAccessor(_ name: String, _ arguments: Any...) {
      let prefixes = ["addTo", "removeFrom", "insertInto", "replace"]
      guard let prefix = prefixes.first(where: name.hasPrefix),
        let relationship = relationship(named: String(name.dropFirst(prefix.count)))
      else {
        reportUIKitException("-[\(uikitDescription(self)) \(name)]: unrecognized selector")
        return
      }
      var current = objects(of: relationship)
      let indexes = arguments.compactMap(ManagedValues.indexes)
      let objects = arguments.flatMap { ManagedValues.objects(in: $0) }
      switch prefix {
      case "addTo":
        current += objects.filter { object in !current.contains { $0 === object } }
      case "removeFrom" where !indexes.isEmpty:
        let doomed = Set(indexes[0])
        current = current.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
      case "removeFrom":
        current.removeAll { object in objects.contains { $0 === object } }
      case "insertInto":
        var at = indexes.first ?? [current.count]
        for object in objects where !current.contains(where: { $0 === object }) {
          current.insert(object, at: min(at.removeFirst(), current.count))
          if at.isEmpty { at = [current.count] }
        }
      default:  // replace
        for (index, object) in zip(indexes.first ?? [], objects) where index < current.count {
          current[index] = object
        }
      }
      setRelationship(relationship, to: current)
      managedObjectContext?.noteUpdate(of: self)
    }

    open override var description: String {
      let values = entity.properties.map { property in
        let value = storage[property.name]
        let text: String =
          if let relationship = property as? NSRelationshipDescription {
            relationship.isToMany
              ? "<relationship fault: '\(property.name)'>"
              : related(value).first.map { $0.objectID.description } ?? "nil"
          } else {
            value.map { "\($0)" } ?? "nil"
          }
        return "    \(property.name) = \(text);"
      }
      return "<\(String(reflecting: type(of: self))): \(uikitDescription(self)) (entity: "
        + "\(entity.name ?? ""); id: \(objectID.uriRepresentation()); data: {\n"
        + values.joined(separator: "\n") + "\n})>"
    }
  }

  /// The models of the containers and coordinators created so far, where a class finds its
  /// entity.
  enum LoadedModels {
    nonisolated(unsafe) private static var models: [WeakModel] = []
    private static let lock = NSLock()

    struct WeakModel { weak var model: NSManagedObjectModel? }

    static func add(_ model: NSManagedObjectModel) {
      lock.withLock {
        models.removeAll { $0.model == nil || $0.model === model }
        models.append(WeakModel(model: model))
      }
    }

    static func entity(named name: String) -> NSEntityDescription? {
      let live = lock.withLock { models.compactMap(\.model) }
      return live.reversed().lazy.compactMap { $0.entitiesByName[name] }.first
    }

    static func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
      let live = lock.withLock { models.compactMap(\.model) }
      for model in live.reversed() {
        if let entity = model.entity(for: type) { return entity }
      }
      return nil
    }
  }

  /// Conversions between what apps hand Core Data and what it keeps.
  enum ManagedValues {
    /// `nil` for an optional holding nothing, the wrapped value otherwise.
    static func flattened(_ value: Any?) -> Any? {
      guard let value else { return nil }
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { return value }
      return mirror.children.first.flatMap { flattened($0.value) }
    }

    /// The managed objects a relationship value holds (an object, a set, an array).
    static func objects(in value: Any?) -> [NSManagedObject] {
      switch flattened(value) {
      case let object as NSManagedObject: return [object]
      case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
      case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
      case let array as [Any]: return array.flatMap { objects(in: $0) }
      case let other?:
        let mirror = Mirror(reflecting: other)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return [] }
        return mirror.children.flatMap { objects(in: $0.value) }
      default: return []
      }
    }

    /// The positions an accessor's index argument holds.
    static func indexes(_ value: Any) -> [Int]? {
      switch value {
      case let index as Int: [index]
      case let set as IndexSet: Array(set)
      case let set as NSIndexSet: Array(set as IndexSet)
      default: nil
      }
    }

    /// An attribute's value in the type Core Data keeps for it.
    static func normalized(_ value: Any?, for attribute: NSAttributeDescription) -> Any? {
      guard let value else { return nil }
      switch attribute.attributeType {
      case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
        return number(value)?.int64Value ?? value
      case .doubleAttributeType, .floatAttributeType:
        return number(value)?.doubleValue ?? value
      case .booleanAttributeType: return number(value)?.boolValue ?? value
      case .decimalAttributeType:
        if let decimal = value as? Decimal { return decimal }
        return number(value).map { Decimal($0.doubleValue) } ?? value
      case .dateAttributeType: return (value as? NSDate).map { $0 as Date } ?? value
      case .stringAttributeType: return (value as? NSString).map { $0 as String } ?? value
      case .binaryDataAttributeType: return (value as? NSData).map { $0 as Data } ?? value
      default: return value
      }
    }

    /// A number's value as an `NSNumber`, for any numeric type (as predicates read numbers;
    /// a `Decimal` stays decimal).
    static func number(_ value: Any) -> NSNumber? {
      if let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
      return numericValue(value)?.object
    }

    /// Whether two stored values are the same (objects by identity).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
      switch (flattened(a), flattened(b)) {
      case (nil, nil): return true
      case (nil, _), (_, nil): return false
      case (let a?, let b?):
        if let x = a as? [AnyObject], let y = b as? [AnyObject] {
          return x.count == y.count && zip(x, y).allSatisfy { identity($0) == identity($1) }
        }
        if let x = managedKey(a), let y = managedKey(b) { return x == y }
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return false
      }
    }

    /// The identity of a managed object or ID, `nil` for any other value.
    private static func managedKey(_ value: Any) -> Int? {
      (value as? NSManagedObject)?.objectID.key ?? (value as? NSManagedObjectID)?.key
    }

    private static func identity(_ object: AnyObject) -> Int {
      if let managed = object as? NSManagedObject { return managed.objectID.key }
      if let id = object as? NSManagedObjectID { return id.key }
      return ObjectIdentifier(object).hashValue
    }

    /// A stored value in the type an `@NSManaged` property declares.
    static func converted<Value>(_ raw: Any?, to type: Value.Type, key: String) -> Value {
      let value = flattened(raw)
      if let value = value as? Value { return value }
      if let maker = Value.self as? any ManagedValueConvertible.Type,
        let made = maker.managedValue(from: value) as? Value
      {
        return made
      }
      if value == nil, let none = (Value.self as? any ManagedOptional.Type)?.managedNone as? Value {
        return none
      }
      let message =
        "Core Data: the value of '\(key)' (\(value.map { "\(Swift.type(of: $0))" } ?? "nil")) is not "
        + "a \(Value.self)"
      // On iOS this bridges a nil or a mismatched object into the declared type and crashes
      // later, or at once; here the test fails at this line and reads an empty value instead.
      if let empty = (Value.self as? any ManagedEmptyValue.Type)?.managedEmpty as? Value {
        reportUIKitException(message)
        return empty
      }
      fatalError(message)
    }
  }

  /// Types with an empty value a property of that type reads, after a failure, when what it holds
  /// cannot be converted (a non-optional `String` holding nothing reads `""`, as Swift bridges a
  /// nil `NSString`).
  protocol ManagedEmptyValue { static var managedEmpty: Self { get } }
  extension String: ManagedEmptyValue { static var managedEmpty: String { "" } }
  extension Data: ManagedEmptyValue { static var managedEmpty: Data { Data() } }
  extension Date: ManagedEmptyValue {
    static var managedEmpty: Date { Date(timeIntervalSinceReferenceDate: 0) }
  }
  extension UUID: ManagedEmptyValue {
    static var managedEmpty: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
  }
  extension URL: ManagedEmptyValue { static var managedEmpty: URL { URL(fileURLWithPath: "/") } }
  extension Decimal: ManagedEmptyValue { static var managedEmpty: Decimal { 0 } }
  extension Array: ManagedEmptyValue { static var managedEmpty: Array { [] } }
  extension Set: ManagedEmptyValue { static var managedEmpty: Set { [] } }
  extension Dictionary: ManagedEmptyValue { static var managedEmpty: Dictionary { [:] } }

  /// Optionals, which a property holding nothing returns as `nil`.
  protocol ManagedOptional { static var managedNone: Self { get } }
  extension Optional: ManagedOptional {
    static var managedNone: Optional { nil }
  }

  /// The types an `@NSManaged` property may declare that Core Data converts to.
  protocol ManagedValueConvertible {
    /// A stored value in this type, or `nil` when it cannot be.
    static func managedValue(from value: Any?) -> Any?
  }

  extension Optional: ManagedValueConvertible where Wrapped: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      guard let value else { return Optional<Wrapped>.none as Any }
      return (Wrapped.managedValue(from: value) as? Wrapped).map { Optional.some($0) as Any }
    }
  }

  /// Numbers Core Data keeps as `NSNumber`: a scalar property holding nothing reads 0.
  protocol ManagedNumber: ManagedValueConvertible {
    init(number: NSNumber)
  }
  extension ManagedNumber {
    static func managedValue(from value: Any?) -> Any? {
      guard let value else { return Self(number: 0) }
      return ManagedValues.number(value).map(Self.init(number:))
    }
  }
  extension Int: ManagedNumber { init(number: NSNumber) { self = number.intValue } }
  extension Int16: ManagedNumber { init(number: NSNumber) { self = number.int16Value } }
  extension Int32: ManagedNumber { init(number: NSNumber) { self = number.int32Value } }
  extension Int64: ManagedNumber { init(number: NSNumber) { self = number.int64Value } }
  extension UInt: ManagedNumber { init(number: NSNumber) { self = number.uintValue } }
  extension Double: ManagedNumber { init(number: NSNumber) { self = number.doubleValue } }
  extension Float: ManagedNumber { init(number: NSNumber) { self = number.floatValue } }
  extension Bool: ManagedNumber { init(number: NSNumber) { self = number.boolValue } }
  extension NSNumber: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      guard let value, let number = ManagedValues.number(value) else { return nil }
      switch value {
      case is Double, is Float, is CGFloat: return NSNumber(value: number.doubleValue)
      case is Bool: return NSNumber(value: number.boolValue)
      default: return NSNumber(value: number.int64Value)
      }
    }
  }
  extension Decimal: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      guard let value, let number = ManagedValues.number(value) else { return nil }
      return (number as? NSDecimalNumber)?.decimalValue ?? Decimal(number.doubleValue)
    }
  }

  /// The collections a to-many `@NSManaged` property may declare.
  extension NSSet: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      NSSet(array: ManagedValues.objects(in: value))
    }
  }
  extension NSOrderedSet: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      NSOrderedSet(array: ManagedValues.objects(in: value))
    }
  }
  extension Set: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      let objects = ManagedValues.objects(in: value)
      let elements = objects.compactMap { $0 as? Element }
      return elements.count == objects.count ? Set(elements) : nil
    }
  }
  extension Array: ManagedValueConvertible {
    static func managedValue(from value: Any?) -> Any? {
      let objects = ManagedValues.objects(in: value)
      let elements = objects.compactMap { $0 as? Element }
      return elements.count == objects.count ? elements : nil
    }
  }
#endif
