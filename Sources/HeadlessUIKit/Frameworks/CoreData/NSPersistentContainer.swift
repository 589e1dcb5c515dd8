#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// The type of an in-memory store.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSInMemoryStoreType = "InMemory"
  /// The type of a SQLite store (kept in memory here, per file, for the process's life).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSSQLiteStoreType = "SQLite"
  /// The type of a binary store (kept in memory here, per file).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSBinaryStoreType = "Binary"

  /// A store's saved objects: rows of values, relationships as object IDs.
  final class StoreData: @unchecked Sendable {
    struct Row {
      let id: NSManagedObjectID
      var values: [String: Any]
    }
    private let lock = NSRecursiveLock()
    private var rows: [Int: Row] = [:]

    func withRows<Result>(_ body: (inout [Int: Row]) throws -> Result) rethrows -> Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&rows)
    }

    /// The stores of files opened in this process, by path: two coordinators opening one file
    /// see one store, as they would share a SQLite file. A file deleted since resets it.
    nonisolated(unsafe) private static var files: [String: StoreData] = [:]
    private static let filesLock = NSLock()

    static func data(type: String, url: URL?) -> StoreData {
      guard type != NSInMemoryStoreType, let url, url.isFileURL, url.path != "/dev/null" else {
        return StoreData()
      }
      let path = url.standardizedFileURL.path
      return filesLock.withLock {
        let manager = FileManager.default
        if let data = files[path], manager.fileExists(atPath: path) { return data }
        try? manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Not `createFile(atPath:contents:)`: on Linux it writes atomically through a
        // `TemporaryDirectory.*` folder in /tmp that it never removes.
        try? Data().write(to: url)
        let data = StoreData()
        files[path] = data
        return data
      }
    }

    static func destroy(at url: URL) {
      let path = url.standardizedFileURL.path
      _ = filesLock.withLock { files.removeValue(forKey: path) }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// A store of a coordinator, as Core Data's. Every type keeps its objects in memory here;
  /// stores of one file share them within the process.
  open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store's type (``NSInMemoryStoreType``, ``NSSQLiteStoreType``…).
    open private(set) var type: String
    /// The store's file.
    open var url: URL?
    /// The configuration it was added with.
    open private(set) var configurationName: String
    /// The options it was added with.
    open private(set) var options: [AnyHashable: Any]?
    /// A unique identifier.
    open var identifier: String! = UUID().uuidString
    /// Whether saves are refused.
    open var isReadOnly = false
    /// The coordinator it belongs to.
    open private(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The store's metadata.
    open var metadata: [String: Any]! = [:]
    let data: StoreData

    init(
      type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?,
      coordinator: NSPersistentStoreCoordinator
    ) {
      self.type = type
      self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
      self.url = url
      self.options = options
      self.persistentStoreCoordinator = coordinator
      self.data = StoreData.data(type: type, url: url)
      super.init()
    }

    /// The kinds of store, as Core Data's Swift names them.
    public struct StoreType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
      public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
      public static let binary = StoreType(rawValue: NSBinaryStoreType)
    }
  }

  /// Connects contexts to the stores of a model, as Core Data's.
  open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model of its stores.
    open private(set) var managedObjectModel: NSManagedObjectModel
    /// Its stores.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// Its name.
    open var name: String?
    private let lock = NSRecursiveLock()

    public init(managedObjectModel model: NSManagedObjectModel) {
      self.managedObjectModel = model
      super.init()
      LoadedModels.add(model)
    }

    /// Adds a store; here it is always in memory (a file's store lives as long as the process,
    /// shared by the coordinators that open that file).
    @discardableResult
    open func addPersistentStore(
      ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
      options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
      let store = NSPersistentStore(
        type: storeType, configurationName: configuration, url: storeURL, options: options,
        coordinator: self)
      lock.withLock { persistentStores.append(store) }
      return store
    }

    /// Adds a store of a type named as Core Data's Swift names it.
    @discardableResult
    open func addPersistentStore(
      type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
      options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
      try addPersistentStore(
        ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Adds the store a description describes and calls `block` (at once, on this thread).
    open func addPersistentStore(
      with storeDescription: NSPersistentStoreDescription,
      completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
      do {
        try addPersistentStore(
          ofType: storeDescription.type, configurationName: storeDescription.configuration,
          at: storeDescription.url, options: storeDescription.options)
        block(storeDescription, nil)
      } catch {
        block(storeDescription, error)
      }
    }

    /// Removes a store.
    open func remove(_ store: NSPersistentStore) throws {
      lock.withLock { persistentStores.removeAll { $0 === store } }
    }

    /// The store of a file.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    open func persistentStore(for URL: URL) -> NSPersistentStore? {
      lock.withLock {
        persistentStores.first { $0.url?.standardizedFileURL == URL.standardizedFileURL }
      }
    }

    /// Deletes a store's file (and the objects it kept).
    open func destroyPersistentStore(
      at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil
    ) throws {
      StoreData.destroy(at: url)
    }

    /// Deletes a store's file, its type named as Core Data's Swift names it.
    open func destroyPersistentStore(
      at url: URL, type: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
    ) throws {
      try destroyPersistentStore(at: url, ofType: type.rawValue, options: options)
    }

    /// The ID a URI from ``NSManagedObjectID/uriRepresentation()`` names.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
      guard let key = Int(url.lastPathComponent.dropFirst()) else { return nil }
      for store in lock.withLock({ persistentStores }) {
        if let row = store.data.withRows({ $0[key] }) { return row.id }
      }
      return nil
    }

    /// Runs `block` at once.
    open func perform(_ block: @escaping () -> Void) { lock.withLock { block() } }
    /// Runs `block` at once.
    open func performAndWait(_ block: () -> Void) { lock.withLock { block() } }

    /// The store new objects are saved to: the first.
    var primaryStore: NSPersistentStore? { lock.withLock { persistentStores.first } }

    /// Every saved row of `entities`, from every store.
    func rows(of entities: [NSEntityDescription]) -> [StoreData.Row] {
      let stores = lock.withLock { persistentStores }
      return stores.flatMap { store in
        store.data.withRows { rows in
          // By name: another coordinator's model may be another copy of the same model.
          rows.values.filter { row in entities.contains { $0.name == row.id.entity.name } }
            .sorted { $0.id.key < $1.id.key }
        }
      }
    }

    /// The saved row of one object.
    func row(for id: NSManagedObjectID) -> StoreData.Row? {
      let stores = lock.withLock { persistentStores }
      for store in stores {
        if let row = store.data.withRows({ $0[id.key] }) { return row }
      }
      return nil
    }
  }

  /// How to add a store, as Core Data's.
  open class NSPersistentStoreDescription: NSObject, NSCopying, @unchecked Sendable {
    /// The store's type (``NSSQLiteStoreType`` unless set).
    open var type: String = NSSQLiteStoreType
    /// The configuration of the model it keeps.
    open var configuration: String?
    /// The store's file.
    open var url: URL?
    /// The options it is added with.
    open private(set) var options: [String: NSObject] = [:]
    /// Whether it is read only.
    open var isReadOnly = false
    /// The SQLite lock timeout.
    open var timeout: TimeInterval = 240
    /// SQLite pragmas.
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// Whether the container adds it on a background queue.
    open var shouldAddStoreAsynchronously = false
    /// Whether an older store is migrated.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping of a migration is inferred.
    open var shouldInferMappingModelAutomatically = true

    public override init() { super.init() }

    public convenience init(url: URL) {
      self.init()
      self.url = url
    }

    /// Sets an option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    /// Sets a SQLite pragma.
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) {
      sqlitePragmas[name] = value
    }

    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSPersistentStoreDescription()
      copy.type = type
      copy.configuration = configuration
      copy.url = url
      copy.options = options
      copy.isReadOnly = isReadOnly
      copy.timeout = timeout
      copy.sqlitePragmas = sqlitePragmas
      copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
      copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
      copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
      return copy
    }

    open override var description: String {
      "<NSPersistentStoreDescription: \(uikitDescription(self))> (type: \(type), url: "
        + "\(url?.absoluteString ?? "(null)"))"
    }
  }

  /// A model, its coordinator, its stores and a main-queue context, as Core Data's.
  open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (the model's, by default).
    open private(set) var name: String
    /// The model.
    open private(set) var managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores ``loadPersistentStores(completionHandler:)`` adds.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The main-queue context.
    open var viewContext: NSManagedObjectContext {
      lock.withLock {
        if let context = storedViewContext { return context }
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        storedViewContext = context
        return context
      }
    }
    private var storedViewContext: NSManagedObjectContext?
    private let lock = NSRecursiveLock()

    /// Where stores go by default: the app's Application Support folder.
    open class func defaultDirectoryURL() -> URL {
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// A container of the model named `name` (`name.momd` in the app's bundle).
    public convenience init(name: String) {
      let model =
        ModelFile.modelURL(named: name).flatMap(NSManagedObjectModel.init(contentsOf:))
        ?? {
          // Core Data logs this and goes on with an empty model; fetches then fail.
          let message = "CoreData: error:  Failed to load model named \(name)"
          if Thread.isMainThread || isOnMainQueue {
            MainActor.assumeIsolated { consoleLog(message, window: nil) }
          } else {
            DispatchQueue.main.async { consoleLog(message, window: nil) }
          }
          return NSManagedObjectModel()
        }()
      self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
      self.name = name
      self.managedObjectModel = model
      self.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
      self.persistentStoreDescriptions = [
        NSPersistentStoreDescription(
          url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
      ]
      super.init()
    }

    /// Adds the described stores, calling `block` for each.
    open func loadPersistentStores(
      completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
      for description in persistentStoreDescriptions {
        persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
      }
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
      let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
      context.persistentStoreCoordinator = persistentStoreCoordinator
      return context
    }

    /// Runs `block` on a new private-queue context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
      let context = newBackgroundContext()
      context.perform { block(context) }
    }

    /// Runs `body` on a new private-queue context's queue and returns its result.
    public func performBackgroundTask<T>(
      _ body: @escaping (NSManagedObjectContext) throws -> T
    ) async rethrows -> T {
      let context = newBackgroundContext()
      return try await context.perform { try body(context) }
    }
  }

  /// A container whose stores CloudKit mirrors (here, as a plain container: no CloudKit).
  open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
#endif
