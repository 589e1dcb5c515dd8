#if !canImport(UIKit)
  import Foundation

  /// A haptic feedback generator, as UIKit's: HeadlessUIKit has no Taptic Engine, so nothing is
  /// felt; each feedback is kept (SPI `occurrences`) for a test to read.
  @preconcurrency @MainActor
  open class UIFeedbackGenerator: NSObject {
    /// The feedback given, in order (`impact 0.5`, `selection`, `notification success`).
    @_spi(Testing) public internal(set) var occurrences: [String] = []

    public override init() { super.init() }

    /// Readies the engine; nothing to do here.
    open func prepare() {}
  }

  /// Feedback of a collision, as UIKit's.
  @preconcurrency @MainActor
  open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the impact is.
    public enum FeedbackStyle: Int, Sendable {
      case light, medium, heavy
      case soft, rigid
    }

    /// The style it was made with.
    @_spi(Testing) public let style: FeedbackStyle

    /// A generator of impacts of a style.
    public init(style: FeedbackStyle) {
      self.style = style
      super.init()
    }

    /// A generator of medium impacts.
    public convenience override init() { self.init(style: .medium) }

    /// An impact.
    open func impactOccurred() { occurrences.append("impact \(style)") }

    /// An impact of an intensity, 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
      occurrences.append("impact \(style) \(min(max(intensity, 0), 1))")
    }
  }

  /// Feedback of a selection changing, as UIKit's.
  @preconcurrency @MainActor
  open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() { occurrences.append("selection") }
  }

  /// Feedback of a task's outcome, as UIKit's.
  @preconcurrency @MainActor
  open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// A task's outcome.
    public enum FeedbackType: Int, Sendable {
      case success, warning, error
    }

    /// An outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
      occurrences.append("notification \(notificationType)")
    }
  }
#endif
