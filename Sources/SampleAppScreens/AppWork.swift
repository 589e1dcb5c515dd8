import Tapwright
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AnyViewControllerObject {
  /// Waits for the app's tracked work (its requests) to finish, then settles the UI it changed.
  ///
  /// The app starts its work through the current `TestScope`'s tracker (see
  /// `AppEnvironment.inProcess`), so "finished" means every request answered and handled.
  /// Settling runs what the work queued (alerts, transitions) in virtual time.
  /// - Parameters:
  ///   - timeout: The longest the app's work may take.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func finishAppWork(
    timeout: Duration = .seconds(5), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let tracker = TestScope.current?.tracker
    // Work the settled UI starts (a retry, a reload) is waited for too, a few rounds at most.
    for _ in 0..<4 {
      await tracker?.waitUntilIdle(
        timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
      await stage.settle(fileID: fileID, filePath: filePath, line: line, column: column)
      if tracker?.isIdle ?? true { return }
    }
  }

  /// Waits like the async `finishAppWork`, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - timeout: The longest the app's work may take.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func finishAppWork(
    timeout: Duration = .seconds(5), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let tracker = TestScope.current?.tracker
    for _ in 0..<4 {
      tracker?.waitUntilIdleSpinningMainRunLoop(
        timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
      stage.settle(fileID: fileID, filePath: filePath, line: line, column: column)
      if tracker?.isIdle ?? true { return }
    }
  }
}
