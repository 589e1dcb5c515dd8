// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin) && canImport(Glibc)
  import Dispatch
  import Foundation
  import Glibc

  // C names that Darwin's headers give one Swift type and glibc's another: code written for iOS
  // passes them where Darwin's type is expected. Each keeps glibc's value (it goes to glibc) with
  // Darwin's type.

  /// Positive infinity as a `Float`, as Darwin's `<math.h>` gives `HUGE` (glibc names it only
  /// for old X/Open programs): progress views draw a full circle with `2 * Float.pi` … `HUGE`.
  public var HUGE: Float { .infinity }

  /// A recursive mutex's type, as `pthread_mutexattr_settype` takes it (`Int32`, as on Darwin;
  /// glibc's enumeration imports as `Int`). Resolver's and apps' recursive locks set it.
  public let PTHREAD_MUTEX_RECURSIVE = Int32(Glibc.PTHREAD_MUTEX_RECURSIVE)
  /// A normal mutex's type.
  public let PTHREAD_MUTEX_NORMAL = Int32(Glibc.PTHREAD_MUTEX_NORMAL)
  /// An error-checking mutex's type.
  public let PTHREAD_MUTEX_ERRORCHECK = Int32(Glibc.PTHREAD_MUTEX_ERRORCHECK)
  /// The default mutex type.
  public let PTHREAD_MUTEX_DEFAULT = Int32(Glibc.PTHREAD_MUTEX_DEFAULT)

  /// A queue's label as a C string, as Darwin's `__dispatch_queue_get_label` (which Swift's
  /// Dispatch names on Darwin only): `nil` asks for the current queue's, which libdispatch
  /// answers here too (`dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL)`). Loggers print
  /// it to name the queue a message came from.
  ///
  /// - Parameter queue: The queue, or `nil` for the current one.
  /// - Returns: Its label (empty when it has none); the string lives as long as the process.
  public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    if let queue { return DispatchQueueLabels.interned(queue.label) }
    typealias GetLabel = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "dispatch_queue_get_label"),
      let label = unsafeBitCast(symbol, to: GetLabel.self)(nil)
    {
      return label
    }
    return DispatchQueueLabels.interned("")
  }

  /// C strings of queue labels, made once each.
  enum DispatchQueueLabels {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var strings: [String: UnsafePointer<CChar>] = [:]

    static func interned(_ label: String) -> UnsafePointer<CChar> {
      lock.withLock {
        if let string = strings[label] { return string }
        let string = UnsafePointer(strdup(label)!)
        strings[label] = string
        return string
      }
    }
  }
#endif
