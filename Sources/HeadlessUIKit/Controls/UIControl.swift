#if !canImport(UIKit)
  import Foundation

  /// The base class of controls, as UIKit's: state, and closure-based actions per control event.
  ///
  /// Actions are kept in the order added; `sendActions(for:)` runs every action whose events
  /// intersect the ones sent. Programmatic value changes send no actions, as in UIKit; the
  /// `@_spi(Testing)` `user…` methods perform a user's change exactly as UIKit delivers it.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIControl: UIView {
    /// The events a control sends, as UIKit's (same raw values).
    public struct Event: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates events from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// A touch went down in the control.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A repeated touch went down in the control (a tap count above one).
      public static let touchDownRepeat = Event(rawValue: 1 << 1)
      /// A finger was dragged inside the control.
      public static let touchDragInside = Event(rawValue: 1 << 2)
      /// A finger was dragged just outside the control.
      public static let touchDragOutside = Event(rawValue: 1 << 3)
      /// A finger was dragged into the control.
      public static let touchDragEnter = Event(rawValue: 1 << 4)
      /// A finger was dragged out of the control.
      public static let touchDragExit = Event(rawValue: 1 << 5)
      /// A touch lifted inside the control: a tap.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A touch lifted outside the control.
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// The system cancelled a touch.
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// The control's value changed (switch, segmented control, slider, stepper).
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// The control's semantic action fired: a button tap, a value change, a text field's return.
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// The control's menu action fired.
      public static let menuActionTriggered = Event(rawValue: 1 << 14)
      /// A text field began editing.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// A text field's text changed by editing.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// A text field ended editing.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// A text field's return key ended editing.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      /// Every touch event.
      public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
      /// Every editing event.
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      /// Events reserved for the application.
      public static let applicationReserved = Event(rawValue: 0x0F00_0000)
      /// Events reserved for the system.
      public static let systemReserved = Event(rawValue: 0xF000_0000)
      /// Every event.
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, as UIKit's (same raw values); `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates a state from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The normal state: enabled, not selected, not highlighted.
      public static let normal = State([])
      /// Highlighted (a touch is down on it).
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
      /// States reserved for the application.
      public static let application = State(rawValue: 0x00FF_0000)
      /// States reserved for the system.
      public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How content is placed horizontally, as UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
      /// Centred.
      case center = 0
      /// Left.
      case left = 1
      /// Right.
      case right = 2
      /// Filling the width.
      case fill = 3
      /// At the leading edge.
      case leading = 4
      /// At the trailing edge.
      case trailing = 5
    }

    /// How content is placed vertically, as UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
      /// Centred.
      case center = 0
      /// Top.
      case top = 1
      /// Bottom.
      case bottom = 2
      /// Filling the height.
      case fill = 3
    }

    /// One registration: an action, or a target and selector, and the events it runs for.
    struct Registration {
      var kind: Kind
      var events: Event

      enum Kind {
        case action(UIAction)
        /// A target (held weakly, as UIKit holds it; `nil` means the responder chain) and its
        /// selector.
        case target(WeakTarget, Selector)
      }

      init(action: UIAction, events: Event) {
        self.kind = .action(action)
        self.events = events
      }

      init(target: AnyObject?, selector: Selector, events: Event) {
        self.kind = .target(WeakTarget(target), selector)
        self.events = events
      }

      var action: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
      }
    }

    /// The registrations, in the order added.
    @exclusivity(unchecked)
    private(set) var registrations: [Registration] = []

    // MARK: Initialisers

    /// Creates a control with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
    }

    /// Creates a control that runs `primaryAction` on `.primaryActionTriggered`.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive; HeadlessUIKit has none, so the control is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isAccessibilityElement = true
    }

    // MARK: State

    /// Whether the control is enabled; a disabled control ignores touches (not `sendActions`).
    @exclusivity(unchecked)
    open var isEnabled = true {
      didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected.
    @exclusivity(unchecked)
    open var isSelected = false {
      didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is highlighted (a touch is down on it).
    @exclusivity(unchecked)
    open var isHighlighted = false {
      didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state, derived from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
      var state: State = .normal
      if isHighlighted { state.insert(.highlighted) }
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      return state
    }

    /// The traits: the ones set, plus `.notEnabled` while disabled and `.selected` while selected.
    open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        var traits = super.accessibilityTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
      }
      set { super.accessibilityTraits = newValue }
    }

    /// Whether a touch is being tracked: between the touch's beginning and its end, when
    /// `beginTracking(_:with:)` said to track it.
    open var isTracking: Bool { tracking }

    /// Whether the tracked touch is inside the control; `false` outside a touch (HeadlessUIKit's
    /// taps land at the control's centre).
    open var isTouchInside: Bool { touchDown }

    /// Whether a touch that began in the control has not ended yet.
    private var touchDown = false
    /// Whether that touch is tracked (`beginTracking(_:with:)`'s answer).
    private var tracking = false

    // MARK: Touches

    /// A touch began in the control: as UIKit's, it highlights and asks
    /// `beginTracking(_:with:)` whether to track it. A subclass that overrides it calls `super`,
    /// or the control does not act on the tap.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first else { return }
      touchDown = true
      tracking = beginTracking(touch, with: event)
    }

    /// A touch moved: `continueTracking(_:with:)` says whether to go on tracking it.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard tracking, let touch = touches.first else { return }
      tracking = continueTracking(touch, with: event)
    }

    /// The touch ended inside the control: tracking ends (`endTracking(_:with:)`) and the
    /// control acts on the tap — a button sends `.touchDown`, `.touchUpInside` and
    /// `.primaryActionTriggered`, a switch toggles (see `userTap()`).
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard touchDown else { return }
      if tracking { endTracking(touches.first, with: event) }
      touchDown = false
      tracking = false
      performUserTap()
    }

    /// The touch was cancelled: tracking is cancelled and the control sends `.touchCancel`.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard touchDown else { return }
      if tracking { cancelTracking(with: event) }
      touchDown = false
      tracking = false
      sendActions(for: .touchCancel)
    }

    /// Whether to track a touch that began in the control; `true` by default.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: Its event.
    /// - Returns: Whether to track it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Whether to go on tracking a touch that moved; `true` by default.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: Its event.
    /// - Returns: Whether to go on.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// A tracked touch ended; does nothing by default.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: Its event.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// A tracked touch was cancelled; does nothing by default.
    ///
    /// - Parameter event: The event.
    open func cancelTracking(with event: UIEvent?) {}

    /// How content is placed horizontally.
    @exclusivity(unchecked)
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center

    /// How content is placed vertically.
    @exclusivity(unchecked)
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses refresh.
    func stateDidChange() {}

    // MARK: Actions

    /// Adds an action for events; an action with the same identifier is replaced for those events.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      removeAction(identifiedBy: action.identifier, for: controlEvents)
      if let index = registrations.firstIndex(where: { $0.action === action && $0.action != nil }) {
        registrations[index].events.formUnion(controlEvents)
      } else {
        registrations.append(Registration(action: action, events: controlEvents))
      }
    }

    /// Removes an action (matched by identifier) from events; it stays for its other events.
    ///
    /// - Parameters:
    ///   - action: The action to remove.
    ///   - controlEvents: The events to remove it from.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from events; it stays for its other events.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events to remove it from.
    open func removeAction(
      identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
    ) {
      for index in registrations.indices.reversed()
      where registrations[index].action?.identifier == actionIdentifier {
        registrations[index].events.subtract(controlEvents)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
      }
    }

    /// The union of the events that have actions.
    open var allControlEvents: Event {
      registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `controlEvents`, in the order added.
    ///
    /// - Parameter controlEvents: The events.
    public func actions(for controlEvents: Event) -> [UIAction] {
      registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.compactMap(\.action)
    }

    /// Calls `body` with every registered action and its events, in the order added.
    ///
    /// HeadlessUIKit's form of UIKit's `enumerateEventHandlers`, which takes selectors (absent on
    /// Linux). Set the `Bool` to `true` to stop.
    /// - Parameter body: Receives an action, its events and a stop flag.
    public func enumerateActionHandlers(_ body: (UIAction, Event, inout Bool) -> Void) {
      var stop = false
      for registration in registrations {
        guard let action = registration.action else { continue }
        body(action, registration.events, &stop)
        if stop { return }
      }
    }

    /// The events that also trigger `.primaryActionTriggered` when sent: a button's
    /// `.touchUpInside`, a value control's `.valueChanged`, a text field's
    /// `.editingDidEndOnExit`; none for a plain control.
    var primaryActionEvents: Event { [] }

    /// Runs every action whose events intersect `controlEvents`, each once, in the order added.
    ///
    /// Sending a control's primary event (a button's `.touchUpInside`, a value control's
    /// `.valueChanged`, a text field's `.editingDidEndOnExit`) also runs the actions registered
    /// for `.primaryActionTriggered`, as UIKit's controls translate them; an action registered
    /// for both runs once. Not gated by `isEnabled` (as UIKit): a program may send actions for a
    /// disabled control.
    /// - Parameter controlEvents: The events to send.
    open func sendActions(for controlEvents: Event) {
      var controlEvents = controlEvents
      if !controlEvents.isDisjoint(with: primaryActionEvents) {
        controlEvents.insert(.primaryActionTriggered)
      }
      // A snapshot (copy on write): actions that add or remove actions don't disturb this send.
      let snapshot = registrations
      for registration in snapshot where !registration.events.isDisjoint(with: controlEvents) {
        switch registration.kind {
        case .action(let action):
          sendAction(action)
        case .target(let target, let selector):
          if target.wasSet, target.object == nil { continue }  // the target went away
          sendAction(selector, to: target.object, for: nil)
        }
      }
    }

    // MARK: Target–action

    /// Adds a target and action for events, as UIKit's: the target is not retained; a `nil`
    /// target sends the action up the responder chain; the same target and action added again
    /// only gains the new events.
    ///
    /// - Parameters:
    ///   - target: The object sent the action, or `nil` for the responder chain.
    ///   - action: The method's selector (`#selector(didTap(_:))`, ported on Linux).
    ///   - controlEvents: The events that send it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
      let object = target.map { $0 as AnyObject }
      if let index = registrations.firstIndex(where: { $0.isTarget(object, action) }) {
        registrations[index].events.formUnion(controlEvents)
      } else {
        registrations.append(Registration(target: object, selector: action, events: controlEvents))
      }
    }

    /// Removes a target's action from events, as UIKit's: a `nil` target matches every target, a
    /// `nil` action every action of the target.
    ///
    /// - Parameters:
    ///   - target: The target, or `nil` for all.
    ///   - action: The selector, or `nil` for all.
    ///   - controlEvents: The events to remove them from.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
      let object = target.map { $0 as AnyObject }
      for index in registrations.indices.reversed() {
        guard case .target(let registered, let selector) = registrations[index].kind else {
          continue
        }
        if let object, registered.object !== object { continue }
        if let action, selector != action { continue }
        registrations[index].events.subtract(controlEvents)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
      }
    }

    /// Every target with an action, as UIKit's; the responder chain (`nil`) appears as `NSNull`.
    open var allTargets: Set<AnyHashable> {
      var targets = Set<AnyHashable>()
      for registration in registrations {
        guard case .target(let target, _) = registration.kind else { continue }
        if !target.wasSet {
          targets.insert(AnyHashable(NSNull()))
        } else if let object = target.object {
          targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
        }
      }
      return targets
    }

    /// The names of a target's actions for an event, as UIKit's; `nil` when there are none.
    ///
    /// - Parameters:
    ///   - target: The target (`nil` or `NSNull` for the responder chain).
    ///   - controlEvent: The event.
    /// - Returns: The selectors' names, in the order added, or `nil`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
      let object = target.flatMap { $0 is NSNull ? nil : ($0 as AnyObject) }
      let names = registrations.compactMap { registration -> String? in
        guard case .target(let registered, let selector) = registration.kind,
          !registration.events.isDisjoint(with: controlEvent),
          object == nil ? !registered.wasSet : registered.object === object
        else { return nil }
        return selector.name
      }
      return names.isEmpty ? nil : names
    }

    /// Sends an action to a target, or up the responder chain when `target` is `nil`, as
    /// UIKit's (through `UIApplication.sendAction(_:to:from:for:)`).
    ///
    /// - Parameters:
    ///   - action: The selector.
    ///   - target: The target, or `nil` for the responder chain.
    ///   - event: The event, if any.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs one action with this control as its sender.
    ///
    /// - Parameter action: The action.
    open func sendAction(_ action: UIAction) {
      action.perform(sender: self)
    }

    // MARK: User interaction

    /// What a user's tap does (see `userTap()`); a plain control sends touch down and touch up.
    func performUserTap() {
      isHighlighted = true
      sendActions(for: .touchDown)
      isHighlighted = false
      sendActions(for: .touchUpInside)
    }

    /// Whether a user's touch can reach this control: enabled and reachable up the tree.
    var acceptsUserTouch: Bool { isEnabled && isReachableByUserTouch }
  }

  extension UIControl.Registration {
    func isTarget(_ object: AnyObject?, _ selector: Selector) -> Bool {
      guard case .target(let registered, let registeredSelector) = kind,
        registeredSelector == selector
      else { return false }
      return object == nil ? !registered.wasSet : registered.object === object
    }
  }

  /// A target held weakly, as UIKit holds targets; remembers whether one was given at all
  /// (`nil` means the responder chain, unlike a target that has since gone away).
  struct WeakTarget {
    weak var object: AnyObject?
    let wasSet: Bool

    init(_ object: AnyObject?) {
      self.object = object
      self.wasSet = object != nil
    }
  }
#endif
