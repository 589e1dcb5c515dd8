import Tapwright
import TapwrightDoubles
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The test's mirror of the app's main-actor delegate protocol. `@preconcurrency`, as UIKit's
/// delegate protocols are imported, lets these Swift 5 tests create and read the spy from plain
/// test methods.
@Spy @preconcurrency @MainActor
protocol LoginNavigation: AnyObject {
  func loginViewController(_ controller: LoginViewController, didLogInAs name: String)
}

extension LoginNavigationSpy: LoginViewControllerDelegate {}

/// Where the login screen hands over, checked with a generated spy from classic XCTest.
final class LoginNavigationSpyTests: StageTestCase {
  @MainActor func testThatLoggingInHandsOverToTheDelegateOnce() async {
    let navigation = LoginNavigationSpy()
    let controller = LoginViewController()
    controller.delegate = navigation
    let login = await stage.present(controller, as: LoginScreen.self)

    await login.logIn(as: "ada", password: "lovelace")

    XCTAssertEqual(navigation.loginViewController.callCount, 1)
    XCTAssertEqual(navigation.loginViewController.lastArguments?.name, "Ada")
    XCTAssertTrue(navigation.loginViewController.lastArguments?.controller === controller)
  }

  @MainActor func testThatWrongCredentialsNeverHandOver() async {
    let navigation = LoginNavigationSpy()
    navigation.loginViewController.reject()  // checked when the test ends
    let controller = LoginViewController()
    controller.delegate = navigation
    let login = await stage.present(controller, as: LoginScreen.self)

    await login.logIn(as: "ada", password: "babbage")

    XCTAssertTrue(login.isAlertPresented)
    XCTAssertEqual(navigation.invocations.count, 0)
  }
}
