import SnapshotTesting
import Tapwright

extension Snapshotting where Value: AnyViewControllerObject, Format == String {
  /// The screen object's controller's view as an SVG wireframe, recorded as a `.svg` file.
  ///
  /// The same as the controller's `.wireframe`, for the object `present` returns:
  /// `assertSnapshot(of: await present(EditorViewController()), as: .wireframe)`.
  public static var wireframe: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { object in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(object)) {
        ControllerSnapshot.picture(of: object.anyViewController)
      }
    }
  }

  /// The screen object's controller and everything it shows as Tapwright's text dump, recorded
  /// as a `.txt` file (the controller's `.screenDump`).
  public static var screenDump: Snapshotting { .screenDump(frames: false) }

  /// The screen object's controller as Tapwright's text dump, with or without frames.
  ///
  /// - Parameter frames: Whether each view's line ends with its frame in its superview.
  /// - Returns: The strategy.
  public static func screenDump(frames: Bool) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { object in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(object)) {
        ControllerSnapshot.dump(of: object.anyViewController, frames: frames)
      }
    }
  }
}
