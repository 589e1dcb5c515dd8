import XCTest

@testable import StoryboardApp

// Written as an iOS app's unit tests are: no `import UIKit` (XCTest brings it on iOS), the app
// launched by the test host before the first test.
final class HostedXCTests: XCTestCase {
  func testTheAppLaunchedAsUIKitLaunchesIt() {
    XCTAssertEqual(
      launchEvents,
      [
        "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
        "willConnectTo (root: CounterViewController)", "sceneWillEnterForeground",
        "sceneDidBecomeActive",
      ])
  }

  func testTheKeyWindowShowsTheMainStoryboardsInitialController() throws {
    let window = try XCTUnwrap(UIApplication.shared.keyWindow)
    XCTAssertFalse(window.isHidden)
    let counter = try XCTUnwrap(window.rootViewController as? CounterViewController)
    XCTAssertEqual(counter.countLabel.text, "0")
    XCTAssertTrue(UIApplication.shared.delegate is AppDelegate)
    let scene = try XCTUnwrap(window.windowScene)
    XCTAssertTrue(scene.delegate is SceneDelegate)
    XCTAssertEqual(scene.activationState, .foregroundActive)
  }

  func testAControllerPresentedFromTheKeyWindowIsShown() throws {
    let root = try XCTUnwrap(UIApplication.shared.windows.first?.rootViewController)
    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
    root.present(alert, animated: false)
    XCTAssertTrue(root.presentedViewController === alert)
    root.dismiss(animated: false)
  }

  func testBundleMainIsTheAppsBundle() {
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    XCTAssertTrue(storyboard.instantiateInitialViewController() is CounterViewController)
  }
}
