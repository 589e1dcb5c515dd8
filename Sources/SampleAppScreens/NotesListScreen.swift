import IssueReporting
import SampleApp
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Notes tab as a user sees it: rows, the sort control, compose and info.
public final class NotesListScreen: ViewControllerObject<NotesListViewController> {
  private typealias ID = NotesListViewController.ID

  /// The titles in the rows, top to bottom.
  public var titles: [String] { (table()?.texts() ?? []).map { $0 ?? "" } }

  /// The status shown instead of rows ("Loading…", "No notes yet"), or `nil` when hidden.
  public var status: String? {
    // Read from the table's `backgroundView` rather than queried: UIKit puts that view behind the
    // rows, but HeadlessUIKit keeps it out of the view tree (see notes/REQUESTS-sample.md), so a
    // query can't see it there.
    guard let label = viewController.tableView.backgroundView as? UILabel, !label.isHidden else {
      return nil
    }
    return label.text
  }

  /// The title of the selected sort segment.
  public var sortTitle: String? {
    let control = one(UISegmentedControl.self, .identifier(ID.sort))
    return control.flatMap { $0.titleForSegment(at: $0.selectedSegmentIndex) }
  }

  /// Selects the sort segment for `order`.
  /// - Parameters:
  ///   - order: The order to sort by.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func sort(
    by order: NoteSortOrder, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await selectSegment(
      order.rawValue, in: .identifier(ID.sort), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Taps the row titled `title` and returns the detail screen pushed for it.
  /// - Parameters:
  ///   - title: The row's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func openNote(
    titled title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> NoteDetailScreen? {
    guard
      let row = row(titled: title, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return nil }
    await table()?.selectRow(row, fileID: fileID, filePath: filePath, line: line, column: column)
    return navigation()?.topObject(
      as: NoteDetailScreen.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps the row titled `title` like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - title: The row's title.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func openNote(
    titled title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> NoteDetailScreen? {
    guard
      let row = row(titled: title, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return nil }
    table()?.selectRow(row, fileID: fileID, filePath: filePath, line: line, column: column)
    return navigation()?.topObject(
      as: NoteDetailScreen.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps + and returns the compose screen presented for it.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func compose(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> ComposeNoteScreen? {
    await navigation()?.tapBarButton(
      .right, ID.compose, fileID: fileID, filePath: filePath, line: line, column: column)
    return composeScreen(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps + like the async form, spinning the main run loop (classic XCTest).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func compose(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ComposeNoteScreen? {
    navigation()?.tapBarButton(
      .right, ID.compose, fileID: fileID, filePath: filePath, line: line, column: column)
    return composeScreen(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Taps Info and returns the popover shown.
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  @discardableResult
  public func showInfo(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> InfoScreen? {
    await navigation()?.tapBarButton(
      .left, ID.info, fileID: fileID, filePath: filePath, line: line, column: column)
    return popoverObject(
      as: InfoScreen.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for the list's requests, then settles (after a reload or a retry).
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func waitUntilLoaded(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await finishAppWork(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func row(
    titled title: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Int? {
    guard let row = titles.firstIndex(of: title) else {
      reportIssue(
        "No note titled \"\(title)\" in the list; rows: \(titles)\n\n\(stage.dump())",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return nil
    }
    return row
  }

  private func composeScreen(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> ComposeNoteScreen? {
    let navigation = presentedObject(
      as: NavigationObject.self, fileID: fileID, filePath: filePath, line: line, column: column)
    return navigation?.topObject(
      as: ComposeNoteScreen.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
