import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The README's login example in XCTest, and its failures at the test's line.
final class LoginXCTests: FailureCapturingTestCase {
  @MainActor func testThatTheRightPasswordWelcomesTheUser() async {
    let login = await stage.present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    await login.logIn("ada", "lovelace")
    XCTAssertEqual(login.status.text, "Welcome, Ada!")
  }

  // MARK: Failures, captured

  /// Runs `body`, returning the failures it recorded (and whether it threw) instead of failing;
  /// each message without the path of its picture (FailurePictureXCTests checks that).
  @MainActor
  private func failures(in body: @MainActor () async throws -> Void) async -> (
    failures: [(description: String, line: Int)], threw: Bool
  ) {
    let result = await capturingFailures(in: body)
    let failures = result.failures.map { failure in
      (failure.description.components(separatedBy: "\n\nPicture of the screen: ")[0], failure.line)
    }
    return (failures, result.threw)
  }

  @MainActor func testThatRefusedStepsInsideLogInFailAtTheTestsLine() async {
    let login = await stage.present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    login.viewController.userField.isEnabled = false
    login.viewController.passwordField.removeFromSuperview()
    let dump = stage.dump()  // neither refused step changes the screen

    let line = #line + 1
    let result = await failures { await login.logIn("ada", "lovelace") }

    XCTAssertEqual(result.failures.count, 2)
    XCTAssertEqual(result.failures.map(\.line), [line, line])
    XCTAssertEqual(
      result.failures.map(\.description),
      [
        "failed - Cannot type into UITextField #user \"\" placeholder=\"User name\" [disabled]: "
          + "it is disabled.\n\n" + dump,
        "failed - No visible UITextField matches identifier \"password\" in "
          + "LoginViewController.\n\n" + dump,
      ])
    XCTAssertFalse(result.threw)
  }

  @MainActor func testThatAMissingAlertFailsAtTheTestsLineAndStops() async {
    let login = await stage.present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    await login.logIn("ada", "lovelace")
    let dump = stage.dump()

    let line = #line + 1
    let result = await failures { _ = try login.alert().message }

    XCTAssertEqual(result.failures.count, 1)
    XCTAssertEqual(result.failures.first?.line, line)
    XCTAssertEqual(
      result.failures.first?.description,
      "failed - No alert is presented over LoginViewController (presented: nothing).\n\n"
        + dump)
    XCTAssertTrue(result.threw)
  }
}
