#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Deterministic text dumps of screens: controllers (presented, pushed, children) and their views.
///
/// Each line is indented two spaces per level. Controllers are shown with their type and title and
/// the role they play ("presented pageSheet", "stack[1]", "tab[0]", "page[0]", "child"); views with their
/// type, `#identifier`, `label=`, text, `value=` and flags. No memory addresses, so a dump can be
/// compared with a stored snapshot. On request each view line ends with its `frame=(x, y, w×h)`,
/// in its superview's coordinates as UIKit's `frame` is.
@MainActor
enum ScreenDump {
  /// The dump of every window of `stage`.
  static func stage(_ stage: Stage, frames: Bool = false) -> String {
    guard !stage.entries.isEmpty else { return "(the stage shows nothing)" }
    var lines: [String] = []
    for (index, entry) in stage.entries.enumerated() {
      lines.append("window \(index + 1)\(entry.window.isHidden ? " [hidden]" : "")")
      if let root = entry.window.rootViewController {
        appendController(root, role: nil, depth: 1, frames: frames, to: &lines)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The dump of `controller` and everything it shows.
  static func controller(_ controller: UIViewController, frames: Bool = false) -> String {
    var lines: [String] = []
    appendController(controller, role: nil, depth: 0, frames: frames, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// The dump of `view` and its subviews.
  static func view(_ view: UIView, frames: Bool = false) -> String {
    var lines: [String] = []
    appendView(view, depth: 0, stopAt: [], frames: frames, to: &lines)
    return lines.joined(separator: "\n")
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }

  private static func controllerLine(_ controller: UIViewController, role: String?) -> String {
    var parts: [String] = []
    if let role { parts.append(role + ":") }
    parts.append(typeName(controller))
    if let title = controller.title, !title.isEmpty {
      parts.append("title=\(ViewDescription.quoted(title))")
    }
    if let alert = controller as? UIAlertController {
      if let message = alert.message { parts.append("message=\(ViewDescription.quoted(message))") }
      let actions = alert.actions.map { action -> String in
        var text = ViewDescription.quoted(action.title ?? "")
        switch action.style {
        case .cancel: text += " (cancel)"
        case .destructive: text += " (destructive)"
        default: break
        }
        if !action.isEnabled { text += " [disabled]" }
        return text
      }
      parts.append("actions=[" + actions.joined(separator: ", ") + "]")
    }
    if controller.viewIfLoaded?.window == nil { parts.append("[not in window]") }
    return parts.joined(separator: " ")
  }

  private static func appendController(
    _ controller: UIViewController, role: String?, depth: Int, frames: Bool,
    to lines: inout [String]
  ) {
    lines.append(indent(depth) + controllerLine(controller, role: role))
    let children = controller.children
    let childViews = children.compactMap(\.viewIfLoaded)
    if let view = controller.viewIfLoaded, view.window != nil, !(controller is UIAlertController) {
      appendView(view, depth: depth + 1, stopAt: childViews, frames: frames, to: &lines)
    }
    if let navigation = controller as? UINavigationController {
      for (index, child) in navigation.viewControllers.enumerated() {
        appendController(
          child, role: "stack[\(index)]", depth: depth + 1, frames: frames, to: &lines)
      }
    } else if let tabs = controller as? UITabBarController {
      for (index, child) in (tabs.viewControllers ?? []).enumerated() {
        let selected = index == tabs.selectedIndex ? " (selected)" : ""
        appendController(
          child, role: "tab[\(index)]\(selected)", depth: depth + 1, frames: frames, to: &lines)
      }
    } else if let pages = controller as? UIPageViewController {
      let shown = pages.viewControllers ?? []
      for (index, page) in shown.enumerated() {
        appendController(page, role: "page[\(index)]", depth: depth + 1, frames: frames, to: &lines)
      }
      for child in children where !shown.contains(where: { $0 === child }) {
        appendController(child, role: "child", depth: depth + 1, frames: frames, to: &lines)
      }
    } else {
      for child in children {
        appendController(child, role: "child", depth: depth + 1, frames: frames, to: &lines)
      }
    }
    if let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      appendController(
        presented, role: "presented \(styleName(presented.modalPresentationStyle))",
        depth: depth + 1, frames: frames, to: &lines)
    }
  }

  private static func appendView(
    _ view: UIView, depth: Int, stopAt: [UIView], frames: Bool, to lines: inout [String]
  ) {
    if depth > 0, stopAt.contains(where: { $0 === view }) { return }
    let frame = frames ? " frame=" + Visibility.format(view.frame) : ""
    lines.append(indent(depth) + ViewDescription.line(for: view) + frame)
    guard !view.isHidden else { return }
    for subview in ViewDescription.userSubviews(of: view) {
      appendView(subview, depth: depth + 1, stopAt: stopAt, frames: frames, to: &lines)
    }
  }

  static func styleName(_ style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .automatic: "automatic"
    case .none: "none"
    default: "custom"
    }
  }
}

extension Stage {
  /// A deterministic text dump of every screen the stage shows (also appended to every failure).
  ///
  /// - Parameter frames: Whether each view's line ends with its `frame=(x, y, w×h)`, in its
  ///   superview's coordinates (after a layout pass). Failures that refuse a view a finger cannot
  ///   reach show frames; others do not.
  /// - Returns: The dump: windows, controllers (presented, pushed, children) and their views.
  public func dump(frames: Bool = false) -> String {
    if frames { for window in windows { window.layoutIfNeeded() } }
    return ScreenDump.stage(self, frames: frames)
  }
}

/// A deterministic text dump of `view` and its subviews: types, identifiers, texts, values, flags.
///
/// - Parameters:
///   - view: The view to dump.
///   - frames: Whether each line ends with the view's `frame=(x, y, w×h)` in its superview's
///     coordinates.
/// - Returns: The dump.
@preconcurrency @MainActor
public func dump(view: UIView, frames: Bool = false) -> String {
  if frames { view.window?.layoutIfNeeded() }
  return ScreenDump.view(view, frames: frames)
}

/// A deterministic text dump of `controller` and everything it shows: its views, children, the
/// controllers it stacks or tabs and what it presents.
///
/// - Parameters:
///   - controller: The controller to dump.
///   - frames: Whether each view's line ends with its `frame=(x, y, w×h)` in its superview's
///     coordinates (after a layout pass of its window).
/// - Returns: The dump, as ``AnyViewControllerObject/dump(frames:)`` gives it.
@preconcurrency @MainActor
public func dump(controller: UIViewController, frames: Bool = false) -> String {
  if frames { controller.viewIfLoaded?.window?.layoutIfNeeded() }
  return ScreenDump.controller(controller, frames: frames)
}
