import Dispatch
import Foundation
import IssueReporting
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("Work tracker", .timeLimit(.minutes(1)))
struct WorkTrackerTests {
  @Test("A new tracker is idle and waiting returns at once")
  func idleAtStart() async {
    let tracker = WorkTracker()
    #expect(tracker.isIdle)
    #expect(tracker.running.isEmpty)
    #expect(await tracker.waitUntilIdle(timeout: .zero))
  }

  @Test("Entered work counts until it is left")
  func enterLeave() async {
    let tracker = WorkTracker()
    let token = tracker.enter(label: "download")
    #expect(!tracker.isIdle)
    #expect(token.isRunning)
    #expect(tracker.running.map(\.name) == ["entered work 'download'"])
    token.leave()
    #expect(tracker.isIdle)
    #expect(!token.isRunning)
  }

  @Test("Activity changes with every start and end, so idle-and-unchanged means nothing ran")
  func activity() async {
    let tracker = WorkTracker()
    let start = tracker.activity
    let token = tracker.enter(label: "one")
    #expect(tracker.activity == start + 1)
    token.leave()
    #expect(tracker.activity == start + 2)
    #expect(tracker.isIdle)
    let done = DispatchSemaphore(value: 0)
    tracker.async(on: .global(), label: "block") { done.signal() }
    done.wait()
    _ = await tracker.waitUntilIdle()
    #expect(tracker.activity == start + 4)
    await tracker.task(label: "task") {}.value
    _ = await tracker.waitUntilIdle()
    // A task counts its start and end, even when it ended before it was recorded.
    #expect(tracker.activity == start + 6)
    let reading = tracker.activity
    #expect(tracker.activity == reading)
  }

  @Test("Leaving twice is reported at the second leave and ignored")
  func leaveTwice() {
    let tracker = WorkTracker()
    let startLine = #line + 1
    let token = tracker.enter(label: "download")
    let other = tracker.enter(label: "other")
    token.leave()
    let line = #line + 2
    withKnownIssue {
      token.leave()
    } matching: {
      issue(
        $0,
        is: "entered work 'download' started at TapwrightSupportTests/WorkTrackerTests.swift:"
          + "\(startLine) was left more than once.",
        line: line)
    }
    #expect(other.isRunning)
    other.leave()
  }

  @Test("Work started by tracked work keeps the tracker busy until it finishes")
  func nestedWorkCounts() async {
    let tracker = WorkTracker()
    let log = Log()
    let gate = tracker.enter(label: "gate")
    tracker.async(on: .global(), label: "outer") {
      tracker.task(label: "inner") {
        await Task.yield()
        tracker.async(on: .main, label: "innermost") { log.append("innermost") }
        log.append("inner")
      }
      log.append("outer")
    }
    gate.leave()
    // A generous deadline: the wait ends when the work does, and the innermost block waits its
    // turn on the main queue, which a parallel run on two cores once held past 5 s.
    #expect(await tracker.waitUntilIdle(timeout: .seconds(30)))
    #expect(Set(log.entries) == ["outer", "inner", "innermost"])
  }

  @Test("Tracked work records the work that started it")
  func enqueuedBy() async {
    let tracker = WorkTracker()
    let child = Locked<TrackedWork?>(nil)
    tracker.task(label: "parent") {
      let token = tracker.enter(label: "child")
      child.withLock { $0 = token.work }
      token.leave()
    }
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
    #expect(child.withLock { $0?.enqueuedBy } == "task 'parent'")
    #expect(child.withLock { $0?.kind } == .entered)
  }

  @Test("A wrapped completion handler counts until it has been called")
  func completionHandler() async {
    let tracker = WorkTracker()
    let received = Locked<[String]>([])
    let handler = tracker.completion(label: "fetch") { (value: Int, text: String) in
      received.withLock { $0.append("\(value) \(text)") }
    }
    #expect(!tracker.isIdle)
    DispatchQueue.global().async { handler(7, "seven") }
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
    handler(8, "eight")
    #expect(tracker.isIdle)
    #expect(received.withLock { $0 } == ["7 seven", "8 eight"])
  }

  @Test("A throwing tracked task counts until it throws")
  func throwingTask() async {
    struct Failure: Error {}
    let tracker = WorkTracker()
    let task = tracker.task(label: "fails") { () async throws -> Int in throw Failure() }
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
    await #expect(throws: Failure.self) { try await task.value }
  }

  @Test("A tracked main-actor task runs on the main actor")
  @MainActor
  func mainActorTask() async {
    let tracker = WorkTracker()
    let value = await tracker.task { @MainActor in
      MainActor.assertIsolated()
      return 42
    }.value
    #expect(value == 42)
    #expect(tracker.isIdle)
  }

  @Test("A tracked timer fires, then stops counting")
  func timerFires() async {
    let tracker = WorkTracker()
    let fired = Locked(false)
    let token = tracker.timer(label: "debounce", after: .milliseconds(1), on: .global()) {
      fired.withLock { $0 = true }
    }
    #expect(token.isRunning || fired.withLock { $0 })
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
    #expect(fired.withLock { $0 })
    #expect(!token.isRunning)
  }

  @Test("A cancelled timer never fires and stops counting")
  func timerCancelled() async {
    let tracker = WorkTracker()
    let fired = Locked(false)
    let token = tracker.timer(label: "autosave", after: .seconds(600)) {
      fired.withLock { $0 = true }
    }
    token.cancel()
    #expect(tracker.isIdle)
    #expect(!fired.withLock { $0 })
  }

  @Test("Dispatched work, completion handlers and timers see the scope that started them")
  func scopePropagates() async {
    let seen = Log()
    await TestScope.withScope(named: "propagation") {
      let tracker = TestScope.current!.tracker
      tracker.async(on: DispatchQueue(label: "worker")) {
        seen.append("async \(TestScope.current?.name ?? "none")")
      }
      let handler = tracker.completion {
        seen.append("completion \(TestScope.current?.name ?? "none")")
      }
      DispatchQueue.global().async { handler() }
      tracker.timer(after: .zero, on: .global()) {
        seen.append("timer \(TestScope.current?.name ?? "none")")
      }
      tracker.task { seen.append("task \(TestScope.current?.name ?? "none")") }
    }
    #expect(
      Set(seen.entries) == [
        "async propagation", "completion propagation", "timer propagation", "task propagation",
      ])
  }

  @Test("Abandoning running work cancels tasks and makes the tracker idle")
  func abandon() async {
    let tracker = WorkTracker()
    let task = tracker.task { () async -> Bool in
      while !Task.isCancelled { await Task.yield() }
      return true
    }
    _ = tracker.enter(label: "never left")
    tracker.abandonRunningWork()
    #expect(tracker.isIdle)
    #expect(await task.value)
  }

  @Test("Waiters waiting in parallel all resume when the tracker becomes idle")
  func manyWaiters() async {
    let tracker = WorkTracker()
    let token = tracker.enter()
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<20 {
        group.addTask { await tracker.waitUntilIdle(timeout: .seconds(30)) }
      }
      group.addTask {
        token.leave()
        return true
      }
      for await idle in group { #expect(idle) }
    }
  }
}

@Suite("Work tracker cancellation")
struct WorkTrackerCancellationTests {
  @Test("A cancelled wait returns at once without reporting")
  func cancelledWait() async {
    let tracker = WorkTracker()
    let token = tracker.enter(label: "forever")
    let waiting = Task { await tracker.waitUntilIdle(timeout: .seconds(600)) }
    waiting.cancel()
    #expect(await waiting.value == false)
    token.leave()
  }
}

@Suite("Scoped test trait")
struct ScopedTestTraitTests {
  @Test("The trait reports work its test leaves running")
  func traitReportsLeaks() async throws {
    let test = try #require(Test.current)
    let line = Locked(0)
    try await withKnownIssue {
      try await ScopedTestTrait(workTimeout: .milliseconds(20)).provideScope(
        for: test, testCase: nil
      ) {
        line.withLock { $0 = #line + 1 }
        _ = TestScope.current?.tracker.enter(label: "left open")
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 20 ms): entered work 'left open' started at "
          + "TapwrightSupportTests/WorkTrackerTests.swift:\(line)",
        line: line)
    }
  }

  @Test("The trait names the scope after the test and rethrows the test's error")
  func traitRethrows() async throws {
    struct Failure: Error {}
    let test = try #require(Test.current)
    let name = Locked<String?>(nil)
    await #expect(throws: Failure.self) {
      try await ScopedTestTrait().provideScope(for: test, testCase: nil) {
        name.withLock { $0 = TestScope.current?.name }
        throw Failure()
      }
    }
    #expect(name.withLock { $0 } == "traitRethrows()")
  }
}

@Suite("Work tracker under load")
struct WorkTrackerStressTests {
  @Test("Thousands of concurrent starts and ends leave the tracker idle with every item run")
  func stress() async {
    let tracker = WorkTracker()
    let count = Locked(0)
    let queues = (0..<4).map { DispatchQueue(label: "stress \($0)", attributes: .concurrent) }
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<8 {
        group.addTask {
          for item in 0..<250 {
            switch item % 4 {
            case 0:
              tracker.async(on: queues[(producer + item) % queues.count]) {
                count.withLock { $0 += 1 }
              }
            case 1:
              tracker.task { count.withLock { $0 += 1 } }
            case 2:
              let token = tracker.enter()
              queues[item % queues.count].async {
                count.withLock { $0 += 1 }
                token.leave()
              }
            default:
              let done = tracker.completion { count.withLock { $0 += 1 } }
              queues[producer % queues.count].async { done() }
            }
          }
        }
      }
    }
    #expect(await tracker.waitUntilIdle(timeout: .seconds(60)))
    #expect(count.withLock { $0 } == 2_000)
    #expect(tracker.running.isEmpty)
  }
}

@Suite("Work tracker lifetime")
struct WorkTrackerLifetimeTests {
  @Test("A tracker dropped by its owner stays alive until its dispatched work has run")
  func droppedTracker() async {
    let gate = DispatchSemaphore(value: 0)
    let ran = Locked(false)
    let finished = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "lifetime")
    weak var weakTracker: WorkTracker?
    do {
      let tracker = WorkTracker()
      weakTracker = tracker
      queue.async { gate.wait() }
      tracker.async(on: queue, label: "late") {
        ran.withLock { $0 = true }
        finished.signal()
      }
      tracker.abandonRunningWork()
    }
    #expect(weakTracker != nil)
    gate.signal()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        finished.wait()
        continuation.resume()
      }
    }
    #expect(ran.withLock { $0 })
    // The block ends the work right after its body; wait for the queue to finish with it.
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume() }
    }
    #expect(weakTracker == nil)
  }

  @Test("An idle tracker is released as soon as its owner lets go")
  func idleTrackerReleased() async {
    weak var weakTracker: WorkTracker?
    do {
      let tracker = WorkTracker()
      weakTracker = tracker
      tracker.async(on: .global(), label: "quick") {}
      _ = await tracker.waitUntilIdle(timeout: .seconds(5))
      tracker.enter().leave()
      // The last work ends (and the tracker stops retaining itself) before waiters wake.
    }
    #expect(weakTracker == nil)
  }
}
