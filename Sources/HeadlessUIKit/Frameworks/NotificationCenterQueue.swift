#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  extension NotificationCenter {
    /// Adds an observer whose block runs on `queue`, as Foundation's method of the same name,
    /// with the main queue as iOS has it.
    ///
    /// A post is synchronous: it returns when the block has run. When `queue` is the main queue
    /// and the post is on the main thread or the main queue, the block runs at once, as on iOS —
    /// also inside a main-queue block or a `@MainActor` test (which Swift Testing runs on the main
    /// queue, off the main thread, on Linux), where Linux's Foundation does not count the main
    /// queue as the current one, enqueues the block on it and waits for it, which never ends. On
    /// another queue or from another thread, the block is added to `queue` and the post waits
    /// for it, as Foundation does. (A queue given as an optional, `nil` included, is Foundation's
    /// method, unchanged.)
    ///
    /// - Parameters:
    ///   - name: The notification's name, or `nil` for every notification.
    ///   - obj: The sender whose notifications are observed, or `nil` for every sender.
    ///   - queue: The operation queue the block runs on.
    ///   - block: Runs with each notification.
    /// - Returns: The observer, which `removeObserver(_:)` removes.
    public func addObserver(
      forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
      using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
      // Foundation's method (an optional queue): the block on the posting thread, then routed.
      return addObserver(forName: name, object: obj, queue: nil as OperationQueue?) { note in
        let isCurrent =
          queue === OperationQueue.main
          ? Thread.isMainThread || isOnMainQueue : queue === OperationQueue.current
        if isCurrent {
          block(note)
        } else {
          nonisolated(unsafe) let note = note
          queue.addOperations([BlockOperation { block(note) }], waitUntilFinished: true)
        }
      }
    }
  }
#endif
