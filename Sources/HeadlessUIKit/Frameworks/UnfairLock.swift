#if !canImport(UIKit) && !canImport(os)
  import Foundation

  // An unfair lock, as `os`'s: the lock at an address, each address backed by a mutex made when
  // it is first locked.

  /// The lock's storage, as `os`'s (`os_unfair_lock()` is an unlocked lock).
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public struct os_unfair_lock_s: Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var _os_unfair_lock_opaque: UInt32
    public init() { _os_unfair_lock_opaque = 0 }
  }

  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public typealias os_unfair_lock = os_unfair_lock_s
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

  private final class UnfairLocks: @unchecked Sendable {
    static let shared = UnfairLocks()
    private let lock = NSLock()
    private var locks: [UnsafeMutableRawPointer: NSLock] = [:]

    func lock(at address: UnsafeMutableRawPointer) -> NSLock {
      lock.withLock {
        if let existing = locks[address] { return existing }
        let made = NSLock()
        locks[address] = made
        return made
      }
    }
  }

  /// Locks the lock at `lock`, waiting for it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    UnfairLocks.shared.lock(at: UnsafeMutableRawPointer(lock)).lock()
  }

  /// Locks the lock at `lock` if it is free.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    UnfairLocks.shared.lock(at: UnsafeMutableRawPointer(lock)).try()
  }

  /// Unlocks the lock at `lock`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    UnfairLocks.shared.lock(at: UnsafeMutableRawPointer(lock)).unlock()
  }

  /// Asserts the caller holds the lock (not checked here).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

  /// Asserts the caller does not hold the lock (not checked here).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
#endif
