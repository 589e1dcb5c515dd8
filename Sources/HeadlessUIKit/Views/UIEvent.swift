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

    /// The event's kind.
    open var type: EventType { kind }

    /// When the event happened, in seconds since the system started.
    open var timestamp: TimeInterval { time }

    private let kind: EventType
    private let time: TimeInterval

    /// Creates an event; HeadlessUIKit makes one for each simulated touch.
    public override convenience init() {
      self.init(type: .touches, timestamp: ProcessInfo.processInfo.systemUptime)
    }

    init(type: EventType, timestamp: TimeInterval) {
      self.kind = type
      self.time = timestamp
      super.init()
    }
  }
#endif
