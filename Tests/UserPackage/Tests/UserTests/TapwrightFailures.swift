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

  /// A screen whose Publish button lies under a banner: a finger would touch the banner.
  final class BannerViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let publish = UIButton(primaryAction: UIAction(title: "Publish") { _ in })
      publish.accessibilityIdentifier = "draft.publish"
      publish.frame = CGRect(x: 20, y: 500, width: 120, height: 44)
      let banner = UIView(frame: CGRect(x: 10, y: 490, width: 200, height: 80))
      banner.accessibilityIdentifier = "banner"
      view.addSubview(publish)
      view.addSubview(banner)
    }
  }

  @MainActor
  @Suite(.tapwright)
  struct TapwrightFailures {
    // `scripts/check-user-package` also checks the picture attached for this failure.
    @Test func tappingACoveredButtonFails() async {
      let screen = await present(BannerViewController())
      // The next line fails: Cannot tap UIButton #draft.publish "Publish": it is under UIView #banner at its centre (80, 522).
      await screen.tap(.identifier("draft.publish"))
    }

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
    // `scripts/check-user-package` also checks the picture this failure's message names.
    @MainActor func testTappingACoveredButtonFails() async {
      let screen = await stage.present(BannerViewController())
      // The next line fails: Cannot tap UIButton #draft.publish "Publish": it is under UIView #banner at its centre (80, 522).
      await screen.tap(.identifier("draft.publish"))
    }

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
