#if !canImport(UIKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  // WebKit's web view and what apps configure it with, headless: HeadlessUIKit has no web
  // engine. A load is recorded and told to the navigation delegate as WebKit tells it — the
  // policy decision, then provisional start, commit and finish on later main-queue turns — but
  // nothing is fetched or rendered and no script runs. The port step imports HeadlessUIKit where
  // an app imports WebKit.

  /// The kind of navigation, as WebKit's.
  public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
  }

  /// Whether a navigation may go on, as WebKit's.
  public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
  }

  /// Whether a response may be shown, as WebKit's.
  public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
  }

  /// When a user script runs, as WebKit's.
  public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
  }

  /// WebKit's errors (domain `WKErrorDomain`).
  public struct WKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
      case unknown = 1
      case webContentProcessTerminated = 2
      case webViewInvalidated = 3
      case javaScriptExceptionOccurred = 4
      case javaScriptResultTypeIsUnsupported = 5
    }

    public static let errorDomain = "WKErrorDomain"
    public let code: Code
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code) { self.code = code }
  }

  /// A navigation the web view started, as WebKit's.
  open class WKNavigation: NSObject, @unchecked Sendable {}

  /// The frame a navigation concerns, as WebKit's.
  @MainActor
  open class WKFrameInfo: NSObject {
    open private(set) var isMainFrame: Bool
    open private(set) var request: URLRequest
    open private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, request: URLRequest, webView: WKWebView?) {
      self.isMainFrame = isMainFrame
      self.request = request
      self.webView = webView
    }
  }

  /// A navigation the delegate decides on, as WebKit's.
  @MainActor
  open class WKNavigationAction: NSObject {
    open private(set) var request: URLRequest
    open private(set) var navigationType: WKNavigationType
    open private(set) var sourceFrame: WKFrameInfo
    open private(set) var targetFrame: WKFrameInfo?
    open var shouldPerformDownload: Bool { false }

    init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
      self.request = request
      self.navigationType = navigationType
      sourceFrame = frame
      targetFrame = frame
    }
  }

  /// A response the delegate decides on, as WebKit's.
  @MainActor
  open class WKNavigationResponse: NSObject {
    open private(set) var response: URLResponse
    open private(set) var isForMainFrame: Bool
    open private(set) var canShowMIMEType: Bool

    init(response: URLResponse) {
      self.response = response
      isForMainFrame = true
      canShowMIMEType = true
    }
  }

  /// A message a page's script posts to the app, as WebKit's.
  @MainActor
  open class WKScriptMessage: NSObject {
    open private(set) var body: Any
    open private(set) var name: String
    open private(set) weak var webView: WKWebView?
    open private(set) var frameInfo: WKFrameInfo

    init(body: Any, name: String, webView: WKWebView?, frameInfo: WKFrameInfo) {
      self.body = body
      self.name = name
      self.webView = webView
      self.frameInfo = frameInfo
    }
  }

  /// Receives the messages a page's script posts, as WebKit's.
  @MainActor
  public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
  }

  /// A script run in every page, as WebKit's.
  @MainActor
  open class WKUserScript: NSObject {
    open private(set) var source: String
    open private(set) var injectionTime: WKUserScriptInjectionTime
    open private(set) var isForMainFrameOnly: Bool

    public init(
      source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool
    ) {
      self.source = source
      self.injectionTime = injectionTime
      isForMainFrameOnly = forMainFrameOnly
    }
  }

  /// The scripts and message handlers of a web view's pages, as WebKit's.
  @MainActor
  open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    var handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// Adds a handler of the messages posted to `window.webkit.messageHandlers.<name>`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
      if handlers[name] != nil {
        reportUIKitException(
          "Attempt to add script message handler with name '\(name)' when one already exists.")
        return
      }
      handlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
  }

  /// A web view's preferences, as WebKit's.
  @MainActor
  open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var minimumFontSize: CGFloat = 0
    @available(*, deprecated, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled = true

    public override init() { super.init() }
  }

  /// A page's preferences, as WebKit's.
  @MainActor
  open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    public override init() { super.init() }
  }

  /// Where a web view keeps cookies and caches, as WebKit's.
  @MainActor
  open class WKWebsiteDataStore: NSObject {
    public let isPersistent: Bool

    init(isPersistent: Bool) { self.isPersistent = isPersistent }

    private static let shared = WKWebsiteDataStore(isPersistent: true)
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore {
      WKWebsiteDataStore(isPersistent: false)
    }

    /// Every kind of data a web view keeps (cookies, caches, storage), by WebKit's names.
    open class func allWebsiteDataTypes() -> Set<String> {
      [
        WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache,
        WKWebsiteDataTypeLocalStorage, WKWebsiteDataTypeSessionStorage,
        WKWebsiteDataTypeIndexedDBDatabases, WKWebsiteDataTypeWebSQLDatabases,
        WKWebsiteDataTypeOfflineWebApplicationCache, WKWebsiteDataTypeFetchCache,
        WKWebsiteDataTypeServiceWorkerRegistrations,
      ]
    }

    /// Removes data of the kinds given changed since a date: a headless web view keeps none, so
    /// there is nothing to remove; `completionHandler` runs on the main queue's next turn.
    ///
    /// - Parameters:
    ///   - dataTypes: The kinds (`allWebsiteDataTypes()` for all).
    ///   - date: The earliest change removed.
    ///   - completionHandler: Called when done.
    open func removeData(
      ofTypes dataTypes: Set<String>, modifiedSince date: Date,
      completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
      DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler() } }
    }
  }

  /// How a web view is made, as WebKit's.
  @MainActor
  open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var applicationNameForUserAgent: String?
    open var suppressesIncrementalRendering = false

    public override init() { super.init() }
  }

  /// The delegate told of a web view's navigations, as WebKit's.
  @MainActor
  public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
  }

  extension WKNavigationDelegate {
    /// Allows it (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
      optionalRequirementDefault()
      decisionHandler(.allow)
    }
    /// Allows it (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
      optionalRequirementDefault()
      decisionHandler(.allow)
    }
    /// Does nothing (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in WebKit).
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in WebKit).
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: any Error
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in WebKit).
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
      optionalRequirementDefault()
    }
  }

  /// The delegate of a web view's panels and windows, as WebKit's.
  @MainActor
  public protocol WKUIDelegate: NSObjectProtocol {
    func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
  }

  extension WKUIDelegate {
    /// No new web view (an optional requirement in WebKit).
    public func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? { optionalRequirementDefault(nil) }
    /// Does nothing (an optional requirement in WebKit).
    public func webViewDidClose(_ webView: WKWebView) { optionalRequirementDefault() }
  }

  /// The features a page asks of a new window, as WebKit's.
  @MainActor
  open class WKWindowFeatures: NSObject {}

  /// WebKit's web view, headless (see the top of this file).
  @preconcurrency @MainActor
  open class WKWebView: UIView {
    /// How it was made (a copy of the configuration given, as WebKit's).
    open private(set) var configuration: WKWebViewConfiguration
    /// The delegate told of navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The delegate of panels and windows.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's URL: the last navigation's.
    open private(set) var url: URL? {
      willSet { keyValueWillChange("url") }
      didSet { keyValueDidChange("url") }
    }
    /// The page's title: none, as no page is read.
    open private(set) var title: String? {
      willSet { keyValueWillChange("title") }
      didSet { keyValueDidChange("title") }
    }
    /// Whether a navigation is under way.
    open private(set) var isLoading = false {
      willSet { keyValueWillChange("isLoading") }
      didSet { keyValueDidChange("isLoading") }
    }
    /// The share of the navigation done: 1 once it finished.
    open private(set) var estimatedProgress: Double = 0 {
      willSet { keyValueWillChange("estimatedProgress") }
      didSet { keyValueDidChange("estimatedProgress") }
    }
    /// Whether the page is served securely (its URL is `https`).
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }
    /// The scroll view of the page.
    public let scrollView = UIScrollView()
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether links show previews.
    open var allowsLinkPreview = true
    /// The user agent sent instead of WebKit's.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect it.
    open var isInspectable = false

    /// The pages visited, the current one last.
    private var history: [URL] = []
    private var position = -1 {
      willSet {
        keyValueWillChange("canGoBack")
        keyValueWillChange("canGoForward")
      }
      didSet {
        keyValueDidChange("canGoBack")
        keyValueDidChange("canGoForward")
      }
    }
    @_spi(Testing) public private(set) var loadedHTML: String?

    /// A web view of `configuration`.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - configuration: Its settings.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
      self.configuration = configuration
      super.init(frame: frame)
      addSubview(scrollView)
    }

    /// A web view of the default settings.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
      self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
      configuration = WKWebViewConfiguration()
      super.init(coder: coder)
      addSubview(scrollView)
    }

    /// Whether there is a page to go back to.
    open var canGoBack: Bool { position > 0 }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { position >= 0 && position < history.count - 1 }

    /// Navigates to the request's URL.
    ///
    /// - Parameter request: The request.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
      navigate(to: request, type: .other, html: nil)
    }

    /// Shows HTML text (not rendered here).
    ///
    /// - Parameters:
    ///   - string: The HTML.
    ///   - baseURL: The URL its relative links resolve against.
    /// - Returns: The navigation.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
      navigate(
        to: URLRequest(url: baseURL ?? URL(string: "about:blank") ?? URL(fileURLWithPath: "/")),
        type: .other, html: string)
    }

    /// Shows a local file.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - readAccessURL: What the page may read.
    /// - Returns: The navigation.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
      navigate(to: URLRequest(url: url), type: .other, html: nil)
    }

    /// Loads the page again.
    @discardableResult
    open func reload() -> WKNavigation? {
      guard let url else { return nil }
      return navigate(to: URLRequest(url: url), type: .reload, html: loadedHTML, record: false)
    }

    /// Stops the navigation under way.
    open func stopLoading() {
      isLoading = false
      pending = nil
    }

    /// Goes back a page.
    @discardableResult
    open func goBack() -> WKNavigation? {
      guard canGoBack else { return nil }
      position -= 1
      return navigate(
        to: URLRequest(url: history[position]), type: .backForward, html: nil, record: false)
    }

    /// Goes forward a page.
    @discardableResult
    open func goForward() -> WKNavigation? {
      guard canGoForward else { return nil }
      position += 1
      return navigate(
        to: URLRequest(url: history[position]), type: .backForward, html: nil, record: false)
    }

    /// Runs a script: no script runs here, so the completion gets
    /// `WKError.javaScriptExceptionOccurred` on the next main-queue turn.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - completionHandler: Called with the result or the error.
    open func evaluateJavaScript(
      _ javaScriptString: String,
      completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
    ) {
      guard let completionHandler else { return }
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          completionHandler(nil, WKError(.javaScriptExceptionOccurred))
        }
      }
    }

    /// Runs a script: throws `WKError.javaScriptExceptionOccurred`, as no script runs here.
    ///
    /// - Parameter javaScriptString: The script.
    /// - Returns: Never: it throws.
    #if canImport(ObjectiveC)
      // Its selector would be the completion-handler form's, `evaluateJavaScript:completionHandler:`.
      @nonobjc
    #endif
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
      throw WKError(.javaScriptExceptionOccurred)
    }

    /// The text of an HTML document's `<title>`, as WebKit reads it.
    static func title(in html: String) -> String? {
      guard let open = html.range(of: "<title", options: .caseInsensitive),
        let end = html[open.upperBound...].firstIndex(of: ">"),
        let close = html[end...].range(of: "</title>", options: .caseInsensitive)
      else { return nil }
      return html[html.index(after: end)..<close.lowerBound]
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Navigating

    private var pending: WKNavigation?

    @discardableResult
    private func navigate(
      to request: URLRequest, type: WKNavigationType, html: String?, record: Bool = true
    ) -> WKNavigation? {
      let navigation = WKNavigation()
      let frame = WKFrameInfo(isMainFrame: true, request: request, webView: self)
      let action = WKNavigationAction(request: request, navigationType: type, frame: frame)
      pending = navigation
      isLoading = true
      estimatedProgress = 0.1
      let decide = { [weak self] in
        guard let self, self.pending === navigation else { return }
        let decided = { @MainActor [weak self] (policy: WKNavigationActionPolicy) in
          guard let self, self.pending === navigation else { return }
          guard policy == .allow else {
            self.pending = nil
            self.isLoading = false
            return
          }
          self.start(navigation, request: request, html: html, record: record)
        }
        guard let delegate = self.navigationDelegate else { return decided(.allow) }
        let box = UncheckedBox(decided)
        delegate.webView(self, decidePolicyFor: action) { policy in
          // The delegate may decide later, on any thread: the navigation goes on on the main one.
          if Thread.isMainThread {
            MainActor.assumeIsolated { box.value(policy) }
          } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { box.value(policy) } }
          }
        }
      }
      DispatchQueue.main.async { MainActor.assumeIsolated(decide) }
      return navigation
    }

    private func start(_ navigation: WKNavigation, request: URLRequest, html: String?, record: Bool)
    {
      navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [weak self] in
          guard let self, self.pending === navigation else { return }
          self.url = request.url
          self.loadedHTML = html
          self.title = html.flatMap(WKWebView.title(in:))
          if record, let url = request.url {
            if self.position < self.history.count - 1 {
              self.history.removeSubrange((self.position + 1)...)
            }
            self.history.append(url)
            self.position = self.history.count - 1
          }
          self.estimatedProgress = 0.5
          self.navigationDelegate?.webView(self, didCommit: navigation)
          self.pending = nil
          self.isLoading = false
          self.estimatedProgress = 1
          self.navigationDelegate?.webView(self, didFinish: navigation)
        }
      }
    }
  }

  /// WebKit's names of the kinds of website data.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeOfflineWebApplicationCache =
    "WKWebsiteDataTypeOfflineWebApplicationCache"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let WKWebsiteDataTypeServiceWorkerRegistrations =
    "WKWebsiteDataTypeServiceWorkerRegistrations"
#endif
