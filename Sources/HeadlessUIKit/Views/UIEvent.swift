#if !canImport(UIKit)
  import Foundation

  /// An event a user caused: a touch sequence, a motion, a press.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
      /// Touches on the screen.
      case touches = 0
      /// The device moved.
      case motion = 1
      /// A remote control.
      case remoteControl = 2
      /// Physical buttons.
      case presses = 3
      /// A scroll.
      case scroll = 10
      /// A pointer hovering.
      case hover = 11
      /// A transform gesture.
      case transform = 14
    }

    /// What kind of motion or remote-control event it is (`.none` for touches).
    public enum EventSubtype: Int, Sendable {
      /// None: a touch event.
      case none = 0
      /// The device was shaken.
      case motionShake = 1
      /// Remote control: play.
      case remoteControlPlay = 100
      /// Remote control: pause.
      case remoteControlPause = 101
      /// Remote control: stop.
      case remoteControlStop = 102
      /// Remote control: toggle play and pause.
      case remoteControlTogglePlayPause = 103
      /// Remote control: next track.
      case remoteControlNextTrack = 104
      /// Remote control: previous track.
      case remoteControlPreviousTrack = 105
      /// Remote control: begin seeking backward.
      case remoteControlBeginSeekingBackward = 106
      /// Remote control: end seeking backward.
      case remoteControlEndSeekingBackward = 107
      /// Remote control: begin seeking forward.
      case remoteControlBeginSeekingForward = 108
      /// Remote control: end seeking forward.
      case remoteControlEndSeekingForward = 109
    }

    /// The event's kind.
    open var type: EventType { kind }

    /// The event's subtype: `.motionShake` for a shake, `.none` for touches.
    open var subtype: EventSubtype { sub }

    /// The touches of the event (`nil` for an event that is not a touch event).
    open var allTouches: Set<UITouch>? { kind == .touches ? eventTouches : nil }

    /// The event's touches in a window.
    ///
    /// - Parameter window: The window.
    /// - Returns: Its touches, or `nil` when it has none.
    #if canImport(ObjectiveC)
      @objc(touchesForWindow:)
    #endif
    open func touches(for window: UIWindow) -> Set<UITouch>? {
      let found = eventTouches.filter { $0.window === window }
      return found.isEmpty ? nil : found
    }

    /// The event's touches in a view.
    ///
    /// - Parameter view: The view.
    /// - Returns: Its touches, or `nil` when it has none.
    #if canImport(ObjectiveC)
      @objc(touchesForView:)
    #endif
    open func touches(for view: UIView) -> Set<UITouch>? {
      let found = eventTouches.filter { $0.view === view }
      return found.isEmpty ? nil : found
    }

    /// The event's touches delivered to a gesture recognizer: those in its view or a subview.
    ///
    /// - Parameter gesture: The recognizer.
    /// - Returns: Its touches, or `nil` when it has none.
    #if canImport(ObjectiveC)
      @objc(touchesForGestureRecognizer:)
    #endif
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
      guard let view = gesture.view else { return nil }
      let found = eventTouches.filter { $0.view?.isDescendant(of: view) == true }
      return found.isEmpty ? nil : found
    }

    /// When the event happened, in seconds since the system started.
    open var timestamp: TimeInterval { time }

    private let kind: EventType
    private let sub: EventSubtype
    private let time: TimeInterval
    private let eventTouches: Set<UITouch>

    /// Creates an event; HeadlessUIKit makes one for each simulated touch.
    public override convenience init() {
      self.init(type: .touches, timestamp: ProcessInfo.processInfo.systemUptime)
    }

    init(
      type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval,
      touches: Set<UITouch> = []
    ) {
      self.kind = type
      self.sub = subtype
      self.time = timestamp
      self.eventTouches = touches
      super.init()
    }
  }
#endif
