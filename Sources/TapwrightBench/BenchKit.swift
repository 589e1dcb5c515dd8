import Foundation

/// One measured figure of the benchmark report.
struct Figure: Sendable {
  /// The JSON key, snake_case, e.g. `present_dismiss_us`.
  var key: String
  /// The measured value.
  var value: Double
  /// The unit shown in the table, e.g. `µs`, `ms`, `MB`, `×`.
  var unit: String
  /// What was measured, for the table.
  var summary: String
  /// The target, for the table, e.g. `≤ 3×`; empty when there is none.
  var target: String = ""
}

/// A named group of figures, measured by one module's benchmarks.
struct Suite: Sendable {
  /// The suite's name, shown as a table section.
  var name: String
  /// The keys of the figures it measures, each once: `--list-keys` prints them, and a run that
  /// measures another key, or leaves one out, fails.
  var keys: [String]
  /// Measures the figures. Runs on the main actor because UI objects live there.
  var run: @MainActor @Sendable () async -> [Figure]
}

/// Helpers for measuring: clocks, medians, resident memory.
enum Bench {
  /// How many timed repetitions a measurement takes (after its warm-up), from `--repetitions`.
  nonisolated(unsafe) static var repetitions = 7

  /// The median of some numbers (0 for none).
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The value at a percentile (0...100) of some numbers, nearest rank (0 for none).
  static func percentile(_ values: [Double], _ percent: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// Wall-clock seconds that `body` takes.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Wall-clock seconds that async `body` takes.
  static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Median microseconds per iteration: one warm-up round, then `repetitions` timed rounds of
  /// `iterations` calls each.
  static func microsecondsPerIteration(
    iterations: Int, _ body: () async throws -> Void
  ) async rethrows -> Double {
    var rounds: [Double] = []
    for round in 0...repetitions {
      let elapsed = try await seconds {
        for _ in 0..<iterations { try await body() }
      }
      if round > 0 { rounds.append(elapsed / Double(iterations) * 1e6) }
    }
    return median(rounds)
  }

  /// The process's resident memory in megabytes (VmRSS from /proc/self/status; 0 where absent).
  static func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
      return kilobytes / 1024
    }
    return 0
  }
}
