#if !canImport(UIKit)
  import Foundation

  extension UICollectionView {
    /// What a user's tap on an item did, or why a user could not make it.
    @_spi(Testing)
    public enum UserSelectionOutcome: Equatable, Sendable, CustomStringConvertible {
      /// The item was selected (`didSelectItemAt` was called).
      case selected
      /// With multiple selection, the tap deselected the item (`didDeselectItemAt` was called).
      case deselected
      /// The tap reached the item but the delegate declined it (`shouldHighlightItemAt`,
      /// `shouldSelectItemAt` or `shouldDeselectItemAt` returned `false`).
      case declinedByDelegate
      /// Refused: the collection view is not in a window.
      case notInWindow
      /// Refused: the collection view or an ancestor is hidden, transparent or not interactive.
      case notReachable
      /// Refused: the collection view does not allow selection (in its current editing mode).
      case selectionNotAllowed
      /// Refused: no item has the index path.
      case noSuchItem

      /// Whether a user could make the tap (it was delivered), whatever the delegate did.
      public var wasDelivered: Bool {
        switch self {
        case .selected, .deselected, .declinedByDelegate: true
        case .notInWindow, .notReachable, .selectionNotAllowed, .noSuchItem: false
        }
      }

      /// A sentence saying what happened, for a test's failure message.
      public var description: String {
        switch self {
        case .selected: "the item was selected"
        case .deselected: "the item was deselected"
        case .declinedByDelegate: "the delegate declined the tap"
        case .notInWindow: "the collection view is not in a window"
        case .notReachable:
          "the collection view or an ancestor is hidden, transparent or not user-interactive"
        case .selectionNotAllowed: "the collection view does not allow selection"
        case .noSuchItem: "there is no such item"
        }
      }
    }

    /// Simulates the user tapping an item, delivered as UIKit delivers it.
    ///
    /// Refused (nothing called) when the collection view is not in a window, a user's touch
    /// cannot reach it (hidden, transparent, not interactive), selection is not allowed, or the
    /// item does not exist. Otherwise: `shouldHighlightItemAt` (false: nothing more) → the cell
    /// highlights, `didHighlightItemAt` → it unhighlights, `didUnhighlightItemAt` → with multiple
    /// selection, a selected item is deselected through `shouldDeselectItemAt` /
    /// `didDeselectItemAt`; else `shouldSelectItemAt` (false: nothing more) → without multiple
    /// selection the other selected items are deselected (`didDeselectItemAt`, not asked) → the
    /// item is selected → `didSelectItemAt` → `canPerformPrimaryActionForItemAt` /
    /// `performPrimaryActionForItemAt` (not while editing).
    /// - Parameter indexPath: The tapped item.
    /// - Returns: What the tap did, or why it was refused.
    @_spi(Testing)
    @discardableResult
    public func userSelectItem(at indexPath: IndexPath) -> UserSelectionOutcome {
      guard window != nil else { return .notInWindow }
      guard isReachableByUserTouch else { return .notReachable }
      guard userSelectionAllowed else { return .selectionNotAllowed }
      guard list.contains(indexPath) else { return .noSuchItem }
      if let delegate {
        guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else {
          return .declinedByDelegate
        }
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate.collectionView(self, didHighlightItemAt: indexPath)
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate.collectionView(self, didUnhighlightItemAt: indexPath)
      }
      if multipleSelectionActive && list.isSelected(indexPath) {
        if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: indexPath) {
          return .declinedByDelegate
        }
        list.setSelected(false, at: indexPath)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
        return .deselected
      }
      if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) {
        return .declinedByDelegate
      }
      if !multipleSelectionActive {
        for selected in indexPathsForSelectedItems ?? [] where selected != indexPath {
          list.setSelected(false, at: selected)
          delegate?.collectionView(self, didDeselectItemAt: selected)
        }
      }
      list.setSelected(true, at: indexPath)
      delegate?.collectionView(self, didSelectItemAt: indexPath)
      if !isEditing, let delegate,
        delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath)
      {
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
      }
      return .selected
    }
  }

  extension UICollectionViewCell {
    /// Simulates the user tapping this cell: ``UICollectionView/userSelectItem(at:)`` for its item.
    ///
    /// - Returns: What the tap did; ``UICollectionView/UserSelectionOutcome/noSuchItem`` when the
    ///   cell is not on show in a collection view.
    @_spi(Testing)
    @discardableResult
    public func userTap() -> UICollectionView.UserSelectionOutcome {
      var view = superview
      while let current = view {
        if let collection = current as? UICollectionView {
          guard let indexPath = collection.indexPath(for: self) else { return .noSuchItem }
          return collection.userSelectItem(at: indexPath)
        }
        view = current.superview
      }
      return .noSuchItem
    }
  }
#endif
