#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Walks controller hierarchies: children, navigation stacks, presented controllers.
@MainActor
enum ControllerTree {
  /// `root`, its descendants (children) and every controller presented from any of them.
  static func allControllers(from root: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    var pending = [root]
    while let controller = pending.popLast() {
      guard !result.contains(where: { $0 === controller }) else { continue }
      result.append(controller)
      pending.append(contentsOf: controller.children.reversed())
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        pending.append(presented)
      }
    }
    return result
  }

  /// The last controller in the presentation chain that starts at `root`'s window root.
  static func topmostPresented(in window: UIWindow?) -> UIViewController? {
    guard var current = window?.rootViewController else { return nil }
    var found: UIViewController?
    while let presented = current.presentedViewController, presented !== current {
      found = presented
      current = presented
    }
    return found
  }

  /// Whether `view` is `ancestor` or inside it.
  static func view(_ view: UIView, isInside ancestor: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.superview
    }
    return false
  }

  /// The controller presented over `view`'s screen that blocks touches to it, if any.
  static func controllerCovering(_ view: UIView) -> UIViewController? {
    guard let top = topmostPresented(in: view.window) else { return nil }
    if let topView = top.viewIfLoaded, Self.view(view, isInside: topView) { return nil }
    return top
  }
}
