#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  extension NSObject {
    /// Key-value coding's read, as far as Swift answers it without the Objective-C runtime: the
    /// stored property of that name, found by reflection in the object's class and its
    /// superclasses (a `lazy` property once it has been read). For any other key — UIKit's
    /// private instance variables among them — it reports UIKit's exception ("…this class is not
    /// key value coding-compliant for the key …") and returns `nil`.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: Its value, or `nil`.
    public func value(forKey key: String) -> Any? {
      var mirror: Mirror? = Mirror(reflecting: self)
      while let current = mirror {
        for child in current.children
        where child.label == key || child.label == "$__lazy_storage_$_\(key)" {
          return unwrapped(child.value)
        }
        mirror = current.superclassMirror
      }
      reportUIKitException(
        "[\(uikitDescription(self)) valueForUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key \(key).")
      return nil
    }

    /// An optional's wrapped value, or the value itself (KVC returns objects, not optionals).
    private func unwrapped(_ value: Any) -> Any? {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { return value }
      return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
  }
#endif
