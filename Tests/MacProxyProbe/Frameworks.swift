// App code using what HeadlessUIKit declares for Linux only beside Darwin's own (`Logger` and
// `os_log` are the `os` module's on a Mac, `CGPath` Core Graphics'), and the frameworks it stands
// in for on a Mac (the port step imports HeadlessUIKit where an app imports WebKit or MessageUI),
// whose Objective-C selectors once clashed. Type-checked by `scripts/mac-proxy-compile`, as
// UserCode.swift.
import HeadlessUIKit
import os

final class ProbeShareViewController: UIViewController, MFMailComposeViewControllerDelegate,
  WKNavigationDelegate
{
  private let logger = Logger(subsystem: "com.example.probe", category: "share")
  private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

  override func viewDidLoad() {
    super.viewDidLoad()
    webView.navigationDelegate = self
    view.addSubview(webView)
    _ = webView.loadHTMLString("<title>Probe</title>", baseURL: nil)
    webView.evaluateJavaScript("document.title") { [logger] result, error in
      logger.info("title: \(String(describing: result)), \(String(describing: error))")
    }
    os_log("shown %{public}@", log: .default, type: .info, "share")
  }

  func title() async -> String? {
    (try? await webView.evaluateJavaScript("document.title")) as? String
  }

  @objc func share() {
    guard MFMailComposeViewController.canSendMail() else {
      UIPasteboard.general.string = "probe"
      return
    }
    let mail = MFMailComposeViewController()
    mail.mailComposeDelegate = self
    mail.setToRecipients(["a@example.com"])
    mail.setCcRecipients(nil)
    mail.setBccRecipients([])
    mail.setSubject("Probe")
    mail.setMessageBody("<p>Hi</p>", isHTML: true)
    present(mail, animated: true)
  }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?
  ) {
    logger.debug("mail: \(result.rawValue)")
    controller.dismiss(animated: true)
  }

  func badge() -> UIImage {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4)
    let outline: CGPath = path.cgPath
    let mutable = CGMutablePath()
    mutable.addPath(outline)
    mutable.addLine(to: CGPoint(x: 10, y: 10))
    let layer = CAShapeLayer()
    layer.path = mutable
    layer.lineCap = .round
    return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
      UIColor.green.setFill()
      path.fill()
      context.cgContext.addPath(mutable)
      context.cgContext.setLineCap(.round)
      context.cgContext.strokePath()
      view.layer.render(in: context.cgContext)
    }
  }
}
