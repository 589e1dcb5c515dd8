#if !canImport(UIKit)
  import Foundation

  /// A container of a primary and a secondary controller, as UIKit's classic (two-controller) API.
  ///
  /// HeadlessUIKit's screen is an iPhone's, so the split view controller is collapsed when its
  /// traits are compact in width (the default) and expanded when they are regular. Collapsing
  /// happens when `viewControllers` is set: the delegate's
  /// `splitViewController(_:collapseSecondary:onto:)` may take the secondary; otherwise the primary's
  /// `collapseSecondaryViewController(_:for:)` does (a navigation controller pushes it; other
  /// controllers drop it), and `viewControllers` is left holding the primary alone.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISplitViewController: UIViewController {
    /// How the columns are shown, as UIKit's.
    public enum DisplayMode: Int, Sendable {
      /// The split view controller chooses.
      case automatic = 0
      /// Only the secondary column.
      case secondaryOnly = 1
      /// One column beside the secondary.
      case oneBesideSecondary = 2
      /// One column over the secondary.
      case oneOverSecondary = 3
      /// Two columns beside the secondary.
      case twoBesideSecondary = 4
      /// Two columns over the secondary.
      case twoOverSecondary = 5
      /// Two columns that displace the secondary.
      case twoDisplaceSecondary = 6
    }

    /// The side the primary column is on, as UIKit's.
    public enum PrimaryEdge: Int, Sendable {
      /// The leading side.
      case leading = 0
      /// The trailing side.
      case trailing = 1
    }

    /// UIKit's automatic value for column widths.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The delegate, asked about collapsing and showing.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    private var controllers: [UIViewController] = []

    /// The primary and secondary controllers; just the primary while collapsed.
    ///
    /// Setting them makes them children; when the split view controller is collapsed the secondary
    /// is collapsed onto the primary (see the type's discussion).
    open var viewControllers: [UIViewController] {
      get { controllers }
      set {
        for old in controllers where !newValue.contains(where: { $0 === old }) {
          old.willMove(toParent: nil)
          old.viewIfLoaded?.removeFromSuperview()
          old.removeFromParent()
        }
        for controller in newValue where controller.parent !== self {
          addChild(controller)
          controller.didMove(toParent: self)
        }
        controllers = newValue
        if isCollapsed, controllers.count > 1 { collapse() }
        installViews()
      }
    }

    @exclusivity(unchecked)
    private var collapsedStorage = false

    /// Whether only one controller is shown: once the split view controller has appeared in a
    /// window compact in width (an iPhone's), as UIKit collapses it when it gets that window's
    /// traits; not before, so one made in code keeps both controllers until it is shown.
    open var isCollapsed: Bool { collapsedStorage }

    override func willAppearInWindow() {
      super.willAppearInWindow()
      guard let window = appearanceWindow, window.horizontalSizeClass != .regular else { return }
      collapseForCompactWidth()
    }

    /// The window became compact in width: the split view controller collapses (it is not
    /// expanded again when the width becomes regular).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if viewIfLoaded?.window != nil, traitCollection.horizontalSizeClass != .regular {
        collapseForCompactWidth()
      }
    }

    private func collapseForCompactWidth() {
      guard !collapsedStorage else { return }
      collapsedStorage = true
      if controllers.count > 1 { collapse() }
      installViews()
    }

    /// The display mode asked for; `automatic` by default.
    open var preferredDisplayMode = DisplayMode.automatic

    /// The display mode in effect: `secondaryOnly` while collapsed, else the preferred mode
    /// (`oneBesideSecondary` for `automatic`).
    open var displayMode: DisplayMode {
      if isCollapsed { return .secondaryOnly }
      return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    /// The button that changes the display mode, for the secondary's navigation bar (UIKit's
    /// pattern: `navigationItem.leftBarButtonItem = split.displayModeButtonItem`). A tap hides the
    /// primary column when it shows (`secondaryOnly`) and shows it beside the secondary when it is
    /// hidden; while collapsed it does nothing. The same item each time.
    open var displayModeButtonItem: UIBarButtonItem {
      if let item = displayModeItem { return item }
      let item = UIBarButtonItem(
        primaryAction: UIAction { [weak self] _ in self?.toggleDisplayMode() })
      item.style = .plain
      displayModeItem = item
      return item
    }

    private var displayModeItem: UIBarButtonItem?

    private func toggleDisplayMode() {
      guard !isCollapsed else { return }
      preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
    }

    /// Whether a swipe shows and hides the primary; stored only.
    open var presentsWithGesture = true
    /// The primary column's preferred share of the width; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// The primary column's preferred width; `automaticDimension` by default.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The side of the primary column.
    open var primaryEdge = PrimaryEdge.leading

    /// The width of the primary column while expanded: the preferred width or fraction, else 320.
    open var primaryColumnWidth: CGFloat {
      if preferredPrimaryColumnWidth >= 0 { return preferredPrimaryColumnWidth }
      if preferredPrimaryColumnWidthFraction >= 0, let view = viewIfLoaded {
        return view.bounds.width * preferredPrimaryColumnWidthFraction
      }
      return 320
    }

    /// Creates a split view controller with no controllers.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Lays the shown controllers' views out in the split view controller's view.
    open override func viewDidLoad() {
      super.viewDidLoad()
      installViews()
    }

    /// Shows a controller as the primary: asks the delegate, else (collapsed) lets the primary show
    /// it, else replaces the primary.
    ///
    /// - Parameters:
    ///   - vc: The controller.
    ///   - sender: The object that asked.
    open override func show(_ vc: UIViewController, sender: Any?) {
      if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
      if isCollapsed, let primary = controllers.first {
        primary.show(vc, sender: sender)
      } else {
        viewControllers = [vc] + controllers.dropFirst()
      }
    }

    /// Shows a controller as the secondary: asks the delegate; else, collapsed, a navigation
    /// primary pushes it and any other primary presents it; expanded, it replaces the secondary.
    ///
    /// - Parameters:
    ///   - vc: The controller.
    ///   - sender: The object that asked.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
      guard let primary = controllers.first else {
        viewControllers = [vc]
        return
      }
      if isCollapsed {
        if let navigation = primary as? UINavigationController {
          navigation.pushViewController(vc, animated: true)
        } else {
          present(vc, animated: true)
        }
      } else {
        viewControllers = [primary, vc]
      }
    }

    private func collapse() {
      let primary = controllers[0]
      let secondary = controllers[1]
      if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
        primary.collapseSecondaryViewController(secondary, for: self)
      }
      if secondary.parent === self {
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
      }
      controllers = [primary]
    }

    private func installViews() {
      guard let container = viewIfLoaded else { return }
      let bounds = container.bounds
      if isCollapsed || controllers.count < 2 {
        for (index, controller) in controllers.enumerated() {
          if index == 0 {
            controller.view.frame = bounds
            if controller.view.superview !== container { container.addSubview(controller.view) }
          } else {
            controller.viewIfLoaded?.removeFromSuperview()
          }
        }
        return
      }
      let width = min(primaryColumnWidth, bounds.width)
      let primaryX = primaryEdge == .leading ? bounds.minX : bounds.maxX - width
      let secondaryX = primaryEdge == .leading ? bounds.minX + width : bounds.minX
      controllers[0].view.frame = CGRect(
        x: primaryX, y: bounds.minY, width: width, height: bounds.height)
      controllers[1].view.frame = CGRect(
        x: secondaryX, y: bounds.minY, width: bounds.width - width, height: bounds.height)
      for controller in controllers.prefix(2) where controller.view.superview !== container {
        container.addSubview(controller.view)
      }
    }
  }

  /// What a split view controller asks and tells its delegate, as UIKit's.
  @preconcurrency @MainActor
  public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Asked to collapse the secondary onto the primary; return `true` when handled (the secondary
    /// is then dropped), `false` for the primary's `collapseSecondaryViewController(_:for:)`.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - secondaryViewController: The secondary.
    ///   - primaryViewController: The primary.
    /// - Returns: Whether the delegate handled it.
    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool

    /// Asked to show a controller as the primary; return `true` when handled.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - vc: The controller.
    ///   - sender: The object that asked.
    /// - Returns: Whether the delegate handled it.
    func splitViewController(
      _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool

    /// Asked to show a controller as the secondary; return `true` when handled.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - vc: The controller.
    ///   - sender: The object that asked.
    /// - Returns: Whether the delegate handled it.
    func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
  }

  extension UISplitViewControllerDelegate {
    /// Not handled: the primary collapses the secondary.
    public func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool { optionalRequirementDefault(false) }

    /// Not handled.
    public func splitViewController(
      _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { optionalRequirementDefault(false) }

    /// Not handled.
    public func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { optionalRequirementDefault(false) }
  }

  extension UIViewController {
    /// Takes a split view controller's secondary while it collapses: a navigation controller
    /// pushes it (or, for a navigation secondary, its controllers); other controllers do nothing.
    ///
    /// UIKit's is `open` and overridden by `UINavigationController`; HeadlessUIKit's is one method
    /// that checks for a navigation controller, and cannot be overridden.
    ///
    /// - Parameters:
    ///   - secondaryViewController: The secondary.
    ///   - splitViewController: The split view controller collapsing.
    public func collapseSecondaryViewController(
      _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
      guard let navigation = self as? UINavigationController else { return }
      var pushed = [secondaryViewController]
      if let secondaryNavigation = secondaryViewController as? UINavigationController {
        pushed = secondaryNavigation.viewControllers
        secondaryNavigation.setViewControllers([], animated: false)
      }
      if secondaryViewController.parent === splitViewController {
        secondaryViewController.willMove(toParent: nil)
        secondaryViewController.viewIfLoaded?.removeFromSuperview()
        secondaryViewController.removeFromParent()
      }
      navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
    }
  }
#endif
