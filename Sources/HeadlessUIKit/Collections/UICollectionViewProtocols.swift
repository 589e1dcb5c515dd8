#if !canImport(UIKit)
  import Foundation

  /// A collection view's data source, as UIKit's; every optional requirement has UIKit's default.
  ///
  /// Calls go without `?` after the method name on Linux (Swift has no optional requirements).
  @preconcurrency @MainActor
  public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Asks for the number of items in a section.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    /// Asks for the cell of an item; dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    /// Asks for the number of sections; 1 by default.
    ///
    /// - Parameter collectionView: The collection view.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Asks for a supplementary view (a header or footer) the layout shows.
    ///
    /// The default means "not implemented": HeadlessUIKit then shows no view there.
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - indexPath: The supplementary view's index path.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Asks whether an item can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    /// Tells that the user moved an item; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
    /// Asks for the index titles; `nil` by default.
    ///
    /// - Parameter collectionView: The collection view.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
  }

  /// The view a data source's default `viewForSupplementaryElementOfKind` returns, meaning "the
  /// data source shows none" (UIKit's method is optional); the collection view shows nothing.
  final class AbsentSupplementaryView: UICollectionReusableView {}

  extension UICollectionViewDataSource {
    /// Asks for the number of sections; 1 by default.
    ///
    /// - Parameter collectionView: The collection view.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      optionalRequirementDefault(1)
    }
    /// Not implemented by the data source: no supplementary view is shown, as in UIKit.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: The supplementary view's index path.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      optionalRequirementDefault(AbsentSupplementaryView(frame: .zero))
    }
    /// Asks whether an item can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(false) }
    /// Tells that the user moved an item; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Asks for the index titles; `nil` by default.
    ///
    /// - Parameter collectionView: The collection view.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      optionalRequirementDefault(nil)
    }
  }

  /// A collection view's delegate, as UIKit's; every requirement has UIKit's default.
  @preconcurrency @MainActor
  public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Asks whether a touched item highlights; `true` by default (false: no selection either).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool
    /// Tells that an item was highlighted.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// Tells that an item's highlight was removed.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Asks whether the user may select an item; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    /// Asks whether the user may deselect an item; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool
    /// Tells that the user selected an item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Tells that the user deselected an item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Asks whether an item's primary action can be performed; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool
    /// Tells that the user triggered an item's primary action (a tap, after the selection).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Tells that a cell is about to show.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// Tells that a supplementary view is about to show.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath)
    /// Tells that a cell stopped showing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// Tells that a supplementary view stopped showing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath)
  }

  extension UICollectionViewDelegate {
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) { optionalRequirementDefault() }
  }

  /// A flow layout's delegate (the collection view's delegate), as UIKit's.
  ///
  /// Every requirement defaults to the flow layout's property, as UIKit does when the method is
  /// not implemented.
  @preconcurrency @MainActor
  public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// Asks for an item's size; the layout's `itemSize` by default (HeadlessUIKit: its non-zero
    /// `estimatedItemSize` when set, since cells don't size themselves).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// Asks for a section's insets; the layout's `sectionInset` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// Asks for the spacing between lines of a section; the layout's `minimumLineSpacing` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Asks for the spacing between items of a line; the layout's `minimumInteritemSpacing` by
    /// default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Asks for a section header's size; the layout's `headerReferenceSize` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// Asks for a section footer's size; the layout's `footerReferenceSize` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize
  }

  extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (or its non-zero `estimatedItemSize`).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - indexPath: The item.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.baseItemSize ?? .zero)
    }
    /// The flow layout's `sectionInset`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero)
    }
    /// The flow layout's `minimumLineSpacing`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0)
    }
    /// The flow layout's `minimumInteritemSpacing`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0)
    }
    /// The flow layout's `headerReferenceSize`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero)
    }
    /// The flow layout's `footerReferenceSize`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - collectionViewLayout: The layout.
    ///   - section: The section.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      optionalRequirementDefault(
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero)
    }
  }
#endif
