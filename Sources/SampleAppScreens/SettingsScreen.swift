import SampleApp
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Settings tab as a user sees it: the confirmation switch and the text size stepper.
public final class SettingsScreen: ViewControllerObject<SettingsViewController> {
  private typealias ID = SettingsViewController.ID

  /// Whether "Confirm before deleting" is on.
  public var confirmsDeletion: Bool {
    one(UISwitch.self, .identifier(ID.confirmDeletion))?.isOn ?? false
  }

  /// The text size label, e.g. `Text size: 17 pt`.
  public var fontSizeText: String? { text(.identifier(ID.fontSizeLabel)) }

  /// Flips "Confirm before deleting" like a user.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func toggleConfirmDeletion(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await toggle(
      .identifier(ID.confirmDeletion), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Flips the switch like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func toggleConfirmDeletion(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    toggle(
      .identifier(ID.confirmDeletion), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Taps the stepper's + (`.up`) or − (`.down`) half `times` times.
  /// - Parameters:
  ///   - direction: Which half.
  ///   - times: How many taps.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func stepFontSize(
    _ direction: StepDirection, times: Int = 1, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    for _ in 0..<max(times, 0) {
      await step(
        .identifier(ID.fontSize), direction, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  /// Taps the stepper like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - direction: Which half.
  ///   - times: How many taps.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func stepFontSize(
    _ direction: StepDirection, times: Int = 1, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    for _ in 0..<max(times, 0) {
      step(
        .identifier(ID.fontSize), direction, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }
}
