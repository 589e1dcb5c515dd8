import SampleApp
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One note as a user sees it, with its Delete button and the confirmation it asks for.
public final class NoteDetailScreen: ViewControllerObject<NoteDetailViewController> {
  private typealias ID = NoteDetailViewController.ID

  /// The title shown.
  public var noteTitle: String? { text(.identifier(ID.title)) }

  /// The text shown ("No text" for an empty note).
  public var noteBody: String? { text(.identifier(ID.body)) }

  /// Whether the Delete button can be tapped.
  public var canDelete: Bool { navigation()?.isBarButtonEnabled(.right, ID.delete) ?? false }

  /// Taps Delete (the trash button); the app asks for confirmation or deletes at once.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tapDelete(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await navigation()?.tapBarButton(
      .right, ID.delete, fileID: fileID, filePath: filePath, line: line, column: column)
    await finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps Delete like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tapDelete(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    navigation()?.tapBarButton(
      .right, ID.delete, fileID: fileID, filePath: filePath, line: line, column: column)
    finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers the confirmation alert with `answer` ("Delete" or "Cancel") and waits for the request.
  /// - Parameters:
  ///   - answer: The alert action's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func answerConfirmation(
    _ answer: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await alert(fileID: fileID, filePath: filePath, line: line, column: column)?.tapAction(
      answer, fileID: fileID, filePath: filePath, line: line, column: column)
    await finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers the confirmation like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - answer: The alert action's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func answerConfirmation(
    _ answer: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    alert(fileID: fileID, filePath: filePath, line: line, column: column)?.tapAction(
      answer, fileID: fileID, filePath: filePath, line: line, column: column)
    finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
