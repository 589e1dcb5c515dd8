import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A collection view as a user sees it: sections, items, cells, and selecting an item like a user.
@preconcurrency @MainActor
public final class CollectionObject {
  /// The collection view.
  public let collectionView: UICollectionView
  /// The screen the collection view is on.
  public let screen: AnyViewControllerObject

  init(collectionView: UICollectionView, screen: AnyViewControllerObject) {
    self.collectionView = collectionView
    self.screen = screen
  }

  var list: ListCore { ListCore(.collection(collectionView), screen: screen) }

  /// The number of sections.
  public var numberOfSections: Int { list.numberOfSections }

  /// The number of items in `section` (0 for a section that does not exist).
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  public func numberOfItems(inSection section: Int = 0) -> Int {
    list.count(inSection: section)
  }

  /// The cell of `item` in `section`, if it exists.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  /// - Returns: The cell, or `nil`.
  public func cell(at item: Int, inSection section: Int = 0) -> UICollectionViewCell? {
    list.cell(at: item, inSection: section) as? UICollectionViewCell
  }

  /// Everything a user reads on the cell of `item`, joined by ", " (`nil` when it shows none):
  /// its list content configuration's text and secondary text, otherwise its content view's
  /// shown labels, as a table's.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  /// - Returns: The text, or `nil`.
  public func text(at item: Int, inSection section: Int = 0) -> String? {
    list.text(at: item, inSection: section)
  }

  /// The cells' texts (see ``text(at:inSection:)``) in `section`, in order.
  ///
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    list.texts(inSection: section)
  }

  /// The cells' titles in `section`, in order: each cell's first text.
  ///
  /// - Parameter section: The section.
  /// - Returns: The titles.
  public func titles(inSection section: Int = 0) -> [String?] {
    list.titles(inSection: section)
  }

  /// The selected items' index paths, in order.
  public var selectedIndexPaths: [IndexPath] { list.selectedIndexPaths }

  /// Selects an item like a user: highlight, should-select, deselect the old item, did-select,
  /// its primary action; then settles.
  ///
  /// Fails at the caller's line when the item does not exist, the collection view does not allow
  /// selection, a user could not reach it (hidden, off-window, not interactive), or its delegate
  /// declined the tap.
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectItem(
    _ item: Int,
    inSection section: Int = 0,
    at callSite: CallSite = #callSite
  ) async {
    await list.select(item, inSection: section, at: callSite)
  }
}

extension AnyViewControllerObject {
  /// The one collection view matching `query` on this screen.
  ///
  /// When there is none, or more than one, the test fails at the caller's line with the screen's
  /// dump and stops (`TapwrightStop`).
  ///
  /// - Parameters:
  ///   - query: Which collection view; any by default (there must be exactly one).
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  public func collection(
    _ query: ViewQuery = .any, at callSite: CallSite = #callSite
  ) throws -> CollectionObject {
    CollectionObject(
      collectionView: try findOne(UICollectionView.self, query, at: callSite), screen: self)
  }
}
