import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The seeds' flows, end to end, as async Swift Testing tests.
@Suite("User flows", .tapwright)
@MainActor
struct FlowTests {
  @Test("Presenting a screen returns once it appeared; tapping save shows the saved status")
  func tapSaveShowsStatus() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(editor.viewController.viewIfLoaded?.window != nil)
    #expect(editor.status == "Ready")
    await editor.save()
    // The save callback ran on a later main-queue turn; settling after the tap waited for it.
    #expect(editor.status == "Saved")
  }

  @Test("Typed text goes through the delegate, which rejects digits")
  func typingHonoursTheDelegate() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.type("Ada 42", into: .identifier("name"))
    #expect(editor.viewController.nameField.text == "Ada ")
    #expect(editor.viewController.nameField.isEditing)
    #expect(editor.viewController.events == ["changed", "changed", "changed", "changed"])
    await editor.pressReturn(in: .identifier("name"))
    #expect(!editor.viewController.nameField.isEditing)
    await editor.save()
    #expect(editor.status == "Saved Ada ")
  }

  @Test("Clearing a field deletes its text as edits the delegate sees")
  func clearingAField() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.type("Bob", into: .identifier("name"))
    await editor.clearText(in: .identifier("name"))
    #expect(editor.viewController.nameField.text == "")
    await editor.endEditing(in: .identifier("name"))
    #expect(!editor.viewController.nameField.isEditing)
  }

  @Test("Switch, segment, slider and stepper change like a user's, with their events")
  func controlsChangeLikeAUser() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.toggle(.identifier("wifi"))
    await editor.selectSegment(1, in: .identifier("mode"))
    await editor.slide(.identifier("volume"), to: 7)
    await editor.step(.identifier("count"))
    await editor.step(.identifier("count"), .down)
    #expect(
      editor.viewController.events == ["wifi on", "mode 1", "volume 7", "count 1", "count 0"])
  }

  @Test("Navigation: a table row pushes the detail; the top object, a bar button, back")
  func navigationFlow() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    #expect(list.rows.titles() == ["Apples", "Bananas", "Cherries"])
    await list.rows.selectRow(1)
    let navigation = try list.navigation()
    #expect(navigation.stack.count == 2)
    let detail = try navigation.topObject(as: DetailScreen.self)
    #expect(try detail.item == "Bananas")
    #expect(navigation.hasBarButton(.right, "Edit") == true)
    #expect(navigation.isBarButtonEnabled(.right, "Share") == false)
    await navigation.tapBarButton(.right, "Edit")
    #expect(detail.viewController.title == "Editing Bananas")
    await navigation.back()
    #expect(navigation.stack.count == 1)
    #expect(try navigation.topObject(as: ListScreen.self) === list)
  }

  @Test("An alert shows its titles; tapping an action dismisses it, then runs the handler once")
  func alertFlow() async throws {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.tap(.identifier("discard"))
    let alert = try editor.alert()
    #expect(alert.title == "Discard changes?")
    #expect(alert.actionTitles == ["Cancel", "Discard"])
    await alert.tapAction("Discard")
    #expect(!editor.isAlertPresented)
    #expect(editor.viewController.discardCount == 1)
    #expect(editor.status == "Discarded")
  }

  @Test("A popover is presented, then gone after the user dismisses it")
  func popoverFlow() async throws {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(await never(editor.isPopoverPresented, within: .milliseconds(200)))
    await editor.tap(.identifier("info"))
    #expect(try editor.popoverObject(as: InfoScreen.self).version == "Version 1.0")
    await editor.dismissPopover()
    #expect(await eventually(!editor.isPopoverPresented))
  }

  @Test("Selecting a tab like a user tells the delegate; the selected object is typed")
  func tabsFlow() async throws {
    let tabs = await present(TabsController(), .root)
    let tabBar = try tabs.tabBar()
    #expect(tabBar.tabTitles == ["Items", "Editor"])
    await tabBar.selectTab(titled: "Editor")
    #expect(tabBar.selectedIndex == 1)
    #expect(tabs.viewController.selections == [1])
    #expect(try tabBar.selectedObject(as: EditorScreen.self).status == "Ready")
  }

  @Test("A child controller's object is reached by type")
  func childObject() async throws {
    let container = await present(ContainerViewController())
    #expect(try container.childObject(as: InfoScreen.self).version == "Version 1.0")
  }

  @Test("The same controller yields the same object while the object lives")
  func sameObjectForSameController() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    let first = try list.navigation()
    let second = try list.navigation()
    #expect(first === second)
    #expect(list.stage.object(for: list.viewController, as: ListScreen.self) === list)
  }

  @Test("A registered object type is returned for untyped lookups, also for subclasses")
  func registryLookups() async throws {
    let stage = Stage.current
    stage?.registry.register(DetailScreen.self)
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    #expect(try list.navigation().topObject is DetailScreen)
    #expect(
      stage?.registry.registeredObjectTypeName(for: ItemDetailViewController.self) == "DetailScreen"
    )
    #expect(stage?.registry.registeredObjectTypeName(for: ListViewController.self) == nil)
  }

  @Test("A registry falls back to its parent; the nearest registration wins")
  func registryParents() {
    let suiteWide = ObjectRegistry().registering(DetailScreen.self)
    var perTest = ObjectRegistry(parent: suiteWide)
    #expect(perTest.registeredObjectTypeName(for: ItemDetailViewController.self) == "DetailScreen")
    perTest.register(ListScreen.self)
    #expect(perTest.registeredObjectTypeName(for: ListViewController.self) == "ListScreen")
    #expect(suiteWide.registeredObjectTypeName(for: ListViewController.self) == nil)
    perTest.register(InfoScreen.self)
    #expect(perTest.registeredObjectTypeName(for: SpecialInfoViewController.self) == "InfoScreen")
  }

  @Test("A registration covers subclasses of its controller type")
  func registrySubclasses() async throws {
    Stage.current?.registry.register(InfoScreen.self)
    let special = await present(SpecialInfoViewController())
    #expect(
      try (special.stage.object(for: special.viewController) as? InfoScreen)?.version
        == "Version 1.0")
  }

  @Test("Dismissing through the stage releases the controller's window")
  func dismissReleasesWindow() async {
    let stage = Stage.current
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(stage?.windows.count == 1)
    await stage?.dismiss(editor)
    #expect(stage?.windows.isEmpty == true)
    #expect(editor.viewController.viewIfLoaded?.window == nil)
  }
}

/// A test scope alone (`.tapwrightScope`) also gives each test a stage of its own.
@Suite("Stage from the test scope", .tapwrightScope)
@MainActor
struct ScopeStageTests {
  @Test("present() uses the scope's stage, which tears down with the scope")
  func scopeStage() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(Stage.current === editor.stage)
    #expect(Stage.current?.windows.count == 1)
    await editor.save()
    #expect(editor.status == "Saved")
  }
}

/// Selecting a row whose cell triggers a segue, and many stages at once.
@Suite("Segues and isolation", .tapwright)
@MainActor
struct SegueAndIsolationTests {
  #if !canImport(UIKit)
    @Test("Selecting a row performs its cell's segue, with prepare(for:sender:)")
    func rowSegue() async throws {
      let list = await present(SegueListViewController(), .pushed)
      try await list.table().selectRow(1)
      let navigation = try list.navigation()
      #expect(navigation.stack.count == 2)
      #expect(try navigation.topObject(as: DetailScreen.self).item == "Lima")
    }
  #endif

  @Test("Twenty stages in twenty scopes at once: each sees only its own windows")
  func manyStagesAtOnce() async {
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<20 {
        group.addTask { await useOwnStage(index) }
      }
      var all: [Bool] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results == Array(repeating: true, count: 20))
  }
}

/// Presents, saves and checks on a stage of its own, in a scope of its own; whether all held.
@MainActor
private func useOwnStage(_ index: Int) async -> Bool {
  await TestScope.withScope(named: "stage \(index)") {
    await withStage(Stage()) { await saveOnCurrentStage(index) }
  }
}

@MainActor
private func saveOnCurrentStage(_ index: Int) async -> Bool {
  let editor = await present(EditorViewController(), as: EditorScreen.self)
  editor.viewController.nameField.text = "n\(index)"
  await editor.save()
  let ownStatus = await eventually(editor.status, .equal(to: "Saved n\(index)"))
  let quiet = await never(editor.isAlertPresented)
  let stage = editor.stage
  return ownStatus && quiet && stage.windows.count == 1 && stage.dump().contains("\"n\(index)\"")
}
