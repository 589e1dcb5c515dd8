import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A test case run inside another test, to see what XCTest records for it.
final class StopProbe: StageTestCase {
  /// The failures that reached XCTest, after `TapwrightTestCase`'s own handling.
  nonisolated(unsafe) static var failures: [(description: String, line: Int)] = []
  /// Whether the probe's body ran past its lookup.
  nonisolated(unsafe) static var reachedTheEnd = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    // Sees every failure first; keeps those that TapwrightTestCase passes on to XCTest.
    if !description.contains("TapwrightStop: the test stopped") {
      Self.failures.append((description, lineNumber))
    }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }

  static let lookupLine = #line + 6
  /// Throws the lookup's stop out of the test method, as an `async throws` test method would.
  func probeThrowingLookup() throws {
    var stop: TapwrightStop?
    runOnMainActor {
      let editor = await present(EditorViewController(), as: EditorScreen.self)
      do { _ = try editor.button(.identifier("missing")) } catch let error as TapwrightStop {
        stop = error
      }
    }
    if let stop { throw stop }
    Self.reachedTheEnd = true
  }

  func probeSynchronousBridge() {
    runOnMainActor {
      let editor = await present(EditorViewController(), as: EditorScreen.self)
      _ = try editor.alert()
      Self.reachedTheEnd = true
    }
  }
}

/// A failed throwing lookup in an XCTest test is one failure, at the caller's line.
final class StopXCTests: XCTestCase {
  /// Runs one probe method as its own test and returns its run.
  private func run(_ name: String, _ body: @escaping (StopProbe) -> () throws -> Void)
    -> XCTestRun?
  {
    StopProbe.failures = []
    StopProbe.reachedTheEnd = false
    let probe = StopProbe(
      name: name,
      testClosure: { testCase in
        guard let probe = testCase as? StopProbe else { return }
        try body(probe)()
      })
    probe.run()
    return probe.testRun
  }

  func testThatAStopThrownOutOfATestMethodIsOneFailureAtTheLookupsLine() {
    let run = run("probeThrowingLookup", StopProbe.probeThrowingLookup)
    XCTAssertEqual(run?.totalFailureCount, 1)
    XCTAssertEqual(StopProbe.failures.count, 1)
    XCTAssertEqual(StopProbe.failures.first?.line, StopProbe.lookupLine)
    XCTAssertTrue(
      StopProbe.failures.first?.description.hasPrefix(
        "No visible UIButton matches identifier \"missing\" in EditorViewController.") ?? false)
    XCTAssertFalse(StopProbe.reachedTheEnd)
  }

  func testThatAThrowingLookupInTheBridgeIsOneFailureAndEndsTheBody() {
    let run = run("probeSynchronousBridge", StopProbe.probeSynchronousBridge)
    XCTAssertEqual(run?.totalFailureCount, 1)
    XCTAssertEqual(StopProbe.failures.count, 1)
    XCTAssertTrue(
      StopProbe.failures.first?.description.hasPrefix(
        "No alert is presented over EditorViewController (presented: nothing).") ?? false)
    XCTAssertFalse(StopProbe.reachedTheEnd)
  }
}
