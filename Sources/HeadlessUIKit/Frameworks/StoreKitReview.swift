#if !canImport(UIKit)
  import Foundation

  /// StoreKit's request for an App Store rating, headless: the system decides whether to show the
  /// prompt (never in apps it did not install from the App Store), so nothing is shown here.
  /// The port step imports HeadlessUIKit where an app imports StoreKit.
  @MainActor
  public final class SKStoreReviewController: NSObject {
    /// Asks for a rating; shows nothing.
    @available(*, deprecated, renamed: "requestReview(in:)")
    public static func requestReview() {}

    /// Asks for a rating in a scene; shows nothing.
    ///
    /// - Parameter windowScene: The scene the prompt would show in.
    public static func requestReview(in windowScene: UIWindowScene) {}
  }
#endif
