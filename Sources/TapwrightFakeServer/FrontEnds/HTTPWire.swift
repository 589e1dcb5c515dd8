import Foundation
import HTTPTypes

/// HTTP/1.1 on the wire (RFC 9112), as the loopback server reads requests and writes responses.
///
/// The decoder works on bytes already received; it never waits. Everything a client can get wrong
/// is a ``HTTPWire/Refusal`` with a status and a message, which the server answers before it closes
/// the connection.
enum HTTPWire {
  /// The longest request head accepted (request line and header fields).
  static let maxHeadBytes = 64 * 1_024

  /// How a request's body is delimited.
  enum Framing: Equatable, Sendable {
    case none
    case length(Int)
    case chunked
  }

  /// A request that cannot be served: answered with `status` and `message`, then the connection closes.
  struct Refusal: Error, Equatable, Sendable {
    var status: HTTPResponse.Status
    var message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
      self.status = status
      self.message = message
    }
  }

  /// A parsed request head.
  struct Head: Sendable {
    var method: String
    /// The request target as sent (origin form: path and query, percent-encoded).
    var target: String
    var fields: [(name: String, value: String)]
    var framing: Framing
    /// Whether the connection stays open after the response (HTTP/1.1 unless `Connection: close`).
    var keepAlive: Bool
    /// Whether the client waits for `100 Continue` before it sends the body.
    var expectsContinue: Bool

    /// The first value of the field `name` (case-insensitive).
    func value(of name: String) -> String? {
      fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The target's path and query, with an absolute-form target's scheme and authority removed.
    var pathAndQuery: (path: Substring, query: Substring?) {
      var rest = Substring(target)
      for scheme in ["http://", "https://"] where rest.lowercased().hasPrefix(scheme) {
        rest = rest.dropFirst(scheme.count)
        rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
      }
      guard let mark = rest.firstIndex(of: "?") else { return (rest, nil) }
      return (rest[..<mark], rest[rest.index(after: mark)...])
    }
  }

  /// The end of the head in `bytes` from `start` (the index after its blank line), if it is all there.
  ///
  /// - Parameter scanFrom: Where an earlier call stopped looking, so a head arriving in pieces is
  ///   scanned once.
  static func headEnd(in bytes: [UInt8], from start: Int, scanFrom: Int) -> Int? {
    var index = max(start, scanFrom - 3)
    while index + 3 < bytes.count {
      if bytes[index + 3] != 0x0A {
        index += bytes[index + 3] == 0x0D ? 1 : 4
        continue
      }
      if bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0D {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  /// Parses the head in `bytes[start..<end]` (it ends with an empty line).
  static func parseHead(_ bytes: ArraySlice<UInt8>) throws(Refusal) -> Head {
    // Field values may hold obs-text (RFC 9110 §5.5); they are read as UTF-8, replacing what is not.
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    // The head ends with an empty line, which leaves two empty elements.
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else {
      throw Refusal(.badRequest, "malformed request line: (empty)")
    }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, isToken(parts[0]), !parts[1].isEmpty,
      !parts[1].contains(where: { $0.isWhitespace })
    else {
      throw Refusal(.badRequest, "malformed request line: \(printable(requestLine))")
    }
    let version = parts[2]
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      if version.hasPrefix("HTTP/") {
        throw Refusal(.httpVersionNotSupported, "unsupported HTTP version: \(printable(version))")
      }
      throw Refusal(.badRequest, "malformed request line: \(printable(requestLine))")
    }
    var fields: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      if line.first == " " || line.first == "\t" {
        throw Refusal(.badRequest, "folded header line: \(printable(line))")
      }
      guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else {
        throw Refusal(.badRequest, "malformed header line: \(printable(line))")
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
      fields.append((String(line[..<colon]), value))
    }
    var head = Head(
      method: String(parts[0]), target: String(parts[1]), fields: fields, framing: .none,
      keepAlive: version == "HTTP/1.1", expectsContinue: false)
    try head.framing = framing(of: fields)
    for (name, value) in fields {
      switch name.lowercased() {
      case "connection":
        let options = value.lowercased().split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        if options.contains("close") { head.keepAlive = false }
        if options.contains("keep-alive") { head.keepAlive = true }
      case "expect":
        head.expectsContinue = value.lowercased() == "100-continue"
      default: break
      }
    }
    return head
  }

  /// The body's framing from `Content-Length` and `Transfer-Encoding` (RFC 9112 §6).
  private static func framing(of fields: [(name: String, value: String)]) throws(Refusal) -> Framing
  {
    var lengths: Set<Int> = []
    var encodings: [String] = []
    for (name, value) in fields {
      switch name.lowercased() {
      case "content-length":
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          let digits = item.trimmingCharacters(in: .whitespaces)
          guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 18,
            let length = Int(digits)
          else {
            throw Refusal(.badRequest, "invalid Content-Length: \(printable(value))")
          }
          lengths.insert(length)
        }
      case "transfer-encoding":
        encodings += value.lowercased().split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      default: break
      }
    }
    if !encodings.isEmpty {
      guard lengths.isEmpty else {
        throw Refusal(.badRequest, "both Content-Length and Transfer-Encoding")
      }
      guard encodings == ["chunked"] else {
        throw Refusal(
          .notImplemented, "unsupported Transfer-Encoding: \(encodings.joined(separator: ", "))")
      }
      return .chunked
    }
    guard lengths.count <= 1 else {
      throw Refusal(.badRequest, "conflicting Content-Length values")
    }
    return lengths.first.map { $0 == 0 ? .none : .length($0) } ?? .none
  }

  /// One step of decoding a chunked body from `bytes[start...]`.
  enum ChunkStep: Equatable {
    /// More bytes are needed.
    case incomplete
    /// A chunk's data is `bytes[range]`; decoding goes on at `next`.
    case data(Range<Int>, next: Int)
    /// The last chunk and its trailer section end at `next`.
    case end(next: Int)
  }

  /// Decodes the next chunk of a chunked body (RFC 9112 §7.1) starting at `start`.
  static func nextChunk(in bytes: [UInt8], from start: Int) throws(Refusal) -> ChunkStep {
    guard let lineEnd = lineEnd(in: bytes, from: start) else {
      if bytes.count - start > 1_024 { throw malformedBody("chunk size line too long") }
      return .incomplete
    }
    let line = bytes[start..<lineEnd]
    let sizeDigits = line.prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: " ") }
    guard !sizeDigits.isEmpty, sizeDigits.count <= 15,
      let size = Int(String(decoding: sizeDigits, as: UTF8.self), radix: 16)
    else {
      throw malformedBody("invalid chunk size \(printable(String(decoding: line, as: UTF8.self)))")
    }
    let dataStart = lineEnd + 2
    if size == 0 {
      // Trailer fields (ignored) up to an empty line.
      var index = dataStart
      while let end = self.lineEnd(in: bytes, from: index) {
        if end == index { return .end(next: end + 2) }
        index = end + 2
      }
      if bytes.count - dataStart > maxHeadBytes { throw malformedBody("trailer section too long") }
      return .incomplete
    }
    guard bytes.count >= dataStart + size + 2 else { return .incomplete }
    guard bytes[dataStart + size] == 0x0D, bytes[dataStart + size + 1] == 0x0A else {
      throw malformedBody("chunk data not followed by CRLF")
    }
    return .data(dataStart..<dataStart + size, next: dataStart + size + 2)
  }

  /// The index of the next CRLF at or after `start`.
  private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == 0x0D, bytes[index + 1] == 0x0A { return index }
      index += 1
    }
    return nil
  }

  private static func malformedBody(_ why: String) -> Refusal {
    Refusal(.badRequest, "malformed request body: \(why)")
  }

  /// The bytes of a response. The body is left out for `HEAD` requests; `Content-Length` is
  /// always the server's own, and none is sent where the status allows no body (1xx, 204, 304).
  static func responseBytes(_ response: FakeResponse, headRequest: Bool, closing: Bool) -> [UInt8] {
    let status = response.head.status
    var head = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
    for field in response.head.headerFields
    where field.name != .contentLength && field.name != .connection
      && field.name != .transferEncoding
    {
      head += "\(field.name.rawName): \(field.value)\r\n"
    }
    let allowsBody = status.code >= 200 && status.code != 204 && status.code != 304
    if allowsBody { head += "Content-Length: \(response.body.count)\r\n" }
    if closing { head += "Connection: close\r\n" }
    head += "\r\n"
    var bytes = Array(head.utf8)
    if allowsBody, !headRequest { bytes += response.body }
    return bytes
  }

  /// Whether `text` is an RFC 9110 token (a method or a field name).
  private static func isToken(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          return true
        default:
          return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
      }
  }

  /// `text` for a message: at most 80 characters, control characters escaped.
  private static func printable(_ text: some StringProtocol) -> String {
    let shown = text.prefix(80).unicodeScalars.map { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    return text.count > 80 ? shown + "…" : shown
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
