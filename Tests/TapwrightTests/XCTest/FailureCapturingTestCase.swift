import Tapwright
import XCTest

/// A stage test case that can take the failures a block records instead of failing, to check
/// them. Corelibs XCTest describes an `XCTFail` as "failed - " followed by its message.
class FailureCapturingTestCase: StageTestCase {
  private var captured: [(description: String, line: Int)]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if captured != nil {
      captured?.append((description, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body`, returning the failures it recorded (and whether it threw) instead of failing.
  @MainActor
  func capturingFailures(in body: @MainActor () async throws -> Void) async -> (
    failures: [(description: String, line: Int)], threw: Bool
  ) {
    captured = []
    defer { captured = nil }
    var threw = false
    do { try await body() } catch { threw = true }
    return (captured ?? [], threw)
  }
}
