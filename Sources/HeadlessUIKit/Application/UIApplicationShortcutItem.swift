#if !canImport(UIKit)
  import Foundation

  /// A Home Screen quick action's icon, as UIKit's: a system icon, a template image of the app's,
  /// or an SF Symbol.
  public final class UIApplicationShortcutIcon: NSObject, Sendable {
    /// The system's icons.
    public enum IconType: Int, Sendable {
      case compose, play, pause, add, location, search, share, prohibit, contact, home
      case markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date
      case time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle
      case audio, update
    }

    /// The system icon, if it is one.
    public let type: IconType?
    /// The template image's name, if it is one of the app's.
    public let templateImageName: String?
    /// The symbol's name, if it is an SF Symbol.
    public let systemImageName: String?

    /// A system icon.
    ///
    /// - Parameter type: The icon.
    public init(type: IconType) {
      self.type = type
      templateImageName = nil
      systemImageName = nil
      super.init()
    }

    /// An icon of a template image in the app's asset catalog.
    ///
    /// - Parameter templateImageName: The image's name.
    public init(templateImageName: String) {
      type = nil
      self.templateImageName = templateImageName
      systemImageName = nil
      super.init()
    }

    /// An icon of an SF Symbol.
    ///
    /// - Parameter systemImageName: The symbol's name.
    public init(systemImageName: String) {
      type = nil
      templateImageName = nil
      self.systemImageName = systemImageName
      super.init()
    }
  }

  /// A Home Screen quick action, as UIKit's: the app sets its dynamic ones in
  /// `UIApplication.shared.shortcutItems`, and is handed the one the user chose.
  open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// What the action does, in the app's own terms.
    open internal(set) var type: String
    /// The title shown.
    open internal(set) var localizedTitle: String
    /// The subtitle shown.
    open internal(set) var localizedSubtitle: String?
    /// The icon.
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// What the app needs to perform it.
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The scene content the action targets.
    open internal(set) var targetContentIdentifier: Any?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - type: What it does.
    ///   - localizedTitle: Its title.
    ///   - localizedSubtitle: Its subtitle.
    ///   - icon: Its icon.
    ///   - userInfo: What the app needs to perform it.
    public init(
      type: String, localizedTitle: String, localizedSubtitle: String?,
      icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
    ) {
      self.type = type
      self.localizedTitle = localizedTitle
      self.localizedSubtitle = localizedSubtitle
      self.icon = icon
      self.userInfo = userInfo
      super.init()
    }

    /// Creates an action with a title only.
    ///
    /// - Parameters:
    ///   - type: What it does.
    ///   - localizedTitle: Its title.
    public convenience init(type: String, localizedTitle: String) {
      self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
  }

  /// A quick action whose values can change.
  open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// What the action does.
    open override var type: String {
      get { super.type }
      set { super.type = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
      get { super.localizedTitle }
      set { super.localizedTitle = newValue }
    }
    /// The subtitle shown.
    open override var localizedSubtitle: String? {
      get { super.localizedSubtitle }
      set { super.localizedSubtitle = newValue }
    }
    /// The icon.
    open override var icon: UIApplicationShortcutIcon? {
      get { super.icon }
      set { super.icon = newValue }
    }
    /// What the app needs to perform it.
    open override var userInfo: [String: any NSSecureCoding]? {
      get { super.userInfo }
      set { super.userInfo = newValue }
    }
    /// The scene content the action targets.
    open override var targetContentIdentifier: Any? {
      get { super.targetContentIdentifier }
      set { super.targetContentIdentifier = newValue }
    }
  }

  extension UIApplication {
    /// The app's dynamic quick actions (the Home Screen shows them under its static ones).
    public var shortcutItems: [UIApplicationShortcutItem]? {
      get { shortcutItemsStorage }
      set { shortcutItemsStorage = newValue }
    }

    /// Opens a URL, as the iOS 2 API did: as `open(_:options:completionHandler:)`, answering at
    /// once whether some app can open it (`canOpenURL(_:)`).
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether it opened.
    @available(iOS, deprecated: 10.0, message: "use open(_:options:completionHandler:)")
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
      let opens = canOpenURL(url)
      if opens { open(url) }
      return opens
    }
  }
#endif
