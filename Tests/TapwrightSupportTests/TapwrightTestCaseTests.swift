import Foundation
import TapwrightSupport
import XCTest

@testable import TapwrightSupportCore

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

  func testThatAnAsyncTestRunsInsideItsScopeToo() async {
    XCTAssertNotNil(TestScope.current)
    XCTAssertTrue(TestScope.current === scopeInSetUp)
    let tracker = scope.tracker
    tracker.task(label: "async work") { await Task.yield() }
    let idle = await tracker.waitUntilIdle(timeout: .seconds(5))
    XCTAssertTrue(idle)
  }

  func testThatUUIDsStartAtZeroInEveryTest() {
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000001")
  }

  func testThatUUIDsStartAtZeroInAnotherTestToo() {
    XCTAssertEqual(scope.uuid().uuidString, "00000000-0000-0000-0000-000000000000")
  }

  @MainActor func testThatWaitingRunsTrackedMainQueueWork() async {
    let log = Log()
    scope.tracker.async(on: .main, label: "main work") {
      log.append("main")
      TestScope.current?.tracker.async(on: .main, label: "nested") { log.append("nested") }
    }
    XCTAssertEqual(log.entries, [])
    let idle = await scope.tracker.waitUntilIdle(timeout: .seconds(5))
    XCTAssertTrue(idle)
    XCTAssertEqual(log.entries, ["main", "nested"])
  }

  func testThatTrackedMainActorTasksFinishInTheBridge() {
    let log = Log()
    scope.tracker.task(label: "main actor") { @MainActor in log.append("task") }
    runOnMainActor { [scope] in _ = await scope.tracker.waitUntilIdle(timeout: .seconds(5)) }
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

final class SynchronousExpectationTests: TapwrightTestCase {
  func testThatANotificationPostedFromMainQueueWorkIsReceived() async {
    let center = NotificationCenter()
    let expectation = expectNotification(Notification.Name("DidLoad"), center: center)
    scope.tracker.async(on: .main, label: "load") {
      center.post(name: Notification.Name("DidLoad"), object: nil, userInfo: ["rows": 12])
    }
    let notification = await expectation.wait(timeout: .seconds(5))
    XCTAssertEqual(notification?.userInfo?["rows"] as? Int, 12)
  }

  func testThatATrackedTimerFires() async {
    let fired = Locked(false)
    scope.tracker.timer(label: "debounce", after: .milliseconds(1)) { fired.withLock { $0 = true } }
    let idle = await scope.tracker.waitUntilIdle(timeout: .seconds(5))
    XCTAssertTrue(idle)
    XCTAssertTrue(fired.withLock { $0 })
  }

  func testThatStepsReturnTheirValue() {
    let total = given("two numbers") { 2 + 3 }
    XCTAssertEqual(total, 5)
  }
}
