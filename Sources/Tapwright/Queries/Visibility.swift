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
}
