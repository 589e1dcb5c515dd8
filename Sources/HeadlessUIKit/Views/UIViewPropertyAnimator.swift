#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// A timing curve of a view animation, as UIKit's.
    public enum AnimationCurve: Int, Sendable {
      /// Slow at the start and end.
      case easeInOut = 0
      /// Slow at the start.
      case easeIn = 1
      /// Slow at the end.
      case easeOut = 2
      /// Even.
      case linear = 3

      /// The curve of a raw value. UIKit's imported enum takes any value, and the keyboard's
      /// notifications carry 7, a curve UIKit does not name; a Swift enum has no value for it, so
      /// 7 is taken as `.easeInOut` (the curve it resembles) rather than `nil`, which app code
      /// written for UIKit force-unwraps.
      ///
      /// - Parameter rawValue: 0–3, or the keyboard's 7.
      public init?(rawValue: Int) {
        switch rawValue {
        case 0, 7: self = .easeInOut
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: return nil
        }
      }
    }
  }

  /// An animator's state, as UIKit's.
  public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped without finishing; `finishAnimation(at:)` ends it.
    case stopped = 2
  }

  /// Where an animation ended, as UIKit's.
  public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start.
    case start = 1
    /// Where it was when stopped.
    case current = 2
  }

  /// The kind of a timing curve, as UIKit's.
  public enum UITimingCurveType: Int, Sendable {
    /// A built-in curve.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A composite of cubic and spring.
    case composed = 3
  }

  /// An object that describes an animation's timing, as UIKit's; HeadlessUIKit keeps it only.
  @preconcurrency @MainActor
  public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
  }

  /// A cubic Bézier timing curve, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when created from one (else `.easeInOut`).
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    open private(set) var controlPoint1: CGPoint
    /// The second control point.
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Creates UIKit's default curve, ease in and out.
    public override convenience init() {
      self.init(animationCurve: .easeInOut)
    }

    /// Creates a built-in curve.
    ///
    /// - Parameter curve: The curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
      animationCurve = curve
      isBuiltin = true
      (controlPoint1, controlPoint2) =
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
      super.init()
    }

    /// Creates a curve from two control points.
    ///
    /// - Parameters:
    ///   - point1: The first control point.
    ///   - point2: The second control point.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
      animationCurve = .easeInOut
      isBuiltin = false
      controlPoint1 = point1
      controlPoint2 = point2
      super.init()
    }

    /// `.builtin` for a built-in curve, else `.cubic`.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }
  }

  /// A spring timing curve, as UIKit's (without the `CGVector` initial velocity).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio (1 is critically damped); UIKit keeps it private.
    let dampingRatio: CGFloat

    /// Creates UIKit's default spring (critically damped).
    public override convenience init() {
      self.init(dampingRatio: 1)
    }

    /// Creates a spring with a damping ratio.
    ///
    /// - Parameter ratio: The damping ratio.
    public init(dampingRatio ratio: CGFloat) {
      dampingRatio = ratio
      super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
  }

  /// An object that runs an interruptible animation, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewAnimating: NSObjectProtocol {
    /// The state.
    var state: UIViewAnimatingState { get }
    /// Whether the animation runs (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs backwards.
    var isReversed: Bool { get set }
    /// How far the animation is, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animation.
    func startAnimation()
    /// Starts the animation after a delay.
    ///
    /// - Parameter delay: The delay in seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation.
    func pauseAnimation()
    /// Stops the animation.
    ///
    /// - Parameter withoutFinishing: `true` ends it at once (no completion); `false` leaves it
    ///   stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation, calling its completions with a position.
    ///
    /// - Parameter finalPosition: Where it ends.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
  }

  /// An animator that takes more animations and completions while it runs, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after a fraction of the remaining duration.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: The fraction of the duration to wait.
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    /// Adds animations.
    ///
    /// - Parameter animation: The changes.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// Adds a completion, called with the position where the animation ended.
    ///
    /// - Parameter completion: The completion.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Continues a stopped or paused animation with other timing.
    ///
    /// - Parameters:
    ///   - parameters: The timing, or `nil` for the original.
    ///   - durationFactor: The fraction of the original duration the rest takes.
    func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  }

  extension UIViewImplicitlyAnimating {
    /// UIKit's default (not implemented): nothing.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: The fraction of the duration to wait.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
      optionalRequirementDefault()
    }
    /// UIKit's default (not implemented): nothing.
    ///
    /// - Parameter animation: The changes.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
      optionalRequirementDefault()
    }
    /// UIKit's default (not implemented): nothing.
    ///
    /// - Parameter completion: The completion.
    public func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    { optionalRequirementDefault() }
    /// UIKit's default (not implemented): nothing.
    ///
    /// - Parameters:
    ///   - parameters: The timing.
    ///   - durationFactor: The fraction of the original duration.
    public func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) { optionalRequirementDefault() }
  }

  /// An interruptible view animation, as UIKit's.
  ///
  /// HeadlessUIKit times it as `UIView.animate`: the animation blocks run (their changes apply
  /// at once, as UIKit's model values do) when the animator starts or pauses, or when added to an
  /// active animator; the animator ends after its remaining duration (plus the delay), scaled by
  /// the window layer's speed, or on the next main-queue turn when that is 0 or animations are
  /// disabled. Then the state becomes `.inactive` and the completions run with `.end` (`.start`
  /// when reversed). `fractionComplete` moves only when set while paused (there is no clock).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before the animation starts, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while animating; `true` by default.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the views itself; `false` by default.
    open var isManualHitTestingEnabled = false
    /// Whether the animation can be paused and stopped; `true` by default.
    open var isInterruptible = true
    /// Whether scrubbing is linear; `true` by default.
    open var scrubsLinearly = true
    /// Whether the animator stays active (paused at the end) when it completes; `false` by default.
    open var pausesOnCompletion = false

    /// The state.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation runs (active and not paused).
    open private(set) var isRunning = false
    /// Whether the animation runs backwards (its completions get `.start`).
    open var isReversed = false

    private var fraction: CGFloat = 0
    /// How far the animation is, 0 to 1; setting it pauses an inactive animator first, and is
    /// ignored while the animation runs.
    open var fractionComplete: CGFloat {
      get { fraction }
      set {
        if state == .inactive { pauseAnimation() }
        guard state == .active, !isRunning else { return }
        fraction = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
      }
    }

    private var pendingAnimations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var pendingDelay: TimeInterval = 0
    /// Bumped whenever a scheduled end no longer applies (pause, stop, finish, restart).
    private var generation = 0
    private weak var window: UIWindow?

    /// Creates an animator with a timing curve; it is `.inactive` until started.
    ///
    /// `required` in HeadlessUIKit, so that `runningPropertyAnimator` can return `Self`.
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - parameters: The timing.
    public required init(
      duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
    ) {
      self.duration = duration
      timingParameters = parameters
      super.init()
    }

    /// Creates an animator with a built-in curve.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - curve: The curve.
    ///   - animations: The changes to animate.
    public convenience init(
      duration: TimeInterval, curve: UIView.AnimationCurve,
      animations: (@MainActor () -> Void)? = nil
    ) {
      self.init(
        duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
      if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator with a cubic Bézier curve.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - point1: The first control point.
    ///   - point2: The second control point.
    ///   - animations: The changes to animate.
    public convenience init(
      duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
      animations: (@MainActor () -> Void)? = nil
    ) {
      self.init(
        duration: duration,
        timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
      if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator with a spring.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - ratio: The spring's damping ratio.
    ///   - animations: The changes to animate.
    public convenience init(
      duration: TimeInterval, dampingRatio ratio: CGFloat,
      animations: (@MainActor () -> Void)? = nil
    ) {
      self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
      if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator and starts it at once (after `delay`).
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - delay: The delay in seconds.
    ///   - options: The animation options (only the curve is kept).
    ///   - animations: The changes to animate.
    ///   - completion: Called with the position where the animation ended.
    /// - Returns: The running animator.
    @discardableResult
    open class func runningPropertyAnimator(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
      let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
      let animator = self.init(
        duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
      animator.addAnimations(animations)
      if let completion { animator.addCompletion(completion) }
      animator.startAnimation(afterDelay: delay)
      return animator
    }

    // MARK: Animations and completions

    /// Adds animations; an active animator applies them at once.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: The fraction of the remaining duration to wait, ignored (the changes
    ///     apply at once).
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
      addAnimations(animation)
    }

    /// Adds animations; an active animator applies them at once.
    ///
    /// - Parameter animation: The changes.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
      if state == .inactive {
        pendingAnimations.append(animation)
      } else {
        apply([animation])
      }
    }

    /// Adds a completion, called with the position where the animation ended.
    ///
    /// - Parameter completion: The completion.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
      completions.append(completion)
    }

    /// Waits for the animation to end; returns the position where it ended (UIKit's async form
    /// of `addCompletion(_:)`). It never returns if the animator is stopped without finishing.
    ///
    /// - Returns: Where the animation ended.
    open func addCompletion() async -> UIViewAnimatingPosition {
      await withCheckedContinuation { continuation in
        addCompletion { continuation.resume(returning: $0) }
      }
    }

    /// Continues a paused or stopped-and-not-finished animation with other timing.
    ///
    /// - Parameters:
    ///   - parameters: The timing, or `nil` to keep the original.
    ///   - durationFactor: The fraction of the original duration the rest takes.
    open func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
      guard state == .active else { return }
      if let parameters { timingParameters = parameters }
      let factor = durationFactor.isNaN ? 1 : max(durationFactor, 0)
      run(remaining: duration * Double(factor) * Double(1 - fraction))
    }

    // MARK: Running

    /// Starts the animation, or resumes a paused one.
    open func startAnimation() {
      startAnimation(afterDelay: 0)
    }

    /// Starts the animation after a delay (its changes apply at once).
    ///
    /// - Parameter delay: The delay in seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
      switch state {
      case .stopped:
        reportUIKitException(
          "It is an error to call -startAnimation on a stopped property animator. "
            + "Finish the animation with -finishAnimationAtPosition: first.")
        return
      case .inactive:
        state = .active
        self.delay = delay.isNaN ? 0 : max(delay, 0)
        apply(pendingAnimations)
        pendingAnimations = []
        run(remaining: self.delay + duration * Double(1 - fraction))
      case .active:
        guard !isRunning else { return }
        run(remaining: (delay.isNaN ? 0 : max(delay, 0)) + duration * Double(1 - fraction))
      }
    }

    /// Pauses the animation; an inactive animator becomes active (its changes apply) and paused.
    open func pauseAnimation() {
      switch state {
      case .stopped:
        return
      case .inactive:
        state = .active
        apply(pendingAnimations)
        pendingAnimations = []
      case .active:
        break
      }
      isRunning = false
      generation += 1
    }

    /// Stops the animation: at once and without completions (`true`), or leaving it `.stopped`
    /// for `finishAnimation(at:)` (`false`).
    ///
    /// - Parameter withoutFinishing: Whether to end it now, without completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
      guard state == .active else { return }
      isRunning = false
      generation += 1
      state = withoutFinishing ? .inactive : .stopped
      if withoutFinishing { pendingAnimations = [] }
    }

    /// Finishes a stopped animation: it becomes `.inactive` and its completions run with the
    /// position. On an animator that is not stopped this is UIKit's exception, reported.
    ///
    /// - Parameter finalPosition: Where the animation ends.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
      guard state == .stopped else {
        reportUIKitException(
          "finishAnimationAtPosition: should only be called on a stopped animator!")
        return
      }
      complete(at: finalPosition)
    }

    private func apply(_ animations: [@MainActor () -> Void]) {
      guard !animations.isEmpty else { return }
      let collector = AnimationWindowCollector()
      let outer = UIView.currentAnimationWindows
      UIView.currentAnimationWindows = collector
      for animation in animations { animation() }
      UIView.currentAnimationWindows = outer
      for touched in collector.windows { outer?.note(touched) }
      if let first = collector.windows.first { window = first }
    }

    private func run(remaining: TimeInterval) {
      isRunning = true
      generation += 1
      let scheduled = generation
      // Strong, as UIKit keeps a running animator alive until it ends.
      let end: @MainActor () -> Void = { [self] in
        guard generation == scheduled, isRunning else { return }
        reachEnd()
      }
      let total = remaining.isNaN ? 0 : max(remaining, 0)
      if UIView.areAnimationsEnabled && total > 0 {
        Scheduler.schedule(after: total, in: window, label: "property animator", end)
      } else {
        Scheduler.enqueue(in: window, end)
      }
    }

    private func reachEnd() {
      fraction = 1
      if pausesOnCompletion {
        isRunning = false
        generation += 1
        return
      }
      complete(at: isReversed ? .start : .end)
    }

    private func complete(at position: UIViewAnimatingPosition) {
      isRunning = false
      generation += 1
      state = .inactive
      fraction = 0
      delay = 0
      let toRun = completions
      completions = []
      for completion in toRun { completion(position) }
    }
  }
#endif
