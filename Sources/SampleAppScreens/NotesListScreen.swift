import IssueReporting
import SampleApp
import Tapwright
import TapwrightSupport

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
  ) async -> NoteDetailScreen? {
    guard
      let row = row(titled: title, at: callSite)
    else { return nil }
    await table()?.selectRow(row, at: callSite)
    return navigation()?.topObject(
      as: NoteDetailScreen.self, at: callSite)
  }

  /// Taps + and returns the compose screen presented for it.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func compose(
    at callSite: CallSite = #callSite
  ) async -> ComposeNoteScreen? {
    await navigation()?.tapBarButton(
      .right, ID.compose, at: callSite)
    return composeScreen(at: callSite)
  }

  /// Taps Info and returns the popover shown.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  @discardableResult
  public func showInfo(
    at callSite: CallSite = #callSite
  ) async -> InfoScreen? {
    await navigation()?.tapBarButton(
      .left, ID.info, at: callSite)
    return popoverObject(
      as: InfoScreen.self, at: callSite)
  }

  /// Waits for the list's requests, then settles (after a reload or a retry).
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func waitUntilLoaded(
    at callSite: CallSite = #callSite
  ) async {
    await finishAppWork(at: callSite)
  }

  private func row(
    titled title: String, at callSite: CallSite
  ) -> Int? {
    guard let row = titles.firstIndex(of: title) else {
      FailureRecorder(at: callSite).record(
        "No note titled \"\(title)\" in the list; rows: \(titles)\n\n\(stage.dump())")
      return nil
    }
    return row
  }

  private func composeScreen(
    at callSite: CallSite
  ) -> ComposeNoteScreen? {
    let navigation = presentedObject(
      as: NavigationObject.self, at: callSite)
    return navigation?.topObject(
      as: ComposeNoteScreen.self, at: callSite)
  }
}
