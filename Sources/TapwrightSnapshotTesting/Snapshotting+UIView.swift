import SnapshotTesting
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension Snapshotting where Value: UIView, Format == String {
  /// The view and its subviews as an SVG wireframe (`ScreenPicture`), recorded as a
  /// `.svg` file a browser opens.
  ///
  /// A window is drawn whole, with the keyboard over it while it is up
  /// (`ScreenPicture/init(window:marks:)`); any other view at its bounds
  /// (`ScreenPicture/init(view:marks:)`). Its window, or the view itself when it is in
  /// none, is laid out first.
  public static var wireframe: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { view in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(view)) {
        if let window = view as? UIWindow { return ScreenPicture(window: window).svg }
        return ScreenPicture(view: view).svg
      }
    }
  }

  /// The view and its subviews as Tapwright's text dump (`dump(view:frames:)`),
  /// recorded as a `.txt` file.
  public static var screenDump: Snapshotting { .screenDump(frames: false) }

  /// The view and its subviews as Tapwright's text dump, with or without frames.
  ///
  /// - Parameter frames: Whether each view's line ends with its `frame=(x, y, w×h)` in its
  ///   superview's coordinates (after a layout pass of its window).
  /// - Returns: The strategy.
  public static func screenDump(frames: Bool) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { view in
      ScreenSnapshot.onMainActor(ScreenSnapshot.typeName(view)) {
        Tapwright.dump(view: view, frames: frames) + "\n"
      }
    }
  }
}
