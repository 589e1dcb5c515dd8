#if !canImport(UIKit)
  import Foundation

  // What UIKit code gets from the Objective-C runtime on Apple platforms and Linux's Foundation
  // lacks. UIKit re-exports Foundation and the ObjectiveC module, so apps use these freely.

  extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` (`NSObject`'s `init()`) makes on
    /// Apple platforms; Linux's Foundation has no argument-less initialiser, and an extension
    /// cannot add `init()` because it would override `NSObject`'s. Subclasses (such as
    /// `NSMutableAttributedString`) inherit it, so `NSMutableAttributedString()` works too.
    ///
    /// - Parameter headlessEmpty: Never passed; it only distinguishes this from `NSObject.init()`.
    public convenience init(_headlessEmpty: Void = ()) {
      self.init(string: "")
    }
  }

  #if !canImport(ObjectiveC)
    /// Runs `body` in an autorelease pool, as the ObjectiveC module's `autoreleasepool(invoking:)`;
    /// Swift on Linux releases objects without pools, so this just runs `body`.
    ///
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
      try body()
    }

    /// Nanoseconds in a second, and the other time-unit ratios Darwin's `<sys/time.h>` defines
    /// (apps write `DispatchTime.now() + Double(NSEC_PER_SEC)`); Linux's Foundation lacks them.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSEC_PER_USEC: UInt64 { 1_000 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var USEC_PER_SEC: UInt64 { 1_000_000 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var MSEC_PER_SEC: UInt64 { 1_000 }

    /// Foundation's version on the simulated iOS 17.4 (`NSObjCRuntime.h`), for code that compares
    /// it with the `NSFoundationVersionNumber_iOS_…` constants: newer than every one of them.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber: Double { 2048 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_7_0: Double { 1047.20 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_7_1: Double { 1047.25 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_0: Double { 1140.11 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_1: Double { 1141.1 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_2: Double { 1142.14 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_3: Double { 1144.17 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_4: Double { 1144.17 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_8_x_Max: Double { 1199 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_0: Double { 1240.1 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_1: Double { 1241.14 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_2: Double { 1242.12 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_3: Double { 1242.12 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_4: Double { 1280.25 }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var NSFoundationVersionNumber_iOS_9_x_Max: Double { 1299 }

    extension Stream {
      /// The stream's error, as `streamError` gives it on Apple platforms: `nil` unless its status
      /// is `.error`. Linux Foundation's `streamError` stops the process when the stream has no
      /// error; the port reads this in its place.
      public var _tapwrightStreamError: (any Error)? {
        streamStatus == .error ? streamError : nil
      }
    }

    extension NSError {
      /// An error of a user info keyed by `NSObject` (`CFErrorCopyUserInfo(error) as!
      /// [NSObject: Any]`, as KeychainAccess turns a `CFError` into an `NSError`): Apple's Swift
      /// bridges such a dictionary to the `[String: Any]` Foundation's initialiser takes; Linux's
      /// does not. Each key is its string (an `NSString`'s, else its description).
      ///
      /// - Parameters:
      ///   - domain: The error's domain.
      ///   - code: Its code.
      ///   - dict: Its user info.
      @_disfavoredOverload
      public convenience init(domain: String, code: Int, userInfo dict: [NSObject: Any]?) {
        let userInfo = dict.map { info in
          Dictionary(
            info.map { key, value in ((key as? NSString).map(String.init) ?? "\(key)", value) },
            uniquingKeysWith: { first, _ in first })
        }
        self.init(domain: domain, code: code, userInfo: userInfo)
      }
    }

    // swift-format-ignore: AvoidRetroactiveConformances
    extension Thread: @retroactive CVarArg {
      /// A thread as a format argument (`String(format: "[%p] %@", Thread.current, Thread.current)`,
      /// as loggers write it): on Apple platforms every object is one, passed as its pointer;
      /// Linux's Foundation formats only its own bridged objects (`NSString`), and an object it
      /// does not know stops the process. So a thread is passed as an `NSString` of its
      /// description, one per thread, kept while the thread is: `%@` prints the description and
      /// `%p` an address that stays the same for the thread (that string's, not the thread's).
      public var _cVarArgEncoding: [Int] {
        FormatArgumentStrings.shared.string(for: self)._cVarArgEncoding
      }
    }

    /// The strings threads are passed to `String(format:)` as, one per thread while it lives.
    private final class FormatArgumentStrings: @unchecked Sendable {
      static let shared = FormatArgumentStrings()
      private let lock = NSLock()
      private var strings: [ObjectIdentifier: (thread: Weak, string: NSString)] = [:]

      private struct Weak { weak var object: AnyObject? }

      func string(for thread: Thread) -> NSString {
        let description = thread.description
        return lock.withLock {
          let key = ObjectIdentifier(thread)
          if let entry = strings[key], entry.thread.object === thread,
            entry.string as String == description
          {
            return entry.string
          }
          // Threads that ended give their place back (their identifiers may be reused).
          strings = strings.filter { $0.value.thread.object != nil }
          let string = NSString(string: description)
          strings[key] = (Weak(object: thread), string)
          return string
        }
      }
    }
  #endif
#endif
