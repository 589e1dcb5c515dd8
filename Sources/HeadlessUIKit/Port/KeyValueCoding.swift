#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  /// Objects that keep their key-value coding properties themselves (Core Data's managed objects).
  protocol KeyValueStore: AnyObject {
    /// The value for `key`: `.some(value)` (value may be nil) when the key is one of the object's properties, `nil` when it is not.
    func storedValue(forKey key: String) -> Any??
    /// Sets the value; returns false when `key` is not one of the object's properties.
    func setStoredValue(_ value: Any?, forKey key: String) -> Bool
  }

  extension NSObject {
    /// Key-value coding's read, as far as Swift answers it without the Objective-C runtime: a
    /// value the object keeps by key itself (a Core Data managed object's attribute), else the
    /// stored property of that name, found by reflection in the object's class and its
    /// superclasses (a `lazy` property once it has been read). An array, set or ordered set
    /// answers with the value of each of its elements, a dictionary with its entry. For any
    /// other key — UIKit's private instance variables among them — it reports UIKit's exception
    /// ("…this class is not key value coding-compliant for the key …") and returns `nil`.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: Its value, or `nil`.
    @_disfavoredOverload  // NSDictionary's own `value(forKey:)` (Linux's Foundation has it) wins.
    public func value(forKey key: String) -> Any? {
      switch lookUpValue(forKey: key, in: self) {
      case .found(let value): return value
      case .undefined: return undefinedKey(key, of: self)
      }
    }

    /// Key-value coding's read along a key path (`"owner.name"`, `"items.@sum.price"`): each
    /// key read as `value(forKey:)` reads it, collection operators (`@count`, `@sum`, `@avg`,
    /// `@min`, `@max`, `@unionOfObjects`, `@distinctUnionOfObjects`) applied to the collection
    /// on their left.
    ///
    /// - Parameter keyPath: The key path.
    /// - Returns: The value at its end, or `nil`.
    public func value(forKeyPath keyPath: String) -> Any? {
      keyValue(of: self, forKeyPath: keyPath)
    }

    /// Key-value coding's write: the value is kept by an object that keeps its values by key (a
    /// Core Data managed object) or a mutable dictionary; an array sets it on each of its
    /// elements. Any other key reports UIKit's exception ("…setValue:forUndefinedKey:]: this
    /// class is not key value coding-compliant for the key …") and changes nothing — Swift's
    /// stored properties cannot be written by name without the Objective-C runtime.
    ///
    /// - Parameters:
    ///   - value: The new value; `nil` (or `NSNull`) clears it.
    ///   - key: The property's name.
    public func setValue(_ value: Any?, forKey key: String) {
      setKeyValue(value, forKey: key, of: self)
    }

    /// Key-value coding's write at the end of a key path: every key but the last is read, and
    /// the last is set on what they lead to, as `setValue(_:forKey:)` sets it.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - keyPath: The key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
      guard let dot = keyPath.firstIndex(of: ".") else {
        setValue(value, forKey: keyPath)
        return
      }
      let head = String(keyPath[..<dot])
      let rest = String(keyPath[keyPath.index(after: dot)...])
      guard let target = self.value(forKey: head) else { return }
      if let object = target as? NSObject {
        object.setValue(value, forKeyPath: rest)
      } else {
        setKeyValue(value, forKeyPath: rest, of: target)
      }
    }

    /// Sets several values by key, as `setValue(_:forKey:)` sets each; `NSNull` stands for `nil`.
    ///
    /// - Parameter keyedValues: The values by key.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
      for (key, value) in keyedValues {
        setValue(value is NSNull ? nil : value, forKey: key)
      }
    }

    /// The values of several keys, read as `value(forKey:)` reads each; `NSNull` stands for
    /// `nil`.
    ///
    /// - Parameter keys: The keys.
    /// - Returns: The values by key.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
      var result: [String: Any] = [:]
      for key in keys {
        result[key] = value(forKey: key) ?? NSNull()
      }
      return result
    }
  }

  /// Reports an undefined key as UIKit raises it, and answers `nil`.
  private func undefinedKey(_ key: String, of object: Any) -> Any? {
    reportUIKitException(
      "[\(kvcDescription(object)) valueForUndefinedKey:]: this class is not key value "
        + "coding-compliant for the key \(key).")
    return nil
  }

  /// An object as an exception names it: `<Module.Type: 0x…>`, or a Swift value's type.
  private func kvcDescription(_ object: Any) -> String {
    if type(of: object) is AnyClass {
      return uikitDescription(object as AnyObject)
    }
    return "<__SwiftValue: \(String(reflecting: type(of: object)))>"
  }

  // MARK: - Reading

  /// What a key names in an object: a value (possibly `nil`), or nothing.
  enum KeyLookup {
    case found(Any?)
    case undefined
  }

  /// The value at the end of a key path, as key-value coding reads it: dictionaries by entry,
  /// objects that keep their values by key (`KeyValueStore`), objects and Swift values by
  /// reflection, `self`; a key applied to an array or set reads it from each element (an array
  /// of the values, `NSNull` for `nil`; a set of the values that are not `nil`); collection
  /// operators (`@count`, `@sum`, `@avg`, `@min`, `@max`, `@unionOfObjects`,
  /// `@distinctUnionOfObjects`, `@unionOfArrays`, `@distinctUnionOfArrays`) apply to the
  /// collection on their left and the key path on their right. An undefined key of an object
  /// reports UIKit's exception; of a Swift value, it is `nil`.
  ///
  /// - Parameters:
  ///   - object: The root.
  ///   - path: The key path (`"owner.name"`, `"tags.@count"`, `"self"`).
  /// - Returns: The value, optionals unwrapped, or `nil`.
  func keyValue(of object: Any?, forKeyPath path: String) -> Any? {
    let keys = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return keyValue(of: object, keys: keys[...])
  }

  private func keyValue(of object: Any?, keys: ArraySlice<String>) -> Any? {
    guard let key = keys.first else { return object }
    guard let object = unwrappedValue(object), !(object is NSNull) else { return nil }
    if key.hasPrefix("@"), key.count > 1, !isDictionary(object) {
      return collectionOperator(key, on: object, rest: keys.dropFirst())
    }
    switch lookUpValue(forKey: key, in: object) {
    case .found(let value):
      return keyValue(of: value, keys: keys.dropFirst())
    case .undefined:
      return type(of: object) is AnyClass ? undefinedKey(key, of: object) : nil
    }
  }

  /// The value one key names in an object, without reporting.
  func lookUpValue(forKey key: String, in object: Any) -> KeyLookup {
    if key == "self" || key == "SELF" { return .found(object) }
    if let dictionary = object as? NSDictionary {
      // NSDictionary reads a key that starts with "@" as its own property: `@count` is its count.
      if key == "@count" { return .found(dictionary.count) }
      if key.hasPrefix("@") { return .undefined }
      return .found(unwrappedValue(dictionary.object(forKey: key)))
    }
    if let dictionary = object as? [String: Any] {
      if key == "@count" { return .found(dictionary.count) }
      return .found(unwrappedValue(dictionary[key] as Any?))
    }
    // UserDefaults' keys are its defaults: `value(forKey:)` is `object(forKey:)`.
    if let defaults = object as? UserDefaults { return .found(defaults.object(forKey: key)) }
    if let dictionary = object as? [AnyHashable: Any] {
      if key == "@count" { return .found(dictionary.count) }
      return .found(unwrappedValue(dictionary[AnyHashable(key)] as Any?))
    }
    if let elements = collectionElements(object) {
      if key.hasPrefix("@") { return .found(collectionOperator(key, on: object, rest: [])) }
      return .found(mapCollection(object, elements) { keyValue(of: $0, keys: [key]) })
    }
    if let store = object as? KeyValueStore, let stored = store.storedValue(forKey: key) {
      return .found(unwrappedValue(stored))
    }
    if let string = object as? String ?? (object as? NSString).map({ $0 as String }),
      key == "length"
    {
      return .found(string.utf16.count)
    }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children
      where child.label == key || child.label == "$__lazy_storage_$_\(key)" {
        return .found(unwrappedValue(child.value))
      }
      mirror = current.superclassMirror
    }
    return .undefined
  }

  /// An optional's wrapped value, or the value itself (KVC returns objects, not optionals).
  func unwrappedValue(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrappedValue($0.value) } ?? nil
  }

  private func isDictionary(_ object: Any) -> Bool {
    object is NSDictionary || object is [String: Any] || object is [AnyHashable: Any]
  }

  /// Whether a collection is unordered (a set), so the values read from it make a set.
  private func isSet(_ object: Any) -> Bool {
    object is NSSet || (object is Set<AnyHashable> && !(object is NSArray))
  }

  /// The elements of an array, set or ordered set; `nil` for anything else (strings and
  /// dictionaries included).
  func collectionElements(_ object: Any?) -> [Any]? {
    guard let object = unwrappedValue(object) else { return nil }
    if object is String || object is NSString || isDictionary(object) { return nil }
    if let ordered = object as? NSOrderedSet { return ordered.array }
    if let set = object as? NSSet { return set.allObjects }
    if let array = object as? NSArray { return array.map { $0 } }
    if let set = object as? Set<AnyHashable> { return set.map { $0.base } }
    if let array = object as? [Any] { return array }
    return nil
  }

  /// The values of a collection's elements: a set of the non-`nil` ones for a set, else an
  /// array with `NSNull` for `nil`.
  private func mapCollection(_ object: Any, _ elements: [Any], _ transform: (Any) -> Any?)
    -> Any
  {
    if isSet(object) {
      let values = elements.compactMap { transform($0) }
      if let hashables = values as? [AnyHashable] { return Set(hashables) }
      return values
    }
    return elements.map { transform($0) ?? NSNull() }
  }

  // MARK: - Collection operators

  /// A collection operator (`@count`, `@sum`, …) applied to a collection and the key path on
  /// its right.
  private func collectionOperator(_ name: String, on object: Any, rest: ArraySlice<String>)
    -> Any?
  {
    guard let elements = collectionElements(object) else {
      return undefinedKey(name, of: object)
    }
    let path = rest.joined(separator: ".")
    func values() -> [Any] {
      elements.compactMap { element -> Any? in
        let value: Any? = path.isEmpty ? element : keyValue(of: element, keys: rest)
        return plainValue(value)
      }
    }
    switch name {
    case "@count":
      return path.isEmpty ? elements.count : keyValue(of: elements.count, keys: rest)
    case "@sum":
      return sum(values().compactMap(numericValue))
    case "@avg":
      let numbers = values().compactMap(numericValue)
      guard !numbers.isEmpty else { return 0 }
      return NSNumber(value: numbers.reduce(0) { $0 + $1.double } / Double(numbers.count))
    case "@min", "@max":
      let ascending = name == "@min"
      return values().min { first, second in
        let order = orderValues(first, second) ?? .orderedSame
        return ascending ? order == .orderedAscending : order == .orderedDescending
      }
    case "@unionOfObjects":
      return values()
    case "@distinctUnionOfObjects":
      return distinct(values())
    case "@unionOfArrays", "@unionOfSets":
      return values().flatMap { collectionElements($0) ?? [$0] }
    case "@distinctUnionOfArrays", "@distinctUnionOfSets":
      return distinct(values().flatMap { collectionElements($0) ?? [$0] })
    default:
      reportUIKitException(
        "[<\(String(reflecting: type(of: object)))> valueForUndefinedKey:]: this class is not "
          + "key value coding-compliant for the key \(name).")
      return nil
    }
  }

  /// The sum of numbers: an integer while every one is, else a double.
  private func sum(_ numbers: [KeyValueNumber]) -> NSNumber {
    if numbers.allSatisfy({ $0.isInteger }) {
      return NSNumber(value: numbers.reduce(Int64(0)) { $0 &+ $1.integer })
    }
    return NSNumber(value: numbers.reduce(0) { $0 + $1.double })
  }

  /// The values without repeats (by key-value equality), in their first order.
  private func distinct(_ values: [Any]) -> [Any] {
    var result: [Any] = []
    for value in values where !result.contains(where: { valuesEqual($0, value) }) {
      result.append(value)
    }
    return result
  }

  // MARK: - Writing

  /// Sets a key's value: a `KeyValueStore`, a mutable dictionary, each element of an array;
  /// anything else reports UIKit's exception.
  private func setKeyValue(_ value: Any?, forKey key: String, of object: Any) {
    let value = value is NSNull ? nil : value
    if let store = object as? KeyValueStore, store.setStoredValue(value, forKey: key) { return }
    // UserDefaults' keys are its defaults: `setValue(_:forKey:)` is `set(_:forKey:)`.
    if let defaults = object as? UserDefaults {
      defaults.set(value, forKey: key)
      return
    }
    if let dictionary = object as? NSMutableDictionary {
      if let value {
        dictionary.setObject(value, forKey: key as NSString)
      } else {
        dictionary.removeObject(forKey: key)
      }
      return
    }
    if !(object is NSDictionary), let elements = collectionElements(object) {
      for element in elements { setKeyValue(value, forKey: key, of: element) }
      return
    }
    reportUIKitException(
      "[\(kvcDescription(object)) setValue:forUndefinedKey:]: this class is not key value "
        + "coding-compliant for the key \(key).")
  }

  /// Sets the value at the end of a key path of a Swift value or collection.
  private func setKeyValue(_ value: Any?, forKeyPath path: String, of object: Any) {
    guard let dot = path.firstIndex(of: ".") else {
      setKeyValue(value, forKey: path, of: object)
      return
    }
    let head = String(path[..<dot])
    guard case .found(let next) = lookUpValue(forKey: head, in: object), let next else {
      return
    }
    setKeyValue(value, forKeyPath: String(path[path.index(after: dot)...]), of: next)
  }
#endif
