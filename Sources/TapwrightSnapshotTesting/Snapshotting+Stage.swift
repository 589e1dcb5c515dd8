import SnapshotTesting
import Tapwright

extension Snapshotting where Value == Stage, Format == String {
  /// Every screen the stage shows as an SVG wireframe (`ScreenPicture`), recorded as a
  /// `.svg` file a browser opens.
  ///
  /// The stage's windows are drawn one over the other, as a device shows them, each laid out
  /// first. The SVG has one element a line, so a changed view is a changed line in the diff.
  ///
  /// ```swift
  /// await present(EditorViewController())
  /// assertSnapshot(of: try #require(Stage.current), as: .wireframe)
  /// ```
  public static var wireframe: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { stage in
      ScreenSnapshot.onMainActor("the stage") { stage.picture().svg }
    }
  }

  /// Every screen the stage shows as Tapwright's text dump (`Stage/dump(frames:)`),
  /// the one a failure prints, recorded as a `.txt` file.
  public static var screenDump: Snapshotting { .screenDump(frames: false) }

  /// Every screen the stage shows as Tapwright's text dump, with or without each view's frame.
  ///
  /// - Parameter frames: Whether each view's line ends with its `frame=(x, y, w×h)` in its
  ///   superview's coordinates (after a layout pass).
  /// - Returns: The strategy.
  public static func screenDump(frames: Bool) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { stage in
      ScreenSnapshot.onMainActor("the stage") { stage.dump(frames: frames) + "\n" }
    }
  }
}
