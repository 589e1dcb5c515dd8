#if !canImport(UIKit)
  import Foundation

  /// The app object, as UIKit's: it knows the windows and the key window.
  ///
  /// It keeps visible windows alive and refers to hidden ones weakly, so a test's hidden,
  /// unreferenced window is released.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIApplication: UIResponder {
    /// The shared application.
    public static let shared: UIApplication = {
      let application = UIApplication()
      #if !canImport(ObjectiveC)
        madeShared.withLock { $0 = application }
      #endif
      return application
    }()

    private var visibleWindows: [UIWindow] = []
    private var knownWindows: [WeakWindow] = []
    weak var keyWindowStorage: UIWindow?
    var scenes: [UIScene] = []
    var launchedWithoutScenes: [any UIApplicationDelegate] = []
    /// The delegate of the launched test host, kept alive as `UIApplicationMain` keeps it.
    var hostDelegate: (any UIApplicationDelegate)?

    /// The app delegate: held weakly, as UIKit's `assign` property.
    open weak var delegate: (any UIApplicationDelegate)?

    /// The number on the app's icon (UIKit's, deprecated in iOS 17 for
    /// `UNUserNotificationCenter.setBadgeCount`); kept as set, 0 at launch.
    open var applicationIconBadgeNumber = 0

    /// The dynamic quick actions (`shortcutItems`).
    @exclusivity(unchecked)
    var shortcutItemsStorage: [UIApplicationShortcutItem]?

    /// Whether the screen stays on while the app runs; kept as set, `false` at launch.
    open var isIdleTimerDisabled = false

    /// The app delegate, when it is a responder: the last link of the responder chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Sends an action message, as UIKit's: to `target`, or — when `target` is `nil` — to the
    /// first responder of the sender's window (the sender itself when there is none) and up
    /// the responder chain to the first object that can perform it.
    ///
    /// - Parameters:
    ///   - action: The selector.
    ///   - target: The receiver, or `nil` for the responder chain.
    ///   - sender: The object sending it, passed as the first argument.
    ///   - event: The event, passed as the second argument.
    /// - Returns: Whether some object received the message.
    @discardableResult
    open func sendAction(
      _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
    )
      -> Bool
    {
      let receiver: AnyObject
      if let target {
        receiver = target as AnyObject
      } else {
        let start: UIResponder? =
          ((sender as? UIView)?.window?.firstResponder) ?? (sender as? UIResponder)
          ?? keyWindowStorage?.firstResponder ?? keyWindowStorage
        guard let found = start?.target(forAction: action, withSender: sender) else {
          return false
        }
        receiver = found as AnyObject
      }
      if case .performed = send(action, to: receiver, sender, event) { return true }
      return false
    }

    /// The app's windows that are still alive, visible or hidden, in creation order.
    open var windows: [UIWindow] {
      knownWindows.removeAll { $0.window == nil }
      return knownWindows.compactMap(\.window)
    }

    /// The key window; deprecated in UIKit but still common in tests.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// The application's state; always active in HeadlessUIKit.
    open var applicationState: State { .active }

    /// Whether the app ignores user interaction; never in HeadlessUIKit.
    open var isIgnoringInteractionEvents: Bool { false }

    /// Whether the status bar's network activity indicator spins (deprecated in iOS 13, where
    /// nothing shows it): kept as set.
    @available(
      iOS, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired."
    )
    open var isNetworkActivityIndicatorVisible = false

    /// The state of an application, as UIKit's.
    public enum State: Int, Sendable {
      /// In the foreground and receiving events.
      case active
      /// In the foreground, not receiving events.
      case inactive
      /// In the background.
      case background
    }

    private override init() {
      super.init()
    }

    func register(_ window: UIWindow) {
      knownWindows.removeAll { $0.window == nil }
      knownWindows.append(WeakWindow(window: window))
    }

    func windowBecameVisible(_ window: UIWindow) {
      if !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
    }

    func windowBecameHidden(_ window: UIWindow, wasKey: Bool) {
      visibleWindows.removeAll { $0 === window }
      // The most recently shown window still visible becomes key in the hidden one's place.
      if wasKey, keyWindowStorage == nil, let next = visibleWindows.last { next.makeKey() }
    }
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// A screen, as UIKit's; HeadlessUIKit has one, the size of an iPhone 15 (390 × 844 points).
  @preconcurrency @MainActor
  open class UIScreen {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

    /// The points-to-pixels scale.
    open var scale: CGFloat { 3 }

    /// The screen's traits.
    open var traitCollection: UITraitCollection { UITraitCollection.phone(horizontal: .compact) }

    init() {}
  }

  /// A size class, as UIKit's.
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact (an iPhone's width).
    case compact = 1
    /// Regular (an iPad's width).
    case regular = 2
  }

#endif
