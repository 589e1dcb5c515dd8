import Dispatch
import Foundation
import Testing

@testable import TapwrightSupport

@Suite("Leak reports")
struct LeakTests {
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
        is: "Tracked work outlived its test (waited 0.05 s): task 'endless' started at "
          + "TapwrightSupportTests/LeakTests.swift:\(line)",
        line: line)
    }
    #expect(sawCancellation.withLock { $0 })
  }
}
