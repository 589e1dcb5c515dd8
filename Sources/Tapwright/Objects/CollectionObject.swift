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

  /// The number of sections.
  public var numberOfSections: Int { collectionView.numberOfSections }

  /// The number of items in `section` (0 for a section that does not exist).
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  public func numberOfItems(inSection section: Int = 0) -> Int {
    (0..<collectionView.numberOfSections).contains(section)
      ? collectionView.numberOfItems(inSection: section) : 0
  }

  /// The cell of `item` in `section`, if it exists.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  /// - Returns: The cell, or `nil`.
  public func cell(at item: Int, inSection section: Int = 0) -> UICollectionViewCell? {
    guard (0..<numberOfItems(inSection: section)).contains(item) else { return nil }
    collectionView.layoutIfNeeded()
    return collectionView.cellForItem(at: IndexPath(item: item, section: section))
  }

  /// The text a user reads on the cell of `item`: its list configuration's texts, then the shown
  /// labels of its content view, joined by ", " (`nil` when it shows none).
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  /// - Returns: The text, or `nil`.
  public func text(at item: Int, inSection section: Int = 0) -> String? {
    guard let cell = cell(at: item, inSection: section) else { return nil }
    let list = cell.contentConfiguration as? UIListContentConfiguration
    let texts = ([list?.text, list?.secondaryText] + Self.labelTexts(in: cell.contentView))
      .compactMap { $0 }.filter { !$0.isEmpty }
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// The cells' texts (see ``text(at:inSection:)``) in `section`, in order.
  ///
  /// - Parameter section: The section.
  /// - Returns: The texts.
  public func texts(inSection section: Int = 0) -> [String?] {
    (0..<numberOfItems(inSection: section)).map { text(at: $0, inSection: section) }
  }

  /// The selected items' index paths, in order.
  public var selectedIndexPaths: [IndexPath] {
    (collectionView.indexPathsForSelectedItems ?? []).sorted()
  }

  private static func labelTexts(in view: UIView) -> [String?] {
    view.subviews.filter { !$0.isHidden }.flatMap { subview in
      [(subview as? UILabel)?.text] + labelTexts(in: subview)
    }
  }

  func performSelectItem(_ item: Int, _ section: Int, at location: CallSite) -> Bool {
    let sections = numberOfSections
    guard (0..<sections).contains(section) else {
      failTest(
        "Cannot select item \(item) in section \(section): the collection view has \(sections) "
          + "section\(sections == 1 ? "" : "s").",
        stage: screen.stage, at: location)
      return false
    }
    let items = numberOfItems(inSection: section)
    guard (0..<items).contains(item) else {
      failTest(
        "Cannot select item \(item) in section \(section): it has \(items) item"
          + "\(items == 1 ? "" : "s") (0..<\(items)).",
        stage: screen.stage, at: location)
      return false
    }
    guard collectionView.allowsSelection || collectionView.allowsMultipleSelection else {
      failTest(
        "Cannot select item \(item) in section \(section): the collection view does not allow "
          + "selection.",
        stage: screen.stage, at: location)
      return false
    }
    guard screen.userCanAct(on: collectionView, verb: "select an item of", at: location) else {
      return false
    }
    let indexPath = IndexPath(item: item, section: section)
    #if canImport(UIKit)
      Self.userSelectItem(indexPath, in: collectionView)
    #else
      let outcome = collectionView.userSelectItem(at: indexPath)
      guard outcome.wasDelivered else {
        failTest(
          "Cannot select item \(item) in section \(section): \(outcome).", stage: screen.stage,
          at: location)
        return false
      }
    #endif
    return true
  }

  #if canImport(UIKit)
    /// The delegate sequence of a user's tap on an item, as UIKit delivers it.
    private static func userSelectItem(_ indexPath: IndexPath, in collection: UICollectionView) {
      let delegate = collection.delegate
      if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false { return }
      delegate?.collectionView?(collection, didHighlightItemAt: indexPath)
      delegate?.collectionView?(collection, didUnhighlightItemAt: indexPath)
      let selected = collection.indexPathsForSelectedItems ?? []
      if collection.allowsMultipleSelection && selected.contains(indexPath) {
        if delegate?.collectionView?(collection, shouldDeselectItemAt: indexPath) == false {
          return
        }
        collection.deselectItem(at: indexPath, animated: false)
        delegate?.collectionView?(collection, didDeselectItemAt: indexPath)
        return
      }
      if delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) == false { return }
      if !collection.allowsMultipleSelection {
        for old in selected where old != indexPath {
          collection.deselectItem(at: old, animated: false)
          delegate?.collectionView?(collection, didDeselectItemAt: old)
        }
      }
      collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
      delegate?.collectionView?(collection, didSelectItemAt: indexPath)
    }
  #endif

  /// Selects an item like a user: highlight, should-select, deselect the old item, did-select.
  ///
  /// Fails at the caller's line when the item does not exist, the collection view does not allow
  /// selection, or a user could not reach it (hidden, off-window, not interactive).
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  ///   - callSite: Where the caller wrote the call.
  public func selectItem(
    _ item: Int,
    inSection section: Int = 0,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSelectItem(item, section, at: location) { await screen.stage.settle(at: location) }
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
