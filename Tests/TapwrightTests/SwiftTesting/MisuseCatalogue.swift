import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Misuses a user of the library will make: each produces one clear failure at the caller's line
/// (checked exactly, dump included) and no crash.
@Suite("Misuse catalogue", .tapwright)
@MainActor
struct MisuseCatalogue {
  /// Expects exactly one issue with `message` (then the stage's dump) at `line`.
  private func expectFailure(
    _ message: String, line: Int, dump: Bool = true, _ body: () async throws -> Void
  ) async {
    let expected = dump ? message + "\n\n" + (Stage.current?.dump() ?? "") : message
    await withKnownIssue {
      do { try await body() } catch is TapwrightStop {} catch { Issue.record(error) }
    } matching: {
      issue($0, is: expected, line: line)
    }
  }

  private func editor() async -> EditorScreen {
    await present(EditorViewController(), as: EditorScreen.self)
  }

  @Test("Nothing matches a query")
  func nothingMatches() async {
    let editor = await editor()
    await expectFailure(
      "No visible view matches identifier \"missing\" in EditorViewController.", line: #line + 1
    ) { _ = try editor.one(.identifier("missing")) }
  }

  @Test("Nothing visible matches, but a hidden view does: the failure names it")
  func onlyAHiddenViewMatches() async {
    let editor = await editor()
    await expectFailure(
      "No visible UIButton matches identifier \"secret\" in EditorViewController. Not visible to "
        + "a user:\n  UIButton #secret \"Secret\" [hidden] (hidden)", line: #line + 1
    ) { _ = try editor.button(.identifier("secret")) }
  }

  @Test("Several views match a query that expects one: the failure lists them")
  func severalMatch() async {
    let editor = await editor()
    await expectFailure(
      """
      5 visible UIButtons match any view in EditorViewController, expected exactly one:
        UIButton #save "Save"
        UIButton #delete "Delete" [disabled]
        UIButton #discard "Discard"
        UIButton #info "Info"
        UIButton #fade "Fade"
      """, line: #line + 1
    ) { _ = try editor.one(UIButton.self, .any) }
  }

  @Test("A screen object's helper fails at the test's line, not its own")
  func helperFailsAtTheTestsLine() async {
    let editor = await editor()
    await expectFailure(
      "No visible UIControl matches identifier \"archive\" in EditorViewController.",
      line: #line + 1
    ) { await editor.archive() }
  }

  @Test("Tapping a disabled button")
  func tapDisabled() async {
    let editor = await editor()
    await expectFailure(
      "Cannot tap UIButton #delete \"Delete\" [disabled]: it is disabled.", line: #line + 1
    ) { await editor.tap(.identifier("delete")) }
  }

  @Test("Tapping a hidden button found with includingInvisible")
  func tapHidden() async {
    let editor = await editor()
    await expectFailure(
      "Cannot tap UIButton #secret \"Secret\" [hidden]: it is hidden.", line: #line + 1
    ) { await editor.tap(.identifier("secret").includingInvisible) }
  }

  @Test("Tapping a transparent button found with includingInvisible")
  func tapTransparent() async {
    let editor = await editor()
    editor.viewController.saveButton.alpha = 0
    await expectFailure(
      "Cannot tap UIButton #save \"Save\" [transparent]: it is transparent.", line: #line + 1
    ) { await editor.tap(.identifier("save").includingInvisible) }
  }

  @Test("Tapping a button covered by a presented alert")
  func tapCovered() async {
    let editor = await editor()
    await editor.tap(.identifier("discard"))
    await expectFailure(
      "Cannot tap UIButton #save \"Save\": it is covered by the presented UIAlertController.",
      line: #line + 1
    ) { await editor.tap(editor.viewController.saveButton) }
  }

  @Test("Tapping a button inside a view that ignores touches")
  func tapWithInteractionDisabled() async {
    let editor = await editor()
    editor.view.isUserInteractionEnabled = false
    await expectFailure(
      "Cannot tap UIButton #save \"Save\": user interaction is disabled on its UIView.",
      line: #line + 1
    ) { await editor.tap(.identifier("save")) }
  }

  @Test("Tapping an alert action title that is not there lists the real titles")
  func alertTitleMissing() async throws {
    let editor = await editor()
    await editor.tap(.identifier("discard"))
    let alert = try editor.alert()
    await expectFailure(
      "No action titled \"Delete\" in the alert \"Discard changes?\"; its actions: \"Cancel\", "
        + "\"Discard\".", line: #line + 1
    ) { await alert.tapAction("Delete") }
  }

  @Test("Tapping an alert action whose title is duplicated")
  func alertTitleDuplicated() async {
    let editor = await editor()
    let alert = UIAlertController(title: "Twice", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    editor.viewController.present(alert, animated: false)
    await settle()
    await expectFailure(
      "2 actions are titled \"OK\" in the alert \"Twice\"; its actions: \"OK\", \"OK\".",
      line: #line + 1
    ) { try await editor.alert().tapAction("OK") }
  }

  @Test("Tapping an alert action while the alert is still being presented fails; nothing runs")
  func alertStillBeingPresented() async throws {
    let editor = await editor()
    var handled = false
    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled = true })
    editor.viewController.present(alert, animated: true)
    let object = try editor.alert()
    await expectFailure(
      "Cannot tap the action \"OK\" in the alert \"Sure?\": the alert is still being presented.",
      line: #line + 1
    ) { await object.tapAction("OK") }
    await settle()
    #expect(!handled)
    #expect(editor.isAlertPresented)
  }

  @Test("Selecting a tab that the tab bar's delegate refuses fails; the selection stays")
  func tabRefusedByTheDelegate() async throws {
    let tabs = UITabBarController()
    let first = UIViewController()
    first.title = "One"
    let second = UIViewController()
    second.title = "Two"
    tabs.viewControllers = [first, second]
    let delegate = RefusingTabBarDelegate()
    tabs.delegate = delegate
    let screen = await present(tabs, .root)
    let tabBar = try screen.tabBar()
    await expectFailure(
      "Cannot select tab 1: the tab bar controller's delegate refused it "
        + "(tabBarController(_:shouldSelect:) returned false).",
      line: #line + 1
    ) { await tabBar.selectTab(at: 1) }
    #expect(tabBar.selectedIndex == 0)
    withExtendedLifetime(delegate) {}
  }

  @Test("Asking for the alert when none is presented")
  func noAlert() async {
    let editor = await editor()
    await expectFailure(
      "No alert is presented over EditorViewController (presented: nothing).", line: #line + 1
    ) { _ = try editor.alert() }
  }

  @Test("Asking for the top object with the wrong type")
  func topObjectOfWrongType() async {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    await expectFailure(
      "The top view controller is ListViewController, not ItemDetailViewController (expected by "
        + "DetailScreen).", line: #line + 1
    ) { _ = try list.navigation().topObject(as: DetailScreen.self) }
  }

  @Test("Presenting the same controller twice")
  func presentTwice() async {
    let controller = EditorViewController()
    await present(controller)
    await expectFailure(
      "Cannot present EditorViewController: it is already on the stage. Present each controller "
        + "once, in a new instance or after dismissing it.", line: #line + 1
    ) { await present(controller) }
  }

  @Test("Dismissing a controller the stage did not present")
  func dismissNothing() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    let detail = try list.navigation().topObject
    await expectFailure(
      "Nothing to dismiss: ItemDetailViewController was not presented by this stage (it shows "
        + "ListViewController).", line: #line + 1
    ) { if let detail { await list.stage.dismiss(detail) } }
  }

  @Test("Dismissing twice")
  func dismissTwice() async {
    let stage = Stage.current
    let editor = await editor()
    await stage?.dismiss(editor)
    await expectFailure(
      "Nothing to dismiss: EditorViewController was not presented by this stage (it shows "
        + "nothing).", line: #line + 1, dump: false
    ) { await stage?.dismiss(editor) }
  }

  @Test("Typing into a disabled text field")
  func typeIntoDisabledField() async {
    let editor = await editor()
    editor.viewController.nameField.isEnabled = false
    await expectFailure(
      "Cannot type into UITextField #name \"\" placeholder=\"Name\" [disabled]: it is disabled.",
      line: #line + 1
    ) { await editor.type("Ada", into: .identifier("name")) }
  }

  @Test("Selecting a segment out of range")
  func segmentOutOfRange() async {
    let editor = await editor()
    await expectFailure(
      "Cannot select segment 2 of UISegmentedControl #mode value=0 of [\"List\", \"Grid\"]: it "
        + "has 2 segments (0..<2).", line: #line + 1
    ) { await editor.selectSegment(2, in: .identifier("mode")) }
  }

  @Test("Selecting a table row out of range")
  func rowOutOfRange() async {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    await expectFailure(
      "Cannot select row 3 in section 0: it has 3 rows (0..<3).", line: #line + 1
    ) { try await list.table().selectRow(3) }
  }

  @Test("Selecting a table row in a section that does not exist")
  func sectionOutOfRange() async {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    await expectFailure(
      "Cannot select row 0 in section 1: the table has 1 section.", line: #line + 1
    ) { try await list.table().selectRow(0, inSection: 1) }
  }

  @Test("Selecting a tab out of range")
  func tabOutOfRange() async {
    let tabs = await present(TabsController(), .root)
    await expectFailure(
      "Cannot select tab 2: the tab bar has 2 tabs (0..<2).", line: #line + 1
    ) { try await tabs.tabBar().selectTab(at: 2) }
  }

  @Test("Selecting a tab by a title no tab has")
  func tabTitleMissing() async {
    let tabs = await present(TabsController(), .root)
    await expectFailure(
      "No tab titled \"Settings\"; the tabs are: \"Items\", \"Editor\".", line: #line + 1
    ) { try await tabs.tabBar().selectTab(titled: "Settings") }
  }

  @Test("Sliding a slider beyond its range")
  func sliderOutOfRange() async {
    let editor = await editor()
    await expectFailure(
      "Cannot slide UISlider #volume value=0 to 11.0: its range is 0.0...10.0.", line: #line + 1
    ) { await editor.slide(.identifier("volume"), to: 11) }
  }

  @Test("Stepping a stepper past its maximum")
  func stepperAtMaximum() async {
    let editor = await editor()
    await editor.step(.identifier("count"))
    await editor.step(.identifier("count"))
    await expectFailure(
      "Cannot step UIStepper #count value=2 up: it is at its maximum.", line: #line + 1
    ) { await editor.step(.identifier("count")) }
  }

  @Test("Going back with a one-controller stack")
  func backWithOneController() async {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    await expectFailure(
      "Cannot go back: the navigation stack has 1 controller (ListViewController).",
      line: #line + 1
    ) { try await list.navigation().back() }
  }

  @Test("Tapping a bar button that is not there lists the real ones")
  func barButtonMissing() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    await expectFailure(
      "No right bar button titled \"Save\" on ItemDetailViewController; its right bar buttons: "
        + "\"Edit\", \"Share\".", line: #line + 1
    ) { try await list.navigation().tapBarButton(.right, "Save") }
  }

  @Test("Tapping a disabled bar button")
  func barButtonDisabled() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    await expectFailure(
      "Cannot tap the right bar button \"Share\" on ItemDetailViewController: it is disabled.",
      line: #line + 1
    ) { try await list.navigation().tapBarButton(.right, "Share") }
  }

  @Test("Tapping a bar button while a push is still animating fails; nothing runs")
  func barButtonDuringPush() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    let navigation = try list.navigation()
    let detail = ItemDetailViewController(item: "Apples")
    navigation.viewController.pushViewController(detail, animated: true)
    await expectFailure(
      "Cannot tap the right bar button \"Edit\": the navigation controller is still moving "
        + "between controllers, and its bar ignores touches until that ends.",
      line: #line + 1
    ) { await navigation.tapBarButton(.right, "Edit") }
    await settle()
    #expect(detail.title == "Apples")
  }

  @Test("Going back while a push is still animating fails; the stack stays")
  func backDuringPush() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    let navigation = try list.navigation()
    navigation.viewController.pushViewController(
      ItemDetailViewController(item: "Apples"), animated: true)
    await expectFailure(
      "Cannot go back: the navigation controller is still moving between controllers, and its bar "
        + "ignores touches until that ends.",
      line: #line + 1
    ) { await navigation.back() }
    await settle()
    #expect(navigation.viewController.viewControllers.count == 2)
  }

  @Test("Going back with the navigation bar hidden fails; the stack stays")
  func backWithHiddenBar() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    let navigation = try list.navigation()
    navigation.viewController.setNavigationBarHidden(true, animated: false)
    await expectFailure("Cannot go back: the navigation bar is hidden.", line: #line + 1) {
      await navigation.back()
    }
    #expect(navigation.viewController.viewControllers.count == 2)
  }

  @Test("Selecting a row the table's delegate declines fails; nothing is selected")
  func rowDeclinedByTheDelegate() async throws {
    let list = await present(DecliningListViewController())
    let table = try list.table()
    await expectFailure(
      "Cannot select row 1 in section 0: the table view's delegate declined it "
        + "(tableView(_:shouldHighlightRowAt:) returned false or tableView(_:willSelectRowAt:) "
        + "returned nil).",
      line: #line + 1
    ) { await table.selectRow(1) }
    #expect(list.viewController.tableView.indexPathForSelectedRow == nil)
  }

  @Test("Selecting a row of a table that has left the window fails")
  func rowOfATableOutOfTheWindow() async throws {
    let list = await present(ListViewController(), as: ListScreen.self)
    let table = try list.table()
    list.viewController.tableView.removeFromSuperview()
    await expectFailure(
      "Cannot select a row of UITableView #items: it is not in a window.", line: #line + 1
    ) { await table.selectRow(0) }
  }

  @Test("Pressing a disabled return key (enablesReturnKeyAutomatically, empty field) fails")
  func returnKeyDisabled() async {
    let editor = await editor()
    editor.viewController.nameField.enablesReturnKeyAutomatically = true
    await editor.type("", into: .identifier("name"))
    await expectFailure(
      "Cannot press return in UITextField #name \"\" placeholder=\"Name\" [editing]: the return "
        + "key is disabled while the field is empty (enablesReturnKeyAutomatically).",
      line: #line + 1
    ) { await editor.pressReturn(in: .identifier("name")) }
    #expect(!editor.viewController.events.contains("return"))
  }

  @Test("Asking for the navigation of a screen that is not in one")
  func noNavigation() async {
    let editor = await editor()
    await expectFailure(
      "EditorViewController is not in a navigation controller.", line: #line + 1
    ) { _ = try editor.navigation() }
  }

  @Test("Asking for the tab bar of a screen that is not in one")
  func noTabBar() async {
    let editor = await editor()
    await expectFailure(
      "EditorViewController is not in a tab bar controller.", line: #line + 1
    ) { _ = try editor.tabBar() }
  }

  @Test("Dismissing a popover when none is presented")
  func noPopoverToDismiss() async {
    let editor = await editor()
    await expectFailure(
      "Cannot dismiss a popover: none is presented over EditorViewController (presented: "
        + "nothing).", line: #line + 1
    ) { await editor.dismissPopover() }
  }

  @Test("Asking for a child that is not there")
  func childMissing() async {
    let editor = await editor()
    await expectFailure(
      "EditorViewController has no child of type InfoViewController (children: none).",
      line: #line + 1
    ) { _ = try editor.childObject(as: InfoScreen.self) }
  }

  @Test("Asking for the presented object with the wrong type")
  func presentedOfWrongType() async {
    let editor = await editor()
    await editor.tap(.identifier("discard"))
    await expectFailure(
      "The presented controller is UIAlertController, not InfoViewController (expected by "
        + "InfoScreen).", line: #line + 1
    ) { _ = try editor.presentedObject(as: InfoScreen.self) }
  }

  @Test("An eventual check that times out shows the last observed value")
  func eventuallyTimesOut() async {
    let editor = await editor()
    await expectFailure(
      "Expected the value to become equal to \"Saved\" within 100 ms; last observed: \"Ready\"",
      line: #line + 1
    ) { await eventually(editor.status, .equal(to: "Saved"), timeout: .milliseconds(100)) }
  }

  @Test("eventuallyNotNil that times out")
  func eventuallyNotNilTimesOut() async {
    let editor = await editor()
    await expectFailure(
      "Expected the value to become non-nil within 50 ms; last observed: nil", line: #line + 1
    ) { _ = await eventuallyNotNil(editor.presentedController, timeout: .milliseconds(50)) }
  }

  @Test("A never check that sees the value")
  func neverViolated() async {
    let editor = await editor()
    await expectFailure(
      "Expected the value never to be equal to \"Ready\" within 1 s; observed: \"Ready\"",
      line: #line + 1
    ) { await never(editor.status, .equal(to: "Ready")) }
  }

  @Test("An always check that stops holding")
  func alwaysViolated() async {
    let editor = await editor()
    await expectFailure(
      "Expected the condition to stay true for 1 s; observed: false", line: #line + 1
    ) { await always(editor.isAlertPresented) }
  }
}

/// Misuses of the stage itself, outside the `.tapwright` trait.
@Suite("Misuse catalogue: stages")
@MainActor
struct StageMisuseCatalogue {
  @Test("Presenting without a stage for the test")
  func presentWithoutStage() async {
    var shown: ViewControllerObject<EditorViewController>?
    await withKnownIssue {
      shown = await present(EditorViewController())
    } matching: {
      issue(
        $0,
        is: "No stage for this test: add the `.tapwright` trait (Swift Testing) or subclass "
          + "`StageTestCase` (XCTest).", line: #line - 5)
    }
    // The test goes on with a stage of its own, which it tears down itself.
    #expect(shown?.viewController.viewIfLoaded?.window != nil)
    shown?.stage.tearDown()
  }

  @Test("A stage used outside any test scope")
  func stageOutsideScope() async {
    let stage = Stage()
    await withKnownIssue {
      await stage.present(InfoViewController())
    } matching: {
      issue(
        $0,
        is: "The stage is used outside a test scope, so its windows are never torn down. Add the "
          + "`.tapwright` trait (Swift Testing) or subclass `StageTestCase` (XCTest).",
        line: #line - 6)
    }
    stage.tearDown()
    #expect(stage.windows.isEmpty)
  }
}

/// A tab bar delegate that refuses every tab, as an app does while a form is unsaved.
private final class RefusingTabBarDelegate: NSObject, UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    false
  }
}

/// A list whose delegate declines the second row, as apps do for header-like rows.
final class DecliningListViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "items"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    tableView.pinToEdges(of: view)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath.row == 1 ? nil : indexPath
  }
}
