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
