#if !canImport(UIKit)
  import Foundation

  /// Where a controller is in its appearance cycle.
  enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  /// An object that manages a view hierarchy, as UIKit's: lifecycle, appearance, containment,
  /// presentation and segues.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIViewController: UIResponder {
    // MARK: Initialisers

    /// The nib name; HeadlessUIKit has no nibs.
    @exclusivity(unchecked)
    open private(set) var nibName: String?

    /// The nib's bundle; HeadlessUIKit has no nibs.
    @exclusivity(unchecked)
    open private(set) var nibBundle: Bundle?

    /// Creates a controller; HeadlessUIKit loads no nib, so `loadView()` makes a plain view.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.nibName = nibNameOrNil
      self.nibBundle = nibBundleOrNil
      super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has none, so it is a plain controller.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init()
    }

    // MARK: View loading

    @exclusivity(unchecked)
    private var viewStorage: UIView?
    @exclusivity(unchecked)
    private var isLoadingView = false

    /// The root view, loaded on first access with `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return viewStorage
      }
      set {
        viewStorage?.owningViewController = nil
        viewStorage = newValue
        newValue?.owningViewController = self
        newValue?.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }
    /// `topLayoutGuide` and `bottomLayoutGuide`, made when first asked for.
    var layoutSupportStorage: Any?

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
      guard viewStorage == nil, !isLoadingView else { return }
      isLoadingView = true
      loadView()
      if viewStorage == nil { view = UIViewController.makeDefaultView() }
      isLoadingView = false
      viewDidLoad()
    }

    /// Creates the root view; the default makes a screen-sized `UIView`. Don't call `super` when
    /// you assign your own view.
    open func loadView() {
      if loadInterfaceBuilderView() || loadNibView() { return }
      view = UIViewController.makeDefaultView()
    }

    /// The storyboard the controller came from, if any.
    @exclusivity(unchecked)
    public internal(set) var storyboard: UIStoryboard?

    /// The storyboard scene the view loads from, for a controller a storyboard made.
    @exclusivity(unchecked)
    var interfaceBuilderScene: IBScene?

    /// A screen-sized view that follows its superview's size, as UIKit's default root view.
    static func makeDefaultView() -> UIView {
      let view = UIView(frame: UIScreen.main.bounds)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      return view
    }

    /// Called once after the view loaded.
    open func viewDidLoad() { _ = swizzledCall(self, UIViewController.self, "viewDidLoad", []) }

    /// Updates the constraints of the controller's view before a layout pass, when the view needs
    /// it (`view.setNeedsUpdateConstraints()`); the default updates the view's own constraints.
    /// Call `super` last.
    open func updateViewConstraints() {
      viewIfLoaded?.updateOwnConstraints()
    }

    // MARK: Appearance callbacks

    /// Called before the view is added to a view hierarchy.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {
      _ = swizzledCall(self, UIViewController.self, "viewWillAppear:", [animated])
    }

    /// Called after the view was added to the window, before layout and `viewDidAppear`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view appeared, on a later main-queue turn.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {
      _ = swizzledCall(self, UIViewController.self, "viewDidAppear:", [animated])
    }

    /// Called before the view is removed from a view hierarchy.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {
      _ = swizzledCall(self, UIViewController.self, "viewWillDisappear:", [animated])
    }

    /// Called after the view disappeared, on a later main-queue turn.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {
      _ = swizzledCall(self, UIViewController.self, "viewDidDisappear:", [animated])
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's size is about to change; HeadlessUIKit's screen never rotates.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: The transition coordinator.
    open func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    /// Called when memory runs low; never in HeadlessUIKit.
    open func didReceiveMemoryWarning() {}

    // MARK: Key commands

    /// The key commands added with `addKeyCommand(_:)`.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands added with `addKeyCommand(_:)`, or `nil` when there are none.
    open override var keyCommands: [UIKeyCommand]? {
      addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    /// Adds a key command the controller handles.
    ///
    /// - Parameter keyCommand: The command.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
      guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
      addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with `addKeyCommand(_:)`.
    ///
    /// - Parameter keyCommand: The command.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
      addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: Properties

    /// The title, shown by navigation and tab bar controllers.
    open var title: String? {
      didSet {
        if let item = navigationItemStorage, item.title == oldValue { item.title = title }
        if let item = tabBarItemStorage, item.title == oldValue { item.title = title }
      }
    }

    @exclusivity(unchecked)
    private var navigationItemStorage: UINavigationItem?
    @exclusivity(unchecked)
    var tabBarItemStorage: UITabBarItem?

    /// The navigation item that represents this controller in a navigation bar; made on first use.
    open var navigationItem: UINavigationItem {
      if let navigationItemStorage { return navigationItemStorage }
      let item = UINavigationItem(title: title ?? "")
      item.title = title
      navigationItemStorage = item
      return item
    }

    /// The tab bar item that represents this controller in a tab bar; made on first use.
    open var tabBarItem: UITabBarItem! {
      get {
        if let tabBarItemStorage { return tabBarItemStorage }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
      }
      set { tabBarItemStorage = newValue }
    }

    /// The status bar style this controller prefers; stored preference only.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }

    /// Whether this controller prefers the home indicator hidden.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The orientations this controller supports; all but upside down, as on an iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the controller's content rotates; HeadlessUIKit's screen never rotates.
    open var shouldAutorotate: Bool { true }

    /// The orientation preferred for a full-screen presentation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Asks the system to read the status bar preferences again; HeadlessUIKit has no status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Called when the traits change; HeadlessUIKit's traits change only when a test sets a
    /// window's size class.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the safe area insets of the view changed, before it lays out.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// The style this controller's views use regardless of the environment.
    @exclusivity(unchecked)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Insets added to the safe area of the view and its descendants.
    @exclusivity(unchecked)
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
      didSet {
        if additionalSafeAreaInsets != oldValue, let view = viewIfLoaded {
          LayoutEngine.markDirty(around: view)
        }
      }
    }

    /// The smallest margins of the root view: 16 points at the sides on an iPhone, 0 at the top and
    /// bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
      NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`; `true` by default.
    @exclusivity(unchecked)
    open var viewRespectsSystemMinimumLayoutMargins = true {
      didSet {
        if let view = viewIfLoaded { LayoutEngine.markDirty(around: view) }
      }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
      didSet {
        if let navigation = parent as? UINavigationController,
          navigation.topViewController === self
        {
          navigation.updateToolbarItems(animated: false)
        }
      }
    }

    /// Sets the toolbar items; the navigation controller's toolbar shows them while this
    /// controller is on top.
    ///
    /// - Parameters:
    ///   - toolbarItems: The items, in order.
    ///   - animated: Whether to animate, ignored.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
      self.toolbarItems = toolbarItems
    }

    /// Whether the bottom bar hides when pushed; stored only.
    @exclusivity(unchecked)
    open var hidesBottomBarWhenPushed = false

    /// The preferred content size, for popovers and form sheets.
    @exclusivity(unchecked)
    open var preferredContentSize = CGSize.zero

    /// Whether the view is editing; setting it calls `setEditing(_:animated: false)`, as UIKit's.
    open var isEditing: Bool {
      get { editingStorage }
      set { setEditing(newValue, animated: false) }
    }

    @exclusivity(unchecked)
    private var editingStorage = false
    @exclusivity(unchecked)
    private var editButtonItemStorage: UIBarButtonItem?

    /// Sets the editing state and updates ``editButtonItem`` ("Done" while editing, else
    /// "Edit"); an override must call `super`, as in UIKit.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate, ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
      editingStorage = editing
      editButtonItemStorage?.showEditing(editing)
    }

    /// A bar button item that toggles editing, as UIKit's: the same item each time, titled
    /// "Edit", or "Done" (with the done style) while editing; a tap calls
    /// `setEditing(!isEditing, animated: true)` on this controller.
    open var editButtonItem: UIBarButtonItem {
      if let item = editButtonItemStorage { return item }
      let item = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: UIViewController.toggleEditingSelector)
      item.showEditing(isEditing)
      editButtonItemStorage = item
      return item
    }

    #if canImport(ObjectiveC)
      /// UIKit's private action of the edit button item, sent to its controller.
      private static let toggleEditingSelector = #selector(_toggleEditing(_:))

      /// Flips editing, animated: the edit button item's action.
      @objc private func _toggleEditing(_ sender: Any?) {
        setEditing(!isEditing, animated: true)
      }
    #else
      /// UIKit's private action of the edit button item, sent to its controller.
      private static let toggleEditingSelector = Selector(
        _tapwrightPort: "_toggleEditing:", arguments: 1
      ) { (controller: UIViewController, _, _) in
        controller.setEditing(!controller.isEditing, animated: true)
        return nil
      }
    #endif

    /// The traits: an iPhone's, with the window's horizontal size class (compact by default) and
    /// the nearest `overrideUserInterfaceStyle` of this controller or its parents (else light).
    open var traitCollection: UITraitCollection {
      var style = UIUserInterfaceStyle.unspecified
      var controller: UIViewController? = self
      while let current = controller, style == .unspecified {
        style = current.overrideUserInterfaceStyle
        controller = current.parent ?? current.presentingViewController
      }
      return .phone(horizontal: viewIfLoaded?.window?.horizontalSizeClass ?? .compact, style: style)
    }

    /// The view's superview's responder, else the parent or presenting controller.
    open override var next: UIResponder? {
      if let superview = viewIfLoaded?.superview {
        return superview is UIWindow && parent == nil && presentingStorage != nil
          ? presentingStorage : superview
      }
      return parent ?? presentingStorage
    }

    override var responderWindow: UIWindow? { viewIfLoaded?.window }

    // MARK: Appearance engine

    @exclusivity(unchecked)
    var appearanceState = AppearanceState.disappeared
    @exclusivity(unchecked)
    private var isAppearingDelivered = false
    @exclusivity(unchecked)
    private var appearanceAnimated = false
    @exclusivity(unchecked)
    private var manualAppearanceDepth = 0

    /// Whether appearance callbacks are forwarded to children automatically; `true` by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition for a child whose container forwards appearance itself.
    ///
    /// Calls `viewWillAppear`/`viewWillDisappear`. An unmatched second call logs UIKit's
    /// "Unbalanced calls to begin/end appearance transitions" message.
    /// - Parameters:
    ///   - isAppearing: Whether the view appears.
    ///   - animated: Whether the transition is animated.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      if manualAppearanceDepth > 0 {
        consoleLog(unbalancedMessage, window: viewIfLoaded?.window, controller: self)
      }
      manualAppearanceDepth += 1
      beginInternalAppearance(isAppearing, animated: animated)
    }

    /// Ends an appearance transition: calls `viewDidAppear`/`viewDidDisappear`.
    ///
    /// An end without a begin logs UIKit's "Unbalanced calls" message and is ignored.
    open func endAppearanceTransition() {
      guard manualAppearanceDepth > 0 else {
        consoleLog(unbalancedMessage, window: viewIfLoaded?.window, controller: self)
        return
      }
      manualAppearanceDepth = 0
      endInternalAppearance()
    }

    var unbalancedMessage: String {
      "Unbalanced calls to begin/end appearance transitions for \(self)."
    }

    /// Children whose views are in this controller's view tree and get forwarded appearance.
    private var appearanceChildren: [UIViewController] {
      guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
      return children.filter { child in
        guard let childView = child.viewIfLoaded else { return false }
        return childView.isDescendant(of: view)
      }
    }

    /// The window this controller is appearing in, before its view is there: its view's, else
    /// the window installing its root, else its parent's or presenter's.
    var appearanceWindow: UIWindow? {
      var controller: UIViewController? = self
      while let current = controller {
        if let window = current.viewIfLoaded?.window { return window }
        if current.parent == nil, current.presentingStorage == nil,
          let window = UIWindow.installingRoot, window.rootViewController === current
        {
          return window
        }
        controller = current.parent ?? current.presentingStorage
      }
      return nil
    }

    /// Called as the controller begins to appear, before `viewWillAppear`: a container adapts to
    /// the window's traits here (a split view controller collapses in a compact one).
    func willAppearInWindow() {}

    /// Sends `viewWill(Dis)Appear` (and forwards it); switches direction if already transitioning.
    func beginInternalAppearance(_ appearing: Bool, animated: Bool) {
      appearanceAnimated = animated
      if appearing {
        guard appearanceState != .appeared && appearanceState != .appearing else { return }
        loadViewIfNeeded()
        willAppearInWindow()
        appearanceState = .appearing
        isAppearingDelivered = false
        viewWillAppear(animated)
      } else {
        guard appearanceState != .disappeared && appearanceState != .disappearing else { return }
        appearanceState = .disappearing
        viewWillDisappear(animated)
      }
      for child in appearanceChildren {
        child.beginInternalAppearance(appearing, animated: animated)
      }
      if appearing, viewIfLoaded?.window != nil { deliverViewIsAppearingIfNeeded() }
    }

    /// Sends `viewIsAppearing` and lays out, once per appearance, when the view is in a window.
    func deliverViewIsAppearingIfNeeded() {
      guard deliverViewIsAppearingTree(), let view = viewIfLoaded else { return }
      // One layout pass after every `viewIsAppearing` of the tree, as UIKit lays out the window
      // once after the callbacks; a child's own pass would re-solve for each sibling's changes.
      view.layoutIfNeeded()
    }

    /// Sends `viewIsAppearing` to this controller and its appearing children, parents first;
    /// returns whether this controller got it.
    private func deliverViewIsAppearingTree() -> Bool {
      guard appearanceState == .appearing, !isAppearingDelivered, let view = viewIfLoaded,
        view.window != nil
      else { return false }
      isAppearingDelivered = true
      viewIsAppearing(appearanceAnimated)
      for child in appearanceChildren {
        if child.deliverViewIsAppearingTree(), child.viewIfLoaded?.isDescendant(of: view) != true {
          child.viewIfLoaded?.layoutIfNeeded()
        }
      }
      return true
    }

    /// Sends `viewDid(Dis)Appear` (and forwards it) if a transition is under way.
    func endInternalAppearance() {
      switch appearanceState {
      case .appearing:
        deliverViewIsAppearingIfNeeded()
        appearanceState = .appeared
        viewDidAppear(appearanceAnimated)
        for child in appearanceChildren { child.endInternalAppearance() }
      case .disappearing:
        appearanceState = .disappeared
        viewDidDisappear(appearanceAnimated)
        for child in children { child.endInternalAppearance() }
      case .appeared, .disappeared:
        return
      }
    }

    /// A child's view entered or left a window while its parent appears: forward appearance.
    func viewDidMoveWindow(from oldWindow: UIWindow?) {
      let window = viewIfLoaded?.window
      if window != nil {
        if appearanceState == .appearing {
          deliverViewIsAppearingIfNeeded()
          return
        }
        guard appearanceState == .disappeared, let parent,
          parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearanceState == .appeared
        else { return }
        beginInternalAppearance(true, animated: false)
        runTransition(in: window, animated: false, duration: 0, label: "child appearance") {
          [weak self] in self?.endInternalAppearance()
        }
      } else if oldWindow != nil {
        guard appearanceState == .appeared, let parent,
          parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearanceState == .appeared
        else { return }
        beginInternalAppearance(false, animated: false)
        runTransition(in: oldWindow, animated: false, duration: 0, label: "child disappearance") {
          [weak self] in self?.endInternalAppearance()
        }
      }
    }

    // MARK: Containment

    /// The child controllers, in the order added.
    @exclusivity(unchecked)
    open internal(set) var children: [UIViewController] = []

    /// The parent controller, if any.
    @exclusivity(unchecked)
    open internal(set) weak var parent: UIViewController?

    /// Whether the controller is being added to a parent (during a push or containment change).
    @exclusivity(unchecked)
    open internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from a parent (during a pop).
    @exclusivity(unchecked)
    open internal(set) var isMovingFromParent = false

    /// Adds a child controller; calls the child's `willMove(toParent:)`. Call the child's
    /// `didMove(toParent:)` after adding its view.
    ///
    /// - Parameter childController: The child to add; it leaves its previous parent first.
    open func addChild(_ childController: UIViewController) {
      var ancestor: UIViewController? = self
      var isAncestor = false
      while let controller = ancestor {
        if controller === childController { isAncestor = true }
        ancestor = controller.parent
      }
      guard !isAncestor else {
        reportUIKitException(
          "child view controller:\(childController) should have parent view controller:(null) "
            + "but actual parent is:\(self)")
        return
      }
      if childController.parent === self { return }
      if childController.parent != nil { childController.removeFromParent() }
      childController.willMove(toParent: self)
      children.append(childController)
      childController.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first.
    open func removeFromParent() {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
      didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    ///
    /// - Parameter parent: The new parent, or `nil` when it is removed.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    ///
    /// - Parameter parent: The new parent, or `nil` when it was removed.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor navigation controller.
    open var navigationController: UINavigationController? {
      var current = parent
      while let controller = current {
        if let navigation = controller as? UINavigationController { return navigation }
        current = controller.parent
      }
      return nil
    }

    /// The nearest ancestor tab bar controller.
    open var tabBarController: UITabBarController? {
      var current = parent
      while let controller = current {
        if let tabBar = controller as? UITabBarController { return tabBar }
        current = controller.parent
      }
      return nil
    }

    /// The nearest ancestor split view controller, if any.
    open var splitViewController: UISplitViewController? {
      var current = parent
      while let controller = current {
        if let split = controller as? UISplitViewController { return split }
        current = controller.parent
      }
      return nil
    }

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    /// The controller this one presents (strong), set on the controller that actually presents.
    @exclusivity(unchecked)
    var presentedStorage: UIViewController?
    /// The controller that actually presents this one.
    weak var presentingStorage: UIViewController?
    /// The controller `present` was called on, for messages.
    weak var presentationSourceStorage: UIViewController?
    /// Where the presenter's view was before a full-screen or current-context presentation hid it.
    @exclusivity(unchecked)
    var hiddenPresenterPlacement: ViewPlacement?
    /// The style this presentation uses after adaptation.
    @exclusivity(unchecked)
    var effectivePresentationStyle = UIModalPresentationStyle.fullScreen
    @exclusivity(unchecked)
    var presentationControllerStorage: UIPresentationController?
    /// The coordinator of the transition this controller takes part in.
    @exclusivity(unchecked)
    var transitionCoordinatorStorage: TransitionCoordinator?
    /// Whether this controller is being presented.
    @exclusivity(unchecked)
    var isBeingPresentedStorage = false
    /// Whether this controller is being dismissed.
    @exclusivity(unchecked)
    var isBeingDismissedStorage = false
    /// Whether a presentation or dismissal of this controller is running (until its end begins;
    /// the `did*` callbacks already see it finished, so they may present or dismiss).
    @exclusivity(unchecked)
    var isPresentationTransitionRunning = false

    /// Whether UIKit adjusts the insets of a scroll view that is the controller's view for the
    /// bars (deprecated in iOS 11 for `UIScrollView.contentInsetAdjustmentBehavior`); kept as
    /// set, `true` by default.
    open var automaticallyAdjustsScrollViewInsets = true

    /// The edges the view extends under when a bar is translucent (`.all` by default, as UIKit's);
    /// kept as set: HeadlessUIKit's bars lay out the same either way.
    open var edgesForExtendedLayout: UIRectEdge = .all

    /// Whether the view extends under opaque bars too; `false` by default, kept as set.
    open var extendedLayoutIncludesOpaqueBars = false

    /// The presentation style; `.automatic` (a page sheet) by default.
    @exclusivity(unchecked)
    open var modalPresentationStyle = UIModalPresentationStyle.automatic {
      didSet {
        if modalPresentationStyle != oldValue, presentingStorage == nil {
          presentationControllerStorage = nil
        }
      }
    }

    /// The object that gives a custom presentation's or dismissal's animator and presentation
    /// controller (held weakly, as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The transition style; stored only.
    @exclusivity(unchecked)
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    /// Whether this controller defines the context for `.currentContext` presentations.
    @exclusivity(unchecked)
    open var definesPresentationContext = false

    /// Whether the user cannot dismiss this sheet interactively.
    @exclusivity(unchecked)
    open var isModalInPresentation = false

    // MARK: Presentation (implemented in UIViewController+Presentation.swift)

    /// Presents a controller modally.
    ///
    /// `viewWillAppear` runs now; `viewDidAppear` and `completion` run after the animation
    /// (0.3 s scaled by the window layer's speed) or on the next main-queue turn. Presenting while
    /// a presentation is in progress, on a controller that already presents, or from a view
    /// outside a window logs UIKit's message and does nothing.
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Whether to animate.
    ///   - completion: Called after the presented controller's `viewDidAppear`.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      let name = "presentViewController:animated:completion:"
      if swizzledCall(
        self, UIViewController.self, name, [viewControllerToPresent, flag, completion])
        != nil
      {
        return
      }
      presentImpl(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or else this one (forwarded to its presenter).
    ///
    /// Called lower in a chain of presentations, it dismisses everything above. `completion` runs
    /// after the dismissal, on a later main-queue turn (also when there is nothing to dismiss).
    /// Dismissing during a transition logs UIKit's message and does nothing.
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Called after the dismissal.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      let name = "dismissViewControllerAnimated:completion:"
      if swizzledCall(self, UIViewController.self, name, [flag, completion]) != nil { return }
      dismissImpl(animated: flag, completion: completion)
    }

    /// Shows a controller: pushes it in a navigation controller, else presents it.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked, unused.
    open func show(_ vc: UIViewController, sender: Any?) {
      if swizzledCall(self, UIViewController.self, "showViewController:sender:", [vc, sender])
        != nil
      {
        return
      }
      showImpl(vc, sender: sender)
    }

    /// Shows a controller as the detail: the enclosing split view controller's
    /// `showDetailViewController(_:sender:)`, else as `show(_:sender:)`.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked, unused.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      let name = "showDetailViewController:sender:"
      if swizzledCall(self, UIViewController.self, name, [vc, sender]) != nil { return }
      showDetailImpl(vc, sender: sender)
    }

    // MARK: Segues (declarations in UIStoryboardSegue.swift)

    /// Performs a declared segue: makes the destination, calls `prepare(for:sender:)`, performs.
    ///
    /// An unknown identifier reports UIKit's "Receiver (<X>) has no segue with identifier 'id'"
    /// and does nothing. `shouldPerformSegue` is not consulted, as in UIKit.
    /// - Parameters:
    ///   - identifier: The declared segue's identifier.
    ///   - sender: The object that starts the segue, passed to `prepare(for:sender:)`.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
      performSegueImpl(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue performs, after its destination exists; override to pass data.
    ///
    /// - Parameters:
    ///   - segue: The segue about to perform.
    ///   - sender: The object that started it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue started by a trigger (a button, a cell) may perform; `true` by default.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - sender: The object that started it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    @exclusivity(unchecked)
    var declaredSegues: [String: DeclaredSegue] = [:]

    // MARK: Testing SPI

    /// Whether a transition involving this controller (appearance, presentation, dismissal,
    /// navigation) is in flight.
    @_spi(Testing) public var isTransitionInFlight: Bool {
      isBeingPresentedStorage || isBeingDismissedStorage || appearanceState == .appearing
        || appearanceState == .disappearing
        || ((self as? UINavigationController)?.currentTransition.map { !$0.isFinished } ?? false)
    }
  }

  /// Where a view was in its superview, to put it back.
  struct ViewPlacement {
    weak var superview: UIView?
    var index: Int
  }
#endif
