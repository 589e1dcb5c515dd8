import TapwrightDoubles

/// A transport protocol to spy on, with one hand-written conformance as the baseline.
@Spy
protocol BenchTransport: Sendable {
  func fetch(id: Int) -> String
  func cancel(id: Int, reason: String)
}

/// The baseline: a plain conformance that does the least a hand-written double would.
private final class PlainTransport: BenchTransport {
  func fetch(id: Int) -> String { "item" }
  func cancel(id: Int, reason: String) {}
}

extension Suite {
  /// TapwrightDoubles: what recording a call costs, compared with a plain method call.
  static let doubles = Suite(
    name: "Doubles",
    keys: [
      "doubles_plain_call_us", "doubles_spy_call_us", "doubles_spy_overhead_ratio",
      "doubles_verify_1000_calls_us",
    ]
  ) {
    let calls = 10_000
    let plain = medianMicroseconds(calls: calls) { PlainTransport() as any BenchTransport }
    let spied = medianMicroseconds(calls: calls) {
      let spy = BenchTransportSpy()
      spy.fetch.returns("item")
      return spy as any BenchTransport
    }
    let verify = Bench.median(
      (0...Bench.repetitions).map { _ in
        let spy = BenchTransportSpy()
        for id in 0..<1_000 { spy.cancel(id: id, reason: "bench") }
        spy.cancel.expect(.atLeast(1), where: { $0.id.isMultiple(of: 7) })
        spy.cancel.expect(.exactly(1_000))
        return Bench.seconds { spy.verify() } * 1e6
      })
    return [
      Figure(
        key: "doubles_plain_call_us", value: plain, unit: "µs",
        summary: "a fetch + a cancel through a plain conformance (baseline)"),
      Figure(
        key: "doubles_spy_call_us", value: spied, unit: "µs",
        summary: "the same two calls on a @Spy spy: recorded, stubbed, logged"),
      Figure(
        key: "doubles_spy_overhead_ratio", value: plain > 0 ? spied / plain : 0, unit: "×",
        summary: "spy call cost over the plain call"),
      Figure(
        key: "doubles_verify_1000_calls_us", value: verify, unit: "µs",
        summary: "verify() of two expectations over 1,000 recorded calls"),
    ]
  }

  /// Median µs per iteration (a fetch and a cancel) over fresh doubles, one per round.
  private static func medianMicroseconds(
    calls: Int,
    _ make: () -> any BenchTransport
  ) -> Double {
    var rounds: [Double] = []
    for round in 0...Bench.repetitions {
      let transport = make()
      var checksum = 0
      let elapsed = Bench.seconds {
        for id in 0..<calls {
          checksum &+= transport.fetch(id: id).count
          transport.cancel(id: id, reason: "bench")
        }
      }
      if checksum == -1 { print("unreachable checksum") }
      if round > 0 { rounds.append(elapsed / Double(calls) * 1e6) }
    }
    return Bench.median(rounds)
  }
}
