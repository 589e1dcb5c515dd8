#if !canImport(UIKit)
  import Foundation

  /// How a controller is presented, as UIKit's.
  public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed, so it gets disappear callbacks.
    case fullScreen = 0
    /// A sheet (the default since iOS 13); the presenter stays and gets no callbacks.
    case pageSheet = 1
    /// A smaller sheet; the presenter stays.
    case formSheet = 2
    /// Covers the nearest `definesPresentationContext` ancestor, whose views are removed.
    case currentContext = 3
    /// A custom presentation.
    case custom = 4
    /// Covers the screen; the presenter's views stay.
    case overFullScreen = 5
    /// Covers the presentation context; its views stay.
    case overCurrentContext = 6
    /// A popover; adapted to a sheet in compact width unless the delegate says `.none`.
    case popover = 7
    /// Covers the screen with a blur (tvOS).
    case blurOverFullScreen = 8
    /// No adaptation (only meaningful from an adaptive delegate).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
  }

  /// How a presentation animates, as UIKit's; stored only.
  public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up.
    case coverVertical = 0
    /// Flips.
    case flipHorizontal = 1
    /// Cross-dissolves.
    case crossDissolve = 2
    /// Curls up.
    case partialCurl = 3
  }

  /// The arrow directions of a popover, as UIKit's.
  public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates directions from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
    /// Unknown.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
  }

  /// A presentation's delegate, as UIKit's; every requirement has UIKit's default.
  @preconcurrency @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in compact width; `.automatic` (the default) keeps UIKit's choice.
    ///
    /// - Parameter controller: The presentation controller.
    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    /// The style to adapt to for some traits; the default asks `adaptivePresentationStyle(for:)`.
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The traits adapted to.
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether an interactive dismissal may proceed; `true` by default.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    /// Called when an interactive dismissal starts.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after an interactive dismissal ended.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user tries to dismiss a controller that is modal in presentation.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's default: no opinion (`.automatic`).
    ///
    /// - Parameter controller: The presentation controller.
    public func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    { optionalRequirementDefault(.automatic) }
    /// UIKit's default: asks `adaptivePresentationStyle(for:)`.
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The traits adapted to.
    public func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      optionalRequirementDefault(adaptivePresentationStyle(for: controller))
    }
    /// UIKit's default: `true`.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { optionalRequirementDefault() }
  }

  /// A popover's delegate, as UIKit's; every requirement has UIKit's default.
  @preconcurrency @MainActor
  public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate
  {
    /// Called before the popover is presented.
    ///
    /// - Parameter popoverPresentationController: The popover.
    func prepareForPopoverPresentation(
      _ popoverPresentationController: UIPopoverPresentationController)
  }

  extension UIPopoverPresentationControllerDelegate {
    /// UIKit's default: nothing.
    ///
    /// - Parameter popoverPresentationController: The popover.
    public func prepareForPopoverPresentation(
      _ popoverPresentationController: UIPopoverPresentationController
    ) { optionalRequirementDefault() }
  }

  /// Manages a presented controller's presentation, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPresentationController: NSObject {
    /// The presented controller (a plain controller if it was released).
    public var presentedViewController: UIViewController {
      if let presentedWeak { return presentedWeak }
      let orphan = UIViewController()
      presentedWeak = orphan
      orphanStorage = orphan
      return orphan
    }
    private weak var presentedWeak: UIViewController?
    private var orphanStorage: UIViewController?
    /// The controller that presents (or will present) it.
    open var presentingViewController: UIViewController {
      presentedViewController.presentingStorage ?? presentedViewController
    }
    /// The delegate, consulted for adaptation and interactive dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style the presentation was asked for.
    open var presentationStyle: UIModalPresentationStyle {
      presentedViewController.modalPresentationStyle
    }
    /// The style the presentation uses after adaptation.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
      presentedViewController.effectivePresentationStyle
    }
    /// The traits of the presentation.
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }
    /// The presented view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// The container view; HeadlessUIKit presents straight into the window.
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.superview }

    /// Where the presented view goes in the container in a `.custom` presentation: all of it by
    /// default (override it for a partial sheet).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once presented; `false` by default.
    open var shouldRemovePresentersView: Bool { false }

    /// Told before the presentation transition starts (add chrome, a dimming view, here).
    open func presentationTransitionWillBegin() {}
    /// Told when the presentation transition has ended.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Told before the dismissal transition starts.
    open func dismissalTransitionWillBegin() {}
    /// Told when the dismissal transition has ended.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Told before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Told after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: The presented controller.
    ///   - presentingViewController: The presenting controller, ignored (it is found at present).
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentedWeak = presentedViewController
      super.init()
    }

    /// Simulates the user swiping a sheet down or tapping outside a popover; returns whether it
    /// started.
    ///
    /// A controller that `isModalInPresentation` refuses and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`; otherwise `…ShouldDismiss` may refuse, then
    /// `…WillDismiss`, the dismissal, and `…DidDismiss` after it.
    @_spi(Testing)
    @discardableResult
    public func userDismissInteractively() -> Bool {
      let presented = presentedViewController
      guard presented.presentingStorage != nil, !presented.isTransitionInFlight else {
        return false
      }
      guard presented.effectivePresentationStyle != .fullScreen,
        presented.effectivePresentationStyle != .overFullScreen
      else { return false }
      if presented.isModalInPresentation {
        delegate?.presentationControllerDidAttemptToDismiss(self)
        return false
      }
      if let delegate, !delegate.presentationControllerShouldDismiss(self) { return false }
      delegate?.presentationControllerWillDismiss(self)
      presented.dismiss(animated: true) { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerDidDismiss(self)
      }
      return true
    }
  }

  /// A popover's presentation controller, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The allowed arrow directions.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction of the arrow while presented.
    open var arrowDirection: UIPopoverArrowDirection {
      presentedViewController.presentingStorage == nil ? .unknown : .up
    }
    /// Views the user can touch without dismissing the popover.
    open var passthroughViews: [UIView]?
    /// The background colour.
    open var backgroundColor: UIColor?
  }
#endif
