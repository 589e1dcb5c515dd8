#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // The Objective-C runtime's `@synchronized` functions, which Linux lacks: a recursive lock per
  // object, taken by `objc_sync_enter(self)` and given back by `objc_sync_exit(self)` — how
  // Swift code has guarded shared state for a decade (Moya, RxCocoa, apps' caches).

  /// `objc_sync_exit` succeeded (the lock was the calling thread's), as the runtime's constant.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var OBJC_SYNC_SUCCESS: Int { 0 }

  /// `objc_sync_exit` was called by a thread that does not hold the object's lock.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int { -1 }

  /// The objects' locks: one per object while a thread holds or waits for it (by the object's
  /// identity, which cannot be reused while the lock is held, as the holder keeps the object).
  private final class ObjectMonitors: @unchecked Sendable {
    static let shared = ObjectMonitors()

    final class Monitor {
      let condition = NSCondition()
      var owner: pthread_t?
      var depth = 0
      /// Entries not yet matched by an exit, holding or waiting: the monitor goes at zero.
      var users = 0
    }

    private let lock = NSLock()
    private var monitors: [ObjectIdentifier: Monitor] = [:]

    func enter(_ object: AnyObject) {
      let id = ObjectIdentifier(object)
      lock.lock()
      let monitor = monitors[id] ?? Monitor()
      monitors[id] = monitor
      monitor.users += 1
      lock.unlock()
      let me = pthread_self()
      monitor.condition.lock()
      if let owner = monitor.owner, pthread_equal(owner, me) != 0 {
        monitor.depth += 1
      } else {
        while monitor.depth > 0 { monitor.condition.wait() }
        monitor.owner = me
        monitor.depth = 1
      }
      monitor.condition.unlock()
    }

    func exit(_ object: AnyObject) -> Bool {
      let id = ObjectIdentifier(object)
      lock.lock()
      let found = monitors[id]
      lock.unlock()
      guard let monitor = found else { return false }
      monitor.condition.lock()
      guard monitor.depth > 0, let owner = monitor.owner, pthread_equal(owner, pthread_self()) != 0
      else {
        monitor.condition.unlock()
        return false
      }
      monitor.depth -= 1
      if monitor.depth == 0 {
        monitor.owner = nil
        monitor.condition.signal()
      }
      monitor.condition.unlock()
      lock.lock()
      monitor.users -= 1
      if monitor.users == 0 { monitors[id] = nil }
      lock.unlock()
      return true
    }
  }

  /// Takes the object's recursive lock, waiting while another thread holds it, as the
  /// Objective-C runtime's (what `@synchronized(object)` begins with).
  ///
  /// - Parameter obj: The object whose lock it is; a value that is not an object is boxed anew
  ///   each time, so it guards nothing (as on Apple platforms).
  /// - Returns: `OBJC_SYNC_SUCCESS` once the lock is held.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @discardableResult
  public func objc_sync_enter(_ obj: Any) -> Int32 {
    ObjectMonitors.shared.enter(obj as AnyObject)
    return Int32(OBJC_SYNC_SUCCESS)
  }

  /// Gives back one hold of the object's lock taken by `objc_sync_enter` on this thread.
  ///
  /// - Parameter obj: The object.
  /// - Returns: `OBJC_SYNC_SUCCESS`, or `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` when this thread does
  ///   not hold the lock.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @discardableResult
  public func objc_sync_exit(_ obj: Any) -> Int32 {
    Int32(
      ObjectMonitors.shared.exit(obj as AnyObject)
        ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
  }
#endif
