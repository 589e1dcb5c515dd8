import TapwrightSupport
import XCTest

@testable import TapwrightDoubles

/// XCTest on Linux can't run `@MainActor` test classes (discovery casts the methods and
/// crashes), so each test hops onto the main actor it already runs on.
final class NavigationDelegateXCTests: TapwrightTestCase {
  func testThatTappingRedAsksTheDelegateToShowRed() {
    MainActor.assumeIsolated {
      let menu = ColorMenu()
      let navigation = NavigationDelegateSpy()
      menu.delegate = navigation
      navigation.showRed.expect(.once)
      navigation.showBlue.reject()

      menu.redButtonTapped()

      XCTAssertEqual(navigation.showRed.callCount, 1)
      XCTAssertTrue(navigation.showRed.wasCalled)
      XCTAssertFalse(navigation.showBlue.wasCalled)
    }
  }

  func testThatTappingBlueThenRedAsksInThatOrder() {
    MainActor.assumeIsolated {
      let menu = ColorMenu()
      let navigation = NavigationDelegateSpy()
      menu.delegate = navigation

      menu.blueButtonTapped()
      menu.redButtonTapped()

      XCTAssertEqual(navigation.invocations.map(\.member), ["showBlue()", "showRed()"])
      navigation.showBlue.verify(.once)
      navigation.showRed.verify(.once)
    }
  }

  func testThatTheCustomColorAnswerComesFromTheStub() {
    MainActor.assumeIsolated {
      let menu = ColorMenu()
      let navigation = NavigationDelegateSpy()
      menu.delegate = navigation
      navigation.show.answers { arguments in arguments.color == "green" }

      menu.customButtonTapped(color: "green")
      XCTAssertTrue(menu.shownCustomColor)

      menu.customButtonTapped(color: "red")
      XCTAssertFalse(menu.shownCustomColor)
      XCTAssertEqual(navigation.show.calls.map(\.color), ["green", "red"])
    }
  }
}

/// Classic XCTest without the Tapwright base class: expectations are verified by hand.
final class ManualVerificationXCTests: XCTestCase {
  func testThatVerifyByHandChecksExpectations() async throws {
    let spy = TransportSpy()
    spy.fetch.returns(Item(id: 1, title: "A"))
    spy.fetch.expect(.exactly(2))

    _ = try await spy.fetch(id: 1)
    _ = try await spy.fetch(id: 2)

    spy.verify()
    XCTAssertEqual(spy.fetch.calls, [1, 2])
  }

  func testThatAScopeChecksExpectationsWhenItEnds() async {
    let spy = TransportSpy()

    await TestScope.withScope(named: "scoped") {
      spy.cancelAll.expect(.once)
      spy.cancelId.reject(where: { $0 < 0 })
      spy.cancelAll()
      XCTAssertEqual(spy.spyLog.pendingExpectationCount, 2)
    }

    XCTAssertEqual(spy.spyLog.pendingExpectationCount, 0)
  }

  func testThatStubsAnswerInTurn() {
    let spy = KeyValueStoreSpy()
    spy.value.returns(1, then: nil, 3)

    XCTAssertEqual(spy.value(for: "a"), 1)
    XCTAssertNil(spy.value(for: "b"))
    XCTAssertEqual(spy.value(for: "c"), 3)
    XCTAssertEqual(spy.value.calls, ["a", "b", "c"])
  }
}
