#if !canImport(UIKit)
  import Foundation

  /// The base of UIKit's gesture recognizers; a type only in HeadlessUIKit, which recognizes no
  /// gestures (a test drives gestures through the `user…` testing SPI instead).
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

    /// The state; always `.possible` in HeadlessUIKit.
    open var state = State.possible

    /// Whether the recognizer is enabled.
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

    /// Creates a recognizer.
    public override init() {
      super.init()
    }
  }
#endif
