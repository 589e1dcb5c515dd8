import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A table or a collection view: the views whose ``Element`` reads rows or items.
///
/// Tapwright gives `UITableView` and `UICollectionView` this conformance; an element of either
/// reads each cell the same way (see ``TableObject/text(at:inSection:)``). Other views that
/// conform have no rows: their reads are empty.
@preconcurrency @MainActor
public protocol ListElementView: UIScrollView {}

extension UITableView: ListElementView {}
extension UICollectionView: ListElementView {}

extension Element where View: ListElementView {
  /// Each row's or item's title in `section` (its cell's first text); empty when the list is not
  /// shown. A question, it never fails.
  /// - Parameter section: The section.
  /// - Returns: The titles.
  public func titles(inSection section: Int = 0) -> [String?] {
    shownList?.titles(inSection: section) ?? []
  }

  /// Each row's or item's text in `section` (everything its cell shows, joined by ", "); empty
  /// when the list is not shown. A question.
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    shownList?.texts(inSection: section) ?? []
  }

  /// The selected rows or items, in order; empty when none is or the list is not shown. A
  /// question.
  public var selectedIndexPaths: [IndexPath] { shownList?.selectedIndexPaths ?? [] }

  /// Waits until the rows or items of `section` have exactly these titles, in order; otherwise
  /// one failure at the caller's line with the titles last seen.
  /// - Parameters:
  ///   - titles: The expected titles.
  ///   - section: The section.
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether the list came to show them.
  @discardableResult
  public func eventuallyShowsTitles(
    _ titles: [String], inSection section: Int = 0, timeout: Duration? = nil,
    at callSite: CallSite = #callSite
  ) async -> Bool {
    let noun = View.self is UITableView.Type ? "rows" : "items"
    return await check(
      .eventually, "the titles of the \(noun) in section \(section) of \(description)",
      { self.shownList?.titles(inSection: section).map { $0 ?? "(no text)" } ?? [] },
      .equal(to: titles), timeout, callSite
    ).passed
  }

  /// The shown table or collection view as a list, or `nil`.
  fileprivate var shownList: ListCore? {
    shownView.flatMap { ListCore(listOf: $0, screen: screen) }
  }

  /// A user's tap on `index` in `section`: a missing list fails at the caller's line (the test
  /// goes on, as after any refused action), else the list's own refusals.
  fileprivate func selectInList(_ index: Int, _ section: Int, at callSite: CallSite) async {
    // Only tables and collection views select, so the list always exists for a view found.
    guard let view = try? view(at: callSite), let list = ListCore(listOf: view, screen: screen)
    else { return }
    await list.select(index, inSection: section, at: callSite)
  }
}

extension Element where View: UITableView {
  /// The number of rows in `section`; 0 when the table is not shown or has no such section. A
  /// question, it never fails.
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int = 0) -> Int {
    shownList?.count(inSection: section) ?? 0
  }

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
}

extension Element where View: UICollectionView {
  /// The number of items in `section`; 0 when the collection view is not shown or has no such
  /// section. A question, it never fails.
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  public func numberOfItems(inSection section: Int = 0) -> Int {
    shownList?.count(inSection: section) ?? 0
  }

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
}
