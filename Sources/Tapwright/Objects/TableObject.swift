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

  /// The number of sections.
  public var numberOfSections: Int { tableView.numberOfSections }

  /// The number of rows in `section` (0 for a section that does not exist).
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int = 0) -> Int {
    (0..<tableView.numberOfSections).contains(section)
      ? tableView.numberOfRows(inSection: section) : 0
  }

  /// The cell at `row` in `section`, if it exists.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  /// - Returns: The cell, or `nil`.
  public func cell(at row: Int, inSection section: Int = 0) -> UITableViewCell? {
    guard (0..<numberOfRows(inSection: section)).contains(row) else { return nil }
    return tableView.cellForRow(at: IndexPath(row: row, section: section))
  }

  /// The cells' texts (`textLabel`) in `section`, in order.
  ///
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    (0..<numberOfRows(inSection: section)).map { cell(at: $0, inSection: section)?.textLabel?.text }
  }

  /// The selected row's index path, if any.
  public var selectedIndexPath: IndexPath? { tableView.indexPathForSelectedRow }

  func performSelectRow(_ row: Int, _ section: Int, at location: CallSite) -> Bool {
    let sections = numberOfSections
    guard (0..<sections).contains(section) else {
      failTest(
        "Cannot select row \(row) in section \(section): the table has \(sections) "
          + "section\(sections == 1 ? "" : "s").",
        stage: screen.stage, at: location)
      return false
    }
    let rows = numberOfRows(inSection: section)
    guard (0..<rows).contains(row) else {
      failTest(
        "Cannot select row \(row) in section \(section): it has \(rows) row"
          + "\(rows == 1 ? "" : "s") (0..<\(rows)).",
        stage: screen.stage, at: location)
      return false
    }
    guard tableView.allowsSelection else {
      failTest(
        "Cannot select row \(row) in section \(section): the table does not allow selection.",
        stage: screen.stage, at: location)
      return false
    }
    guard screen.userCanAct(on: tableView, verb: "select a row of", at: location) else {
      return false
    }
    guard Host.userSelectRow(IndexPath(row: row, section: section), in: tableView) else {
      failTest(
        "Cannot select row \(row) in section \(section): the table view's delegate declined it "
          + "(tableView(_:shouldHighlightRowAt:) returned false or tableView(_:willSelectRowAt:) "
          + "returned nil).",
        stage: screen.stage, at: location)
      return false
    }
    return true
  }

  /// Selects a row like a user: will-select, deselect the old row, select, did-select, its segue.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectRow(
    _ row: Int,
    inSection section: Int = 0,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSelectRow(row, section, at: location) { await screen.stage.settle(at: location) }
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
