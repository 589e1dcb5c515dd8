import Foundation
import Testing

@testable import TapwrightSupportCore

@Suite("Deadlines on one thread")
struct DeadlineWatchTests {
  @Test("An earlier deadline set after a later one runs first; a cancelled one never runs")
  func order() async {
    let watch = DeadlineWatch()
    let ran = TapwrightSupportCore.Locked<[String]>([])
    let late = watch.schedule(after: .seconds(30)) { ran.withLock { $0.append("late") } }
    let cancelled = watch.schedule(after: .milliseconds(1)) {
      ran.withLock { $0.append("cancelled") }
    }
    watch.cancel(cancelled)
    await withCheckedContinuation { continuation in
      _ = watch.schedule(after: .milliseconds(20)) {
        ran.withLock { $0.append("early") }
        continuation.resume()
      }
    }
    watch.cancel(late)
    #expect(ran.withLock { $0 } == ["early"])
  }
}
