import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The same login flow driven through Tapwright's screen objects from classic Swift 5 XCTest:
/// synchronous test methods run their Tapwright code through the one bridge, `runOnMainActor`.
final class TapwrightLoginTests: StageTestCase {
  override var registry: ObjectRegistry {
    ObjectRegistry()
      .registering(AccountScreen.self)
      .registering(HelpPageScreen.self)
  }

  func testThatTypingBothFieldsEnablesLogIn() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)
      XCTAssertFalse(try login.canLogIn)

      await login.type("ada", into: .identifier("login.username"))
      XCTAssertFalse(try login.canLogIn)
      await login.type("lovelace", into: .identifier("login.password"))

      XCTAssertTrue(try login.canLogIn)
    }
  }

  func testThatLoggingInWelcomesTheUserAndPushesTheAccount() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self, .pushed)

      await login.logIn(as: "ada", password: "lovelace")

      let account = try login.navigation().topObject(as: AccountScreen.self)
      XCTAssertEqual(try account.greeting, "Hello, Ada")
      XCTAssertEqual(try login.navigation().stack.count, 2)
      XCTAssertEqual(login.viewController.statusLabel.text, "Welcome, Ada!")
    }
  }

  func testThatLogOutReturnsToTheLoginScreen() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self, .pushed)
      await login.logIn(as: "ada", password: "lovelace")
      let account = try login.navigation().topObject as? AccountScreen

      try await account?.logOut()

      XCTAssertEqual(try login.navigation().stack.count, 1)
      XCTAssertTrue(try login.navigation().stack.last === login.viewController)
      XCTAssertEqual(try login.status, "Welcome, Ada!")
    }
  }

  func testThatReturnMovesToThePasswordThenLogsIn() {
    runOnMainActor { [self] in
      let authenticator = Authenticator()
      let login = await stage.present(
        LoginViewController(authenticator: authenticator), as: LoginScreen.self)
      await login.type("ada", into: .identifier("login.username"))

      await login.pressReturn(in: .identifier("login.username"))
      XCTAssertTrue(login.viewController.passwordField.isFirstResponder)
      await login.type("lovelace", into: .identifier("login.password"))
      await login.pressReturn(in: .identifier("login.password"))

      XCTAssertEqual(authenticator.attempts, ["ada"])
      let result1 = await eventually(
        login.textIfShown(.identifier("login.status")), .equal(to: "Welcome, Ada!"))
      XCTAssertTrue(result1)
    }
  }

  func testThatTryAgainDismissesTheAlertAndClearsThePassword() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)
      await login.logIn(as: "ada", password: "babbage")
      XCTAssertEqual(try login.alert().title, "Login Failed")
      XCTAssertEqual(try login.alert().actionTitles, ["Try Again", "Reset Password"])

      try await login.alert().tapAction("Try Again")

      XCTAssertFalse(login.isAlertPresented)
      XCTAssertEqual(try login.password, "")
      XCTAssertFalse(try login.canLogIn)
      XCTAssertTrue(login.viewController.passwordField.isFirstResponder)
    }
  }

  func testThatResetPasswordTellsTheUserWhereTheLinkWent() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)
      await login.logIn(as: "grace", password: "hopper")

      try await login.alert().tapAction("Reset Password")

      let result2 = await never(login.isAlertPresented)
      XCTAssertTrue(result2)
      XCTAssertEqual(try login.status, "Reset link sent to grace")
    }
  }

  func testThatHelpOpensModallyAndDoneClosesIt() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)

      let help = try await login.openHelp()
      XCTAssertEqual(try help.body, "Your username is your email address.")
      try await help.done()

      let result3 = await eventuallyNil(login.presentedController)
      XCTAssertTrue(result3)
    }
  }

  func testThatTheDumpShowsWhatTheUserSees() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)
      await login.type("ada", into: .identifier("login.username"))

      let dump = login.dump()

      XCTAssertTrue(dump.contains("LoginViewController"), dump)
      XCTAssertTrue(dump.contains("#login.username \"ada\""), dump)
      XCTAssertTrue(dump.contains("#login.status"), dump)
    }
  }

  func testThatTheFreePresentUsesThisTestsStage() {
    runOnMainActor { [self] in
      let login = await present(LoginViewController(), as: LoginScreen.self)

      XCTAssertTrue(login.stage === stage)
      XCTAssertEqual(stage.windows.count, 1)
      XCTAssertTrue(login.viewController.isViewLoaded)
    }
  }
}

/// Tapwright's failures, seen from classic XCTest: each is recorded at the test's line, and a
/// test case can capture them by overriding XCTest's `recordFailure`.
final class TapwrightFailureTests: StageTestCase {
  private var capturing = false
  private var captured: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append((description, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body`, returning the failures it recorded instead of failing the test.
  @MainActor
  private func failures(in body: @MainActor () async -> Void) async -> [(
    description: String, line: Int
  )] {
    capturing = true
    captured = []
    await body()
    capturing = false
    return captured
  }

  func testThatTappingADisabledButtonFailsAtTheTestsLineAndDoesNothing() {
    runOnMainActor { [self] in
      let authenticator = Authenticator()
      let login = await stage.present(
        LoginViewController(authenticator: authenticator), as: LoginScreen.self)

      let tapLine = #line + 1
      let failures = await failures { await login.tap(.identifier("login.submit")) }

      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.line, tapLine)
      let message = failures.first?.description ?? ""
      XCTAssertTrue(message.contains("disabled"), message)
      XCTAssertTrue(message.contains("LoginViewController"), message)
      XCTAssertEqual(authenticator.attempts, [])
      XCTAssertNil(try login.status)
    }
  }

  func testThatAScreenHelperFailsAtTheCallersLine() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)
      login.viewController.passwordField.isHidden = true

      let logInLine = #line + 1
      let failures = await failures { await login.logIn(as: "ada", password: "lovelace") }

      XCTAssertGreaterThanOrEqual(failures.count, 1)
      XCTAssertEqual(Set(failures.map { $0.line }), [logInLine])
      let message = failures.first?.description ?? ""
      XCTAssertTrue(message.contains("login.password"), message)
      XCTAssertTrue(message.contains("hidden"), message)
    }
  }

  func testThatAnEventualCheckReportsTheLastValueSeen() {
    runOnMainActor { [self] in
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)

      var passed = true
      let failures = await failures {
        passed = await eventually(
          login.textIfShown(.identifier("login.status")), .equal(to: "Welcome"),
          timeout: .milliseconds(50))
      }

      XCTAssertFalse(passed)
      XCTAssertEqual(failures.count, 1)
      XCTAssertTrue(failures.first?.description.contains("nil") ?? false, "\(failures)")
    }
  }
}

/// A test case with only a test scope (no stage base class): the test makes its own stage.
final class ScopeOnlyLoginTests: TapwrightTestCase {
  func testThatAStageMadeInTheScopeShowsTheLogin() {
    runOnMainActor { [self] in
      let stage = Stage()
      let login = await stage.present(LoginViewController(), as: LoginScreen.self)

      await login.logIn(as: "ada", password: "lovelace")

      XCTAssertEqual(try login.status, "Welcome, Ada!")
      XCTAssertEqual(stage.windows.count, 1)
      XCTAssertTrue(TestScope.current === scope)
    }
  }
}
