import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Screen objects for the login flow, written in Swift 5 mode with no concurrency annotations:
// they inherit the main actor from `ViewControllerObject`; each action is async.

/// What a user sees and does on the login screen.
final class LoginScreen: ViewControllerObject<LoginViewController> {
  var status: String? { get throws { try text(.identifier("login.status")) } }
  var canLogIn: Bool { get throws { try button(.identifier("login.submit")).isEnabled } }
  var password: String? { get throws { try textField(.identifier("login.password")).text } }

  /// Types both fields and taps Log In; a refused step fails at the calling test's line.
  func logIn(as user: String, password: String, at callSite: CallSite = #callSite) async {
    await reporting(at: callSite) {
      await type(user, into: .identifier("login.username"))
      await type(password, into: .identifier("login.password"))
      await tap(.identifier("login.submit"))
    }
  }

  func openHelp() async throws -> HelpScreen {
    await tap(.identifier("login.help"))
    return try presentedObject(as: HelpScreen.self)
  }
}

/// The account screen shown after a login.
final class AccountScreen: ViewControllerObject<AccountViewController> {
  var greeting: String? { get throws { try text(.identifier("account.greeting")) } }

  func logOut() async throws {
    try await navigation().tapBarButton(.right, "Log Out")
  }
}

/// The modal help page.
final class HelpScreen: ViewControllerObject<UINavigationController> {
  var body: String? {
    get throws {
      try navigation().topObject(as: HelpPageScreen.self).text(.identifier("help.body"))
    }
  }

  func done() async throws {
    try await navigation().tapBarButton(.right, "Done")
  }
}

/// The help page inside the modal navigation controller.
final class HelpPageScreen: ViewControllerObject<HelpViewController> {}
