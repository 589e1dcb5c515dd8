#if !canImport(UIKit)
  import Foundation

  /// Collects the windows whose views an animation block changes, to own the animation's timer.
  @preconcurrency @MainActor
  final class AnimationWindowCollector {
    private(set) var windows: [UIWindow] = []

    func note(_ window: UIWindow?) {
      guard let window, !windows.contains(where: { $0 === window }) else { return }
      windows.append(window)
    }
  }

  extension UIView {
    /// Begins a block of changes to animate (deprecated since iOS 13: `animate(withDuration:…)`).
    /// HeadlessUIKit applies each change at once, as an animation's end state.
    ///
    /// - Parameters:
    ///   - animationID: The block's name.
    ///   - context: Passed to the delegate; ignored.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

    /// Ends a block begun with `beginAnimations(_:context:)`; its changes were applied already.
    public class func commitAnimations() {}

    /// The block's duration; recorded nothing (changes apply at once).
    ///
    /// - Parameter duration: The duration, in seconds.
    public class func setAnimationDuration(_ duration: TimeInterval) {}

    /// The block's delay; ignored.
    ///
    /// - Parameter delay: The delay, in seconds.
    public class func setAnimationDelay(_ delay: TimeInterval) {}

    /// The block's curve; ignored.
    ///
    /// - Parameter curve: The curve.
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}

    /// Whether the block repeats back to its start; ignored.
    ///
    /// - Parameter repeatAutoreverses: Whether it does.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// How often the block repeats; ignored.
    ///
    /// - Parameter repeatCount: The count.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Whether the block starts from the current state; ignored.
    ///
    /// - Parameter fromCurrentState: Whether it does.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// The block's delegate, told through the selectors below; ignored (nothing animates).
    ///
    /// - Parameter delegate: The delegate.
    public class func setAnimationDelegate(_ delegate: Any?) {}

    /// The selector the delegate hears when the block starts; ignored.
    ///
    /// - Parameter selector: The selector.
    public class func setAnimationWillStart(_ selector: Selector?) {}

    /// The selector the delegate hears when the block stops; ignored.
    ///
    /// - Parameter selector: The selector.
    public class func setAnimationDidStop(_ selector: Selector?) {}

    /// Options for view animations, as UIKit's; HeadlessUIKit records nothing of the curve.
    public struct AnimationOptions: OptionSet, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates options from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Lay out subviews at commit time.
      public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
      /// Allow user interaction while animating.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Start from the current presentation state.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Repeat indefinitely.
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      /// Run backwards and forwards.
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
      /// Ignore a nested animation's duration.
      public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
      /// Ignore a nested animation's curve.
      public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
      /// Allow animated content.
      public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
      /// Show/hide instead of add/remove in transitions.
      public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
      /// Ignore a nested animation's options.
      public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
      /// Ease in and out.
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// No transition.
      public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
      /// Flip from the left.
      public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
      /// Flip from the right.
      public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
      /// Curl up.
      public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
      /// Curl down.
      public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
      /// Cross-dissolve.
      public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
      /// Flip from the top.
      public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
      /// Flip from the bottom.
      public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Whether animations are enabled (process-wide, as in UIKit).
    static var animationsEnabledStorage = true

    /// The windows touched by the running animation block, while one runs.
    static var currentAnimationWindows: AnimationWindowCollector?

    /// Whether animations are enabled.
    public class var areAnimationsEnabled: Bool { animationsEnabledStorage }

    /// Enables or disables animations for the whole process, as UIKit's.
    ///
    /// - Parameter enabled: Whether animations run.
    public class func setAnimationsEnabled(_ enabled: Bool) {
      animationsEnabledStorage = enabled
    }

    /// Runs a block with animations disabled.
    ///
    /// - Parameter actionsWithoutAnimation: The changes to make without animation.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let previous = animationsEnabledStorage
      animationsEnabledStorage = false
      actionsWithoutAnimation()
      animationsEnabledStorage = previous
    }

    /// Animates changes; HeadlessUIKit applies them at once and completes after the duration.
    ///
    /// The completion runs after `delay + duration` (scaled by the window layer's speed) when
    /// animations are enabled and the total is positive, else on the next main-queue turn.
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - delay: The delay before it starts, in seconds.
    ///   - options: The animation options.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animation ends.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      let collector = AnimationWindowCollector()
      let outer = currentAnimationWindows
      currentAnimationWindows = collector
      animations()
      currentAnimationWindows = outer
      let window = collector.windows.first
      for touched in collector.windows { outer?.note(touched) }
      let total = (duration.isNaN ? 0 : max(duration, 0)) + (delay.isNaN ? 0 : max(delay, 0))
      let finish: @MainActor () -> Void = { completion?(true) }
      if areAnimationsEnabled && total > 0 {
        Scheduler.schedule(after: total, in: window, label: "UIView animation", finish)
      } else {
        Scheduler.enqueue(in: window, finish)
      }
    }

    /// Animates changes and calls a completion; see ``animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animation ends.
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: 0, options: [], animations: animations,
        completion: completion)
    }

    /// Animates changes; see ``animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - animations: The changes to animate.
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void
    ) {
      animate(
        withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring; timed as ``animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - delay: The delay before it starts, in seconds.
    ///   - dampingRatio: The spring's damping, ignored.
    ///   - velocity: The spring's initial velocity, ignored.
    ///   - options: The animation options.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animation ends.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: delay, options: options, animations: animations,
        completion: completion)
    }

    /// Runs a transition animation on a view; timed as ``animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: The animation's duration in seconds.
    ///   - options: The animation options.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animation ends.
    public class func transition(
      with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
      animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: 0, options: options,
        animations: {
          view.noteAnimatableChange()
          animations?()
        }, completion: completion)
    }
  }
#endif
