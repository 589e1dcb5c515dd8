import Tapwright
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A password field with a "Show" button as its right view, and a private label inside it, as a
/// real `UITextField` has (its placeholder's).
private final class PasswordViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 240, height: 34))
  private(set) var reveals = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Password"
    field.accessibilityIdentifier = "password"
    let show = UIButton(
      primaryAction: UIAction(title: "Show") { [weak self] _ in self?.reveals += 1 })
    show.frame = CGRect(x: 0, y: 0, width: 50, height: 34)
    field.rightView = show
    field.rightViewMode = .always
    let internals = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
    internals.text = "Password"
    field.addSubview(internals)
    view.addSubview(field)
  }
}

@Suite("Queries inside a text field", .tapwright)
@MainActor
struct TextFieldQueryTests {
  @Test("A field's right view is found and tapped; its other subviews are UIKit's and are not")
  func overlaysOnly() async throws {
    let screen = await present(PasswordViewController())
    #expect(screen.all(UILabel.self, .text("Password")).isEmpty)
    #expect(screen.all(.text("Show")).count == 1)
    await screen.tap(.text("Show"))
    #expect(screen.viewController.reveals == 1)
  }
}
