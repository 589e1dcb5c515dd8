#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tracked work a thread is running right now, in a thread-specific slot.
///
/// Dispatched blocks run synchronously on one thread, so a thread-specific value (set for the
/// block, restored after) says which tracked work enqueued more work, without the allocation a
/// task-local binding costs. Nothing is shared between threads; the key itself never changes.
enum ThreadWork {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The tracked work this thread is running, if any.
  static var current: WorkRecord? {
    pthread_getspecific(key).map { Unmanaged<WorkRecord>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with `record` as this thread's running work; the record outlives the call.
  static func with<R>(_ record: WorkRecord, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(record).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
