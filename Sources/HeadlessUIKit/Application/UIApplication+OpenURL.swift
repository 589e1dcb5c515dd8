#if !canImport(UIKit)
  import Foundation

  extension UIApplication {
    /// Keys of the options for opening a URL in another app.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public var rawValue: String
      /// Creates a key.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open only if an app claims the URL as a universal link.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens a URL in another app: HeadlessUIKit has none, so it logs "Opened URL <url>" (a
    /// test observes it through `HeadlessConsole`) and answers `true` on the next main-queue turn.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: The options.
    ///   - completion: Called with whether the URL opened.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      let name = "openURL:options:completionHandler:"
      if swizzledCall(self, UIApplication.self, name, [url, options, completion]) != nil { return }
      openImpl(url, completionHandler: completion)
    }

    func openImpl(_ url: URL, completionHandler completion: (@MainActor @Sendable (Bool) -> Void)?)
    {
      consoleLog("Opened URL \(url.absoluteString)", window: keyWindow)
      guard let completion else { return }
      DispatchQueue.main.async { MainActor.assumeIsolated { completion(true) } }
    }

    /// Whether some app can open a URL: HeadlessUIKit answers `true` for web, mail, phone,
    /// message and settings URLs, and for none else.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether it can be opened.
    public func canOpenURL(_ url: URL) -> Bool {
      if let replaced = swizzledCall(self, UIApplication.self, "canOpenURL:", [url]) {
        return replaced as? Bool ?? false
      }
      return canOpenURLImpl(url)
    }

    func canOpenURLImpl(_ url: URL) -> Bool {
      ["http", "https", "mailto", "tel", "sms", "app-settings"].contains(
        url.scheme?.lowercased() ?? "")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
  }
#endif
