// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  @_spi(StandIns) import HeadlessUIKit

  // Firebase's API as apps call it (`FirebaseApp.configure()`, `Auth.auth().signIn(withEmail:…)`,
  // `Firestore.firestore().collection("notes").getDocuments { … }`), on Linux, where Firebase
  // (Objective-C and C++ on Apple's frameworks) does not build: the port imports this module where
  // an app imports Firebase or one of its modules. Nothing leaves the process: the app's project,
  // accounts and documents are kept in memory, as Firebase's emulators keep them, empty at each
  // process start; completions run on a later main-queue turn (Firebase calls them on the main
  // queue), as HeadlessUIKit's deferred work, so a test's settle waits for them.

  /// The options an app is configured with (`GoogleService-Info.plist`'s, or given).
  public final class FirebaseOptions: @unchecked Sendable {
    public var googleAppID: String
    public var gcmSenderID: String
    public var apiKey: String?
    public var bundleID: String
    public var clientID: String?
    public var projectID: String?
    public var storageBucket: String?
    public var databaseURL: String?

    public init(googleAppID: String, gcmSenderID: String) {
      self.googleAppID = googleAppID
      self.gcmSenderID = gcmSenderID
      bundleID = Bundle.main.bundleIdentifier ?? ""
    }

    /// The options of a `GoogleService-Info.plist` file.
    public convenience init?(contentsOfFile plistPath: String) {
      guard let data = FileManager.default.contents(atPath: plistPath),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any],
        let appID = plist["GOOGLE_APP_ID"] as? String
      else { return nil }
      self.init(googleAppID: appID, gcmSenderID: plist["GCM_SENDER_ID"] as? String ?? "")
      apiKey = plist["API_KEY"] as? String
      clientID = plist["CLIENT_ID"] as? String
      projectID = plist["PROJECT_ID"] as? String
      storageBucket = plist["STORAGE_BUCKET"] as? String
      databaseURL = plist["DATABASE_URL"] as? String
      if let bundle = plist["BUNDLE_ID"] as? String { bundleID = bundle }
    }

    /// The options of the main bundle's `GoogleService-Info.plist`, if it has one.
    public class func defaultOptions() -> FirebaseOptions? {
      Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist").flatMap {
        FirebaseOptions(contentsOfFile: $0)
      }
    }
  }

  /// A configured Firebase app.
  public final class FirebaseApp: @unchecked Sendable {
    public let name: String
    public let options: FirebaseOptions
    public var isDataCollectionDefaultEnabled = true

    private static let lock = NSLock()
    nonisolated(unsafe) private static var apps: [String: FirebaseApp] = [:]

    init(name: String, options: FirebaseOptions) {
      self.name = name
      self.options = options
    }

    /// Configures the default app from the main bundle's `GoogleService-Info.plist` (options
    /// made up when there is none: nothing here talks to Firebase). A second call does nothing.
    public class func configure() {
      configure(
        options: FirebaseOptions.defaultOptions()
          ?? FirebaseOptions(googleAppID: "1:0:ios:0", gcmSenderID: "0"))
    }

    /// Configures the default app with `options`.
    public class func configure(options: FirebaseOptions) {
      configure(name: "__FIRAPP_DEFAULT", options: options)
    }

    /// Configures the app named `name`.
    public class func configure(name: String, options: FirebaseOptions) {
      lock.withLock {
        if apps[name] == nil { apps[name] = FirebaseApp(name: name, options: options) }
      }
    }

    /// The default app, if configured.
    public class func app() -> FirebaseApp? { app(name: "__FIRAPP_DEFAULT") }

    /// The app named `name`, if configured.
    public class func app(name: String) -> FirebaseApp? { lock.withLock { apps[name] } }

    /// Every configured app, by name.
    public class var allApps: [String: FirebaseApp]? {
      lock.withLock { apps.isEmpty ? nil : apps }
    }

    /// Deletes the app.
    public func delete(_ completion: @escaping (Bool) -> Void) {
      _ = Self.lock.withLock { Self.apps.removeValue(forKey: name) }
      firebaseDeliver { completion(true) }
    }
  }

  /// How much Firebase logs.
  public enum FirebaseLoggerLevel: Int, Sendable {
    case error = 3
    case warning = 4
    case notice = 5
    case info = 6
    case debug = 7
    public static let min = FirebaseLoggerLevel.error
    public static let max = FirebaseLoggerLevel.debug
  }

  /// Firebase's process-wide settings.
  public final class FirebaseConfiguration: @unchecked Sendable {
    public static let shared = FirebaseConfiguration()
    public private(set) var loggerLevel = FirebaseLoggerLevel.notice
    public func setLoggerLevel(_ loggerLevel: FirebaseLoggerLevel) {
      self.loggerLevel = loggerLevel
    }
  }

  // MARK: Analytics and Crashlytics: recorded in memory, for a test to read

  /// Google Analytics for Firebase: each event and property is kept in `Analytics.loggedEvents`
  /// and `Analytics.userProperties`, in order, for a test to read; nothing is sent.
  public final class Analytics: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var events: [(name: String, parameters: [String: Any]?)] = []
    nonisolated(unsafe) private static var properties: [String: String] = [:]
    nonisolated(unsafe) private static var user: String?

    public class func logEvent(_ name: String, parameters: [String: Any]?) {
      lock.withLock { events.append((name, parameters)) }
    }
    public class func setUserProperty(_ value: String?, forName name: String) {
      lock.withLock { properties[name] = value }
    }
    public class func setUserID(_ userID: String?) { lock.withLock { user = userID } }
    public class func setAnalyticsCollectionEnabled(_ analyticsCollectionEnabled: Bool) {}
    public class func setSessionTimeoutInterval(_ sessionTimeoutInterval: TimeInterval) {}
    public class func setDefaultEventParameters(_ parameters: [String: Any]?) {}
    public class func resetAnalyticsData() {
      lock.withLock {
        events = []
        properties = [:]
        user = nil
      }
    }
    public class func appInstanceID() -> String? { "headless-app-instance" }

    /// The events logged since the process started (or `resetAnalyticsData()`), in order.
    public class var loggedEvents: [(name: String, parameters: [String: Any]?)] {
      lock.withLock { events }
    }
    /// The user properties set.
    public class var userProperties: [String: String] { lock.withLock { properties } }
    /// The user ID set.
    public class var userID: String? { lock.withLock { user } }
  }

  public let AnalyticsEventLogin = "login"
  public let AnalyticsEventSignUp = "sign_up"
  public let AnalyticsEventScreenView = "screen_view"
  public let AnalyticsEventSelectContent = "select_content"
  public let AnalyticsEventSearch = "search"
  public let AnalyticsEventShare = "share"
  public let AnalyticsEventPurchase = "purchase"
  public let AnalyticsEventAppOpen = "app_open"
  public let AnalyticsParameterScreenName = "screen_name"
  public let AnalyticsParameterScreenClass = "screen_class"
  public let AnalyticsParameterMethod = "method"
  public let AnalyticsParameterItemID = "item_id"
  public let AnalyticsParameterItemName = "item_name"
  public let AnalyticsParameterContentType = "content_type"
  public let AnalyticsParameterSearchTerm = "search_term"
  public let AnalyticsParameterValue = "value"
  public let AnalyticsParameterCurrency = "currency"

  /// Crashlytics: logs, errors and keys are kept for a test to read; nothing is sent.
  public final class Crashlytics: @unchecked Sendable {
    private static let shared = Crashlytics()
    private let lock = NSLock()
    private var logs: [String] = []
    private var errors: [any Error] = []
    private var keys: [String: Any] = [:]
    private var user: String?

    public class func crashlytics() -> Crashlytics { shared }

    public func log(_ msg: String) { lock.withLock { logs.append(msg) } }
    public func record(error: any Error) { lock.withLock { errors.append(error) } }
    public func record(error: any Error, userInfo: [String: Any]?) { record(error: error) }
    public func setCustomValue(_ value: Any?, forKey key: String) {
      lock.withLock { keys[key] = value }
    }
    public func setCustomKeysAndValues(_ keysAndValues: [AnyHashable: Any]) {
      lock.withLock {
        for (key, value) in keysAndValues { keys["\(key)"] = value }
      }
    }
    public func setUserID(_ userID: String?) { lock.withLock { user = userID } }
    public func setCrashlyticsCollectionEnabled(_ enabled: Bool) {}
    public func isCrashlyticsCollectionEnabled() -> Bool { false }
    public func didCrashDuringPreviousExecution() -> Bool { false }
    public func checkForUnsentReports(completion: @escaping (Bool) -> Void) {
      firebaseDeliver { completion(false) }
    }
    public func sendUnsentReports() {}
    public func deleteUnsentReports() {}

    /// The messages logged, in order.
    public var loggedMessages: [String] { lock.withLock { logs } }
    /// The errors recorded, in order.
    public var recordedErrors: [any Error] { lock.withLock { errors } }
    /// The custom keys set.
    public var customValues: [String: Any] { lock.withLock { keys } }
  }

  // MARK: Services per app

  /// A service's instances (`Auth.auth()`, `Firestore.firestore(app:)`), one per app, made at
  /// first use.
  final class PerApp<Service: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var instances: [String: Service] = [:]
    private let make: (FirebaseApp?) -> Service

    init(_ make: @escaping (FirebaseApp?) -> Service) { self.make = make }

    /// The default app's instance (for an app not configured yet, one of its own).
    func forDefaultApp() -> Service { instance(key: "", app: FirebaseApp.app()) }

    /// The instance of `app`.
    func `for`(_ app: FirebaseApp) -> Service { instance(key: app.name, app: app) }

    private func instance(key: String, app: FirebaseApp?) -> Service {
      lock.withLock {
        if let made = instances[key] { return made }
        let made = make(app)
        instances[key] = made
        return made
      }
    }
  }

  // MARK: Values

  /// How Firestore and the Realtime Database read stored values: a dotted field's value,
  /// numbers of any type as one, equality and order across the kinds they store.
  enum FirebaseValues {
    static func value(at field: String, in data: [String: Any]) -> Any? {
      var current: Any? = data
      for key in field.split(separator: ".") {
        current = (current as? [String: Any])?[String(key)]
      }
      return current
    }

    static func number(_ value: Any?) -> Double? {
      switch value {
      case let int as Int: Double(int)
      case let int as Int64: Double(int)
      case let int as Int32: Double(int)
      case let double as Double: double
      case let float as Float: Double(float)
      case let number as NSNumber: number.doubleValue
      default: nil
      }
    }

    static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
      switch (a, b) {
      case (nil, nil): return true
      case (nil, _), (_, nil): return false
      default: break
      }
      if let x = number(a), let y = number(b) { return x == y }
      if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
      if let x = a as? [Any], let y = b as? [Any] {
        return x.count == y.count && zip(x, y).allSatisfy { isEqual($0, $1) }
      }
      if let x = a as? [String: Any], let y = b as? [String: Any] {
        return x.count == y.count && x.allSatisfy { isEqual($0.value, y[$0.key]) }
      }
      if let x = a as? DocumentReference, let y = b as? DocumentReference {
        return x.path == y.path
      }
      return false
    }

    /// Whether `a` sorts before `b` (`nil` when they are equal or of kinds that do not compare).
    static func compare(_ a: Any?, _ b: Any?) -> Bool? {
      if let x = number(a), let y = number(b) { return x == y ? nil : x < y }
      if let x = a as? String, let y = b as? String { return x == y ? nil : x < y }
      if let x = a as? Timestamp, let y = b as? Timestamp { return x == y ? nil : x < y }
      if let x = a as? Bool, let y = b as? Bool { return x == y ? nil : !x }
      switch (a, b) {
      case (nil, nil): return nil
      case (nil, _): return true
      case (_, nil): return false
      default: return nil
      }
    }
  }

  // MARK: Delivery

  /// A value handed to the main queue, which the caller keeps safe (Firebase's completions run
  /// there).
  struct FirebaseHandOff<Value>: @unchecked Sendable {
    let value: Value
  }

  /// Runs `work` on a later main-queue turn, as HeadlessUIKit's deferred work (a test's settle
  /// waits for it), as Firebase calls its completions on the main queue.
  func firebaseDeliver(_ work: @escaping () -> Void) {
    let handOff = FirebaseHandOff(value: work)
    let enqueue: @Sendable () -> Void = {
      MainActor.assumeIsolated { HeadlessDeferredWork.nextTurn(of: nil) { handOff.value() } }
    }
    if Thread.isMainThread { enqueue() } else { DispatchQueue.main.async(execute: enqueue) }
  }
#endif
