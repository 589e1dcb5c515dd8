import Foundation

// `swift run tapwright-demo [--fail] [--pictures DIR]`: plays the sample app's user journeys
// through its screen objects, outside any test runner, and prints each step, the screen after it,
// and a summary. `--fail` adds a journey that fails on purpose. `--pictures DIR` also writes a
// wireframe of the screen after each step to DIR (`01-02-sort-a-z.svg`: journey, step, title)
// and prints its path under the step. Exits 1 when a step fails, 2 on a bad argument.

let arguments = Array(CommandLine.arguments.dropFirst())
var picturesFolder: URL?
if let flag = arguments.firstIndex(of: "--pictures") {
  guard flag + 1 < arguments.count, !arguments[flag + 1].hasPrefix("--") else {
    print("usage: tapwright-demo [--fail] [--pictures DIR]")
    exit(2)
  }
  let folder = URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    print("tapwright-demo: cannot create \(folder.path): \(error)")
    exit(2)
  }
  picturesFolder = folder
}

let runner = DemoRunner(picturesFolder: picturesFolder)
let clock = ContinuousClock()
let start = clock.now
var journeys = Journeys.all
if arguments.contains("--fail") { journeys.append(Journeys.failing) }
for journey in journeys {
  await runner.journey(journey.name, journey.play)
}
let total = clock.now - start

if let failure = runner.failure {
  print("\n*** FAILED: \(failure.journey), \(failure.step)")
  for issue in failure.issues { print(issue) }
}
print("\n=== Summary")
print(runner.summary(total: total))
if runner.failure != nil { exit(1) }
