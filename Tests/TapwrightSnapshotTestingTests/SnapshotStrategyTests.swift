import Foundation
import SnapshotTesting
import Tapwright
import TapwrightSnapshotTesting
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The strategies record and compare what a test shows: the screen as Tapwright's dump and as
/// an SVG wireframe, of a controller, a screen object, a window and the whole stage. The
/// references are committed under `__Snapshots__/SnapshotStrategyTests/`.
@Suite("Snapshot strategies", .tapwright)
@MainActor
struct SnapshotStrategyTests {
  @Test("A shown controller's dump and wireframe match their references")
  func aShownController() async throws {
    let profile = await present(ProfileViewController())

    assertSnapshot(of: profile.viewController, as: .screenDump, named: "profile")
    assertSnapshot(of: profile.viewController, as: .wireframe, named: "profile")
  }

  @Test("The screen object that `present` returns snapshots as its controller does")
  func aScreenObject() async throws {
    let profile = await present(ProfileViewController())
    await profile.tap(.identifier("follow"))

    assertSnapshot(of: profile, as: .screenDump(frames: true), named: "following")
  }

  @Test("The stage's snapshots show every screen: here a pushed controller under its bar")
  func theStage() async throws {
    await present(ProfileViewController(), .pushed)
    let stage = try #require(Stage.current)

    assertSnapshot(of: stage, as: .screenDump, named: "pushed")
    assertSnapshot(of: stage, as: .wireframe, named: "pushed")
  }

  @Test("A window and a view snapshot as the views they hold")
  func aWindowAndAView() async throws {
    let profile = await present(ProfileViewController(), .root)
    let window = try #require(profile.view.window)

    assertSnapshot(of: window, as: .wireframe, named: "window")
    assertSnapshot(of: profile.viewController.nameLabel, as: .screenDump, named: "name")
  }
}

/// A snapshot that differs from its reference fails with a line diff a reader can follow, and a
/// snapshot that cannot be what a user sees reports why.
@Suite("Snapshot strategies: failures", .tapwright)
@MainActor
struct SnapshotStrategyFailureTests {
  /// Names the reference and the failed snapshot by file name only, so the message is the same
  /// on every machine.
  private let diffTool = SnapshotTestingConfiguration.DiffTool { reference, failed in
    "diff \(URL(fileURLWithPath: reference).lastPathComponent) "
      + "\(URL(fileURLWithPath: failed).lastPathComponent)"
  }

  @Test("After a tap the dump no longer matches the reference and the diff shows the change")
  func aChangedDump() async throws {
    let profile = await present(ProfileViewController())
    await profile.tap(.identifier("follow"))

    withKnownIssue {
      withSnapshotTesting(record: .never, diffTool: diffTool) {
        // The reference `aShownController` recorded before the tap.
        assertSnapshot(
          of: profile.viewController, as: .screenDump, named: "profile",
          testName: "aShownController()")
      }
    } matching: { issue in
      message(of: issue) == "Snapshot \"profile\" does not match reference.\n\n"
        + "diff aShownController.profile.txt aShownController.profile.txt\n\n"
        + patch(
          "@@ -1,8 +1,8 @@",
          ##"  ProfileViewController title="Profile""##,
          ##"    UIView"##,
          ##"      UIStackView"##,
          ##"        UILabel #name "Ada Lovelace""##,
          ##"-       UILabel #status "Not following""##,
          ##"-       UIButton #follow "Follow""##,
          ##"+       UILabel #status "Following""##,
          ##"+       UIButton #follow "Unfollow""##,
          ##"        UISwitch #notify value=off"##)
    }
  }

  @Test("After a tap the wireframe no longer matches and the diff shows the changed elements")
  func aChangedWireframe() async throws {
    let profile = await present(ProfileViewController())
    await profile.tap(.identifier("follow"))

    withKnownIssue {
      withSnapshotTesting(record: .never, diffTool: diffTool) {
        assertSnapshot(
          of: profile.viewController, as: .wireframe, named: "profile",
          testName: "aShownController()")
      }
    } matching: { issue in
      message(of: issue) == "Snapshot \"profile\" does not match reference.\n\n"
        + "diff aShownController.profile.svg aShownController.profile.svg\n\n"
        + patch(
          "@@ -6,12 +6,12 @@",
          ##"        <g data-view="UILabel #name">"##,
          ##"          <text x="20" y="88.31" font-size="22" font-weight="700" fill="#000000">Ada Lovelace</text>"##,
          ##"        </g>"##,
          ##"        <g data-view="UILabel #status">"##,
          ##"-         <text x="20" y="122.54" font-size="17" fill="#555555">Not following</text>"##,
          ##"+         <text x="20" y="122.54" font-size="17" fill="#555555">Following</text>"##,
          ##"        </g>"##,
          ##"        <g data-view="UIButton #follow">"##,
          ##"-         <text x="42.5" y="160.04" font-size="17" fill="#007AFF" text-anchor="middle">Follow</text>"##,
          ##"+         <text x="50" y="160.04" font-size="17" fill="#007AFF" text-anchor="middle">Unfollow</text>"##,
          ##"        </g>"##,
          ##"        <g data-view="UISwitch #notify">"##,
          ##"          <rect x="20" y="181" width="51" height="31" rx="15.5" fill="#E9E9EB"/>"##,
          ##"          <circle cx="35.5" cy="196.5" r="13.5" fill="#FFFFFF" stroke="#C6C6C8" stroke-width="0.5"/>"##
        )
    }
  }

  @Test("A controller in no window is reported: it has neither a screen's size nor appeared")
  func aControllerNotShown() {
    withKnownIssue {
      withSnapshotTesting(record: .never) {
        assertSnapshot(of: ProfileViewController(), as: .screenDump, named: "unshown")
      }
    } matching: { issue in
      message(of: issue)
        == "Snapshot of ProfileViewController: it is in no window, so it has not been laid out "
        + "at a screen's size or appeared. Show it first, as a test does (`await "
        + "present(controller)`), then snapshot it."
        || message(of: issue)
          == "No reference was found on disk. New snapshot was not recorded because recording is "
          + "disabled"
    }
  }

  @Test("A snapshot taken off the main actor is reported, not taken")
  func offTheMainActor() async throws {
    let profile = await present(ProfileViewController())
    let controller = profile.viewController

    await withKnownIssue {
      await snapshotOffTheMainActor(controller)
    } matching: { issue in
      message(of: issue)
        == "Snapshot of ProfileViewController: a screen is snapshotted on the main actor, where "
        + "its views live, and `assertSnapshot` was called on another thread. Mark the test "
        + "`@MainActor`."
        || message(of: issue)
          == "No reference was found on disk. New snapshot was not recorded because recording is "
          + "disabled"
    }
  }

  /// A patch as swift-snapshot-testing's line diff writes it, from lines that start with ` `, `-`
  /// or `+` (plus the first space of the indentation, for legibility here): it marks kept lines
  /// with a figure space and removed ones with a minus sign (U+2212).
  private nonisolated func patch(_ mark: String, _ lines: String...) -> String {
    let marked = lines.map { line -> String in
      let rest = line.dropFirst(2)
      switch line.first {
      case "-": return "\u{2212}" + rest
      case "+": return "+" + rest
      default: return "\u{2007}" + rest
      }
    }
    return ([mark.replacingOccurrences(of: "-", with: "\u{2212}")] + marked)
      .joined(separator: "\n")
  }

  private nonisolated func snapshotOffTheMainActor(_ controller: ProfileViewController) async {
    withSnapshotTesting(record: .never) {
      assertSnapshot(of: controller, as: .screenDump, named: "offMain")
    }
  }
}
