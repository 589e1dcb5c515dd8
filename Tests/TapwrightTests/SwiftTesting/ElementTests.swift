import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Element handles: declared once in a screen object, acted on at the test's line.
@Suite("Element handles", .tapwright)
@MainActor
struct ElementTests {
  func draft() async -> DraftScreen {
    await present(EditorViewController(), as: DraftScreen.self)
  }

  @Test("A test types, taps, toggles, selects, slides and steps through elements, and reads them")
  func acting() async {
    let draft = await draft()
    await draft.name.type("Ada")
    #expect(draft.name.text == "Ada")
    #expect(draft.name.isEditing)
    await draft.name.pressReturn()
    #expect(!draft.name.isEditing)
    await draft.save.tap()
    #expect(await draft.status.eventuallyShows("Saved Ada"))
    #expect(await eventually(draft.status.text, .equal(to: "Saved Ada")))
    let wasOn = draft.wifi.isOn
    await draft.wifi.toggle()
    #expect(draft.wifi.isOn == wasOn.map { !$0 })
    await draft.mode.select(1)
    #expect(draft.mode.selectedIndex == 1)
    await draft.volume.slide(to: 0.25)
    #expect(draft.volume.value == 0.25)
    let count = draft.count.value ?? -1
    await draft.count.step(.up)
    #expect(draft.count.value == count + 1)
    await draft.name.clear()
    #expect(draft.name.text == "")
    #expect(draft.save.isEnabled && !draft.delete.isEnabled)
  }

  @Test("A query's description quotes its text, escaping quotes, backslashes and new lines")
  func queryDescriptionsEscape() {
    #expect(
      ViewQuery.text(#"Say "hi" \ then"# + "\nbye").description
        == #"text "Say \"hi\" \\ then\nbye""#)
    #expect(ViewQuery.identifier("save").description == #"identifier "save""#)
    #expect(ViewQuery.label("").description == #"label """#)
    #expect(ViewQuery.text("Café ☕️\"").description == #"text "Café ☕️\"""#)
  }

  @Test("Questions never fail: a missing element reads as absent")
  func questions() async {
    let draft = await draft()
    #expect(!draft.missing.exists)
    #expect(draft.missing.text == nil)
    #expect(!draft.missing.isEnabled)
    #expect(draft.missing.shownView == nil)
    #expect(draft.status.exists)
    #expect(draft.save.description == #"UIButton identifier "save""#)
  }

  @Test("A refused or missing element fails at the test's line, and a lookup stops there")
  func failuresAtTheTestsLine() async {
    let draft = await draft()
    let disabled = #"Cannot tap UIButton #delete "Delete" [disabled]: it is disabled."#
    await expectFailure(disabled, line: #line + 1) {
      await draft.delete.tap()
    }
    let noControl = #"No visible UIControl matches identifier "missing" in EditorViewController."#
    await expectFailure(noControl, line: #line + 1) {
      await draft.missing.tap()
    }
    let noButton = #"No visible UIButton matches identifier "missing" in EditorViewController."#
    await expectFailure(noButton, line: #line + 1) {
      _ = try draft.missing.view()
    }
  }

  @Test("Waiting checks name the element and what was last seen")
  func waitingChecks() async {
    let draft = await draft()
    await expectFailure(
      #"Expected the text of UILabel identifier "status" to become equal to "Never" within 50 ms; last observed: "Ready""#
    ) {
      await draft.status.eventuallyShows("Never", timeout: .milliseconds(50))
    }
    await expectFailure(
      #"Expected UIButton identifier "delete" to become enabled within 50 ms; last observed: "disabled""#
    ) {
      await draft.delete.eventuallyEnabled(timeout: .milliseconds(50))
    }
    await expectFailure(
      #"Expected UIButton identifier "missing" to become shown within 50 ms; last observed: "not shown""#
    ) {
      await draft.missing.eventuallyAppears(timeout: .milliseconds(50))
    }
    #expect(await draft.missing.eventuallyDisappears())
    #expect(await draft.delete.eventuallyDisabled())
    #expect(await draft.status.eventuallyAppears())
  }

  @Test("A bar button element reads, taps and fails at the test's line")
  func barButtons() async {
    let editor = EditorViewController()
    let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
    editor.navigationItem.rightBarButtonItem = item
    let draft = await present(editor, as: DraftScreen.self, .pushed)
    let done = draft.navigationBarButton(.right, "Done")
    #expect(done.exists && done.isEnabled && done.title == "Done")
    #expect(!draft.navigationBarButton(.left, "Done").exists)
    item.isEnabled = false
    let disabled =
      #"Cannot tap the right bar button "Done" on EditorViewController: it is disabled."#
    await expectFailure(disabled, line: #line + 1) {
      await done.tap()
    }
    let waited =
      #"Expected the right bar button "Done" to become enabled within 50 ms; last observed: "disabled""#
    await expectFailure(waited) {
      await done.eventuallyEnabled(timeout: .milliseconds(50))
    }
    item.isEnabled = true
    #expect(await done.eventuallyEnabled())
  }

  @Test("A bar button of a screen in no navigation controller fails at the test's line")
  func barButtonWithoutNavigation() async {
    let draft = await draft()
    let missing = "EditorViewController is not in a navigation controller."
    await expectFailure(missing, line: #line + 1) {
      await draft.navigationBarButton(.right, "Done").tap()
    }
    #expect(!draft.navigationBarButton(.right, "Done").isEnabled)
  }
}
