import Foundation

// tapwright-bench: one report for the whole project. Run it in release mode:
//   swift run -c release tapwright-bench [--json] [--repetitions N] [--only NAME] [--run-loop]
//   swift run tapwright-bench --list-keys    (every figure's key, one a line; measures nothing)

let arguments = CommandLine.arguments.dropFirst()
let wantsJSON = arguments.contains("--json")
if let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.endIndex,
  let count = Int(arguments[index + 1]), count > 0
{
  Bench.repetitions = count
}
if arguments.contains("--list-keys") {
  for suite in suites { for key in suite.keys { print(key) } }
  exit(0)
}
let only = arguments.firstIndex(of: "--only").flatMap {
  $0 + 1 < arguments.endIndex ? arguments[$0 + 1] : nil
}

@MainActor
func report() async {
  var figures: [(suite: String, figure: Figure)] = []
  for suite in suites where only == nil || suite.name == only {
    if !wantsJSON { print("measuring \(suite.name)…") }
    let measured = await suite.run()
    // The keys a suite states are the keys it measures: CI checks the report against them.
    if measured.map(\.key) != suite.keys {
      FileHandle.standardError.write(
        Data(
          ("tapwright-bench: suite \(suite.name) states the keys \(suite.keys) but measured "
            + "\(measured.map(\.key))\n").utf8))
      exit(1)
    }
    for figure in measured { figures.append((suite.name, figure)) }
  }
  if wantsJSON {
    let object = Dictionary(figures.map { ($0.figure.key, $0.figure.value) }) { first, _ in first }
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}")
    return
  }
  let header = ["suite", "figure", "value", "target", "what"]
  let rows = figures.map { entry -> [String] in
    let value = String(format: "%.3f", entry.figure.value) + " " + entry.figure.unit
    return [entry.suite, entry.figure.key, value, entry.figure.target, entry.figure.summary]
  }
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  for row in [header] + rows {
    let cells = row.indices.map {
      row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0)
    }
    print(cells.joined(separator: "  "))
  }
}

// The main queue is drained as a Swift Testing run drains it on Linux: the test runner's `main` is
// async, and Swift's async `main` there parks the main thread in `dispatch_main` (CFRunLoop is
// Darwin's; see `swift_task_asyncMainDrainQueue`), so main-queue and main-actor jobs run without a
// run loop's wake-ups. `--run-loop` drains it with the main run loop instead, as valgrind needs:
// `dispatch_main`'s `sigsuspend` crashes valgrind 3.19, and instruction counts under
// `valgrind --tool=callgrind` are this bench's stable profile.
Task { @MainActor in
  await report()
  exit(0)
}
if arguments.contains("--run-loop") {
  while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
} else {
  dispatchMain()
}
