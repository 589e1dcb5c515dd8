import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The login flow tested the way existing UIKit suites are written: a plain, nonisolated
/// `XCTestCase` in Swift 5 mode that creates controllers, sends control events, reads labels and
/// waits for deferred callbacks with `XCTestExpectation` — no concurrency annotations anywhere.
final class UIKitStyleLoginTests: XCTestCase {
  var authenticator: Authenticator!
  var controller: LoginViewController!
  var window: UIWindow?

  override func setUp() {
    super.setUp()
    authenticator = Authenticator()
    controller = LoginViewController(authenticator: authenticator)
  }

  override func tearDown() {
    window?.isHidden = true
    window?.rootViewController = nil
    window = nil
    controller = nil
    authenticator = nil
    super.tearDown()
  }

  /// Shows `root` in a key window whose animations run 100 times faster, as UIKit suites often do.
  func show(_ root: UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.layer.speed = 100
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }

  /// Waits until the transition `controller` takes part in, if any, has finished.
  func waitForTransition(of controller: UIViewController?) {
    guard let coordinator = controller?.transitionCoordinator else { return }
    let finished = expectation(description: "transition finished")
    coordinator.animate(alongsideTransition: nil) { _ in finished.fulfill() }
    wait(for: [finished], timeout: 1)
  }

  func fill(user: String, password: String) {
    controller.usernameField.text = user
    controller.usernameField.sendActions(for: .editingChanged)
    controller.passwordField.text = password
    controller.passwordField.sendActions(for: .editingChanged)
  }

  func testThatTheLoadedViewShowsAnEmptyFormWithLogInDisabled() {
    controller.loadViewIfNeeded()

    XCTAssertEqual(controller.title, "Log In")
    XCTAssertEqual(controller.usernameField.placeholder, "Username")
    XCTAssertEqual(controller.passwordField.placeholder, "Password")
    XCTAssertTrue(controller.passwordField.isSecureTextEntry)
    XCTAssertEqual(controller.loginButton.title(for: .normal), "Log In")
    XCTAssertFalse(controller.loginButton.isEnabled)
    XCTAssertNil(controller.statusLabel.text)
  }

  func testThatLogInIsEnabledOnlyWhileBothFieldsHaveText() {
    controller.loadViewIfNeeded()

    fill(user: "ada", password: "")
    XCTAssertFalse(controller.loginButton.isEnabled)

    fill(user: "ada", password: "lovelace")
    XCTAssertTrue(controller.loginButton.isEnabled)

    controller.usernameField.text = ""
    controller.usernameField.sendActions(for: .editingChanged)
    XCTAssertFalse(controller.loginButton.isEnabled)
  }

  func testThatTappingLogInShowsProgressThenTheWelcomeWhenTheServerAnswers() {
    controller.loadViewIfNeeded()
    fill(user: "ada", password: "lovelace")
    let loggedIn = expectation(description: "logged in")
    var names: [String] = []
    controller.onLogIn = { name in
      names.append(name)
      loggedIn.fulfill()
    }

    controller.loginButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(controller.statusLabel.text, "Logging in…")
    XCTAssertFalse(controller.loginButton.isEnabled)
    XCTAssertEqual(authenticator.attempts, ["ada"])
    XCTAssertEqual(names, [], "the server answers later, on the main queue")

    wait(for: [loggedIn], timeout: 1)
    XCTAssertEqual(names, ["Ada"])
    XCTAssertEqual(controller.statusLabel.text, "Welcome, Ada!")
  }

  func testThatASuccessfulLoginPushesTheAccountScreen() {
    let navigation = UINavigationController(rootViewController: controller)
    show(navigation)
    fill(user: "ada", password: "lovelace")
    let pushed = expectation(description: "account pushed")
    controller.onLogIn = { [weak navigation] _ in
      navigation?.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        pushed.fulfill()
      }
    }

    controller.loginButton.sendActions(for: .touchUpInside)
    wait(for: [pushed], timeout: 1)

    XCTAssertEqual(navigation.viewControllers.count, 2)
    let account = navigation.topViewController as? AccountViewController
    XCTAssertEqual(account?.title, "Account")
    XCTAssertEqual(account?.greetingLabel.text, "Hello, Ada")
    XCTAssertEqual(account?.navigationItem.rightBarButtonItem?.title, "Log Out")
    XCTAssertTrue(account?.navigationItem.hidesBackButton ?? false)
  }

  func testThatLogOutPopsBackToTheLoginScreen() {
    let navigation = UINavigationController(rootViewController: controller)
    show(navigation)
    navigation.pushViewController(AccountViewController(name: "Ada"), animated: false)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    waitForTransition(of: navigation)
    let logOut = navigation.topViewController?.navigationItem.rightBarButtonItem

    logOut?.primaryAction?.performWithSender(logOut, target: nil)

    XCTAssertTrue(navigation.topViewController === controller)
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  func testThatWrongCredentialsPresentAnAlertWithTwoChoices() {
    show(controller)
    fill(user: "ada", password: "babbage")
    let refused = expectation(description: "refused")
    controller.onLogInFailed = { refused.fulfill() }

    controller.loginButton.sendActions(for: .touchUpInside)
    wait(for: [refused], timeout: 1)

    XCTAssertEqual(controller.statusLabel.text, "Wrong username or password")
    let alert = controller.presentedViewController as? UIAlertController
    XCTAssertEqual(alert?.title, "Login Failed")
    XCTAssertEqual(alert?.message, "Check your username and password.")
    XCTAssertEqual(alert?.preferredStyle, .alert)
    XCTAssertEqual(alert?.actions.map { $0.title }, ["Try Again", "Reset Password"])
    XCTAssertEqual(alert?.actions.map { $0.style }, [.cancel, .default])
    XCTAssertTrue(controller.loginButton.isEnabled, "the user can try again")
  }

  func testThatReturnInTheUsernameFieldMovesToThePassword() {
    show(controller)
    XCTAssertTrue(controller.usernameField.becomeFirstResponder())

    let shouldReturn = controller.textFieldShouldReturn(controller.usernameField)

    XCTAssertFalse(shouldReturn)
    XCTAssertTrue(controller.passwordField.isFirstResponder)
    XCTAssertFalse(controller.usernameField.isFirstResponder)
  }

  func testThatHelpIsPresentedAsAFormSheetAndDoneDismissesIt() {
    show(controller)

    controller.helpButton.sendActions(for: .touchUpInside)

    let help = controller.presentedViewController as? UINavigationController
    XCTAssertEqual(help?.modalPresentationStyle, .formSheet)
    let page = help?.topViewController as? HelpViewController
    page?.loadViewIfNeeded()
    XCTAssertEqual(page?.title, "Help")
    XCTAssertEqual(page?.bodyLabel.text, "Your username is your email address.")

    waitForTransition(of: help)
    let done = page?.navigationItem.rightBarButtonItem
    done?.primaryAction?.performWithSender(done, target: nil)
    XCTAssertNotNil(help?.transitionCoordinator, "the dismissal is animated")
    waitForTransition(of: help)

    XCTAssertNil(controller.presentedViewController)
  }
}
