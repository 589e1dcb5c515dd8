import Dispatch
import Foundation
import HTTPTypes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the loopback server does with a request whose head it has read.
struct WireExchange: Sendable {
  /// The largest body accepted; a larger one is answered with 413 before or while it is read.
  var bodyLimit: Int
  /// Answers the request once its body is read.
  var respond: @Sendable (Data) async -> FakeServer.Outcome
}

/// A blocking HTTP/1.1 server on 127.0.0.1, the wire under ``LoopbackServer``.
///
/// One thread accepts; each connection has a thread of its own that reads a request, runs the
/// exchange its router chose, and writes the response in one `send`. The exchange's task prefers a
/// ``ConnectionExecutor``, so its jobs run on that same thread: a request costs no thread hop
/// (before macOS 15 and iOS 18, which have no task executors, it runs on the global executor: two
/// hops, to the task and back). There is no event loop in between. Tests open few connections (URLSession keeps them
/// alive), so a thread each is cheap, and blocking reads make the code short enough to check.
final class WireServer: Sendable {
  /// Decides on a request from its head, before its body is read.
  typealias Router = @Sendable (HTTPWire.Head) -> Result<WireExchange, HTTPWire.Refusal>

  /// The port on 127.0.0.1.
  let port: UInt16
  private let listener: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let timeout: TimeInterval
  private let router: Router
  /// Whether handlers run on the connection's thread (``ConnectionExecutor``) where the OS has
  /// task executors; `false` runs them on the global executor, as before macOS 15 and iOS 18.
  private let runsHandlersInline: Bool
  private let state = Locked(State())

  private struct State {
    var isStopped = false
    var acceptEnded = false
    var stopWaiters: [CheckedContinuation<Void, Never>] = []
    /// Open connections, and the request each is waiting for.
    var connections: [Int32: InFlight?] = [:]
  }

  private struct InFlight {
    let task: Task<Void, Never>
    /// Stops the connection thread's wait for the answer.
    let wake: @Sendable () -> Void
  }

  private init(
    port: UInt16, listener: Int32, wake: (Int32, Int32), timeout: TimeInterval,
    runsHandlersInline: Bool, router: @escaping Router
  ) {
    self.runsHandlersInline = runsHandlersInline
    self.port = port
    self.listener = listener
    (wakeRead, wakeWrite) = wake
    self.timeout = timeout
    self.router = router
  }

  /// Listens on 127.0.0.1 at an OS-chosen port and starts accepting.
  /// - Parameters:
  ///   - timeout: The longest a request's handler may run before its connection is closed.
  ///   - runsHandlersInline: Whether handlers run on the connection's thread where they can;
  ///     tests turn it off to check the older systems' path.
  ///   - router: Decides on each request from its head.
  static func start(
    timeout: TimeInterval, runsHandlersInline: Bool = true, router: @escaping Router
  ) throws(LoopbackError) -> WireServer {
    let listener = Sockets.stream()
    guard listener >= 0 else { throw LoopbackError("socket() failed: \(Sockets.lastError)") }
    var reuse: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = Sockets.loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 128) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    var pipeEnds: [Int32] = [-1, -1]
    guard bound, pipe(&pipeEnds) == 0 else {
      let error = LoopbackError("could not listen on 127.0.0.1: \(Sockets.lastError)")
      close(listener)
      throw error
    }
    for file in [listener] + pipeEnds { Sockets.setCloseOnExec(file) }
    Sockets.setBlocking(listener, false)
    let server = WireServer(
      port: UInt16(bigEndian: address.sin_port), listener: listener,
      wake: (pipeEnds[0], pipeEnds[1]), timeout: timeout, runsHandlersInline: runsHandlersInline,
      router: router)
    let thread = Thread { server.acceptConnections() }
    thread.name = "tapwright loopback accept"
    thread.start()
    return server
  }

  /// Stops accepting, closes every connection and cancels the handlers still running; returns
  /// once the listening socket is closed.
  func stop() async {
    let first = state.withLock { state -> Bool in
      defer { state.isStopped = true }
      guard !state.isStopped else { return false }
      for (file, inFlight) in state.connections {
        // Under the lock: a connection leaves the table before its descriptor is closed.
        shutdown(file, Int32(SHUT_RDWR))
        inFlight?.task.cancel()
        inFlight?.wake()
      }
      return true
    }
    if first {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
    await withCheckedContinuation { continuation in
      let ended = state.withLock { state -> Bool in
        if !state.acceptEnded { state.stopWaiters.append(continuation) }
        return state.acceptEnded
      }
      if ended { continuation.resume() }
    }
  }

  // MARK: Accepting

  private func acceptConnections() {
    var waits = [
      pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      if poll(&waits, 2, -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      if waits[1].revents != 0 { break }
      let file = accept(listener, nil, nil)
      if file < 0 {
        if [EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED].contains(errno) { continue }
        // Out of descriptors or memory: the process cannot serve anyone; stop accepting.
        break
      }
      Sockets.setCloseOnExec(file)
      // BSD sockets inherit the listener's O_NONBLOCK; Linux ones do not.
      Sockets.setBlocking(file, true)
      Sockets.configureConnection(file)
      let admitted = state.withLock { state -> Bool in
        guard !state.isStopped else { return false }
        state.connections[file] = .some(nil)
        return true
      }
      guard admitted else {
        close(file)
        break
      }
      let thread = Thread { self.serve(file) }
      thread.name = "tapwright loopback connection"
      thread.start()
    }
    close(listener)
    close(wakeRead)
    close(wakeWrite)
    let waiters = state.withLock { state in
      state.acceptEnded = true
      defer { state.stopWaiters = [] }
      return state.stopWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  // MARK: A connection

  /// Serves requests on `file` until the client closes it, asks to, or a request is refused.
  private func serve(_ file: Int32) {
    let connection = WireConnection(file)
    defer {
      state.withLock { _ = $0.connections.removeValue(forKey: file) }
      close(file)
    }
    while serveOne(connection) {}
  }

  /// Reads and answers one request; `false` when the connection must close.
  private func serveOne(_ connection: WireConnection) -> Bool {
    guard let headEnd = connection.readHead() else { return false }
    if headEnd < 0 {
      refuse(
        HTTPWire.Refusal(.requestHeaderFieldsTooLarge, "the request head is over 64 KiB"),
        on: connection)
      return false
    }
    let head: HTTPWire.Head
    do {
      head = try HTTPWire.parseHead(connection.take(upTo: headEnd))
    } catch {
      refuse(error, on: connection)
      return false
    }
    let exchange: WireExchange
    switch router(head) {
    case .failure(let refusal):
      // With no body to skip, the connection can carry the next request.
      let keepAlive = head.keepAlive && head.framing == .none
      if !connection.send(
        HTTPWire.responseBytes(
          .error(FakeHTTPError(refusal.status, refusal.message)),
          headRequest: head.method == "HEAD", closing: !keepAlive))
      {
        return false
      }
      if !keepAlive { connection.linger() }
      return keepAlive
    case .success(let chosen):
      exchange = chosen
    }
    let body: Data
    switch readBody(of: head, limit: exchange.bodyLimit, from: connection) {
    case .success(let read?): body = read
    case .success(nil): return false
    case .failure(let refusal):
      refuse(refusal, on: connection)
      return false
    }
    guard let outcome = handle(body, with: exchange, on: connection.file) else { return false }
    switch outcome {
    case .response(let response):
      let sent = connection.send(
        HTTPWire.responseBytes(
          response, headRequest: head.method == "HEAD", closing: !head.keepAlive))
      return sent && head.keepAlive
    case .dropped:
      // The head, then the connection closes before the body: the client sees a broken response.
      // (Closing before any byte would not do: a client retries a request whose kept-alive
      // connection closed before answering, as libcurl does.)
      _ = connection.send(Array("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n".utf8))
      return false
    }
  }

  /// Reads the request's body; `.success(nil)` when the client closed the connection first.
  private func readBody(
    of head: HTTPWire.Head, limit: Int, from connection: WireConnection
  ) -> Result<Data?, HTTPWire.Refusal> {
    switch head.framing {
    case .none:
      return .success(Data())
    case .length(let length):
      guard length <= limit else { return .failure(Self.tooLarge(length, limit: limit)) }
      if head.expectsContinue, !connection.send(Self.continueBytes) { return .success(nil) }
      guard connection.waitFor(length) else { return .success(nil) }
      return .success(Data(connection.take(upTo: connection.start + length)))
    case .chunked:
      if head.expectsContinue, !connection.send(Self.continueBytes) { return .success(nil) }
      var body = Data()
      while true {
        let step: HTTPWire.ChunkStep
        do {
          step = try HTTPWire.nextChunk(in: connection.buffer, from: connection.start)
        } catch {
          return .failure(error)
        }
        switch step {
        case .incomplete:
          guard connection.fill() else { return .success(nil) }
        case .data(let range, let next):
          body.append(contentsOf: connection.buffer[range])
          connection.start = next
          if body.count > limit { return .failure(Self.tooLarge(body.count, limit: limit)) }
        case .end(let next):
          connection.start = next
          return .success(body)
        }
      }
    }
  }

  /// Runs the exchange and waits for it, at most the server's timeout: on this thread where task
  /// executors exist (no thread hop), on a task of the global executor otherwise.
  private func handle(_ body: Data, with exchange: WireExchange, on file: Int32)
    -> FakeServer.Outcome?
  {
    let result = Locked<FakeServer.Outcome?>(nil)
    #if compiler(>=6.0)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *), runsHandlersInline {
        let executor = ConnectionExecutor()
        let task = Task(executorPreference: executor) {
          let outcome = await ConnectionExecutor.$current.withValue(executor) {
            await exchange.respond(body)
          }
          result.withLock { $0 = outcome }
          executor.finish()
        }
        guard admit(InFlight(task: task, wake: executor.finish), on: file) else { return nil }
        let finished = executor.run(until: Date(timeIntervalSinceNow: timeout))
        return settle(task, finished: finished, result: result, on: file)
      }
    #endif
    let done = DispatchSemaphore(value: 0)
    let task = Task.detached {
      let outcome = await exchange.respond(body)
      result.withLock { $0 = outcome }
      done.signal()
    }
    guard admit(InFlight(task: task, wake: { done.signal() }), on: file) else { return nil }
    let finished = done.wait(timeout: .now() + timeout) == .success
    return settle(task, finished: finished, result: result, on: file)
  }

  /// Records the request in flight on `file`, unless the server stopped (then it is cancelled).
  private func admit(_ inFlight: InFlight, on file: Int32) -> Bool {
    let admitted = state.withLock { state -> Bool in
      guard !state.isStopped else { return false }
      state.connections[file] = inFlight
      return true
    }
    if !admitted { inFlight.task.cancel() }
    return admitted
  }

  /// The outcome, or `nil` (the task cancelled) when the wait ended without one.
  private func settle(
    _ task: Task<Void, Never>, finished: Bool, result: Locked<FakeServer.Outcome?>,
    on file: Int32
  ) -> FakeServer.Outcome? {
    state.withLock { $0.connections[file] = .some(nil) }
    guard finished, let outcome = result.withLock({ $0 }) else {
      task.cancel()
      return nil
    }
    return outcome
  }

  /// Answers `refusal` and closes the connection gracefully.
  private func refuse(_ refusal: HTTPWire.Refusal, on connection: WireConnection) {
    let response = FakeResponse.error(FakeHTTPError(refusal.status, refusal.message))
    if connection.send(HTTPWire.responseBytes(response, headRequest: false, closing: true)) {
      connection.linger()
    }
  }

  private static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

  private static func tooLarge(_ size: Int, limit: Int) -> HTTPWire.Refusal {
    HTTPWire.Refusal(
      .contentTooLarge, "request body of \(size) bytes is over the limit of \(limit) bytes")
  }
}

/// One connection's socket and the bytes read from it but not yet used. Used by one thread.
final class WireConnection {
  let file: Int32
  private(set) var buffer: [UInt8] = []
  /// The first byte not yet used.
  var start = 0
  private var scratch = [UInt8](repeating: 0, count: 16 * 1_024)

  init(_ file: Int32) {
    self.file = file
  }

  /// Reads until a whole head is buffered: the index after it, -1 when it is over the limit, or
  /// `nil` when the connection ended first (a head cut short gets no answer).
  func readHead() -> Int? {
    // How far from `start` the search got: `fill()` may move the unused bytes to the front.
    var scanned = 0
    while true {
      // A client may send empty lines between requests (RFC 9112 §2.2).
      while buffer.count - start >= 2, buffer[start] == 0x0D, buffer[start + 1] == 0x0A {
        start += 2
        scanned = max(0, scanned - 2)
      }
      if let end = HTTPWire.headEnd(in: buffer, from: start, scanFrom: start + scanned) {
        return end - start > HTTPWire.maxHeadBytes ? -1 : end
      }
      if buffer.count - start > HTTPWire.maxHeadBytes { return -1 }
      scanned = buffer.count - start
      guard fill() else { return nil }
    }
  }

  /// The buffered bytes from `start` up to `end`, which become used.
  func take(upTo end: Int) -> ArraySlice<UInt8> {
    defer { start = end }
    return buffer[start..<end]
  }

  /// Reads until `count` unused bytes are buffered; `false` when the connection ended first.
  func waitFor(_ count: Int) -> Bool {
    while buffer.count - start < count {
      guard fill() else { return false }
    }
    return true
  }

  /// Reads what has arrived (waiting for at least one byte); `false` at the end of the stream.
  func fill() -> Bool {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 64 * 1_024 {
      buffer.removeFirst(start)
      start = 0
    }
    while true {
      let count = scratch.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer.append(contentsOf: scratch[..<count])
        return true
      }
      if count < 0, errno == EINTR { continue }
      return false
    }
  }

  /// Sends all of `bytes`; `false` when the connection broke.
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        Sockets.send(file, $0.baseAddress.map { $0 + sent }, bytes.count - sent)
      }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Ends the sending side and reads what the client still sends (at most 1 MiB, 2 s), so closing
  /// with unread bytes does not reset the connection before the client has read the response.
  func linger() {
    shutdown(file, Int32(SHUT_WR))
    var limit = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(file, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var drained = 0
    while drained < 1 << 20 {
      let count = scratch.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      drained += count
    }
  }
}

/// The few socket calls that differ between Linux and Darwin.
enum Sockets {
  static func stream() -> Int32 {
    #if canImport(Glibc)
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// `TCP_NODELAY` (a response is one write; nothing to coalesce), and on Darwin no `SIGPIPE`.
  static func configureConnection(_ file: Int32) {
    var on: Int32 = 1
    let size = socklen_t(MemoryLayout<Int32>.size)
    setsockopt(file, Int32(IPPROTO_TCP), TCP_NODELAY, &on, size)
    #if canImport(Darwin)
      setsockopt(file, SOL_SOCKET, SO_NOSIGPIPE, &on, size)
    #endif
  }

  /// `send` without `SIGPIPE` when the peer has gone.
  static func send(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(file, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(file, bytes, count, 0)
    #endif
  }

  static func setBlocking(_ file: Int32, _ blocking: Bool) {
    let flags = fcntl(file, F_GETFL)
    guard flags >= 0 else { return }
    _ = fcntl(file, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK)
  }

  static func setCloseOnExec(_ file: Int32) {
    let flags = fcntl(file, F_GETFD)
    guard flags >= 0 else { return }
    _ = fcntl(file, F_SETFD, flags | FD_CLOEXEC)
  }

  static var lastError: String { String(cString: strerror(errno)) }
}
