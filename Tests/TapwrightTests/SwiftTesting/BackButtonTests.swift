import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A form whose unsaved changes the back button guards.
@MainActor
private final class FormController: UIViewController {
  var hasChanges = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
  }
}

/// A navigation controller that, as many apps do, answers its bar's `navigationBar(_:shouldPop:)`:
/// a form with unsaved changes asks before it goes.
@MainActor
private final class GuardingNavigationController: UINavigationController, UINavigationBarDelegate {
  var asked = 0

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    // A pop in code asks too, after the stack changed: only a tap finds the form still on top.
    guard let form = topViewController as? FormController, form.navigationItem === item,
      form.hasChanges
    else { return true }
    asked += 1
    let alert = UIAlertController(
      title: "Discard changes?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.popViewController(animated: true)
      })
    form.present(alert, animated: true)
    return false
  }
}

@Suite("Back button", .tapwright)
@MainActor
struct BackButtonTests {
  private func showForm(changed: Bool) async throws -> (NavigationObject, FormController) {
    let navigation = GuardingNavigationController(rootViewController: UIViewController())
    let screen = await present(navigation)
    let form = FormController()
    form.hasChanges = changed
    navigation.pushViewController(form, animated: false)
    await settle()
    return (try screen.navigation(), form)
  }

  @Test("Back asks the app's navigationBar(_:shouldPop:) first; a declined pop is no failure")
  func backAsksTheApp() async throws {
    let (navigation, form) = try await showForm(changed: true)
    await navigation.back()
    #expect(navigation.stack.count == 2)
    let formScreen = try navigation.topObject(as: ViewControllerObject<FormController>.self)
    let alert = try formScreen.alert()
    #expect(alert.title == "Discard changes?")
    await alert.tapAction("Discard")
    #expect(navigation.stack.count == 1)
    #expect(form.parent == nil)
    #expect((navigation.viewController as? GuardingNavigationController)?.asked == 1)
  }

  @Test("Back pops when the app's navigationBar(_:shouldPop:) allows it")
  func backPopsWhenAllowed() async throws {
    let (navigation, form) = try await showForm(changed: false)
    await navigation.back()
    #expect(navigation.stack.count == 1)
    #expect(form.parent == nil)
    #expect((navigation.viewController as? GuardingNavigationController)?.asked == 0)
  }
}
