#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A small login flow written the way a UIKit app is: frames instead of constraints, closure-based
// actions, a text field delegate, an alert, a navigation push and a modal help screen. It is
// plain Swift 5 app code with no concurrency annotations, compiled against UIKit or HeadlessUIKit.

/// Checks credentials and answers later on the main queue, as a network client would.
final class Authenticator {
  private let passwords: [String: String]
  private(set) var attempts: [String] = []

  init(passwords: [String: String] = ["ada": "lovelace"]) {
    self.passwords = passwords
  }

  func logIn(
    user: String, password: String, completion: @escaping (_ displayName: String?) -> Void
  ) {
    attempts.append(user)
    let accepted = passwords[user] == password
    DispatchQueue.main.async {
      completion(accepted ? user.capitalized : nil)
    }
  }
}

/// Where the login screen hands over once the user is in (a coordinator, in an app).
@MainActor protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(_ controller: LoginViewController, didLogInAs name: String)
}

/// The login screen: two fields, a Log In button enabled once both are filled, a status line.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  let authenticator: Authenticator
  let usernameField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)
  let helpButton = UIButton(type: .system)
  let statusLabel = UILabel()

  weak var delegate: LoginViewControllerDelegate?
  /// Called with the display name after a successful login.
  var onLogIn: ((String) -> Void)?
  /// Called after the server refused the credentials and the alert is up.
  var onLogInFailed: (() -> Void)?

  init(authenticator: Authenticator = Authenticator()) {
    self.authenticator = authenticator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.authenticator = Authenticator()
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Log In"

    usernameField.placeholder = "Username"
    usernameField.accessibilityIdentifier = "login.username"
    usernameField.returnKeyType = .next
    usernameField.delegate = self
    usernameField.frame = CGRect(x: 20, y: 100, width: 350, height: 44)

    passwordField.placeholder = "Password"
    passwordField.accessibilityIdentifier = "login.password"
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.delegate = self
    passwordField.frame = CGRect(x: 20, y: 160, width: 350, height: 44)

    for field in [usernameField, passwordField] {
      field.addAction(
        UIAction { [weak self] _ in self?.updateLoginButton() }, for: .editingChanged)
    }

    loginButton.setTitle("Log In", for: .normal)
    loginButton.accessibilityIdentifier = "login.submit"
    loginButton.frame = CGRect(x: 20, y: 220, width: 350, height: 44)
    loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)

    helpButton.setTitle("Help", for: .normal)
    helpButton.accessibilityIdentifier = "login.help"
    helpButton.frame = CGRect(x: 20, y: 280, width: 350, height: 44)
    helpButton.addAction(UIAction { [weak self] _ in self?.showHelp() }, for: .touchUpInside)

    statusLabel.accessibilityIdentifier = "login.status"
    statusLabel.frame = CGRect(x: 20, y: 340, width: 350, height: 22)

    for subview in [usernameField, passwordField, loginButton, helpButton, statusLabel] {
      view.addSubview(subview)
    }
    updateLoginButton()
  }

  func updateLoginButton() {
    let username = usernameField.text ?? ""
    let password = passwordField.text ?? ""
    loginButton.isEnabled = !username.isEmpty && !password.isEmpty
  }

  func logIn() {
    let user = usernameField.text ?? ""
    statusLabel.text = "Logging in…"
    loginButton.isEnabled = false
    view.endEditing(true)
    authenticator.logIn(user: user, password: passwordField.text ?? "") { [weak self] name in
      guard let self = self else { return }
      if let name = name {
        self.statusLabel.text = "Welcome, \(name)!"
        self.navigationController?.pushViewController(
          AccountViewController(name: name), animated: true)
        self.delegate?.loginViewController(self, didLogInAs: name)
        self.onLogIn?(name)
      } else {
        self.statusLabel.text = "Wrong username or password"
        self.updateLoginButton()
        self.showFailure(user: user)
        self.onLogInFailed?()
      }
    }
  }

  func showFailure(user: String) {
    let alert = UIAlertController(
      title: "Login Failed", message: "Check your username and password.",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Try Again", style: .cancel) { [weak self] _ in
        guard let self = self else { return }
        self.passwordField.text = ""
        self.updateLoginButton()
        _ = self.passwordField.becomeFirstResponder()
      })
    alert.addAction(
      UIAlertAction(title: "Reset Password", style: .default) { [weak self] _ in
        self?.statusLabel.text = "Reset link sent to \(user)"
      })
    present(alert, animated: true)
  }

  func showHelp() {
    let help = UINavigationController(rootViewController: HelpViewController())
    help.modalPresentationStyle = .formSheet
    present(help, animated: true)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === usernameField {
      _ = passwordField.becomeFirstResponder()
    } else if loginButton.isEnabled {
      logIn()
    }
    return false
  }
}

/// Shown after a successful login; Log Out goes back.
final class AccountViewController: UIViewController {
  let name: String
  let greetingLabel = UILabel()

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.name = ""
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Account"
    greetingLabel.text = "Hello, \(name)"
    greetingLabel.accessibilityIdentifier = "account.greeting"
    greetingLabel.frame = CGRect(x: 20, y: 100, width: 350, height: 22)
    view.addSubview(greetingLabel)
    navigationItem.hidesBackButton = true
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Log Out",
      primaryAction: UIAction { [weak self] _ in
        self?.navigationController?.popViewController(animated: true)
      })
  }
}

/// A modal help page with a Done button.
final class HelpViewController: UIViewController {
  let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Help"
    bodyLabel.text = "Your username is your email address."
    bodyLabel.accessibilityIdentifier = "help.body"
    bodyLabel.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
    view.addSubview(bodyLabel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [weak self] _ in
        self?.dismiss(animated: true)
      })
  }
}
