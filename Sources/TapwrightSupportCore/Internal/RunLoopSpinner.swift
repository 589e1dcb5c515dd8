import Dispatch
import Foundation

/// Waits synchronously for a condition, keeping the main run loop running when on the main thread.
enum RunLoopSpinner {
  /// Waits until `isDone()` holds or `timeout` passes; returns `isDone()`.
  ///
  /// - On the main thread, runs the main run loop in short slices, so main-queue blocks and
  ///   main-actor jobs run; the condition's owner should call `wake` when it may have changed.
  /// - Elsewhere, blocks on `semaphore` (signalled by the condition's owner) until the deadline.
  static func wait(
    timeout: Duration?,
    semaphore: DispatchSemaphore,
    until isDone: () -> Bool
  ) -> Bool {
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0.timeInterval) } ?? .distantFuture
    if Thread.isMainThread {
      while !isDone() {
        let now = Date()
        if now >= deadline { return isDone() }
        // A slice of the run loop: returns early once it has handled a source (a main-queue
        // block), otherwise after 10 ms, so the condition is re-checked promptly. Not a fixed wait.
        _ = RunLoop.main.run(mode: .default, before: min(deadline, now.addingTimeInterval(0.01)))
      }
      return true
    }
    while !isDone() {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return isDone() }
      _ = semaphore.wait(timeout: .now() + min(remaining, 3600))
    }
    return true
  }

  /// Wakes a waiter: signals its semaphore and queues an empty main-queue block so a spinning
  /// main run loop returns from its slice at once.
  static func wake(_ semaphore: DispatchSemaphore) {
    semaphore.signal()
    DispatchQueue.main.async {}
  }
}
