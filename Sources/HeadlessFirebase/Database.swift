// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  /// What an observer of the Realtime Database hears.
  public enum DataEventType: Int, Sendable {
    case childAdded = 0
    case childRemoved = 1
    case childChanged = 2
    case childMoved = 3
    case value = 4
  }

  /// An observer's handle, to remove it.
  public typealias DatabaseHandle = UInt

  /// Values the server works out at a write.
  public final class ServerValue {
    /// The time of the write, in milliseconds since 1970.
    public class func timestamp() -> [AnyHashable: Any] { [".sv": "timestamp"] }
    /// The stored number plus `delta`.
    public class func increment(_ delta: NSNumber) -> [AnyHashable: Any] {
      [".sv": ["increment": delta]]
    }
  }

  /// A location's data as read.
  public final class DataSnapshot: @unchecked Sendable {
    public let ref: DatabaseReference
    /// The value: a string, number, boolean, dictionary of children, or `nil` when none.
    public let value: Any?

    init(ref: DatabaseReference, value: Any?) {
      self.ref = ref
      self.value = value
    }

    public var key: String { ref.key ?? "" }
    public func exists() -> Bool { value != nil }
    public var priority: Any? { nil }
    public var childrenCount: UInt { UInt((value as? [String: Any])?.count ?? 0) }
    public func hasChildren() -> Bool { childrenCount > 0 }
    public func hasChild(_ childPathString: String) -> Bool {
      childSnapshot(forPath: childPathString).exists()
    }
    public func childSnapshot(forPath childPathString: String) -> DataSnapshot {
      let child = ref.child(childPathString)
      var current: Any? = value
      for key in DatabaseStore.keys(childPathString) { current = (current as? [String: Any])?[key] }
      return DataSnapshot(ref: child, value: current)
    }
    /// The children, in key order, as `DataSnapshot`s.
    public var children: NSEnumerator {
      let dictionary = value as? [String: Any] ?? [:]
      return SnapshotEnumerator(
        dictionary.keys.sorted(by: DatabaseStore.keyOrder).map {
          DataSnapshot(ref: ref.child($0), value: dictionary[$0])
        })
    }
  }

  final class SnapshotEnumerator: NSEnumerator {
    private var remaining: [DataSnapshot]
    init(_ snapshots: [DataSnapshot]) { remaining = snapshots }
    override func nextObject() -> Any? { remaining.isEmpty ? nil : remaining.removeFirst() }
  }

  /// The Realtime Database's tree, in memory.
  final class DatabaseStore: @unchecked Sendable {
    let lock = NSLock()
    var root: [String: Any] = [:]
    var observers: [DatabaseHandle: DatabaseQuery.Observer] = [:]
    var nextHandle: DatabaseHandle = 1

    static func keys(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }

    /// The database's key order: integer keys first, by value, then the others by string.
    static func keyOrder(_ a: String, _ b: String) -> Bool {
      switch (Int(a), Int(b)) {
      case (let x?, let y?): return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return a < b
      }
    }

    func value(at path: [String]) -> Any? {
      lock.withLock {
        var current: Any? = root
        for key in path { current = (current as? [String: Any])?[key] }
        return current
      }
    }

    /// Writes `value` (nil removes) at `path`, working out server values; empty parents go.
    func write(_ value: Any?, at path: [String]) {
      lock.withLock {
        let old = Self.get(root, path)
        var tree: Any? = root
        Self.set(&tree, path[...], Self.normalized(value, old: old))
        root = tree as? [String: Any] ?? [:]
      }
    }

    private static func get(_ tree: Any?, _ path: [String]) -> Any? {
      var current = tree
      for key in path { current = (current as? [String: Any])?[key] }
      return current
    }

    private static func set(_ tree: inout Any?, _ path: ArraySlice<String>, _ value: Any?) {
      guard let key = path.first else {
        tree = value
        return
      }
      var dictionary = tree as? [String: Any] ?? [:]
      var child: Any? = dictionary[key]
      set(&child, path.dropFirst(), value)
      dictionary[key] = child
      tree = dictionary.isEmpty ? nil : dictionary
    }

    /// A value as the database keeps it: dictionaries of string keys without empty children,
    /// arrays as dictionaries keyed "0", "1"…, server values worked out, `NSNull` as nothing.
    static func normalized(_ value: Any?, old: Any?) -> Any? {
      switch value {
      case nil, is NSNull: return nil
      case let dictionary as [AnyHashable: Any]:
        if let server = dictionary[".sv"] {
          if server as? String == "timestamp" { return Int(Date().timeIntervalSince1970 * 1000) }
          if let increment = (server as? [String: Any])?["increment"] {
            let delta = FirebaseValues.number(increment) ?? 0
            let total = (FirebaseValues.number(old) ?? 0) + delta
            return total.rounded() == total ? Int(total) as Any : total
          }
        }
        var result: [String: Any] = [:]
        for (key, child) in dictionary {
          let name = "\(key)"
          if let kept = normalized(child, old: (old as? [String: Any])?[name]) {
            result[name] = kept
          }
        }
        return result.isEmpty ? nil : result
      case let array as [Any]:
        var result: [String: Any] = [:]
        for (index, child) in array.enumerated() {
          if let kept = normalized(child, old: nil) { result[String(index)] = kept }
        }
        return result.isEmpty ? nil : result
      default: return value
      }
    }
  }

  /// Firebase's Realtime Database, in memory: one tree for the process; writes answer on the
  /// main queue; observers hear the current value when added, then each change under their path.
  public final class Database: @unchecked Sendable {
    private static let instances = PerApp { Database(app: $0) }

    let store = DatabaseStore()
    public let app: FirebaseApp?
    public var isPersistenceEnabled = false
    public var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024
    public var callbackQueue = DispatchQueue.main

    init(app: FirebaseApp?) { self.app = app }

    public class func database() -> Database { instances.forDefaultApp() }
    public class func database(url: String) -> Database { instances.forDefaultApp() }
    public class func database(app: FirebaseApp) -> Database { instances.for(app) }
    public class func database(app: FirebaseApp, url: String) -> Database { instances.for(app) }
    public class func setLoggingEnabled(_ enabled: Bool) {}

    public func reference() -> DatabaseReference { DatabaseReference(database: self, path: []) }
    public func reference(withPath path: String) -> DatabaseReference {
      DatabaseReference(database: self, path: DatabaseStore.keys(path))
    }
    public func reference(fromURL databaseUrl: String) -> DatabaseReference {
      reference(withPath: URL(string: databaseUrl)?.path ?? "")
    }
    public func goOnline() {}
    public func goOffline() {}
    public func purgeOutstandingWrites() {}
    public func useEmulator(withHost host: String, port: Int) {}

    /// Tells the observers whose paths a write at `path` touches.
    func changed(at path: [String], old: Any?) {
      let observers = store.lock.withLock { Array(store.observers.values) }
      for observer in observers {
        let observed = observer.query.path
        let related =
          path.starts(with: observed) || observed.starts(with: path)
        guard related else { continue }
        firebaseDeliver { [store] in
          guard store.lock.withLock({ store.observers.values.contains { $0 === observer } }) else {
            return
          }
          observer.hear(old: old, at: path)
        }
      }
    }
  }

  /// A query of a location: its order, filters and limits.
  public class DatabaseQuery: @unchecked Sendable {
    let database: Database
    let path: [String]
    var order: Order = .key
    var start: Any?
    var end: Any?
    var equal: Any?
    var limit: (count: UInt, fromEnd: Bool)?

    enum Order {
      case key, value
      case child(String)
    }

    init(database: Database, path: [String]) {
      self.database = database
      self.path = path
    }

    /// The location queried.
    public var ref: DatabaseReference { DatabaseReference(database: database, path: path) }

    private func copy(_ change: (DatabaseQuery) -> Void) -> DatabaseQuery {
      let query = DatabaseQuery(database: database, path: path)
      query.order = order
      query.start = start
      query.end = end
      query.equal = equal
      query.limit = limit
      change(query)
      return query
    }

    public func queryOrderedByKey() -> DatabaseQuery { copy { $0.order = .key } }
    public func queryOrderedByValue() -> DatabaseQuery { copy { $0.order = .value } }
    public func queryOrdered(byChild key: String) -> DatabaseQuery {
      copy { $0.order = .child(key) }
    }
    public func queryLimited(toFirst limit: UInt) -> DatabaseQuery {
      copy { $0.limit = (limit, false) }
    }
    public func queryLimited(toLast limit: UInt) -> DatabaseQuery {
      copy { $0.limit = (limit, true) }
    }
    public func queryEqual(toValue value: Any?) -> DatabaseQuery { copy { $0.equal = value } }
    public func queryStarting(atValue startValue: Any?) -> DatabaseQuery {
      copy { $0.start = startValue }
    }
    public func queryEnding(atValue endValue: Any?) -> DatabaseQuery {
      copy { $0.end = endValue }
    }

    /// The children the query keeps, in its order.
    func children(of value: Any?) -> [(key: String, value: Any)] {
      guard let dictionary = value as? [String: Any] else { return [] }
      func sortValue(_ key: String, _ value: Any) -> Any? {
        switch order {
        case .key: key
        case .value: value
        case .child(let child):
          FirebaseValues.value(
            at: child.replacingOccurrences(of: "/", with: "."), in: value as? [String: Any] ?? [:])
        }
      }
      var rows = dictionary.map { (key: $0.key, value: $0.value) }
      rows.sort { a, b in
        let x = sortValue(a.key, a.value)
        let y = sortValue(b.key, b.value)
        if let before = FirebaseValues.compare(x, y) { return before }
        return DatabaseStore.keyOrder(a.key, b.key)
      }
      rows = rows.filter { row in
        let value = sortValue(row.key, row.value)
        if let equal, !FirebaseValues.isEqual(value, equal) { return false }
        if let start, FirebaseValues.compare(value, start) == true { return false }
        if let end, FirebaseValues.compare(end, value) == true { return false }
        return true
      }
      if let limit {
        rows =
          limit.fromEnd
          ? Array(rows.suffix(Int(limit.count))) : Array(rows.prefix(Int(limit.count)))
      }
      return rows
    }

    /// The query's snapshot: the location's value, its children kept by the query.
    func snapshot() -> DataSnapshot {
      let value = database.store.value(at: path)
      let filtered =
        isFiltered
        ? Dictionary(
          children(of: value).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        : value as? [String: Any]
      let kept: Any? =
        value is [String: Any] ? (filtered?.isEmpty == false ? filtered : nil) : value
      return DataSnapshot(ref: ref, value: kept)
    }

    private var isFiltered: Bool { limit != nil || start != nil || end != nil || equal != nil }

    // MARK: Observing

    final class Observer: @unchecked Sendable {
      let query: DatabaseQuery
      let type: DataEventType
      let block: (DataSnapshot, String?) -> Void
      var last: [(key: String, value: Any)] = []
      init(
        query: DatabaseQuery, type: DataEventType, block: @escaping (DataSnapshot, String?) -> Void
      ) {
        self.query = query
        self.type = type
        self.block = block
      }

      /// Tells the block what the observed location's change means for its event type.
      func hear(old: Any?, at path: [String]) {
        let snapshot = query.snapshot()
        if type == .value {
          block(snapshot, nil)
          return
        }
        let now = query.children(of: query.database.store.value(at: query.path))
        defer { last = now }
        for (index, row) in now.enumerated() {
          let previous = index > 0 ? now[index - 1].key : nil
          let child = DataSnapshot(ref: query.ref.child(row.key), value: row.value)
          if let before = last.first(where: { $0.key == row.key }) {
            if type == .childChanged, !FirebaseValues.isEqual(before.value, row.value) {
              block(child, previous)
            }
          } else if type == .childAdded {
            block(child, previous)
          }
        }
        if type == .childRemoved {
          for row in last where !now.contains(where: { $0.key == row.key }) {
            block(DataSnapshot(ref: query.ref.child(row.key), value: row.value), nil)
          }
        }
      }
    }

    private func add(_ type: DataEventType, _ block: @escaping (DataSnapshot, String?) -> Void)
      -> DatabaseHandle
    {
      let store = database.store
      let observer = Observer(query: self, type: type, block: block)
      let handle = store.lock.withLock {
        let handle = store.nextHandle
        store.nextHandle += 1
        store.observers[handle] = observer
        return handle
      }
      firebaseDeliver {
        guard store.lock.withLock({ store.observers[handle] != nil }) else { return }
        observer.hear(old: nil, at: self.path)
      }
      return handle
    }

    @discardableResult
    public func observe(_ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void)
      -> DatabaseHandle
    {
      add(eventType) { snapshot, _ in block(snapshot) }
    }
    @discardableResult
    public func observe(
      _ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
      withCancel cancelBlock: ((Error) -> Void)?
    ) -> DatabaseHandle {
      observe(eventType, with: block)
    }
    @discardableResult
    public func observe(
      _ eventType: DataEventType,
      andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void
    ) -> DatabaseHandle {
      add(eventType, block)
    }

    /// Hears the value once, on a later main-queue turn.
    public func observeSingleEvent(
      of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void
    ) {
      let snapshot = snapshot()
      firebaseDeliver { block(snapshot) }
    }
    public func observeSingleEvent(
      of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
      withCancel cancelBlock: ((Error) -> Void)?
    ) {
      observeSingleEvent(of: eventType, with: block)
    }
    public func observeSingleEvent(of eventType: DataEventType) async -> (DataSnapshot, String?) {
      (snapshot(), nil)
    }
    public func getData(completion block: @escaping (Error?, DataSnapshot?) -> Void) {
      let snapshot = snapshot()
      firebaseDeliver { block(nil, snapshot) }
    }
    public func getData() async throws -> DataSnapshot { snapshot() }

    public func removeObserver(withHandle handle: DatabaseHandle) {
      _ = database.store.lock.withLock { database.store.observers.removeValue(forKey: handle) }
    }
    public func removeAllObservers() {
      database.store.lock.withLock {
        database.store.observers = database.store.observers.filter { $0.value.query.path != path }
      }
    }
    public func keepSynced(_ keepSynced: Bool) {}
  }

  /// A location in the Realtime Database.
  public final class DatabaseReference: DatabaseQuery, @unchecked Sendable {
    public var key: String? { path.last }
    public var parent: DatabaseReference? {
      path.isEmpty ? nil : DatabaseReference(database: database, path: Array(path.dropLast()))
    }
    public var root: DatabaseReference { DatabaseReference(database: database, path: []) }
    public var url: String { "https://headless.firebaseio.com/" + path.joined(separator: "/") }
    public var description: String { url }

    public func child(_ pathString: String) -> DatabaseReference {
      DatabaseReference(database: database, path: path + DatabaseStore.keys(pathString))
    }

    /// A child with a new key that sorts after the ones made before it, as Firebase's push IDs.
    public func childByAutoId() -> DatabaseReference {
      DatabaseReference.counterLock.withLock { DatabaseReference.counter += 1 }
      let count = DatabaseReference.counterLock.withLock { DatabaseReference.counter }
      let time = String(Int(Date().timeIntervalSince1970 * 1000))
      let number = String(count)
      return child(
        "-" + String(repeating: "0", count: max(13 - time.count, 0)) + time
          + String(repeating: "0", count: max(7 - number.count, 0)) + number)
    }
    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    private func write(_ value: Any?) {
      let old = database.store.value(at: path)
      database.store.write(value, at: path)
      database.changed(at: path, old: old)
    }

    public func setValue(_ value: Any?) { write(value) }
    public func setValue(
      _ value: Any?, withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
    ) {
      write(value)
      firebaseDeliver { block(nil, self) }
    }
    @discardableResult
    public func setValue(_ value: Any?) async throws -> DatabaseReference {
      write(value)
      return self
    }
    public func setValue(_ value: Any?, andPriority priority: Any?) { write(value) }

    public func updateChildValues(_ values: [AnyHashable: Any]) { update(values) }

    private func update(_ values: [AnyHashable: Any]) {
      for (key, value) in values {
        child("\(key)").write(value)
      }
    }
    public func updateChildValues(
      _ values: [AnyHashable: Any],
      withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
    ) {
      update(values)
      firebaseDeliver { block(nil, self) }
    }
    @discardableResult
    public func updateChildValues(_ values: [AnyHashable: Any]) async throws -> DatabaseReference {
      update(values)
      return self
    }

    public func removeValue() { write(nil) }
    public func removeValue(completionBlock block: @escaping (Error?, DatabaseReference) -> Void) {
      write(nil)
      firebaseDeliver { block(nil, self) }
    }
    @discardableResult
    public func removeValue() async throws -> DatabaseReference {
      write(nil)
      return self
    }
  }
#endif
