#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// The options of a keyframe animation: `AnimationOptions`' first bits, and how values
    /// between keyframes are calculated.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
      public var rawValue: UInt
      /// Creates options from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Lay out subviews at commit time.
      public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
      /// Allow user interaction while animating.
      public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
      /// Start from the current presentation state.
      public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
      /// Repeat indefinitely.
      public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
      /// Run backwards and forwards.
      public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
      /// Ignore a nested animation's duration.
      public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
      /// Ignore a nested animation's options.
      public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
      /// Linear interpolation between keyframes (the default).
      public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
      /// No interpolation: each keyframe's values at once.
      public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
      /// Even pacing.
      public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
      /// A smooth curve through the keyframes.
      public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
      /// A smooth curve, evenly paced.
      public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframes `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` adds
    /// while a keyframe animation's block runs, in the order added.
    static var pendingKeyframes: [(start: Double, run: @MainActor () -> Void)]?

    /// Animates changes in keyframes; HeadlessUIKit, as for
    /// ``animate(withDuration:delay:options:animations:completion:)``, applies every change at
    /// once — the keyframes in the order of their start times (the order added for equal ones),
    /// so the last keyframe's values are the view's, as when UIKit's animation ends — and
    /// completes after `delay + duration`.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - delay: The delay before it starts, in seconds.
    ///   - options: The keyframe options.
    ///   - animations: The block that adds the keyframes (and may change views itself).
    ///   - completion: Called with `true` when the animation ends.
    public class func animateKeyframes(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: delay,
        options: AnimationOptions(rawValue: options.rawValue & 0x3FF),
        animations: {
          let outer = pendingKeyframes
          pendingKeyframes = []
          animations()
          let keyframes = pendingKeyframes ?? []
          pendingKeyframes = outer
          let ordered = keyframes.enumerated().sorted {
            $0.element.start != $1.element.start
              ? $0.element.start < $1.element.start : $0.offset < $1.offset
          }
          for (_, keyframe) in ordered { keyframe.run() }
        }, completion: completion)
    }

    /// Animates changes in keyframes and tells when they end; see
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - delay: The delay before it starts, in seconds.
    ///   - options: The keyframe options.
    ///   - animations: The block that adds the keyframes.
    /// - Returns: `true`, when the animation ends.
    @discardableResult
    public class func animateKeyframes(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void
    ) async -> Bool {
      await withCheckedContinuation { continuation in
        animateKeyframes(
          withDuration: duration, delay: delay, options: options, animations: animations
        ) { finished in continuation.resume(returning: finished) }
      }
    }

    /// Adds a keyframe to the keyframe animation whose block is running: its changes apply
    /// with the others when the block ends, in start-time order. Outside such a block, as in
    /// UIKit, the changes apply at once.
    ///
    /// - Parameters:
    ///   - frameStartTime: When the keyframe starts, as a fraction (0–1) of the animation.
    ///   - frameDuration: How long it lasts, as a fraction of the animation.
    ///   - animations: The keyframe's changes.
    public class func addKeyframe(
      withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
      animations: @escaping @MainActor () -> Void
    ) {
      guard pendingKeyframes != nil else {
        animations()
        return
      }
      pendingKeyframes?.append((start: frameStartTime, run: animations))
    }
  }
#endif
