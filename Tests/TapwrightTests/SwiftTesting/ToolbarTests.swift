import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A list screen with Archive and Delete in its toolbar; Delete starts disabled.
@MainActor
private final class ListController: UIViewController {
  var archived = 0
  lazy var delete = UIBarButtonItem(title: "Delete")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "List"
    delete.isEnabled = false
    toolbarItems = [
      UIBarButtonItem(
        title: "Archive",
        primaryAction: UIAction { [weak self] _ in
          self?.archived += 1
        }),
      .flexibleSpace(),
      delete,
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }
}

@Suite("Navigation toolbar", .tapwright)
@MainActor
struct ToolbarTests {
  @Test("Lists the toolbar's buttons and taps one like a user")
  func tapsAToolbarButton() async throws {
    let list = ListController()
    let screen = await present(list, .pushed)
    let navigation = try screen.navigation()
    #expect(navigation.toolbarButtons.map(\.title) == ["Archive", "Delete"])
    await navigation.tapToolbarButton("Archive")
    #expect(list.archived == 1)
  }

  @Test("Tapping a disabled toolbar button fails at the caller's line")
  func disabledToolbarButton() async throws {
    let screen = await present(ListController(), .pushed)
    let navigation = try screen.navigation()
    let expected =
      "Cannot tap the toolbar button \"Delete\" on ListController: it is disabled.\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await navigation.tapToolbarButton("Delete")
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("Tapping a button that is not in the toolbar lists the toolbar's buttons")
  func missingToolbarButton() async throws {
    let screen = await present(ListController(), .pushed)
    let navigation = try screen.navigation()
    let expected =
      "No toolbar button titled \"Share\" on ListController; its toolbar buttons: \"Archive\", "
      + "\"Delete\".\n\n" + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await navigation.tapToolbarButton("Share")
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("Tapping a toolbar button while the toolbar is hidden fails clearly")
  func hiddenToolbar() async throws {
    let list = ListController()
    let screen = await present(list, .pushed)
    let navigation = try screen.navigation()
    navigation.viewController.setToolbarHidden(true, animated: false)
    #expect(navigation.toolbarButtons.isEmpty)
    let expected =
      "Cannot tap the toolbar button \"Archive\": the toolbar is hidden.\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await navigation.tapToolbarButton("Archive")
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
    #expect(list.archived == 0)
  }
}

/// A screen whose bar buttons are UIKit system items, which have no title of their own.
@MainActor
private final class SystemItemsController: UIViewController {
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.events.append("done") }),
      UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.events.append("add") }),
    ]
    toolbarItems = [
      .flexibleSpace(),
      UIBarButtonItem(
        systemItem: .trash,
        primaryAction: UIAction { [weak self] _ in self?.events.append("trash") }
      ),
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }
}

@Suite("System bar items", .tapwright)
@MainActor
struct SystemBarItemTests {
  @Test("A system item is named by its text or VoiceOver label, though its title is nil")
  func namedBySystemName() async throws {
    let notes = SystemItemsController()
    let screen = await present(notes, .pushed)
    let navigation = try screen.navigation()
    #expect(navigation.barButtons(.right).allSatisfy { $0.title == nil })
    await navigation.tapBarButton(.right, "Done")
    await navigation.tapBarButton(.right, "Add")
    await navigation.tapToolbarButton("Trash")
    #expect(notes.events == ["done", "add", "trash"])
    #expect(screen.navigationBarButton(.right, "Done").title == "Done")
    #expect(screen.navigationBarButton(.right, "Add").exists)
    #expect(screen.navigationBarButton(.right, "Add").title == nil)
  }

  @Test("A missing bar button's failure lists system items by name")
  func listedByName() async throws {
    let screen = await present(SystemItemsController(), .pushed)
    let navigation = try screen.navigation()
    let expected =
      "No right bar button titled \"Save\" on SystemItemsController; its right bar buttons: "
      + "\"Done\", \"Add\".\n\n" + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await navigation.tapBarButton(.right, "Save")
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }
}

/// A screen whose bar buttons are a hidden item, a button as a custom view, a label as a custom
/// view and a menu.
@MainActor
private final class CustomItemsController: UIViewController {
  var events: [String] = []
  let saveButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Custom"
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in self?.events.append("save") }, for: .touchUpInside)
    let saveItem = UIBarButtonItem(customView: saveButton)
    saveItem.accessibilityIdentifier = "save"
    let hidden = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { [weak self] _ in self?.events.append("edit") })
    hidden.isHidden = true
    let badge = UIBarButtonItem(customView: UILabel())
    badge.accessibilityIdentifier = "badge"
    let sort = UIBarButtonItem(
      title: "Sort", menu: UIMenu(children: [UIAction(title: "By Name") { _ in }]))
    navigationItem.rightBarButtonItems = [saveItem, hidden]
    navigationItem.leftBarButtonItems = [badge, sort]
  }
}

@Suite("Custom bar items", .tapwright)
@MainActor
struct CustomBarItemTests {
  private func expectRefusal(_ message: String, line: Int, _ body: () async -> Void) async {
    let expected = message + "\n\n" + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await body()
    } matching: {
      issue($0, is: expected, line: line)
    }
  }

  @Test("A bar button whose custom view is a button taps that button")
  func customButton() async throws {
    let custom = CustomItemsController()
    let navigation = try await present(custom, .pushed).navigation()
    await navigation.tapBarButton(.right, "save")
    #expect(custom.events == ["save"])
  }

  @Test("Hidden items, custom views that are not controls and menus refuse a tap, saying why")
  func refusals() async throws {
    let custom = CustomItemsController()
    let navigation = try await present(custom, .pushed).navigation()
    let hidden = "Cannot tap the right bar button \"Edit\": it is hidden."
    await expectRefusal(hidden, line: #line + 1) {
      await navigation.tapBarButton(.right, "Edit")
    }
    let label =
      "Cannot tap the left bar button #badge: it shows a custom UILabel, not a button; find the "
      + "control inside it with a query and tap that."
    await expectRefusal(label, line: #line + 1) {
      await navigation.tapBarButton(.left, "badge")
    }
    let menu =
      "Cannot tap the left bar button \"Sort\": it only opens a menu, and Tapwright does not "
      + "choose menu elements (UIKit has no public API to)."
    await expectRefusal(menu, line: #line + 1) {
      await navigation.tapBarButton(.left, "Sort")
    }
    #expect(custom.events.isEmpty)
  }
}
