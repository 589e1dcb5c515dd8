import Foundation

/// A value guarded by a lock, the only `@unchecked Sendable` type of TapwrightDoubles.
///
/// Every access goes through ``withLock(_:)``, which holds an `NSLock` for the duration of the
/// body. Like the standard library's `Mutex`, it is `Sendable` whatever its value, because the
/// value is only ever reached under the lock.
final class SpyLock<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// Creates a lock guarding an initial state.
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
