#if USES_TAPWRIGHT
  @testable import StoryboardApp
  import Tapwright
  import Testing
  import XCTest

  #if canImport(UIKit)
    import UIKit
  #else
    import HeadlessUIKit
  #endif

  // Each failing line follows a "The next line fails:" comment with the first line of its message,
  // which `scripts/check-user-package` looks for in the test run's output, at that file and line.

  /// A draft screen whose Save button is hidden until there is a title.
  final class DraftViewController: UIViewController {
    let status = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      let save = UIButton(primaryAction: UIAction(title: "Save") { _ in })
      save.accessibilityIdentifier = "draft.save"
      save.isHidden = true
      status.text = "Draft"
      status.accessibilityIdentifier = "draft.status"
      view.addSubview(save)
      view.addSubview(status)
    }
  }

  @MainActor
  @Suite(.tapwright)
  struct TapwrightFailures {
    @Test func tappingAHiddenButtonFails() async {
      let draft = await present(DraftViewController())
      // The next line fails: No visible UIControl matches identifier "draft.save" in DraftViewController. Not visible to a user:
      await draft.tap(.identifier("draft.save"))
    }

    @Test func eventuallyFailsWhenTheTextNeverChanges() async {
      let draft = await present(DraftViewController())
      let status = draft.viewController.status
      // The next line fails: Expected the value to become equal to "Saved" within 50 ms; last observed: "Draft"
      await eventually(status.text, .equal(to: "Saved"), timeout: .milliseconds(50))
    }

    @Test func aStoryboardScreenIsDrivenLikeAnyOther() async throws {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      let counter = try #require(
        storyboard.instantiateInitialViewController() as? CounterViewController)
      let screen = await present(counter)
      await screen.tap(.text("Add"))
      await screen.tap(.text("Add"))
      #expect(counter.countLabel.text == "2")
      // The next line fails: Expected the value to become equal to "3" within 50 ms; last observed: "2"
      await eventually(counter.countLabel.text, .equal(to: "3"), timeout: .milliseconds(50))
    }

    @Test func aMissingButtonStopsTheTestWithOneIssue() async throws {
      let draft = await present(DraftViewController())
      // The next line fails: No visible UIButton matches identifier "draft.publish" in DraftViewController.
      _ = try draft.button(.identifier("draft.publish"))
    }
  }

  final class TapwrightXCTestFailures: StageTestCase {
    @MainActor func testTappingAHiddenButtonFails() async {
      let draft = await stage.present(DraftViewController())
      // The next line fails: No visible UIControl matches identifier "draft.save" in DraftViewController. Not visible to a user:
      await draft.tap(.identifier("draft.save"))
    }

    @MainActor func testAMissingAlertStopsTheTestWithOneFailure() async throws {
      let draft = await stage.present(DraftViewController())
      // The next line fails: No alert is presented over DraftViewController (presented: nothing).
      _ = try draft.alert()
    }
  }
#endif
