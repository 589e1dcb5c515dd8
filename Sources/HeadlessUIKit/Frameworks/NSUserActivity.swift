// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  /// Foundation's user activity (Handoff, Spotlight, universal links), which Linux's Foundation
  /// lacks: apps create one per screen and continue them in their delegates. It keeps what the
  /// app sets; becoming current reaches no other device or index.
  open class NSUserActivity: NSObject {
    /// The activity's type (a reverse-DNS string, or `NSUserActivityTypeBrowsingWeb`).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue it.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that continues it in a browser.
    open var webpageURL: URL?
    /// The page that referred the user.
    open var referrerURL: URL?
    /// When it stops being valid.
    open var expirationDate: Date?
    /// Words for Spotlight.
    open var keywords: Set<String> = []
    /// Whether the app's state changed since it was saved.
    open var needsSave = false
    /// Whether another device can continue it.
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes it.
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// An identifier the app can delete it by.
    open var persistentIdentifier: String?
    /// What the activity shows, for scene matching.
    open var targetContentIdentifier: String?

    /// An activity of a type.
    ///
    /// - Parameter activityType: Its type.
    public init(activityType: String) {
      self.activityType = activityType
      super.init()
    }

    /// Adds entries to `userInfo`.
    ///
    /// - Parameter otherDictionary: The entries.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      var info = userInfo ?? [:]
      for (key, value) in otherDictionary { info[key] = value }
      userInfo = info
    }

    /// Makes it the current activity: no other device or index hears of it headlessly.
    open func becomeCurrent() {}

    /// Stops it being the current activity.
    open func resignCurrent() {}

    /// Ends it for good.
    open func invalidate() {}
  }

  /// The type of an activity that continues a web page (a universal link).
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
