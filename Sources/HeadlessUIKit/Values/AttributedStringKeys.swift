#if !canImport(UIKit)
  import Foundation

  extension NSAttributedString.Key {
    /// The font (`UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// An attachment shown in the text (`NSTextAttachment`), on the attachment character.
    public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
    /// The text colour (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The background colour behind the text (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra space between characters, in points (`NSNumber`).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// A line through the text (`NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The colour of the strikethrough line (`UIColor`).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// An underline (`NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The colour of the underline (`UIColor`).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The colour of the text's outline (`UIColor`).
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// The width of the text's outline, in percent of the font size (`NSNumber`).
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// A shadow (`NSShadow`).
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// The offset from the baseline, in points (`NSNumber`).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
  }

  /// The style of an underline or strikethrough line.
  public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits, as stored in attributes.
    public let rawValue: Int
    /// Creates a style from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Under words only.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
  }

  /// How lines of a paragraph are laid out: alignment, spacing, breaking.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The alignment.
    open internal(set) var alignment = NSTextAlignment.natural
    /// Extra space between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines.
    open internal(set) var headIndent: CGFloat = 0
    /// The line height multiple; 0 for none.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The smallest line height; 0 for none.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The largest line height; 0 for none.
    open internal(set) var maximumLineHeight: CGFloat = 0

    /// The default style.
    public static let `default` = NSParagraphStyle()

    /// Creates the default style.
    public override init() { super.init() }
  }

  /// A paragraph style whose values can be changed.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment.
    open override var alignment: NSTextAlignment {
      get { super.alignment }
      set { super.alignment = newValue }
    }
    /// Extra space between lines.
    open override var lineSpacing: CGFloat {
      get { super.lineSpacing }
      set { super.lineSpacing = newValue }
    }
    /// Space after the paragraph.
    open override var paragraphSpacing: CGFloat {
      get { super.paragraphSpacing }
      set { super.paragraphSpacing = newValue }
    }
    /// Indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
      get { super.firstLineHeadIndent }
      set { super.firstLineHeadIndent = newValue }
    }
    /// Indent of the other lines.
    open override var headIndent: CGFloat {
      get { super.headIndent }
      set { super.headIndent = newValue }
    }
    /// The line height multiple; 0 for none.
    open override var lineHeightMultiple: CGFloat {
      get { super.lineHeightMultiple }
      set { super.lineHeightMultiple = newValue }
    }
    /// The smallest line height; 0 for none.
    open override var minimumLineHeight: CGFloat {
      get { super.minimumLineHeight }
      set { super.minimumLineHeight = newValue }
    }
    /// The largest line height; 0 for none.
    open override var maximumLineHeight: CGFloat {
      get { super.maximumLineHeight }
      set { super.maximumLineHeight = newValue }
    }
  }

  /// An image (or other content) shown inside text, as UIKit's: an attributed string holds it on
  /// the attachment character (U+FFFC) under `.attachment`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class NSTextAttachment: NSObject {
    /// The character an attachment stands on.
    public static let character: Int = 0xFFFC

    /// The image shown.
    open var image: UIImage?
    /// The attachment's bounds, relative to the baseline (`.zero`: the image's size).
    open var bounds = CGRect.zero
    /// The attachment's data, and its type.
    open var contents: Data?
    /// The type identifier of `contents`.
    open var fileType: String?

    /// Creates an empty attachment.
    public override init() { super.init() }

    /// Creates an attachment of data of a type.
    public init(data contentData: Data?, ofType uti: String?) {
      contents = contentData
      fileType = uti
      super.init()
    }

    /// Creates an attachment showing an image.
    public convenience init(image: UIImage) {
      self.init()
      self.image = image
    }
  }

  extension NSAttributedString {
    /// A string of one attachment character holding the attachment, as UIKit's.
    public convenience init(attachment: NSTextAttachment) {
      self.init(
        string: String(
          UnicodeScalar(UInt32(NSTextAttachment.character)).map(Character.init) ?? " "),
        attributes: [.attachment: attachment])
    }
  }
#endif
