#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Why a user cannot see a view, if they cannot.
@MainActor
enum Visibility {
  /// Below this alpha a view counts as transparent, as UIKit's hit-testing does.
  static let transparentAlpha: CGFloat = 0.01

  /// The reason `view` is invisible to a user ("hidden", "transparent", "not in a window"), or nil.
  static func reasonInvisible(_ view: UIView) -> String? {
    guard view.window != nil else { return "not in a window" }
    var current: UIView? = view
    while let candidate = current, !(candidate is UIWindow) {
      if candidate.isHidden {
        return candidate === view ? "hidden" : "inside a hidden \(typeName(candidate))"
      }
      if candidate.alpha < transparentAlpha {
        return candidate === view ? "transparent" : "inside a transparent \(typeName(candidate))"
      }
      current = candidate.superview
    }
    return nil
  }

  /// The reason a user cannot touch `view` although it is visible, or nil.
  static func reasonUntouchable(_ view: UIView) -> String? {
    var current: UIView? = view
    while let candidate = current, !(candidate is UIWindow) {
      if !candidate.isUserInteractionEnabled {
        return candidate === view
          ? "user interaction is disabled"
          : "user interaction is disabled on its \(typeName(candidate))"
      }
      current = candidate.superview
    }
    if let cover = ControllerTree.controllerCovering(view) {
      return "it is covered by the presented \(typeName(cover))"
    }
    return nil
  }

  /// The reason a user's finger cannot reach `view` on screen, from the frames, or nil.
  static func reasonOutOfReach(_ view: UIView) -> String? {
    outOfReach(view)?.reason
  }

  /// Why a user's finger cannot reach `view` on screen, from the frames, with what a picture of
  /// the failure marks (the clipping ancestor, the touch point, the view hit instead); or nil.
  ///
  /// The window is laid out first, as UIKit does before it draws what the user sees. A view
  /// cannot be touched when it has zero size, lies outside the window, lies outside an
  /// ancestor's bounds (clipped away when the ancestor clips to bounds; still drawn but never
  /// hit when it does not, as UIKit's hit-testing goes), or when hit-testing at the centre of
  /// its reachable part finds another view.
  static func outOfReach(_ view: UIView) -> (reason: String, marks: [ScreenPicture.Mark])? {
    guard let window = view.window else { return ("not in a window", []) }
    window.layoutIfNeeded()
    let size = view.bounds.size
    guard size.width > 0, size.height > 0 else {
      return ("it has zero size (\(format(size.width))×\(format(size.height)))", [])
    }
    let frameInWindow = view.convert(view.bounds, to: nil)
    var reachable = frameInWindow.intersection(window.bounds)
    if reachable.isNull || reachable.width <= 0 || reachable.height <= 0 {
      return (
        "it lies outside the window (in the window, its frame is \(format(frameInWindow)); "
          + "the window is \(format(window.bounds.width))×\(format(window.bounds.height)))", []
      )
    }
    var ancestor = view.superview
    while let current = ancestor, !(current is UIWindow) {
      let bounds = current.convert(current.bounds, to: nil)
      let clipped = reachable.intersection(bounds)
      if clipped.isNull || clipped.width <= 0 || clipped.height <= 0 {
        let frames =
          "(in the window, its frame is \(format(frameInWindow)) and that view's is "
          + "\(format(bounds)))"
        let name = ViewDescription.line(for: current)
        let reason =
          current.clipsToBounds
          ? "it is clipped away by \(name), which clips to its bounds \(frames)"
          : "it lies outside the bounds of \(name), where touches do not reach \(frames)"
        let note = current.clipsToBounds ? "clips it away" : "touches stop at its bounds"
        return (reason, [ScreenPicture.Mark(.container, frame: bounds, note: note)])
      }
      reachable = clipped
      ancestor = current.superview
    }
    let centre = CGPoint(x: reachable.midX, y: reachable.midY)
    let hit = window.hitTest(centre, with: nil)
    if let hit, hit === view || hit.isDescendant(of: view) { return nil }
    let point = "(\(format(centre.x)), \(format(centre.y)))"
    let touch = ScreenPicture.Mark.touch(at: centre, note: "touch")
    guard let hit else { return ("a touch at its centre \(point) reaches no view", [touch]) }
    return (
      "it is under \(ViewDescription.line(for: hit)) at its centre \(point)",
      [ScreenPicture.Mark.view(hit, as: .covering, note: "covers it"), touch]
    )
  }

  /// A length as UIKit code writes it: `20`, `20.5`.
  static func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A rectangle as `(x, y, width×height)`.
  static func format(_ rect: CGRect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width))×\(format(rect.height)))"
  }
}
