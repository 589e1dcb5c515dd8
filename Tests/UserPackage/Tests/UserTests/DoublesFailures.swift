#if USES_TAPWRIGHTDOUBLES
  import TapwrightDoubles
  import Testing
  import UserApp
  import XCTest

  @Spy
  protocol Navigation: AnyObject, Sendable {
    func showSettings()
  }

  struct DoublesFailures {
    @Test func aRejectedCallFails() {
      let navigation = NavigationSpy()
      // The next line fails: Expected showSettings() not to be called, but it was called once.
      navigation.showSettings.reject()
      navigation.showSettings()
      navigation.verify()
    }

    @Test func theAppsOwnProtocolSpiedWithoutACopyFails() {
      let checkout = CheckoutNavigationSpy()
      checkout.checkoutDidFinish(total: 12)
      // The next line fails: Expected checkoutDidFinish(total:) to be called exactly 2 times, but it was called once.
      checkout.checkoutDidFinish.expect(.exactly(2))
      checkout.verify()
    }
  }

  final class DoublesXCTestFailures: XCTestCase {
    func testARejectedCallFails() {
      let navigation = NavigationSpy()
      // The next line fails: Expected showSettings() not to be called, but it was called once.
      navigation.showSettings.reject()
      navigation.showSettings()
      navigation.verify()
    }

    func testTheAppsOwnProtocolSpiedWithoutACopyFails() {
      let checkout = CheckoutNavigationSpy()
      // The next line fails: Expected checkoutDidCancel() not to be called, but it was called once.
      checkout.checkoutDidCancel.reject()
      checkout.checkoutDidCancel()
      checkout.verify()
    }
  }
#endif
