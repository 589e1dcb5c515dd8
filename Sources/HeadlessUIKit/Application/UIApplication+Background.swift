#if !canImport(UIKit)
  import Foundation

  // Background execution and remote notifications, as apps call them from their delegates and
  // services. The headless app never leaves the foreground: background tasks end when the app
  // ends them, and no expiration handler runs.

  /// The identifier of a background task, as UIKit's.
  public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int

    /// An identifier.
    ///
    /// - Parameter rawValue: Its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No task: what `beginBackgroundTask` gives when the app cannot run one (never here).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
  }

  /// What a background fetch found, as UIKit's.
  public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data.
    case newData = 0
    /// Nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
  }

  /// Background tasks the app began and has not ended.
  @MainActor private var runningBackgroundTasks: Set<Int> = []
  @MainActor private var lastBackgroundTask = 0
  @MainActor private var registeredForRemoteNotifications = false

  extension UIApplication {
    /// Begins a background task: a new identifier, never `.invalid`. Its expiration handler never
    /// runs — the headless app stays in the foreground.
    ///
    /// - Parameter handler: Called when time runs out (never here).
    /// - Returns: The task's identifier.
    public func beginBackgroundTask(
      expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
      beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Begins a named background task.
    ///
    /// - Parameters:
    ///   - taskName: A name for the debugger.
    ///   - handler: Called when time runs out (never here).
    /// - Returns: The task's identifier.
    public func beginBackgroundTask(
      withName taskName: String?,
      expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
      lastBackgroundTask += 1
      runningBackgroundTasks.insert(lastBackgroundTask)
      return UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
    }

    /// Ends a background task. Ending one that is not running logs UIKit's message and does
    /// nothing else.
    ///
    /// - Parameter identifier: The task's identifier.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
      guard runningBackgroundTasks.remove(identifier.rawValue) != nil else {
        consoleLog(
          "Can't end BackgroundTask: no background task exists with identifier "
            + "\(identifier.rawValue) (0x\(String(identifier.rawValue, radix: 16))), or it may "
            + "have already been ended.", window: keyWindow)
        return
      }
    }

    /// How long the app may still run in the background: unlimited in the foreground, where the
    /// headless app stays (`Double.greatestFiniteMagnitude`, as UIKit's `DBL_MAX`).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Whether background app refresh is available: `.available`, as on a simulator.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    /// Asks for background fetches at least this far apart; stored nowhere (the headless app
    /// never fetches in the background).
    ///
    /// - Parameter minimumBackgroundFetchInterval: The interval.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}

    /// The shortest interval the system allows.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// No background fetches.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval =
      .greatestFiniteMagnitude

    /// Registers for remote notifications: the app is registered, and on a later main-queue turn
    /// its delegate is told it failed (Apple's push service is not reachable headlessly; the
    /// error is Cocoa's 3010, "remote notifications are not supported in the simulator").
    public func registerForRemoteNotifications() {
      registeredForRemoteNotifications = true
      Scheduler.enqueue(in: keyWindow) { [weak self] in
        guard let self, let delegate = self.delegate else { return }
        let error = NSError(
          domain: NSCocoaErrorDomain, code: 3010,
          userInfo: [
            NSLocalizedDescriptionKey: "remote notifications are not supported in the simulator"
          ])
        delegate.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
      }
    }

    /// Unregisters from remote notifications.
    public func unregisterForRemoteNotifications() { registeredForRemoteNotifications = false }

    /// Whether the app registered for remote notifications.
    public var isRegisteredForRemoteNotifications: Bool { registeredForRemoteNotifications }
  }

  /// Whether background app refresh is available, as UIKit's.
  public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Restricted (parental controls).
    case restricted = 0
    /// Turned off by the user.
    case denied = 1
    /// Available.
    case available = 2
  }

  /// An object that restores its state from a user activity, as UIKit's (the objects an app's
  /// `restorationHandler` is given).
  @MainActor
  public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores state from an activity.
    ///
    /// - Parameter userActivity: The activity.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
  }

  extension UIResponder: UIUserActivityRestoring {}
#endif
