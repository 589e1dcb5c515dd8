#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The untyped base of every screen object: a controller, the stage showing it, and user actions.
///
/// Subclass ``ViewControllerObject`` rather than this class.
@preconcurrency @MainActor
open class AnyViewControllerObject {
  /// The controller this object represents.
  public let anyViewController: UIViewController
  /// The stage that shows the controller.
  public let stage: Stage

  init(anyViewController: UIViewController, stage: Stage) {
    self.anyViewController = anyViewController
    self.stage = stage
  }

  /// Called once after the object is created; override to prepare a subclass.
  open func setUp() {}

  /// The controller's root view (loaded if needed).
  public var view: UIView { anyViewController.view }

  /// A deterministic text dump of this controller and everything it shows.
  ///
  /// - Parameter frames: Whether each view's line ends with its `frame=(x, y, w×h)`, in its
  ///   superview's coordinates.
  /// - Returns: The dump.
  public func dump(frames: Bool = false) -> String {
    if frames { anyViewController.viewIfLoaded?.window?.layoutIfNeeded() }
    return ScreenDump.controller(anyViewController, frames: frames)
  }
}

/// A screen object for a controller of type `VC`: typed access to what a user can see and do.
///
/// Subclass it per screen and wrap the screen's structure behind readable members:
///
/// ```swift
/// final class LoginScreen: ViewControllerObject<LoginViewController> {
///   var status: String? { textIfShown(.identifier("status")) }
///   func logIn(_ user: String, _ password: String, at callSite: CallSite = #callSite) async {
///     await reporting(at: callSite) {
///       await type(user, into: .identifier("user"))
///       await type(password, into: .identifier("password"))
///       await tap(.text("Log In"))
///       await finishAppWork()
///     }
///   }
/// }
/// ```
open class ViewControllerObject<VC: UIViewController>: AnyViewControllerObject {
  /// The controller, typed.
  public let viewController: VC

  /// Creates the object for `viewController` on `stage`; the stage and registry call this.
  ///
  /// - Parameters:
  ///   - viewController: The controller.
  ///   - stage: The stage showing it.
  public required init(viewController: VC, stage: Stage) {
    self.viewController = viewController
    super.init(anyViewController: viewController, stage: stage)
  }
}
