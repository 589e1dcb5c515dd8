import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A screen whose button is pinned to the top of its view, not of its safe area: under a
/// navigation bar, as in UIKit, a finger cannot reach it.
final class UnderTheBarViewController: UIViewController {
  private(set) var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(
      primaryAction: UIAction(title: "Hidden Away") { [weak self] _ in self?.taps += 1 })
    button.accessibilityIdentifier = "under"
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
      button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      button.widthAnchor.constraint(equalToConstant: 120),
      button.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}

@Suite("Bars cover what lies under them", .tapwright)
@MainActor
struct BarsCoverTests {
  @Test("A button under the navigation bar cannot be tapped; one below it can")
  func navigationBarCovers() async throws {
    let screen = await present(UnderTheBarViewController(), .pushed)
    let button = try screen.button(.identifier("under"))
    let expected =
      "Cannot tap UIButton #under \"Hidden Away\": it is under UINavigationBar at its centre "
      + "(76, 70).\n\n" + (Stage.current?.dump(frames: true) ?? "")
    await withKnownIssue {
      await screen.tap(button)
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
    #expect(screen.viewController.taps == 0)

    screen.viewController.navigationController?.setNavigationBarHidden(true, animated: false)
    await screen.tap(button)
    #expect(screen.viewController.taps == 1)
  }

  @Test("The bars' frames: navigation bar below the status bar, tab bar above the home indicator")
  func barFrames() async {
    let tabs = UITabBarController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    tabs.viewControllers = [navigation]
    _ = await present(tabs, .root)
    tabs.view.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
  }
}
