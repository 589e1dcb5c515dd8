import IssueReporting
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

/// A custom assertion written with `FailureRecorder`, as a user would.
private func assertPositive(
  _ values: [Int],
  at callSite: CallSite = #callSite
) {
  let recorder = FailureRecorder(at: callSite)
  for (index, value) in values.enumerated() where value <= 0 {
    recorder.record("Value at \(index) is \(value), not positive.")
  }
}

/// A custom assertion built on another one; the inner failures keep the outer caller's line.
private func assertAllPositive(
  _ groups: [[Int]],
  at callSite: CallSite = #callSite
) {
  let recorder = FailureRecorder(at: callSite)
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
    let site = #callSite
    #expect(site.description == "TapwrightSupportTests/FailureRecorderTests.swift:\(#line - 1)")
  }

  @Test("#callSite as a default argument captures the caller's file, line and column")
  func callSiteDefaultIsTheCaller() {
    func here(at callSite: CallSite = #callSite) -> CallSite { callSite }
    let site = here()
    #expect(site.line == UInt(#line - 1))
    // A default argument's #column names the call's opening parenthesis.
    #expect(site.column == 20)
    #expect("\(site.fileID)" == "TapwrightSupportTests/FailureRecorderTests.swift")
    #expect("\(site.filePath)" == "\(#filePath)")
  }

  @Test("reporting(at:) attributes failures two levels deep to the outermost caller")
  func reportingTwoLevelsDeep() async {
    let line = #line + 3
    let issues = IssueLog()
    await withKnownIssue {
      await outerHelper()
    } matching: {
      issues.record($0)
    }
    #expect(issues.messages == ["Value at 0 is -1, not positive.", "inner"])
    #expect(issues.lines == [line, line])
  }
}

/// A helper that wraps its body once; everything inside, however nested, lands at its caller.
private func outerHelper(at callSite: CallSite = #callSite) async {
  await reporting(at: callSite) {
    await innerHelper()
  }
}

/// A helper with its own call site, used inside `outerHelper`; its failures go to the outer caller.
private func innerHelper(at callSite: CallSite = #callSite) async {
  await reporting(at: callSite) {
    await Task.yield()
    assertPositive([-1])
    FailureRecorder().record("inner")
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
