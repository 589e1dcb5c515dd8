import XCTest

// A UI-test bundle: `tapwright port` skips it (XCUIApplication runs the app in another process).
final class XcodeAppUITests: XCTestCase {
  func testLaunch() {
    XCUIApplication().launch()
  }
}
