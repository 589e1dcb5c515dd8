import Foundation
import TapwrightSupport
import Testing

@testable import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Every failure inside the login screen object's methods, however nested, lands on the test's
/// line, with the exact message and the dump of the screen at that moment.
@Suite("The login example's failures", .tapwright)
@MainActor
struct LoginFailureTests {
  @Test("A missing field inside logIn is one failure at the test's line")
  func missingField() async {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    login.viewController.userField.removeFromSuperview()
    let dump = login.stage.dump()
    let issues = IssueLog()
    let line = #line + 2
    await withKnownIssue {
      await login.logIn("ada", "lovelace")
    } matching: {
      issues.append($0)
    }
    #expect(issues.all.count == 1)
    #expect(
      issues.all.first.map {
        issue(
          $0,
          is: "No visible UITextField matches identifier \"user\" in LoginViewController.\n\n"
            + dump, line: line)
      } == true)
  }

  @Test("A missing alert is one failure at the test's line, and stops")
  func missingAlert() async {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    await login.logIn("ada", "lovelace")
    let dump = login.stage.dump()
    let issues = IssueLog()
    let line = #line + 2
    withKnownIssue {
      #expect(throws: TapwrightStop.self) { try login.alert().message }
    } matching: {
      issues.append($0)
    }
    #expect(issues.all.count == 1)
    #expect(
      issues.all.first.map {
        issue(
          $0,
          is: "No alert is presented over LoginViewController (presented: nothing).\n\n"
            + dump, line: line)
      } == true)
  }

  @Test("Work still running when logIn's finishAppWork gives up is one failure at the test's line")
  func unfinishedWork() async throws {
    let authenticator = HeldAuthenticator()
    let login = await present(
      LoginViewController(authenticator: authenticator), as: LoginScreen.self)
    let issues = IssueLog()
    let line = #line + 3
    await withWaitingDefaults(WaitingDefaults(timeout: .milliseconds(50))) {
      await withKnownIssue {
        await login.logIn("ada", "lovelace")
      } matching: {
        issues.append($0)
      }
    }
    let dump = login.stage.dump()  // nothing changed since: the answer is still held
    #expect(issues.all.count == 1)
    #expect(
      issues.all.first.map {
        issue(
          $0,
          is: "Expected tracked work to finish within 50 ms; still running:\n"
            + "  entered work 'log in' started at "
            + "TapwrightTests/LoginFailureTests.swift:\(HeldAuthenticator.enterLine)\n\n" + dump,
          line: line)
      } == true)
    authenticator.answer()
    await login.finishAppWork()
    #expect(try login.alert().message == "Wrong user name or password.")
  }

  @Test("finishAppWork waits for work the settled UI starts, then settles what that work changed")
  func workStartedBySettledUI() async throws {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    let tracker = try #require(TestScope.current?.tracker)
    let label = login.viewController.statusLabel
    tracker.async(on: .global(), label: "first") {
      // An untracked hop to the main queue, as UI code makes, starts the second piece of work.
      DispatchQueue.main.async {
        tracker.async(on: .global(), label: "second") {
          DispatchQueue.main.async { label.text = "Both done" }
        }
      }
    }
    await login.finishAppWork()
    #expect(tracker.isIdle)
    #expect(login.status.text == "Both done")
  }

  /// The interleaving that made the test above flake on a busy machine, forced: the work queues
  /// its UI update on the main queue and finishes after the UI has settled but before
  /// `finishAppWork` looks at the tracker. The update, and the work it starts, must still be
  /// waited for.
  @Test("finishAppWork runs what work queued on the main queue as it finished, however late")
  func finishAppWorkRunsWhatWorkQueuedAsItFinished() async throws {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    let tracker = try #require(TestScope.current?.tracker)
    let label = login.viewController.statusLabel
    let first = tracker.enter(label: "first")
    let finished = Flag()
    let finishJustAfterTheFirstSettle: @MainActor @Sendable () -> Void = {
      guard !finished.isSet else { return }
      finished.isSet = true
      DispatchQueue.main.async {
        let second = tracker.enter(label: "second")
        DispatchQueue.main.async {
          label.text = "Both done"
          second.leave()
        }
      }
      first.leave()
    }
    await AppWork.$afterSettle.withValue(finishJustAfterTheFirstSettle) {
      await login.finishAppWork()
    }
    #expect(finished.isSet)
    #expect(tracker.isIdle)
    #expect(login.status.text == "Both done")
  }

  @Test("The status question never fails: nil when the status line is not shown")
  func statusNeverFails() async {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    #expect(login.status.text == nil)
    login.viewController.statusLabel.removeFromSuperview()
    #expect(login.status.text == nil)
  }
}

extension LoginFailureTests {
  /// The interleaving behind the flake's second form, forced: work the settled UI starts runs and
  /// finishes within one settle, queuing its UI update after the settle's last turn; the tracker
  /// is idle before and after that settle. The update must still run.
  @Test("finishAppWork runs what work queued when it started and finished within one settle")
  func finishAppWorkRunsWhatWorkStartedAndFinishedWithinASettleQueued() async throws {
    let (login, ran) = try await finishAppWorkWithWorkAfterTheFirstSettle(showing: "Quick done")
    #expect(ran)
    #expect(login.status.text == "Quick done")
  }

  /// The same interleaving with the deadline already past when the settle ends, as on a machine
  /// so busy that one settle takes longer than the timeout: the update must still run.
  @Test("finishAppWork settles once more for work that finished past its deadline")
  func finishAppWorkSettlesOnceMorePastItsDeadline() async throws {
    let (login, ran) = try await finishAppWorkWithWorkAfterTheFirstSettle(
      showing: "Late done", timeout: .zero)
    #expect(ran)
    #expect(login.status.text == "Late done")
  }

  /// Calls `finishAppWork` on a login screen while work starts and finishes right after its first
  /// settle, queuing `text` for the status line on the main queue; returns the screen and whether
  /// the work ran.
  private func finishAppWorkWithWorkAfterTheFirstSettle(
    showing text: String, timeout: Duration? = nil
  ) async throws -> (LoginScreen, Bool) {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    let tracker = try #require(TestScope.current?.tracker)
    let label = login.viewController.statusLabel
    let done = Flag()
    let workAfterTheFirstSettle: @MainActor @Sendable () -> Void = {
      guard !done.isSet else { return }
      done.isSet = true
      let work = tracker.enter(label: "quick")
      DispatchQueue.main.async { label.text = text }
      work.leave()
    }
    #expect(tracker.isIdle)
    await AppWork.$afterSettle.withValue(workAfterTheFirstSettle) {
      await login.finishAppWork(timeout: timeout)
    }
    return (login, done.isSet)
  }
}

@MainActor private final class Flag {
  var isSet = false
}

/// An authenticator that holds every answer until the test calls ``answer()``: its work stays
/// running meanwhile, as a request to a server that does not answer would.
private final class HeldAuthenticator: Authenticator, @unchecked Sendable {
  /// The line where `logIn` enters its work, which the timeout failure names.
  static let enterLine = #line + 9
  /// Guards `held`.
  private let lock = NSLock()
  private var held: [(token: WorkToken, completion: @Sendable (String?) -> Void)] = []

  func logIn(
    user: String, password: String, completion: @escaping @Sendable (String?) -> Void
  ) {
    let tracker = TestScope.current?.tracker ?? WorkTracker(name: "login")
    let token = tracker.enter(label: "log in")
    lock.withLock { held.append((token, completion)) }
  }

  /// Refuses every held login, then ends its work.
  func answer() {
    for (token, completion) in lock.withLock({ held }) {
      completion(nil)
      token.leave()
    }
    lock.withLock { held = [] }
  }
}

/// Every issue recorded inside `withKnownIssue`, in order; `append` accepts it as known.
private final class IssueLog: @unchecked Sendable {
  /// Guards `issues`.
  private let lock = NSLock()
  private var issues: [Issue] = []

  func append(_ issue: Issue) -> Bool {
    lock.withLock { issues.append(issue) }
    return true
  }

  var all: [Issue] { lock.withLock { issues } }
}
