import IssueReporting
import SnapshotTesting
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension Snapshotting where Value: UIViewController, Format == String {
  /// The controller's view as an SVG wireframe (`ScreenPicture`), recorded as a
  /// `.svg` file a browser opens.
  ///
  /// The controller must be shown first, as a test shows it (`await present(controller)`): the
  /// picture is of its view at its size in its window, after a layout pass. For the whole screen
  /// — the bars of its containers, what it presents — snapshot the `Stage`.
  public static var wireframe: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { controller in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(controller)) {
        ControllerSnapshot.picture(of: controller)
      }
    }
  }

  /// The controller and everything it shows as Tapwright's text dump (the one a failure
  /// prints), recorded as a `.txt` file.
  public static var screenDump: Snapshotting { .screenDump(frames: false) }

  /// The controller and everything it shows as Tapwright's text dump, with or without frames.
  ///
  /// The controller must be shown first, as a test shows it (`await present(controller)`).
  /// - Parameter frames: Whether each view's line ends with its `frame=(x, y, w×h)` in its
  ///   superview's coordinates (after a layout pass).
  /// - Returns: The strategy.
  public static func screenDump(frames: Bool) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(controller)) {
        ControllerSnapshot.dump(of: controller, frames: frames)
      }
    }
  }
}

/// The snapshots of a controller, shared by the controller's and the screen object's strategies.
@MainActor
enum ControllerSnapshot {
  /// The wireframe of `controller`'s view, after checking it is shown.
  static func picture(of controller: UIViewController) -> String {
    checkShown(controller)
    return ScreenPicture(controller: controller).svg
  }

  /// The dump of `controller`, after checking it is shown, ending with a line break.
  static func dump(of controller: UIViewController, frames: Bool) -> String {
    checkShown(controller)
    return Tapwright.dump(controller: controller, frames: frames) + "\n"
  }

  /// Reports an issue when `controller` is in no window: it has neither a screen's size nor
  /// appeared, so its snapshot would not be what a user sees.
  private static func checkShown(_ controller: UIViewController) {
    guard controller.viewIfLoaded?.window == nil else { return }
    reportIssue(
      "Snapshot of \(ScreenSnapshot.typeName(controller)): it is in no window, so it has not "
        + "been laid out at a screen's size "
        + "or appeared. Show it first, as a test does (`await present(controller)`), then "
        + "snapshot it.")
  }
}
