import Foundation
import HTTPTypes
import TapwrightFakeServer
import Testing

@Suite("Scripted faults")
struct FaultTests {
  let server = FakeServer(routes: ChatAPI.routes, fixtures: ChatAPI.fixtures)

  @Test("A status fault on a route fires the given number of times")
  func statusOnRoute() async throws {
    server.inject(.status(.serviceUnavailable), on: .get, "/users/:id", times: 2)
    let statuses = try await (1...3).asyncMap { _ in
      try await server.respond(to: FakeRequest(.get, "/users/1")).status
    }
    #expect(statuses == [.serviceUnavailable, .serviceUnavailable, .ok])
    #expect(try await server.respond(to: FakeRequest(.get, "/users")).status == .ok)
  }

  @Test("A fault for the next N requests hits any route, then stops")
  func nextRequests() async throws {
    server.injectNext(2, .status(.internalServerError))
    #expect(
      try await server.respond(to: FakeRequest(.get, "/health")).status == .internalServerError)
    #expect(
      try await server.respond(to: FakeRequest(.get, "/users")).status == .internalServerError)
    #expect(try await server.respond(to: FakeRequest(.get, "/health")).status == .ok)
  }

  @Test("A dropped connection throws ConnectionDropped in process and is logged without status")
  func dropConnection() async throws {
    server.inject(.dropConnection, on: .post, "/messages", times: 1)
    await #expect(throws: ConnectionDropped(request: "POST /messages")) {
      try await server.respond(to: FakeRequest(.post, "/messages", json: ["text": "lost"]))
    }
    #expect(server.log.first?.status == nil)
    #expect(server.log.first?.description == #"#1 POST /messages {"text":"lost"} → dropped"#)
  }

  @Test("A malformed-body fault cuts the JSON short")
  func malformedBody() async throws {
    server.inject(.malformedBody, on: .get, "/users", times: 1)
    let response = try await server.respond(to: FakeRequest(.get, "/users"))
    #expect(response.status == .ok)
    #expect(throws: (any Error).self) { try response.json() }
    #expect(try await server.respond(to: FakeRequest(.get, "/users")).json().description.count > 2)
  }

  @Test("A delay fault waits on the core's clock, then answers")
  func delayOnClock() async throws {
    let clock = ManualClock()
    let delayed = FakeServer(routes: ChatAPI.routes, clock: clock)
    delayed.inject(.delayed(.seconds(30), .status(.gatewayTimeout)), on: nil, "/health", times: 1)
    let answer = Task { try await delayed.respond(to: FakeRequest(.get, "/health")).status }
    await clock.advance(by: .seconds(30))
    #expect(try await answer.value == .gatewayTimeout)
    #expect(try await delayed.respond(to: FakeRequest(.get, "/health")).status == .ok)
  }

  @Test("clearFaults removes every scripted fault")
  func clear() async throws {
    server.injectNext(3, .dropConnection)
    server.clearFaults()
    #expect(try await server.respond(to: FakeRequest(.get, "/health")).status == .ok)
  }

  @Test("Faults describe themselves")
  func descriptions() {
    #expect(
      Fault.delayed(.seconds(2), .dropConnection).description
        == "delay 2.0 seconds then drop connection")
    #expect(Fault.status(.notFound).description == "status 404")
  }
}

extension Sequence where Element: Sendable {
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}

/// A clock that only moves when a test advances it: virtual time for delay faults.
final class ManualClock: Clock, @unchecked Sendable {
  // @unchecked Sendable: `state` is only touched while `lock` is held.
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var state: (now: Instant, sleepers: [(Instant, CheckedContinuation<Void, Never>)]) = (
    Instant(offset: .zero), []
  )

  var now: Instant { lock.withLock { state.now } }
  var minimumResolution: Duration { .zero }

  var sleeperCount: Int { lock.withLock { state.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if deadline <= state.now { return true }
        state.sleepers.append((deadline, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Moves time forward once a sleeper is waiting (yielding until one is, 5 s deadline), waking those due.
  func advance(by duration: Duration) async {
    let deadline = ContinuousClock.now + .seconds(5)
    while sleeperCount == 0, ContinuousClock.now < deadline { await Task.yield() }
    let due = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.0 <= now }.map(\.1)
      state.sleepers.removeAll { $0.0 <= now }
      return due
    }
    for continuation in due { continuation.resume() }
  }
}
