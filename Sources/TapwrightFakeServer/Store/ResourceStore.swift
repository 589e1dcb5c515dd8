import Foundation

/// In-memory resources with REST semantics: named collections of JSON objects keyed by id.
///
/// A value type: copying it is O(1) (copy-on-write), which is what makes a core's reset O(1).
/// Collection names are paths (`/users`, `/users/7/posts`); a trailing slash is ignored.
public struct ResourceStore: Sendable, Equatable {
  struct Collection: Sendable, Equatable {
    var order: [String] = []
    var items: [String: JSON] = [:]
    var nextID = 1
  }

  var collections: [String: Collection] = [:]

  /// Creates an empty store.
  public init() {}

  /// Creates a store and lets `build` seed it (fixtures).
  /// - Parameter build: Seeds the new store.
  public init(_ build: (inout ResourceStore) throws -> Void) rethrows {
    try build(&self)
  }

  static func key(_ collection: String) -> String {
    // Byte checks: `String.contains(String)` goes through Foundation on Linux and is slow.
    let bytes = collection.utf8
    let slash = UInt8(ascii: "/")
    let isNormal =
      bytes.first == slash && bytes.last != slash
      && !zip(bytes, bytes.dropFirst()).contains { $0 == slash && $1 == slash }
    return isNormal
      ? collection : "/" + RoutePattern.pathSegments(collection).joined(separator: "/")
  }

  /// The names of the collections that hold at least one item, sorted.
  public var collectionNames: [String] {
    collections.filter { !$0.value.order.isEmpty }.keys.sorted()
  }

  /// The items of `collection` in insertion order (empty when there is none).
  /// - Parameter collection: The collection's path.
  public func list(_ collection: String) -> [JSON] {
    guard let stored = collections[Self.key(collection)] else { return [] }
    return stored.order.compactMap { stored.items[$0] }
  }

  /// The number of items in `collection`.
  /// - Parameter collection: The collection's path.
  public func count(_ collection: String) -> Int {
    collections[Self.key(collection)]?.order.count ?? 0
  }

  /// The item with `id` in `collection`, or `nil`.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - id: The item's id as text.
  public func get(_ collection: String, id: String) -> JSON? {
    collections[Self.key(collection)]?.items[id]
  }

  /// Adds `item` to `collection`, giving it the next whole-number `id` unless it has one.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - item: A JSON object.
  /// - Returns: The stored item, with its `id`.
  @discardableResult
  public mutating func create(_ collection: String, _ item: JSON) -> JSON {
    // Mutates the collection in place (no copy of its items), so a create is O(1).
    Self.create(item, in: &collections[Self.key(collection), default: Collection()])
  }

  private static func create(_ item: JSON, in stored: inout Collection) -> JSON {
    var members = item.objectValue ?? ["value": item]
    let id: String
    if let given = members["id"], given != .null {
      id = given.queryText
      if let number = Int(id) { stored.nextID = max(stored.nextID, number + 1) }
    } else {
      while stored.items[String(stored.nextID)] != nil { stored.nextID += 1 }
      id = String(stored.nextID)
      members["id"] = .integer(stored.nextID)
      stored.nextID += 1
    }
    let value = JSON.object(members)
    if stored.items.updateValue(value, forKey: id) == nil { stored.order.append(id) }
    return value
  }

  /// Replaces (or creates) the item `id` with `item`; its `id` member is set to `id`.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - id: The item's id as text.
  ///   - item: A JSON object.
  /// - Returns: The stored item, and whether it was created.
  @discardableResult
  public mutating func replace(_ collection: String, id: String, with item: JSON) -> (
    item: JSON, created: Bool
  ) {
    Self.replace(id, with: item, in: &collections[Self.key(collection), default: Collection()])
  }

  private static func replace(_ id: String, with item: JSON, in stored: inout Collection) -> (
    item: JSON, created: Bool
  ) {
    var members = item.objectValue ?? ["value": item]
    let existing = stored.items[id]
    members["id"] = existing?["id"] ?? (Int(id).map(JSON.integer) ?? .string(id))
    if let number = Int(id) { stored.nextID = max(stored.nextID, number + 1) }
    let value = JSON.object(members)
    stored.items[id] = value
    if existing == nil { stored.order.append(id) }
    return (value, existing == nil)
  }

  /// Merges `patch` into the item `id` (JSON merge patch); `nil` when there is no such item.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - id: The item's id as text.
  ///   - patch: The members to change; `null` removes one. The `id` member cannot change.
  @discardableResult
  public mutating func merge(_ collection: String, id: String, patch: JSON) -> JSON? {
    let key = Self.key(collection)
    guard let existing = collections[key]?.items[id] else { return nil }
    var merged = existing.merging(patch).objectValue ?? [:]
    merged["id"] = existing["id"]
    let value = JSON.object(merged)
    collections[key]?.items[id] = value
    return value
  }

  /// Removes the item `id`; returns it, or `nil` when there was none.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - id: The item's id as text.
  @discardableResult
  public mutating func delete(_ collection: String, id: String) -> JSON? {
    let key = Self.key(collection)
    guard let removed = collections[key]?.items.removeValue(forKey: id) else { return nil }
    collections[key]?.order.removeAll { $0 == id }
    return removed
  }

  /// Adds `items`, each encoded as JSON, to `collection` (fixtures).
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - items: Values that encode as JSON objects.
  public mutating func seed<Item: Encodable>(_ collection: String, _ items: [Item]) throws {
    // One encoding of the whole array: the encoder's per-call setup cost more than the items.
    guard case .array(let values) = try JSON(encoding: items) else { return }
    for value in values { create(collection, value) }
  }

  /// The items of `collection` decoded as `Item`.
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - type: The type to decode.
  public func decode<Item: Decodable>(_ collection: String, as type: Item.Type = Item.self) throws
    -> [Item]
  {
    try list(collection).map { try $0.decode(Item.self) }
  }

  /// Removes every item of every collection.
  public mutating func removeAll() {
    collections = [:]
  }
}
