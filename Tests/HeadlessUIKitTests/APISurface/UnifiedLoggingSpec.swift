#if !canImport(UIKit) && !canImport(os)
  import Foundation
  import Testing

  import HeadlessUIKit
  @testable import HeadlessOSLog

  // The `os` module's logging as apps call it (on iOS `import os` or `import OSLog`; the port step
  // imports HeadlessOSLog in its place on Linux).

  extension Logger {
    fileprivate static let network = Logger(subsystem: "com.example.notes", category: "network")
  }

  /// A counter guarded as apps guard one.
  private final class GuardedCounter: @unchecked Sendable {
    private let lock: os_unfair_lock_t = {
      let lock = os_unfair_lock_t.allocate(capacity: 1)
      lock.initialize(to: os_unfair_lock())
      return lock
    }()
    private var value = 0

    func increment() {
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
      value += 1
    }

    var count: Int {
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
      return value
    }
  }

  @Suite("Unified logging: Logger, os_log and OSLog")
  struct UnifiedLoggingSpec {
    @Test("A Logger's message shows every interpolated value, with its format and alignment")
    func interpolations() {
      let count = 3
      let path = "/notes"
      let ratio = 0.256
      let message: OSLogMessage = """
        GET \(path, privacy: .public) → \(count) notes, \(ratio, format: .fixed(precision: 2)), \
        id \(255, format: .hex(includePrefix: true)), \(true, format: .answer), \
        [\(7, align: .right(columns: 3))] \(String?.none) \(Int.self)
        """
      #expect(message.text == "GET /notes → 3 notes, 0.26, id 0xff, YES, [  7] <nil> Int")
      // Every level of a logger takes such a message.
      Logger.network.debug("loaded \(count, privacy: .private) notes")
      Logger.network.error("failed: \(URLError(.notConnectedToInternet), privacy: .public)")
      Logger().log(level: .fault, "fault \(path)")
    }

    @Test("An unfair lock excludes: concurrent increments all count; signposts are accepted")
    func unfairLockAndSignposts() {
      let counter = GuardedCounter()
      DispatchQueue.concurrentPerform(iterations: 1000) { _ in counter.increment() }
      #expect(counter.count == 1000)
      let log = OSLog(subsystem: "com.example.notes", category: .pointsOfInterest)
      let id = OSSignpostID(log: log)
      os_signpost(.begin, log: log, name: "Sync", signpostID: id)
      os_signpost(.end, log: log, name: "Sync", signpostID: id, "%d notes", 3)
      #expect(id != OSSignpostID(log: log))
    }

    @Test("os_log's printf-style formats drop their privacy qualifiers")
    func classicFormats() {
      let log = OSLog(subsystem: "com.example.notes", category: "sync")
      os_log("Synced %{public}@ in %d ms", log: log, type: .info, "notes", 12)
      os_log(.error, log: log, "Sync failed")
      os_log(.debug, log: log, "Synced \(2) notes")
      #expect(log.isEnabled(type: .debug))
      #expect(!OSLog.disabled.isEnabled(type: .fault))
      #expect(OSLogType.error.rawValue == 0x10)
    }
  }
#endif
