import IssueReporting
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("Given / when / then")
struct StepTests {
  @Test("Issues inside a step are prefixed with the step")
  func prefixes() {
    let issues = IssueLog()
    withKnownIssue {
      given("a saved draft") { reportIssue("No draft store.") }
      when("tapping Save") { reportIssue("Save button is disabled.") }
      then("the draft is listed") { reportIssue("") }
    } matching: {
      issues.record($0)
    }
    #expect(
      issues.messages == [
        "given: a saved draft — No draft store.",
        "when: tapping Save — Save button is disabled.",
        "then: the draft is listed",
      ])
  }

  @Test("Async steps label issues across suspension points, nested steps chain")
  func asyncAndNested() async {
    await withKnownIssue {
      await when("saving") {
        await Task.yield()
        await then("the list reloads") {
          await Task.yield()
          reportIssue("List was not reloaded.")
        }
      }
    } matching: {
      issue($0, is: "when: saving — then: the list reloads — List was not reloaded.")
    }
  }

  @Test("A step returns its body's value and leaves later issues unlabelled")
  func returnsAndEnds() {
    let value = given("two numbers") { 2 + 3 }
    #expect(value == 5)
    withKnownIssue {
      reportIssue("Outside.")
    } matching: {
      issue($0, is: "Outside.")
    }
  }

  @Test("A failure recorder inside a step is labelled too")
  func recorderInsideStep() {
    withKnownIssue {
      when("comparing") { _ = assertEqualDictionaries(["a": 1], ["a": 2]) }
    } matching: {
      issue($0, is: "when: comparing — Value for 'a' in 'first' does not match 'second'. 1 == 2")
    }
  }
}
