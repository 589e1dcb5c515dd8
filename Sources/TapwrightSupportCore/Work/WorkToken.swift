import IssueReporting
import TapwrightReporting

/// A handle on work started with ``WorkTracker/enter(label:at:)`` or a tracked timer.
public final class WorkToken: Sendable {
  private let tracker: WorkTracker
  private let record: WorkRecord
  private let onCancel: (@Sendable () -> Void)?
  private let left = Locked(false)

  init(tracker: WorkTracker, record: WorkRecord, onCancel: (@Sendable () -> Void)? = nil) {
    self.tracker = tracker
    self.record = record
    self.onCancel = onCancel
  }

  /// The work this token stands for.
  public var work: TrackedWork {
    record.work
  }

  /// Whether the work still counts as running.
  public var isRunning: Bool {
    tracker.isRunning(record)
  }

  /// Marks the work finished; leaving twice is reported at the caller's line and ignored.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func leave(
    at callSite: CallSite = #callSite
  ) {
    let wasLeft = left.withLock { left -> Bool in
      defer { left = true }
      return left
    }
    if wasLeft {
      reportTapwrightIssue(
        "\(work.name) started at \(work.location) was left more than once.",
        at: callSite
      )
      return
    }
    tracker.end(record)
  }

  /// Stops the work (a timer does not fire) and stops counting it; does nothing once finished.
  public func cancel() {
    let wasLeft = left.withLock { left -> Bool in
      defer { left = true }
      return left
    }
    guard !wasLeft else { return }
    onCancel?()
    tracker.end(record)
  }
}
