import Dispatch
import Foundation

/// Runs actions at deadlines on the real clock, from one thread, for the short deadlines set on
/// every request (the fake server's handler timeout) and every wait for tracked work.
///
/// A task sleeping per deadline costs a task, a timer and two thread hops per deadline even when
/// it is cancelled a few microseconds later, as nearly all are. Here setting and
/// cancelling a deadline is a lock and a table entry; the thread is woken only when a deadline
/// earlier than the one it waits for is set (with one fixed timeout, new deadlines come later, so
/// almost never) and when one passes.
package final class DeadlineWatch: @unchecked Sendable {
  /// The process's watch; its thread starts with the first deadline.
  package static let shared = DeadlineWatch()

  /// A set deadline, for ``cancel(_:)``.
  package struct Token: Sendable {
    fileprivate let id: UInt64
  }

  private struct Entry {
    let due: DispatchTime
    let action: @Sendable () -> Void
  }

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var entries: [UInt64: Entry] = [:]
  private var nextID: UInt64 = 0
  private var isRunning = false
  /// The deadline the thread waits for (`nil` while it waits for any deadline to be set).
  private var waitingUntil: DispatchTime?

  /// Creates a watch; its thread starts with the first deadline (tests make their own).
  package init() {}

  /// Runs `action` on the watch's thread once `delay` has passed, unless cancelled first.
  package func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> Token {
    let due = DispatchTime.now() + .nanoseconds(Self.nanoseconds(delay))
    condition.lock()
    defer { condition.unlock() }
    nextID += 1
    entries[nextID] = Entry(due: due, action: action)
    if !isRunning {
      isRunning = true
      let thread = Thread { [self] in watch() }
      thread.name = "tapwright deadlines"
      thread.start()
    } else if waitingUntil.map({ due < $0 }) ?? true {
      condition.signal()
    }
    return Token(id: nextID)
  }

  /// Cancels a deadline; its action will not run (if it is running already, it finishes).
  package func cancel(_ token: Token) {
    condition.lock()
    entries[token.id] = nil
    condition.unlock()
  }

  private func watch() {
    condition.lock()
    while true {
      let now = DispatchTime.now()
      guard let (id, next) = entries.min(by: { $0.value.due < $1.value.due }) else {
        waitingUntil = nil
        condition.wait()
        continue
      }
      if next.due <= now {
        entries[id] = nil
        condition.unlock()
        next.action()
        condition.lock()
        continue
      }
      waitingUntil = next.due
      let seconds = Double(next.due.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
      _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
    }
  }

  private static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds < Int64(Int.max / 1_000_000_000) - 1 else { return Int.max / 2 }
    return Int(max(0, seconds)) * 1_000_000_000 + Int(max(0, attoseconds) / 1_000_000_000)
  }
}
