import Tapwright

// The README's login screen object: every line between `final class` and its closing brace
// counts towards the 15 the README promises (LoginTests checks that).

/// What a user sees and does on the login screen.
final class LoginScreen: ViewControllerObject<LoginViewController> {
  var status: String? { textIfShown(.identifier("status")) }
  func logIn(_ user: String, _ password: String, at callSite: CallSite = #callSite) async {
    await reporting(at: callSite) {
      await type(user, into: .identifier("user"))
      await type(password, into: .identifier("password"))
      await tap(.text("Log In"))
      await finishAppWork()
    }
  }

  func failureMessage(at callSite: CallSite = #callSite) throws -> String? {
    try alert(at: callSite).message
  }
}
