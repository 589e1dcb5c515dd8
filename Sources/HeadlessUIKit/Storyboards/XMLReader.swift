#if !canImport(UIKit)
  import Foundation

  /// An element of an Interface Builder file: its name, attributes, children and line.
  final class IBElement {
    let name: String
    let attributes: [String: String]
    var children: [IBElement] = []
    let line: Int
    weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
      self.name = name
      self.attributes = attributes
      self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
      children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with attribute `key`.
    func child(key: String) -> IBElement? { children.first { $0["key"] == key } }

    /// The children of the first child named `name`.
    func children(of name: String) -> [IBElement] { child(name)?.children ?? [] }

    /// Every element below this one, depth first.
    func descendants() -> [IBElement] {
      children.flatMap { [$0] + $0.descendants() }
    }

    /// A `YES` attribute.
    func flag(_ attribute: String) -> Bool? {
      attributes[attribute].map { $0 == "YES" }
    }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// How a message names the element: `<button id="a-b-c">` (line 12).
    var described: String {
      "<\(name)\(attributes["id"].map { " id=\"\($0)\"" } ?? "")> (line \(line))"
    }
  }

  /// A failure reading an Interface Builder file's XML.
  struct IBReadError: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "line \(line): \(reason)" }
  }

  /// A small reader of the XML Xcode writes for storyboards and xibs: elements, attributes,
  /// character references and entities, comments, the declaration and CDATA (text is not kept:
  /// Interface Builder files keep their values in attributes).
  enum IBXMLReader {
    static func read(_ text: String) throws -> IBElement {
      var reader = Cursor(bytes: Array(text.utf8))
      return try reader.document()
    }

    private struct Cursor {
      let bytes: [UInt8]
      var index = 0
      var line = 1

      init(bytes: [UInt8]) { self.bytes = bytes }

      var atEnd: Bool { index >= bytes.count }

      mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
          if bytes[index] == 10 { line += 1 }
          index += 1
        }
      }

      func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        return Array(bytes[index..<index + pattern.count]) == pattern
      }

      mutating func skip(past terminator: String) throws {
        while !atEnd && !starts(with: terminator) { advance() }
        guard !atEnd else { throw IBReadError(line: line, reason: "missing \(terminator)") }
        advance(terminator.utf8.count)
      }

      mutating func skipSpace() {
        while !atEnd, [32, 9, 10, 13].contains(bytes[index]) { advance() }
      }

      mutating func document() throws -> IBElement {
        var stack: [IBElement] = []
        var root: IBElement?
        while !atEnd {
          if starts(with: "<?") {
            try skip(past: "?>")
          } else if starts(with: "<!--") {
            try skip(past: "-->")
          } else if starts(with: "<![CDATA[") {
            try skip(past: "]]>")
          } else if starts(with: "<!") {
            try skip(past: ">")
          } else if starts(with: "</") {
            advance(2)
            let name = readName()
            skipSpace()
            guard !atEnd, bytes[index] == UInt8(ascii: ">") else {
              throw IBReadError(line: line, reason: "malformed closing tag </\(name)")
            }
            advance()
            guard let open = stack.popLast(), open.name == name else {
              throw IBReadError(line: line, reason: "unexpected closing tag </\(name)>")
            }
          } else if bytes[index] == UInt8(ascii: "<") {
            let elementLine = line
            advance()
            let name = readName()
            guard !name.isEmpty else { throw IBReadError(line: line, reason: "malformed tag") }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
              skipSpace()
              guard !atEnd else { throw IBReadError(line: line, reason: "unterminated <\(name)") }
              if starts(with: "/>") {
                advance(2)
                selfClosing = true
                break
              }
              if bytes[index] == UInt8(ascii: ">") {
                advance()
                break
              }
              let attribute = readName()
              skipSpace()
              guard !attribute.isEmpty, !atEnd, bytes[index] == UInt8(ascii: "=") else {
                throw IBReadError(line: line, reason: "malformed attribute in <\(name)>")
              }
              advance()
              skipSpace()
              guard !atEnd, bytes[index] == 34 || bytes[index] == 39 else {
                throw IBReadError(line: line, reason: "unquoted attribute \(attribute)")
              }
              let quote = bytes[index]
              advance()
              let start = index
              while !atEnd && bytes[index] != quote { advance() }
              guard !atEnd else { throw IBReadError(line: line, reason: "unterminated value") }
              attributes[attribute] = decode(bytes[start..<index])
              advance()
            }
            let element = IBElement(name: name, attributes: attributes, line: elementLine)
            if let parent = stack.last {
              element.parent = parent
              parent.children.append(element)
            } else if root == nil {
              root = element
            }
            if !selfClosing { stack.append(element) }
          } else {
            advance()  // text between elements
          }
        }
        guard let root else { throw IBReadError(line: line, reason: "no root element") }
        guard stack.isEmpty else {
          throw IBReadError(line: line, reason: "<\(stack[stack.count - 1].name)> is not closed")
        }
        return root
      }

      mutating func readName() -> String {
        let start = index
        while !atEnd {
          let byte = bytes[index]
          let isNameByte =
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte >= 128
          guard isNameByte else { break }
          advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
      }

      func decode(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
          result += rest[..<amp]
          guard let semicolon = rest[amp...].firstIndex(of: ";") else {
            result += rest[amp...]
            return result
          }
          let entity = rest[rest.index(after: amp)..<semicolon]
          switch entity {
          case "lt": result += "<"
          case "gt": result += ">"
          case "amp": result += "&"
          case "quot": result += "\""
          case "apos": result += "'"
          default:
            var scalar: UInt32?
            if entity.hasPrefix("#x") {
              scalar = UInt32(entity.dropFirst(2), radix: 16)
            } else if entity.hasPrefix("#") {
              scalar = UInt32(entity.dropFirst())
            }
            if let scalar, let character = Unicode.Scalar(scalar) {
              result.unicodeScalars.append(character)
            } else {
              result += "&\(entity);"
            }
          }
          rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
      }
    }
  }
#endif
