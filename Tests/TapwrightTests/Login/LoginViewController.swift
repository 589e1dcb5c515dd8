// The login screen of the README's example, written only against UIKit's API: two text fields,
// a Log In button whose closure-style action asks an authenticator, and an alert when the
// credentials are wrong.

import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Checks credentials and calls back later, as a network client would.
protocol Authenticator {
  /// Checks `password` for `user`; `completion` gets the display name, or `nil` when refused.
  func logIn(
    user: String, password: String, completion: @escaping @Sendable (String?) -> Void)
}

/// The login screen: user name, password, Log In, a status line, an alert on failure.
final class LoginViewController: UIViewController {
  let userField = UITextField()
  let passwordField = UITextField()
  let logInButton = UIButton(type: .system)
  let statusLabel = UILabel()
  private let authenticator: any Authenticator

  init(authenticator: any Authenticator) {
    self.authenticator = authenticator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Log In"
    userField.placeholder = "User name"
    userField.accessibilityIdentifier = "user"
    passwordField.placeholder = "Password"
    passwordField.accessibilityIdentifier = "password"
    passwordField.isSecureTextEntry = true
    logInButton.setTitle("Log In", for: .normal)
    logInButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
    statusLabel.accessibilityIdentifier = "status"
    for (row, subview) in [userField, passwordField, logInButton, statusLabel].enumerated() {
      subview.frame = CGRect(x: 20, y: 100 + 60 * row, width: 335, height: 44)
      view.addSubview(subview)
    }
  }

  private func logIn() {
    authenticator.logIn(user: userField.text ?? "", password: passwordField.text ?? "") {
      name in
      DispatchQueue.main.async { [weak self] in
        if let name {
          self?.statusLabel.text = "Welcome, \(name)!"
        } else {
          self?.showFailure()
        }
      }
    }
  }

  private func showFailure() {
    let alert = UIAlertController(
      title: "Login Failed", message: "Wrong user name or password.", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [weak self] _ in
        self?.passwordField.text = ""
      })
    present(alert, animated: true)
  }
}

/// The tests' authenticator: answers from a background queue, as tracked work of the test, so
/// `finishAppWork()` waits for it as it would for a real request.
struct FakeAuthenticator: Authenticator {
  /// The accepted passwords by user name.
  var passwords = ["ada": "lovelace"]

  func logIn(
    user: String, password: String, completion: @escaping @Sendable (String?) -> Void
  ) {
    let name = passwords[user] == password ? user.capitalized : nil
    let tracker = TestScope.current?.tracker ?? WorkTracker(name: "login")
    tracker.async(on: .global(), label: "log in") { completion(name) }
  }
}
