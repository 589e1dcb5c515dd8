// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  // Uniform type identifiers, which Linux does not have: the `UTType` value of
  // UniformTypeIdentifiers and the older functions and `kUTType…` constants of MobileCoreServices
  // (`UTType.h`, `UTCoreTypes.h`), over one table of the system's common types — their
  // identifiers, the types they conform to, filename extensions and MIME types, as Apple declares
  // them. An extension or MIME type the table lacks gives a dynamic type (`dyn.…`), as Apple's
  // does. The port step imports HeadlessUIKit where an app imports either module. See
  // behavior.md, "Uniform type identifiers".

  /// A system type: its identifier, what it conforms to, its extensions and MIME types (the first
  /// of each preferred).
  struct SystemType {
    var identifier: String
    var conformsTo: [String]
    var extensions: [String] = []
    var mimeTypes: [String] = []
    var description: String
  }

  enum TypeTable {
    static let types: [SystemType] = [
      SystemType(identifier: "public.item", conformsTo: [], description: "item"),
      SystemType(identifier: "public.content", conformsTo: [], description: "content"),
      SystemType(identifier: "public.data", conformsTo: ["public.item"], description: "data"),
      SystemType(
        identifier: "public.directory", conformsTo: ["public.item"], description: "folder"),
      SystemType(
        identifier: "public.folder", conformsTo: ["public.directory"], description: "folder"),
      SystemType(
        identifier: "public.text", conformsTo: ["public.data", "public.content"],
        description: "text"),
      SystemType(
        identifier: "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
        mimeTypes: ["text/plain"], description: "plain text"),
      SystemType(
        identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"],
        description: "Unicode text, UTF-8 encoded"),
      SystemType(
        identifier: "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"],
        mimeTypes: ["text/html"], description: "HTML text"),
      SystemType(
        identifier: "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
        mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
      SystemType(
        identifier: "public.json", conformsTo: ["public.text"], extensions: ["json"],
        mimeTypes: ["application/json"], description: "JSON"),
      SystemType(
        identifier: "public.comma-separated-values-text", conformsTo: ["public.text"],
        extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values"),
      SystemType(
        identifier: "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"],
        mimeTypes: ["text/rtf"], description: "rich text document"),
      SystemType(
        identifier: "public.source-code", conformsTo: ["public.plain-text"],
        description: "source code"),
      SystemType(
        identifier: "public.swift-source", conformsTo: ["public.source-code"],
        extensions: ["swift"], description: "Swift source"),
      SystemType(
        identifier: "public.image", conformsTo: ["public.data", "public.content"],
        description: "image"),
      SystemType(
        identifier: "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg"],
        mimeTypes: ["image/jpeg"], description: "JPEG image"),
      SystemType(
        identifier: "public.png", conformsTo: ["public.image"], extensions: ["png"],
        mimeTypes: ["image/png"], description: "PNG image"),
      SystemType(
        identifier: "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"],
        mimeTypes: ["image/gif"], description: "GIF image"),
      SystemType(
        identifier: "public.heic", conformsTo: ["public.image"], extensions: ["heic"],
        mimeTypes: ["image/heic"], description: "HEIF image"),
      SystemType(
        identifier: "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"],
        mimeTypes: ["image/tiff"], description: "TIFF image"),
      SystemType(
        identifier: "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"],
        mimeTypes: ["image/bmp"], description: "Windows bitmap image"),
      SystemType(
        identifier: "public.svg-image", conformsTo: ["public.image", "public.xml"],
        extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
      SystemType(
        identifier: "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"],
        mimeTypes: ["image/webp"], description: "WebP image"),
      SystemType(
        identifier: "com.apple.live-photo", conformsTo: [], description: "Live Photo"),
      SystemType(
        identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"],
        description: "audiovisual content"),
      SystemType(
        identifier: "public.movie", conformsTo: ["public.audiovisual-content"],
        description: "movie"),
      SystemType(
        identifier: "public.video", conformsTo: ["public.movie"], description: "video"),
      SystemType(
        identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"],
        extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
        description: "QuickTime movie"),
      SystemType(
        identifier: "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"],
        mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
      SystemType(
        identifier: "public.audio", conformsTo: ["public.audiovisual-content"],
        description: "audio"),
      SystemType(
        identifier: "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"],
        mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
      SystemType(
        identifier: "public.mpeg-4-audio", conformsTo: ["public.audio"], extensions: ["m4a"],
        mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
      SystemType(
        identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"],
        extensions: ["wav"], mimeTypes: ["audio/wav"], description: "Waveform audio"),
      SystemType(
        identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.content"],
        extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
      SystemType(
        identifier: "public.url", conformsTo: ["public.data"], description: "URL"),
      SystemType(
        identifier: "public.file-url", conformsTo: ["public.url"], description: "file URL"),
      SystemType(
        identifier: "public.vcard", conformsTo: ["public.text"], extensions: ["vcf", "vcard"],
        mimeTypes: ["text/vcard"], description: "vCard"),
      SystemType(
        identifier: "public.archive", conformsTo: ["public.data"], description: "archive"),
      SystemType(
        identifier: "public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"],
        mimeTypes: ["application/zip"], description: "ZIP archive"),
      SystemType(
        identifier: "public.spreadsheet", conformsTo: ["public.content"],
        description: "spreadsheet"),
      SystemType(
        identifier: "public.presentation", conformsTo: ["public.content"],
        description: "presentation"),
      SystemType(
        identifier: "public.executable", conformsTo: ["public.item"], description: "executable"),
      SystemType(
        identifier: "com.apple.application", conformsTo: ["public.executable"],
        description: "application"),
      SystemType(
        identifier: "public.message", conformsTo: [], description: "message"),
      SystemType(
        identifier: "public.email-message", conformsTo: ["public.message"], extensions: ["eml"],
        mimeTypes: ["message/rfc822"], description: "email message"),
      SystemType(
        identifier: "public.contact", conformsTo: [], description: "contact"),
      SystemType(
        identifier: "public.calendar-event", conformsTo: [], description: "calendar event"),
      SystemType(
        identifier: "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"],
        mimeTypes: [], description: "property list"),
    ]

    static let byIdentifier: [String: SystemType] = Dictionary(
      types.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    static func type(_ identifier: String) -> SystemType? {
      byIdentifier[identifier.lowercased()]
    }

    /// Whether `identifier` conforms to `other`: the same type, or one it declares, transitively.
    static func conforms(_ identifier: String, to other: String) -> Bool {
      let target = other.lowercased()
      var seen: Set<String> = []
      var pending = [identifier.lowercased()]
      while let next = pending.popLast() {
        if next == target { return true }
        guard seen.insert(next).inserted, let type = byIdentifier[next] else { continue }
        pending += type.conformsTo.map { $0.lowercased() }
      }
      // Every data-backed dynamic type is data, as Apple's are.
      return identifier.hasPrefix("dyn.") && ["public.data", "public.item"].contains(target)
    }

    /// The system type of a tag (an extension or MIME type) that conforms to `conforming`.
    static func identifier(tagClass: String, tag: String, conformingTo conforming: String?)
      -> String
    {
      let lowered = tag.lowercased()
      let match = types.first { type in
        let tags = tagClass == TagClass.mimeType ? type.mimeTypes : type.extensions
        return tags.contains(lowered)
          && (conforming.map { conforms(type.identifier, to: $0) } ?? true)
      }
      if let match { return match.identifier }
      // A dynamic identifier encodes its tag, as Apple's `dyn.` identifiers do (their encoding is
      // Apple's own; this one is stable and unique per tag class and tag).
      let encoded = Data("\(tagClass)=\(lowered)".utf8).base64EncodedString()
        .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "+", with: "-")
      return "dyn.a" + encoded
    }

    static func preferredTag(_ identifier: String, tagClass: String) -> String? {
      guard let type = type(identifier) else { return nil }
      return tagClass == TagClass.mimeType ? type.mimeTypes.first : type.extensions.first
    }
  }

  enum TagClass {
    static let filenameExtension = "public.filename-extension"
    static let mimeType = "public.mime-type"
  }

  // MARK: UniformTypeIdentifiers

  /// A uniform type identifier, as UniformTypeIdentifiers' `UTType`.
  public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String

    private init(known identifier: String) {
      self.identifier = identifier
    }

    /// The type of an identifier; `nil` when the system does not declare it (and it is not
    /// dynamic).
    ///
    /// - Parameter identifier: The identifier.
    public init?(_ identifier: String) {
      if let type = TypeTable.type(identifier) {
        self.identifier = type.identifier
      } else if identifier.hasPrefix("dyn.") {
        self.identifier = identifier
      } else {
        return nil
      }
    }

    /// The type of a filename extension that conforms to `supertype`; a dynamic type when no
    /// system type has the extension.
    ///
    /// - Parameters:
    ///   - filenameExtension: The extension, without the dot.
    ///   - supertype: The type it must conform to (`.data` by default).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      guard !filenameExtension.isEmpty, !filenameExtension.contains(".") else { return nil }
      identifier = TypeTable.identifier(
        tagClass: TagClass.filenameExtension, tag: filenameExtension,
        conformingTo: supertype.identifier)
    }

    /// The type of a MIME type that conforms to `supertype`; a dynamic type when no system type
    /// has the MIME type.
    ///
    /// - Parameters:
    ///   - mimeType: The MIME type.
    ///   - supertype: The type it must conform to (`.data` by default).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      guard mimeType.contains("/") else { return nil }
      identifier = TypeTable.identifier(
        tagClass: TagClass.mimeType, tag: mimeType, conformingTo: supertype.identifier)
    }

    /// A type the app exports (declares in its Info.plist).
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - parentType: What it conforms to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.identifier = identifier
    }

    /// A type the app imports (another app declares it).
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - parentType: What it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.identifier = identifier
    }

    /// The preferred filename extension, without the dot.
    public var preferredFilenameExtension: String? {
      TypeTable.preferredTag(identifier, tagClass: TagClass.filenameExtension)
    }

    /// The preferred MIME type.
    public var preferredMIMEType: String? {
      TypeTable.preferredTag(identifier, tagClass: TagClass.mimeType)
    }

    /// The type's description, as the system gives it in English.
    public var localizedDescription: String? { TypeTable.type(identifier)?.description }

    /// Whether the system declares the type.
    public var isDeclared: Bool { TypeTable.type(identifier) != nil }

    /// Whether the type is dynamic (made for a tag the system does not declare).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the system declares the type (apps cannot declare system types).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The types this type conforms to, transitively.
    public var supertypes: Set<UTType> {
      Set(
        TypeTable.types.filter {
          $0.identifier != identifier && TypeTable.conforms(identifier, to: $0.identifier)
        }.map { UTType(known: $0.identifier) })
    }

    /// Whether this type is `type` or conforms to it.
    ///
    /// - Parameter type: The other type.
    /// - Returns: Whether it conforms.
    public func conforms(to type: UTType) -> Bool {
      TypeTable.conforms(identifier, to: type.identifier)
    }

    /// Whether `type` conforms to this type.
    ///
    /// - Parameter type: The other type.
    /// - Returns: Whether it is a supertype.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    ///
    /// - Parameter type: The other type.
    /// - Returns: Whether it is a subtype.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let data = UTType(known: "public.data")
    public static let directory = UTType(known: "public.directory")
    public static let folder = UTType(known: "public.folder")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let html = UTType(known: "public.html")
    public static let xml = UTType(known: "public.xml")
    public static let json = UTType(known: "public.json")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let rtf = UTType(known: "public.rtf")
    public static let sourceCode = UTType(known: "public.source-code")
    public static let swiftSource = UTType(known: "public.swift-source")
    public static let image = UTType(known: "public.image")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let png = UTType(known: "public.png")
    public static let gif = UTType(known: "com.compuserve.gif")
    public static let heic = UTType(known: "public.heic")
    public static let tiff = UTType(known: "public.tiff")
    public static let bmp = UTType(known: "com.microsoft.bmp")
    public static let svg = UTType(known: "public.svg-image")
    public static let webP = UTType(known: "org.webmproject.webp")
    public static let livePhoto = UTType(known: "com.apple.live-photo")
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    public static let movie = UTType(known: "public.movie")
    public static let video = UTType(known: "public.video")
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    public static let audio = UTType(known: "public.audio")
    public static let mp3 = UTType(known: "public.mp3")
    public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let vCard = UTType(known: "public.vcard")
    public static let archive = UTType(known: "public.archive")
    public static let zip = UTType(known: "public.zip-archive")
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    public static let presentation = UTType(known: "public.presentation")
    public static let executable = UTType(known: "public.executable")
    public static let application = UTType(known: "com.apple.application")
    public static let message = UTType(known: "public.message")
    public static let emailMessage = UTType(known: "public.email-message")
    public static let contact = UTType(known: "public.contact")
    public static let calendarEvent = UTType(known: "public.calendar-event")
    public static let propertyList = UTType(known: "com.apple.property-list")
  }

  // MARK: MobileCoreServices

  /// The tag class of filename extensions.
  nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString =
    "public.filename-extension"
  /// The tag class of MIME types.
  nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"

  nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
  nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
  nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
  nonisolated(unsafe) public let kUTTypeDirectory: CFString = "public.directory"
  nonisolated(unsafe) public let kUTTypeFolder: CFString = "public.folder"
  nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
  nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
  nonisolated(unsafe) public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
  nonisolated(unsafe) public let kUTTypeHTML: CFString = "public.html"
  nonisolated(unsafe) public let kUTTypeXML: CFString = "public.xml"
  nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
  nonisolated(unsafe) public let kUTTypeCommaSeparatedText: CFString =
    "public.comma-separated-values-text"
  nonisolated(unsafe) public let kUTTypeRTF: CFString = "public.rtf"
  nonisolated(unsafe) public let kUTTypeSourceCode: CFString = "public.source-code"
  nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
  nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
  nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
  nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
  nonisolated(unsafe) public let kUTTypeTIFF: CFString = "public.tiff"
  nonisolated(unsafe) public let kUTTypeBMP: CFString = "com.microsoft.bmp"
  nonisolated(unsafe) public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
  nonisolated(unsafe) public let kUTTypeAudiovisualContent: CFString =
    "public.audiovisual-content"
  nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
  nonisolated(unsafe) public let kUTTypeVideo: CFString = "public.video"
  nonisolated(unsafe) public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
  nonisolated(unsafe) public let kUTTypeMPEG4: CFString = "public.mpeg-4"
  nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
  nonisolated(unsafe) public let kUTTypeMP3: CFString = "public.mp3"
  nonisolated(unsafe) public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
  nonisolated(unsafe) public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
  nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
  nonisolated(unsafe) public let kUTTypeURL: CFString = "public.url"
  nonisolated(unsafe) public let kUTTypeFileURL: CFString = "public.file-url"
  nonisolated(unsafe) public let kUTTypeVCard: CFString = "public.vcard"
  nonisolated(unsafe) public let kUTTypeArchive: CFString = "public.archive"
  nonisolated(unsafe) public let kUTTypeZipArchive: CFString = "public.zip-archive"
  nonisolated(unsafe) public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
  nonisolated(unsafe) public let kUTTypePresentation: CFString = "public.presentation"
  nonisolated(unsafe) public let kUTTypeExecutable: CFString = "public.executable"
  nonisolated(unsafe) public let kUTTypeApplication: CFString = "com.apple.application"
  nonisolated(unsafe) public let kUTTypeMessage: CFString = "public.message"
  nonisolated(unsafe) public let kUTTypeEmailMessage: CFString = "public.email-message"
  nonisolated(unsafe) public let kUTTypeContact: CFString = "public.contact"
  nonisolated(unsafe) public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
  nonisolated(unsafe) public let kUTTypePropertyList: CFString = "com.apple.property-list"

  /// The identifier of a tag (a filename extension or MIME type) that conforms to a type; a
  /// dynamic identifier when no system type has the tag.
  ///
  /// - Parameters:
  ///   - inTagClass: `kUTTagClassFilenameExtension` or `kUTTagClassMIMEType`.
  ///   - inTag: The extension or MIME type.
  ///   - inConformingToUTI: The type it must conform to, or `nil`.
  /// - Returns: The identifier.
  public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
  ) -> Unmanaged<CFString>? {
    let identifier = TypeTable.identifier(
      tagClass: String(inTagClass), tag: String(inTag),
      conformingTo: inConformingToUTI.map { String($0) })
    return Unmanaged.passRetained(identifier as NSString)
  }

  /// A type's preferred tag of a class.
  ///
  /// - Parameters:
  ///   - inUTI: The type's identifier.
  ///   - inTagClass: `kUTTagClassFilenameExtension` or `kUTTagClassMIMEType`.
  /// - Returns: The tag, or `nil` when the type has none.
  public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString)
    -> Unmanaged<CFString>?
  {
    TypeTable.preferredTag(String(inUTI), tagClass: String(inTagClass)).map {
      Unmanaged.passRetained($0 as NSString)
    }
  }

  /// Whether a type is another or conforms to it.
  ///
  /// - Parameters:
  ///   - inUTI: The type.
  ///   - inConformsToUTI: The other type.
  /// - Returns: Whether it conforms.
  public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    TypeTable.conforms(String(inUTI), to: String(inConformsToUTI))
  }

  /// Whether two identifiers name the same type (case-insensitively).
  ///
  /// - Parameters:
  ///   - inUTI1: One identifier.
  ///   - inUTI2: The other.
  /// - Returns: Whether they are equal.
  public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    String(inUTI1).lowercased() == String(inUTI2).lowercased()
  }

  /// A type's description.
  ///
  /// - Parameter inUTI: The type.
  /// - Returns: The description, or `nil` for a type the system does not declare.
  public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    TypeTable.type(String(inUTI)).map { Unmanaged.passRetained($0.description as NSString) }
  }
#endif
