#if !canImport(UIKit)
  import Foundation

  /// Which view of a transition, for `view(forKey:)`, as UIKit's.
  public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller visible at the start.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller visible at the end.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
  }

  /// What an animator is given to run a transition, as UIKit's: the container, the two
  /// controllers and their views, their frames, and the call that ends the transition.
  @preconcurrency @MainActor
  public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a presentation or dismissal.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition: none.
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition has gone.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends an interactive transition by completing it.
    func finishInteractiveTransition()
    /// Ends an interactive transition by cancelling it.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Ends the transition: call it when the animations are done.
    func completeTransition(_ didComplete: Bool)
    /// The controller for a key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for a key.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view is at the start (`.zero` when it is not yet shown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view is at the end (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
  }

  /// An object that animates a transition, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    /// Runs the transition's animations, then calls the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told when the transition has ended.
    func animationEnded(_ transitionCompleted: Bool)
  }

  extension UIViewControllerAnimatedTransitioning {
    /// Told when the transition has ended; nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) { optionalRequirementDefault() }
  }

  /// An object that drives a transition from a gesture, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  }

  /// Gives the objects of a custom presentation or dismissal, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of a presentation; `nil` (the standard one) by default.
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of a dismissal; `nil` by default.
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    /// The driver of an interactive presentation; `nil` by default.
    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The driver of an interactive dismissal; `nil` by default.
    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    )
      -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation; `nil` by default.
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController?
  }

  extension UIViewControllerTransitioningDelegate {
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { optionalRequirementDefault(nil) }
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { optionalRequirementDefault(nil) }
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { optionalRequirementDefault(nil) }
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    )
      -> (any UIViewControllerInteractiveTransitioning)?
    { optionalRequirementDefault(nil) }
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? { optionalRequirementDefault(nil) }
  }

  /// Drives an interactive transition by a completion percentage, as UIKit's; without a finger,
  /// `finish()` and `cancel()` end it at once.
  @preconcurrency @MainActor
  open class UIPercentDrivenInteractiveTransition: NSObject,
    UIViewControllerInteractiveTransitioning
  {
    /// How long the transition takes.
    open var duration: CGFloat { 0.3 }
    /// How far it has gone.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed at which the rest completes.
    open var completionSpeed: CGFloat = 1
    /// Whether it starts driven by the gesture.
    open var wantsInteractiveStart = true
    private weak var context: (any UIViewControllerContextTransitioning)?

    public override init() { super.init() }

    open func startInteractiveTransition(
      _ transitionContext: any UIViewControllerContextTransitioning
    ) {
      context = transitionContext
    }

    /// Reports how far the transition has gone.
    open func update(_ percentComplete: CGFloat) {
      self.percentComplete = min(max(percentComplete, 0), 1)
      context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Completes the transition.
    open func finish() { context?.finishInteractiveTransition() }

    /// Cancels the transition.
    open func cancel() { context?.cancelInteractiveTransition() }
  }

  /// The context HeadlessUIKit gives an app's animator: the transition ends — appearance
  /// callbacks, the completion — when the animator calls `completeTransition(_:)`.
  @MainActor
  final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    /// A presenter whose view the transition leaves alone (a presentation that keeps it shown):
    /// `view(forKey:)` gives no view for it, as UIKit's context does.
    private weak var untouchedPresenter: UIViewController?
    private var complete: ((Bool) -> Void)?

    init(
      container: UIView, from: UIViewController?, to: UIViewController?,
      style: UIModalPresentationStyle, untouchedPresenter: UIViewController?,
      complete: @escaping (Bool) -> Void
    ) {
      containerView = container
      fromController = from
      toController = to
      presentationStyle = style
      self.untouchedPresenter = untouchedPresenter
      self.complete = complete
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { isInteractive = true }
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
      guard let complete else { return }
      self.complete = nil
      complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
      guard let controller = key == .from ? fromController : key == .to ? toController : nil,
        controller !== untouchedPresenter
      else { return nil }
      return controller.viewIfLoaded
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
      vc === fromController ? (vc.viewIfLoaded?.frame ?? .zero) : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
      vc === toController ? (vc.viewIfLoaded?.frame ?? containerView.bounds) : .zero
    }
  }

  /// Runs a transition with the app's animator when there is one (the transition ends when it
  /// calls `completeTransition(_:)`, then it hears `animationEnded(_:)`), else as HeadlessUIKit
  /// runs its own: after the scaled duration, or on the next turn. A transition the animator
  /// reports cancelled (`completeTransition(false)`) ends as completed: HeadlessUIKit does not
  /// undo a presentation or push.
  @MainActor
  @discardableResult
  func runTransition(
    animator: (any UIViewControllerAnimatedTransitioning)?, from: UIViewController?,
    to: UIViewController?, style: UIModalPresentationStyle, container: UIView?,
    untouchedPresenter: UIViewController? = nil, in window: UIWindow?, animated: Bool,
    duration: TimeInterval, label: String, end: @escaping @MainActor () -> Void
  ) -> Transition {
    guard let animator, let container, animated else {
      return runTransition(
        in: window, animated: animated, duration: duration, label: label, end: end)
    }
    let transition = Transition(window: window, end: end)
    let context = ViewControllerTransitionContext(
      container: container, from: from, to: to, style: style,
      untouchedPresenter: untouchedPresenter
    ) { completed in
      transition.finish()
      animator.animationEnded(completed)
    }
    animator.animateTransition(using: context)
    return transition
  }
#endif
