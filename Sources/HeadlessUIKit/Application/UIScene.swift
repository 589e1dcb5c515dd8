#if !canImport(UIKit)
  import Foundation

  /// An instance of the app's user interface, connected to a session.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIScene: UIResponder {
    /// The states a scene moves through as it connects, comes to the foreground and leaves it.
    public enum ActivationState: Int, Sendable {
      /// Not connected to the app.
      case unattached = -1
      /// On screen and receiving events.
      case foregroundActive = 0
      /// On screen, not receiving events.
      case foregroundInactive = 1
      /// Off screen.
      case background = 2
    }

    /// The options a scene connects with: URLs, a shortcut or an activity that launched it.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
      /// The URLs to open on connection.
      open private(set) var urlContexts: Set<UIOpenURLContext>
      /// The bundle identifier of the app that asked to open this scene, if any.
      open private(set) var sourceApplication: String?

      init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
        self.urlContexts = urlContexts
        self.sourceApplication = sourceApplication
        super.init()
      }
    }

    /// The session this scene represents.
    open private(set) var session: UISceneSession

    /// The scene's delegate, retained by the scene.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life cycle.
    open internal(set) var activationState = ActivationState.unattached

    /// A title the system shows for the scene; empty when unset.
    open var title: String! {
      get { storedTitle ?? "" }
      set { storedTitle = newValue }
    }

    private var storedTitle: String?

    /// The app delegate that launched the scene, kept alive as long as the scene.
    var applicationDelegate: (any UIApplicationDelegate)?

    /// Creates a scene for a session; UIKit calls it, apps subclass it.
    ///
    /// - Parameters:
    ///   - session: The session the scene represents.
    ///   - connectionOptions: What the scene connects with.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      self.session = session
      super.init()
      session.scene = self
    }
  }

  /// A scene that manages the app's windows on one screen.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIWindowScene: UIScene {
    private var attachedWindows: [WeakSceneWindow] = []

    /// The screen the scene is shown on.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's traits.
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

    /// The windows attached to the scene, in the order they were attached.
    open var windows: [UIWindow] {
      attachedWindows.removeAll { $0.window == nil }
      return attachedWindows.compactMap(\.window)
    }

    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// Creates a window scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session the scene represents.
    ///   - connectionOptions: What the scene connects with.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      super.init(session: session, connectionOptions: connectionOptions)
    }

    func attach(_ window: UIWindow) {
      attachedWindows.removeAll { $0.window == nil || $0.window === window }
      attachedWindows.append(WeakSceneWindow(window: window))
    }

    func detach(_ window: UIWindow) {
      attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }
  }

  private struct WeakSceneWindow {
    weak var window: UIWindow?
  }

  /// A session: the system's record of one scene of the app, which outlives the scene itself.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISceneSession: NSObject {
    /// The kinds of scene a session can hold.
    public struct Role: RawRepresentable, Hashable, Sendable {
      /// The role's name.
      public var rawValue: String

      /// Creates a role.
      ///
      /// - Parameter rawValue: The role's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// An interactive app window.
      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")

      /// A non-interactive window on an external display.
      public static let windowExternalDisplayNonInteractive = Role(
        rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene this session holds now, if it is connected.
    open internal(set) weak var scene: UIScene?

    /// What kind of scene the session holds.
    open private(set) var role: Role

    /// The configuration the scene was created from.
    open internal(set) var configuration: UISceneConfiguration

    /// A unique, stable identifier: `session-1`, `session-2`, … in the order sessions are made.
    open private(set) var persistentIdentifier: String

    /// App-defined information kept with the session.
    open var userInfo: [String: Any]?

    private static var made = 0

    init(role: Role, configuration: UISceneConfiguration) {
      Self.made += 1
      self.role = role
      self.configuration = configuration
      self.persistentIdentifier = "session-\(Self.made)"
      super.init()
    }
  }

  /// Which scene and delegate classes, and which storyboard, a new scene is made with.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISceneConfiguration: NSObject {
    /// The configuration's name, as in the app's Info.plist.
    open internal(set) var name: String?

    /// The role of the sessions it configures.
    open private(set) var role: UISceneSession.Role

    /// The class of the scene to create; `UIWindowScene` when `nil`.
    open var sceneClass: AnyClass?

    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// The storyboard whose initial controller becomes the root of the scene's window.
    open var storyboard: UIStoryboard?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The configuration's name.
    ///   - sessionRole: The role of the sessions it configures.
    ///
    /// With a name, a launched test host's configuration of that name in its Info.plist fills
    /// in the delegate class, scene class and storyboard, as UIKit fills them from the app's
    /// Info.plist.
    public init(name: String?, sessionRole: UISceneSession.Role) {
      self.name = name
      self.role = sessionRole
      super.init()
      if name != nil { fillFromInfoPlist() }
    }
  }

  /// A URL to open, with the options it came with.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  public final class UIOpenURLContext: NSObject, Sendable {
    /// The URL.
    public let url: URL

    /// Creates a context for a URL.
    init(url: URL) {
      self.url = url
      super.init()
    }
  }

  /// The object that responds to a scene's life-cycle events.
  @preconcurrency @MainActor
  public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting to the app: build its window here.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene is asked to continue an activity (Handoff, a universal link).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity of this type is about to be continued.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// The activity that restores the scene's state next time.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  }

  extension UISceneDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func sceneDidDisconnect(_ scene: UIScene) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func sceneDidBecomeActive(_ scene: UIScene) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func sceneWillResignActive(_ scene: UIScene) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func sceneWillEnterForeground(_ scene: UIScene) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func sceneDidEnterBackground(_ scene: UIScene) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      optionalRequirementDefault()
    }
    /// No activity (an optional requirement in UIKit).
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      optionalRequirementDefault(nil)
    }
  }

  /// The delegate of a window scene, which owns the scene's window.
  @preconcurrency @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
  }

  extension UIWindowSceneDelegate {
    /// No window (an optional requirement in UIKit): a delegate that keeps one declares `var window`.
    public var window: UIWindow? {
      get { nil }
      set {}
    }
  }

  extension UIWindow {
    /// Creates a window attached to a window scene, the size of the scene's screen.
    ///
    /// - Parameter windowScene: The scene to attach the window to.
    public convenience init(windowScene: UIWindowScene) {
      self.init(frame: windowScene.screen.bounds)
      // Observers do not run for a property set in the class's own initializer: attach here.
      self.windowScene = windowScene
      windowScene.attach(self)
    }
  }
#endif
