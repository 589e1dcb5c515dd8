import IssueReporting
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

/// A custom assertion written with `FailureRecorder`, as a user would.
private func assertPositive(
  _ values: [Int],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let recorder = FailureRecorder(fileID: fileID, filePath: filePath, line: line, column: column)
  for (index, value) in values.enumerated() where value <= 0 {
    recorder.record("Value at \(index) is \(value), not positive.")
  }
}

/// A custom assertion built on another one; the inner failures keep the outer caller's line.
private func assertAllPositive(
  _ groups: [[Int]],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let recorder = FailureRecorder(fileID: fileID, filePath: filePath, line: line, column: column)
  recorder.run {
    for group in groups { assertPositive(group) }
    reportIssue("Checked \(groups.count) groups.")
  }
}

@Suite("Failure recorder")
struct FailureRecorderTests {
  @Test("Records every failure at the caller's line")
  func recordsAtCaller() {
    let line = #line + 3
    let issues = IssueLog()
    withKnownIssue {
      assertPositive([1, -2, 0])
    } matching: {
      issues.record($0)
    }
    #expect(
      issues.messages == ["Value at 1 is -2, not positive.", "Value at 2 is 0, not positive."])
    #expect(issues.lines == [line, line])
  }

  @Test("Nested helpers keep the outermost caller's location")
  func nested() {
    let line = #line + 3
    let issues = IssueLog()
    withKnownIssue {
      assertAllPositive([[-1], [2, -3]])
    } matching: {
      issues.record($0)
    }
    #expect(
      issues.messages == [
        "Value at 0 is -1, not positive.", "Value at 1 is -3, not positive.", "Checked 2 groups.",
      ])
    #expect(issues.lines == [line, line, line])
  }

  @Test("An async run keeps the outermost location across suspension points")
  func asyncRun() async {
    let recorder = FailureRecorder()
    let line = Int(recorder.location.line)
    await withKnownIssue {
      await recorder.run {
        await Task.yield()
        assertPositive([-5])
      }
    } matching: {
      issue($0, is: "Value at 0 is -5, not positive.", line: line)
    }
  }

  @Test("check records only when the condition is false, and returns it")
  func check() {
    let recorder = FailureRecorder()
    #expect(recorder.check(true, "never"))
    withKnownIssue {
      #expect(!recorder.check(false, "Condition failed."))
    } matching: {
      issue($0, is: "Condition failed.", line: Int(recorder.location.line))
    }
  }

  @Test("The call site prints as file:line")
  func callSiteDescription() {
    let site = CallSite()
    #expect(site.description == "TapwrightSupportTests/FailureRecorderTests.swift:\(#line - 1)")
  }
}

@Suite("Failure recorder errors")
struct FailureRecorderErrorTests {
  struct Broken: Error, Equatable {}

  @Test("A recorded error is reported as a caught error with its message")
  func recordsError() {
    let recorder = FailureRecorder()
    withKnownIssue {
      recorder.record(Broken(), "While saving.")
    } matching: {
      $0.error is Broken && message(of: $0) == "While saving."
        && $0.sourceLocation?.line == Int(recorder.location.line)
    }
  }
}
