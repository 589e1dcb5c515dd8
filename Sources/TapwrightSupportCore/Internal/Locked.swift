import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a mutex; every read and write goes through `withLock`.
///
/// `@unchecked Sendable` is sound because `value` is only touched while `mutex` is held. On Linux
/// the mutex is glibc's adaptive mutex, which spins briefly before sleeping: the tracker's
/// critical sections are a few instructions long, so a waiter rarely has to sleep.
final class Locked<Value>: @unchecked Sendable {
  #if canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #else
    private let lock = NSLock()
  #endif
  private var value: Value

  init(_ value: Value) {
    self.value = value
    #if canImport(Glibc) || canImport(Musl)
      mutex = .allocate(capacity: 1)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #endif
  }

  #if canImport(Glibc) || canImport(Musl)
    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }
  #endif

  @inline(__always)
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    #if canImport(Glibc) || canImport(Musl)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
    #else
      lock.lock()
      defer { lock.unlock() }
    #endif
    return try body(&value)
  }
}
