#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Settling by quiescence: run the UI until nothing it knows of is left to do.
///
/// At least one main-queue turn runs (so work the last action queued runs), then turns continue
/// while HeadlessUIKit has next-turn work queued, and each running timer of the stage's windows
/// (animation ends, delayed completions) is fired in virtual time, in due order, without waiting
/// for its deadline. Frozen timers (layer speed 0) are left alone. Tracked work is not waited for
/// (the test's scope does that at its end, and eventual checks include it).
@MainActor
enum Settler {
  static func settle(_ stage: Stage?, at location: SourceLocation) async {
    let quiescence = Quiescence(stage: stage, includesTrackedWork: false)
    let limit = WaitingDefaults.current.settleTurnLimit
    await Turns.mainQueueTurn()
    var turns = 1
    while true {
      switch quiescence.nextStep(deadline: nil) {
      case .quiet, .waitForTrackedWork:
        return
      case .turn:
        guard turns < limit else { return reportUnsettled(stage, limit, at: location) }
        await Turns.mainQueueTurn()
        turns += 1
      case .waitUntil(let time):
        await Turns.wait(until: time)
      }
    }
  }

  static func settleSpinning(_ stage: Stage?, at location: SourceLocation) {
    guard requireMainThread("settle", stage: stage, at: location) else { return }
    let quiescence = Quiescence(stage: stage, includesTrackedWork: false)
    let limit = WaitingDefaults.current.settleTurnLimit
    Turns.mainQueueTurnSpinning()
    var turns = 1
    while true {
      switch quiescence.nextStep(deadline: nil) {
      case .quiet, .waitForTrackedWork:
        return
      case .turn:
        guard turns < limit else { return reportUnsettled(stage, limit, at: location) }
        Turns.mainQueueTurnSpinning()
        turns += 1
      case .waitUntil(let time):
        Turns.waitSpinning(until: time)
      }
    }
  }

  private static func reportUnsettled(_ stage: Stage?, _ limit: Int, at location: SourceLocation) {
    fail(
      "The UI did not settle within \(limit) main-queue turns; still pending: "
        + Host.pendingSummary(in: stage?.windows ?? []) + ".",
      stage: stage, at: location)
  }
}

extension Stage {
  /// Runs the UI until it is quiet: queued work done, transitions finished, timers fired.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func settle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await Settler.settle(self, at: SourceLocation(fileID, filePath, line, column))
  }

  /// Settles like the async form, spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func settle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    Settler.settleSpinning(self, at: SourceLocation(fileID, filePath, line, column))
  }

  func settle(at location: SourceLocation) async {
    await Settler.settle(self, at: location)
  }

  func settleSpinning(at location: SourceLocation) {
    Settler.settleSpinning(self, at: location)
  }
}

/// Runs the current test's UI until it is quiet (see ``Stage/settle(fileID:filePath:line:column:)``).
///
/// Without a current stage, timers are waited for at their real deadlines instead of advanced.
/// - Parameters:
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
@preconcurrency @MainActor
public func settle(
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async {
  await Settler.settle(Stage.current, at: SourceLocation(fileID, filePath, line, column))
}

/// Settles like the async `settle()`, spinning the main run loop (classic XCTest).
///
/// - Parameters:
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
@preconcurrency @MainActor
public func settle(
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  Settler.settleSpinning(Stage.current, at: SourceLocation(fileID, filePath, line, column))
}
