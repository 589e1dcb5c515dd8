import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The screen author's toolkit in XCTest: `expectFailure` checks a screen object's failure
/// without failing the test, and its own complaint reaches XCTest at the caller's line.
final class ScreenAuthoringXCTests: FailureCapturingTestCase {
  @MainActor func testThatExpectFailurePassesOnTheScreenObjectsFailure() async {
    let draft = await stage.present(EditorViewController(), as: DraftScreen.self)
    await expectFailure(#"The status reads "Ready", not "Saved"."#, line: #line + 1) {
      draft.expectStatus("Saved")
    }
    draft.viewController.statusLabel.text = nil
    await expectFailure("The editor shows no status.") { _ = try draft.requireStatus() }
  }

  @MainActor func testThatAFailureInTheScreenObjectsFileReachesXCTestAtTheCallersLine() async {
    let draft = await stage.present(EditorViewController(), as: DraftScreen.self)
    let line = #line + 2
    let failures = await capturingFailures {
      await expectFailure(#"The status reads "Ready", not "Saved"."#) {
        draft.expectStatusForgettingTheCallSite("Saved")
      }
    }.failures
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.map(\.description),
      [
        #"failed - The failure "The status reads "Ready", not "Saved"." was reported at "#
          + "TapwrightTests/AuthoringScreens.swift:41, not at "
          + "TapwrightTests/ScreenAuthoringXCTests.swift: a screen object's member must pass the "
          + "test's call site on (`at: callSite`, or `reporting(at: callSite) { … }`)."
      ])
  }

  @MainActor func testThatAnElementsRefusedActionAndMissingViewFailAtTheTestsLine() async {
    let draft = await stage.present(EditorViewController(), as: DraftScreen.self)
    let disabled = #"Cannot tap UIButton #delete "Delete" [disabled]: it is disabled."#
    await expectFailure(disabled, line: #line + 1) {
      await draft.delete.tap()
    }
    let missing = #"No visible UITextField matches identifier "missing" in EditorViewController."#
    await expectFailure(missing, line: #line + 1) {
      await draft.element(.identifier("missing"), as: UITextField.self).type("x")
    }
  }

  @MainActor func testThatAListElementsRefusedSelectionFailsAtTheTestsLine() async {
    let list = await stage.present(ListViewController(), as: ListScreen.self, .pushed)
    XCTAssertEqual(list.rows.titles(), ["Apples", "Bananas", "Cherries"])
    let refused = "Cannot select row 3 in section 0: it has 3 rows (0..<3)."
    await expectFailure(refused, line: #line + 1) {
      await list.rows.selectRow(3)
    }
  }
}
