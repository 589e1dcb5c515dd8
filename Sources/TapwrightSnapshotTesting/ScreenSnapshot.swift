import Foundation
import IssueReporting

/// Runs a snapshot of a screen on the main actor, where UIKit's views live.
///
/// swift-snapshot-testing calls a strategy's snapshot function synchronously where
/// `assertSnapshot` was called. A `@MainActor` test (or a classic XCTest method, which runs on
/// the main thread) is on the main actor there; anywhere else this reports an issue instead of
/// touching views from the wrong thread.
enum ScreenSnapshot {
  /// What a strategy returns when it could not take its snapshot (an issue says why).
  static let notTaken = "(no snapshot: see the issue reported with it)\n"

  /// The result of `body`, run on the main actor; `what` names the snapshot in an issue.
  static func onMainActor(
    _ what: @autoclosure () -> String, _ body: @MainActor () -> String
  ) -> String {
    guard isOnMainActor else {
      reportIssue(
        "Snapshot of \(what()): a screen is snapshotted on the main actor, where its views "
          + "live, and `assertSnapshot` was called on another thread. Mark the test `@MainActor`.")
      return notTaken
    }
    return MainActor.assumeIsolated { body() }
  }

  /// Whether the caller runs where the main actor's jobs run: on the main thread, or on the main
  /// dispatch queue (a `@MainActor` Swift Testing test on Linux runs there off the main thread).
  private static var isOnMainActor: Bool {
    if Thread.isMainThread { return true }
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey = DispatchSpecificKey<UInt8>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(
    key: mainQueueKey, value: 1)

  /// The name of `value`'s type, without its module: `EditorViewController`.
  static func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }
}
