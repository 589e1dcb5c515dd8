#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // UIKit's document reading of attributed strings, which Linux's Foundation lacks: plain text
  // and HTML (read without WebKit — the text with its breaks, links, bold and italic, in the
  // system font of 12 points; no styles, tables or images). RTF is not read. See behavior.md,
  // "Attributed strings from documents".

  extension NSAttributedString {
    /// A document format, as UIKit's.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let plain = DocumentType(rawValue: "NSPlainText")
      public static let rtf = DocumentType(rawValue: "NSRTF")
      public static let rtfd = DocumentType(rawValue: "NSRTFD")
      public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// An option of reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
      public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
      public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// An attribute of a document read or written.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
      public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// An attributed string read from a document: HTML (its text, breaks, links, bold and
    /// italic) or plain text; the type comes from the options, else HTML when the data starts
    /// with a tag. RTF, and data that is not text in the encoding, throw Cocoa's "file read
    /// corrupt" error (259).
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - options: The document type and the text encoding (UTF-8 by default).
    ///   - dict: Set to the document's type and encoding.
    public convenience init(
      data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
      documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let encoding = String.Encoding(
        rawValue: (options[.characterEncoding] as? UInt) ?? String.Encoding.utf8.rawValue)
      guard let text = String(data: data, encoding: encoding) else {
        throw CocoaError(.fileReadCorruptFile)
      }
      var type = options[.documentType] as? DocumentType
      if type == nil, let raw = options[.documentType] as? String {
        type = DocumentType(rawValue: raw)
      }
      let resolved =
        type ?? (text.drop { $0.isWhitespace }.hasPrefix("<") ? .html : .plain)
      guard resolved == .html || resolved == .plain else {
        throw CocoaError(.fileReadCorruptFile)
      }
      dict?.pointee =
        [
          DocumentAttributeKey.documentType.rawValue: resolved.rawValue,
          DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue,
        ] as NSDictionary
      if resolved == .plain {
        self.init(string: text)
      } else {
        self.init(attributedString: HTMLText.attributedString(text))
      }
    }
  }

  /// HTML read as text: tags give breaks and attributes, entities their characters, runs of
  /// white space one space; script and style are left out.
  enum HTMLText {
    static func attributedString(_ html: String) -> NSAttributedString {
      let result = NSMutableAttributedString()
      var bold = 0
      var italic = 0
      var links: [URL?] = []
      var skipping: String?
      var pendingSpace = false
      var index = html.startIndex

      func append(_ text: String) {
        guard !text.isEmpty else { return }
        var attributes: [NSAttributedString.Key: Any] = [:]
        let size: CGFloat = 12
        if bold > 0 {
          attributes[.font] = UIFont.boldSystemFont(ofSize: size)
        } else if italic > 0 {
          attributes[.font] = UIFont.italicSystemFont(ofSize: size)
        } else {
          attributes[.font] = UIFont.systemFont(ofSize: size)
        }
        if let link = links.last(where: { $0 != nil }) ?? nil { attributes[.link] = link }
        result.append(NSAttributedString(string: text, attributes: attributes))
      }

      func breakLine() {
        pendingSpace = false
        if result.length > 0, !result.string.hasSuffix("\n") { append("\n") }
      }

      while index < html.endIndex {
        if html[index] == "<" {
          guard let close = html[index...].firstIndex(of: ">") else { break }
          let tag = html[html.index(after: index)..<close]
          index = html.index(after: close)
          if tag.hasPrefix("!") { continue }  // a comment or a doctype
          let closing = tag.hasPrefix("/")
          let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
          if let skipped = skipping {
            if closing && name == skipped { skipping = nil }
            continue
          }
          switch name {
          case "script", "style", "head", "title":
            if !closing && !tag.hasSuffix("/") { skipping = name }
          case "br":
            append("\n")
            pendingSpace = false
          case "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "blockquote",
            "pre":
            breakLine()
          case "b", "strong": bold += closing ? -1 : 1
          case "i", "em": italic += closing ? -1 : 1
          case "a":
            if closing {
              _ = links.popLast()
            } else {
              links.append(attribute("href", in: String(tag)).flatMap(URL.init(string:)))
            }
          default: break
          }
          continue
        }
        let next = html[index...].firstIndex(of: "<") ?? html.endIndex
        let chunk = html[index..<next]
        index = next
        if skipping != nil { continue }
        var text = ""
        for character in decodeEntities(String(chunk)) {
          if character.isWhitespace && character != "\u{00A0}" {
            pendingSpace = true
          } else {
            if pendingSpace, !(result.string.isEmpty && text.isEmpty),
              !(result.string.hasSuffix("\n") && text.isEmpty)
            {
              text.append(" ")
            }
            pendingSpace = false
            text.append(character)
          }
        }
        append(text)
      }
      return result
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
      guard let range = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
      var rest = tag[range.upperBound...]
      guard let quote = rest.first else { return nil }
      if quote == "\"" || quote == "'" {
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote })
      }
      return String(rest.prefix { !$0.isWhitespace && $0 != ">" })
    }

    private static let named: [String: Character] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
      "copy": "©", "reg": "®", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘",
      "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•", "euro": "€", "trade": "™",
    ]

    static func decodeEntities(_ text: String) -> String {
      guard text.contains("&") else { return text }
      var result = ""
      var index = text.startIndex
      while index < text.endIndex {
        if text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") {
          let entity = text[text.index(after: index)..<semicolon]
          var decoded: Character?
          if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
            decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(
              Character.init)
          } else if entity.hasPrefix("#") {
            decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init)
          } else {
            decoded = named[String(entity)]
          }
          if let decoded {
            result.append(decoded)
            index = text.index(after: semicolon)
            continue
          }
        }
        result.append(text[index])
        index = text.index(after: index)
      }
      return result
    }
  }
#endif
