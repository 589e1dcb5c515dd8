#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// The kinds of store request, as Core Data's.
  public enum NSPersistentStoreRequestType: UInt, Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
  }

  /// A request to a context's stores, as Core Data's.
  open class NSPersistentStoreRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The stores it runs against (every store when `nil`).
    open var affectedStores: [NSPersistentStore]?
    /// The kind of request.
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }
  }

  /// What a store request returns, as Core Data's.
  open class NSPersistentStoreResult: NSObject, @unchecked Sendable {
    public override init() { super.init() }
  }

  /// What a fetch request returns, as Core Data's.
  public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
  }

  /// A search for objects of an entity: which, in what order, how many, as Core Data's.
  open class NSFetchRequest<ResultType>: NSPersistentStoreRequest,
    @unchecked Sendable
  {
    /// The entity to fetch (or the one ``entityName`` names in the context's model).
    open var entity: NSEntityDescription? {
      didSet { if let name = entity?.name { storedEntityName = name } }
    }
    private var storedEntityName: String?
    /// The name of the entity to fetch.
    open var entityName: String? { entity?.name ?? storedEntityName }
    /// Which objects.
    open var predicate: NSPredicate?
    /// In what order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most how many (0: no limit).
    open var fetchLimit = 0
    /// How many to skip.
    open var fetchOffset = 0
    /// How many to load at a time (all at once here).
    open var fetchBatchSize = 0
    /// Whether objects of subentities match.
    open var includesSubentities = true
    /// Whether unsaved inserts, changes and deletes count.
    open var includesPendingChanges = true
    /// Whether objects come as faults (never here).
    open var returnsObjectsAsFaults = true
    /// Relationships to load with the objects.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds.
    open var propertiesToFetch: [Any]?
    /// Whether equal dictionary results are returned once.
    open var returnsDistinctResults = false
    /// The properties dictionary results are grouped by.
    open var propertiesToGroupBy: [Any]?
    /// Which groups.
    open var havingPredicate: NSPredicate?
    /// Whether property values are loaded.
    open var includesPropertyValues = true
    /// Whether fetched objects take the store's values.
    open var shouldRefreshRefetchedObjects = false

    public override init() { super.init() }

    /// A request for the objects of the entity named `entityName`.
    public convenience init(entityName: String) {
      self.init()
      storedEntityName = entityName
    }

    /// Runs the request in the context whose `perform` block is running.
    open func execute() throws -> [ResultType] {
      guard let context = NSManagedObjectContext.current else {
        reportUIKitException(
          "-[NSFetchRequest execute]: no NSManagedObjectContext is current (call it inside a "
            + "context's perform or performAndWait block).")
        return []
      }
      return try context.fetch(self)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSFetchRequest<ResultType>()
      copy.copyFields(of: self)
      return copy
    }

    /// This request's fields on another request (of any result type).
    func copyFields<Other>(of other: NSFetchRequest<Other>) {
      entity = other.entity
      storedEntityName = other.entityName
      predicate = other.predicate
      sortDescriptors = other.sortDescriptors
      fetchLimit = other.fetchLimit
      fetchOffset = other.fetchOffset
      fetchBatchSize = other.fetchBatchSize
      includesSubentities = other.includesSubentities
      includesPendingChanges = other.includesPendingChanges
      returnsObjectsAsFaults = other.returnsObjectsAsFaults
      relationshipKeyPathsForPrefetching = other.relationshipKeyPathsForPrefetching
      resultType = other.resultType
      propertiesToFetch = other.propertiesToFetch
      returnsDistinctResults = other.returnsDistinctResults
      propertiesToGroupBy = other.propertiesToGroupBy
      havingPredicate = other.havingPredicate
      includesPropertyValues = other.includesPropertyValues
      shouldRefreshRefetchedObjects = other.shouldRefreshRefetchedObjects
      affectedStores = other.affectedStores
    }

    open override var description: String {
      "<NSFetchRequest: \(uikitDescription(self))> (entity: \(entityName ?? "nil"); "
        + "predicate: (\(predicate.map { "\($0)" } ?? "null")); sortDescriptors: "
        + "(\(sortDescriptors.map { "\($0)" } ?? "null")); type: \(resultType.rawValue == 0 ? "NSManagedObjectResultType" : "\(resultType.rawValue)"); )"
    }
  }

  /// What a batch delete returns.
  public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
  }

  /// Deletes the objects a fetch request finds, in the store, without loading them, as
  /// Core Data's (SQLite stores only).
  open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The objects' search.
    open private(set) var fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the request returns.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    var objectIDs: [NSManagedObjectID]?

    open override var requestType: NSPersistentStoreRequestType { .batchDeleteRequestType }

    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
      fetchRequest = fetch
      super.init()
    }

    /// Deletes the objects with these IDs.
    public convenience init(objectIDs objects: [NSManagedObjectID]) {
      self.init(
        fetchRequest: NSFetchRequest(entityName: objects.first?.entity.name ?? ""))
      objectIDs = objects
    }
  }

  /// What a batch delete did.
  open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the count or the deleted objects' IDs, as the request's result type asks.
    open private(set) var result: Any?
    init(result: Any?) {
      self.result = result
      super.init()
    }
  }

  /// What a batch update returns.
  public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
  }

  /// Sets properties of the objects a predicate finds, in the store, as Core Data's (SQLite
  /// stores only).
  open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity.
    open private(set) var entity: NSEntityDescription
    /// Which objects.
    open var predicate: NSPredicate?
    /// Whether objects of subentities are updated too.
    open var includesSubentities = true
    /// What the request returns.
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    /// The new values, by property name (or description).
    open var propertiesToUpdate: [AnyHashable: Any]?

    open override var requestType: NSPersistentStoreRequestType { .batchUpdateRequestType }

    public init(entity: NSEntityDescription) {
      self.entity = entity
      super.init()
    }

    public convenience init(entityName: String) {
      let entity =
        LoadedModels.entity(named: entityName)
        ?? {
          let placeholder = NSEntityDescription()
          placeholder.name = entityName
          return placeholder
        }()
      self.init(entity: entity)
    }
  }

  /// What a batch update did.
  open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the count or the updated objects' IDs, as the request's result type asks.
    open private(set) var result: Any?
    init(result: Any?) {
      self.result = result
      super.init()
    }
  }
#endif
