import GreetingKit
import XCTest

@testable import XcodeApp

// The app's own unit tests, as Xcode runs them: hosted by the launched app (TEST_HOST), with no
// `import UIKit` (XCTest brings it on iOS).
final class XcodeAppTests: XCTestCase {
  // Made with the test case, which XCTest makes before the first test runs: on iOS the host app
  // has launched by then.
  private let appDelegate = UIApplication.shared.delegate as! AppDelegate

  private func shownController() throws -> GreetingViewController {
    let scene = try XCTUnwrap(
      UIApplication.shared.connectedScenes.first { $0.delegate is SceneDelegate } as? UIWindowScene)
    let window = try XCTUnwrap(scene.windows.first { !$0.isHidden })
    return try XCTUnwrap(window.rootViewController as? GreetingViewController)
  }

  func testTheAppLaunchedWithItsStoryboardsControllerInItsScene() throws {
    XCTAssertTrue(UIApplication.shared.delegate === appDelegate)
    let controller = try shownController()
    XCTAssertEqual(controller.greetButton.title(for: .normal), "Greet")
    XCTAssertEqual(controller.greetingLabel.accessibilityIdentifier, "greeting")
  }

  func testTappingGreetShowsTheGreetingForTheNamesInTheAppsBundle() throws {
    // The app keeps running between tests: a fresh controller from the app's storyboard.
    let controller = try XCTUnwrap(
      UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        as? GreetingViewController)
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.greetingLabel.text, "")
    controller.greetButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(controller.greetingLabel.text, "Hello, Ada!")
    controller.greetButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(controller.greetingLabel.text, "Hello, Grace!")
  }

  func testTheMainBundleIsTheHostAppsWithItsInfoPlist() {
    // In a hosted test, `Bundle.main` is the app's bundle, as on iOS.
    XCTAssertEqual(Bundle.main.bundleIdentifier, "com.example.XcodeApp")
    XCTAssertEqual(
      Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String, "1.0")
    XCTAssertEqual(Bundle.main.infoDictionary?["CFBundleVersion"] as? String, "1")
  }

  func testTheFrameworkTargetIsLinked() {
    XCTAssertEqual(Greeter().greeting(for: "Linux"), "Hello, Linux!")
  }

  func testTheTestBundlesOwnResource() throws {
    let url = try XCTUnwrap(
      Bundle(for: XcodeAppTests.self).url(forResource: "Fixture", withExtension: "json"))
    let fixture = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
    XCTAssertEqual(fixture["greeting"], "Hello, fixture!")
  }
}
