import Foundation
import HTTPTypes
import Testing

@testable import TapwrightFakeServer

@Suite("HTTP/1.1 on the wire: heads, framing, chunks, responses")
struct HTTPWireTests {
  func head(_ text: String) throws(HTTPWire.Refusal) -> HTTPWire.Head {
    try HTTPWire.parseHead(ArraySlice(Array(text.utf8)))
  }

  @Test("A head's end is found across pieces, and not before it is all there")
  func headEnd() {
    let bytes = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\nNEXT".utf8)
    #expect(HTTPWire.headEnd(in: bytes, from: 0, scanFrom: 0) == bytes.count - 4)
    #expect(HTTPWire.headEnd(in: bytes, from: 0, scanFrom: 20) == bytes.count - 4)
    #expect(HTTPWire.headEnd(in: Array(bytes.prefix(26)), from: 0, scanFrom: 0) == nil)
    let bare = Array("GET / HTTP/1.1\r\n\r\r\n\r\n".utf8)
    #expect(HTTPWire.headEnd(in: bare, from: 0, scanFrom: 0) == bare.count)
  }

  @Test("A head's fields, framing and connection options")
  func parse() throws {
    let parsed = try head(
      "POST /ns/a/x?q=1 HTTP/1.1\r\nHost: h\r\ncontent-length:  12 \r\nConnection: close\r\n"
        + "Expect: 100-continue\r\n\r\n")
    #expect(parsed.method == "POST")
    #expect(parsed.target == "/ns/a/x?q=1")
    #expect(parsed.framing == .length(12))
    #expect(!parsed.keepAlive)
    #expect(parsed.expectsContinue)
    #expect(parsed.value(of: "HOST") == "h")
    #expect(parsed.pathAndQuery.path == "/ns/a/x")
    #expect(parsed.pathAndQuery.query == "q=1")
    let old = try head("GET http://h:1/a/b HTTP/1.0\r\n\r\n")
    #expect(!old.keepAlive)
    #expect(old.framing == .none)
    #expect(old.pathAndQuery.path == "/a/b")
    #expect(try head("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").keepAlive)
    #expect(try head("GET / HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\n").framing == .chunked)
    #expect(try head("GET / HTTP/1.1\r\nContent-Length: 3, 3\r\n\r\n").framing == .length(3))
  }

  @Test(
    "What a client can get wrong in a head is refused with a status and a message",
    arguments: [
      ("\r\n", HTTPResponse.Status.badRequest, "malformed request line: (empty)"),
      ("GET  / HTTP/1.1\r\n\r\n", .badRequest, "malformed request line: GET  / HTTP/1.1"),
      ("G(T / HTTP/1.1\r\n\r\n", .badRequest, "malformed request line: G(T / HTTP/1.1"),
      ("GET / HTTP/3\r\n\r\n", .httpVersionNotSupported, "unsupported HTTP version: HTTP/3"),
      ("GET / FTP\r\n\r\n", .badRequest, "malformed request line: GET / FTP"),
      ("GET / HTTP/1.1\r\nNo-Colon\r\n\r\n", .badRequest, "malformed header line: No-Colon"),
      ("GET / HTTP/1.1\r\nA\u{1}: b\r\n\r\n", .badRequest, "malformed header line: A\\u{1}: b"),
      ("GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .badRequest, "invalid Content-Length: -1"),
      (
        "GET / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", .badRequest,
        "invalid Content-Length: 99999999999999999999"
      ),
    ])
  func refusals(_ text: String, _ status: HTTPResponse.Status, _ message: String) {
    #expect(throws: HTTPWire.Refusal(status, message)) { try head(text) }
  }

  @Test("A long request line is cut at 80 characters in the message")
  func longLine() {
    let target = String(repeating: "x", count: 100)
    let expected = "malformed request line: GET /" + String(repeating: "x", count: 75) + "…"
    #expect(throws: HTTPWire.Refusal(.badRequest, expected)) {
      try head("GET /\(target)\r\n\r\n")
    }
  }

  @Test("Chunks decode step by step, with extensions and trailers; broken ones are refused")
  func chunks() throws {
    let bytes = Array("4;ext=1\r\nWiki\r\n5\r\npedia\r\n0\r\nTrailer: x\r\n\r\nNEXT".utf8)
    #expect(try HTTPWire.nextChunk(in: bytes, from: 0) == .data(9..<13, next: 15))
    #expect(try HTTPWire.nextChunk(in: bytes, from: 15) == .data(18..<23, next: 25))
    #expect(try HTTPWire.nextChunk(in: bytes, from: 25) == .end(next: bytes.count - 4))
    #expect(try HTTPWire.nextChunk(in: Array(bytes.prefix(12)), from: 0) == .incomplete)
    #expect(try HTTPWire.nextChunk(in: Array(bytes.prefix(40)), from: 25) == .incomplete)
    #expect(throws: HTTPWire.Refusal(.badRequest, "malformed request body: invalid chunk size zz"))
    {
      try HTTPWire.nextChunk(in: Array("zz\r\n".utf8), from: 0)
    }
    #expect(
      throws: HTTPWire.Refusal(
        .badRequest, "malformed request body: chunk data not followed by CRLF")
    ) {
      try HTTPWire.nextChunk(in: Array("2\r\nabcd".utf8), from: 0)
    }
  }

  @Test("A response has the server's own length; HEAD leaves the body out; 204 has no length")
  func responses() {
    var fields = HTTPFields()
    fields[.contentType] = "text/plain"
    fields[.contentLength] = "999"
    let response = FakeResponse(.ok, headerFields: fields, body: Data("hi".utf8))
    let text = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self) }
    #expect(
      text(HTTPWire.responseBytes(response, headRequest: false, closing: false))
        == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi")
    #expect(
      text(HTTPWire.responseBytes(response, headRequest: true, closing: true))
        == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n"
        + "Connection: close\r\n\r\n")
    #expect(
      text(HTTPWire.responseBytes(.noContent, headRequest: false, closing: false))
        == "HTTP/1.1 204 No Content\r\n\r\n")
  }
}
