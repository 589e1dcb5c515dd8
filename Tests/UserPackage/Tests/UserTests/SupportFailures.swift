#if USES_TAPWRIGHTSUPPORT
  import TapwrightSupport
  import Testing
  import XCTest

  /// A custom assertion written the way the DocC article shows.
  func assertTitled(
    _ title: String?, at callSite: CallSite = #callSite
  ) {
    let recorder = FailureRecorder(at: callSite)
    recorder.check(title?.isEmpty == false, "The note has no title.")
  }

  /// A custom assertion that nests another, as the DocC article shows: `recorder.run { … }` keeps
  /// the nested failure at this assertion's caller (and compiles without a warning).
  func assertIdentified(
    _ id: String, at callSite: CallSite = #callSite
  ) {
    let recorder = FailureRecorder(at: callSite)
    recorder.run { assertIsValidUUIDString(id, name: "note.id") }
  }

  @Suite(.tapwrightScope)
  struct SupportFailures {
    @Test func aFailureRecorderFailsAtTheCaller() {
      // The next line fails: The note has no title.
      assertTitled("")
    }

    @Test func aNestedAssertionFailsAtTheOutermostCaller() {
      // The next line fails: 'note.id' is not a valid UUID string: "42".
      assertIdentified("42")
    }

    @Test func unequalDictionariesFail() {
      // The next line fails: Value for 'a' in 'first' does not match 'second'. 1 == 2
      assertEqualDictionaries(["a": 1], ["a": 2])
    }
  }

  final class SupportXCTestFailures: TapwrightTestCase {
    func testAFailureRecorderFailsAtTheCaller() {
      // The next line fails: The note has no title.
      assertTitled(nil)
    }

    func testUnequalDictionariesFail() {
      // The next line fails: Value for 'a' in 'first' does not match 'second'. 1 == 2
      assertEqualDictionaries(["a": 1], ["a": 2])
    }
  }
#endif
