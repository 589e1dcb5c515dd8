#if !canImport(UIKit)
  import Foundation

  /// A tab bar controller's delegate, as UIKit's; every requirement has UIKit's default.
  ///
  /// UIKit calls it only for the user's taps, never for selection changes made in code.
  @preconcurrency @MainActor
  public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab may be selected; `true` by default.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tapped tab.
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    /// Called after the user selected a tab.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the selected tab.
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  }

  extension UITabBarControllerDelegate {
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tapped tab.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the selected tab.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) { optionalRequirementDefault() }
  }

  /// A tab bar, as UIKit's: it shows the tab bar items of its controller's tabs.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBar: UIView {
    weak var tabBarController: UITabBarController?

    /// The items, one per tab.
    open var items: [UITabBarItem]? {
      tabBarController?.viewControllers?.map { $0.tabBarItem }
    }

    /// The selected item.
    open var selectedItem: UITabBarItem? { tabBarController?.selectedViewController?.tabBarItem }

    /// The bar's background tint colour.
    open var barTintColor: UIColor? {
      didSet { recordOnProxy("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor } }
    }
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor? {
      didSet {
        recordOnProxy("unselectedItemTintColor") { [unselectedItemTintColor] in
          $0.unselectedItemTintColor = unselectedItemTintColor
        }
      }
    }
    /// The bar's style.
    open var barStyle = UIBarStyle.default {
      didSet { recordOnProxy("barStyle") { [barStyle] in $0.barStyle = barStyle } }
    }
    /// Whether the bar is translucent; `true` by default. Stored: HeadlessUIKit draws nothing.
    open var isTranslucent = true
    /// The tint of the selected item.
    open override var tintColor: UIColor! {
      didSet { recordOnProxy("tintColor") { [tintColor] in $0.tintColor = tintColor } }
    }
    /// The background colour.
    open override var backgroundColor: UIColor? {
      didSet {
        recordOnProxy("backgroundColor") { [backgroundColor] in $0.backgroundColor = backgroundColor
        }
      }
    }

    /// How items are placed across the bar.
    public enum ItemPositioning: Int, Sendable {
      /// Fill on an iPhone, centred on an iPad.
      case automatic = 0
      /// Across the whole width.
      case fill = 1
      /// Centred, at their width and spacing.
      case centered = 2
    }

    /// How items are placed across the bar; stored only.
    open var itemPositioning = ItemPositioning.automatic
    /// The width of items when centred; 0 uses the system's. Stored only.
    open var itemWidth: CGFloat = 0
    /// The spacing between items when centred; 0 uses the system's. Stored only.
    open var itemSpacing: CGFloat = 0

    @exclusivity(unchecked)
    private var standardAppearanceStorage = UITabBarAppearance()
    @exclusivity(unchecked)
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?

    /// The bar's look (a copy of what is set, as UIKit's `@NSCopying` property); stored only.
    open var standardAppearance: UITabBarAppearance {
      get { standardAppearanceStorage }
      set {
        standardAppearanceStorage = newValue.copy()
        recordOnProxy("standardAppearance") { [standardAppearanceStorage] in
          $0.standardAppearance = standardAppearanceStorage
        }
      }
    }

    /// The bar's look when content scrolls to its edge; `nil` uses a transparent one. A copy of
    /// what is set; stored only.
    open var scrollEdgeAppearance: UITabBarAppearance? {
      get { scrollEdgeAppearanceStorage }
      set {
        scrollEdgeAppearanceStorage = newValue?.copy()
        recordOnProxy("scrollEdgeAppearance") { [scrollEdgeAppearanceStorage] in
          $0.scrollEdgeAppearance = scrollEdgeAppearanceStorage
        }
      }
    }

    /// Whether this is `UITabBar.appearance()`, which records what is set on it.
    private let isAppearanceProxy: Bool

    /// Creates a bar with the settings made on `UITabBar.appearance()`.
    ///
    /// - Parameter frame: The bar's frame.
    public override init(frame: CGRect) {
      isAppearanceProxy = false
      super.init(frame: frame)
      TabBarAppearanceProxy.shared.apply(to: self)
    }

    /// Creates a bar from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      isAppearanceProxy = false
      super.init(coder: coder)
      TabBarAppearanceProxy.shared.apply(to: self)
    }

    init(appearanceProxy: Void) {
      isAppearanceProxy = true
      super.init(frame: .zero)
    }

    private func recordOnProxy(_ name: String, _ apply: @escaping (UITabBar) -> Void) {
      guard isAppearanceProxy else { return }
      TabBarAppearanceProxy.shared.record(name, apply)
    }

  }

  /// The appearance proxy of tab bars, and what was set on it.
  @MainActor
  final class TabBarAppearanceProxy {
    static let shared = TabBarAppearanceProxy()

    let proxy: UITabBar
    /// The settings made on the proxy, by property, in the order first made.
    private var settings: [(name: String, apply: (UITabBar) -> Void)] = []

    private init() {
      proxy = UITabBar(appearanceProxy: ())
    }

    func record(_ name: String, _ apply: @escaping (UITabBar) -> Void) {
      if let index = settings.firstIndex(where: { $0.name == name }) {
        settings[index].apply = apply
      } else {
        settings.append((name, apply))
      }
    }

    func apply(to bar: UITabBar) {
      for setting in settings { setting.apply(bar) }
    }
  }

  /// A container that shows one of several controllers, chosen with a tab bar, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selectedIndexStorage = 0

    /// The delegate, told about the user's taps.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The tab bar.
    public let tabBar = UITabBar(frame: .zero)

    /// Creates a tab bar controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      tabBar.tabBarController = self
    }

    /// Creates a tab bar controller from an archive.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      tabBar.tabBarController = self
    }

    /// The tabs' controllers; setting is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
      get { tabs }
      set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays at its index when it can, else the first tab.
    ///
    /// - Parameters:
    ///   - viewControllers: The new tabs.
    ///   - animated: Whether to animate, ignored.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
      let oldSelected = selectedViewController
      let newTabs = viewControllers ?? []
      let removed = (tabs ?? []).filter { old in !newTabs.contains { $0 === old } }
      for controller in removed { controller.willMove(toParent: nil) }
      tabs = viewControllers
      for controller in newTabs where controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
      if selectedIndexStorage >= newTabs.count { selectedIndexStorage = 0 }
      let newSelected = selectedViewController
      if newSelected !== oldSelected { showSelected(newSelected, replacing: oldSelected) }
      for controller in removed {
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded {
          view.removeFromSuperview()
        }
        controller.removeFromParent()
      }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
      get { (tabs?.isEmpty ?? true) ? NSNotFound : selectedIndexStorage }
      set {
        guard let tabs, tabs.indices.contains(newValue) else { return }
        select(tabs[newValue])
      }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
      get {
        guard let tabs, tabs.indices.contains(selectedIndexStorage) else { return nil }
        return tabs[selectedIndexStorage]
      }
      set {
        guard let newValue else { return }
        guard tabs?.contains(where: { $0 === newValue }) == true else {
          reportUIKitException(
            "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
              + "bar controller's list of view controllers can be selected.")
          return
        }
        select(newValue)
      }
    }

    /// Makes the container view, with the tab bar on top of the selected tab's view.
    open override func loadView() {
      let container = UILayoutContainerView.make()
      container.placeBars = { [weak self] container in
        guard let self else { return }
        let bounds = container.bounds
        let height = 49 + container.safeAreaInsets.bottom
        self.tabBar.frame = CGRect(
          x: 0, y: bounds.height - height, width: bounds.width, height: height)
        container.keepOnTop([self.tabBar])
      }
      view = container
    }

    /// Makes the container view and shows the selected tab's view in it.
    open override func viewDidLoad() {
      super.viewDidLoad()
      if let selected = selectedViewController { showSelected(selected, replacing: nil) }
    }

    private func select(_ controller: UIViewController) {
      guard let tabs, let index = tabs.firstIndex(where: { $0 === controller }) else { return }
      let old = selectedViewController
      selectedIndexStorage = index
      guard old !== controller else { return }
      showSelected(controller, replacing: old)
    }

    private func showSelected(_ controller: UIViewController?, replacing old: UIViewController?) {
      guard let container = viewIfLoaded else { return }
      let isVisible =
        (appearanceState == .appeared || appearanceState == .appearing) && container.window != nil
      func install() {
        guard let view = controller?.view else { return }
        view.frame = container.bounds
        container.insertSubview(view, at: 0)
      }
      guard isVisible else {
        old?.viewIfLoaded?.removeFromSuperview()
        install()
        return
      }
      old?.beginInternalAppearance(false, animated: false)
      controller?.beginInternalAppearance(true, animated: false)
      old?.viewIfLoaded?.removeFromSuperview()
      install()
      controller?.deliverViewIsAppearingIfNeeded()
      runTransition(in: container.window, animated: false, duration: 0, label: "tab change") {
        old?.endInternalAppearance()
        controller?.endInternalAppearance()
      }
    }

    // MARK: Testing SPI

    /// Simulates the user tapping a tab; returns whether the tap was accepted.
    ///
    /// Asks the delegate's `shouldSelect`, selects, tells `didSelect`. Tapping the selected
    /// navigation tab pops it to its root.
    ///
    /// - Parameter index: The tab's index.
    @_spi(Testing)
    @discardableResult
    public func userSelectTab(at index: Int) -> Bool {
      guard let tabs, tabs.indices.contains(index) else { return false }
      let controller = tabs[index]
      if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
      if controller === selectedViewController {
        (controller as? UINavigationController)?.popToRootViewController(animated: true)
      } else {
        select(controller)
      }
      delegate?.tabBarController(self, didSelect: controller)
      return true
    }
  }
#endif
