#if USES_TAPWRIGHTDOUBLES
  import TapwrightDoubles
  import Testing
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
  }

  final class DoublesXCTestFailures: XCTestCase {
    func testARejectedCallFails() {
      let navigation = NavigationSpy()
      // The next line fails: Expected showSettings() not to be called, but it was called once.
      navigation.showSettings.reject()
      navigation.showSettings()
      navigation.verify()
    }
  }
#endif
