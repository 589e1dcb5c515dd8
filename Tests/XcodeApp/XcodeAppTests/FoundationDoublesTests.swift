import XCTest

// Test doubles of Foundation classes written as iOS apps write them: made with `init()`, which
// these classes inherit from NSObject on Apple platforms (Linux's Foundation gives them none; the
// port gives them one).

final class MockTimer: Timer {
  private(set) var invalidations = 0
  override func invalidate() { invalidations += 1 }
}

final class MockURLSession: URLSession {
  private(set) var resumedTasks = 0
  override init() {}
  override func dataTask(with url: URL) -> URLSessionDataTask {
    MockDataTask { [weak self] in self?.resumedTasks += 1 }
  }
}

final class MockDataTask: URLSessionDataTask {
  private let onResume: () -> Void
  init(onResume: @escaping () -> Void) {
    self.onResume = onResume
  }
  override func resume() { onResume() }
}

final class FoundationDoublesTests: XCTestCase {
  func testATimerDoubleRecordsItsInvalidation() {
    let timer = MockTimer()
    timer.invalidate()
    XCTAssertEqual(timer.invalidations, 1)
  }

  func testASessionDoubleOverridingInitHandsOutItsOwnTasks() throws {
    let session = MockURLSession()
    session.dataTask(with: try XCTUnwrap(URL(string: "https://example.com/notes"))).resume()
    XCTAssertEqual(session.resumedTasks, 1)
  }
}
