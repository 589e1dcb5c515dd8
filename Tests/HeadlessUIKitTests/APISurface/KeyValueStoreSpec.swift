#if !canImport(ObjectiveC)
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// An object that keeps its values by key, as Core Data's managed objects do.
  final class StoredRecord: NSObject, KeyValueStore {
    private static let properties: Set<String> = ["title", "priority", "owner", "done"]
    private var values: [String: Any] = [:]
    let plain = "reflected"

    init(_ values: [String: Any]) { self.values = values }

    func storedValue(forKey key: String) -> Any?? {
      guard Self.properties.contains(key) else { return nil }
      return .some(values[key])
    }

    func setStoredValue(_ value: Any?, forKey key: String) -> Bool {
      guard Self.properties.contains(key) else { return false }
      values[key] = value
      return true
    }
  }

  @Suite("Objects that keep their values by key (KeyValueStore), predicates and sorting")
  struct KeyValueStoreSpec {
    @Test("value(forKey:) asks the store first, then reflection; setValue(_:forKey:) writes it")
    func readsAndWrites() {
      let record = StoredRecord(["title": "Buy milk", "priority": Int16(2)])
      #expect(record.value(forKey: "title") as? String == "Buy milk")
      #expect(record.value(forKey: "owner") == nil)
      #expect(record.value(forKey: "plain") as? String == "reflected")
      record.setValue("Buy bread", forKey: "title")
      record.setValuesForKeys(["priority": 5, "done": NSNull()])
      #expect(record.value(forKey: "title") as? String == "Buy bread")
      #expect(record.value(forKey: "priority") as? Int == 5)
      let values = record.dictionaryWithValues(forKeys: ["title", "done"])
      #expect(values["title"] as? String == "Buy bread" && values["done"] is NSNull)
      let owner = StoredRecord(["title": "Ann"])
      record.setValue(owner, forKey: "owner")
      record.setValue("Bea", forKeyPath: "owner.title")
      #expect(record.value(forKeyPath: "owner.title") as? String == "Bea")
      withKnownIssue {
        record.setValue(1, forKey: "missing")
      } matching: { issue in
        message(of: issue).hasSuffix(
          "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
            + "missing.")
      }
      #expect(
        keyValue(of: ["record": record], forKeyPath: "record.owner.title") as? String == "Bea")
    }

    @Test("Predicates and sort descriptors read a store's values")
    func predicatesAndSorting() {
      let records = [
        StoredRecord(["title": "b", "priority": Int16(2)]),
        StoredRecord(["title": "a", "priority": Int16(2)]),
        StoredRecord(["title": "c"]),
      ]
      let urgent = NSPredicate(format: "priority >= %d", 2)
      #expect(records.filter { urgent.evaluate(with: $0) }.count == 2)
      let sorted = sortedByDescriptors(
        records,
        [
          NSSortDescriptor(key: "priority", ascending: false),
          NSSortDescriptor(key: "title", ascending: true),
        ])
      #expect(
        sorted.compactMap { ($0 as? StoredRecord)?.value(forKey: "title") as? String } == [
          "a", "b", "c",
        ])
      let byKeyPath = sortedByDescriptors(
        records, [NSSortDescriptor(keyPath: \StoredRecord.plain, ascending: true)])
      #expect(byKeyPath.count == 3 && (byKeyPath[0] as AnyObject) === records[0])
    }

    @Test("UserDefaults' keys are its defaults for key-value coding, as Foundation's on iOS")
    func userDefaultsByKey() throws {
      let defaults = try #require(UserDefaults(suiteName: "kvc.spec.\(UUID().uuidString)"))
      #expect(defaults.object(forKey: "greeting") == nil)
      defaults.setValue("Hello", forKeyPath: "greeting")
      #expect(defaults.string(forKey: "greeting") == "Hello")
      #expect(defaults.value(forKey: "greeting") as? String == "Hello")
      defaults.setValue(nil, forKey: "greeting")
      #expect(defaults.object(forKey: "greeting") == nil)
    }
  }
#endif
