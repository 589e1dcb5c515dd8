import Foundation
import IssueReporting
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// The screen author's toolkit: what a screen object needs to fail as the library's own actions
// do (at the test's line, with the dump and a picture), the screen on top as an object, and a
// check that a screen object's failures read and land as intended.

extension AnyViewControllerObject {
  /// Records a failure at the test's line, followed by the stage's dump (and a picture of the
  /// screens), as the library's own actions do; the test goes on.
  ///
  /// Inside a member that takes the test's call site, pass it on (`fail("…", at: callSite)`), or
  /// call this inside `reporting(at:_:)`.
  /// - Parameters:
  ///   - message: What went wrong, in the user's terms.
  ///   - callSite: Where the caller wrote the call.
  public func fail(_ message: String, at callSite: CallSite = #callSite) {
    failTest(message, stage: stage, at: callSite)
  }

  /// Records a failure like ``fail(_:at:)`` and returns the error that stops the test: write
  /// `throw stop("…", at: callSite)`.
  /// - Parameters:
  ///   - message: What went wrong, in the user's terms.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The `TapwrightStop` to throw.
  public func stop(_ message: String, at callSite: CallSite = #callSite) -> TapwrightStop {
    stopTest(message, stage: stage, at: callSite)
  }
}

extension Stage {
  /// Records a failure at the caller's line, followed by the stage's dump and a picture.
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - callSite: Where the caller wrote the call.
  public func fail(_ message: String, at callSite: CallSite = #callSite) {
    failTest(message, stage: self, at: callSite)
  }

  /// Records a failure like ``fail(_:at:)`` and returns the error that stops the test.
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The `TapwrightStop` to throw.
  public func stop(_ message: String, at callSite: CallSite = #callSite) -> TapwrightStop {
    stopTest(message, stage: self, at: callSite)
  }

  /// The controller a user sees on top, in the newest visible window: the last one presented,
  /// else the selected tab's or the navigation stack's top, descending through containers.
  public var topController: UIViewController? {
    guard var current = windows.last(where: { !$0.isHidden })?.rootViewController else {
      return nil
    }
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
    while true {
      let next: UIViewController?
      if let presented = current.presentedViewController, !presented.isBeingDismissed {
        next = presented
      } else if let tabs = current as? UITabBarController {
        next = tabs.selectedViewController
      } else if let navigation = current as? UINavigationController {
        next = navigation.topViewController
      } else {
        next = nil
      }
      guard let next, visited.insert(ObjectIdentifier(next)).inserted else { return current }
      current = next
    }
  }

  /// The object of ``topController`` (its registered screen type, else a plain one).
  public var topScreen: AnyViewControllerObject? { topController.map { object(for: $0) } }

  /// The object of ``topController`` as `type`; stops the test, naming what the user sees
  /// instead, when another controller is on top.
  ///
  /// - Parameters:
  ///   - type: The screen object type expected on top.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The screen object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func topScreen<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    let top = topController
    guard let top, let object = object(for: top, as: type) else {
      let shown = top.map { String(describing: Swift.type(of: $0)) } ?? "no controller"
      throw stop(
        "The user sees \(shown), not \(String(describing: VC.self)) (expected by "
          + "\(String(describing: type))).", at: callSite)
    }
    return object
  }
}

/// Checks that `body` reports exactly one failure, `message`, in the caller's file: for testing
/// one's own screen objects' failures, in Swift Testing and XCTest alike.
///
/// A Tapwright failure's message is compared without the dump and picture path that follow it;
/// a `TapwrightStop` thrown by `body` ends it quietly (the failure it stops for is the one
/// checked). The failure must be reported in the file that calls `expectFailure` — a screen
/// object that does not pass the test's call site on fails there instead — and, when `line` is
/// given, at that line. Anything else (no failure, another message, another place, more than
/// one) is reported as one failure at the caller's line, saying what was reported instead.
///
/// ```swift
/// @Test(.tapwright) func openingAMissingNote() async {
///   let list = await present(NotesListViewController(), as: NotesListScreen.self)
///   await expectFailure(#"No note titled "Nope" in the list; rows: "Groceries""#) {
///     _ = try await list.open("Nope")
///   }
/// }
/// ```
/// - Parameters:
///   - message: The failure's message, as its author wrote it.
///   - line: The line it must be reported at, or `nil` for any line of the caller's file.
///   - callSite: Where the caller wrote the call.
///   - body: Code that fails once.
@MainActor
public func expectFailure(
  _ message: String, line: UInt? = nil, at callSite: CallSite = #callSite,
  _ body: @MainActor () async throws -> Void
) async {
  let capture = FailureCapture()
  await withIssueReporters([capture]) {
    await FailureCapture.$current.withValue(capture) {
      do {
        try await body()
      } catch is TapwrightStop {
      } catch {
        capture.add(
          message: "Caught error: \(error)", fileID: "\(callSite.fileID)", line: callSite.line)
      }
    }
  }
  if let problem = capture.problem(expecting: message, line: line, in: "\(callSite.fileID)") {
    FailureRecorder(at: callSite).record(problem)
  }
}

/// The failures reported while ``expectFailure(_:line:at:_:)`` runs its body, instead of failing
/// the test.
final class FailureCapture: IssueReporter, @unchecked Sendable {
  /// The capture of the enclosing `expectFailure`, if any.
  @TaskLocal static var current: FailureCapture?

  struct Failure {
    var message: String
    var fileID: String
    var line: UInt
  }

  // `@unchecked Sendable` over `lock`: both properties are only touched while holding it.
  private let lock = NSLock()
  private var failures: [Failure] = []
  /// The message of the Tapwright failure being recorded, before its dump was appended.
  private var pending: String?

  /// Records the failure Tapwright's `fail` or `stop` reports inside `report`, by its own message.
  func reporting<R>(_ message: String, _ report: () -> R) -> R {
    lock.withLock { pending = message }
    defer { lock.withLock { pending = nil } }
    return report()
  }

  func add(message: String, fileID: String, line: UInt) {
    lock.withLock {
      failures.append(Failure(message: pending ?? message, fileID: fileID, line: line))
    }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    guard severity == .error else { return }
    add(message: message() ?? "Issue reported", fileID: "\(fileID)", line: line)
  }

  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message().map { "Caught error: \(error): \($0)" } ?? "Caught error: \(error)"
    add(message: text, fileID: "\(fileID)", line: line)
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {}

  func expectIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {}

  /// What is wrong with the failures captured, or `nil` when there is exactly the one expected.
  func problem(expecting message: String, line: UInt?, in fileID: String) -> String? {
    let failures = lock.withLock { self.failures }
    let place = line.map { "\(fileID):\($0)" } ?? fileID
    guard failures.count == 1, let failure = failures.first else {
      if failures.isEmpty {
        return "Expected the failure \(quoted(message)) at \(place), but nothing failed."
      }
      let list = failures.enumerated().map { "  \($0.offset + 1). \(describe($0.element))" }
      return "Expected one failure, \(quoted(message)) at \(place), but \(failures.count) were "
        + "reported:\n" + list.joined(separator: "\n")
    }
    if failure.message != message {
      return "Expected the failure \(quoted(message)), but it was \(quoted(failure.message))."
    }
    if failure.fileID != fileID {
      return "The failure \(quoted(message)) was reported at \(failure.fileID):\(failure.line), "
        + "not at \(place): a screen object's member must pass the test's call site on "
        + "(`at: callSite`, or `reporting(at: callSite) { … }`)."
    }
    if let line, line != failure.line {
      return "The failure \(quoted(message)) was reported at \(fileID):\(failure.line), not at "
        + "line \(line)."
    }
    return nil
  }

  private func describe(_ failure: Failure) -> String {
    "\(quoted(failure.message)) at \(failure.fileID):\(failure.line)"
  }

  private func quoted(_ text: String) -> String {
    "\"" + text + "\""
  }
}
