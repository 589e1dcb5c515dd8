import Dispatch
import Foundation
import TapwrightSupport

/// TapwrightSupport: what tracking costs over a bare `DispatchGroup` and a bare `Task`.
///
/// Each round submits a batch of empty work items and waits until all have finished: bare with a
/// `DispatchGroup` (enter/leave, `notify`) or by awaiting every `Task`'s value; tracked through a
/// `WorkTracker` and `waitUntilIdle`. Bare and tracked rounds alternate, so load from other
/// processes hits both alike; figures are medians per work item, warm-up rounds excluded.
let supportSuite = Suite(
  name: "Support",
  keys: [
    "bare_group_async_us", "tracked_async_us", "tracked_async_in_scope_us", "bare_task_us",
    "tracked_task_us", "tracker_async_ratio", "tracker_task_ratio", "tracker_overhead_ratio",
    "tracker_async_cpu_ratio", "tracker_task_cpu_ratio",
  ]
) {
  let queue = DispatchQueue(label: "tapwright-bench.support")
  let group = await SupportBench.compare(
    bare: { @Sendable batch in
      let group = DispatchGroup()
      for _ in 0..<batch {
        group.enter()
        queue.async { group.leave() }
      }
      await withCheckedContinuation { continuation in
        group.notify(queue: .global()) { continuation.resume() }
      }
    },
    tracked: { @Sendable batch in
      let tracker = WorkTracker()
      for _ in 0..<batch { tracker.async(on: queue, label: "item") {} }
      await tracker.waitUntilIdle(timeout: .seconds(60))
    })
  let task = await SupportBench.compare(
    bare: { @Sendable batch in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(batch)
      for _ in 0..<batch { tasks.append(Task {}) }
      for task in tasks { await task.value }
    },
    tracked: { @Sendable batch in
      let tracker = WorkTracker()
      for _ in 0..<batch { tracker.task(label: "item") {} }
      await tracker.waitUntilIdle(timeout: .seconds(60))
    })
  let scoped = await SupportBench.compare(
    bare: { @Sendable batch in
      let tracker = WorkTracker()
      for _ in 0..<batch { tracker.async(on: queue, label: "item") {} }
      await tracker.waitUntilIdle(timeout: .seconds(60))
    },
    tracked: { @Sendable batch in
      await TestScope.withScope {
        let tracker = TestScope.current?.tracker ?? WorkTracker()
        for _ in 0..<batch { tracker.async(on: queue, label: "item") {} }
        await tracker.waitUntilIdle(timeout: .seconds(60))
      }
    })
  return [
    Figure(
      key: "bare_group_async_us", value: group.bare, unit: "µs",
      summary: "DispatchGroup enter + queue.async + leave, per item"),
    Figure(
      key: "tracked_async_us", value: group.tracked, unit: "µs",
      summary: "WorkTracker.async(on:) + waitUntilIdle, per item"),
    Figure(
      key: "tracked_async_in_scope_us", value: scoped.tracked, unit: "µs",
      summary: "the same inside a TestScope (work runs with the scope bound)"),
    Figure(
      key: "bare_task_us", value: task.bare, unit: "µs",
      summary: "Task {} + await value, per item"),
    Figure(
      key: "tracked_task_us", value: task.tracked, unit: "µs",
      summary: "WorkTracker.task {} + waitUntilIdle, per item"),
    Figure(
      key: "tracker_async_ratio", value: group.ratio, unit: "×",
      summary: "tracked async / bare DispatchGroup (median of per-round ratios)", target: "≤ 2×"),
    Figure(
      key: "tracker_task_ratio", value: task.ratio, unit: "×",
      summary: "tracked task / bare Task (median of per-round ratios)", target: "≤ 2×"),
    Figure(
      key: "tracker_overhead_ratio", value: max(group.ratio, task.ratio), unit: "×",
      summary: "the larger of the two ratios", target: "≤ 2×"),
    Figure(
      key: "tracker_async_cpu_ratio", value: group.cpuRatio, unit: "×",
      summary: "tracked async / bare DispatchGroup, process CPU time (robust to machine load)"),
    Figure(
      key: "tracker_task_cpu_ratio", value: task.cpuRatio, unit: "×",
      summary: "tracked task / bare Task, process CPU time (robust to machine load)"),
  ]
}

/// Alternating bare/tracked measurement for the Support suite.
private enum SupportBench {
  struct Comparison {
    /// Median µs per item, bare.
    var bare: Double
    /// Median µs per item, tracked.
    var tracked: Double
    /// Median of the per-round ratios tracked / bare.
    var ratio: Double
    /// Median of the per-round ratios of process CPU time, which load from other processes
    /// barely affects.
    var cpuRatio: Double
  }

  /// The CPU time this process has used, all threads, in seconds.
  static func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Items per batch; each round runs one batch of each kind.
  static let batch = 2_000

  static func compare(
    bare: @Sendable (Int) async -> Void,
    tracked: @Sendable (Int) async -> Void
  ) async -> Comparison {
    var bareTimes: [Double] = []
    var trackedTimes: [Double] = []
    var ratios: [Double] = []
    var cpuRatios: [Double] = []
    let rounds = max(Bench.repetitions, 1) * 3
    for round in 0..<(rounds + 2) {
      let bareCPUStart = processCPUSeconds()
      let bareTime = await Bench.seconds { await bare(batch) } / Double(batch) * 1e6
      let bareCPU = processCPUSeconds() - bareCPUStart
      let trackedCPUStart = processCPUSeconds()
      let trackedTime = await Bench.seconds { await tracked(batch) } / Double(batch) * 1e6
      let trackedCPU = processCPUSeconds() - trackedCPUStart
      guard round >= 2 else { continue }  // warm-up
      bareTimes.append(bareTime)
      trackedTimes.append(trackedTime)
      if bareTime > 0 { ratios.append(trackedTime / bareTime) }
      if bareCPU > 0 { cpuRatios.append(trackedCPU / bareCPU) }
    }
    return Comparison(
      bare: Bench.median(bareTimes), tracked: Bench.median(trackedTimes),
      ratio: Bench.median(ratios), cpuRatio: Bench.median(cpuRatios))
  }
}
