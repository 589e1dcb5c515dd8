import IssueReporting
import Tapwright
import TapwrightSampleApp
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Notes tab as a user sees it: rows, the sort control, compose and info.
public final class NotesListScreen: ViewControllerObject<NotesListViewController> {
  private typealias ID = NotesListViewController.ID

  /// The notes' table.
  public var notes: Element<UITableView> { element(.any) }

  /// The titles in the rows, top to bottom.
  public var titles: [String] { notes.titles().map { $0 ?? "" } }

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
    get throws {
      let control = try one(UISegmentedControl.self, .identifier(ID.sort))
      return control.titleForSegment(at: control.selectedSegmentIndex)
    }
  }

  /// Selects the sort segment for `order`.
  /// - Parameters:
  ///   - order: The order to sort by.
  ///   - callSite: Where the caller wrote the call.
  public func sort(
    by order: NoteSortOrder, at callSite: CallSite = #callSite
  ) async {
    await selectSegment(
      order.rawValue, in: .identifier(ID.sort), at: callSite)
  }

  /// Taps the row titled `title` and returns the detail screen pushed for it.
  /// - Parameters:
  ///   - title: The row's title.
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func openNote(
    titled title: String, at callSite: CallSite = #callSite
  ) async throws -> NoteDetailScreen {
    try await reporting(at: callSite) {
      let titles = self.titles
      guard let row = titles.firstIndex(of: title) else {
        throw stop("No note titled \"\(title)\" in the list; rows: \(titles)")
      }
      await notes.selectRow(row)
      return try navigation().topObject(as: NoteDetailScreen.self)
    }
  }

  /// Taps + and returns the compose screen presented for it.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func compose(at callSite: CallSite = #callSite) async throws -> ComposeNoteScreen {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.right, ID.compose)
      return try presentedObject(as: NavigationObject.self).topObject(as: ComposeNoteScreen.self)
    }
  }

  /// Taps Info and returns the popover shown.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func showInfo(at callSite: CallSite = #callSite) async throws -> InfoScreen {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.left, ID.info)
      return try popoverObject(as: InfoScreen.self)
    }
  }
}
