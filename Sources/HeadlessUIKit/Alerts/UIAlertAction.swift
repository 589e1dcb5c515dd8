#if !canImport(UIKit)
  import Foundation

  /// A button of an alert or action sheet, as UIKit's: a title, a style and a handler.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIAlertAction: NSObject {
    /// An action's look, as UIKit's.
    public enum Style: Int, Sendable {
      /// A normal button.
      case `default` = 0
      /// The cancel button; an alert controller has at most one.
      case cancel = 1
      /// A button that destroys data.
      case destructive = 2
    }

    /// The title; `nil` for an action made with `init()`.
    open var title: String? { titleStorage }

    /// The style; `.default` for an action made with `init()`.
    open var style: Style { styleStorage }

    private var titleStorage: String?
    private var styleStorage = Style.default

    /// Whether the action is enabled; a disabled action ignores taps.
    open var isEnabled = true {
      didSet { button?.isEnabled = isEnabled }
    }

    /// The closure run after the alert is dismissed by a tap on this action.
    ///
    /// UIKit keeps it private; Tapwright reaches it through this testing SPI.
    @_spi(Testing) public private(set) var handler: (@MainActor (UIAlertAction) -> Void)?

    /// The alert controller the action was added to.
    weak var alertController: UIAlertController?

    /// The button that shows the action in the alert's view.
    weak var button: UIButton?

    /// Creates an action with no title, the default style and no handler: NSObject's `init()`,
    /// the designated initialiser a subclass (a test double) calls.
    public override init() {
      super.init()
    }

    /// Creates an action (a convenience initialiser, as UIKit's, so a subclass may declare its
    /// own with these labels).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - style: The style.
    ///   - handler: Called after the alert is dismissed by a tap on this action.
    public convenience init(
      title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
    ) {
      self.init()
      titleStorage = title
      styleStorage = style
      self.handler = handler
    }

    /// UIKit's description: `<Module.Type: 0xADDRESS>`.
    open override var description: String { uikitDescription(self) }
  }
#endif
