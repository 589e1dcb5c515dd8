#if !canImport(UIKit)
  @_spi(Testing) import HeadlessUIKit
  import Dispatch

  /// What Tapwright asks of the UI host, answered by HeadlessUIKit's testing SPI.
  ///
  /// `Host+UIKit.swift` answers the same questions on Apple platforms.
  @MainActor
  enum Host {
    /// Whether HeadlessUIKit has next-turn work queued that has not run yet.
    ///
    /// HeadlessUIKit counts next-turn work per window too; the process-wide count is used so
    /// that work queued for a controller not (yet) in a window is not missed.
    static func hasPendingWork(in windows: [UIWindow]?) -> Bool {
      HeadlessScheduler.pendingWorkCount > 0
    }

    /// Fires the earliest running (not frozen) timer of `windows` due by `deadline`, if any.
    ///
    /// This is how virtual time advances: the timer fires now instead of at its real deadline.
    /// - Returns: Whether a timer fired.
    static func fireNextTimer(in windows: [UIWindow], dueBy deadline: DispatchTime?) -> Bool {
      let candidates = HeadlessScheduler.pendingTimers(in: windows).filter { timer in
        guard let due = timer.dueTime else { return false }
        return deadline.map { due <= $0 } ?? true
      }
      guard
        let next = candidates.min(by: {
          ($0.dueTime ?? .distantFuture, $0.id) < ($1.dueTime ?? .distantFuture, $1.id)
        })
      else { return false }
      return next.fire()
    }

    /// When the earliest running timer of any window is due (for waits without a stage).
    static func nextTimerDueAnywhere() -> DispatchTime? {
      HeadlessScheduler.pendingTimers(in: nil).compactMap(\.dueTime).min()
    }

    /// A short description of what keeps `windows` busy, for "did not settle" failures.
    static func pendingSummary(in windows: [UIWindow]) -> String {
      var parts: [String] = []
      let work = HeadlessScheduler.pendingWorkCount
      if work > 0 { parts.append("\(work) main-queue item\(work == 1 ? "" : "s") queued") }
      let timers = HeadlessScheduler.pendingTimers(in: windows)
      if !timers.isEmpty {
        parts.append("timers: " + timers.map(\.label).joined(separator: ", "))
      }
      return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
  }
#endif
