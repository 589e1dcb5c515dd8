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

  private static func blockingExchange(
    port: UInt16, _ bytes: [UInt8], closeWrite: Bool, timeout: Int
  ) -> Reply? {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      sent += count
    }
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
