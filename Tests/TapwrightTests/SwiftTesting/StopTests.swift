import Foundation
import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a test's body saw, written on the main actor and read after the body ended.
@MainActor
private final class BodyLog {
  var dump = ""
  var reachedTheEnd = false
}

/// Every issue recorded inside `withKnownIssue`, in order.
private final class IssueList: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []

  func append(_ issue: Issue) {
    lock.withLock { issues.append(issue) }
  }

  var all: [Issue] { lock.withLock { issues } }
}

/// A lookup that finds nothing records its failure at the caller's line and ends the test; the
/// traits recognise the thrown `TapwrightStop`, so the test shows exactly one issue.
@Suite("Lookups that stop the test")
@MainActor
struct StopTests {
  @Test("Under .tapwright, a missing button is one issue at the caller's line and the test ends")
  func tapwrightTraitShowsOneIssue() async throws {
    let log = BodyLog()
    let issues = IssueList()
    let line = #line + 9
    let test = try #require(Test.current)
    await withKnownIssue {
      // An error escaping the trait would be one more issue.
      do {
        try await TapwrightTrait().provideScope(for: test, testCase: nil) {
          @MainActor in
          let editor = await present(EditorViewController(), as: EditorScreen.self)
          log.dump = editor.stage.dump()
          _ = try editor.button(.identifier("missing"))
          log.reachedTheEnd = true
        }
      } catch { Issue.record(error) }
    } matching: { issue in
      issues.append(issue)
      return true
    }
    #expect(issues.all.count == 1)
    #expect(
      issues.all.first.map {
        issue(
          $0,
          is: "No visible UIButton matches identifier \"missing\" in EditorViewController.\n\n"
            + log.dump, line: line)
      } == true)
    #expect(!log.reachedTheEnd)
  }

  @Test("Under .tapwrightScope, a missing alert is one issue and the test ends")
  func scopeTraitShowsOneIssue() async throws {
    let log = BodyLog()
    let issues = IssueList()
    let test = try #require(Test.current)
    await withKnownIssue {
      // An error escaping the trait would be one more issue.
      do {
        try await ScopedTestTrait().provideScope(for: test, testCase: nil) {
          @MainActor in
          try await withStage(Stage()) {
            let editor = await present(EditorViewController(), as: EditorScreen.self)
            _ = try editor.alert()
            log.reachedTheEnd = true
          }
        }
      } catch { Issue.record(error) }
    } matching: { issue in
      issues.append(issue)
      return true
    }
    #expect(issues.all.count == 1)
    #expect(
      issues.all.first.map { message(of: $0) }?.hasPrefix(
        "No alert is presented over EditorViewController (presented: nothing).") == true)
    #expect(!log.reachedTheEnd)
  }

  @Test("A stop names where the test stopped")
  func stopDescription() {
    let line = #line + 1
    let stop = TapwrightStop(message: "No alert.", callSite: #callSite)
    #expect(stop.message == "No alert.")
    #expect(
      stop.description
        == "TapwrightStop: the test stopped at TapwrightTests/StopTests.swift:\(line) "
        + "after the failure recorded there.")
  }

  @Test("FailureRecorder.stop records the message and returns the stop for its location")
  func recorderStop() {
    let line = #line + 2
    withKnownIssue {
      let recorder = FailureRecorder()
      let stop = recorder.stop("Draft has no id.")
      #expect(stop.callSite.line == UInt(line))
    } matching: {
      issue($0, is: "Draft has no id.", line: line)
    }
  }
}
