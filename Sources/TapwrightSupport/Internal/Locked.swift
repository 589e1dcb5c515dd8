import Foundation

/// A value guarded by an `NSLock`; every read and write goes through `withLock`.
///
/// `@unchecked Sendable` is sound because `value` is only touched while `lock` is held.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  @inline(__always)
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
