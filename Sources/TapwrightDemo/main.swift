import Foundation

// `swift run tapwright-demo [--fail]`: plays the sample app's user journeys through its screen
// objects, outside any test runner, and prints each step, the screen after it, and a summary.
// `--fail` adds a journey that fails on purpose. Exits 1 when a step fails.

let runner = DemoRunner()
let clock = ContinuousClock()
let start = clock.now
var journeys = Journeys.all
if CommandLine.arguments.contains("--fail") { journeys.append(Journeys.failing) }
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
