#if !canImport(UIKit)
  import Foundation

  extension UIApplication {
    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public var rawValue: String

      /// Creates a key.
      ///
      /// - Parameter rawValue: The key's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The URL the app was launched to open.
      public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
      /// The bundle identifier of the app that launched this one.
      public static let sourceApplication = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
      /// The remote notification the app was launched for.
      public static let remoteNotification = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
      /// The shortcut item the app was launched from.
      public static let shortcutItem = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
      /// The user activity the app was launched to continue.
      public static let userActivityDictionary = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public var rawValue: String

      /// Creates a key.
      ///
      /// - Parameter rawValue: The key's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The bundle identifier of the app that asked to open the URL.
      public static let sourceApplication = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
      /// Whether to open the URL in place.
      public static let openInPlace = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
  }

  /// The object that responds to the app's life-cycle events and configures its scenes.
  @preconcurrency @MainActor
  public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, for apps that do not use scenes.
    var window: UIWindow? { get set }

    /// Launching is about to finish; return `false` to refuse to open a launch URL.
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching finished; return `false` to refuse to open a launch URL.
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is asked to open a URL; return whether it did.
    func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    /// The configuration for a new scene.
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user discarded scenes.
    func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app registered with Apple's push service.
    func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The app could not register with Apple's push service.
    func application(
      _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    /// A remote notification arrived; call the handler with what it fetched.
    func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// The app is asked to continue an activity (Handoff, a universal link); return whether it did.
    func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// An activity of this type is about to be continued; return whether the app tells the user.
    func application(
      _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
    ) -> Bool
  }

  extension UIApplicationDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) { optionalRequirementDefault() }

    /// Does nothing (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error
    ) { optionalRequirementDefault() }

    /// Does nothing (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { optionalRequirementDefault() }

    /// Returns `false`: the activity was not continued (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool { optionalRequirementDefault(false) }

    /// Returns `false`: the system tells the user (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
    ) -> Bool { optionalRequirementDefault(false) }
  }

  extension UIApplicationDelegate {
    /// No window (an optional requirement in UIKit): a delegate that keeps one declares `var window`.
    public var window: UIWindow? {
      get { nil }
      set {}
    }

    /// Returns `true` (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { optionalRequirementDefault(true) }

    /// Returns `true` (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { optionalRequirementDefault(true) }

    /// Does nothing (an optional requirement in UIKit).
    public func applicationDidBecomeActive(_ application: UIApplication) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func applicationWillResignActive(_ application: UIApplication) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func applicationDidEnterBackground(_ application: UIApplication) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func applicationWillEnterForeground(_ application: UIApplication) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func applicationWillTerminate(_ application: UIApplication) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
      optionalRequirementDefault()
    }

    /// Returns `false` (an optional requirement in UIKit).
    public func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { optionalRequirementDefault(false) }

    /// The first configuration the launched app's Info.plist declares for the session's role
    /// (an empty one when there is none).
    public func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      optionalRequirementDefault()
      // UIKit takes the first configuration the Info.plist declares for the role.
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.fillFromInfoPlist()
      return configuration
    }

    /// Does nothing (an optional requirement in UIKit).
    public func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) { optionalRequirementDefault() }
  }

  extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`.
    ///
    /// HeadlessUIKit runs no application process of its own: it logs that the app is launched
    /// from a test (``UIApplication/launch(delegate:sceneDelegate:launchOptions:)``) and returns.
    public static func main() {
      consoleLog(
        "HeadlessUIKit does not run \(String(reflecting: self)) as a process; launch it in a "
          + "test with UIApplication.shared.launch(delegate:sceneDelegate:).",
        window: nil)
    }
  }

  /// UIKit's entry point. Called from a ported app's `main.swift` while a test host launches the
  /// app, it runs the launch sequence and returns 0; otherwise HeadlessUIKit runs no application
  /// process and returns 0 at once.
  ///
  /// - Parameters:
  ///   - argc: The argument count.
  ///   - argv: The arguments.
  ///   - principalClassName: The name of the application class.
  ///   - delegateClassName: The name of the app delegate's class.
  /// - Returns: 0.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @preconcurrency @MainActor
  @discardableResult
  public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
  ) -> Int32 {
    if TestHost.applicationMainCalled(delegateClassName: delegateClassName) { return 0 }
    consoleLog(
      "HeadlessUIKit does not run \(delegateClassName ?? "the app") as a process; launch it in a "
        + "test with UIApplication.shared.launch(delegate:sceneDelegate:).",
      window: nil)
    return 0
  }
#endif
