#if !canImport(UIKit)
  import Foundation
  #if canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
  #endif

  /// What the app asks to be allowed to do, as UserNotifications'.
  public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  }

  /// Whether the app may notify, as UserNotifications'.
  public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
  }

  /// One notification setting, as UserNotifications'.
  public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
  }

  /// How a notification shows while the app is in front, as UserNotifications'.
  public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
  }

  /// The app's notification settings, as UserNotifications'.
  open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
      authorizationStatus = status
      let granted = status == .authorized || status == .provisional
      func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
        granted && options.contains(option) ? .enabled : .disabled
      }
      alertSetting = setting(.alert)
      soundSetting = setting(.sound)
      badgeSetting = setting(.badge)
      notificationCenterSetting = granted ? .enabled : .disabled
      lockScreenSetting = granted ? .enabled : .disabled
    }
  }

  /// A notification's sound, as UserNotifications'.
  open class UNNotificationSound: NSObject, @unchecked Sendable {
    let name: String?

    init(name: String?) { self.name = name }

    /// The system's sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }

    /// A sound of the app's bundle.
    ///
    /// - Parameter name: The sound file's name.
    public convenience init(named name: UNNotificationSoundName) {
      self.init(name: name.rawValue)
    }
  }

  /// A sound file's name, as UserNotifications'.
  public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// What a notification shows, as UserNotifications'.
  open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open fileprivate(set) var title = ""
    open fileprivate(set) var subtitle = ""
    open fileprivate(set) var body = ""
    open fileprivate(set) var badge: NSNumber?
    open fileprivate(set) var sound: UNNotificationSound?
    open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    open fileprivate(set) var categoryIdentifier = ""
    open fileprivate(set) var threadIdentifier = ""
    open fileprivate(set) var launchImageName = ""
    open fileprivate(set) var targetContentIdentifier: String?
    open fileprivate(set) var attachments: [UNNotificationAttachment] = []

    public override init() { super.init() }

    fileprivate func copyValues(to copy: UNNotificationContent) -> UNNotificationContent {
      copy.title = title
      copy.subtitle = subtitle
      copy.body = body
      copy.badge = badge
      copy.sound = sound
      copy.userInfo = userInfo
      copy.categoryIdentifier = categoryIdentifier
      copy.threadIdentifier = threadIdentifier
      copy.launchImageName = launchImageName
      copy.targetContentIdentifier = targetContentIdentifier
      copy.attachments = attachments
      return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: UNNotificationContent()) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
      copyValues(to: UNMutableNotificationContent())
    }
  }

  /// What a notification will show, filled in by the app, as UserNotifications'.
  open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
      get { super.title }
      set { super.title = newValue }
    }
    open override var subtitle: String {
      get { super.subtitle }
      set { super.subtitle = newValue }
    }
    open override var body: String {
      get { super.body }
      set { super.body = newValue }
    }
    open override var badge: NSNumber? {
      get { super.badge }
      set { super.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
      get { super.sound }
      set { super.sound = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
      get { super.userInfo }
      set { super.userInfo = newValue }
    }
    open override var categoryIdentifier: String {
      get { super.categoryIdentifier }
      set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
      get { super.threadIdentifier }
      set { super.threadIdentifier = newValue }
    }
    open override var launchImageName: String {
      get { super.launchImageName }
      set { super.launchImageName = newValue }
    }
    open override var targetContentIdentifier: String? {
      get { super.targetContentIdentifier }
      set { super.targetContentIdentifier = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
      get { super.attachments }
      set { super.attachments = newValue }
    }
  }

  /// The domain of UserNotifications' errors.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNErrorDomain = "UNErrorDomain"

  /// UserNotifications' error codes.
  public enum UNErrorCode: Int, Sendable {
    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100
    case attachmentUnrecognizedType = 101
    case attachmentInvalidFileSize = 102
    case attachmentNotInDataStore = 103
    case attachmentMoveIntoDataStoreFailed = 104
    case attachmentCorrupt = 105
    case notificationInvalidNoDate = 1400
    case notificationInvalidNoContent = 1401
    case contentProvidingObjectNotAllowed = 1500
    case contentProvidingInvalid = 1501
    case badgeInputInvalid = 1600
  }

  /// The key of an attachment's type hint (a uniform type identifier).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationAttachmentOptionsTypeHintKey =
    "UNNotificationAttachmentOptionsTypeHintKey"
  /// The key of whether an attachment's thumbnail is hidden.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationAttachmentOptionsThumbnailHiddenKey =
    "UNNotificationAttachmentOptionsThumbnailHiddenKey"
  /// The key of an attachment's thumbnail clipping rectangle.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationAttachmentOptionsThumbnailClippingRectKey =
    "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
  /// The key of the time of a movie attachment's thumbnail.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationAttachmentOptionsThumbnailTimeKey =
    "UNNotificationAttachmentOptionsThumbnailTimeKey"

  /// A file shown with a notification (an image, a sound, a movie), as UserNotifications'.
  open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// Its identifier (a unique one when made with an empty one).
    open private(set) var identifier: String
    /// The file.
    open private(set) var url: URL
    /// Its uniform type identifier: the type hint, else the one the file's extension gives.
    open private(set) var type: String

    /// An attachment of the file at `url`, which must exist and be of a type notifications show
    /// (an image, audio or a movie), as UserNotifications checks.
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - url: The file.
    ///   - options: The type hint and thumbnail options.
    /// - Throws: UserNotifications' error 100 (no such file) or 101 (a type it does not show).
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
      guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
        throw NSError(
          domain: UNErrorDomain, code: UNErrorCode.attachmentInvalidURL.rawValue,
          userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
      }
      let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
      let type = hint ?? UTType(filenameExtension: url.pathExtension)?.identifier
      guard let type, let kind = UTType(type),
        kind.conforms(to: .image) || kind.conforms(to: .audio) || kind.conforms(to: .movie)
          || kind.conforms(to: .audiovisualContent)
      else {
        throw NSError(
          domain: UNErrorDomain, code: UNErrorCode.attachmentUnrecognizedType.rawValue,
          userInfo: [NSLocalizedDescriptionKey: "Unrecognized attachment file type"])
      }
      self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
      self.url = url
      self.type = type
      super.init()
    }
  }

  /// The app extension that changes a remote notification's content before it is shown (a rich
  /// push's image download), as UserNotifications'. The system makes one per notification; a
  /// test makes it and calls `didReceive(_:withContentHandler:)` as the system would.
  open class UNNotificationServiceExtension: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Changes `request`'s content and hands it to `contentHandler`; by default, delivers the
    /// content unchanged, as the system does when the extension does not change it.
    ///
    /// - Parameters:
    ///   - request: The notification's request.
    ///   - contentHandler: Takes the content to show.
    open func didReceive(
      _ request: UNNotificationRequest,
      withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
      contentHandler(request.content)
    }

    /// The system is about to end the extension (it has about 30 seconds): deliver what there
    /// is. Does nothing by default.
    open func serviceExtensionTimeWillExpire() {}
  }

  /// When a notification is delivered, as UserNotifications'.
  open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
  }

  /// A trigger after a number of seconds, as UserNotifications'.
  open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds to wait.
    public let timeInterval: TimeInterval

    /// A trigger after `timeInterval` seconds (at least 60 when it repeats).
    ///
    /// - Parameters:
    ///   - timeInterval: The seconds.
    ///   - repeats: Whether it repeats.
    public init(timeInterval: TimeInterval, repeats: Bool) {
      self.timeInterval = timeInterval
      super.init(repeats: repeats)
      if timeInterval <= 0 || (repeats && timeInterval < 60) {
        reportUIKitException(
          repeats
            ? "time interval must be at least 60 if repeating"
            : "time interval must be greater than 0")
      }
    }

    /// The date it would next fire, counted from now.
    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
  }

  /// A trigger at calendar dates, as UserNotifications'.
  open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date components it matches.
    public let dateComponents: DateComponents

    /// A trigger when the date matches `dateComponents`.
    ///
    /// - Parameters:
    ///   - dateComponents: The components to match.
    ///   - repeats: Whether it repeats.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
      self.dateComponents = dateComponents
      super.init(repeats: repeats)
    }

    /// The next date that matches.
    open func nextTriggerDate() -> Date? {
      (dateComponents.calendar ?? Calendar.current).nextDate(
        after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
  }

  /// A notification the app schedules, as UserNotifications'.
  open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    /// A request; the content is copied.
    ///
    /// - Parameters:
    ///   - identifier: Unique per app: a request with the same one replaces it.
    ///   - content: What it shows.
    ///   - trigger: When; `nil`: at once.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?)
    {
      self.identifier = identifier
      self.content = content.copy() as? UNNotificationContent ?? content
      self.trigger = trigger
    }
  }

  /// A delivered notification, as UserNotifications'.
  open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
      self.date = date
      self.request = request
    }
  }

  /// The user's answer to a notification, as UserNotifications'.
  open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
      self.notification = notification
      self.actionIdentifier = actionIdentifier
    }
  }

  /// The action of tapping the notification itself.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationDefaultActionIdentifier =
    "com.apple.UNNotificationDefaultActionIdentifier"
  /// The action of dismissing the notification.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let UNNotificationDismissActionIdentifier =
    "com.apple.UNNotificationDismissActionIdentifier"

  /// A button of a notification, as UserNotifications'.
  open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// How an action runs.
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let authenticationRequired = Options(rawValue: 1 << 0)
      public static let destructive = Options(rawValue: 1 << 1)
      public static let foreground = Options(rawValue: 1 << 2)
    }

    public let identifier: String
    public let title: String
    public let options: Options

    public init(identifier: String, title: String, options: Options = []) {
      self.identifier = identifier
      self.title = title
      self.options = options
    }
  }

  /// A kind of notification and its buttons, as UserNotifications'.
  open class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// How a category behaves.
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let customDismissAction = Options(rawValue: 1 << 0)
      public static let allowInCarPlay = Options(rawValue: 1 << 1)
    }

    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: Options

    public init(
      identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
      options: Options = []
    ) {
      self.identifier = identifier
      self.actions = actions
      self.intentIdentifiers = intentIdentifiers
      self.options = options
    }
  }

  /// The delegate of the notification center, as UserNotifications'.
  public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in front.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    )
    /// The user answered a notification.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void)
  }

  extension UNUserNotificationCenterDelegate {
    /// Shows nothing (an optional requirement in UserNotifications).
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
      optionalRequirementDefault()
      completionHandler([])
    }
    /// Does nothing (an optional requirement in UserNotifications).
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void
    ) {
      optionalRequirementDefault()
      completionHandler()
    }
  }

  /// UserNotifications' notification center, headless: it keeps the app's authorization, its
  /// pending requests and categories in memory (one center a process, as on iOS) and delivers
  /// nothing. The user answers the permission prompt by allowing it: the first
  /// `requestAuthorization` grants what it asks for. Completion handlers run on a queue of their
  /// own, as UserNotifications' do. The port step imports HeadlessUIKit where an app imports
  /// UserNotifications.
  open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var options: UNAuthorizationOptions = []
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    override init() { super.init() }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The delegate told of notifications and answers.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
      get { lock.withLock { storedDelegate } }
      set { lock.withLock { storedDelegate = newValue } }
    }

    private func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }

    private func reply(_ body: @escaping @Sendable () -> Void) {
      DispatchQueue.global().async(execute: body)
    }

    /// Asks the user to allow notifications: allowed, once; later requests answer as the first.
    ///
    /// - Parameters:
    ///   - options: What the app asks for.
    ///   - completionHandler: Called with whether it is allowed.
    open func requestAuthorization(
      options: UNAuthorizationOptions = [],
      completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      let granted = grant(options)
      reply { completionHandler(granted, nil) }
    }

    /// Asks the user to allow notifications.
    ///
    /// - Parameter options: What the app asks for.
    /// - Returns: Whether it is allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
      grant(options)
    }

    private func grant(_ requested: UNAuthorizationOptions) -> Bool {
      locked {
        if status == .notDetermined {
          status = requested.contains(.provisional) ? .provisional : .authorized
          options = requested
        }
        return status == .authorized || status == .provisional
      }
    }

    /// The app's settings.
    ///
    /// - Parameter completionHandler: Called with them.
    open func getNotificationSettings(
      completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
    ) {
      let settings = notificationSettingsNow()
      reply { completionHandler(settings) }
    }

    /// The app's settings.
    open func notificationSettings() async -> UNNotificationSettings { notificationSettingsNow() }

    private func notificationSettingsNow() -> UNNotificationSettings {
      locked { UNNotificationSettings(status: status, options: options) }
    }

    /// Schedules a request, replacing one of the same identifier.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - completionHandler: Called when it is scheduled.
    open func add(
      _ request: UNNotificationRequest,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      schedule(request)
      if let completionHandler { reply { completionHandler(nil) } }
    }

    /// Schedules a request, replacing one of the same identifier.
    ///
    /// - Parameter request: The request.
    open func add(_ request: UNNotificationRequest) async throws { schedule(request) }

    private func schedule(_ request: UNNotificationRequest) {
      locked {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
      }
    }

    /// The requests not yet delivered.
    ///
    /// - Parameter completionHandler: Called with them.
    open func getPendingNotificationRequests(
      completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
      let requests = locked { pending }
      reply { completionHandler(requests) }
    }

    /// The requests not yet delivered.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { locked { pending } }

    /// Removes the pending requests of these identifiers.
    ///
    /// - Parameter identifiers: The identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
      locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() { locked { pending.removeAll() } }

    /// The notifications shown: none, as this center delivers nothing.
    ///
    /// - Parameter completionHandler: Called with them.
    open func getDeliveredNotifications(
      completionHandler: @escaping @Sendable ([UNNotification]) -> Void
    ) {
      reply { completionHandler([]) }
    }

    /// The notifications shown: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes shown notifications: there are none.
    ///
    /// - Parameter identifiers: The identifiers.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every shown notification: there are none.
    open func removeAllDeliveredNotifications() {}

    /// Sets the app's kinds of notification.
    ///
    /// - Parameter categories: The categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
      locked { self.categories = categories }
    }

    /// The app's kinds of notification.
    ///
    /// - Parameter completionHandler: Called with them.
    open func getNotificationCategories(
      completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
      let categories = locked { self.categories }
      reply { completionHandler(categories) }
    }

    /// Sets the app icon's badge.
    ///
    /// - Parameters:
    ///   - newBadgeCount: The number; 0 removes the badge.
    ///   - completionHandler: Called when it is set.
    open func setBadgeCount(
      _ newBadgeCount: Int,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      if let completionHandler { reply { completionHandler(nil) } }
    }
  }
#endif
