import Dispatch
import Foundation
import IssueReporting
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

/// Seeded leaks: each test leaves tracked work behind and checks the exact report.
@Suite("Leak reports", .timeLimit(.minutes(1)))
struct LeakTests {
  private let file = "TapwrightSupportTests/LeakTests.swift"

  @Test("A task still running when the test ends is reported by label and line, then cancelled")
  func taskStillRunning() async {
    let line = Locked(0)
    let sawCancellation = Locked(false)
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(50)) {
        let tracker = TestScope.current!.tracker
        line.withLock { $0 = #line + 1 }
        tracker.task(label: "endless") {
          // A task that only ends when cancelled: the leak under test.
          while !Task.isCancelled { await Task.yield() }
          sawCancellation.withLock { $0 = true }
        }
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 50 ms): task 'endless' started at \(file):\(line)",
        line: line)
    }
    let tracker = WorkTracker()
    // The cancelled task ends promptly; wait for its flag through a tracked probe.
    tracker.task { while !sawCancellation.withLock({ $0 }) { await Task.yield() } }
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
  }

  @Test("Main-queue work still pending when the test ends is reported")
  func mainQueueWorkPending() async {
    let line = Locked(0)
    let gate = DispatchSemaphore(value: 0)
    // Keep the main queue busy (an untracked block blocked on a gate) so the tracked block stays
    // pending until after the scope has ended; the gate opens right after.
    DispatchQueue.main.async { gate.wait() }
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(50)) {
        line.withLock { $0 = #line + 1 }
        TestScope.current!.tracker.async(on: .main, label: "refresh table") {}
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 50 ms): async on main 'refresh table' started at "
          + "\(file):\(line)",
        line: line)
    }
    gate.signal()
  }

  @Test("Work enqueued by work that already finished is reported with its origin")
  func workEnqueuedByFinishedWork() async {
    let line = Locked(0)
    let parentFinished = DispatchSemaphore(value: 0)
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(50)) {
        let tracker = TestScope.current!.tracker
        tracker.async(on: DispatchQueue(label: "loader"), label: "load") {
          line.withLock { $0 = #line + 1 }
          _ = tracker.enter(label: "save")
          parentFinished.signal()
        }
        parentFinished.wait()
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 50 ms): entered work 'save' started at "
          + "\(file):\(line) (enqueued by async on loader 'load')",
        line: line)
    }
  }

  @Test("Work that keeps enqueueing more work keeps the tracker busy and is reported")
  func selfRenewingWork() async {
    let line = Locked(0)
    let stop = Locked(false)
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(50)) {
        let tracker = TestScope.current!.tracker
        @Sendable func poll() {
          guard !stop.withLock({ $0 }) else { return }
          line.withLock { $0 = #line + 1 }
          tracker.async(on: .global(), label: "poll") { poll() }
        }
        poll()
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 50 ms): async on com.apple.root.default-qos "
          + "'poll' started at \(file):\(line) (enqueued by async on com.apple.root.default-qos 'poll')",
        line: line)
    }
    stop.withLock { $0 = true }
  }

  @Test("A timer still pending when the test ends is reported and cancelled")
  func timerPending() async {
    let line = Locked(0)
    let token = Locked<WorkToken?>(nil)
    let fired = Locked(false)
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(50)) {
        line.withLock { $0 = #line + 1 }
        let timer = TestScope.current!.tracker.timer(label: "autosave", after: .seconds(600)) {
          fired.withLock { $0 = true }
        }
        token.withLock { $0 = timer }
      }
    } matching: {
      let line = line.withLock { $0 }
      return issue(
        $0,
        is:
          "Tracked work outlived its test (not finished within 50 ms): timer 'autosave' started at \(file):\(line)",
        line: line)
    }
    #expect(token.withLock { $0?.isRunning } == false)
    #expect(!fired.withLock { $0 })
  }

  @Test("A scope whose end-of-test check fails reports the check's issue")
  func failingCheck() async {
    let line = Locked(0)
    await withKnownIssue {
      await TestScope.withScope {
        line.withLock { $0 = #line + 1 }
        TestScope.current!.addEndOfTestCheck("delegate was called") {
          reportIssue("Expected 'didSave' to be called once; it was called 0 times.")
        }
      }
    } matching: {
      issue($0, is: "Expected 'didSave' to be called once; it was called 0 times.")
    }
  }

  @Test("Several leaks are reported one by one, oldest first")
  func severalLeaks() async {
    let firstLine = #line + 6
    let secondLine = #line + 6
    let reported = Locked<[String]>([])
    await withKnownIssue {
      await TestScope.withScope(workTimeout: .milliseconds(20)) {
        let tracker = TestScope.current!.tracker
        _ = tracker.enter(label: "upload")
        _ = tracker.enter()
      }
    } matching: {
      reported.withLock { [message = message(of: $0)] in $0.append(message) }
      return true
    }
    #expect(
      reported.withLock { $0 } == [
        "Tracked work outlived its test (not finished within 20 ms): entered work 'upload' started at \(file):\(firstLine)",
        "Tracked work outlived its test (not finished within 20 ms): entered work started at \(file):\(secondLine)",
      ])
  }

  @Test("Waiting with a timeout reports everything still running at the caller's line")
  func waitTimeoutReport() async {
    let tracker = WorkTracker()
    let uploadLine = #line + 1
    let upload = tracker.enter(label: "upload")
    let line = #line + 2
    await withKnownIssue {
      #expect(await tracker.waitUntilIdle(timeout: .milliseconds(20)) == false)
    } matching: {
      issue(
        $0,
        is: "Expected tracked work to finish within 20 ms; still running:\n"
          + "  entered work 'upload' started at \(file):\(uploadLine)",
        line: line)
    }
    upload.leave()
    #expect(await tracker.waitUntilIdle(timeout: .seconds(5)))
  }

  @Test("Nothing is reported when all work finishes in time")
  func noLeak() async {
    await TestScope.withScope(workTimeout: .seconds(5)) {
      let tracker = TestScope.current!.tracker
      tracker.async(on: .main, label: "main") {}
      tracker.async(on: .global(), label: "background") {
        tracker.task(label: "follow-up") { await Task.yield() }
      }
      let token = tracker.enter(label: "by hand")
      tracker.task { token.leave() }
    }
  }
}
