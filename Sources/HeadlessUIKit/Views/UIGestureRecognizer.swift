#if !canImport(UIKit)
  import Foundation

  /// The base of UIKit's gesture recognizers, with UIKit's targets, states, delegate and failure
  /// requirements.
  ///
  /// HeadlessUIKit has no touch screen: a recognizer recognizes when a test performs a user's
  /// gesture through the testing SPI (`UIView.userTapGesture(taps:touches:)`,
  /// `userSwipeGesture(_:)`, `userLongPressGesture()`, `userPanGesture(by:)`), which offers the
  /// gesture to the recognizers of the touched view and its superviews as UIKit would.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIGestureRecognizer: NSObject {
    /// A recognizer's state, as UIKit's.
    public enum State: Int, Sendable {
      /// Not recognized yet.
      case possible = 0
      /// A continuous gesture began.
      case began = 1
      /// A continuous gesture changed.
      case changed = 2
      /// The gesture ended (was recognized).
      case ended = 3
      /// The gesture was cancelled.
      case cancelled = 4
      /// The gesture failed.
      case failed = 5

      /// A discrete gesture was recognized (`ended`).
      public static let recognized = State.ended
    }

    /// The state: `.possible` between gestures; `.ended`/`.recognized` (discrete), or
    /// `.began`…`.ended` (continuous) while the recognizer's actions run.
    open var state = State.possible

    /// Whether the recognizer is enabled; a disabled one recognizes nothing.
    open var isEnabled = true

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Whether a recognized gesture cancels the view's touches.
    open var cancelsTouchesInView = true

    /// Whether touches wait for the recognizer to fail before they begin.
    open var delaysTouchesBegan = false

    /// Whether touches wait for the recognizer before they end.
    open var delaysTouchesEnded = true

    /// A name for debugging.
    open var name: String?

    /// The delegate: asked whether to begin, to recognize alongside others, to require failures.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The targets and actions, in the order added; targets are held weakly.
    private var targets: [(target: WeakTarget, action: Selector)] = []

    /// Recognizers that must fail before this one may recognize.
    var requiredToFail: [WeakRecognizer] = []

    /// Where the current gesture touches, in the window's coordinates.
    var touchLocationInWindow = CGPoint.zero

    /// Creates a recognizer that sends `action` to `target` when it recognizes.
    ///
    /// - Parameters:
    ///   - target: The receiver of the action, or `nil`.
    ///   - action: The selector; it takes no argument or the recognizer.
    public init(target: Any?, action: Selector?) {
      super.init()
      if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
      self.init(target: nil, action: nil)
    }

    /// Adds a target and action; the same pair is added once.
    ///
    /// - Parameters:
    ///   - target: The receiver (not retained, as UIKit).
    ///   - action: The selector.
    open func addTarget(_ target: Any, action: Selector) {
      let object = target as AnyObject
      guard !targets.contains(where: { $0.target.object === object && $0.action == action }) else {
        return
      }
      targets.append((WeakTarget(object), action))
    }

    /// Removes a target's action; a `nil` target or action matches all.
    ///
    /// - Parameters:
    ///   - target: The receiver, or `nil` for every target.
    ///   - action: The selector, or `nil` for every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
      let object = target.map { $0 as AnyObject }
      targets.removeAll { entry in
        (object == nil || entry.target.object === object)
          && (action == nil || entry.action == action)
      }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    ///
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
      requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Where the gesture is, in `view`'s coordinates (the window's when `view` is `nil`).
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
      guard let view else { return touchLocationInWindow }
      return view.convert(touchLocationInWindow, from: nil)
    }

    /// How many touches the gesture has: 1 unless the gesture says otherwise.
    open var numberOfTouches: Int { currentTouches }

    var currentTouches = 1

    /// Where one touch is, in `view`'s coordinates; all touches share the gesture's location.
    ///
    /// - Parameters:
    ///   - touchIndex: The touch.
    ///   - view: The view whose coordinates to use.
    /// - Returns: The location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
      location(in: view)
    }

    /// Resets after a gesture; subclasses clear their own state.
    open func reset() {}

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// Touches began in the view; a custom recognizer's subclass follows them and sets `state`.
    /// HeadlessUIKit's user gestures deliver a tap's touches here before its own recognizers
    /// decide (see `userTapGesture(taps:touches:)`); the built-in recognizers ignore them.
    ///
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: Their event.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches moved; see `touchesBegan(_:with:)`.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches ended; see `touchesBegan(_:with:)`.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: Their event.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches were cancelled; see `touchesBegan(_:with:)`.
    ///
    /// - Parameters:
    ///   - touches: The touches cancelled.
    ///   - event: Their event.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Estimated properties of touches were updated; does nothing by default.
    ///
    /// - Parameter touches: The touches.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Stops delivering a touch to this recognizer; HeadlessUIKit delivers a touch once, so
    /// there is nothing further to stop.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: Its event.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}

    /// Whether this recognizer, recognizing, prevents another; `true` by default, as UIKit's.
    ///
    /// - Parameter preventedGestureRecognizer: The other recognizer.
    /// - Returns: Whether it is prevented.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether another recognizer, recognizing, prevents this one; `true` by default.
    ///
    /// - Parameter preventingGestureRecognizer: The other recognizer.
    /// - Returns: Whether this one is prevented.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }

    /// Whether this recognizer waits for another to fail; `false` by default. HeadlessUIKit
    /// asks it with `require(toFail:)` and the delegate's answers.
    ///
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether this one waits.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    /// Whether another recognizer waits for this one to fail; `false` by default.
    ///
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether the other waits.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    /// Whether this recognizer, being what it is, can take the gesture; subclasses narrow it.
    func accepts(_ gesture: UserGesture) -> Bool { false }

    /// Sets this recognizer's gesture-specific values before it reports `state`.
    func prepare(for gesture: UserGesture, step: Int) {}

    /// The states a recognized gesture goes through: `.ended` for a discrete gesture,
    /// `.began`, `.changed`, `.ended` for a continuous one.
    func states(for gesture: UserGesture) -> [State] { [.ended] }

    /// Sends the actions for a recognized gesture, through its states, then resets.
    func recognize(_ gesture: UserGesture) {
      currentTouches = gesture.touches
      for (step, next) in states(for: gesture).enumerated() {
        prepare(for: gesture, step: step)
        state = next
        sendActions()
      }
      state = .possible
      reset()
    }

    /// A custom subclass set `.recognized` in its touch methods: its actions run, then it resets.
    func finishCustomRecognition() {
      sendActions()
      state = .possible
      reset()
    }

    private func sendActions() {
      for entry in targets {
        guard let target = entry.target.object else { continue }
        let selector = entry.action
        let method = portedMethod(for: selector, on: target)
        // An action of no argument or of the recognizer (UIKit passes the recognizer).
        if method?.arguments == 0 {
          send(selector, to: target)
        } else {
          send(selector, to: target, self)
        }
      }
    }

    /// Whether the view's own rules let this recognizer begin (`UIView.gestureRecognizerShouldBegin`)
    /// and the delegate agrees.
    func shouldBegin() -> Bool {
      if let view, !view.gestureRecognizerShouldBegin(self) { return false }
      if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
      return true
    }
  }

  /// A recognizer held weakly.
  struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
  }

  /// What a test's user does: a tap, a long press, a swipe or a pan.
  enum UserGesture {
    case tap(taps: Int, touches: Int)
    case longPress(touches: Int)
    case swipe(UISwipeGestureRecognizer.Direction, touches: Int)
    case pan(CGPoint, touches: Int)
    /// Two fingers moving apart (scale above 1) or together.
    case pinch(CGFloat)
    /// Two fingers turning, by radians (positive: clockwise).
    case rotation(CGFloat)
    /// One finger dragging in from an edge of the screen.
    case edgePan(UIRectEdge, CGPoint)

    var touches: Int {
      switch self {
      case .tap(_, let touches), .longPress(let touches), .swipe(_, let touches),
        .pan(_, let touches):
        return touches
      case .pinch, .rotation: return 2
      case .edgePan: return 1
      }
    }
  }

  /// The delegate of a gesture recognizer, as UIKit's; every method is optional.
  @preconcurrency @MainActor
  public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may begin; `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize together; `false` by default.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail; `false` by default.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for this one to fail; `false` by default.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer receives a touch; `true` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
  }

  extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      optionalRequirementDefault(true)
    }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { optionalRequirementDefault(false) }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { optionalRequirementDefault(false) }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { optionalRequirementDefault(false) }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { optionalRequirementDefault(true) }
  }

  /// A touch, as UIKit's: where it is, in which view and window, and how many taps it made.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITouch: NSObject {
    /// The view touched.
    open internal(set) weak var view: UIView?
    /// The window touched.
    open internal(set) weak var window: UIWindow?
    /// How many times the finger tapped.
    open internal(set) var tapCount = 1
    /// Where the touch is in its sequence: began, moved, ended or cancelled.
    open internal(set) var phase = Phase.began
    /// When the touch began or last changed, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// What touched: a finger on the screen.
    open var type: TouchType { .direct }
    /// The force of the touch; a finger on a screen without 3D Touch has none (0).
    open var force: CGFloat { 0 }
    /// The greatest force a touch can have; 0 without 3D Touch.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch, in points: a fingertip's.
    open var majorRadius: CGFloat { 20 }
    /// How far `majorRadius` may be off, in points.
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The gesture recognizers that receive the touch: those of its view and its ancestors.
    open var gestureRecognizers: [UIGestureRecognizer]? {
      var found: [UIGestureRecognizer] = []
      var current = view
      while let each = current {
        found += each.gestureRecognizers ?? []
        current = each.superview
      }
      return found
    }
    let locationInWindow: CGPoint
    let previousLocationInWindow: CGPoint

    /// A touch's phase.
    public enum Phase: Int, Sendable {
      /// A finger touched down.
      case began = 0
      /// A finger moved.
      case moved = 1
      /// A finger rests without moving.
      case stationary = 2
      /// A finger lifted.
      case ended = 3
      /// The system cancelled the touch.
      case cancelled = 4
      /// A pointer entered the window's region.
      case regionEntered = 5
      /// A pointer moved within the region.
      case regionMoved = 6
      /// A pointer left the region.
      case regionExited = 7
    }

    /// What touched the screen.
    public enum TouchType: Int, Sendable {
      /// A finger on the screen.
      case direct = 0
      /// A touch not on the screen.
      case indirect = 1
      /// Apple Pencil.
      case pencil = 2
      /// A pointer.
      case indirectPointer = 3
      /// Apple Pencil, by its former name.
      public static var stylus: TouchType { .pencil }
    }

    init(
      view: UIView?, locationInWindow: CGPoint, tapCount: Int,
      previousLocationInWindow: CGPoint? = nil
    ) {
      self.view = view
      self.window = view?.window
      self.locationInWindow = locationInWindow
      self.previousLocationInWindow = previousLocationInWindow ?? locationInWindow
      self.tapCount = tapCount
      super.init()
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the window's when
    /// `nil`); where it is, for a touch that has not moved.
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The location.
    open func previousLocation(in view: UIView?) -> CGPoint {
      guard let view else { return previousLocationInWindow }
      return view.convert(previousLocationInWindow, from: nil)
    }

    /// Where the touch is, precisely; a finger's location here.
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The location.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// Where the touch was before its last move, precisely.
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The location.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
      guard let view else { return locationInWindow }
      return view.convert(locationInWindow, from: nil)
    }
  }

  // MARK: Concrete recognizers

  /// Recognizes taps, as UIKit's (discrete).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps the gesture needs; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1

    override func accepts(_ gesture: UserGesture) -> Bool {
      guard case .tap(let taps, let touches) = gesture else { return false }
      return taps == numberOfTapsRequired && touches == numberOfTouchesRequired
    }
  }

  /// Recognizes a press held in place, as UIKit's (continuous: began, then ended).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many taps precede the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How many fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far the finger may move, in points; 10 by default.
    open var allowableMovement: CGFloat = 10

    override func accepts(_ gesture: UserGesture) -> Bool {
      guard case .longPress(let touches) = gesture else { return false }
      return touches == numberOfTouchesRequired
    }

    override func states(for gesture: UserGesture) -> [State] { [.began, .ended] }
  }

  /// Recognizes a swipe in given directions, as UIKit's (discrete).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as UIKit's.
    public struct Direction: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Towards the right.
      public static let right = Direction(rawValue: 1 << 0)
      /// Towards the left.
      public static let left = Direction(rawValue: 1 << 1)
      /// Upwards.
      public static let up = Direction(rawValue: 1 << 2)
      /// Downwards.
      public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; `.right` by default.
    open var direction = Direction.right
    /// How many fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1

    override func accepts(_ gesture: UserGesture) -> Bool {
      guard case .swipe(let swiped, let touches) = gesture else { return false }
      return direction.contains(swiped) && touches == numberOfTouchesRequired
    }
  }

  /// Recognizes a drag, as UIKit's (continuous: began, changed, ended), with its translation.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the gesture needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers the gesture allows.
    open var maximumNumberOfTouches = Int.max

    private var translationInWindow = CGPoint.zero
    private var velocityInWindow = CGPoint.zero

    /// How far the finger moved since the gesture began (or the last `setTranslation`), in
    /// `view`'s coordinate space.
    ///
    /// - Parameter view: The view whose coordinates to use (only its scale matters here).
    /// - Returns: The translation.
    open func translation(in view: UIView?) -> CGPoint { translationInWindow }

    /// Resets the translation, as a handler does after applying it.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view whose coordinates it is in.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      translationInWindow = translation
    }

    /// The speed of the drag, in points per second: the whole translation over the gesture's
    /// nominal 0.25 s.
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The velocity.
    open func velocity(in view: UIView?) -> CGPoint { velocityInWindow }

    override func accepts(_ gesture: UserGesture) -> Bool {
      guard case .pan(_, let touches) = gesture else { return false }
      return (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches))
        .contains(touches)
    }

    override func states(for gesture: UserGesture) -> [State] { [.began, .changed, .ended] }

    override func prepare(for gesture: UserGesture, step: Int) {
      guard case .pan(let offset, _) = gesture else { return }
      switch step {
      case 0:
        translationInWindow = .zero
        velocityInWindow = .zero
      case 1:
        translationInWindow = CGPoint(
          x: translationInWindow.x + offset.x, y: translationInWindow.y + offset.y)
        velocityInWindow = CGPoint(x: offset.x / 0.25, y: offset.y / 0.25)
      default:
        break
      }
    }

    open override func reset() {
      translationInWindow = .zero
      velocityInWindow = .zero
    }
  }

  /// Recognizes two fingers pinching, as UIKit's (continuous), with the scale reached.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the fingers' distance to where they began; 1 before a pinch. A handler may
    /// set it back to 1 after applying it.
    open var scale: CGFloat = 1
    /// The speed of the pinch, in scale per second, over the gesture's nominal 0.25 s.
    open private(set) var velocity: CGFloat = 0

    override func accepts(_ gesture: UserGesture) -> Bool {
      if case .pinch = gesture { return true }
      return false
    }

    override func states(for gesture: UserGesture) -> [State] { [.began, .changed, .ended] }

    override func prepare(for gesture: UserGesture, step: Int) {
      guard case .pinch(let reached) = gesture else { return }
      switch step {
      case 0:
        scale = 1
        velocity = 0
      case 1:
        scale = reached
        velocity = (reached - 1) / 0.25
      default:
        break
      }
    }

    open override func reset() {
      scale = 1
      velocity = 0
    }
  }

  /// Recognizes two fingers turning, as UIKit's (continuous), with the rotation reached.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the gesture began, in radians (positive: clockwise); 0 before one. A
    /// handler may set it back to 0 after applying it.
    open var rotation: CGFloat = 0
    /// The speed of the rotation, in radians per second, over the nominal 0.25 s.
    open private(set) var velocity: CGFloat = 0

    override func accepts(_ gesture: UserGesture) -> Bool {
      if case .rotation = gesture { return true }
      return false
    }

    override func states(for gesture: UserGesture) -> [State] { [.began, .changed, .ended] }

    override func prepare(for gesture: UserGesture, step: Int) {
      guard case .rotation(let reached) = gesture else { return }
      switch step {
      case 0:
        rotation = 0
        velocity = 0
      case 1:
        rotation = reached
        velocity = reached / 0.25
      default:
        break
      }
    }

    open override func reset() {
      rotation = 0
      velocity = 0
    }
  }

  /// Recognizes a drag that starts at an edge of the screen, as UIKit's (the interactive back
  /// swipe's kind): a pan whose `edges` say which edges it begins at.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start at; none by default, as UIKit's (set it, or nothing is
    /// recognized).
    open var edges: UIRectEdge = []

    override func accepts(_ gesture: UserGesture) -> Bool {
      guard case .edgePan(let edge, _) = gesture else { return false }
      return !edges.intersection(edge).isEmpty
    }

    override func prepare(for gesture: UserGesture, step: Int) {
      guard case .edgePan(_, let offset) = gesture else { return }
      super.prepare(for: .pan(offset, touches: 1), step: step)
    }
  }

  /// The edges of a rectangle, as UIKit's.
  public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
  }

  // MARK: Views

  extension UIView {
    /// The recognizers attached to the view, in the order added; `nil` when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
      get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
      set {
        for recognizer in attachedRecognizers { recognizer.view = nil }
        attachedRecognizers = newValue ?? []
        for recognizer in attachedRecognizers { recognizer.view = self }
      }
    }

    /// Attaches a recognizer; one attached to another view moves here.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      if let previous = gestureRecognizer.view, previous !== self {
        previous.removeGestureRecognizer(gestureRecognizer)
      }
      guard !attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
      attachedRecognizers.append(gestureRecognizer)
      gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      attachedRecognizers.removeAll { $0 === gestureRecognizer }
      if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
  }
#endif
