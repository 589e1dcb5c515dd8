import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The same flows in XCTest: `@MainActor` async test methods await actions and checks.
final class StageXCTests: StageTestCase {
  @MainActor func testThatTappingSaveShowsTheSavedStatus() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    XCTAssertEqual(editor.status, "Ready")
    await editor.save()
    XCTAssertEqual(editor.status, "Saved")
  }

  @MainActor func testThatTypedTextGoesThroughTheDelegate() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    await editor.type("R2D2", into: .identifier("name"))
    XCTAssertEqual(editor.viewController.nameField.text, "RD")
    await editor.pressReturn(in: .identifier("name"))
    XCTAssertEqual(editor.viewController.events, ["changed", "changed", "return"])
    XCTAssertFalse(editor.viewController.nameField.isEditing)
  }

  @MainActor func testThatControlsChangeLikeAUser() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    await editor.toggle(.identifier("wifi"))
    await editor.selectSegment(1, in: .identifier("mode"))
    await editor.slide(.identifier("volume"), to: 3)
    await editor.step(.identifier("count"))
    XCTAssertEqual(editor.viewController.events, ["wifi on", "mode 1", "volume 3", "count 1"])
  }

  @MainActor func testThatARowPushesItsDetailAndBackPopsIt() async throws {
    let list = await stage.present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(0)
    let navigation = try list.navigation()
    XCTAssertEqual(try navigation.topObject(as: DetailScreen.self).item, "Apples")
    await navigation.tapBarButton(.right, "Edit")
    XCTAssertEqual(navigation.stack.last?.title, "Editing Apples")
    await navigation.back()
    XCTAssertEqual(navigation.stack.count, 1)
  }

  @MainActor func testThatAnAlertActionDismissesTheAlertThenRunsItsHandlerOnce() async throws {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    await editor.tap(.identifier("discard"))
    XCTAssertEqual(try editor.alert().actionTitles, ["Cancel", "Discard"])
    try await editor.alert().tapAction("Discard")
    XCTAssertFalse(editor.isAlertPresented)
    XCTAssertEqual(editor.viewController.discardCount, 1)
  }

  @MainActor func testThatAPopoverIsPresentedThenGone() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    let result1 = await never(editor.isPopoverPresented, within: .milliseconds(100))
    XCTAssertTrue(result1)
    await editor.tap(.identifier("info"))
    XCTAssertEqual(try editor.popoverObject(as: InfoScreen.self).version, "Version 1.0")
    await editor.dismissPopover()
    let result2 = await eventually(!editor.isPopoverPresented)
    XCTAssertTrue(result2)
  }

  @MainActor func testThatSelectingATabTellsTheDelegate() async throws {
    let tabs = await stage.present(TabsController(), .root)
    try await tabs.tabBar().selectTab(at: 1)
    XCTAssertEqual(tabs.viewController.selections, [1])
  }

  @MainActor func testThatVirtualTimeAnswersNeverWithoutFiringLaterTimers() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    editor.viewController.fadeButton.sendActions(for: .primaryActionTriggered)
    let result3 = await never(editor.status, .equal(to: "Faded"), within: .seconds(1))
    XCTAssertTrue(result3)
    XCTAssertEqual(HeadlessScheduler.pendingTimers(in: stage.windows).count, 1)
    let result4 = await eventually(editor.status, .equal(to: "Faded"), timeout: .seconds(10))
    XCTAssertTrue(result4)
    let result5 = await eventuallyNotNil(editor.status)
    XCTAssertEqual(result5, "Faded")
    let result6 = await always(editor.status, .equal(to: "Faded"))
    XCTAssertTrue(result6)
  }

  @MainActor func testThatSettleRunsQueuedMainQueueWork() async {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    DispatchQueue.main.async { editor.viewController.statusLabel.text = "Later" }
    await settle()
    XCTAssertEqual(editor.status, "Later")
  }

  @MainActor func testThatTheStageTearsDownItsWindowsWhenTheTestEnds() async {
    var window: UIWindow?
    await TestScope.withScope {
      let stage = Stage()
      await stage.present(InfoViewController())
      window = stage.windows.first
      XCTAssertEqual(window?.isHidden, false)
    }
    XCTAssertEqual(window?.isHidden, true)
    XCTAssertNil(window?.rootViewController)
  }

  func testThatASynchronousTestRunsTapwrightThroughTheBridge() {
    var status: String?
    runOnMainActor {
      let editor = await present(EditorViewController(), as: EditorScreen.self)
      await editor.save()
      status = editor.status
    }
    XCTAssertEqual(status, "Saved")
  }

  @MainActor func testThatAnAsyncTestSeesTheStageAndScopeSetInInvokeTest() async {
    XCTAssertNotNil(Stage.current)
    XCTAssertTrue(Stage.current === stage)
    XCTAssertNotNil(TestScope.current)
  }
}

/// More synchronous flows: dumps, dismissal, registry, alerts answered with Cancel.
final class StageMoreXCTests: StageTestCase {
  override var registry: ObjectRegistry { ObjectRegistry().registering(DetailScreen.self) }

  @MainActor func testThatTheDumpShowsTheScreen() async {
    let info = await stage.present(InfoViewController())
    XCTAssertEqual(
      info.dump(),
      """
      InfoViewController
        UIView
          UILabel #version "Version 1.0"
      """)
  }

  @MainActor func testThatDismissingReleasesTheWindow() async {
    let info = await stage.present(InfoViewController())
    await stage.dismiss(info)
    XCTAssertTrue(stage.windows.isEmpty)
    XCTAssertNil(info.viewController.viewIfLoaded?.window)
  }

  @MainActor func testThatTheRegistryTypesTheTopObject() async throws {
    let list = await stage.present(ListViewController(), as: ListScreen.self, .pushed)
    try await list.table().selectRow(2)
    XCTAssertEqual(try (list.navigation().topObject as? DetailScreen)?.item, "Cherries")
  }

  @MainActor func testThatTheFreePresentUsesTheTestsStage() async {
    let info = await present(InfoViewController(), animated: true)
    XCTAssertTrue(info.stage === stage)
    XCTAssertEqual(stage.windows.count, 1)
    XCTAssertEqual(try info.text(.identifier("version")), "Version 1.0")
  }

  @MainActor func testThatCancelDismissesTheAlertWithoutDiscarding() async throws {
    let editor = await stage.present(EditorViewController(), as: EditorScreen.self)
    await editor.tap(.identifier("discard"))
    try await editor.alert().tapAction("Cancel")
    let result7 = await never(editor.isAlertPresented)
    XCTAssertTrue(result7)
    XCTAssertEqual(editor.viewController.discardCount, 0)
    XCTAssertEqual(editor.status, "Ready")
  }
}
