import Foundation

/// A value guarded by an `NSLock`; every read and write goes through ``withLock(_:)``.
///
/// `@unchecked Sendable` is sound because `value` is only touched while `lock` is held.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
