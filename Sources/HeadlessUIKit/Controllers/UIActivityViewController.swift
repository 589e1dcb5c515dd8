#if !canImport(UIKit)
  import Foundation

  /// A service the share sheet offers, as UIKit's.
  @preconcurrency @MainActor
  open class UIActivity: NSObject {
    /// An activity's kind, as UIKit's.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
      public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
      public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
      public static let message = ActivityType("com.apple.UIKit.activity.Message")
      public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
      public static let print = ActivityType("com.apple.UIKit.activity.Print")
      public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
      public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
      public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
      public static let addToReadingList = ActivityType(
        "com.apple.UIKit.activity.AddToReadingList")
      public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
      public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
      public static let postToTencentWeibo = ActivityType(
        "com.apple.UIKit.activity.TencentWeibo")
      public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
      public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
      public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// The style of an activity's icon.
    public enum Category: Int, Sendable {
      case action, share
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(true) }
    open func activityDidFinish(_ completed: Bool) {}

    public override init() { super.init() }
  }

  /// An item a share sheet asks for when an activity is chosen, as UIKit's: a placeholder at
  /// once (its type decides which activities are offered), the item itself for the activity.
  @preconcurrency @MainActor
  public protocol UIActivityItemSource: NSObjectProtocol {
    /// A value of the item's type, asked for when the sheet is made.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
      -> Any
    /// The item for an activity, or `nil` to share nothing with it.
    func activityViewController(
      _ activityViewController: UIActivityViewController,
      itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    /// The subject of a message or mail.
    func activityViewController(
      _ activityViewController: UIActivityViewController,
      subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
  }

  extension UIActivityItemSource {
    /// The subject: empty by default (an optional requirement).
    public func activityViewController(
      _ activityViewController: UIActivityViewController,
      subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { optionalRequirementDefault("") }
  }

  /// The share sheet, as UIKit's: it keeps what it shares and the app's settings; the user picks
  /// nothing here, so its completion runs only when a test dismisses it (the user cancelled:
  /// `nil` activity, not completed).
  @preconcurrency @MainActor
  open class UIActivityViewController: UIViewController {
    /// What the sheet runs when it closes: the activity, whether it completed, what it returned,
    /// and its error.
    public typealias CompletionWithItemsHandler = (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

    /// The items shared.
    @_spi(Testing) public let activityItems: [Any]
    /// The app's own activities.
    @_spi(Testing) public let applicationActivities: [UIActivity]?
    /// The activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet of items.
    ///
    /// - Parameters:
    ///   - activityItems: What to share.
    ///   - applicationActivities: The app's own services.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
      self.activityItems = activityItems
      self.applicationActivities = applicationActivities
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
      activityItems = []
      applicationActivities = nil
      super.init(coder: coder)
    }

    /// Dismissed without a choice (the user cancelled): the completion gets no activity.
    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed { completionWithItemsHandler?(nil, false, nil, nil) }
    }
  }
#endif
