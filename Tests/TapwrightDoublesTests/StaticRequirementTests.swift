import TapwrightSupport
import Testing

@testable import TapwrightDoubles

@Suite("Static requirements", .tapwrightScope)
struct StaticRequirementTests {
  @Test("Static calls are recorded in the running test's own recorders", arguments: 1...4)
  func staticCallsArePerTest(run: Int) {
    AnalyticsSpy.statics.isEnabledGetter.returns(true)
    AnalyticsSpy.statics.track.expect(.once, where: { $0 == "open" })

    trackOpening(with: AnalyticsSpy.self)

    #expect(AnalyticsSpy.statics.track.calls == ["open"])
    #expect(
      AnalyticsSpy.statics.invocations.map(\.description) == ["isEnabled", "track(\"open\")"])
  }

  @Test("A static property set in one test reads back in that test only")
  func staticPropertyIsPerTest() {
    #expect(!AnalyticsSpy.isEnabled)
    AnalyticsSpy.isEnabled = true

    #expect(AnalyticsSpy.isEnabled)
    #expect(AnalyticsSpy.statics.isEnabledSetter.calls == [true])
  }
}

@Suite("Static requirements without a scope")
struct UnscopedStaticRequirementTests {
  @Test("A static call outside a test scope reports that one is needed, and returns the default")
  func staticCallNeedsAScope() {
    let issues = IssueLog()
    withKnownIssue {
      #expect(!AnalyticsSpy.isEnabled)
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        "Recording the static requirements of AnalyticsSpy needs a TestScope: add "
          + ".tapwrightScope to the test or its suite (Swift Testing), or subclass "
          + "TapwrightTestCase (XCTest)."
      ])
  }
}
