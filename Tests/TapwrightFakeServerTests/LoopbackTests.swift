import Foundation
import HTTPTypes
import TapwrightSupport
import Testing

@testable import TapwrightFakeServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Loopback server: robustness, concurrency, namespaces", .tapwrightScope)
struct LoopbackTests {
  let server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures, maxBodyBytes: 1_024)

  /// The shared server's port and this core's path prefix.
  func endpoint() async throws -> (port: UInt16, prefix: String) {
    let url = try await server.loopbackURL()
    return (UInt16(try #require(url.port)), url.path)
  }

  /// Checks the server still answers a well-formed request on a fresh connection.
  func expectStillServing(_ port: UInt16, _ prefix: String) async throws {
    let reply = try #require(
      await RawSocket.exchange(
        port: port, "GET \(prefix)/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
    #expect(reply.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(reply.text.hasSuffix("\r\n\r\nok"))
  }

  @Test(
    "A malformed request gets 400 or 501 naming what is wrong, then its connection closes, without reaching the core",
    arguments: [
      ("HELLO\r\n\r\n", "400 Bad Request", "malformed request line: HELLO"),
      ("GET\r\n\r\n", "400 Bad Request", "malformed request line: GET"),
      (
        "GET /ns/%@/health HTTP/2.0\r\n\r\n", "505 HTTP Version Not Supported",
        "unsupported HTTP version: HTTP/2.0"
      ),
      (
        "GET /ns/%@/health HTTP/1.1\r\nHost : x\r\n\r\n", "400 Bad Request",
        "malformed header line: Host : x"
      ),
      (
        "GET /ns/%@/health HTTP/1.1\r\nX-A: 1\r\n  folded\r\n\r\n", "400 Bad Request",
        "folded header line:   folded"
      ),
      (
        "POST /ns/%@/messages HTTP/1.1\r\nContent-Length: ten\r\n\r\n", "400 Bad Request",
        "invalid Content-Length: ten"
      ),
      (
        "POST /ns/%@/messages HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        "400 Bad Request", "conflicting Content-Length values"
      ),
      (
        "POST /ns/%@/messages HTTP/1.1\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}",
        "400 Bad Request", "both Content-Length and Transfer-Encoding"
      ),
      (
        "POST /ns/%@/messages HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
        "501 Not Implemented", "unsupported Transfer-Encoding: gzip, chunked"
      ),
    ])
  func malformedRequests(_ template: String, _ status: String, _ message: String) async throws {
    let (port, prefix) = try await endpoint()
    let request = template.replacingOccurrences(of: "/ns/%@", with: prefix)
    let reply = try #require(await RawSocket.exchange(port: port, request))
    #expect(reply.text.hasPrefix("HTTP/1.1 \(status)\r\n"))
    #expect(reply.text.hasSuffix(#"{"error":"\#(message)","status":\#(status.prefix(3))}"#))
    #expect(reply.text.contains("\r\nConnection: close\r\n"))
    #expect(reply.closedByServer)
    #expect(server.log.isEmpty)
    try await expectStillServing(port, prefix)
  }

  @Test(
    "A request cut short closes its connection without an answer and without reaching the core",
    arguments: [
      "GET /ns/%@/health HTTP/1.1\r\nHost: x",
      "POST /ns/%@/messages HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"text\":",
      "POST /ns/%@/messages HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
    ])
  func truncatedRequests(_ template: String) async throws {
    let (port, prefix) = try await endpoint()
    let request = template.replacingOccurrences(of: "/ns/%@", with: prefix)
    let reply = try #require(await RawSocket.exchange(port: port, request))
    #expect(reply.closedByServer)
    #expect(reply.bytes.isEmpty)
    #expect(server.log.isEmpty)
    try await expectStillServing(port, prefix)
  }

  @Test("A head over 64 KiB gets 431 and the connection closes")
  func headTooLarge() async throws {
    let (port, prefix) = try await endpoint()
    let long = String(repeating: "a", count: 70 * 1_024)
    let reply = try #require(
      await RawSocket.exchange(
        port: port, "GET \(prefix)/health HTTP/1.1\r\nX-Long: \(long)\r\n\r\n"))
    #expect(reply.text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
    #expect(reply.text.hasSuffix(#"{"error":"the request head is over 64 KiB","status":431}"#))
    #expect(reply.closedByServer)
    #expect(server.log.isEmpty)
  }

  @Test("A client that expects 100 Continue gets it before it sends the body")
  func expectContinue() async throws {
    let (port, prefix) = try await endpoint()
    let reply = try #require(
      await RawSocket.exchange(
        port: port,
        "POST \(prefix)/messages HTTP/1.1\r\nContent-Length: 13\r\nExpect: 100-continue\r\n"
          + "Connection: close\r\n\r\n{\"text\":\"hi\"}"))
    #expect(reply.text.hasPrefix("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\n"))
    #expect(server.store.count("/messages") == 1)
  }

  @Test("A HEAD request gets the head with the body's length and no body")
  func headRequests() async throws {
    let (port, prefix) = try await endpoint()
    let reply = try #require(
      await RawSocket.exchange(
        port: port, "HEAD \(prefix)/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
    let length = try #require(
      reply.text.split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") })
    #expect(length != "Content-Length: 0")
    #expect(reply.text.hasSuffix("\r\n\r\n"))
  }

  @Test("A malformed chunked body gets 400 and the connection closes, without reaching the core")
  func malformedChunks() async throws {
    let (port, prefix) = try await endpoint()
    let reply = try #require(
      await RawSocket.exchange(
        port: port, "POST \(prefix)/messages HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        closeWrite: false))
    #expect(reply.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    #expect(reply.text.contains(#"{"error":"malformed request body: "#))
    #expect(reply.closedByServer)
    #expect(server.log.isEmpty)
  }

  @Test("Malformed JSON over a raw socket gets 400 with the parse error")
  func malformedJSON() async throws {
    let (port, prefix) = try await endpoint()
    let body = "{\"text\": nope}"
    let reply = try #require(
      await RawSocket.exchange(
        port: port,
        "POST \(prefix)/messages HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n"
          + "Connection: close\r\n\r\n\(body)"))
    #expect(reply.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    #expect(reply.text.contains(#"{"error":"malformed JSON: "#))
    #expect(server.log.first?.status == .badRequest)
  }

  @Test("A declared body over the limit gets 413 before it is read, and the connection closes")
  func declaredTooLarge() async throws {
    let (port, prefix) = try await endpoint()
    let reply = try #require(
      await RawSocket.exchange(
        port: port, "POST \(prefix)/messages HTTP/1.1\r\nContent-Length: 5000000\r\n\r\n{",
        closeWrite: false))
    #expect(reply.text.hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
    #expect(reply.text.contains("request body of 5000000 bytes is over the limit of 1024 bytes"))
    #expect(reply.text.lowercased().contains("connection: close"))
    #expect(reply.closedByServer)
    #expect(server.log.isEmpty)
    try await expectStillServing(port, prefix)
  }

  @Test("A chunked body over the limit gets 413")
  func chunkedTooLarge() async throws {
    let (port, prefix) = try await endpoint()
    let chunk = String(repeating: "a", count: 800)
    let reply = try #require(
      await RawSocket.exchange(
        port: port,
        "POST \(prefix)/messages HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "320\r\n\(chunk)\r\n320\r\n\(chunk)\r\n0\r\n\r\n"))
    #expect(reply.text.hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
  }

  @Test("Two pipelined requests on one connection get two responses in order")
  func pipelined() async throws {
    let (port, prefix) = try await endpoint()
    let reply = try #require(
      await RawSocket.exchange(
        port: port,
        "GET \(prefix)/users/1 HTTP/1.1\r\nHost: x\r\n\r\n"
          + "GET \(prefix)/users/2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
    let text = reply.text
    let ada = try #require(text.range(of: "Ada"))
    let grace = try #require(text.range(of: "Grace"))
    #expect(ada.lowerBound < grace.lowerBound)
    #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
  }

  @Test("16 concurrent clients × 500 writes over loopback lose no write")
  func concurrentWrites() async throws {
    // Each client is a kept-alive HTTP/1.1 connection on a thread of its own.
    let (port, prefix) = try await endpoint()
    let clients = 16
    let writes = 500
    let created = await withTaskGroup(of: Int.self) { group in
      for client in 0..<clients {
        group.addTask {
          await withCheckedContinuation { continuation in
            Thread {
              var created = 0
              if let connection = RawHTTPClient(port: port) {
                for write in 0..<writes {
                  let body = #"{"client":\#(client),"text":"\#(client)-\#(write)"}"#
                  let reply = connection.exchange(
                    "POST \(prefix)/messages HTTP/1.1\r\nHost: x\r\n"
                      + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
                  guard let reply else { break }
                  if reply.status == 201 { created += 1 }
                }
              }
              continuation.resume(returning: created)
            }.start()
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(created == clients * writes)
    let stored = server.store.list("/messages")
    #expect(stored.count == clients * writes)
    #expect(Set(stored.compactMap { $0["text"] }).count == clients * writes)
    #expect(Set(stored.compactMap { $0["id"] }).count == clients * writes)
    #expect(server.log.count(.post, "/messages") == clients * writes)
  }

  @Test("Concurrent URLSession clients over loopback lose no write")
  func concurrentURLSessionWrites() async throws {
    let base = try await server.loopbackURL().appendingPathComponent("messages")
    let failures = try await withThrowingTaskGroup(of: Int.self) { group in
      for client in 0..<4 {
        group.addTask {
          let session = URLSession(configuration: .ephemeral)
          defer { session.finishTasksAndInvalidate() }
          var failed = 0
          for write in 0..<25 {
            let json: JSON = ["text": .string("\(client)-\(write)")]
            let (_, response) = try await load(session, "POST", base, json: json)
            if response.statusCode != 201 { failed += 1 }
          }
          return failed
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(failures == 0)
    #expect(server.store.count("/messages") == 100)
  }

  @Test("16 concurrent in-process clients × 500 writes lose no write")
  func concurrentInProcessWrites() async throws {
    let server = self.server
    await withTaskGroup(of: Void.self) { group in
      for client in 0..<16 {
        group.addTask {
          for write in 0..<500 {
            _ = try? await server.respond(
              to: FakeRequest(.post, "/messages", json: ["text": "\(client)-\(write)"]))
          }
        }
      }
    }
    #expect(server.store.count("/messages") == 8_000)
    #expect(Set(server.store.list("/messages").compactMap { $0["id"] }).count == 8_000)
  }

  @Test("Parallel tests share the loopback server without cross-talk", arguments: 0..<8)
  func namespaces(_ index: Int) async throws {
    // Each argument runs in parallel, with its own core, on the one shared server.
    let core = FakeServer(routes: ChatAPI.routes)
    let base = try await core.loopbackURL()
    let session = URLSession(configuration: .ephemeral)
    for write in 0..<20 {
      _ = try await load(
        session, "POST", base.appendingPathComponent("messages"),
        json: ["text": .string("\(index)-\(write)")])
    }
    let (data, _) = try await load(session, "GET", base.appendingPathComponent("messages"))
    let texts = try JSON.parse(data).decode([Message].self).map(\.text)
    #expect(texts == (0..<20).map { "\(index)-\($0)" })
    core.reset()
    let (empty, _) = try await load(session, "GET", base.appendingPathComponent("messages"))
    #expect(try JSON.parse(empty) == [])
    #expect(try await LoopbackServer.shared().port == UInt16(base.port ?? 0))
  }

  @Test("The shared server binds 127.0.0.1 only")
  func bindsLoopback() async throws {
    let shared = try await LoopbackServer.shared()
    #expect(shared.baseURL.host == "127.0.0.1")
    #expect(shared.port != 0)
  }
}

@Suite("Loopback server: handlers on the connection's thread and on the global executor")
struct LoopbackHandlerPathTests {
  /// Runs `body` with a private server whose handlers run inline (on the connection's thread,
  /// where task executors exist) or on the global executor (the path before macOS 15 and iOS 18).
  func withServer(
    inline: Bool, timeout: TimeInterval = 15,
    _ body: (FakeServer, UInt16, String) async throws -> Void
  ) async throws {
    let core = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures, handlerTimeout: nil)
    let loopback = try await LoopbackServer.start(timeout: timeout, runsHandlersInline: inline)
    let url = loopback.url(for: core)
    do {
      try await body(core, loopback.port, url.path)
    } catch {
      await loopback.stop()
      throw error
    }
    await loopback.stop()
  }

  @Test(
    "A handler answers, also after a hop to the main actor and a task of its own",
    arguments: [true, false])
  func answers(inline: Bool) async throws {
    try await withServer(inline: inline) { core, port, prefix in
      core.on(.get, "/main") { _ in
        let title = await MainActor.run { "from the main actor" }
        let echoed = await Task { title.uppercased() }.value
        return try .json(["title": echoed])
      }
      let reply = try #require(
        await RawSocket.exchange(
          port: port, "GET \(prefix)/main HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
      #expect(reply.text.hasPrefix("HTTP/1.1 200 OK"))
      #expect(reply.text.contains("FROM THE MAIN ACTOR"))
      let users = try #require(
        await RawSocket.exchange(
          port: port, "GET \(prefix)/users/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
      #expect(users.text.contains("Ada"))
    }
  }

  @Test(
    "A handler that outlives the server's timeout is cancelled and its connection closed unanswered",
    .timeLimit(.minutes(1)), arguments: [true, false])
  func timesOut(inline: Bool) async throws {
    // One second: short for the hanging handler, long enough that the next request's own
    // handler is not timed out on a loaded machine (0.2 s was, under the whole suite on 2 cores).
    try await withServer(inline: inline, timeout: 1) { core, port, prefix in
      let (cancellations, cancelled) = AsyncStream<Void>.makeStream()
      core.on(.get, "/hang") { _ in
        do {
          try await Task.sleep(for: .seconds(60))
        } catch {
          cancelled.yield()
          throw error
        }
        return try .json(["never": true])
      }
      let reply = try #require(
        await RawSocket.exchange(
          port: port, "GET \(prefix)/hang HTTP/1.1\r\nHost: x\r\n\r\n", closeWrite: false))
      #expect(reply.closedByServer)
      #expect(reply.bytes.isEmpty)
      // The handler sees its cancellation (the suite's time limit guards the wait).
      var iterator = cancellations.makeAsyncIterator()
      #expect(await iterator.next() != nil)
      // The connection's thread is free again: the next request is answered.
      let next = try #require(
        await RawSocket.exchange(
          port: port, "GET \(prefix)/users/2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
      #expect(next.text.contains("Grace"))
    }
  }
}
