#if !canImport(UIKit)
  import Foundation

  // The iOS 13 appearance classes of bar buttons and tab bar items, which apps configure in their
  // app delegate (`UITabBar.appearance().standardAppearance = appearance`). HeadlessUIKit draws
  // nothing: each keeps what is set on it, and copies are independent, as UIKit's.

  /// The look of a bar button item in one state.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The background image.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UIBarButtonItemStateAppearance) {
      titleTextAttributes = other.titleTextAttributes
      titlePositionAdjustment = other.titlePositionAdjustment
      backgroundImage = other.backgroundImage
      backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
  }

  /// The look of a bar's buttons of one style, in each state.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBarButtonItemAppearance: NSObject {
    /// The look while enabled.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The look while touched.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The look while disabled.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The look while focused.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// Creates the default look of plain buttons.
    public override convenience init() {
      self.init(style: .plain)
    }

    /// Creates the default look of buttons of a style.
    ///
    /// - Parameter style: The buttons' style.
    public init(style: UIBarButtonItem.Style) {
      super.init()
      configureWithDefault(for: style)
    }

    /// Resets every state to the default look of buttons of a style.
    ///
    /// - Parameter style: The buttons' style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
      normal = UIBarButtonItemStateAppearance()
      highlighted = UIBarButtonItemStateAppearance()
      disabled = UIBarButtonItemStateAppearance()
      focused = UIBarButtonItemStateAppearance()
    }

    /// A copy of this appearance, whose states are copies.
    ///
    /// - Returns: The copy.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    open func copy() -> UIBarButtonItemAppearance {
      let copy = UIBarButtonItemAppearance()
      copy.normal.copyValues(from: normal)
      copy.highlighted.copyValues(from: highlighted)
      copy.disabled.copyValues(from: disabled)
      copy.focused.copyValues(from: focused)
      return copy
    }
  }

  /// The look of a tab bar item in one state.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour; `nil` uses the bar's tint.
    open var iconColor: UIColor?
    /// How far the badge moves from its place.
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's title moves within the badge.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UITabBarItemStateAppearance) {
      titleTextAttributes = other.titleTextAttributes
      titlePositionAdjustment = other.titlePositionAdjustment
      iconColor = other.iconColor
      badgePositionAdjustment = other.badgePositionAdjustment
      badgeBackgroundColor = other.badgeBackgroundColor
      badgeTextAttributes = other.badgeTextAttributes
      badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
  }

  /// The look of a tab bar's items in one layout, in each state.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBarItemAppearance: NSObject {
    /// A layout of tab bar items.
    public enum Style: Int, Sendable {
      /// Icon above title (an iPhone's tab bar in portrait).
      case stacked = 0
      /// Icon beside title.
      case inline = 1
      /// Icon beside title, at the compact height.
      case compactInline = 2
    }

    /// The look while not selected.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The look while selected.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The look while disabled.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The look while focused.
    open private(set) var focused = UITabBarItemStateAppearance()

    /// Creates the default look of stacked items.
    public override convenience init() {
      self.init(style: .stacked)
    }

    /// Creates the default look of items of a layout.
    ///
    /// - Parameter style: The layout.
    public init(style: Style) {
      super.init()
      configureWithDefault(for: style)
    }

    /// Resets every state to the default look of a layout.
    ///
    /// - Parameter style: The layout.
    open func configureWithDefault(for style: Style) {
      normal = UITabBarItemStateAppearance()
      selected = UITabBarItemStateAppearance()
      disabled = UITabBarItemStateAppearance()
      focused = UITabBarItemStateAppearance()
    }

    /// A copy of this appearance, whose states are copies.
    ///
    /// - Returns: The copy.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    open func copy() -> UITabBarItemAppearance {
      let copy = UITabBarItemAppearance()
      copy.normal.copyValues(from: normal)
      copy.selected.copyValues(from: selected)
      copy.disabled.copyValues(from: disabled)
      copy.focused.copyValues(from: focused)
      return copy
    }
  }

  /// The look of a tab bar: background, shadow, items in each layout and the selection indicator.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBarAppearance: UIBarAppearance {
    /// The look of stacked items (an iPhone's in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The look of inline items.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The look of inline items at the compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are placed across the bar.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The width of stacked items; 0 uses the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The spacing between stacked items; 0 uses the system's.
    open var stackedItemSpacing: CGFloat = 0

    /// Creates an appearance with the default background.
    ///
    /// - Parameter idiom: The idiom the appearance is for.
    public override init(idiom: UIUserInterfaceIdiom) {
      super.init(idiom: idiom)
    }

    /// Creates a copy of another appearance, with its items' looks when it is a tab bar
    /// appearance.
    ///
    /// - Parameter barAppearance: The appearance to copy.
    public override init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      guard let tabBar = barAppearance as? UITabBarAppearance else { return }
      stackedLayoutAppearance = tabBar.stackedLayoutAppearance.copy()
      inlineLayoutAppearance = tabBar.inlineLayoutAppearance.copy()
      compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance.copy()
      selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
      selectionIndicatorImage = tabBar.selectionIndicatorImage
      stackedItemPositioning = tabBar.stackedItemPositioning
      stackedItemWidth = tabBar.stackedItemWidth
      stackedItemSpacing = tabBar.stackedItemSpacing
    }

    /// A copy of this appearance.
    ///
    /// - Returns: The copy.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    open func copy() -> UITabBarAppearance {
      UITabBarAppearance(barAppearance: self)
    }
  }
#endif
