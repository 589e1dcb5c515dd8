import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// What a main-queue observer has seen (the main thread writes it; the test reads it there).
private final class Deliveries: @unchecked Sendable {
  var count = 0
  var onMainQueue = true
  var onGivenQueue = false
}

private let mainQueueKey = DispatchSpecificKey<UInt8>()
private let markedMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)

/// Whether the caller runs on the main queue: on the main thread on iOS; a `@MainActor` Swift
/// Testing test runs on the main queue off the main thread on Linux.
private func isOnMainQueue() -> Bool {
  _ = markedMainQueue
  return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

@Suite("Notification observers of the main queue")
struct NotificationQueueSpec {
  // Keyboard and app-state observers are written this way; a test posts on the main thread —
  // inside a `@MainActor` test, a main-queue turn.
  @Test("A post on the main thread runs a main-queue observer's block before it returns")
  @MainActor
  func postOnMainThread() async {
    let center = NotificationCenter()
    let name = Notification.Name("NotificationQueueSpec.main")
    let deliveries = Deliveries()
    let token = center.addObserver(forName: name, object: nil, queue: .main) { _ in
      deliveries.count += 1
      deliveries.onMainQueue = deliveries.onMainQueue && isOnMainQueue()
    }
    center.post(name: name, object: nil)
    #expect(deliveries.count == 1)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async {
        center.post(name: name, object: nil)
        done.resume()
      }
    }
    #expect(deliveries.count == 2)

    center.post(name: name, object: nil)
    center.removeObserver(token)
    center.post(name: name, object: nil)
    #expect(deliveries.count == 3)
    #expect(deliveries.onMainQueue)
  }

  @Test("A post on another thread waits while the main queue runs the block")
  @MainActor
  func postOnAnotherThread() async {
    let center = NotificationCenter()
    let name = Notification.Name("NotificationQueueSpec.background")
    let deliveries = Deliveries()
    let token = center.addObserver(forName: name, object: nil, queue: OperationQueue.main) {
      _ in
      deliveries.count += 1
      deliveries.onMainQueue = deliveries.onMainQueue && isOnMainQueue()
    }
    // A thread of its own, not a task: the post blocks its thread until the main queue has run
    // the block, which must not hold one of the concurrency pool's few threads.
    let countAfterPost = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
      Thread {
        center.post(name: name, object: nil)
        done.resume(returning: deliveries.count)
      }.start()
    }
    #expect(countAfterPost == 1)
    #expect(deliveries.onMainQueue)
    center.removeObserver(token)
  }

  @Test("An observer of another queue runs there; the post waits for it")
  func postToOtherQueue() {
    let center = NotificationCenter()
    let name = Notification.Name("NotificationQueueSpec.other")
    let queue = OperationQueue()
    queue.name = "NotificationQueueSpec"
    let deliveries = Deliveries()
    let token = center.addObserver(forName: name, object: nil, queue: queue) { _ in
      deliveries.count += 1
      deliveries.onGivenQueue = OperationQueue.current === queue
    }
    center.post(name: name, object: nil)
    #expect(deliveries.count == 1)
    #expect(deliveries.onGivenQueue)
    center.removeObserver(token)
  }
}
