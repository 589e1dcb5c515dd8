import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The same flows in classic, synchronous XCTest: actions and checks spin the main run loop.
///
/// Corelibs XCTest cannot call `@MainActor` test methods, so each test wraps its body in
/// `MainActor.assumeIsolated` (test methods run on the main thread).
final class StageXCTests: StageTestCase {
  func testThatTappingSaveShowsTheSavedStatus() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      XCTAssertEqual(editor.status, "Ready")
      editor.save()
      XCTAssertEqual(editor.status, "Saved")
    }
  }

  func testThatTypedTextGoesThroughTheDelegate() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      editor.type("R2D2", into: .identifier("name"))
      XCTAssertEqual(editor.viewController.nameField.text, "RD")
      editor.pressReturn(in: .identifier("name"))
      XCTAssertEqual(editor.viewController.events, ["changed", "changed", "return"])
      XCTAssertFalse(editor.viewController.nameField.isEditing)
    }
  }

  func testThatControlsChangeLikeAUser() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      editor.toggle(.identifier("wifi"))
      editor.selectSegment(1, in: .identifier("mode"))
      editor.slide(.identifier("volume"), to: 3)
      editor.step(.identifier("count"))
      XCTAssertEqual(editor.viewController.events, ["wifi on", "mode 1", "volume 3", "count 1"])
    }
  }

  func testThatARowPushesItsDetailAndBackPopsIt() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let list = stage.present(ListViewController(), as: ListScreen.self, .pushed)
      list.table()?.selectRow(0)
      let navigation = list.navigation()
      XCTAssertEqual(navigation?.topObject(as: DetailScreen.self)?.item, "Apples")
      navigation?.tapBarButton(.right, "Edit")
      XCTAssertEqual(navigation?.stack.last?.title, "Editing Apples")
      navigation?.back()
      XCTAssertEqual(navigation?.stack.count, 1)
    }
  }

  func testThatAnAlertActionDismissesTheAlertThenRunsItsHandlerOnce() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      editor.tap(.identifier("discard"))
      XCTAssertEqual(editor.alert()?.actionTitles, ["Cancel", "Discard"])
      editor.alert()?.tapAction("Discard")
      XCTAssertFalse(editor.isAlertPresented)
      XCTAssertEqual(editor.viewController.discardCount, 1)
    }
  }

  func testThatAPopoverIsPresentedThenGone() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      XCTAssertTrue(never(editor.isPopoverPresented, within: .milliseconds(100)))
      editor.tap(.identifier("info"))
      XCTAssertEqual(editor.popoverObject(as: InfoScreen.self)?.version, "Version 1.0")
      editor.dismissPopover()
      XCTAssertTrue(eventually(!editor.isPopoverPresented))
    }
  }

  func testThatSelectingATabTellsTheDelegate() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let tabs = stage.present(TabsController(), .root)
      tabs.tabBar()?.selectTab(at: 1)
      XCTAssertEqual(tabs.viewController.selections, [1])
    }
  }

  func testThatVirtualTimeAnswersNeverWithoutFiringLaterTimers() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      editor.viewController.fadeButton.sendActions(for: .primaryActionTriggered)
      XCTAssertTrue(never(editor.status, .equal(to: "Faded"), within: .seconds(1)))
      XCTAssertEqual(HeadlessScheduler.pendingTimers(in: stage.windows).count, 1)
      XCTAssertTrue(eventually(editor.status, .equal(to: "Faded"), timeout: .seconds(10)))
      XCTAssertEqual(eventuallyNotNil(editor.status), "Faded")
      XCTAssertTrue(always(editor.status, .equal(to: "Faded")))
    }
  }

  func testThatSettleRunsQueuedMainQueueWork() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      DispatchQueue.main.async { editor.viewController.statusLabel.text = "Later" }
      settle()
      XCTAssertEqual(editor.status, "Later")
    }
  }

  func testThatTheStageTearsDownItsWindowsWhenTheTestEnds() {
    var window: UIWindow?
    TestScope.withScopeSpinningMainRunLoop {
      MainActor.assumeIsolated {
        let stage = Stage()
        stage.present(InfoViewController())
        window = stage.windows.first
        XCTAssertEqual(window?.isHidden, false)
      }
    }
    MainActor.assumeIsolated {
      XCTAssertEqual(window?.isHidden, true)
      XCTAssertNil(window?.rootViewController)
    }
  }
}

/// More synchronous flows: dumps, dismissal, registry, alerts answered with Cancel.
final class StageMoreXCTests: StageTestCase {
  override var registry: ObjectRegistry { ObjectRegistry().registering(DetailScreen.self) }

  func testThatTheDumpShowsTheScreen() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let info = stage.present(InfoViewController())
      XCTAssertEqual(
        info.dump(),
        """
        InfoViewController
          UIView
            UILabel #version "Version 1.0"
        """)
    }
  }

  func testThatDismissingReleasesTheWindow() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let info = stage.present(InfoViewController())
      stage.dismiss(info)
      XCTAssertTrue(stage.windows.isEmpty)
      XCTAssertNil(info.viewController.viewIfLoaded?.window)
    }
  }

  func testThatTheRegistryTypesTheTopObject() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let list = stage.present(ListViewController(), as: ListScreen.self, .pushed)
      list.table()?.selectRow(2)
      XCTAssertEqual((list.navigation()?.topObject as? DetailScreen)?.item, "Cherries")
    }
  }

  func testThatTheFreePresentUsesTheTestsStage() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let info = present(InfoViewController(), animated: true)
      XCTAssertTrue(info.stage === stage)
      XCTAssertEqual(stage.windows.count, 1)
      XCTAssertEqual(info.text(.identifier("version")), "Version 1.0")
    }
  }

  func testThatCancelDismissesTheAlertWithoutDiscarding() {
    let stage = self.stage
    MainActor.assumeIsolated {
      let editor = stage.present(EditorViewController(), as: EditorScreen.self)
      editor.tap(.identifier("discard"))
      editor.alert()?.tapAction("Cancel")
      XCTAssertTrue(never(editor.isAlertPresented))
      XCTAssertEqual(editor.viewController.discardCount, 0)
      XCTAssertEqual(editor.status, "Ready")
    }
  }
}
