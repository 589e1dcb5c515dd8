import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The README's login screen object: every line between `final class` and its closing brace
// counts towards the 15 the README promises (LoginTests checks that).

/// What a user sees and does on the login screen.
final class LoginScreen: ViewControllerObject<LoginViewController> {
  var user: Element<UITextField> { element(.identifier("user")) }
  var password: Element<UITextField> { element(.identifier("password")) }
  var logInButton: Element<UIButton> { element(.text("Log In")) }
  var status: Element<UILabel> { element(.identifier("status")) }

  func logIn(_ user: String, _ password: String, at callSite: CallSite = #callSite) async {
    await reporting(at: callSite) {
      await self.user.type(user)
      await self.password.type(password)
      await logInButton.tap()
      await finishAppWork()
    }
  }
}
