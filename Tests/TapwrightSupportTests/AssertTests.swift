import Foundation
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("Structural asserts")
struct AssertTests {
  @Test("Equal dictionaries pass silently")
  func equalDictionaries() {
    #expect(assertEqualDictionaries(["a": 1, "b": 2], ["b": 2, "a": 1]))
  }

  @Test("Missing keys, extra keys and differing values are reported separately, all at once")
  func allDifferences() {
    let payload = ["a": 1, "b": 2, "x": 9]
    let expected = ["b": 5, "c": 3, "d": 4, "x": 9]
    let line = #line + 3
    let issues = IssueLog()
    withKnownIssue {
      #expect(
        !assertEqualDictionaries(payload, expected, firstName: "payload", secondName: "expected"))
    } matching: {
      issues.record($0)
    }
    #expect(issues.lines == [line, line, line])
    #expect(
      issues.messages == [
        "'payload' is missing keys present in 'expected': 'c', 'd'.",
        "'payload' has keys missing from 'expected': 'a'.",
        "Value for 'b' in 'payload' does not match 'expected'. 2 == 5",
      ])
  }

  @Test("Nested values are diffed with swift-custom-dump")
  func nestedDiff() {
    struct Address: Equatable {
      var street: String
      var city: String
    }
    let actual = ["home": Address(street: "1 Main St", city: "Springfield")]
    let expected = ["home": Address(street: "1 Main St", city: "Shelbyville")]
    withKnownIssue {
      assertEqualDictionaries(actual, expected, firstName: "actual", secondName: "expected")
    } matching: {
      issue(
        $0,
        is: """
          Value for 'home' in 'actual' does not match 'expected'.
          (actual: -, expected: +)
            AssertTests.Address(
              street: "1 Main St",
          -   city: "Springfield"
          +   city: "Shelbyville"
            )
          """)
    }
  }

  @Test("Non-string keys are shown dumped, in a stable order")
  func nonStringKeys() {
    let issues = IssueLog()
    withKnownIssue {
      assertEqualDictionaries([3: "c", 1: "a"], [2: "b"])
    } matching: {
      issues.record($0)
    }
    #expect(
      issues.messages == [
        "'first' is missing keys present in 'second': '2'.",
        "'first' has keys missing from 'second': '1', '3'.",
      ])
  }

  @Test("Valid UUID strings pass and return the UUID")
  func validUUID() {
    let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    #expect(assertIsValidUUIDString(text) == UUID(uuidString: text))
    #expect(assertIsValidUUIDString(text.lowercased()) == UUID(uuidString: text))
  }

  @Test(
    "Invalid UUID strings are reported with the string",
    arguments: [
      "", "abc", "E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5G",
    ]
  )
  func invalidUUID(text: String) {
    withKnownIssue {
      #expect(assertIsValidUUIDString(text) == nil)
    } matching: {
      issue($0, is: "\(String(reflecting: text)) is not a valid UUID string.")
    }
  }

  @Test("An invalid UUID string is reported by name when given one")
  func invalidNamedUUID() {
    let line = #line + 2
    withKnownIssue {
      assertIsValidUUIDString("42", name: "order.id")
    } matching: {
      issue($0, is: "'order.id' is not a valid UUID string: \"42\".", line: line)
    }
  }
}
