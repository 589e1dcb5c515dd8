import Tapwright
import TapwrightDoubles
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if canImport(XCTest)
  import XCTest
#endif

// The navigation-delegate pattern: a controller only *asks* its delegate to show the next
// screen, and the test checks with a generated spy that it asked — no presenting needed.

/// Where the color menu asks to go next.
@Spy
@MainActor
protocol ColorMenuNavigation: AnyObject {
  func showRed()
  func showBlue()
}

/// A menu with two buttons, Red and Blue, written against UIKit's API.
final class ColorMenuViewController: UIViewController {
  weak var navigation: (any ColorMenuNavigation)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let red = UIButton(
      primaryAction: UIAction(title: "Red") { [weak self] _ in self?.navigation?.showRed() })
    red.accessibilityIdentifier = "menu.red"
    let blue = UIButton(
      primaryAction: UIAction(title: "Blue") { [weak self] _ in self?.navigation?.showBlue() })
    blue.accessibilityIdentifier = "menu.blue"
    let stack = UIStackView(arrangedSubviews: [red, blue])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

@MainActor
@Suite("Color menu navigation delegate (spy)", .tapwright)
struct ColorMenuNavigationTests {
  let navigation = ColorMenuNavigationSpy()

  func showMenu() async -> ViewControllerObject<ColorMenuViewController> {
    let menu = ColorMenuViewController()
    menu.navigation = navigation
    return await present(menu)
  }

  @Test("Tapping Red asks the delegate to show red, once, and never blue")
  func tappingRedShowsRed() async throws {
    // Given the menu, with blue rejected (checked when the test ends)
    navigation.showBlue.reject()
    let menu = await showMenu()

    // When the user taps Red
    await menu.tap(.identifier("menu.red"))

    // Then the delegate was asked to show red, once
    #expect(navigation.showRed.callCount == 1)
  }

  @Test("Tapping Blue asks the delegate to show blue (an expectation verified at the end)")
  func tappingBlueShowsBlue() async throws {
    navigation.showBlue.expect(.once)
    navigation.showRed.expect(.never)
    let menu = await showMenu()

    await menu.tap(.identifier("menu.blue"))
  }

  @Test("A missed expectation fails when the test ends, at the line of the expectation")
  func aMissedExpectationFailsAtTheEnd() async throws {
    let expectationLine = #line + 5
    await withKnownIssue {
      await TestScope.withScope(named: "inner") {
        let spy = ColorMenuNavigationSpy()
        // The user taps Blue where Red was expected:
        spy.showRed.expect(.once)
        spy.showBlue()
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Expected showRed() to be called exactly once, but it was called 0 times.
        Calls on ColorMenuNavigationSpy:
          showBlue()
        """
      ] && issue.sourceLocation?.line == expectationLine
    }
  }
}

#if canImport(XCTest)
  /// The same pattern in classic XCTest: synchronous actions that spin the main run loop.
  final class ColorMenuNavigationXCTests: StageTestCase {
    @MainActor func testThatTappingRedAsksTheDelegateToShowRed() async throws {
      let navigation = ColorMenuNavigationSpy()
      navigation.showBlue.reject()
      let controller = ColorMenuViewController()
      controller.navigation = navigation
      let menu = await stage.present(
        controller, as: ViewControllerObject<ColorMenuViewController>.self)

      await menu.tap(.identifier("menu.red"))

      XCTAssertEqual(navigation.showRed.callCount, 1)
    }

    @MainActor func testThatTappingBlueAsksTheDelegateToShowBlue() async throws {
      let navigation = ColorMenuNavigationSpy()
      navigation.showBlue.expect(.once)
      navigation.showRed.expect(.never)
      let controller = ColorMenuViewController()
      controller.navigation = navigation
      let menu = await stage.present(
        controller, as: ViewControllerObject<ColorMenuViewController>.self)

      await menu.tap(.identifier("menu.blue"))
    }
  }
#endif
