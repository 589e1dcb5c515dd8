#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// Where a context runs its work, as Core Data's.
  public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  extension Notification.Name {
    /// Posted by a context after it saved.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSManagedObjectContextDidSave = Notification.Name(
      "NSManagedObjectContextDidSaveNotification")
    /// Posted by a context before it saves.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSManagedObjectContextWillSave = Notification.Name(
      "NSManagedObjectContextWillSaveNotification")
    /// Posted by a context when its objects changed (at the end of an event, before a save).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
      "NSManagedObjectContextObjectsDidChangeNotification")
  }

  /// The inserted objects of a change notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSInsertedObjectsKey = "inserted"
  /// The updated objects of a change notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSUpdatedObjectsKey = "updated"
  /// The deleted objects of a change notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSDeletedObjectsKey = "deleted"
  /// The refreshed objects of a change notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSRefreshedObjectsKey = "refreshed"
  /// The invalidated objects of a change notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSInvalidatedObjectsKey = "invalidated"
  /// Every object invalidated.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSInvalidatedAllObjectsKey = "invalidatedAll"
  /// The key of a validation error's property.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSValidationKeyErrorKey = "NSValidationErrorKey"
  /// The object a validation error concerns.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSValidationObjectErrorKey = "NSValidationErrorObject"
  /// The value a validation error refused.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSValidationValueErrorKey = "NSValidationErrorValue"
  /// The errors of a multiple-errors error.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSDetailedErrorsKey = "NSDetailedErrors"
  /// The objects of a merge conflict.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"

  /// Core Data's error codes.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSManagedObjectValidationError: Int { 1550 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSValidationMultipleErrorsError: Int { 1560 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSValidationMissingMandatoryPropertyError: Int { 1570 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSValidationRelationshipLacksMinimumCountError: Int { 1580 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSValidationRelationshipExceedsMaximumCountError: Int { 1590 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSValidationRelationshipDeniedDeleteError: Int { 1600 }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var NSManagedObjectReferentialIntegrityError: Int { 133000 }

  /// How a save resolves conflicts with the store, as Core Data's.
  open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kinds of policy.
    public enum MergePolicyType: UInt, Sendable {
      case errorMergePolicyType = 0
      case mergeByPropertyStoreTrumpMergePolicyType = 1
      case mergeByPropertyObjectTrumpMergePolicyType = 2
      case overwriteMergePolicyType = 3
      case rollbackMergePolicyType = 4
    }
    /// The policy's kind.
    open private(set) var mergeType: MergePolicyType

    public init(merge ty: MergePolicyType) {
      mergeType = ty
      super.init()
    }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(
      merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(
      merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
  // swift-format-ignore: AlwaysUseLowerCamelCase
  nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy
    .mergeByPropertyStoreTrump
  // swift-format-ignore: AlwaysUseLowerCamelCase
  nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any =
    NSMergePolicy.mergeByPropertyObjectTrump
  // swift-format-ignore: AlwaysUseLowerCamelCase
  nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
  // swift-format-ignore: AlwaysUseLowerCamelCase
  nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

  /// A scratch pad of managed objects: inserts, changes, deletes, fetches and saves to its
  /// coordinator's stores or its parent context, as Core Data's.
  open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// Where its work runs.
    open private(set) var concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator it saves to (its parent's, for a child context).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
      get { storedCoordinator ?? parent?.persistentStoreCoordinator }
      set {
        storedCoordinator = newValue
        ContextRegistry.add(self)
      }
    }
    private var storedCoordinator: NSPersistentStoreCoordinator?
    /// The context it saves to, instead of a coordinator.
    open var parent: NSManagedObjectContext? {
      didSet { parent?.children.append(WeakContext(context: self)) }
    }
    /// Its name, for debugging.
    open var name: String?
    /// How a save resolves conflicts.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether changes saved to its coordinator or parent by another context come in by
    /// themselves.
    open var automaticallyMergesChangesFromParent = false
    /// How long fetched values stay fresh.
    open var stalenessInterval: TimeInterval = -1
    /// Whether deletes reach across relationships at the end of each event.
    open var propagatesDeletesAtEndOfEvent = true
    /// Whether it keeps its objects alive.
    open var retainsRegisteredObjects = false
    /// Whether faults of deleted objects are deleted.
    open var shouldDeleteInaccessibleFaults = true
    /// Who made the changes of its saves.
    open var transactionAuthor: String?
    /// Its user info.
    open var userInfo: NSMutableDictionary = [:]

    private var registered: [Int: NSManagedObject] = [:]
    var insertedSet: Set<NSManagedObject> = []
    var updatedSet: Set<NSManagedObject> = []
    var deletedSet: Set<NSManagedObject> = []
    /// The changes since the last objects-did-change notification.
    private var pending:
      (
        inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>,
        deleted: Set<NSManagedObject>
      ) = ([], [], [])
    private var pendingScheduled = false
    fileprivate var children: [WeakContext] = []
    private let queue: DispatchQueue?
    private let lock = NSRecursiveLock()

    struct WeakContext { weak var context: NSManagedObjectContext? }

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
      concurrencyType = ct
      queue =
        ct == .privateQueueConcurrencyType
        ? DispatchQueue(label: "NSManagedObjectContext.privateQueue") : nil
      super.init()
    }

    /// A context confined to the thread that made it (deprecated on iOS).
    public override convenience init() { self.init(concurrencyType: .confinementConcurrencyType) }

    /// The model of its coordinator.
    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

    // MARK: Queues

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
      let run = UncheckedBox { self.lock.withLock { self.running(block) } }
      if let queue {
        queue.async { run.value() }
      } else {
        DispatchQueue.main.async { run.value() }
      }
    }

    /// Runs `block` on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) {
      lock.withLock { running(block) }
    }

    /// Runs `block` on the context's queue and waits for its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
      try lock.withLock { try running(block) }
    }

    /// When ``perform(schedule:_:)`` runs its block.
    public enum ScheduledTaskType: Sendable {
      case immediate
      case enqueued
    }

    /// Runs `block` on the context's queue and returns its result (here, at once: the context
    /// is locked while it runs, as its queue would be).
    public func perform<T>(
      schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T
    ) async rethrows -> T {
      try performAndWait(block)
    }

    private func running<T>(_ block: () throws -> T) rethrows -> T {
      let key = "NSManagedObjectContext.current"
      let dictionary = Thread.current.threadDictionary
      let outer = dictionary[key]
      dictionary[key] = self
      defer { dictionary[key] = outer }
      return try block()
    }

    /// The context whose `perform` block runs on this thread (for ``NSFetchRequest/execute()``).
    static var current: NSManagedObjectContext? {
      Thread.current.threadDictionary["NSManagedObjectContext.current"] as? NSManagedObjectContext
    }

    // MARK: Objects

    /// Its inserted objects not yet saved.
    open var insertedObjects: Set<NSManagedObject> { lock.withLock { insertedSet } }
    /// Its changed objects not yet saved.
    open var updatedObjects: Set<NSManagedObject> { lock.withLock { updatedSet } }
    /// Its deleted objects not yet saved.
    open var deletedObjects: Set<NSManagedObject> { lock.withLock { deletedSet } }
    /// Every object it keeps.
    open var registeredObjects: Set<NSManagedObject> {
      lock.withLock { Set(registered.values).union(insertedSet) }
    }
    /// Whether it has unsaved inserts, changes or deletes.
    open var hasChanges: Bool {
      lock.withLock { !insertedSet.isEmpty || !updatedSet.isEmpty || !deletedSet.isEmpty }
    }

    /// Inserts an object; it is saved with the next save.
    open func insert(_ object: NSManagedObject) {
      lock.withLock {
        if let other = object.managedObjectContext, other !== self {
          reportUIKitException(
            "An NSManagedObject may only be in (or observed by) a single "
              + "NSManagedObjectContext.")
          return
        }
        guard object.managedObjectContext == nil || deletedSet.contains(object) else { return }
        if deletedSet.remove(object) != nil { return }
        object.managedObjectContext = self
        registered[object.objectID.key] = object
        insertedSet.insert(object)
        notePending(inserted: object)
      }
      object.awakeFromInsert()
    }

    /// Deletes an object; the delete is saved with the next save. Relationships with the
    /// cascade rule delete their objects; the nullify rule removes the object from them.
    open func delete(_ object: NSManagedObject) {
      lock.withLock {
        guard object.managedObjectContext === self, !deletedSet.contains(object) else { return }
        object.prepareForDeletion()
        if insertedSet.remove(object) != nil {
          registered[object.objectID.key] = nil
          detachRelationships(of: object)
          object.managedObjectContext = nil
          pending.inserted.remove(object)
          return
        }
        deletedSet.insert(object)
        updatedSet.remove(object)
        notePending(deleted: object)
        detachRelationships(of: object)
      }
    }

    /// The delete rules of an object being deleted: cascade deletes, nullify unlinks.
    private func detachRelationships(of object: NSManagedObject) {
      for case let relationship as NSRelationshipDescription in object.entity.properties {
        let reached = object.objects(of: relationship)
        switch relationship.deleteRule {
        case .cascadeDeleteRule:
          for other in reached { delete(other) }
          fallthrough
        case .nullifyDeleteRule:
          if let inverse = relationship.inverseRelationship {
            for other in reached { other.unlink(object, through: inverse) }
          }
        case .denyDeleteRule, .noActionDeleteRule: break
        }
      }
    }

    /// The object with an ID, brought into this context from the store (or the parent) when
    /// needed.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
      lock.withLock {
        if let object = registered[objectID.key] { return object }
        let entity = model?.entitiesByName[objectID.entity.name ?? ""] ?? objectID.entity
        let object = entity.objectClass.init(entity: entity, insertInto: nil)
        object.objectID = objectID
        object.managedObjectContext = self
        registered[objectID.key] = object
        if let values = sourceValues(for: objectID) {
          object.storage = values
          object.committed = values
          object.awakeFromFetch()
        }
        return object
      }
    }

    /// The object with an ID, or an error when no store or parent has it.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
      if let object = lock.withLock({ registered[objectID.key] }) { return object }
      guard sourceValues(for: objectID) != nil else {
        throw NSError(
          domain: NSCocoaErrorDomain, code: NSManagedObjectReferentialIntegrityError,
          userInfo: [
            "NSAffectedObjectsErrorKey": [objectID],
            NSLocalizedDescriptionKey:
              "The operation couldn’t be completed. (Cocoa error 133000.)",
          ])
      }
      return object(with: objectID)
    }

    /// The object with an ID if this context keeps it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
      lock.withLock { registered[objectID.key] }
    }

    /// Makes inserted objects' IDs permanent (here, IDs are the same before and after).
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// Records a change to an object this context keeps.
    func noteUpdate(of object: NSManagedObject) {
      lock.withLock {
        guard object.managedObjectContext === self, !insertedSet.contains(object),
          !deletedSet.contains(object)
        else { return }
        updatedSet.insert(object)
        notePending(updated: object)
      }
    }

    // MARK: Change notifications

    private func notePending(
      inserted: NSManagedObject? = nil, updated: NSManagedObject? = nil,
      deleted: NSManagedObject? = nil
    ) {
      if let inserted { pending.inserted.insert(inserted) }
      if let updated, !pending.inserted.contains(updated) { pending.updated.insert(updated) }
      if let deleted {
        pending.deleted.insert(deleted)
        pending.updated.remove(deleted)
      }
      guard !pendingScheduled else { return }
      pendingScheduled = true
      // Core Data sends its change notification at the end of the event (run loop turn).
      perform { [weak self] in self?.processPendingChanges() }
    }

    /// Sends the objects-did-change notification for the changes since the last one.
    open func processPendingChanges() {
      let changes: (Set<NSManagedObject>, Set<NSManagedObject>, Set<NSManagedObject>)? =
        lock.withLock {
          pendingScheduled = false
          let changes = pending
          pending = ([], [], [])
          if changes.inserted.isEmpty && changes.updated.isEmpty && changes.deleted.isEmpty {
            return nil
          }
          return (changes.inserted, changes.updated, changes.deleted)
        }
      guard let (inserted, updated, deleted) = changes else { return }
      postChange(inserted: inserted, updated: updated, deleted: deleted)
    }

    fileprivate func postChange(
      inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>,
      deleted: Set<NSManagedObject>, refreshed: Set<NSManagedObject> = []
    ) {
      var info: [AnyHashable: Any] = [:]
      if !inserted.isEmpty { info[NSInsertedObjectsKey] = inserted }
      if !updated.isEmpty { info[NSUpdatedObjectsKey] = updated }
      if !deleted.isEmpty { info[NSDeletedObjectsKey] = deleted }
      if !refreshed.isEmpty { info[NSRefreshedObjectsKey] = refreshed }
      NotificationCenter.default.post(
        name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
    }

    // MARK: Fetching

    /// The objects a fetch request asks for.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
      let results = try execute(fetch: request)
      return results.compactMap { result in
        if let typed = result as? T { return typed }
        reportUIKitException(
          "Could not cast value of type '\(String(reflecting: Swift.type(of: result)))' to "
            + "'\(String(reflecting: T.self))' (the entity's class in the model is "
            + "'\((result as? NSManagedObject)?.entity.managedObjectClassName ?? "?")').")
        return nil
      }
    }

    /// How many objects a fetch request finds.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
      try matchingObjects(request).count
    }

    /// Runs a request: a fetch, a batch delete or a batch update.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
      switch request {
      case let delete as NSBatchDeleteRequest: return try executeBatch(delete: delete)
      case let update as NSBatchUpdateRequest: return try executeBatch(update: update)
      default:
        reportUIKitException("Unknown command type \(request)")
        return NSPersistentStoreResult()
      }
    }

    func execute<T>(fetch request: NSFetchRequest<T>) throws -> [Any] {
      let objects = try matchingObjects(request)
      switch request.resultType {
      case .countResultType: return [NSNumber(value: objects.count)]
      case .managedObjectIDResultType: return objects.map(\.objectID)
      case .dictionaryResultType:
        let properties: [String] = (request.propertiesToFetch ?? []).compactMap { item in
          (item as? String) ?? (item as? NSPropertyDescription)?.name
        }
        var rows: [NSDictionary] = []
        for object in objects {
          var row: [String: Any] = [:]
          let names = properties.isEmpty ? object.entity.attributesByName.keys.sorted() : properties
          for name in names {
            if let value = ManagedValues.flattened(object.storedValue(forKey: name) ?? nil) {
              row[name] = (value as? NSManagedObject)?.objectID ?? value
            }
          }
          let dictionary = NSDictionary(dictionary: row)
          if request.returnsDistinctResults, rows.contains(dictionary) { continue }
          rows.append(dictionary)
        }
        return rows
      default: return objects
      }
    }

    /// The objects of a fetch request's entity, filtered, sorted, offset and limited.
    func matchingObjects<T>(_ request: NSFetchRequest<T>) throws
      -> [NSManagedObject]
    {
      guard
        let entity = request.entity
          ?? request.entityName.flatMap({ model?.entitiesByName[$0] })
      else {
        reportUIKitException(
          request.entityName.map {
            "executeFetchRequest:error: <NSFetchRequest: entity: \($0)> A fetch request must "
              + "have an entity."
          } ?? "executeFetchRequest:error: A fetch request must have an entity.")
        return []
      }
      let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
      var objects = lock.withLock { () -> [NSManagedObject] in
        var found: [NSManagedObject] = []
        var seen: Set<Int> = []
        for (id, values) in sourceRows(of: entities) {
          let object: NSManagedObject
          if let known = registered[id.key] {
            object = known
          } else {
            let entity = model?.entitiesByName[id.entity.name ?? ""] ?? id.entity
            object = entity.objectClass.init(entity: entity, insertInto: nil)
            object.objectID = id
            object.managedObjectContext = self
            object.storage = values
            object.committed = values
            registered[id.key] = object
            object.awakeFromFetch()
          }
          seen.insert(id.key)
          if request.includesPendingChanges && deletedSet.contains(object) { continue }
          found.append(object)
        }
        if request.includesPendingChanges {
          for object in insertedSet.sorted(by: { $0.objectID.key < $1.objectID.key })
          where !seen.contains(object.objectID.key)
            && entities.contains(where: { $0 === object.entity })
          {
            found.append(object)
          }
        }
        return found
      }
      if let predicate = request.predicate {
        objects = objects.filter { predicate.evaluate(with: $0) }
      }
      if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
        objects = sortedByDescriptors(objects, descriptors).compactMap { $0 as? NSManagedObject }
      }
      if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
      if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
      return objects
    }

    /// The rows this context fetches from: its parent's objects as they are now, or its
    /// coordinator's stores.
    private func sourceRows(of entities: [NSEntityDescription]) -> [(
      NSManagedObjectID, [String: Any]
    )] {
      if let parent {
        return parent.currentRows(of: entities)
      }
      return (persistentStoreCoordinator?.rows(of: entities) ?? []).map { ($0.id, $0.values) }
    }

    /// A parent's objects of `entities` as its children see them: saved and inserted, not
    /// deleted, with their current values.
    func currentRows(of entities: [NSEntityDescription]) -> [(NSManagedObjectID, [String: Any])] {
      lock.withLock {
        var rows: [(NSManagedObjectID, [String: Any])] = []
        var seen: Set<Int> = []
        for (id, values) in sourceRows(of: entities) {
          seen.insert(id.key)
          if let object = registered[id.key] {
            if deletedSet.contains(object) { continue }
            rows.append((id, StoredRow.values(of: object)))
          } else {
            rows.append((id, values))
          }
        }
        for object in insertedSet
        where !seen.contains(object.objectID.key)
          && entities.contains(where: { $0 === object.entity })
        {
          rows.append((object.objectID, StoredRow.values(of: object)))
        }
        return rows.sorted { $0.0.key < $1.0.key }
      }
    }

    /// The values of one object as the parent or the store has them.
    private func sourceValues(for id: NSManagedObjectID) -> [String: Any]? {
      if let parent {
        return parent.lock.withLock {
          if let object = parent.registered[id.key] {
            return parent.deletedSet.contains(object) ? nil : StoredRow.values(of: object)
          }
          return parent.sourceValues(for: id)
        }
      }
      return persistentStoreCoordinator?.row(for: id)?.values
    }

    // MARK: Saving

    /// Saves the inserts, changes and deletes to the parent context or the stores.
    open func save() throws {
      processPendingChanges()
      guard hasChanges else { return }
      NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
      let (inserted, updated, deleted) = lock.withLock { (insertedSet, updatedSet, deletedSet) }
      for object in inserted.union(updated).union(deleted) { object.willSave() }
      processPendingChanges()
      try validate(inserted: inserted, updated: updated, deleted: deleted)
      if let parent {
        parent.receive(inserted: inserted, updated: updated, deleted: deleted)
      } else if let coordinator = persistentStoreCoordinator, let store = coordinator.primaryStore {
        store.data.withRows { rows in
          for object in inserted.union(updated) {
            object.objectID.persistentStore =
              object.objectID.persistentStore ?? store
            rows[object.objectID.key] = StoreData.Row(
              id: object.objectID, values: StoredRow.values(of: object))
          }
          for object in deleted { rows[object.objectID.key] = nil }
        }
      } else {
        throw NSError(
          domain: NSCocoaErrorDomain, code: 134030,
          userInfo: [
            NSLocalizedDescriptionKey:
              "This NSPersistentStoreCoordinator has no persistent stores (unknown).  It cannot "
              + "perform a save operation."
          ])
      }
      lock.withLock {
        for object in inserted.union(updated) { object.committed = object.storage }
        for object in deleted {
          registered[object.objectID.key] = nil
          object.managedObjectContext = nil
        }
        insertedSet = []
        updatedSet = []
        deletedSet = []
      }
      for object in inserted.union(updated).union(deleted) { object.didSave() }
      let info: [AnyHashable: Any] = [
        NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated,
        NSDeletedObjectsKey: deleted,
      ]
      NotificationCenter.default.post(
        name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
      mergeIntoSiblings(inserted: inserted, updated: updated, deleted: deleted)
    }

    /// Core Data's checks before a save: mandatory properties, relationship counts, deny rules
    /// and the objects' own validation.
    private func validate(
      inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>,
      deleted: Set<NSManagedObject>
    ) throws {
      var errors: [NSError] = []
      func failure(_ code: Int, _ object: NSManagedObject, _ key: String, _ value: Any?)
        -> NSError
      {
        var info: [String: Any] = [
          NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key,
          NSLocalizedDescriptionKey: "\(key) is a required value.",
        ]
        if let value { info[NSValidationValueErrorKey] = value }
        if code != NSValidationMissingMandatoryPropertyError {
          info[NSLocalizedDescriptionKey] =
            "The operation couldn’t be completed. (Cocoa error \(code).)"
        }
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
      }
      for object in inserted.union(updated).sorted(by: { $0.objectID.key < $1.objectID.key }) {
        for property in object.entity.properties where !property.isTransient {
          if let relationship = property as? NSRelationshipDescription {
            let count = object.objects(of: relationship).count
            if relationship.isToMany {
              if count == 0 && relationship.isOptional { continue }
              if count < relationship.minCount {
                errors.append(
                  failure(
                    NSValidationRelationshipLacksMinimumCountError, object, property.name, nil))
              } else if relationship.maxCount > 0 && count > relationship.maxCount {
                errors.append(
                  failure(
                    NSValidationRelationshipExceedsMaximumCountError, object, property.name, nil))
              }
            } else if count == 0 && !relationship.isOptional {
              errors.append(
                failure(NSValidationMissingMandatoryPropertyError, object, property.name, nil))
            }
          } else if !property.isOptional,
            ManagedValues.flattened(object.storage[property.name]) == nil
          {
            errors.append(
              failure(NSValidationMissingMandatoryPropertyError, object, property.name, nil))
          }
        }
      }
      for object in deleted {
        for case let relationship as NSRelationshipDescription in object.entity.properties
        where relationship.deleteRule == .denyDeleteRule {
          if !object.committedObjects(of: relationship, in: self).isEmpty {
            errors.append(
              failure(NSValidationRelationshipDeniedDeleteError, object, relationship.name, nil))
          }
        }
      }
      do {
        for object in inserted { try object.validateForInsert() }
        for object in updated { try object.validateForUpdate() }
        for object in deleted { try object.validateForDelete() }
      } catch let error as NSError {
        errors.append(error)
      }
      if errors.count == 1 { throw errors[0] }
      if errors.count > 1 {
        throw NSError(
          domain: NSCocoaErrorDomain, code: NSValidationMultipleErrorsError,
          userInfo: [
            NSDetailedErrorsKey: errors,
            NSLocalizedDescriptionKey: "Multiple validation errors occurred.",
          ])
      }
    }

    /// A child context's save: its changes become this context's unsaved changes.
    private func receive(
      inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>,
      deleted: Set<NSManagedObject>
    ) {
      lock.withLock {
        for child in inserted.union(updated) {
          let mine = object(with: child.objectID)
          mine.storage = StoredRow.values(of: child)
          if inserted.contains(child), registered[child.objectID.key] === mine,
            sourceValues(for: child.objectID) == nil
          {
            insertedSet.insert(mine)
            notePending(inserted: mine)
          } else {
            noteUpdate(of: mine)
          }
        }
        for child in deleted { delete(object(with: child.objectID)) }
      }
    }

    /// After a save: contexts that merge changes from this one's parent or coordinator by
    /// themselves merge them, on their own queues.
    private func mergeIntoSiblings(
      inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>,
      deleted: Set<NSManagedObject>
    ) {
      let ids = ChangedIDs(
        inserted: inserted.map(\.objectID), updated: updated.map(\.objectID),
        deleted: deleted.map(\.objectID))
      var siblings: [NSManagedObjectContext] = []
      if let parent {
        siblings = parent.children.compactMap(\.context)
      } else if let coordinator = persistentStoreCoordinator {
        siblings = ContextRegistry.contexts(of: coordinator)
      }
      for sibling in siblings
      where sibling !== self && sibling.automaticallyMergesChangesFromParent {
        sibling.perform { sibling.merge(ids) }
      }
    }

    struct ChangedIDs {
      var inserted: [NSManagedObjectID]
      var updated: [NSManagedObjectID]
      var deleted: [NSManagedObjectID]
    }

    /// Merges the changes of another context's save (its did-save notification).
    open func mergeChanges(fromContextDidSave notification: Notification) {
      func ids(_ key: String) -> [NSManagedObjectID] {
        (notification.userInfo?[key] as? Set<NSManagedObject>)?.map(\.objectID) ?? []
      }
      merge(
        ChangedIDs(
          inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey),
          deleted: ids(NSDeletedObjectsKey)))
    }

    private func merge(_ ids: ChangedIDs) {
      var inserted: Set<NSManagedObject> = []
      var refreshed: Set<NSManagedObject> = []
      var deleted: Set<NSManagedObject> = []
      lock.withLock {
        for id in ids.inserted {
          if registered[id.key] == nil { inserted.insert(object(with: id)) }
        }
        for id in ids.updated {
          guard let object = registered[id.key], let values = sourceValues(for: id) else {
            continue
          }
          refresh(object, with: values)
          refreshed.insert(object)
        }
        for id in ids.deleted {
          guard let object = registered.removeValue(forKey: id.key) else { continue }
          insertedSet.remove(object)
          updatedSet.remove(object)
          deletedSet.remove(object)
          object.managedObjectContext = nil
          deleted.insert(object)
        }
      }
      if !inserted.isEmpty || !refreshed.isEmpty || !deleted.isEmpty {
        postChange(
          inserted: inserted, updated: refreshed, deleted: deleted, refreshed: refreshed)
      }
    }

    /// Takes the saved values for the properties this context did not change.
    private func refresh(_ object: NSManagedObject, with values: [String: Any]) {
      let changed = updatedSet.contains(object) ? Set(object.changedValues().keys) : []
      for property in object.entity.properties where !changed.contains(property.name) {
        object.storage[property.name] = values[property.name]
      }
      object.committed = values
    }

    /// Discards an object's unsaved changes (`flag` false) or takes the saved values for the
    /// properties it did not change (`flag` true).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
      lock.withLock {
        guard object.managedObjectContext === self, !insertedSet.contains(object) else { return }
        let values = sourceValues(for: object.objectID) ?? object.committed
        if flag {
          refresh(object, with: values)
        } else {
          object.storage = values
          object.committed = values
          updatedSet.remove(object)
        }
      }
    }

    /// Takes the saved values of every object it keeps.
    open func refreshAllObjects() {
      for object in registeredObjects { refresh(object, mergeChanges: true) }
    }

    /// Discards every unsaved insert, change and delete.
    open func rollback() {
      lock.withLock {
        for object in insertedSet {
          registered[object.objectID.key] = nil
          object.managedObjectContext = nil
        }
        for object in updatedSet.union(deletedSet) { object.storage = object.committed }
        for object in registered.values { object.storage = object.committed }
        insertedSet = []
        updatedSet = []
        deletedSet = []
        pending = ([], [], [])
      }
    }

    /// Forgets every object it keeps, saved or not.
    open func reset() {
      lock.withLock {
        for object in registered.values { object.managedObjectContext = nil }
        registered = [:]
        insertedSet = []
        updatedSet = []
        deletedSet = []
        pending = ([], [], [])
      }
    }

    /// Undoes the last change (with no undo manager, as by default on iOS, nothing).
    open func undo() {}
    /// Redoes the last undone change (with no undo manager, nothing).
    open func redo() {}

    // MARK: Batch requests

    private func storeForBatch(_ request: NSPersistentStoreRequest) -> NSPersistentStore? {
      guard let store = persistentStoreCoordinator?.primaryStore,
        store.type != NSInMemoryStoreType
      else {
        // Batch requests run in SQLite; other stores do not know them.
        reportUIKitException("Unknown command type \(request)")
        return nil
      }
      return store
    }

    private func executeBatch(delete request: NSBatchDeleteRequest) throws
      -> NSPersistentStoreResult
    {
      guard let store = storeForBatch(request) else { return NSBatchDeleteResult(result: nil) }
      let ids: [NSManagedObjectID]
      if let given = request.objectIDs {
        ids = given
      } else {
        let fetch = request.fetchRequest
        let entity =
          fetch.entity ?? fetch.entityName.flatMap { model?.entitiesByName[$0] }
        let entities = entity.map { fetch.includesSubentities ? $0.selfAndDescendants : [$0] } ?? []
        let rows = store.data.withRows { Array($0.values) }
          .filter { row in entities.contains { $0 === row.id.entity } }
          .sorted { $0.id.key < $1.id.key }
        ids = rows.filter { row in
          guard let predicate = fetch.predicate else { return true }
          return predicate.evaluate(with: StoredRow.Snapshot(values: row.values))
        }.map(\.id)
      }
      store.data.withRows { rows in for id in ids { rows[id.key] = nil } }
      switch request.resultType {
      case .resultTypeCount: return NSBatchDeleteResult(result: NSNumber(value: ids.count))
      case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
      default: return NSBatchDeleteResult(result: NSNumber(value: true))
      }
    }

    private func executeBatch(update request: NSBatchUpdateRequest) throws
      -> NSPersistentStoreResult
    {
      guard let store = storeForBatch(request) else { return NSBatchUpdateResult(result: nil) }
      let entity = request.entity
      let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
      var changed: [NSManagedObjectID] = []
      store.data.withRows { rows in
        for (key, row) in rows where entities.contains(where: { $0 === row.id.entity }) {
          if let predicate = request.predicate,
            !predicate.evaluate(with: StoredRow.Snapshot(values: row.values))
          {
            continue
          }
          var values = row.values
          for (name, value) in request.propertiesToUpdate ?? [:] {
            let name = (name as? String) ?? (name as? NSPropertyDescription)?.name ?? "\(name)"
            if let attribute = entity.attributesByName[name] {
              values[name] = ManagedValues.normalized(value, for: attribute)
            }
          }
          rows[key] = StoreData.Row(id: row.id, values: values)
          changed.append(row.id)
        }
      }
      switch request.resultType {
      case .updatedObjectsCountResultType:
        return NSBatchUpdateResult(result: NSNumber(value: changed.count))
      case .updatedObjectIDsResultType:
        return NSBatchUpdateResult(result: changed.sorted { $0.key < $1.key })
      default: return NSBatchUpdateResult(result: NSNumber(value: true))
      }
    }
  }

  /// The contexts on each coordinator, for merging saves.
  enum ContextRegistry {
    nonisolated(unsafe) private static var contexts: [NSManagedObjectContext.WeakContext] = []
    private static let lock = NSLock()

    static func add(_ context: NSManagedObjectContext) {
      lock.withLock {
        contexts.removeAll { $0.context == nil }
        contexts.append(.init(context: context))
      }
    }

    static func contexts(of coordinator: NSPersistentStoreCoordinator) -> [NSManagedObjectContext] {
      lock.withLock {
        contexts.compactMap(\.context).filter {
          $0.parent == nil && $0.persistentStoreCoordinator === coordinator
        }
      }
    }
  }

  /// Rows as a store keeps them: relationships as object IDs.
  enum StoredRow {
    static func values(of object: NSManagedObject) -> [String: Any] {
      var values: [String: Any] = [:]
      for (key, value) in object.storage {
        if let relationship = object.entity.relationshipsByName[key] {
          let ids = object.objects(of: relationship).map(\.objectID)
          values[key] = relationship.isToMany ? ids as Any : ids.first as Any
        } else {
          values[key] = value
        }
      }
      return values
    }

    /// A saved row's values as a predicate reads them (batch requests work on rows).
    final class Snapshot: NSObject, KeyValueStore {
      let values: [String: Any]
      init(values: [String: Any]) { self.values = values }
      func storedValue(forKey key: String) -> Any?? { .some(values[key]) }
      func setStoredValue(_ value: Any?, forKey key: String) -> Bool { false }
    }
  }

  extension NSManagedObject {
    /// The objects a relationship reached at the last save (for the deny rule).
    func committedObjects(
      of relationship: NSRelationshipDescription, in context: NSManagedObjectContext
    )
      -> [NSManagedObject]
    {
      related(committed[relationship.name])
    }
  }

#endif
