#if !canImport(UIKit)
  import Foundation

  /// An action shown when the user swipes a row, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIContextualAction: NSObject {
    /// A contextual action's look, as UIKit's.
    public enum Style: Int, Sendable {
      /// A normal action.
      case normal = 0
      /// A destructive action.
      case destructive = 1
    }

    /// The closure run when the user taps the action: the action, the view it was shown in, and
    /// a completion to call with whether the action was performed.
    public typealias Handler =
      @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
      Void

    /// The style.
    public let style: Style

    /// The title.
    open var title: String?

    /// The background colour.
    open var backgroundColor: UIColor!

    /// The image.
    open var image: UIImage?

    /// The handler, run when the user taps the action.
    public let handler: Handler

    /// Creates a contextual action.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - title: The title.
    ///   - handler: Run when the user taps the action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      self.backgroundColor = style == .destructive ? .systemRed : .gray
      super.init()
    }
  }

  /// The actions shown when the user swipes a row, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]

    /// Whether a full swipe performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    ///
    /// - Parameter actions: The actions, from the edge inwards.
    public init(actions: [UIContextualAction]) {
      self.actions = actions
      super.init()
    }
  }

  /// A button shown when the user swipes a row, before swipe-action configurations (deprecated in
  /// iOS 13 for `UIContextualAction`), as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITableViewRowAction: NSObject {
    /// A row action's look, as UIKit's.
    public enum Style: Int, Sendable {
      /// The default look: destructive (red).
      case `default` = 0
      /// A destructive action.
      case destructive = 1
      /// A normal action.
      case normal = 2
    }

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The effect behind the button.
    open var backgroundEffect: UIVisualEffect?
    /// The closure run when the user taps the button: the action and the row.
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - title: The title.
    ///   - handler: Run when the user taps it, with the row.
    public init(
      style: Style, title: String?,
      handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void
    ) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
    }
  }
#endif
