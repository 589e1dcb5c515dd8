import Foundation
import Tapwright
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens
import TapwrightSupport

/// The sample app's suite, per test: `suite_ms_per_test`.
///
/// Measured in process: a test runner can't be started inside this executable, so the suite's
/// typical test bodies are replayed exactly as the `.tapwright` trait runs them — each in a fresh
/// `TestScope` and `Stage`, launching the app against a fresh in-process fake server, acting
/// through the same screen objects, and ending the scope (waiting for work, tearing down windows).
/// The figure is the median wall time of one pass over all scenarios divided by their count.
/// It leaves out the runner's own per-test overhead (discovery, reporting, process start).
let sampleSuite = Suite(
  name: "SampleApp",
  keys: ["suite_ms_per_test"]
) {
  let scenarios = sampleScenarios
  var perTest: [Double] = []
  for round in 0...Bench.repetitions {
    // Timed here rather than with `Bench.seconds`, whose nonisolated closure can't hold UI work.
    let start = DispatchTime.now().uptimeNanoseconds
    for scenario in scenarios {
      await TestScope.withScope(named: scenario.name) {
        // Failure pictures are off: a benchmark measures the suite, not its artifacts.
        let stage = Stage(registry: NotesScreens.registry)
        stage.recordsFailurePictures = false
        await withStage(stage) {
          try? await scenario.body()
        }
      }
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if round > 0 { perTest.append(elapsed * 1_000 / Double(scenarios.count)) }
  }
  return [
    Figure(
      key: "suite_ms_per_test", value: Bench.median(perTest), unit: "ms",
      summary: "sample app suite: wall time per test (\(scenarios.count) test bodies, in process)",
      target: "≤ 0.5 ms")
  ]
}

/// Bodies of typical tests from Tests/SampleAppTests, one per screen and behaviour.
@MainActor
private let sampleScenarios: [(name: String, body: @MainActor () async throws -> Void)] = [
  ("list shows notes", { _ = await launchForBench() }),
  (
    "sort A-Z",
    {
      let app = await launchForBench()
      try await app.notesList.sort(by: .title)
    }
  ),
  (
    "open a note and go back",
    {
      let app = await launchForBench()
      try await app.notesList.openNote(titled: "Groceries")
      try await app.notesList.navigation().back()
    }
  ),
  (
    "compose and save",
    {
      let app = await launchForBench()
      let compose = try await app.notesList.compose()
      await compose.titleField.type("Call mum")
      try await compose.save()
    }
  ),
  (
    "delete after confirming",
    {
      let app = await launchForBench()
      let detail = try await app.notesList.openNote(titled: "Ideas")
      try await detail.tapDelete()
      try await detail.answerConfirmation("Delete")
    }
  ),
  (
    "settings switch and stepper",
    {
      let app = await launchForBench()
      let settings = try await app.openSettingsTab()
      await settings.confirmDeletion.toggle()
      await settings.stepFontSize(.up, times: 2)
    }
  ),
  (
    "info popover",
    {
      let app = await launchForBench()
      let list = try app.notesList
      try await list.showInfo()
      await list.dismissPopover()
    }
  ),
  (
    "load failure and retry",
    {
      let server = NotesBackend.server()
      server.inject(.status(.serviceUnavailable), on: .get, "/notes", times: 1)
      let app = await launchForBench(server)
      let list = try app.notesList
      try await list.alert().tapAction("Retry")
      await list.finishAppWork()
    }
  ),
]

@MainActor
private func launchForBench(_ server: FakeServer = NotesBackend.server()) async -> NotesAppScreen {
  await NotesAppScreen.launch(AppCoordinator(environment: .inProcess(server)))
}
