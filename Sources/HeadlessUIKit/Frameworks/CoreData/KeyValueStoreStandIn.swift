#if !canImport(ObjectiveC)
  // TEMPORARY until the predicate branch lands.
  protocol KeyValueStore: AnyObject {
    func storedValue(forKey key: String) -> Any??
    func setStoredValue(_ value: Any?, forKey key: String) -> Bool
  }
  import Foundation
  func sortedByDescriptors(_ objects: [Any], _ descriptors: [NSSortDescriptor]) -> [Any] { objects }
#endif
#if !canImport(ObjectiveC)
  func keyValue(of object: Any?, forKeyPath path: String) -> Any? { (object as? KeyValueStore)?.storedValue(forKey: path) ?? nil }
#endif
