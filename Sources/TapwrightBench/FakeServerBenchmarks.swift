import Foundation
import TapwrightFakeServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// TapwrightFakeServer: reset cost, in-process and loopback round trips, server start.
let fakeServerSuite = Suite(
  name: "FakeServer",
  keys: [
    "fake_reset_ms", "fake_inprocess_roundtrip_us", "fake_inprocess_handler_roundtrip_us",
    "fake_inprocess_from_main_actor_us", "fake_server_start_ms", "fake_loopback_roundtrip_p50_us",
    "fake_loopback_roundtrip_p99_us", "fake_loopback_raw_roundtrip_p50_us",
    "fake_loopback_floor_p50_us", "fake_loopback_floor_p99_us", "fake_loopback_raw_floor_p50_us",
    "fake_loopback_ratio_to_floor", "fake_loopback_p99_ratio_to_floor",
  ]
) {
  var figures: [Figure] = []
  let routes = FakeRoutes { routes in
    routes.resource("/messages")
    routes.resource("/users")
  }

  // Reset: a core holding 1,000 items and 1,000 logged requests returns to its fixtures.
  let fixtures = ResourceStore { store in
    for index in 0..<100 { store.create("/users", ["name": .string("user \(index)")]) }
  }
  // 50 full cores, each reset once (a reset is too quick for one sample to beat timer noise).
  var resets: [Double] = []
  for _ in 0..<50 {
    let server = FakeServer(routes: routes, fixtures: fixtures)
    for index in 0..<1_000 {
      let message: JSON = ["text": .string("message \(index)")]
      _ = try? await server.respond(to: FakeRequest(.post, "/messages", json: message))
    }
    let start = DispatchTime.now().uptimeNanoseconds
    server.reset()
    resets.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  figures.append(
    Figure(
      key: "fake_reset_ms", value: Bench.median(resets), unit: "ms",
      summary: "reset a core with 1,100 items and 1,000 logged requests (seed: 5 s)",
      target: "≤ 1 ms"))

  // In-process round trip: PUT then GET of one item, per request.
  let server = FakeServer(routes: routes, fixtures: fixtures)
  let item: JSON = ["name": "Ada", "admin": true]
  let put = FakeRequest(.put, "/users/7", body: (try? item.data()) ?? Data())
  let get = FakeRequest(.get, "/users/7")
  // Measured off the main actor (as an app's networking layer runs); see the hop figure below.
  let rounds = await Task.detached { () -> [Double] in
    var rounds: [Double] = []
    for round in 0...Bench.repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<2_000 {
        _ = try? await server.respond(to: put)
        _ = try? await server.respond(to: get)
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if round > 0 { rounds.append(elapsed / 4_000 * 1e6) }
    }
    return rounds
  }.value
  let inProcess = Bench.median(rounds)
  figures.append(
    Figure(
      key: "fake_inprocess_roundtrip_us", value: inProcess, unit: "µs",
      summary: "one request through the core in process (PUT/GET of a JSON item, REST routes)"))
  // The same requests answered by handlers a user writes: each runs in its own task, under the
  // handler deadline (the built-in resource routes above answer in the request's task).
  let written = FakeServer(
    routes: FakeRoutes { routes in
      routes.on(.put, "/users/:id") { request in try .json(try request.json()) }
      routes.on(.get, "/users/:id") { _ in try .json(item) }
    })
  let writtenRounds = await Task.detached { () -> [Double] in
    var rounds: [Double] = []
    for round in 0...Bench.repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<2_000 {
        _ = try? await written.respond(to: put)
        _ = try? await written.respond(to: get)
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if round > 0 { rounds.append(elapsed / 4_000 * 1e6) }
    }
    return rounds
  }.value
  figures.append(
    Figure(
      key: "fake_inprocess_handler_roundtrip_us", value: Bench.median(writtenRounds), unit: "µs",
      summary: "the same through handlers you write (each in its own task, under the deadline)"))
  var hops: [Double] = []
  for round in 0...Bench.repetitions {
    let elapsed = await elapsedSeconds {
      for _ in 0..<1_000 {
        _ = try? await server.respond(to: put)
        _ = try? await server.respond(to: get)
      }
    }
    if round > 0 { hops.append(elapsed / 2_000 * 1e6) }
  }
  figures.append(
    Figure(
      key: "fake_inprocess_from_main_actor_us", value: Bench.median(hops), unit: "µs",
      summary: "the same, called from the main actor (includes two actor hops a request)"))

  // Server start: a private loopback server until it listens (the shared one starts once).
  var starts: [Double] = []
  for _ in 0...Bench.repetitions {
    var started: LoopbackServer?
    let elapsed = await elapsedSeconds { started = try? await LoopbackServer.start() }
    await started?.stop()
    starts.append(elapsed * 1_000)
  }
  figures.append(
    Figure(
      key: "fake_server_start_ms", value: Bench.median(starts), unit: "ms",
      summary: "start a loopback HTTP server on 127.0.0.1:0 until it listens"))

  // Loopback round trip: URLSession GET over a kept-alive connection to the shared server.
  if let base = try? await server.loopbackURL() {
    let session = URLSession(configuration: .ephemeral)
    let url = base.appendingPathComponent("users/7")
    var samples: [Double] = []
    for index in 0..<(200 + 1_000) {
      let elapsed = await elapsedSeconds { _ = try? await session.data(from: url) }
      if index >= 200 { samples.append(elapsed * 1e6) }
    }
    session.finishTasksAndInvalidate()
    figures.append(
      Figure(
        key: "fake_loopback_roundtrip_p50_us", value: Bench.percentile(samples, 50), unit: "µs",
        summary: "URLSession GET over HTTP/1.1 on 127.0.0.1, median of 1,000"))
    figures.append(
      Figure(
        key: "fake_loopback_roundtrip_p99_us", value: Bench.percentile(samples, 99), unit: "µs",
        summary: "URLSession GET over HTTP/1.1 on 127.0.0.1, 99th percentile"))
  }
  // The server alone: a kept-alive raw HTTP/1.1 client on its own thread (no URLSession).
  if let base = try? await server.loopbackURL(), let port = base.port {
    let path = base.path + "/users/7"
    let samples = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: rawRoundTrips(port: UInt16(port), path: path)) }
        .start()
    }
    if !samples.isEmpty {
      figures.append(
        Figure(
          key: "fake_loopback_raw_roundtrip_p50_us", value: Bench.percentile(samples, 50),
          unit: "µs", summary: "raw kept-alive HTTP/1.1 GET on 127.0.0.1 (server cost), median"))
    }
  }
  // The floors: the same two clients against a bare responder (a socket that answers every
  // request with one fixed response, no parsing, no routing) — the client's and the wire's own
  // cost, which no server can go below.
  if let responder = BareResponder.start(),
    let url = URL(string: "http://127.0.0.1:\(responder.port)/users/7")
  {
    let session = URLSession(configuration: .ephemeral)
    var samples: [Double] = []
    for index in 0..<(200 + 1_000) {
      let elapsed = await elapsedSeconds { _ = try? await session.data(from: url) }
      if index >= 200 { samples.append(elapsed * 1e6) }
    }
    session.finishTasksAndInvalidate()
    let floor = Bench.percentile(samples, 50)
    figures.append(
      Figure(
        key: "fake_loopback_floor_p50_us", value: floor, unit: "µs",
        summary: "floor: the same URLSession GET answered by a bare socket responder, median"))
    let floorTail = Bench.percentile(samples, 99)
    figures.append(
      Figure(
        key: "fake_loopback_floor_p99_us", value: floorTail, unit: "µs",
        summary: "floor: the same URLSession GET answered by the bare responder, 99th percentile"))
    let raw = await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: rawRoundTrips(port: responder.port, path: "/users/7"))
      }
      .start()
    }
    figures.append(
      Figure(
        key: "fake_loopback_raw_floor_p50_us", value: raw.isEmpty ? 0 : Bench.percentile(raw, 50),
        unit: "µs", summary: "floor: the raw kept-alive GET answered by the bare responder, median"
      ))
    let served = figures.first { $0.key == "fake_loopback_roundtrip_p50_us" }?.value ?? 0
    figures.append(
      Figure(
        key: "fake_loopback_ratio_to_floor", value: floor > 0 ? served / floor : 0, unit: "×",
        summary: "URLSession GET: the fake server vs the bare responder, same run, medians",
        target: "≤ 1.3×"))
    let servedTail = figures.first { $0.key == "fake_loopback_roundtrip_p99_us" }?.value ?? 0
    figures.append(
      Figure(
        key: "fake_loopback_p99_ratio_to_floor", value: floorTail > 0 ? servedTail / floorTail : 0,
        unit: "×",
        summary:
          "URLSession GET: the fake server vs the bare responder, same run, 99th percentiles",
        target: "≤ 2×"))
    responder.stop()
  }
  return figures
}

/// A loopback socket that answers every HTTP request on a connection with one fixed JSON
/// response, a thread per connection: the floor a real server is measured against.
private final class BareResponder: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32

  private init(port: UInt16, listener: Int32) {
    self.port = port
    self.listener = listener
  }

  static func start() -> BareResponder? {
    let fd = tcpSocket()
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else {
      close(fd)
      return nil
    }
    let responder = BareResponder(port: UInt16(bigEndian: address.sin_port), listener: fd)
    Thread {
      while true {
        let connection = accept(fd, nil, nil)
        guard connection >= 0 else { return }
        Thread { BareResponder.serve(connection) }.start()
      }
    }
    .start()
    return responder
  }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private static func serve(_ connection: Int32) {
    defer { close(connection) }
    var noDelay: Int32 = 1
    setsockopt(
      connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    let body = #"{"id":7,"name":"user 7"}"#
    let response = Array(
      ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)"
        + "\r\n\r\n" + body).utf8)
    let end = Array("\r\n\r\n".utf8)
    var buffer = [UInt8](repeating: 0, count: 8192)
    var pending: [UInt8] = []
    while true {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      pending.append(contentsOf: buffer[..<count])
      // A GET has no body: each blank line ends one request.
      while let range = pending.firstRange(of: end) {
        pending.removeSubrange(..<range.upperBound)
        let sent = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
        guard sent == response.count else { return }
      }
    }
  }
}

/// A new IPv4 stream socket, or -1.
private func tcpSocket() -> Int32 {
  #if canImport(Glibc)
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    socket(AF_INET, SOCK_STREAM, 0)
  #endif
}

/// Microseconds per GET over one kept-alive raw connection: 200 warm-up, then 2,000 timed.
private func rawRoundTrips(port: UInt16, path: String) -> [Double] {
  let fd = tcpSocket()
  guard fd >= 0 else { return [] }
  defer { close(fd) }
  var limit = timeval(tv_sec: 5, tv_usec: 0)
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
  guard connected == 0 else { return [] }
  let request = Array("GET \(path) HTTP/1.1\r\nHost: bench\r\n\r\n".utf8)
  var buffer = [UInt8](repeating: 0, count: 8192)
  var samples: [Double] = []
  for index in 0..<2_200 {
    let start = DispatchTime.now().uptimeNanoseconds
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count
    else { return samples }
    // One small response per request: read until the body's closing brace arrives.
    var received: [UInt8] = []
    while received.last != UInt8(ascii: "}") {
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return samples }
      received.append(contentsOf: buffer[..<count])
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
    if index >= 200 { samples.append(elapsed) }
  }
  return samples
}

/// Wall-clock seconds that `body` takes, measured on the main actor.
@MainActor
private func elapsedSeconds(_ body: @MainActor () async -> Void) async -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  await body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
