#if !canImport(UIKit)
  import Foundation

  /// How the mail sheet was closed, as MessageUI's.
  public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
  }

  /// How the message sheet was closed, as MessageUI's.
  public enum MessageComposeResult: Int, Sendable {
    case cancelled, sent, failed
  }

  /// The delegate of a mail sheet, as MessageUI's.
  @MainActor
  public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The user closed the sheet.
    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
      error: (any Error)?)
  }

  extension MFMailComposeViewControllerDelegate {
    /// Does nothing (an optional requirement in MessageUI).
    public func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
      error: (any Error)?
    ) { optionalRequirementDefault() }
  }

  /// The delegate of a message sheet, as MessageUI's.
  @MainActor
  public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The user closed the sheet.
    func messageComposeViewController(
      _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
  }

  /// MessageUI's mail sheet, headless: it keeps what the app fills in. `canSendMail()` is false,
  /// as on a device with no mail account (and on the simulator), so apps take the path they take
  /// there. The port step imports HeadlessUIKit where an app imports MessageUI.
  @preconcurrency @MainActor
  open class MFMailComposeViewController: UINavigationController {
    /// Whether the device can send mail: no mail account here.
    open class func canSendMail() -> Bool { false }

    /// The delegate told when the sheet closes.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    // What the app filled in. Not Objective-C properties (the class is `@objcMembers` on Darwin):
    // their setters' selectors (`setToRecipients:`…) are MessageUI's methods below.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    @_spi(Testing) public private(set) var toRecipients: [String]?
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    @_spi(Testing) public private(set) var ccRecipients: [String]?
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    @_spi(Testing) public private(set) var bccRecipients: [String]?
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    @_spi(Testing) public private(set) var subject: String?
    @_spi(Testing) public private(set) var messageBody: String?
    @_spi(Testing) public private(set) var isHTML = false
    @_spi(Testing) public private(set) var attachmentFileNames: [String] = []

    /// An empty mail sheet.
    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    open func setSubject(_ subject: String) { self.subject = subject }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}

    open func setMessageBody(_ body: String, isHTML: Bool) {
      messageBody = body
      self.isHTML = isHTML
    }

    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
      attachmentFileNames.append(filename)
    }
  }

  /// MessageUI's message sheet, headless: `canSendText()` is false, as on the simulator.
  @preconcurrency @MainActor
  open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: none here.
    open class func canSendText() -> Bool { false }
    /// Whether it can send subjects: no.
    open class func canSendSubject() -> Bool { false }
    /// Whether it can send attachments: no.
    open class func canSendAttachments() -> Bool { false }

    /// The delegate told when the sheet closes.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The message.
    open var body: String?
    /// The subject.
    open var subject: String?

    /// An empty message sheet.
    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }
#endif
