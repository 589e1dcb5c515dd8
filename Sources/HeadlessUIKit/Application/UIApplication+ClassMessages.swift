#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Messages sent to the UIApplication class itself, as libraries that also build for app
  // extensions (where `UIApplication.shared` is unavailable) reach the shared application:
  // `UIApplication.responds(to: NSSelectorFromString("sharedApplication"))`, then
  // `UIApplication.perform(_:)` or `UIApplication.value(forKeyPath: "sharedApplication")`. On
  // iOS the class object answers Objective-C's messages; on Linux these answer the two class
  // messages that give the shared application.

  /// The shared application once made, readable from code of any isolation.
  final class MadeSharedApplication: @unchecked Sendable {
    private let lock = NSLock()
    private var application: UIApplication?

    func withLock<Result>(_ body: (inout UIApplication?) -> Result) -> Result {
      lock.withLock { body(&application) }
    }
  }

  extension UIApplication {
    nonisolated static let madeShared = MadeSharedApplication()

    /// The class messages the UIApplication class answers: the shared application's two names.
    nonisolated private static let classMessages: Set<String> = ["sharedApplication", "shared"]

    /// The class object's address, as Objective-C prints it.
    nonisolated private static var classAddress: String {
      "0x" + String(UInt(bitPattern: ObjectIdentifier(UIApplication.self).hashValue), radix: 16)
    }

    /// Whether the UIApplication class answers `aSelector` (`sharedApplication`, `shared`), as
    /// `+respondsToSelector:`.
    ///
    /// - Parameter aSelector: The class message.
    /// - Returns: Whether it is answered.
    nonisolated public class func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      return classMessages.contains(aSelector.name)
    }

    /// Sends a class message: `sharedApplication` and `shared` give the shared application;
    /// another is Objective-C's unrecognized-selector exception, reported, and `nil`.
    ///
    /// - Parameter aSelector: The class message.
    /// - Returns: The shared application.
    @discardableResult
    nonisolated public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
      guard responds(to: aSelector) else {
        reportUIKitException(
          "+[UIApplication \(aSelector?.name ?? "(null)")]: unrecognized selector sent to class "
            + classAddress)
        return nil
      }
      return sharedFromAnyIsolation().map { Unmanaged.passUnretained($0) }
    }

    /// Key-value coding's read on the class: `sharedApplication` or `shared` is the shared
    /// application, and the rest of the path is read from it.
    ///
    /// - Parameter keyPath: The key path.
    /// - Returns: Its value.
    nonisolated public class func value(forKeyPath keyPath: String) -> Any? {
      let keys = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
      guard let first = keys.first, classMessages.contains(first) else {
        reportUIKitException(
          "[<UIApplication \(classAddress)> valueForUndefinedKey:]: this class "
            + "is not key value coding-compliant for the key \(keys.first ?? keyPath).")
        return nil
      }
      guard let shared = sharedFromAnyIsolation() else { return nil }
      return keys.count == 1 ? shared : shared.value(forKeyPath: keys[1])
    }

    /// Key-value coding's read of one key on the class: `sharedApplication` or `shared` is the
    /// shared application.
    ///
    /// - Parameter key: The key.
    /// - Returns: Its value.
    nonisolated public class func value(forKey key: String) -> Any? {
      value(forKeyPath: key)
    }

    /// The shared application from code of any isolation, as these class messages are
    /// `NSObject`'s (not main-actor isolated) on iOS: made on the main actor when it is there,
    /// else the one made already (`nil` before any is).
    nonisolated private static func sharedFromAnyIsolation() -> UIApplication? {
      if let made = madeShared.withLock({ $0 }) { return made }
      guard Thread.isMainThread else { return nil }
      return MainActor.assumeIsolated { shared }
    }
  }
#endif
