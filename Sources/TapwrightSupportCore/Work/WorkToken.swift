import IssueReporting
import TapwrightReporting

/// A handle on work started with ``WorkTracker/enter(label:fileID:filePath:line:column:)`` or a tracked timer.
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
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func leave(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let wasLeft = left.withLock { left -> Bool in
      defer { left = true }
      return left
    }
    if wasLeft {
      reportTapwrightIssue(
        "\(work.name) started at \(work.location) was left more than once.",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
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
