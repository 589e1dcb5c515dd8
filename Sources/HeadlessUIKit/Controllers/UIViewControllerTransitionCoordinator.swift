#if !canImport(UIKit)
  import Foundation

  /// A key for the controllers of a transition, as UIKit's.
  public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(
      rawValue: "UITransitionContextFromViewController")
    /// The controller that is visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(
      rawValue: "UITransitionContextToViewController")
  }

  /// What a transition coordinator tells about its transition, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive; never in HeadlessUIKit.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled; never in HeadlessUIKit.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds (before the window layer's speed).
    var transitionDuration: TimeInterval { get }
    /// The presentation style, for presentations and dismissals; `.none` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view that contains the transition.
    var containerView: UIView { get }
    /// A controller of the transition.
    ///
    /// - Parameter key: `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  }

  /// Coordinates work with a running transition, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// Runs `animation` alongside the transition (at once: HeadlessUIKit applies changes
    /// immediately) and `completion` when the transition ends; returns `true`.
    ///
    /// - Parameters:
    ///   - animation: Changes to make alongside the transition.
    ///   - completion: Called after the transition ended.
    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
  }

  /// HeadlessUIKit's coordinator for a presentation, dismissal, push or pop.
  @preconcurrency @MainActor
  final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    let containerView: UIView
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var participants: [UIViewController] = []

    init(
      from: UIViewController?, to: UIViewController?, animated: Bool, duration: TimeInterval,
      style: UIModalPresentationStyle, container: UIView, participants: [UIViewController]
    ) {
      self.from = from
      self.to = to
      self.isAnimated = animated
      self.transitionDuration = animated ? duration : 0
      self.presentationStyle = style
      self.containerView = container
      self.participants = participants
      for controller in participants { controller.transitionCoordinatorStorage = self }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      switch key {
      case .from: from
      case .to: to
      default: nil
      }
    }

    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    /// Detaches from the participants and runs the completions, once.
    func finish() {
      for controller in participants where controller.transitionCoordinatorStorage === self {
        controller.transitionCoordinatorStorage = nil
      }
      participants = []
      let pending = completions
      completions = []
      for completion in pending { completion(self) }
    }
  }

  extension UIViewController {
    /// The coordinator of the transition this controller (or an ancestor) takes part in, if any.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      var current: UIViewController? = self
      while let controller = current {
        if let coordinator = controller.transitionCoordinatorStorage { return coordinator }
        current = controller.parent
      }
      return nil
    }
  }
#endif
