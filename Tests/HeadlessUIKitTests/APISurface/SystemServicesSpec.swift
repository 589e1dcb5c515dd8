#if !canImport(UIKit)
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  @_spi(Testing) import HeadlessUIKit

  // WebKit, SafariServices, MessageUI, UserNotifications, StoreKit and LocalAuthentication as
  // apps call them (on iOS each imported by name; the port step imports HeadlessUIKit in their
  // place on Linux).

  /// A screen that shows an article and keeps the web view off other hosts, as apps write one.
  final class ArticleViewController: UIViewController, WKNavigationDelegate {
    let webView = WKWebView()
    var finished: [URL?] = []
    var blocked: [URL] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(webView)
      webView.navigationDelegate = self
      webView.load(URLRequest(url: URL(string: "https://example.com/article")!))
    }

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
      guard let url = navigationAction.request.url, url.host == "example.com" else {
        navigationAction.request.url.map { blocked.append($0) }
        return decisionHandler(.cancel)
      }
      decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      finished.append(webView.url)
    }
  }

  /// Shows help in Safari and mail to support, as apps write it.
  final class HelpViewController: UIViewController, SFSafariViewControllerDelegate,
    MFMailComposeViewControllerDelegate
  {
    var shownURL: URL?
    var fellBackToMailto = false

    func showHelp() {
      let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
      safari.delegate = self
      safari.preferredControlTintColor = .systemBlue
      present(safari, animated: false)
    }

    func contactSupport() {
      guard MFMailComposeViewController.canSendMail() else {
        fellBackToMailto = true
        return
      }
      let mail = MFMailComposeViewController()
      mail.mailComposeDelegate = self
      mail.setToRecipients(["support@example.com"])
      present(mail, animated: false)
    }
  }

  @MainActor
  @Suite("System services: WebKit, SafariServices, MessageUI, UserNotifications, biometrics")
  struct SystemServicesSpec {
    @Test("A web view asks its delegate, then starts, commits and finishes on later turns")
    func webView() async {
      let controller = ArticleViewController()
      controller.loadViewIfNeeded()
      #expect(controller.webView.isLoading)
      #expect(controller.webView.url == nil)
      while controller.webView.isLoading { await Task.yield() }
      #expect(controller.finished == [URL(string: "https://example.com/article")])
      #expect(controller.webView.estimatedProgress == 1)
      #expect(!controller.webView.canGoBack)

      controller.webView.load(URLRequest(url: URL(string: "https://ads.example.net/x")!))
      while controller.webView.isLoading { await Task.yield() }
      #expect(controller.blocked == [URL(string: "https://ads.example.net/x")!])
      #expect(controller.webView.url == URL(string: "https://example.com/article"))

      controller.webView.loadHTMLString(
        "<html><head><title> Terms </title></head></html>",
        baseURL: URL(string: "https://example.com/"))
      while controller.webView.isLoading { await Task.yield() }
      #expect(controller.webView.title == "Terms")
      #expect(controller.webView.canGoBack)
      controller.webView.goBack()
      while controller.webView.isLoading { await Task.yield() }
      #expect(controller.webView.url == URL(string: "https://example.com/article"))
      #expect(controller.webView.canGoForward)
    }

    @Test("No script runs in a headless web view: evaluating one fails as a script exception")
    func javaScript() async {
      let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
      await #expect(throws: WKError(.javaScriptExceptionOccurred)) {
        _ = try await webView.evaluateJavaScript("document.title")
      }
    }

    @Test("Safari and mail: the browser is presented with its URL; no mail account, as a simulator")
    func safariAndMail() async {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let help = HelpViewController()
      window.rootViewController = help
      window.makeKeyAndVisible()
      help.showHelp()
      let safari = help.presentedViewController as? SFSafariViewController
      #expect(safari?.initialURL == URL(string: "https://example.com/help"))
      #expect(safari?.delegate === help)
      help.contactSupport()
      #expect(help.fellBackToMailto)
      #expect(!MFMessageComposeViewController.canSendText())
      window.isHidden = true
    }

    @Test(
      "Notifications: authorization granted once; requests kept by identifier, replaced, removed")
    func notifications() async throws {
      let center = UNUserNotificationCenter.current()
      let granted = try await center.requestAuthorization(options: [.alert, .badge])
      #expect(granted)
      let settings = await center.notificationSettings()
      #expect(settings.authorizationStatus == .authorized)
      #expect(settings.alertSetting == .enabled)
      #expect(settings.soundSetting == .disabled)

      let content = UNMutableNotificationContent()
      content.title = "Water the plants"
      content.sound = .default
      let id = "spec-\(UUID().uuidString)"
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
      try await center.add(
        UNNotificationRequest(identifier: id, content: content, trigger: trigger))
      content.title = "Changed after adding"
      try await center.add(
        UNNotificationRequest(identifier: id, content: content, trigger: trigger))
      let mine = await center.pendingNotificationRequests().filter { $0.identifier == id }
      #expect(mine.map(\.content.title) == ["Changed after adding"])
      center.removePendingNotificationRequests(withIdentifiers: [id])
      #expect(await center.pendingNotificationRequests().contains { $0.identifier == id } == false)

      await confirmation("the completion handler runs") { answered in
        await withCheckedContinuation { continuation in
          center.getNotificationSettings { settings in
            #expect(settings.authorizationStatus == .authorized)
            answered()
            continuation.resume()
          }
        }
      }
    }

    @Test("A repeating trigger under a minute is UIKit's exception, reported")
    func shortRepeatingTrigger() {
      withKnownIssue {
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: true)
      } matching: { issue in
        issue.description.contains("time interval must be at least 60 if repeating")
      }
    }

    @Test("Biometrics: no passcode or biometry, so no policy can be evaluated")
    func biometrics() async {
      let context = LAContext()
      var error: NSError?
      #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
      #expect(error?.domain == LAError.errorDomain)
      #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
      #expect(context.biometryType == .none)
      do {
        _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
        Issue.record("it evaluated")
      } catch LAError.passcodeNotSet {
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }
#endif
