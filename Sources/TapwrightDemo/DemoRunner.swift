import Foundation
import IssueReporting
import Tapwright
import TapwrightSampleAppScreens
import TapwrightSupport

/// Collects the issues reported while a step runs (the demo has no test runner to send them to).
final class IssueCollector: IssueReporter, @unchecked Sendable {
  // `@unchecked Sendable` over `lock`: `issues` is only touched while holding it.
  private let lock = NSLock()
  private var issues: [String] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = "\(fileID):\(line): \(message() ?? "Issue reported")"
    lock.withLock { issues.append(text) }
  }

  /// Removes and returns the issues collected so far.
  func drain() -> [String] {
    lock.withLock {
      defer { issues.removeAll() }
      return issues
    }
  }
}

/// A step that reported issues; the journey stops there.
struct StepFailed: Error {
  let journey: String
  let step: String
  let issues: [String]
}

/// Plays journeys step by step, printing each step and the screen it leaves, and times them.
@MainActor
final class DemoRunner {
  private let collector = IssueCollector()
  private(set) var journeyCount = 0
  private(set) var stepDurations: [Duration] = []
  private(set) var failure: StepFailed?
  private var currentJourney = ""
  private var stepNumber = 0
  private let clock = ContinuousClock()
  /// Where a picture of the screen after each step goes (`--pictures`); `nil` for none.
  private let picturesFolder: URL?

  /// Creates a runner.
  /// - Parameter picturesFolder: Where to write an SVG picture of the screen after each step.
  init(picturesFolder: URL? = nil) {
    self.picturesFolder = picturesFolder
  }

  /// Plays one journey in its own test scope and stage (as a test would), reporting its issues.
  func journey(_ name: String, _ body: (DemoRunner) async throws -> Void) async {
    guard failure == nil else { return }
    journeyCount += 1
    currentJourney = name
    stepNumber = 0
    print("\n=== Journey \(journeyCount): \(name)")
    do {
      try await withIssueReporters([collector]) {
        try await TestScope.withScope(named: name) {
          try await withStage(Stage(registry: NotesScreens.registry)) {
            try await body(self)
          }
        }
      }
      // Issues reported when the scope ended (leaked work, unexpected requests) fail the journey.
      let late = collector.drain()
      if !late.isEmpty {
        failure = StepFailed(journey: name, step: "end of journey", issues: late)
      }
    } catch let error as StepFailed {
      failure = error
    } catch {
      failure = StepFailed(journey: name, step: "step \(stepNumber)", issues: ["\(error)"])
    }
  }

  /// Runs one step: times it, prints it and the screen after it, and stops the journey on issues.
  /// - Parameters:
  ///   - title: What the user does, e.g. `Tap "Groceries"`.
  ///   - action: The step, through the app's screen objects; a lookup that stops ends the journey.
  /// - Returns: What `action` returns (the screen the step leads to).
  @discardableResult
  func step<R>(_ title: String, _ action: () async throws -> R) async throws -> R {
    stepNumber += 1
    let start = clock.now
    let result: R?
    do { result = try await action() } catch is TapwrightStop { result = nil }
    let duration = clock.now - start
    stepDurations.append(duration)
    print("\n--- Step \(stepNumber): \(title) (\(milliseconds(duration)))")
    print(indent(Stage.current?.dump() ?? "(no stage)"))
    if let picturesFolder, let stage = Stage.current {
      print("    picture: " + writePicture(of: stage, for: title, in: picturesFolder))
    }
    let issues = collector.drain()
    if !issues.isEmpty {
      throw StepFailed(
        journey: currentJourney, step: "step \(stepNumber): \(title)", issues: issues)
    }
    guard let result else {
      throw StepFailed(journey: currentJourney, step: "step \(stepNumber): \(title)", issues: [])
    }
    return result
  }

  /// Reports an issue unless `condition` holds (the demo's `#expect`).
  func check(
    _ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String,
    at callSite: CallSite = #callSite
  ) {
    let holds: Bool
    do { holds = try condition() } catch { return }  // a stopped lookup recorded its failure
    if !holds {
      reportIssue(
        message(), fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
        column: callSite.column)
    }
  }

  /// The summary: journeys, steps, total and per-step time.
  func summary(total: Duration) -> String {
    let sorted = stepDurations.sorted()
    let median = sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    let sum = stepDurations.reduce(Duration.zero, +)
    let mean = stepDurations.isEmpty ? .zero : sum / stepDurations.count
    return """
      journeys: \(journeyCount)\(failure == nil ? "" : " (stopped at a failure)")
      steps: \(stepDurations.count)
      total: \(milliseconds(total)) (steps: \(milliseconds(sum)))
      per step: mean \(milliseconds(mean)), median \(milliseconds(median)), max \(milliseconds(sorted.last ?? .zero))
      """
  }

  /// Writes the stage's picture as `01-02-sort-a-z.svg` (journey, step, title) in `folder`, and
  /// returns its path, or why it could not be written.
  private func writePicture(of stage: Stage, for title: String, in folder: URL) -> String {
    let slug = title.lowercased().replacingOccurrences(of: "+", with: "plus")
      .map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
      .split(separator: "-").joined(separator: "-")
    let name = String(format: "%02d-%02d-", journeyCount, stepNumber) + slug + ".svg"
    let file = folder.appendingPathComponent(name)
    do {
      try Data(stage.picture().svg.utf8).write(to: file)
      return file.path
    } catch {
      return "(not written: \(error))"
    }
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
  }
}

/// A duration as milliseconds with two decimals, e.g. `0.42 ms`.
func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let ms = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  return String(format: "%.2f ms", ms)
}
