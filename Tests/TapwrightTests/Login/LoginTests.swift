import Foundation
import Tapwright
import Testing

/// The README's login example in Swift Testing.
@Suite("The login example", .tapwright)
@MainActor
struct LoginTests {
  @Test("A wrong password shows an alert saying what failed")
  func wrongPasswordShowsAnAlert() async throws {
    let login = await present(
      LoginViewController(authenticator: FakeAuthenticator()), as: LoginScreen.self)
    await login.logIn("ada", "babbage")
    #expect(try login.alert().message == "Wrong user name or password.")
  }

  @Test("The login screen object is at most 15 lines, as the README says")
  func screenObjectIsShort() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("LoginScreen.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("final class LoginScreen") })
    let end = try #require(lines[start...].firstIndex { $0 == "}" })
    #expect(lines.distance(from: start, to: end) + 1 <= 15)
  }
}
