#if !canImport(UIKit)
  import Foundation

  /// The backdrop of an app's user interface, as UIKit's; it hosts a root view controller.
  ///
  /// A window also owns the HeadlessUIKit state that tests observe: its pending work, its timers,
  /// its transitions in flight and its console messages.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIWindow: UIView {
    /// A window's level in the z-order, as UIKit's.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
      /// The level.
      public var rawValue: CGFloat
      /// Creates a level.
      ///
      /// - Parameter rawValue: The level.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Creates a level.
      ///
      /// - Parameter rawValue: The level.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      /// The default level.
      public static let normal = Level(0)
      /// Above normal windows.
      public static let statusBar = Level(1000)
      /// Alerts' level.
      public static let alert = Level(2000)

      /// Whether one level is below another, by raw value.
      public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The window's level.
    @exclusivity(unchecked)
    open var windowLevel = Level.normal

    /// The scene the window is attached to, if any.
    open weak var windowScene: UIWindowScene? {
      didSet {
        guard oldValue !== windowScene else { return }
        oldValue?.detach(self)
        windowScene?.attach(self)
      }
    }

    /// The root view controller; setting it on a visible window swaps the content with appearance.
    open var rootViewController: UIViewController? {
      get { rootStorage }
      set { setRoot(newValue) }
    }

    @exclusivity(unchecked)
    private var rootStorage: UIViewController?

    /// The current first responder in this window.
    weak var firstResponder: UIResponder?

    /// Whether the keyboard is up for this window's first responder (see `updateKeyboard()`).
    @exclusivity(unchecked)
    var isKeyboardShown = false

    /// While above zero, first-responder changes don't move the keyboard yet: a responder
    /// handing over to another, or a text input finishing its own editing callbacks.
    @exclusivity(unchecked)
    var keyboardUpdatesHeld = 0

    /// Next-turn work owned by this window and not yet run.
    @exclusivity(unchecked)
    var pendingWorkCount = 0

    /// Whether a test harness's stage made this window (see `HeadlessScheduler`): its next-turn
    /// work is then that stage's alone, and other stages' waits need not turn for it.
    @_spi(Testing) public var isStageWindow = false

    /// Transitions (appearance, presentation, navigation) in flight in this window.
    @exclusivity(unchecked)
    var transitionsInFlight = 0

    /// Every console message this window's code emitted, oldest first.
    @_spi(Testing) public internal(set) var consoleMessages: [HeadlessConsoleMessage] = []

    /// The horizontal size class the window reports to its controllers; compact, as an iPhone.
    @_spi(Testing) public var horizontalSizeClass = UIUserInterfaceSizeClass.compact {
      didSet {
        guard horizontalSizeClass != oldValue else { return }
        let previous = UITraitCollection.phone(horizontal: oldValue)
        notifyTraitChange(in: self, previous: previous)
      }
    }

    private func notifyTraitChange(in view: UIView, previous: UITraitCollection) {
      view.traitCollectionDidChange(previous)
      view.owningViewController?.traitCollectionDidChange(previous)
      for subview in view.subviews { notifyTraitChange(in: subview, previous: previous) }
    }

    @exclusivity(unchecked)
    private var layoutPassScheduled = false

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Whether the window is hidden; windows start hidden. Showing or hiding drives appearance.
    open override var isHidden: Bool {
      didSet {
        guard isHidden != oldValue else { return }
        isHidden ? windowDidHide() : windowDidShow()
      }
    }

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    override var responderWindow: UIWindow? { self }

    /// Creates a window with a frame.
    ///
    /// - Parameter frame: The window's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      super.isHidden = true
      UIApplication.shared.register(self)
    }

    /// Creates a window the size of the main screen.
    public convenience init() {
      self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window from an archive; HeadlessUIKit has none, so it is screen-sized.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(frame: UIScreen.main.bounds)
      super.isHidden = true
      UIApplication.shared.register(self)
    }

    /// Makes this the key window.
    open func makeKey() {
      let application = UIApplication.shared
      guard application.keyWindowStorage !== self else { return }
      let previous = application.keyWindowStorage
      application.keyWindowStorage = self
      previous?.resignKey()
      becomeKey()
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
      makeKey()
      isHidden = false
    }

    /// Called when the window becomes key.
    open func becomeKey() {}

    /// Called when the window stops being key.
    open func resignKey() {}

    // MARK: Root view controller

    private func setRoot(_ newRoot: UIViewController?) {
      guard newRoot !== rootStorage else { return }
      let oldRoot = rootStorage
      if let oldRoot {
        if !isHidden { oldRoot.beginInternalAppearance(false, animated: false) }
        oldRoot.viewIfLoaded?.removeFromSuperview()
        if !isHidden {
          runTransition(in: self, animated: false, duration: 0, label: "root change") {
            oldRoot.endInternalAppearance()
          }
        }
      }
      rootStorage = newRoot
      if !isHidden { installRoot() }
    }

    /// The window whose root controller is beginning to appear, before its view is in it.
    nonisolated(unsafe) static var installingRoot: UIWindow?

    private func installRoot() {
      guard let root = rootStorage else { return }
      let outer = Self.installingRoot
      Self.installingRoot = self
      root.beginInternalAppearance(true, animated: false)
      Self.installingRoot = outer
      let view = root.view ?? UIView()
      view.frame = bounds
      if view.superview !== self { insertSubview(view, at: 0) }
      root.deliverViewIsAppearingIfNeeded()
      layoutIfNeeded()
      runTransition(in: self, animated: false, duration: 0, label: "root appearance") {
        root.endInternalAppearance()
      }
    }

    private func windowDidShow() {
      UIApplication.shared.windowBecameVisible(self)
      installRoot()
    }

    private func windowDidHide() {
      let wasKey = UIApplication.shared.keyWindowStorage === self
      if wasKey {
        UIApplication.shared.keyWindowStorage = nil
        resignKey()
      }
      let visible = visibleControllers()
      for controller in visible { controller.beginInternalAppearance(false, animated: false) }
      if !visible.isEmpty {
        runTransition(in: self, animated: false, duration: 0, label: "window hide") {
          for controller in visible { controller.endInternalAppearance() }
        }
      }
      UIApplication.shared.windowBecameHidden(self, wasKey: wasKey)
    }

    /// The root controller and its presented chain that currently appear.
    func visibleControllers() -> [UIViewController] {
      var result: [UIViewController] = []
      var current = rootStorage
      while let controller = current {
        if controller.appearanceState == .appeared || controller.appearanceState == .appearing {
          result.append(controller)
        }
        current = controller.presentedStorage
      }
      return result
    }

    // MARK: Layout pass

    func scheduleLayoutPass() {
      guard !layoutPassScheduled else { return }
      layoutPassScheduled = true
      Scheduler.enqueue(in: self) { [weak self] in
        guard let self else { return }
        self.layoutPassScheduled = false
        self.layoutIfNeeded()
      }
    }

    func transitionTimersChanged() {}

    // MARK: Testing SPI

    /// Next-turn work owned by this window and not yet run.
    @_spi(Testing) public var pendingHeadlessWorkCount: Int { pendingWorkCount }

    /// Pending timers owned by this window.
    @_spi(Testing) public var pendingTimers: [HeadlessTimer] {
      HeadlessScheduler.pendingTimers(in: [self])
    }

    /// Whether a transition (appearance, presentation, dismissal, push, pop) is in flight here.
    @_spi(Testing) public var hasTransitionInFlight: Bool { transitionsInFlight > 0 }
  }

  /// A transition whose end runs after its animation or on the next turn, at most once.
  @preconcurrency @MainActor
  final class Transition {
    @exclusivity(unchecked)
    private var end: (@MainActor () -> Void)?
    private weak var window: UIWindow?
    @exclusivity(unchecked)
    private var timer: HeadlessTimer?

    init(window: UIWindow?, end: @escaping @MainActor () -> Void) {
      self.window = window
      self.end = end
      window?.transitionsInFlight += 1
    }

    /// Whether the end has run.
    var isFinished: Bool { end == nil }

    /// Runs the end now if it has not run yet.
    func finish() {
      guard let end else { return }
      self.end = nil
      timer?.fire()
      timer = nil
      window?.transitionsInFlight -= 1
      end()
    }

    func attach(_ timer: HeadlessTimer) { self.timer = timer }
  }

  /// Starts a transition that ends after its scaled duration when animated, else next turn.
  ///
  /// The duration is divided by the window layer's speed; disabled animations end next turn.
  @preconcurrency @MainActor
  @discardableResult
  func runTransition(
    in window: UIWindow?, animated: Bool, duration: TimeInterval, label: String,
    end: @escaping @MainActor () -> Void
  ) -> Transition {
    let transition = Transition(window: window, end: end)
    if animated && UIView.areAnimationsEnabled && duration > 0 {
      transition.attach(
        Scheduler.schedule(after: duration, in: window, label: label) { transition.finish() })
    } else {
      Scheduler.enqueue(in: window) { transition.finish() }
    }
    return transition
  }
#endif
