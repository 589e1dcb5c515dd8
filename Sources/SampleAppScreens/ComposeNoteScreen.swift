import SampleApp
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The compose sheet as a user sees it: two fields, the validation message, Cancel and Save.
public final class ComposeNoteScreen: ViewControllerObject<ComposeNoteViewController> {
  private typealias ID = ComposeNoteViewController.ID

  /// The title typed so far.
  public var titleText: String? { textField(.identifier(ID.title))?.text }

  /// The body typed so far.
  public var bodyText: String? { textField(.identifier(ID.body))?.text }

  /// Whether the title field is the first responder (the keyboard types into it).
  public var isEditingTitle: Bool { textField(.identifier(ID.title))?.isFirstResponder ?? false }

  /// Whether the body field is the first responder.
  public var isEditingBody: Bool { textField(.identifier(ID.body))?.isFirstResponder ?? false }

  /// The validation message shown, or `nil` when the note can be saved.
  public var validationMessage: String? {
    label(.identifier(ID.validation).includingInvisible)?.text
  }

  /// Whether Save can be tapped.
  public var canSave: Bool { navigation()?.isBarButtonEnabled(.right, ID.save) ?? false }

  /// Types `text` into the title field like a user (one edit per character).
  /// - Parameters:
  ///   - text: The text to type.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func typeTitle(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await type(
      text, into: .identifier(ID.title), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Types into the title field like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - text: The text to type.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func typeTitle(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    type(
      text, into: .identifier(ID.title), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Types `text` into the body field like a user.
  /// - Parameters:
  ///   - text: The text to type.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func typeBody(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await type(
      text, into: .identifier(ID.body), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Clears the title field like a user.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func clearTitle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await clearText(
      in: .identifier(ID.title), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presses Return in the title field (the app moves on to the body field).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func pressReturnInTitle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await pressReturn(
      in: .identifier(ID.title), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps Save and waits for the request and what the app does with its answer.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func save(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await navigation()?.tapBarButton(
      .right, ID.save, fileID: fileID, filePath: filePath, line: line, column: column)
    await finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps Save like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func save(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    navigation()?.tapBarButton(
      .right, ID.save, fileID: fileID, filePath: filePath, line: line, column: column)
    finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps Cancel.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func cancel(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await navigation()?.tapBarButton(
      .left, ID.cancel, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
