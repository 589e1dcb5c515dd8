import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A table view as a user sees it: sections, rows, cells, and selecting a row like a user.
@preconcurrency @MainActor
public final class TableObject {
  /// The table view.
  public let tableView: UITableView
  /// The screen the table is on.
  public let screen: AnyViewControllerObject

  init(tableView: UITableView, screen: AnyViewControllerObject) {
    self.tableView = tableView
    self.screen = screen
  }

  var list: ListCore { ListCore(.table(tableView), screen: screen) }

  /// The number of sections.
  public var numberOfSections: Int { list.numberOfSections }

  /// The number of rows in `section` (0 for a section that does not exist).
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int = 0) -> Int {
    list.count(inSection: section)
  }

  /// The cell at `row` in `section`, if it exists.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  /// - Returns: The cell, or `nil`.
  public func cell(at row: Int, inSection section: Int = 0) -> UITableViewCell? {
    list.cell(at: row, inSection: section) as? UITableViewCell
  }

  /// Everything a user reads on the cell of `row`, joined by ", " (`nil` when it shows none):
  /// its list content configuration's text and secondary text, otherwise its content view's
  /// shown labels (`textLabel`, `detailTextLabel` and the cell's own), as a collection view's.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  /// - Returns: The text, or `nil`.
  public func text(at row: Int, inSection section: Int = 0) -> String? {
    list.text(at: row, inSection: section)
  }

  /// The cells' texts (see ``text(at:inSection:)``) in `section`, in order.
  ///
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    list.texts(inSection: section)
  }

  /// The cells' titles in `section`, in order: each cell's first text (its configuration's
  /// text, or its first shown label — `textLabel` in the standard styles).
  ///
  /// - Parameter section: The section.
  /// - Returns: The titles.
  public func titles(inSection section: Int = 0) -> [String?] {
    list.titles(inSection: section)
  }

  /// The selected row's index path, if any.
  public var selectedIndexPath: IndexPath? { tableView.indexPathForSelectedRow }

  /// Selects a row like a user: will-select, deselect the old row, select, did-select, its segue;
  /// then settles.
  ///
  /// Fails at the caller's line when the row does not exist, the table does not allow
  /// selection, a user could not reach it (hidden, off-window, covered), or its delegate
  /// declined the tap.
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectRow(
    _ row: Int,
    inSection section: Int = 0,
    at callSite: CallSite = #callSite
  ) async {
    await list.select(row, inSection: section, at: callSite)
  }
}

extension AnyViewControllerObject {
  /// The one table view matching `query` on this screen; stops the test when there is not exactly one.
  ///
  /// - Parameters:
  ///   - query: Which table view; any by default (there must be exactly one).
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func table(
    _ query: ViewQuery = .any, at callSite: CallSite = #callSite
  ) throws -> TableObject {
    TableObject(tableView: try findOne(UITableView.self, query, at: callSite), screen: self)
  }
}
