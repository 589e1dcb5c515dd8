// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  /// Cloud Firestore's error domain.
  public let FirestoreErrorDomain = "FIRFirestoreErrorDomain"

  /// Cloud Firestore's error codes.
  public enum FirestoreErrorCode: Int, Sendable {
    case notFound = 5
    case invalidArgument = 3
    case failedPrecondition = 9
  }

  private func firestoreError(_ code: FirestoreErrorCode, _ message: String) -> NSError {
    NSError(
      domain: FirestoreErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: message])
  }

  /// A point in time, to the nanosecond, as Firestore stores one.
  public struct Timestamp: Hashable, Comparable, Codable, Sendable {
    public let seconds: Int64
    public let nanoseconds: Int32

    public init(seconds: Int64, nanoseconds: Int32) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }
    public init(date: Date) {
      let interval = date.timeIntervalSince1970
      let whole = interval.rounded(.down)
      self.init(seconds: Int64(whole), nanoseconds: Int32((interval - whole) * 1e9))
    }
    public init() { self.init(date: Date()) }

    public func dateValue() -> Date {
      Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
      (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
  }

  /// A latitude and longitude.
  public struct GeoPoint: Hashable, Codable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// A value a write works out from the stored one.
  public final class FieldValue: @unchecked Sendable {
    enum Kind {
      case serverTimestamp, delete
      case arrayUnion([Any])
      case arrayRemove([Any])
      case increment(Double, isInteger: Bool)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    public class func serverTimestamp() -> FieldValue { FieldValue(.serverTimestamp) }
    public class func delete() -> FieldValue { FieldValue(.delete) }
    public class func arrayUnion(_ elements: [Any]) -> FieldValue {
      FieldValue(.arrayUnion(elements))
    }
    public class func arrayRemove(_ elements: [Any]) -> FieldValue {
      FieldValue(.arrayRemove(elements))
    }
    public class func increment(_ l: Int64) -> FieldValue {
      FieldValue(.increment(Double(l), isInteger: true))
    }
    public class func increment(_ d: Double) -> FieldValue {
      FieldValue(.increment(d, isInteger: false))
    }
  }

  /// Where a snapshot came from.
  public final class SnapshotMetadata: @unchecked Sendable {
    public let hasPendingWrites = false
    public let isFromCache = false
  }

  /// Where a read may be answered from.
  public enum FirestoreSource: Int, Sendable {
    case `default`, server, cache
  }

  /// Firestore's settings; kept, not acted on (everything is in memory).
  public final class FirestoreSettings: @unchecked Sendable {
    public var host = "firestore.googleapis.com"
    public var isSSLEnabled = true
    public var isPersistenceEnabled = true
    public var cacheSizeBytes: Int64 = 100 * 1024 * 1024
    public var dispatchQueue = DispatchQueue.main
    public init() {}
  }

  /// A listener to remove.
  public protocol ListenerRegistration: AnyObject {
    func remove()
  }

  // MARK: The store

  /// Cloud Firestore, in memory: documents live as long as the process; reads and writes answer
  /// on the main queue; listeners hear the current result when added, then each change.
  public final class Firestore: @unchecked Sendable {
    private static let instances = PerApp { Firestore(app: $0) }

    let lock = NSLock()
    /// Documents by path (`notes/abc`), with when each was first written (for the default order).
    var documents: [String: (data: [String: Any], order: Int)] = [:]
    private var writes = 0
    var listeners: [QueryListener] = []
    public var settings = FirestoreSettings()
    public let app: FirebaseApp?

    init(app: FirebaseApp?) { self.app = app }

    public class func firestore() -> Firestore { instances.forDefaultApp() }

    public class func firestore(app: FirebaseApp) -> Firestore { instances.for(app) }

    public func useEmulator(withHost host: String, port: Int) {}
    public func clearPersistence(completion: ((Error?) -> Void)? = nil) {
      firebaseDeliver { completion?(nil) }
    }
    public func enableNetwork(completion: ((Error?) -> Void)? = nil) {
      firebaseDeliver { completion?(nil) }
    }
    public func disableNetwork(completion: ((Error?) -> Void)? = nil) {
      firebaseDeliver { completion?(nil) }
    }

    public func collection(_ collectionPath: String) -> CollectionReference {
      CollectionReference(firestore: self, path: Self.trimmed(collectionPath))
    }

    public func document(_ documentPath: String) -> DocumentReference {
      DocumentReference(firestore: self, path: Self.trimmed(documentPath))
    }

    /// Every collection of that ID, wherever it lies.
    public func collectionGroup(_ collectionID: String) -> Query {
      Query(firestore: self, collectionPath: collectionID, isGroup: true)
    }

    public func batch() -> WriteBatch { WriteBatch(firestore: self) }

    static func trimmed(_ path: String) -> String {
      path.split(separator: "/").joined(separator: "/")
    }

    // MARK: Writes

    func write(_ path: String, _ data: [String: Any]?, merge: Bool) {
      lock.withLock {
        guard let data else {
          documents[path] = nil
          return
        }
        writes += 1
        var stored = merge ? (documents[path]?.data ?? [:]) : [:]
        Self.apply(data, to: &stored)
        documents[path] = (stored, documents[path]?.order ?? writes)
      }
      notifyListeners()
    }

    func update(_ path: String, _ fields: [AnyHashable: Any]) throws {
      try lock.withLock {
        guard var stored = documents[path]?.data else {
          throw firestoreError(.notFound, "No document to update: \(path)")
        }
        var data: [String: Any] = [:]
        for (key, value) in fields { data["\(key)"] = value }
        Self.apply(data, to: &stored, dotted: true)
        documents[path]?.data = stored
      }
      notifyListeners()
    }

    /// Writes `data` into `stored`: field values worked out, `a.b` keys as nested fields when
    /// `dotted` (as `updateData` reads them).
    static func apply(_ data: [String: Any], to stored: inout [String: Any], dotted: Bool = false) {
      for (key, value) in data {
        let path = dotted ? key.split(separator: ".").map(String.init) : [key]
        set(value, at: path[...], in: &stored)
      }
    }

    private static func set(
      _ value: Any, at path: ArraySlice<String>, in stored: inout [String: Any]
    ) {
      guard let key = path.first else { return }
      if path.count > 1 {
        var inner = stored[key] as? [String: Any] ?? [:]
        set(value, at: path.dropFirst(), in: &inner)
        stored[key] = inner
        return
      }
      if let field = value as? FieldValue {
        switch field.kind {
        case .serverTimestamp: stored[key] = Timestamp()
        case .delete: stored[key] = nil
        case .arrayUnion(let elements):
          var array = stored[key] as? [Any] ?? []
          for element in elements
          where !array.contains(where: { FirebaseValues.isEqual($0, element) }) {
            array.append(element)
          }
          stored[key] = array
        case .arrayRemove(let elements):
          stored[key] = (stored[key] as? [Any] ?? []).filter { element in
            !elements.contains { FirebaseValues.isEqual($0, element) }
          }
        case .increment(let amount, let isInteger):
          let old = FirebaseValues.number(stored[key]) ?? 0
          stored[key] =
            isInteger && (stored[key] == nil || stored[key] is Int)
            ? Int(old + amount) as Any : old + amount
        }
      } else if let nested = value as? [String: Any] {
        var inner: [String: Any] = [:]
        apply(nested, to: &inner)
        stored[key] = inner
      } else if let date = value as? Date {
        stored[key] = Timestamp(date: date)
      } else {
        stored[key] = value
      }
    }

    // MARK: Reads

    func snapshot(of path: String) -> DocumentSnapshot {
      let data = lock.withLock { documents[path]?.data }
      return DocumentSnapshot(reference: DocumentReference(firestore: self, path: path), data: data)
    }

    func run(_ query: Query) -> [QueryDocumentSnapshot] {
      let rows = lock.withLock {
        documents.filter { query.contains($0.key) }.map { ($0.key, $0.value.data, $0.value.order) }
      }
      var matching = rows.filter { row in query.filters.allSatisfy { $0.matches(row.1) } }
      matching.sort { left, right in
        for order in query.orders {
          let a = FirebaseValues.value(at: order.field, in: left.1)
          let b = FirebaseValues.value(at: order.field, in: right.1)
          if let ascending = FirebaseValues.compare(a, b) {
            return order.descending ? !ascending : ascending
          }
        }
        return left.2 < right.2
      }
      if let limit = query.limit {
        matching = query.limitToLast ? Array(matching.suffix(limit)) : Array(matching.prefix(limit))
      }
      return matching.map {
        QueryDocumentSnapshot(reference: DocumentReference(firestore: self, path: $0.0), data: $0.1)
      }
    }

    // MARK: Listeners

    final class QueryListener: ListenerRegistration, @unchecked Sendable {
      weak var firestore: Firestore?
      let deliver: () -> Void
      init(firestore: Firestore, deliver: @escaping () -> Void) {
        self.firestore = firestore
        self.deliver = deliver
      }
      func remove() {
        guard let firestore else { return }
        firestore.lock.withLock { firestore.listeners.removeAll { $0 === self } }
      }
    }

    func listen(_ deliver: @escaping () -> Void) -> ListenerRegistration {
      let listener = QueryListener(firestore: self, deliver: deliver)
      lock.withLock { listeners.append(listener) }
      firebaseDeliver { [self] in
        if lock.withLock({ listeners.contains { $0 === listener } }) { deliver() }
      }
      return listener
    }

    private func notifyListeners() {
      let current = lock.withLock { listeners }
      firebaseDeliver { [self] in
        for listener in current where lock.withLock({ listeners.contains { $0 === listener } }) {
          listener.deliver()
        }
      }
    }

  }

  // MARK: Queries

  /// A query of a collection: filters, orders and a limit, run against the documents stored.
  public class Query: @unchecked Sendable {
    struct Filter {
      let field: String
      let test: (Any?) -> Bool
      func matches(_ data: [String: Any]) -> Bool {
        test(FirebaseValues.value(at: field, in: data))
      }
    }

    public let firestore: Firestore
    let collectionPath: String
    let isGroup: Bool
    var filters: [Filter] = []
    var orders: [(field: String, descending: Bool)] = []
    var limit: Int?
    var limitToLast = false

    init(firestore: Firestore, collectionPath: String, isGroup: Bool = false) {
      self.firestore = firestore
      self.collectionPath = collectionPath
      self.isGroup = isGroup
    }

    /// Whether a document's path lies in the queried collection.
    func contains(_ documentPath: String) -> Bool {
      let parts = documentPath.split(separator: "/")
      guard parts.count >= 2 else { return false }
      if isGroup { return parts[parts.count - 2] == collectionPath }
      return parts.dropLast().joined(separator: "/") == collectionPath
    }

    private func adding(_ change: (Query) -> Void) -> Query {
      let copy = Query(firestore: firestore, collectionPath: collectionPath, isGroup: isGroup)
      copy.filters = filters
      copy.orders = orders
      copy.limit = limit
      copy.limitToLast = limitToLast
      change(copy)
      return copy
    }

    private func filtered(_ field: String, _ test: @escaping (Any?) -> Bool) -> Query {
      adding { $0.filters.append(Filter(field: field, test: test)) }
    }

    public func whereField(_ field: String, isEqualTo value: Any) -> Query {
      filtered(field) { FirebaseValues.isEqual($0, value) }
    }
    public func whereField(_ field: String, isNotEqualTo value: Any) -> Query {
      filtered(field) { $0 != nil && !FirebaseValues.isEqual($0, value) }
    }
    public func whereField(_ field: String, isLessThan value: Any) -> Query {
      filtered(field) { FirebaseValues.compare($0, value) == true && $0 != nil }
    }
    public func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Query {
      filtered(field) { $0 != nil && FirebaseValues.compare(value, $0) != true }
    }
    public func whereField(_ field: String, isGreaterThan value: Any) -> Query {
      filtered(field) { $0 != nil && FirebaseValues.compare(value, $0) == true }
    }
    public func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Query {
      filtered(field) { $0 != nil && FirebaseValues.compare($0, value) != true }
    }
    public func whereField(_ field: String, arrayContains value: Any) -> Query {
      filtered(field) { ($0 as? [Any])?.contains { FirebaseValues.isEqual($0, value) } ?? false }
    }
    public func whereField(_ field: String, arrayContainsAny values: [Any]) -> Query {
      filtered(field) { stored in
        (stored as? [Any])?.contains { element in
          values.contains { FirebaseValues.isEqual(element, $0) }
        }
          ?? false
      }
    }
    public func whereField(_ field: String, in values: [Any]) -> Query {
      filtered(field) { stored in values.contains { FirebaseValues.isEqual(stored, $0) } }
    }
    public func whereField(_ field: String, notIn values: [Any]) -> Query {
      filtered(field) { stored in
        stored != nil && !values.contains { FirebaseValues.isEqual(stored, $0) }
      }
    }

    public func order(by field: String) -> Query { order(by: field, descending: false) }
    public func order(by field: String, descending: Bool) -> Query {
      adding { $0.orders.append((field, descending)) }
    }
    public func limit(to limit: Int) -> Query {
      adding {
        $0.limit = limit
        $0.limitToLast = false
      }
    }
    public func limit(toLast limit: Int) -> Query {
      adding {
        $0.limit = limit
        $0.limitToLast = true
      }
    }

    func snapshot() -> QuerySnapshot {
      QuerySnapshot(query: self, documents: firestore.run(self))
    }

    public func getDocuments(completion: @escaping (QuerySnapshot?, Error?) -> Void) {
      let result = snapshot()
      firebaseDeliver { completion(result, nil) }
    }
    public func getDocuments(
      source: FirestoreSource, completion: @escaping (QuerySnapshot?, Error?) -> Void
    ) {
      getDocuments(completion: completion)
    }
    public func getDocuments() async throws -> QuerySnapshot { snapshot() }
    public func getDocuments(source: FirestoreSource) async throws -> QuerySnapshot { snapshot() }

    /// Listens: the current result on the next main-queue turn, then the result after each write.
    @discardableResult
    public func addSnapshotListener(_ listener: @escaping (QuerySnapshot?, Error?) -> Void)
      -> ListenerRegistration
    {
      var previous: [QueryDocumentSnapshot] = []
      return firestore.listen { [self] in
        let current = snapshot()
        current.previous = previous
        previous = current.documents
        listener(current, nil)
      }
    }
    @discardableResult
    public func addSnapshotListener(
      includeMetadataChanges: Bool, listener: @escaping (QuerySnapshot?, Error?) -> Void
    ) -> ListenerRegistration {
      addSnapshotListener(listener)
    }
  }

  /// A collection of documents.
  public final class CollectionReference: Query, @unchecked Sendable {
    public let path: String

    init(firestore: Firestore, path: String) {
      self.path = path
      super.init(firestore: firestore, collectionPath: path)
    }

    public var collectionID: String { String(path.split(separator: "/").last ?? "") }
    public var parent: DocumentReference? {
      let parts = path.split(separator: "/")
      guard parts.count > 1 else { return nil }
      return DocumentReference(firestore: firestore, path: parts.dropLast().joined(separator: "/"))
    }

    /// A new document with an ID of 20 letters and digits, as Firestore's.
    public func document() -> DocumentReference {
      let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
      let id = String((0..<20).map { _ in alphabet.randomElement()! })
      return document(id)
    }

    public func document(_ documentPath: String) -> DocumentReference {
      DocumentReference(firestore: firestore, path: path + "/" + Firestore.trimmed(documentPath))
    }

    @discardableResult
    public func addDocument(data: [String: Any], completion: ((Error?) -> Void)? = nil)
      -> DocumentReference
    {
      let reference = document()
      reference.setData(data, completion: completion)
      return reference
    }
    public func addDocument(data: [String: Any]) async throws -> DocumentReference {
      let reference = document()
      firestore.write(reference.path, data, merge: false)
      return reference
    }
    @discardableResult
    public func addDocument<T: Encodable>(
      from value: T, encoder: Firestore.Encoder = Firestore.Encoder(),
      completion: ((Error?) -> Void)? = nil
    ) throws -> DocumentReference {
      let reference = document()
      try reference.setData(from: value, encoder: encoder, completion: completion)
      return reference
    }
  }

  /// A document's place; it may hold no document yet.
  public final class DocumentReference: @unchecked Sendable {
    public let firestore: Firestore
    public let path: String

    init(firestore: Firestore, path: String) {
      self.firestore = firestore
      self.path = path
    }

    public var documentID: String { String(path.split(separator: "/").last ?? "") }
    public var parent: CollectionReference {
      CollectionReference(
        firestore: firestore, path: path.split(separator: "/").dropLast().joined(separator: "/"))
    }

    public func collection(_ collectionPath: String) -> CollectionReference {
      CollectionReference(
        firestore: firestore, path: path + "/" + Firestore.trimmed(collectionPath))
    }

    public func setData(_ documentData: [String: Any], completion: ((Error?) -> Void)? = nil) {
      setData(documentData, merge: false, completion: completion)
    }
    public func setData(
      _ documentData: [String: Any], merge: Bool, completion: ((Error?) -> Void)? = nil
    ) {
      firestore.write(path, documentData, merge: merge)
      firebaseDeliver { completion?(nil) }
    }
    public func setData(_ documentData: [String: Any]) async throws {
      firestore.write(path, documentData, merge: false)
    }
    public func setData(_ documentData: [String: Any], merge: Bool) async throws {
      firestore.write(path, documentData, merge: merge)
    }
    public func setData<T: Encodable>(
      from value: T, merge: Bool = false, encoder: Firestore.Encoder = Firestore.Encoder(),
      completion: ((Error?) -> Void)? = nil
    ) throws {
      setData(try encoder.encode(value), merge: merge, completion: completion)
    }

    public func updateData(_ fields: [AnyHashable: Any], completion: ((Error?) -> Void)? = nil) {
      let error: Error?
      do {
        try firestore.update(path, fields)
        error = nil
      } catch let failure {
        error = failure
      }
      firebaseDeliver { completion?(error) }
    }
    public func updateData(_ fields: [AnyHashable: Any]) async throws {
      try firestore.update(path, fields)
    }

    public func delete(completion: ((Error?) -> Void)? = nil) {
      firestore.write(path, nil, merge: false)
      firebaseDeliver { completion?(nil) }
    }
    public func delete() async throws { firestore.write(path, nil, merge: false) }

    public func getDocument(completion: @escaping (DocumentSnapshot?, Error?) -> Void) {
      let snapshot = firestore.snapshot(of: path)
      firebaseDeliver { completion(snapshot, nil) }
    }
    public func getDocument(
      source: FirestoreSource, completion: @escaping (DocumentSnapshot?, Error?) -> Void
    ) {
      getDocument(completion: completion)
    }
    public func getDocument() async throws -> DocumentSnapshot { firestore.snapshot(of: path) }
    public func getDocument<T: Decodable>(as type: T.Type) async throws -> T {
      try firestore.snapshot(of: path).data(as: type)
    }
    public func getDocument<T: Decodable>(
      as type: T.Type, completion: @escaping (Result<T, Error>) -> Void
    ) {
      let snapshot = firestore.snapshot(of: path)
      firebaseDeliver { completion(Result { try snapshot.data(as: type) }) }
    }

    @discardableResult
    public func addSnapshotListener(_ listener: @escaping (DocumentSnapshot?, Error?) -> Void)
      -> ListenerRegistration
    {
      firestore.listen { [self] in listener(firestore.snapshot(of: path), nil) }
    }
    @discardableResult
    public func addSnapshotListener(
      includeMetadataChanges: Bool, listener: @escaping (DocumentSnapshot?, Error?) -> Void
    ) -> ListenerRegistration {
      addSnapshotListener(listener)
    }
  }

  // MARK: Snapshots

  /// A document as read: its data, if it exists.
  public class DocumentSnapshot: @unchecked Sendable {
    public let reference: DocumentReference
    let stored: [String: Any]?
    public let metadata = SnapshotMetadata()

    init(reference: DocumentReference, data: [String: Any]?) {
      self.reference = reference
      stored = data
    }

    public var documentID: String { reference.documentID }
    public var exists: Bool { stored != nil }
    public func data() -> [String: Any]? { stored }
    public func get(_ field: Any) -> Any? {
      stored.flatMap { FirebaseValues.value(at: "\(field)", in: $0) }
    }
    public subscript(key: Any) -> Any? { self.get(key) }

    /// The document decoded, its `@DocumentID` property its ID.
    public func data<T: Decodable>(
      as type: T.Type, decoder: Firestore.Decoder = Firestore.Decoder()
    )
      throws -> T
    {
      guard let stored else {
        throw DecodingError.valueNotFound(
          type,
          DecodingError.Context(
            codingPath: [], debugDescription: "No document at \(reference.path)"))
      }
      return try decoder.decode(type, from: stored, in: reference)
    }
  }

  /// A document a query found: it exists.
  public final class QueryDocumentSnapshot: DocumentSnapshot, @unchecked Sendable {
    public override func data() -> [String: Any] { stored ?? [:] }
  }

  /// How a document changed since a listener's last snapshot.
  public enum DocumentChangeType: Int, Sendable {
    case added, modified, removed
  }

  /// A document's change since a listener's last snapshot.
  public final class DocumentChange: @unchecked Sendable {
    public let type: DocumentChangeType
    public let document: QueryDocumentSnapshot
    public let oldIndex: UInt
    public let newIndex: UInt
    init(type: DocumentChangeType, document: QueryDocumentSnapshot, oldIndex: Int, newIndex: Int) {
      self.type = type
      self.document = document
      self.oldIndex = UInt(bitPattern: oldIndex)
      self.newIndex = UInt(bitPattern: newIndex)
    }
  }

  /// A query's result.
  public final class QuerySnapshot: @unchecked Sendable {
    public let query: Query
    public let documents: [QueryDocumentSnapshot]
    public let metadata = SnapshotMetadata()
    /// What a listener had before (empty for a first snapshot or a read).
    var previous: [QueryDocumentSnapshot] = []

    init(query: Query, documents: [QueryDocumentSnapshot]) {
      self.query = query
      self.documents = documents
    }

    public var isEmpty: Bool { documents.isEmpty }
    public var count: Int { documents.count }

    /// The documents added, modified and removed since the listener's last snapshot.
    public var documentChanges: [DocumentChange] {
      var changes: [DocumentChange] = []
      for (oldIndex, old) in previous.enumerated()
      where !documents.contains(where: { $0.reference.path == old.reference.path }) {
        changes.append(
          DocumentChange(type: .removed, document: old, oldIndex: oldIndex, newIndex: -1))
      }
      for (newIndex, document) in documents.enumerated() {
        if let oldIndex = previous.firstIndex(where: {
          $0.reference.path == document.reference.path
        }) {
          if !FirebaseValues.isEqual(previous[oldIndex].data(), document.data()) {
            changes.append(
              DocumentChange(
                type: .modified, document: document, oldIndex: oldIndex, newIndex: newIndex))
          }
        } else {
          changes.append(
            DocumentChange(type: .added, document: document, oldIndex: -1, newIndex: newIndex))
        }
      }
      return changes
    }
    public func documentChanges(includeMetadataChanges: Bool) -> [DocumentChange] {
      documentChanges
    }
  }

  /// Writes made together.
  public final class WriteBatch: @unchecked Sendable {
    private let firestore: Firestore
    private var writes: [() throws -> Void] = []

    init(firestore: Firestore) { self.firestore = firestore }

    @discardableResult
    public func setData(_ data: [String: Any], forDocument document: DocumentReference)
      -> WriteBatch
    {
      setData(data, forDocument: document, merge: false)
    }
    @discardableResult
    public func setData(
      _ data: [String: Any], forDocument document: DocumentReference, merge: Bool
    ) -> WriteBatch {
      writes.append { [firestore] in firestore.write(document.path, data, merge: merge) }
      return self
    }
    @discardableResult
    public func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference)
      -> WriteBatch
    {
      writes.append { [firestore] in try firestore.update(document.path, fields) }
      return self
    }
    @discardableResult
    public func deleteDocument(_ document: DocumentReference) -> WriteBatch {
      writes.append { [firestore] in firestore.write(document.path, nil, merge: false) }
      return self
    }
    public func commit(completion: ((Error?) -> Void)? = nil) {
      let error = commitNow()
      firebaseDeliver { completion?(error) }
    }
    public func commit() async throws {
      if let error = commitNow() { throw error }
    }
    private func commitNow() -> Error? {
      do {
        for write in writes { try write() }
        return nil
      } catch {
        return error
      }
    }
  }

  // MARK: Codable (FirebaseFirestoreSwift)

  extension CodingUserInfoKey {
    static let firestoreDocumentID = CodingUserInfoKey(rawValue: "HeadlessFirebase.documentID")!
  }

  extension Firestore {
    /// Encodes a value as a document's data: dates as timestamps, `@DocumentID` left out.
    public struct Encoder {
      public init() {}
      public func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
          var container = encoder.singleValueContainer()
          try container.encode(["__timestamp": date.timeIntervalSince1970])
        }
        let json = try JSONSerialization.jsonObject(with: encoder.encode(value))
        guard let object = json as? [String: Any] else {
          throw EncodingError.invalidValue(
            value,
            EncodingError.Context(codingPath: [], debugDescription: "A document is an object"))
        }
        return Self.fromJSON(object) as? [String: Any] ?? [:]
      }

      static func fromJSON(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
          if object.count == 1, let seconds = object["__timestamp"] as? Double {
            return Timestamp(date: Date(timeIntervalSince1970: seconds))
          }
          if object["__serverTimestamp"] != nil { return FieldValue.serverTimestamp() }
          return object.mapValues(fromJSON)
        }
        if let array = value as? [Any] { return array.map(fromJSON) }
        return value
      }
    }

    /// Decodes a document's data: timestamps as dates, `@DocumentID` the document's ID.
    public struct Decoder {
      public init() {}
      public func decode<T: Decodable>(
        _ type: T.Type, from data: [String: Any], in reference: DocumentReference? = nil
      ) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if let reference { decoder.userInfo[.firestoreDocumentID] = reference.documentID }
        let json = try JSONSerialization.data(withJSONObject: Self.toJSON(data))
        return try decoder.decode(type, from: json)
      }

      static func toJSON(_ value: Any) -> Any {
        switch value {
        case let timestamp as Timestamp: return timestamp.dateValue().timeIntervalSince1970
        case let date as Date: return date.timeIntervalSince1970
        case let reference as DocumentReference: return reference.path
        case let point as GeoPoint:
          return ["latitude": point.latitude, "longitude": point.longitude]
        case let object as [String: Any]: return object.mapValues(toJSON)
        case let array as [Any]: return array.map(toJSON)
        default: return value
        }
      }
    }
  }

  /// A property that is the document's ID when read, and not written.
  @propertyWrapper
  public struct DocumentID<Value: Codable>: Codable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Swift.Decoder) throws {
      wrappedValue = decoder.userInfo[.firestoreDocumentID] as? Value
    }

    public func encode(to encoder: any Swift.Encoder) throws {}
  }

  extension DocumentID: Equatable where Value: Equatable {}
  extension DocumentID: Hashable where Value: Hashable {}
  extension DocumentID: Sendable where Value: Sendable {}

  extension KeyedDecodingContainer {
    public func decode<Value>(_ type: DocumentID<Value>.Type, forKey key: Key) throws
      -> DocumentID<Value>
    {
      try DocumentID(from: superDecoder(forKey: key))
    }
  }

  extension KeyedEncodingContainer {
    public mutating func encode<Value>(_ value: DocumentID<Value>, forKey key: Key) throws {}
  }

  /// A date the store sets when the property is `nil` at a write.
  @propertyWrapper
  public struct ServerTimestamp<Value: Codable>: Codable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Swift.Decoder) throws {
      let container = try decoder.singleValueContainer()
      wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: any Swift.Encoder) throws {
      var container = encoder.singleValueContainer()
      if let wrappedValue {
        try container.encode(wrappedValue)
      } else {
        try container.encode(["__serverTimestamp": true])
      }
    }
  }

  extension ServerTimestamp: Equatable where Value: Equatable {}
  extension ServerTimestamp: Sendable where Value: Sendable {}

  extension KeyedDecodingContainer {
    public func decode<Value>(_ type: ServerTimestamp<Value>.Type, forKey key: Key) throws
      -> ServerTimestamp<Value>
    {
      try decodeIfPresent(type, forKey: key) ?? ServerTimestamp(wrappedValue: nil)
    }
  }
#endif
