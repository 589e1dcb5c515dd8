import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The screen author's toolkit: `fail`/`stop` in a screen object, the screen on top, and
/// `expectFailure` for checking one's own screen objects' messages.
@Suite("The screen author's toolkit", .tapwright)
@MainActor
struct ScreenAuthoringTests {
  let file = "TapwrightTests/ScreenAuthoringTests.swift"
  let readyNotSaved = #"The status reads "Ready", not "Saved"."#

  func draft() async -> DraftScreen {
    await present(EditorViewController(), as: DraftScreen.self)
  }

  @Test("A screen object's fail lands at the test's line with the dump, and the test goes on")
  func failAtTheTestsLine() async {
    let draft = await draft()
    let expected = readyNotSaved + "\n\n" + draft.stage.dump()
    let line = #line + 2
    await withKnownIssue {
      draft.expectStatus("Saved")
    } matching: {
      issue($0, is: expected, line: line)
    }
    #expect(draft.viewController.statusLabel.text == "Ready")
  }

  @Test("expectFailure passes on one failure with its message, in the test's file, and on a stop")
  func expectFailurePasses() async {
    let draft = await draft()
    await expectFailure(readyNotSaved, line: #line + 1) {
      draft.expectStatus("Saved")
    }
    draft.viewController.statusLabel.text = nil
    await expectFailure("The editor shows no status.") {
      _ = try draft.requireStatus()
    }
  }

  @Test("expectFailure says when nothing failed")
  func nothingFailed() async {
    let draft = await draft()
    let (file, expected) = (file, readyNotSaved)
    let line = #line + 2
    await withKnownIssue {
      await expectFailure(expected) { draft.expectStatus("Ready") }
    } matching: {
      issue(
        $0, is: #"Expected the failure "\#(expected)" at \#(file), but nothing failed."#, line: line
      )
    }
  }

  @Test("expectFailure says when the message differs, or an error was thrown")
  func anotherMessage() async {
    let draft = await draft()
    let line = #line + 2
    await withKnownIssue {
      await expectFailure(#"The status reads "Ready", not "Done"."#) {
        draft.expectStatus("Saved")
      }
    } matching: {
      issue(
        $0,
        is: #"Expected the failure "The status reads "Ready", not "Done".", but it was "#
          + #""The status reads "Ready", not "Saved"."."#, line: line)
    }
    struct Broken: Error {}
    let thrownLine = #line + 2
    await withKnownIssue {
      await expectFailure("Never") { throw Broken() }
    } matching: {
      issue(
        $0, is: #"Expected the failure "Never", but it was "Caught error: Broken()"."#,
        line: thrownLine)
    }
  }

  @Test("expectFailure says where a failure landed when it is not the test's file or line")
  func anotherPlace() async {
    let draft = await draft()
    let (file, expected) = (file, readyNotSaved)
    let line = #line + 2
    await withKnownIssue {
      await expectFailure(expected) { draft.expectStatusForgettingTheCallSite("Saved") }
    } matching: {
      issue(
        $0,
        is:
          #"The failure "\#(expected)" was reported at TapwrightTests/AuthoringScreens.swift:41, "#
          + #"not at \#(file): a screen object's member must pass the test's call site on "#
          + "(`at: callSite`, or `reporting(at: callSite) { … }`).", line: line)
    }
    let lineLine = #line + 2
    await withKnownIssue {
      await expectFailure(expected, line: 1) { draft.expectStatus("Saved") }
    } matching: {
      issue(
        $0,
        is:
          #"The failure "\#(expected)" was reported at \#(file):\#(lineLine), not at line 1."#,
        line: lineLine)
    }
  }

  @Test("expectFailure lists every failure when there is more than one")
  func several() async {
    let draft = await draft()
    let (file, expected) = (file, readyNotSaved)
    let line = #line + 2
    await withKnownIssue {
      await expectFailure(expected) {
        draft.expectStatus("Saved")
        draft.expectStatus("Done")
      }
    } matching: {
      issue(
        $0,
        is: #"""
          Expected one failure, "\#(expected)" at \#(file), but 2 were reported:
            1. "The status reads "Ready", not "Saved"." at \#(file):\#(line + 1)
            2. "The status reads "Ready", not "Done"." at \#(file):\#(line + 2)
          """#, line: line)
    }
  }

  @Test("The screen on top: the last presented, through tabs and navigation stacks")
  func topScreen() async throws {
    let editor = EditorViewController()
    let navigation = UINavigationController(rootViewController: editor)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let shown = await present(tabs, .root)
    let stage = shown.stage
    #expect(stage.topController === editor)
    #expect(try stage.topScreen(as: DraftScreen.self).viewController === editor)
    #expect(stage.topScreen?.anyViewController === editor)

    let list = ListViewController()
    editor.present(list, animated: false)
    await settle()
    #expect(stage.topController === list)
    let expected =
      "The user sees ListViewController, not EditorViewController (expected by DraftScreen)."
    await expectFailure(expected) {
      _ = try stage.topScreen(as: DraftScreen.self)
    }
  }
}
