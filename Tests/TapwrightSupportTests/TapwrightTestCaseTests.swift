import Foundation
import TapwrightSupport
import XCTest

final class TapwrightTestCaseTests: TapwrightTestCase {
  private var scopeInSetUp: TestScope?

  override func setUp() {
    super.setUp()
    scopeInSetUp = TestScope.current
  }

  func testThatTheTestRunsInsideItsScope() {
    XCTAssertNotNil(TestScope.current)
    XCTAssertTrue(TestScope.current === scopeInSetUp)
    XCTAssertTrue(scope === TestScope.current)
  }

  func testThatUUIDsStartAtZeroInEveryTest() {
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000001")
  }

  func testThatUUIDsStartAtZeroInAnotherTestToo() {
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000000")
  }

  func testThatSpinningTheMainRunLoopRunsTrackedMainQueueWork() {
    let log = Log()
    scope.tracker.async(on: .main, label: "main work") {
      log.append("main")
      TestScope.current?.tracker.async(on: .main, label: "nested") { log.append("nested") }
    }
    XCTAssertEqual(log.entries, [])
    XCTAssertTrue(scope.tracker.waitUntilIdleSpinningMainRunLoop(timeout: .seconds(5)))
    XCTAssertEqual(log.entries, ["main", "nested"])
  }

  func testThatTrackedMainActorTasksFinishWhileSpinning() {
    let log = Log()
    scope.tracker.task(label: "main actor") { @MainActor in log.append("task") }
    XCTAssertTrue(scope.tracker.waitUntilIdleSpinningMainRunLoop(timeout: .seconds(5)))
    XCTAssertEqual(log.entries, ["task"])
  }

  func testThatWorkLeftRunningIsAwaitedAtTheEndOfTheTest() {
    let log = Log()
    scope.addEndOfTestCheck("main work ran") {
      XCTAssertEqual(log.entries, ["main"])
    }
    scope.tracker.async(on: .main, label: "main work") { log.append("main") }
  }
}
