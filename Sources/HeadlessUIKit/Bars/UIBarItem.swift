#if !canImport(UIKit)
  import Foundation

  /// An item on a bar, as UIKit's: the base of bar button items and tab bar items.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The landscape image for phones.
    open var landscapeImagePhone: UIImage?
    /// The image insets.
    open var imageInsets = UIEdgeInsets.zero
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number that identifies the item.
    open var tag = 0
    /// An identifier for tests and automation.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?
    /// The hint VoiceOver reads.
    open var accessibilityHint: String?
    /// The accessibility traits.
    open var accessibilityTraits: UIAccessibilityTraits = .button
    /// Whether the item is an accessibility element.
    open var isAccessibilityElement = true
    /// The title attributes set per state, by the state's raw value.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public override init() {
      super.init()
    }

    /// Sets the attributes of the item's title in a state (`nil` clears them); kept, as a
    /// title's look is not drawn.
    ///
    /// - Parameters:
    ///   - attributes: The attributes (font, colour…).
    ///   - state: The control state they apply in.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the item's title set for a state, as set (no other state's).
    ///
    /// - Parameter state: The control state.
    /// - Returns: The attributes, or `nil` when none were set for it.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }

    /// Creates an item from an archive (Interface Builder's); HeadlessUIKit's archives set
    /// nothing here, so it is an empty item.
    public required init?(coder: NSCoder) {
      super.init()
    }
  }

  /// A button on a navigation bar or toolbar, as UIKit's, with closure-based actions.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBarButtonItem: UIBarItem {
    /// A bar button item's style, as UIKit's.
    public enum Style: Int, Sendable {
      /// Plain.
      case plain = 0
      /// Bordered (deprecated in UIKit).
      case bordered = 1
      /// Done (bold).
      case done = 2
    }

    /// A system-provided bar button item, as UIKit's.
    public enum SystemItem: Int, Sendable {
      /// Done.
      case done
      /// Cancel.
      case cancel
      /// Edit.
      case edit
      /// Save.
      case save
      /// Add (plus).
      case add
      /// Flexible space.
      case flexibleSpace
      /// Fixed space.
      case fixedSpace
      /// Compose.
      case compose
      /// Reply.
      case reply
      /// Action (share).
      case action
      /// Organize.
      case organize
      /// Bookmarks.
      case bookmarks
      /// Search.
      case search
      /// Refresh.
      case refresh
      /// Stop.
      case stop
      /// Camera.
      case camera
      /// Trash.
      case trash
      /// Play.
      case play
      /// Pause.
      case pause
      /// Rewind.
      case rewind
      /// Fast forward.
      case fastForward
      /// Undo.
      case undo
      /// Redo.
      case redo
      /// Page curl.
      case pageCurl
      /// Close.
      case close
    }

    /// The style.
    open var style = Style.plain
    /// The action run when the user taps the item.
    open var primaryAction: UIAction?
    /// The menu shown when the user taps (or long-presses, with a primary action) the item.
    open var menu: UIMenu?
    /// A custom view shown instead of the title or image.
    open var customView: UIView?
    /// The item's width, for fixed spaces.
    open var width: CGFloat = 0
    /// The titles the item may show, for sizing.
    open var possibleTitles: Set<String>?
    /// The tint colour.
    open var tintColor: UIColor?
    /// Whether the item is hidden.
    open var isHidden = false
    /// The system item this was created as, if any.
    /// (UIKit keeps it private: testing SPI here, so app code that compiles on Linux compiles on iOS.)
    @_spi(Testing) public private(set) var systemItem: SystemItem?

    /// Creates an empty plain item.
    public override init() {
      super.init()
    }

    /// Creates an item from an archive: an empty one.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates an item with a title, an image, an action and a menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: The action run on a tap; its title and image are used when not given.
    ///   - menu: The menu.
    public convenience init(
      title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
      menu: UIMenu? = nil
    ) {
      self.init()
      self.primaryAction = primaryAction
      self.menu = menu
      self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
      self.image = image ?? primaryAction?.image
    }

    /// Creates an item for an action and an optional menu.
    ///
    /// - Parameters:
    ///   - primaryAction: The action run on a tap; its title and image are shown.
    ///   - menu: The menu.
    public convenience init(primaryAction: UIAction?, menu: UIMenu? = nil) {
      self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    }

    /// Creates a system item with an optional action and menu.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - primaryAction: The action run on a tap.
    ///   - menu: The menu.
    public convenience init(
      systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
      self.init()
      self.systemItem = systemItem
      self.primaryAction = primaryAction
      self.menu = menu
      // UIKit sets no title or label on a system item: its view draws the system's text or icon.
      self.style = systemItem == .done ? .done : .plain
    }

    /// Creates a system item with an action and a menu (UIKit's Objective-C-style name).
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - primaryAction: The action run on a tap.
    ///   - menu: The menu.
    public convenience init(
      barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?, menu: UIMenu?
    ) {
      self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    // MARK: Target–action

    /// The object sent `action` on a tap; not retained, as UIKit's. `nil` sends the action up
    /// the responder chain.
    open weak var target: AnyObject?

    /// The selector sent to `target` on a tap (when there is no `primaryAction`).
    open var action: Selector?

    /// Creates a system item that sends an action to a target, as UIKit's.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - target: The receiver, or `nil` for the responder chain.
    ///   - action: The selector.
    public convenience init(
      barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
    ) {
      self.init(systemItem: systemItem)
      self.target = target.map { $0 as AnyObject }
      self.action = action
    }

    /// Creates an item with a title that sends an action to a target, as UIKit's.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - style: The style.
    ///   - target: The receiver, or `nil` for the responder chain.
    ///   - action: The selector.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
      self.init(style: style, target: target, action: action)
      self.title = title
    }

    /// Creates an item with an image that sends an action to a target, as UIKit's.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - style: The style.
    ///   - target: The receiver, or `nil` for the responder chain.
    ///   - action: The selector.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
      self.init(style: style, target: target, action: action)
      self.image = image
    }

    private convenience init(style: Style, target: Any?, action: Selector?) {
      self.init()
      self.style = style
      self.target = target.map { $0 as AnyObject }
      self.action = action
    }

    /// Creates an item with an image and a landscape image that sends an action to a target.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - landscapeImagePhone: The image in landscape on a phone.
    ///   - style: The style.
    ///   - target: The receiver, or `nil` for the responder chain.
    ///   - action: The selector.
    public convenience init(
      image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?,
      action: Selector?
    ) {
      self.init(image: image, style: style, target: target, action: action)
      self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates an item that shows a custom view.
    ///
    /// - Parameter customView: The view.
    public convenience init(customView: UIView) {
      self.init()
      self.customView = customView
    }

    /// A flexible space.
    public class func flexibleSpace() -> UIBarButtonItem {
      UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space of a width.
    ///
    /// - Parameter width: The width.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
      let item = UIBarButtonItem(systemItem: .fixedSpace)
      item.width = width
      return item
    }

    /// Shows an edit button item's state: "Done" in the done style while editing, else "Edit".
    func showEditing(_ editing: Bool) {
      title = editing ? "Done" : "Edit"
      style = editing ? .done : .plain
    }

    /// Simulates the user tapping the item: taps its custom view when that is a control (a
    /// button in the bar), else runs its primary action, else sends its action to its target
    /// (or up the responder chain); returns whether anything ran.
    ///
    /// A disabled or hidden item, or a disabled custom control, ignores the tap.
    @_spi(Testing)
    @discardableResult
    public func userTap() -> Bool {
      guard isEnabled, !isHidden else { return false }
      if let control = customView as? UIControl {
        guard control.isEnabled, !control.isHidden else { return false }
        control.performUserTap()
        return true
      }
      if let primaryAction {
        primaryAction.perform(sender: self)
        return true
      }
      guard let action else { return false }
      return UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    }
  }

  /// An item on a tab bar, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBarItem: UIBarItem {
    /// A system-provided tab bar item, as UIKit's.
    public enum SystemItem: Int, Sendable {
      /// More.
      case more
      /// Favorites.
      case favorites
      /// Featured.
      case featured
      /// Top Rated.
      case topRated
      /// Recents.
      case recents
      /// Contacts.
      case contacts
      /// History.
      case history
      /// Bookmarks.
      case bookmarks
      /// Search.
      case search
      /// Downloads.
      case downloads
      /// Most Recent.
      case mostRecent
      /// Most Viewed.
      case mostViewed

      var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
      }
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The look of the tab bar while this item's tab is selected; `nil` uses the bar's. A copy
    /// of what is set; stored.
    open var standardAppearance: UITabBarAppearance? {
      didSet { standardAppearance = standardAppearance?.copy() }
    }
    /// The look of the tab bar at a scroll edge while this item's tab is selected; stored.
    open var scrollEdgeAppearance: UITabBarAppearance? {
      didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }

    /// The badge text.
    open var badgeValue: String?
    /// The badge colour.
    open var badgeColor: UIColor?
    /// The system item this was created as, if any.
    /// (UIKit keeps it private: testing SPI here, so app code that compiles on Linux compiles on iOS.)
    @_spi(Testing) public private(set) var systemItem: SystemItem?

    /// Creates an empty item.
    public override init() {
      super.init()
    }

    /// Creates an item from an archive: an empty one.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates an item with a title, an image and a tag.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - tag: The tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
      self.init()
      self.title = title
      self.image = image
      self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - selectedImage: The image when selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
      self.init()
      self.title = title
      self.image = image
      self.selectedImage = selectedImage
    }

    /// Creates a system item with a tag.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - tag: The tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
      self.init()
      self.systemItem = systemItem
      self.title = systemItem.title
      self.tag = tag
    }
  }

  /// The items a navigation bar shows for a controller, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UINavigationItem: NSObject {
    /// How a large title shows, as UIKit's.
    public enum LargeTitleDisplayMode: Int, Sendable {
      /// Inherit the previous item's setting.
      case automatic
      /// Always large.
      case always
      /// Never large.
      case never
    }

    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The prompt above the title.
    open var prompt: String?
    /// The back button's title when this item is below the top.
    open var backButtonTitle: String?
    /// The back item shown when this item is below the top.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// Whether the left items show next to the back button.
    open var leftItemsSupplementBackButton = false
    /// The large title mode.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// What the back button pointing at this item shows, as UIKit's.
    public enum BackButtonDisplayMode: Int, Sendable {
      /// The back button's title, else the previous item's title, else "Back".
      case `default` = 0
      /// "Back" (or the back button title) only, never the previous item's title.
      case generic = 1
      /// No title: the chevron alone.
      case minimal = 2
    }

    /// What a back button to this item shows; stored (the back button's title is the item's).
    open var backButtonDisplayMode = BackButtonDisplayMode.default

    /// The search controller whose bar the navigation bar shows for this item.
    open var searchController: UISearchController?

    /// Whether the search bar hides until the user scrolls up.
    open var hidesSearchBarWhenScrolling = true

    /// The bar's appearance at the standard height while this item is on top; `nil` uses the bar's.
    /// A copy of what is set, as UIKit's `copy` property.
    open var standardAppearance: UINavigationBarAppearance? {
      didSet { standardAppearance = standardAppearance?.copy() }
    }

    /// The bar's appearance at the compact height while this item is on top (a copy).
    open var compactAppearance: UINavigationBarAppearance? {
      didSet { compactAppearance = compactAppearance?.copy() }
    }

    /// The bar's appearance at the scroll edge while this item is on top (a copy).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
      didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }
    /// The items on the left, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, right to left.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
      get { leftBarButtonItems?.first }
      set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
      get { rightBarButtonItems?.first }
      set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title.
    public init(title: String) {
      self.title = title
      super.init()
    }

    /// Creates an item without a title.
    public override init() {
      super.init()
    }

    /// Shows or hides the back button.
    ///
    /// - Parameters:
    ///   - hidesBackButton: Whether to hide it.
    ///   - animated: Whether to animate, ignored.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
      self.hidesBackButton = hidesBackButton
    }

    /// Sets the left item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether to animate, ignored.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      leftBarButtonItem = item
    }

    /// Sets the right item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether to animate, ignored.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      rightBarButtonItem = item
    }

    /// Sets the left items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether to animate, ignored.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      leftBarButtonItems = items
    }

    /// Sets the right items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether to animate, ignored.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      rightBarButtonItems = items
    }
  }
#endif
