#if !canImport(UIKit)
  import Foundation

  /// A navigation controller's delegate, as UIKit's; every requirement has UIKit's default.
  @preconcurrency @MainActor
  public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before a controller's view is shown (at the start of a push, pop or stack change).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether the transition is animated.
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool)
    /// Called after a controller's view was shown (after the transition).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller shown.
    ///   - animated: Whether the transition was animated.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool)
    /// The animator of a push or pop; `nil` (the standard transition) by default.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: A push or a pop.
    ///   - fromVC: The controller on top before.
    ///   - toVC: The controller on top after.
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The driver of an interactive push or pop; `nil` by default.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The transition's animator.
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
  }

  extension UINavigationControllerDelegate {
    /// UIKit's default: no animator (the standard transition).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: A push or a pop.
    ///   - fromVC: The controller on top before.
    ///   - toVC: The controller on top after.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { optionalRequirementDefault(nil) }
    /// UIKit's default: not interactive.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The transition's animator.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { optionalRequirementDefault(nil) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether the transition is animated.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller shown.
    ///   - animated: Whether the transition was animated.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { optionalRequirementDefault() }
  }

  /// A navigation bar's delegate, as UIKit's; every requirement has UIKit's default.
  ///
  /// A navigation controller's bar has the navigation controller as its delegate, as in UIKit,
  /// where `UINavigationController` implements these methods without saying so in its public
  /// interface. An app that declares the conformance on its own subclass (or on
  /// `UINavigationController` in an extension) and implements `navigationBar(_:shouldPop:)`
  /// decides whether the back button pops (the order UIKit asks in is in the behaviour
  /// article's navigation section).
  @preconcurrency @MainActor
  public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether the bar should push an item.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to push.
    /// - Returns: Whether to push it.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after the bar pushed an item (after the animation).
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar should pop an item; a user's tap on the back button asks first.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to pop.
    /// - Returns: Whether to pop it.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after the bar popped an item (after the animation).
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
  }

  extension UINavigationBarDelegate {
    /// UIKit's default: push.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to push.
    /// - Returns: `true`.
    public func navigationBar(
      _ navigationBar: UINavigationBar, shouldPush item: UINavigationItem
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item pushed.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
      optionalRequirementDefault()
    }
    /// UIKit's default: pop.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to pop.
    /// - Returns: `true`.
    public func navigationBar(
      _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item popped.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
      optionalRequirementDefault()
    }
  }

  /// A navigation bar, as UIKit's: it shows the navigation items of its controller's stack.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UINavigationBar: UIView {
    weak var navigationController: UINavigationController?
    private weak var delegateStorage: (any UINavigationBarDelegate)?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// The bar's background image for metrics; `nil` unless set.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
      backgroundImages[barMetrics]
    }

    /// Sets the bar's background image for metrics; stored only.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
      backgroundImages[barMetrics] = backgroundImage
    }

    /// The image of the line under the bar; `nil` (UIKit's own line) unless set.
    open var shadowImage: UIImage?
    /// The back button's chevron; `nil` (UIKit's) unless set.
    open var backIndicatorImage: UIImage?
    /// The mask of the back chevron's transition; `nil` unless set.
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The delegate. A navigation controller's bar answers its navigation controller when that
    /// conforms (as UIKit's bar, whose delegate is always its controller); setting it there is
    /// UIKit's exception, reported as an issue and ignored.
    open var delegate: (any UINavigationBarDelegate)? {
      get {
        if let navigationController { return navigationController as? any UINavigationBarDelegate }
        return delegateStorage
      }
      set {
        guard navigationController == nil else {
          reportUIKitException(
            "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
          return
        }
        delegateStorage = newValue
      }
    }

    /// The items of controllers just popped while the bar asks its delegate about them: UIKit's
    /// bar still holds them then (`items.count > viewControllers.count`).
    @exclusivity(unchecked)
    var itemsBeingPopped: [UINavigationItem] = []

    /// The navigation items, bottom to top: a controller's bar has its controllers' items; a
    /// bar of its own keeps the items it is given.
    open var items: [UINavigationItem]? {
      get {
        navigationController.map { $0.viewControllers.map(\.navigationItem) + itemsBeingPopped }
          ?? standaloneItems
      }
      set { setItems(newValue, animated: false) }
    }
    @exclusivity(unchecked)
    private var standaloneItems: [UINavigationItem]?

    /// Replaces a bar's items; a bar a navigation controller manages refuses, as UIKit's does.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
      guard navigationController == nil else {
        reportUIKitException(
          "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
        return
      }
      standaloneItems = items
      setNeedsLayout()
    }

    /// Pushes an item onto a bar of its own.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
      guard navigationController == nil else {
        reportUIKitException(
          "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a "
            + "controller.")
        return
      }
      setItems((standaloneItems ?? []) + [item], animated: animated)
    }

    /// Pops the top item of a bar of its own.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
      guard navigationController == nil else {
        reportUIKitException(
          "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a "
            + "controller.")
        return nil
      }
      guard var items = standaloneItems, !items.isEmpty else { return nil }
      let top = items.removeLast()
      setItems(items, animated: animated)
      return top
    }

    /// The top item.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top, whose back button shows.
    open var backItem: UINavigationItem? {
      guard let items, items.count > 1 else { return nil }
      return items[items.count - 2]
    }

    /// Whether titles are large.
    @exclusivity(unchecked)
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    @exclusivity(unchecked)
    open var isTranslucent = true
    /// The bar's tint colour.
    open var barTintColor: UIColor? {
      didSet { recordOnProxy("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor } }
    }
    /// The bar's style.
    @exclusivity(unchecked)
    open var barStyle = UIBarStyle.default {
      didSet { recordOnProxy("barStyle") { [barStyle] in $0.barStyle = barStyle } }
    }
    /// The attributes of the inline title (before appearances).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        recordOnProxy("titleTextAttributes") { [titleTextAttributes] in
          $0.titleTextAttributes = titleTextAttributes
        }
      }
    }
    /// The attributes of the large title (before appearances).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        recordOnProxy("largeTitleTextAttributes") { [largeTitleTextAttributes] in
          $0.largeTitleTextAttributes = largeTitleTextAttributes
        }
      }
    }
    @exclusivity(unchecked)
    private var standardAppearanceStorage = UINavigationBarAppearance()
    @exclusivity(unchecked)
    private var compactAppearanceStorage: UINavigationBarAppearance?
    @exclusivity(unchecked)
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    @exclusivity(unchecked)
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

    /// The appearance at the standard height: a copy of what is set (UIKit's `@NSCopying`), so
    /// later changes to the app's object do not reach the bar.
    open var standardAppearance: UINavigationBarAppearance {
      get { standardAppearanceStorage }
      set {
        standardAppearanceStorage = newValue.copy()
        recordOnProxy("standardAppearance") { [standardAppearanceStorage] in
          $0.standardAppearance = standardAppearanceStorage
        }
      }
    }
    /// The appearance at the compact height (a copy); `nil` uses the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
      get { compactAppearanceStorage }
      set {
        compactAppearanceStorage = newValue?.copy()
        recordOnProxy("compactAppearance") { [compactAppearanceStorage] in
          $0.compactAppearance = compactAppearanceStorage
        }
      }
    }
    /// The appearance when content scrolls to the bar's edge (a copy); `nil` uses a transparent
    /// one.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
      get { scrollEdgeAppearanceStorage }
      set {
        scrollEdgeAppearanceStorage = newValue?.copy()
        recordOnProxy("scrollEdgeAppearance") { [scrollEdgeAppearanceStorage] in
          $0.scrollEdgeAppearance = scrollEdgeAppearanceStorage
        }
      }
    }
    /// The appearance at the compact height when content scrolls to the edge (a copy).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
      get { compactScrollEdgeAppearanceStorage }
      set {
        compactScrollEdgeAppearanceStorage = newValue?.copy()
        recordOnProxy("compactScrollEdgeAppearance") { [compactScrollEdgeAppearanceStorage] in
          $0.compactScrollEdgeAppearance = compactScrollEdgeAppearanceStorage
        }
      }
    }
    /// The tint of the bar's buttons.
    open override var tintColor: UIColor! {
      didSet { recordOnProxy("tintColor") { [tintColor] in $0.tintColor = tintColor } }
    }

    /// Whether this is `UINavigationBar.appearance()`, which records what is set on it.
    private let isAppearanceProxy: Bool

    /// Creates a bar with the settings made on `UINavigationBar.appearance()`.
    ///
    /// - Parameter frame: The bar's frame.
    public override init(frame: CGRect) {
      isAppearanceProxy = false
      super.init(frame: frame)
      NavigationBarAppearanceProxy.shared.apply(to: self)
    }

    /// Creates a bar from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      isAppearanceProxy = false
      super.init(coder: coder)
      NavigationBarAppearanceProxy.shared.apply(to: self)
    }

    init(appearanceProxy: Void) {
      isAppearanceProxy = true
      super.init(frame: .zero)
    }

    private func recordOnProxy(_ name: String, _ apply: @escaping (UINavigationBar) -> Void) {
      guard isAppearanceProxy else { return }
      NavigationBarAppearanceProxy.shared.record(name, apply)
    }
  }

  /// A container that manages a stack of controllers, as UIKit's.
  ///
  /// The stack (`viewControllers`, `topViewController`) changes at once; appearance callbacks and
  /// the delegate's `didShow` follow after the animation (0.35 s scaled by the window layer's
  /// speed) or on the next main-queue turn.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UINavigationController: UIViewController {
    /// UIKit's duration of an animated push or pop, in seconds.
    static let navigationDuration: TimeInterval = 0.35

    @exclusivity(unchecked)
    private var stack: [UIViewController] = []
    /// Whether a tap on the back button already asked the bar's delegate about this pop.
    @exclusivity(unchecked)
    private var barAskedToPop = false
    @exclusivity(unchecked)
    var currentTransition: Transition?
    @exclusivity(unchecked)
    private var currentIncoming: UIViewController?

    /// The delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The navigation bar.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// UIKit's duration of an animated hiding or showing of the bars, in seconds.
    nonisolated public static let hideShowBarDuration: CGFloat = 0.2

    /// Whether the navigation bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
      get { navigationBar.isHidden }
      set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden (`true` by default); setting it is
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
      get { toolbarStorage.isHidden }
      set { setToolbarHidden(newValue, animated: false) }
    }

    private let toolbarStorage = UIToolbar(frame: .zero)

    /// The toolbar at the bottom, which shows the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { toolbarStorage }

    /// Whether a tap in the content hides the bars, or shows them when hidden; `false` by default.
    @exclusivity(unchecked)
    open var hidesBarsOnTap = false

    /// Whether an upward swipe in the content hides the bars and a downward one shows them.
    @exclusivity(unchecked)
    open var hidesBarsOnSwipe = false

    /// Whether the bars hide when the keyboard appears; stored only (HeadlessUIKit has no keyboard).
    @exclusivity(unchecked)
    open var hidesBarsWhenKeyboardAppears = false

    /// Whether the bars hide in a compact vertical size class; stored only (the height is regular).
    @exclusivity(unchecked)
    open var hidesBarsWhenVerticallyCompact = false

    /// Creates a navigation controller with a root controller.
    ///
    /// - Parameter rootViewController: The bottom of the stack.
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      configure()
      title = rootViewController.title
      applyStack([rootViewController], animated: false, operation: .set)
    }

    /// Creates an empty navigation controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      configure()
    }

    /// Creates an empty navigation controller from an archive.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      configure()
    }

    private func configure() {
      definesPresentationContext = true
      navigationBar.navigationController = self
      toolbarStorage.isHidden = true
      toolbarStorage.managingNavigationController = self
    }

    /// Shows the top controller's toolbar items in the toolbar.
    func updateToolbarItems(animated: Bool) {
      toolbarStorage.setItems(stack.last?.toolbarItems, animated: animated)
    }

    /// Makes the container view and shows the top controller's view in it.
    open override func loadView() {
      let container = UILayoutContainerView.make()
      container.placeBars = { [weak self] container in self?.placeBars(in: container) }
      view = container
      container.addGestureRecognizer(interactivePopRecognizer)
    }

    /// The recognizer of the swipe from the left edge that pops the top controller, attached
    /// to the navigation controller's view, as UIKit's (`userScreenEdgePanGesture(from: .left,
    /// by:)` on a view in it pops). Without a delegate it begins only when there is a
    /// controller to go back to, with its back button shown and no left bar button item; an
    /// app that sets its delegate decides instead (the way apps keep the swipe with a custom
    /// back button).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePopRecognizer }

    private lazy var interactivePopRecognizer: InteractivePopGestureRecognizer = {
      let recognizer = InteractivePopGestureRecognizer()
      recognizer.edges = .left
      recognizer.navigationController = self
      return recognizer
    }()

    /// Places the navigation bar below the top safe-area inset and the toolbar above the bottom
    /// one, on top of the shown controller's view, as UIKit lays them out.
    private func placeBars(in container: UILayoutContainerView) {
      let bounds = container.bounds
      let insets = container.safeAreaInsets
      navigationBar.frame = CGRect(x: 0, y: insets.top, width: bounds.width, height: 44)
      toolbarStorage.frame = CGRect(
        x: 0, y: bounds.height - insets.bottom - 44, width: bounds.width, height: 44)
      container.keepOnTop([navigationBar, toolbarStorage])
    }

    /// Installs the top controller's view after loading.
    open override func viewDidLoad() {
      super.viewDidLoad()
      if let top = stack.last { install(top) }
    }

    private func install(_ controller: UIViewController, below other: UIViewController? = nil) {
      guard let container = viewIfLoaded, let childView = controller.view else { return }
      childView.frame = container.bounds
      if let otherView = other?.viewIfLoaded, otherView.superview === container {
        container.insertSubview(childView, belowSubview: otherView)
      } else if childView.superview !== container {
        container.addSubview(childView)
      }
      (container as? UILayoutContainerView)?.keepOnTop([navigationBar, toolbarStorage])
    }

    /// The tab bar item: its own when set, else the root controller's, as in UIKit.
    open override var tabBarItem: UITabBarItem! {
      get {
        if tabBarItemStorage == nil, let root = stack.first { return root.tabBarItem }
        return super.tabBarItem
      }
      set { super.tabBarItem = newValue }
    }

    // MARK: Stack

    /// The stack, bottom to top; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
      get { stack }
      set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented by the top (or by this controller), else the top.
    open var visibleViewController: UIViewController? {
      if let presented = presentedViewController, !presented.isBeingDismissed { return presented }
      return stack.last
    }

    /// Pushes a controller on the stack.
    ///
    /// A controller already on the stack is UIKit's exception: reported as an issue and ignored.
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Whether to animate.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      let name = "pushViewController:animated:"
      if swizzledCall(self, UINavigationController.self, name, [viewController, animated]) != nil {
        return
      }
      pushImpl(viewController, animated: animated)
    }

    func pushImpl(_ viewController: UIViewController, animated: Bool) {
      if viewController is UINavigationController {
        reportUIKitException("Pushing a navigation controller is not supported")
        return
      }
      if stack.contains(where: { $0 === viewController }) {
        reportUIKitException(
          "Pushing the same view controller instance more than once is not supported "
            + "(\(viewController))")
        return
      }
      finishNestedTransition(
        message: "nested push animation can result in corrupted navigation bar")
      // The first controller pushed gives the navigation controller its title, as UIKit's push
      // does for an empty stack (a tab bar shows it).
      if stack.isEmpty { title = viewController.title }
      applyStack(stack + [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it; `nil` when only the root is left.
    ///
    /// - Parameter animated: Whether to animate.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      let name = "popViewControllerAnimated:"
      if let replaced = swizzledCall(self, UINavigationController.self, name, [animated]) {
        return replaced as? UIViewController
      }
      return popImpl(animated: animated)
    }

    func popImpl(animated: Bool) -> UIViewController? {
      guard stack.count > 1, let top = stack.last else { return nil }
      finishNestedTransition(message: "nested pop animation can result in corrupted navigation bar")
      applyStack(Array(stack.dropLast()), animated: animated, operation: .pop)
      return top
    }

    /// Pops to a controller on the stack; returns the popped controllers.
    ///
    /// A controller not on the stack is UIKit's exception: reported as an issue, returns `nil`.
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - animated: Whether to animate.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      guard let index = stack.firstIndex(where: { $0 === viewController }) else {
        reportUIKitException("Tried to pop to a view controller that doesn't exist.")
        return nil
      }
      let popped = Array(stack[(index + 1)...])
      guard !popped.isEmpty else { return [] }
      finishNestedTransition(message: "nested pop animation can result in corrupted navigation bar")
      applyStack(Array(stack[...index]), animated: animated, operation: .pop)
      return popped
    }

    /// Pops to the root controller; returns the popped controllers.
    ///
    /// - Parameter animated: Whether to animate.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      guard let root = stack.first else { return nil }
      return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; the top changes with a push-like transition when it differs.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, bottom to top.
    ///   - animated: Whether to animate.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      var unique: [UIViewController] = []
      for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
        unique.append(controller)
      }
      if unique.count != viewControllers.count {
        reportUIKitException(
          "All view controllers in a navigation controller must be distinct (\(viewControllers))")
        return
      }
      finishNestedTransition(
        message: "nested push animation can result in corrupted navigation bar")
      applyStack(unique, animated: animated, operation: .set)
    }

    /// Shows or hides the navigation bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether to animate, ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
      guard navigationBar.isHidden != hidden else { return }
      navigationBar.isHidden = hidden
      if let view = viewIfLoaded { LayoutEngine.markDirty(around: view) }
    }

    /// Shows or hides the toolbar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether to animate, ignored.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
      guard toolbarStorage.isHidden != hidden else { return }
      toolbarStorage.isHidden = hidden
      if let view = viewIfLoaded { LayoutEngine.markDirty(around: view) }
    }

    /// Pushes (UIKit's `show` inside a navigation controller).
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked, unused.
    open override func show(_ vc: UIViewController, sender: Any?) {
      pushViewController(vc, animated: true)
    }

    // MARK: Transitions

    enum StackOperation {
      case push
      case pop
      case set
    }

    /// The kind of a navigation transition, as UIKit's (for a custom animator).
    public enum Operation: Int, Sendable {
      /// No transition.
      case none = 0
      /// A push.
      case push = 1
      /// A pop.
      case pop = 2
    }

    private func finishNestedTransition(message: String) {
      guard let transition = currentTransition, !transition.isFinished else { return }
      let window = viewIfLoaded?.window
      consoleLog(message, window: window, controller: self)
      if let incoming = currentIncoming {
        consoleLog(incoming.unbalancedMessage, window: window, controller: incoming)
      }
      transition.finish()
    }

    private func applyStack(
      _ newStack: [UIViewController], animated: Bool, operation: StackOperation
    ) {
      let oldStack = stack
      let oldTop = oldStack.last
      let newTop = newStack.last
      let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
      // The bar pops the old top's item: it asks its delegate after the stack changed (unless a
      // tap on the back button asked first) and says it popped after the transition.
      let poppedItem =
        operation == .pop && oldTop.map { top in removed.contains { $0 === top } } == true
        ? oldTop?.navigationItem : nil
      let askBar = poppedItem != nil && !barAskedToPop
      if poppedItem != nil { barAskedToPop = false }
      let added = newStack.filter { new in !oldStack.contains { $0 === new } }
      stack = newStack
      updateToolbarItems(animated: animated)
      for controller in added {
        addChild(controller)
        controller.isMovingToParent = true
      }
      for controller in removed {
        controller.willMove(toParent: nil)
        controller.isMovingFromParent = true
      }
      let finalize: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        for controller in added where controller.parent === self {
          controller.isMovingToParent = false
          controller.didMove(toParent: self)
        }
        for controller in removed {
          if let view = controller.viewIfLoaded, view.superview === self.viewIfLoaded {
            view.removeFromSuperview()
          }
          controller.removeFromParent()
          controller.isMovingFromParent = false
        }
      }
      let isVisible =
        (appearanceState == .appeared || appearanceState == .appearing)
        && viewIfLoaded?.window != nil
      guard isVisible, oldTop !== newTop else {
        if isViewLoaded, oldTop !== newTop {
          oldTop?.viewIfLoaded?.removeFromSuperview()
          if let newTop { install(newTop) }
        }
        finalize()
        if askBar { askBarToPop(removed) }
        if let poppedItem {
          navigationBar.delegate?.navigationBar(navigationBar, didPop: poppedItem)
        }
        return
      }
      let window = viewIfLoaded?.window
      newTop?.loadViewIfNeeded()
      let coordinator = viewIfLoaded.map { container in
        TransitionCoordinator(
          from: oldTop, to: newTop, animated: animated, duration: Self.navigationDuration,
          style: .none, container: container,
          participants: [self] + [oldTop, newTop].compactMap { $0 })
      }
      if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
      oldTop?.beginInternalAppearance(false, animated: animated)
      newTop?.beginInternalAppearance(true, animated: animated)
      if let newTop { install(newTop, below: operation == .pop ? oldTop : nil) }
      newTop?.deliverViewIsAppearingIfNeeded()
      currentIncoming = newTop
      let label = operation == .pop ? "pop animation" : "push animation"
      // The delegate's animator, if it gives one for this operation, runs the transition.
      let kind: Operation =
        operation == .pop || (operation == .set && oldStack.contains { $0 === newTop })
        ? .pop : .push
      let animator =
        animated
        ? oldTop.flatMap { from in
          newTop.flatMap { to in
            delegate?.navigationController(
              self, animationControllerFor: kind, from: from, to: to)
          }
        } : nil
      currentTransition = runTransition(
        animator: animator, from: oldTop, to: newTop, style: .none, container: viewIfLoaded,
        in: window, animated: animated, duration: Self.navigationDuration, label: label
      ) { [weak self] in
        if let oldTop, oldTop !== self?.stack.last { oldTop.viewIfLoaded?.removeFromSuperview() }
        oldTop?.endInternalAppearance()
        newTop?.endInternalAppearance()
        finalize()
        coordinator?.finish()
        guard let self else { return }
        self.currentIncoming = nil
        if let newTop {
          self.delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        if let poppedItem {
          self.navigationBar.delegate?.navigationBar(self.navigationBar, didPop: poppedItem)
        }
      }
      if askBar { askBarToPop(removed) }
    }

    /// Asks the bar's delegate about a pop made in code, as UIKit's bar does after the stack
    /// changed: the popped items are still the bar's while it asks. The answer cannot undo it.
    private func askBarToPop(_ popped: [UIViewController]) {
      guard let delegate = navigationBar.delegate, let item = popped.last?.navigationItem else {
        return
      }
      navigationBar.itemsBeingPopped = popped.map(\.navigationItem)
      defer { navigationBar.itemsBeingPopped = [] }
      _ = delegate.navigationBar(navigationBar, shouldPop: item)
    }

    // MARK: Testing SPI

    /// Simulates the user tapping the back button; returns whether the tap reached it (the top
    /// controller shows a back button in a shown bar).
    ///
    /// As UIKit's bar, it first asks its delegate (the navigation controller, when that conforms
    /// to `UINavigationBarDelegate`) with `navigationBar(_:shouldPop:)`; on `true` it pops with
    /// animation, unless the delegate already popped. On `false` nothing pops.
    @_spi(Testing)
    @discardableResult
    public func userTapBackButton() -> Bool {
      guard stack.count > 1, let top = stack.last, !top.navigationItem.hidesBackButton,
        !isNavigationBarHidden
      else { return false }
      // The bar asks once: a pop while it asks (the delegate's own) or after does not ask again.
      barAskedToPop = true
      defer { barAskedToPop = false }
      if let delegate = navigationBar.delegate {
        guard delegate.navigationBar(navigationBar, shouldPop: top.navigationItem) else {
          return true
        }
        // The delegate may have popped on its own; the tap pops once.
        guard stack.last === top else { return true }
      }
      _ = popViewController(animated: true)
      return true
    }

    /// Whether the toolbar has items to show.
    private var toolbarHasItems: Bool { !(toolbarStorage.items ?? []).isEmpty }

    /// Simulates the user tapping the content area (away from any control).
    ///
    /// With `hidesBarsOnTap`, a tap hides the navigation bar and the toolbar when the navigation
    /// bar shows, else shows the navigation bar, and the toolbar when it has items, as UIKit's.
    /// Returns whether the bars changed; `false` (nothing happens) without `hidesBarsOnTap`, or
    /// when the navigation controller's view is not in a window or cannot be touched.
    @_spi(Testing)
    @discardableResult
    public func userTapContentArea() -> Bool {
      guard hidesBarsOnTap, let view = viewIfLoaded, view.window != nil,
        view.isReachableByUserTouch
      else { return false }
      if isNavigationBarHidden {
        setNavigationBarHidden(false, animated: true)
        if toolbarHasItems { setToolbarHidden(false, animated: true) }
      } else {
        setNavigationBarHidden(true, animated: true)
        setToolbarHidden(true, animated: true)
      }
      return true
    }

    /// Simulates the user swiping the content up (`upward == true`) or down.
    ///
    /// With `hidesBarsOnSwipe`, an upward swipe hides the navigation bar (and the toolbar when it
    /// has items) and a downward one shows them, as UIKit's. Returns whether the bars changed;
    /// `false` without `hidesBarsOnSwipe`, when they are already so, or when the view is not in
    /// a window or cannot be touched.
    ///
    /// - Parameter upward: Whether the finger moves up (content scrolls on): hides the bars.
    @_spi(Testing)
    @discardableResult
    public func userSwipeContent(upward: Bool) -> Bool {
      guard hidesBarsOnSwipe, let view = viewIfLoaded, view.window != nil,
        view.isReachableByUserTouch, isNavigationBarHidden != upward
      else { return false }
      setNavigationBarHidden(upward, animated: true)
      if toolbarHasItems { setToolbarHidden(upward, animated: true) }
      return true
    }
  }

  /// The navigation controller's edge swipe: on recognizing, it pops the top controller.
  final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func shouldBegin() -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1 else {
        return false
      }
      if delegate == nil {
        // UIKit's own delegate: no swipe back where the back button is hidden or replaced.
        guard let top = navigationController.topViewController,
          !top.navigationItem.hidesBackButton, top.navigationItem.leftBarButtonItem == nil
        else { return false }
      }
      return super.shouldBegin()
    }

    override func recognize(_ gesture: UserGesture) {
      super.recognize(gesture)
      guard let navigationController, navigationController.viewControllers.count > 1 else {
        return
      }
      _ = navigationController.popViewController(animated: true)
    }
  }
#endif
