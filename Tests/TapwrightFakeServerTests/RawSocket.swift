import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal blocking HTTP client over a raw TCP socket to 127.0.0.1, for sending broken requests.
///
/// It runs on a thread of its own (not the pools the server uses), and every read
/// has a receive timeout, so a test never hangs.
enum RawSocket {
  struct Reply: Sendable {
    /// Everything the server sent before closing (or before the timeout).
    var bytes: Data
    /// Whether the server closed the connection (rather than the read timing out).
    var closedByServer: Bool
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// Sends `request` in one write, optionally closes the sending side, and reads until EOF or timeout.
  static func exchange(
    port: UInt16, _ request: String, closeWrite: Bool = true, timeout: Int = 5
  ) async -> Reply? {
    // A thread of its own: blocking on Dispatch's width-limited global queue would starve the
    // server's own Dispatch queue on a 2-core machine.
    await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(
          returning: blockingExchange(
            port: port, Array(request.utf8), closeWrite: closeWrite, timeout: timeout))
      }.start()
    }
  }

  /// Connects to 127.0.0.1:`port` with a receive timeout; returns the descriptor or `nil`.
  static func connectLoopback(port: UInt16, timeout: Int) -> Int32? {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var noDelay: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  private static func blockingExchange(
    port: UInt16, _ bytes: [UInt8], closeWrite: Bool, timeout: Int
  ) -> Reply? {
    guard let fd = connectLoopback(port: port, timeout: timeout) else { return nil }
    defer { close(fd) }
    guard sendAll(fd, bytes) else { return nil }
    if closeWrite { shutdown(fd, Int32(SHUT_WR)) }
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<10_000 {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count == 0 { return Reply(bytes: received, closedByServer: true) }
      if count < 0 {
        return Reply(bytes: received, closedByServer: errno == ECONNRESET)
      }
      received.append(buffer, count: count)
    }
    return Reply(bytes: received, closedByServer: false)
  }
}

/// A kept-alive HTTP/1.1 client on one raw connection: sends a request, reads one response
/// (framed by `Content-Length`), repeatedly. Blocking, with a receive timeout on every read.
final class RawHTTPClient {
  private let fd: Int32
  private var buffer: [UInt8] = []

  init?(port: UInt16, timeout: Int = 10) {
    guard let fd = RawSocket.connectLoopback(port: port, timeout: timeout) else { return nil }
    self.fd = fd
  }

  deinit { close(fd) }

  /// Sends `request` and returns the response's status code and body, or `nil` on a broken reply.
  func exchange(_ request: String) -> (status: Int, body: String)? {
    guard RawSocket.sendAll(fd, Array(request.utf8)) else { return nil }
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headEnd: Int?
    for _ in 0..<1_000 {
      headEnd = buffer.firstRange(of: separator)?.upperBound
      if headEnd != nil || !fill() { break }
    }
    guard let headEnd else { return nil }
    let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
      let status = Int(statusLine.split(separator: " ")[1])
    else { return nil }
    let length =
      lines.lazy.compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first ?? 0
    for _ in 0..<1_000 where buffer.count < headEnd + length {
      if !fill() { return nil }
    }
    guard buffer.count >= headEnd + length else { return nil }
    let body = String(decoding: buffer[headEnd..<headEnd + length], as: UTF8.self)
    buffer.removeFirst(headEnd + length)
    return (status, body)
  }

  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = recv(fd, &chunk, chunk.count, 0)
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[..<count])
    return true
  }
}
