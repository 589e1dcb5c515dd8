#if !canImport(UIKit)
  import Foundation

  /// The edit menu of iOS 3 to 15 (Cut, Copy, Paste and the app's items), as UIKit's: its
  /// visibility, frame and items are kept, and showing or hiding it posts UIKit's notifications.
  /// HeadlessUIKit draws no menu.
  @available(iOS, deprecated: 16.0, message: "use UIEditMenuInteraction")
  @preconcurrency @MainActor
  open class UIMenuController: NSObject {
    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
      case `default` = 0
      case up = 1
      case down = 2
      case left = 3
      case right = 4
    }

    /// Posted before the menu shows.
    nonisolated public static let willShowMenuNotification = Notification.Name(
      "UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows.
    nonisolated public static let didShowMenuNotification = Notification.Name(
      "UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides.
    nonisolated public static let willHideMenuNotification = Notification.Name(
      "UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides.
    nonisolated public static let didHideMenuNotification = Notification.Name(
      "UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes.
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name(
      "UIMenuControllerMenuFrameDidChangeNotification")

    /// The app's one menu.
    public static let shared = UIMenuController()

    private override init() { super.init() }

    /// Whether the menu shows.
    open private(set) var isMenuVisible = false
    /// Where the arrow points.
    open var arrowDirection = ArrowDirection.default
    /// The app's items, after the standard ones.
    open var menuItems: [UIMenuItem]?
    /// The menu's frame in its window: the target rectangle while it shows, else zero.
    open private(set) var menuFrame = CGRect.zero

    @exclusivity(unchecked)
    private var target: (view: UIView, rect: CGRect)?

    /// Shows the menu at a rectangle of a view.
    ///
    /// - Parameters:
    ///   - targetView: The view.
    ///   - targetRect: The rectangle, in the view's coordinates.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
      target = (targetView, targetRect)
      show(true)
    }

    /// Hides the menu shown from a view.
    ///
    /// - Parameter targetView: The view.
    open func hideMenu(from targetView: UIView) {
      guard target?.view === targetView else { return }
      show(false)
    }

    /// Hides the menu.
    open func hideMenu() { show(false) }

    /// Sets where the menu will show (iOS 3 to 12).
    ///
    /// - Parameters:
    ///   - targetRect: The rectangle, in the view's coordinates.
    ///   - targetView: The view.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
      target = (targetView, targetRect)
    }

    /// Shows or hides the menu at the target set (iOS 3 to 12).
    ///
    /// - Parameters:
    ///   - menuVisible: Whether it shows.
    ///   - animated: Whether to animate; nothing is drawn.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
      show(menuVisible)
    }

    /// Updates the menu's items from the responder chain; nothing to redraw here.
    open func update() {}

    private func show(_ visible: Bool) {
      guard visible != isMenuVisible else { return }
      let center = NotificationCenter.default
      center.post(
        name: visible ? Self.willShowMenuNotification : Self.willHideMenuNotification, object: self)
      isMenuVisible = visible
      if visible, let target {
        menuFrame = target.view.convert(target.rect, to: nil)
      } else {
        menuFrame = .zero
      }
      center.post(name: Self.menuFrameDidChangeNotification, object: self)
      center.post(
        name: visible ? Self.didShowMenuNotification : Self.didHideMenuNotification, object: self)
    }
  }

  /// An item of the app's in the edit menu: a title and the action the responder chain performs.
  @available(iOS, deprecated: 16.0, message: "use UIEditMenuInteraction")
  @preconcurrency @MainActor
  open class UIMenuItem: NSObject {
    /// The title.
    open var title: String
    /// The action.
    open var action: Selector

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - action: The action.
    public init(title: String, action: Selector) {
      self.title = title
      self.action = action
      super.init()
    }
  }
#endif
