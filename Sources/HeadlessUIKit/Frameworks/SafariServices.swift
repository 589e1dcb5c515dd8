#if !canImport(UIKit)
  import Foundation

  /// The delegate of a Safari view controller, as SafariServices'.
  @MainActor
  public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed to.
    func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected.
    func safariViewController(
      _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL)
  }

  extension SFSafariViewControllerDelegate {
    /// Does nothing (an optional requirement in SafariServices).
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in SafariServices).
    public func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in SafariServices).
    public func safariViewController(
      _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL
    ) { optionalRequirementDefault() }
  }

  /// SafariServices' in-app browser, headless: it keeps the URL and its settings, and loads
  /// nothing (HeadlessUIKit has no web engine), so its delegate never hears of an initial load.
  /// The port step imports HeadlessUIKit where an app imports SafariServices.
  @preconcurrency @MainActor
  open class SFSafariViewController: UIViewController {
    /// The browser's settings, as SafariServices'.
    @MainActor
    open class Configuration: NSObject {
      /// Whether Reader shows when the page supports it.
      open var entersReaderIfAvailable = false
      /// Whether the bars collapse as the user scrolls.
      open var barCollapsingEnabled = true

      public override init() { super.init() }
    }

    /// The style of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
      case done, close, cancel
    }

    /// The page the browser opens (SafariServices does not tell the app; a test may ask).
    @_spi(Testing) public let initialURL: URL
    /// The settings it was made with.
    public let configuration: Configuration
    /// The delegate.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' tint.
    open var preferredBarTintColor: UIColor?
    /// The controls' tint.
    open var preferredControlTintColor: UIColor?
    /// The close button's style.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser that opens `URL` with `configuration`.
    ///
    /// - Parameters:
    ///   - url: An `http` or `https` URL.
    ///   - configuration: The settings.
    public init(url: URL, configuration: Configuration) {
      initialURL = url
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    /// A browser that opens `URL`.
    ///
    /// - Parameter url: An `http` or `https` URL.
    public convenience init(url: URL) {
      self.init(url: url, configuration: Configuration())
    }

    /// A browser that opens `URL`, in Reader if `entersReaderIfAvailable`.
    ///
    /// - Parameters:
    ///   - url: An `http` or `https` URL.
    ///   - entersReaderIfAvailable: Whether Reader shows when it can.
    @available(*, deprecated, renamed: "init(url:configuration:)")
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
      let configuration = Configuration()
      configuration.entersReaderIfAvailable = entersReaderIfAvailable
      self.init(url: url, configuration: configuration)
    }

    /// Not available: SafariServices makes its browser from a URL only.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
