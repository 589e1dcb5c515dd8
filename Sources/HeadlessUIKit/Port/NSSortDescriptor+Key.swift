#if !canImport(ObjectiveC)
  import Foundation

  // Linux's Foundation marks `NSSortDescriptor(key:ascending:)` unavailable ("Key-value coding
  // is not available"); these overloads, found before the unavailable ones, make a descriptor
  // whose key path reads the key by key-value coding (`keyValue(of:forKeyPath:)`), so
  // `compare(_:to:)`, `NSArray.sortedArray(using:)` and `NSMutableArray.sort(using:)` sort by it.

  /// The key a key-based sort descriptor sorts by: the argument of its key path's subscript.
  struct SortKey: Hashable, Sendable {
    let key: String?
  }

  extension Optional where Wrapped == Any {
    /// The value of a key of the wrapped value as key-value coding reads it, or the value itself
    /// for no key: the key path of a sort descriptor made by key.
    subscript(keyValueSortKey sortKey: SortKey) -> Any? {
      guard let key = sortKey.key else { return self }
      return keyValue(of: self, forKeyPath: key)
    }
  }

  /// The keys of the key paths key-based sort descriptors sort by (one entry a distinct key).
  private final class SortKeys: @unchecked Sendable {
    static let shared = SortKeys()
    private let lock = NSLock()
    private var keys: [AnyKeyPath: String] = [:]

    func keyPath(for key: String?) -> KeyPath<Any?, Any?> {
      let keyPath = \Any?.[keyValueSortKey: SortKey(key: key)]
      if let key {
        lock.lock()
        keys[keyPath] = key
        lock.unlock()
      }
      return keyPath
    }

    func key(for keyPath: AnyKeyPath) -> String? {
      lock.lock()
      defer { lock.unlock() }
      return keys[keyPath]
    }
  }

  extension NSSortDescriptor {
    /// A descriptor that sorts by a key's value, read by key-value coding, in Foundation's
    /// order (`compare:`): numbers of any type by value, strings, dates; `nil` first.
    ///
    /// - Parameters:
    ///   - key: The key path (`"name"`, `"owner.name"`), or `nil` for the objects themselves.
    ///   - ascending: Whether smaller values come first.
    public convenience init(key: String?, ascending: Bool) {
      self.init(key: key, ascending: ascending, order: { sortOrder($0, $1) })
    }

    /// A descriptor that sorts by a key's value with a string comparison selector:
    /// `compare:`, `caseInsensitiveCompare:`, `localizedCompare:`,
    /// `localizedCaseInsensitiveCompare:` or `localizedStandardCompare:` (values that are not
    /// strings compare as `compare:` does).
    ///
    /// - Parameters:
    ///   - key: The key path, or `nil` for the objects themselves.
    ///   - ascending: Whether smaller values come first.
    ///   - selector: The comparison method's selector, or `nil` for `compare:`.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
      self.init(key: key, ascending: ascending, order: sortOrder(selector: selector))
    }

    /// A descriptor that sorts by a key's value with a comparator, which gets the two values.
    ///
    /// - Parameters:
    ///   - key: The key path, or `nil` for the objects themselves.
    ///   - ascending: Whether the comparator's order is kept (`false` reverses it).
    ///   - cmptr: Compares two values.
    public convenience init(
      key: String?, ascending: Bool, comparator cmptr: @escaping Comparator
    ) {
      self.init(key: key, ascending: ascending) { first, second in
        cmptr(plainValue(first) as Any, plainValue(second) as Any)
      }
    }

    private convenience init(
      key: String?, ascending: Bool, order: @escaping (Any?, Any?) -> ComparisonResult
    ) {
      self.init(
        keyPath: SortKeys.shared.keyPath(for: key), ascending: ascending,
        comparator: { order($0, $1) })
    }

    /// The key the descriptor sorts by, when it was made by key (`nil` for one made with a
    /// Swift key path: Linux's Swift key paths have no name).
    public var key: String? { SortKeys.shared.key(for: keyPath) }
  }

  /// The order a comparison selector gives two values.
  private func sortOrder(selector: Selector?) -> (Any?, Any?) -> ComparisonResult {
    let compare: ((String, String) -> ComparisonResult)?
    switch selector?.name {
    case nil, "compare:": compare = nil
    case "caseInsensitiveCompare:": compare = { $0.caseInsensitiveCompare($1) }
    case "localizedCompare:": compare = { $0.localizedCompare($1) }
    case "localizedCaseInsensitiveCompare:":
      compare = { $0.localizedCaseInsensitiveCompare($1) }
    case "localizedStandardCompare:": compare = { $0.localizedStandardCompare($1) }
    case let name?:
      reportUIKitException(
        "NSSortDescriptor: HeadlessUIKit compares with compare:, caseInsensitiveCompare:, "
          + "localizedCompare:, localizedCaseInsensitiveCompare: and "
          + "localizedStandardCompare:; it sorts by compare: in place of \(name)")
      compare = nil
    }
    guard let compare else { return { sortOrder($0, $1) } }
    return { first, second in
      if let first = plainValue(first).flatMap(stringValue),
        let second = plainValue(second).flatMap(stringValue)
      {
        return compare(first, second)
      }
      return sortOrder(first, second)
    }
  }

  /// The objects sorted by the descriptors, the first deciding and the next breaking its ties,
  /// objects the descriptors find the same in their original order: the order a Core Data fetch
  /// request's sort descriptors give. Works with descriptors made by key and by Swift key path.
  ///
  /// - Parameters:
  ///   - objects: The objects.
  ///   - descriptors: The sort descriptors, most significant first.
  /// - Returns: The objects in order.
  func sortedByDescriptors(_ objects: [Any], _ descriptors: [NSSortDescriptor]) -> [Any] {
    guard !descriptors.isEmpty else { return objects }
    return objects.enumerated().sorted { first, second in
      for descriptor in descriptors {
        switch descriptor.compare(first.element, to: second.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return first.offset < second.offset
    }.map(\.element)
  }
#endif
