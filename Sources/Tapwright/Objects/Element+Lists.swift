import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

extension Element where View: UITableView {
  /// The number of rows in `section`; 0 when the table is not shown or has no such section. A
  /// question, it never fails.
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int = 0) -> Int {
    shownList?.count(inSection: section) ?? 0
  }

  /// Each row's title in `section` (its cell's first text, see ``TableObject/titles(inSection:)``);
  /// empty when the table is not shown. A question.
  /// - Parameter section: The section.
  /// - Returns: The titles.
  public func titles(inSection section: Int = 0) -> [String?] {
    shownList?.titles(inSection: section) ?? []
  }

  /// Each row's text in `section` (everything its cell shows, see
  /// ``TableObject/text(at:inSection:)``); empty when the table is not shown. A question.
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    shownList?.texts(inSection: section) ?? []
  }

  /// The selected rows, in order; empty when none is or the table is not shown. A question.
  public var selectedIndexPaths: [IndexPath] { shownList?.selectedIndexPaths ?? [] }

  /// Selects a row like a user (see ``TableObject/selectRow(_:inSection:at:)``), then settles; a
  /// missing table, a missing row or a refused tap fails at the caller's line.
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectRow(_ row: Int, inSection section: Int = 0, at callSite: CallSite = #callSite)
    async
  {
    await selectInList(row, section, at: callSite)
  }

  /// Waits until the rows of `section` have exactly these titles, in order; otherwise one failure
  /// at the caller's line with the titles last seen.
  /// - Parameters:
  ///   - titles: The expected titles.
  ///   - section: The section.
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether the rows came to show them.
  @discardableResult
  public func eventuallyShowsTitles(
    _ titles: [String], inSection section: Int = 0, timeout: Duration? = nil,
    at callSite: CallSite = #callSite
  ) async -> Bool {
    await waitForTitles(titles, section, "rows", timeout, callSite)
  }
}

extension Element where View: UICollectionView {
  /// The number of items in `section`; 0 when the collection view is not shown or has no such
  /// section. A question, it never fails.
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  public func numberOfItems(inSection section: Int = 0) -> Int {
    shownList?.count(inSection: section) ?? 0
  }

  /// Each item's title in `section` (its cell's first text); empty when the collection view is
  /// not shown. A question.
  /// - Parameter section: The section.
  /// - Returns: The titles.
  public func titles(inSection section: Int = 0) -> [String?] {
    shownList?.titles(inSection: section) ?? []
  }

  /// Each item's text in `section` (everything its cell shows, see
  /// ``CollectionObject/text(at:inSection:)``); empty when the collection view is not shown. A
  /// question.
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    shownList?.texts(inSection: section) ?? []
  }

  /// The selected items, in order; empty when none is or the collection view is not shown. A
  /// question.
  public var selectedIndexPaths: [IndexPath] { shownList?.selectedIndexPaths ?? [] }

  /// Selects an item like a user (see ``CollectionObject/selectItem(_:inSection:at:)``), then
  /// settles; a missing collection view, a missing item or a refused tap fails at the caller's
  /// line.
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectItem(
    _ item: Int, inSection section: Int = 0, at callSite: CallSite = #callSite
  ) async {
    await selectInList(item, section, at: callSite)
  }

  /// Waits until the items of `section` have exactly these titles, in order; otherwise one
  /// failure at the caller's line with the titles last seen.
  /// - Parameters:
  ///   - titles: The expected titles.
  ///   - section: The section.
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether the items came to show them.
  @discardableResult
  public func eventuallyShowsTitles(
    _ titles: [String], inSection section: Int = 0, timeout: Duration? = nil,
    at callSite: CallSite = #callSite
  ) async -> Bool {
    await waitForTitles(titles, section, "items", timeout, callSite)
  }
}

extension Element {
  /// The shown table or collection view as a list, or `nil`.
  fileprivate var shownList: ListCore? {
    switch shownView {
    case let table as UITableView: ListCore(.table(table), screen: screen)
    case let collection as UICollectionView: ListCore(.collection(collection), screen: screen)
    default: nil
    }
  }

  fileprivate func selectInList(_ index: Int, _ section: Int, at callSite: CallSite) async {
    // A missing list has been recorded at the caller's line; the test goes on, as after any
    // refused action.
    guard let view = try? view(at: callSite) else { return }
    let list: ListCore
    switch view {
    case let table as UITableView: list = ListCore(.table(table), screen: screen)
    case let collection as UICollectionView:
      list = ListCore(.collection(collection), screen: screen)
    default: return
    }
    await list.select(index, inSection: section, at: callSite)
  }

  fileprivate func waitForTitles(
    _ titles: [String], _ section: Int, _ noun: String, _ timeout: Duration?,
    _ callSite: CallSite
  ) async -> Bool {
    await check(
      .eventually, "the titles of the \(noun) in section \(section) of \(description)",
      { self.shownList?.titles(inSection: section).map { $0 ?? "(no text)" } ?? [] },
      .equal(to: titles), timeout, callSite
    ).passed
  }
}
