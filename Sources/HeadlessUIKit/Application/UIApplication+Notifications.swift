#if !canImport(UIKit)
  import Foundation

  extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name(
      "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active (after `applicationDidBecomeActive(_:)` or the first
    /// scene's `sceneDidBecomeActive(_:)`).
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = NSNotification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = NSNotification.Name(
      "UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory; HeadlessUIKit never is.
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day, the time zone or the clock changes a lot; not posted here.
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name(
      "UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user takes a screenshot; not posted here.
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the background refresh setting changes; not posted here.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification =
      NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when protected files become available; not posted here.
    nonisolated public static let protectedDataDidBecomeAvailableNotification =
      NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when protected files are about to become unavailable; not posted here.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification =
      NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    /// Posts an app's lifecycle notification, as UIKit does, synchronously on the main queue.
    func post(_ name: NSNotification.Name) {
      NotificationCenter.default.post(name: name, object: self)
    }
  }

  extension UIScene {
    /// Posted as a scene is added to the app, before `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = NSNotification.Name(
      "UISceneWillConnectNotification")
    /// Posted after a scene is removed.
    nonisolated public static let didDisconnectNotification = NSNotification.Name(
      "UISceneDidDisconnectNotification")
    /// Posted after a scene becomes active.
    nonisolated public static let didActivateNotification = NSNotification.Name(
      "UISceneDidActivateNotification")
    /// Posted as a scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = NSNotification.Name(
      "UISceneWillDeactivateNotification")
    /// Posted as a scene is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
      "UISceneWillEnterForegroundNotification")
    /// Posted after a scene enters the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
      "UISceneDidEnterBackgroundNotification")

    /// Posts a scene's lifecycle notification, as UIKit does.
    func post(_ name: NSNotification.Name) {
      NotificationCenter.default.post(name: name, object: self)
    }
  }
#endif
