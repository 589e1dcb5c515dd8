import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

extension AnyViewControllerObject {
  /// Reports and returns `false` when a user could not act on `view`.
  ///
  /// A user cannot act on a view that is not in a window, hidden or transparent (itself or an
  /// ancestor), a disabled control, a view with user interaction disabled (itself or an
  /// ancestor), a view under a controller presented over its screen, or a view a finger cannot
  /// reach: of zero size, outside the window, outside an ancestor's bounds (clipped or not), or
  /// under another view at its centre (UIKit's hit-testing). Those last failures' dumps show
  /// frames.
  func userCanAct(on view: UIView, verb: String, at location: CallSite) -> Bool {
    var geometric = false
    var marks: [ScreenPicture.Mark] = []
    let reason: String? =
      Visibility.reasonInvisible(view)
      ?? ((view as? UIControl).flatMap { $0.isEnabled ? nil : "it is disabled" })
      ?? Visibility.reasonUntouchable(view)
      ?? {
        geometric = true
        let outOfReach = Visibility.outOfReach(view)
        marks = outOfReach?.marks ?? []
        return outOfReach?.reason
      }()
    guard let reason else { return true }
    let because =
      reason.hasPrefix("it ") || reason.hasPrefix("user") || reason.hasPrefix("a ")
      ? reason : "it is \(reason)"
    if !geometric, let cover = ControllerTree.controllerCovering(view)?.viewIfLoaded {
      marks.append(.view(cover, as: .covering, note: "presented over it"))
    }
    failTest(
      "Cannot \(verb) \(ViewDescription.line(for: view)): \(because).", stage: stage,
      frames: geometric, marks: [.view(view, note: "cannot \(verb)")] + marks, at: location)
    return false
  }

  /// Finds the one view of type `V` matching `query` that a user can act on, or reports why not.
  func usable<V: UIView>(
    _ type: V.Type, _ query: ViewQuery, verb: String, at location: CallSite
  ) -> V? {
    guard let view = try? findOne(type, query, at: location),
      userCanAct(on: view, verb: verb, at: location)
    else { return nil }
    return view
  }
}
