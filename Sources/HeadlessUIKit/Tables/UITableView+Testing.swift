#if !canImport(UIKit)
  import Foundation

  extension UITableView {
    /// Simulates the user tapping a row, delivered as UIKit delivers it; returns whether the tap
    /// selected (or, with multiple selection, toggled) a row.
    ///
    /// `shouldHighlightRowAt` (false: nothing happens) → `didHighlightRowAt` →
    /// `didUnhighlightRowAt` → `willSelectRowAt` (nil cancels, another path redirects) → the old
    /// selection is deselected with `willDeselectRowAt` (nil keeps it) / `didDeselectRowAt`
    /// unless multiple selection is on → the row is selected →
    /// `selectionDidChangeNotification` → `didSelectRowAt` → `canPerformPrimaryActionForRowAt` /
    /// `performPrimaryActionForRowAt` (not while editing, nor when the tap extends a multiple
    /// selection) → a segue the cell triggers
    /// (``UITableViewCell/triggeredSegueIdentifier``), through `shouldPerformSegue`. With
    /// multiple selection a tap on a selected row deselects it (`willDeselectRowAt` /
    /// `didDeselectRowAt`). Returns `false` when the table ignores touches or selection is not
    /// allowed, or the row is out of range.
    /// - Parameter indexPath: The tapped row.
    @_spi(Testing)
    @discardableResult
    public func userSelectRow(at indexPath: IndexPath) -> Bool {
      guard isReachableByUserTouch, userSelectionAllowed, list.contains(indexPath) else {
        return false
      }
      if let delegate {
        guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return false }
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        delegate.tableView(self, didHighlightRowAt: indexPath)
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        delegate.tableView(self, didUnhighlightRowAt: indexPath)
      }
      if multipleSelectionActive && list.isSelected(indexPath) {
        return userDeselect(indexPath)
      }
      var target = indexPath
      if let delegate {
        guard let chosen = delegate.tableView(self, willSelectRowAt: indexPath),
          list.contains(chosen)
        else { return false }
        target = chosen
      }
      // A primary action is a tap that selects a single row, not one that extends a selection.
      let extendsSelection =
        multipleSelectionActive && !(indexPathsForSelectedRows ?? []).isEmpty
      if !multipleSelectionActive {
        for selected in indexPathsForSelectedRows ?? [] where selected != target {
          userDeselect(selected)
        }
      }
      list.setSelected(true, at: target)
      NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
      delegate?.tableView(self, didSelectRowAt: target)
      if !isEditing, !extendsSelection, let delegate,
        delegate.tableView(self, canPerformPrimaryActionForRowAt: target)
      {
        delegate.tableView(self, performPrimaryActionForRowAt: target)
      }
      if let cell = cellForRow(at: target), let identifier = cell.triggeredSegueIdentifier {
        cell.triggerDeclaredSegue(withIdentifier: identifier, sender: cell)
      }
      return true
    }

    /// Deselects a row as a user's action does: `willDeselectRowAt` (nil keeps it) → deselect →
    /// `didDeselectRowAt`.
    @discardableResult
    private func userDeselect(_ indexPath: IndexPath) -> Bool {
      var target = indexPath
      if let delegate {
        guard let chosen = delegate.tableView(self, willDeselectRowAt: indexPath) else {
          return false
        }
        target = chosen
      }
      list.setSelected(false, at: target)
      NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
      delegate?.tableView(self, didDeselectRowAt: target)
      return true
    }

    /// Simulates the user tapping a row's detail (info) button: `accessoryButtonTappedForRowWith`.
    ///
    /// Returns `false` when the table ignores touches, the row is out of range or its cell shows
    /// no detail button (`.detailButton` or `.detailDisclosureButton`).
    /// - Parameter indexPath: The row.
    @_spi(Testing)
    @discardableResult
    public func userTapAccessoryButton(forRowAt indexPath: IndexPath) -> Bool {
      guard isReachableByUserTouch, list.contains(indexPath), let cell = cellForRow(at: indexPath),
        cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton
      else { return false }
      delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
      return true
    }

    /// Simulates the user swiping a row and tapping one of its swipe actions, as UIKit delivers it.
    ///
    /// The trailing configuration (`trailingSwipeActionsConfigurationForRowAt`), then the leading
    /// one, is searched for an action with the title (without a trailing configuration, the
    /// `editActionsForRowAt` row actions too: their handler gets the row); `willBeginEditingRowAt` → the action's
    /// handler (with the cell as the view; its completion ends the swipe) →
    /// `didEndEditingRowAt` when the handler calls its completion. Returns `false` when the table
    /// ignores touches, the row is out of range or no swipe action has the title.
    /// - Parameters:
    ///   - title: The action's title.
    ///   - indexPath: The row.
    @_spi(Testing)
    @discardableResult
    public func userTapSwipeAction(titled title: String, forRowAt indexPath: IndexPath) -> Bool {
      guard isReachableByUserTouch, list.contains(indexPath), let delegate else { return false }
      let configurations = [
        delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
        delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
      ]
      guard
        let action = configurations.compactMap({ $0 }).flatMap(\.actions).first(where: {
          $0.title == title
        })
      else {
        // Without a trailing configuration, UIKit shows the row actions of iOS 8–12.
        guard configurations[0] == nil,
          let rowAction = delegate.tableView(self, editActionsForRowAt: indexPath)?.first(where: {
            $0.title == title
          })
        else { return false }
        delegate.tableView(self, willBeginEditingRowAt: indexPath)
        rowAction.handler(rowAction, indexPath)
        delegate.tableView(self, didEndEditingRowAt: indexPath)
        return true
      }
      delegate.tableView(self, willBeginEditingRowAt: indexPath)
      let view: UIView = cellForRow(at: indexPath) ?? self
      var ended = false
      action.handler(action, view) { [weak self] _ in
        guard let self, !ended else { return }
        ended = true
        self.delegate?.tableView(self, didEndEditingRowAt: indexPath)
      }
      return true
    }

    /// Simulates the user swiping a row and confirming Delete, as UIKit delivers it.
    ///
    /// `canEditRowAt` and `editingStyleForRowAt` (must be `.delete`) → `willBeginEditingRowAt` →
    /// the data source's `commit(.delete, forRowAt:)` → `didEndEditingRowAt`. Returns `false`
    /// when the table ignores touches, the row is out of range or cannot be deleted.
    /// - Parameter indexPath: The row.
    @_spi(Testing)
    @discardableResult
    public func userDeleteRow(at indexPath: IndexPath) -> Bool {
      guard isReachableByUserTouch, list.contains(indexPath), let dataSource,
        dataSource.tableView(self, canEditRowAt: indexPath),
        (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
      else { return false }
      delegate?.tableView(self, willBeginEditingRowAt: indexPath)
      dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
      delegate?.tableView(self, didEndEditingRowAt: indexPath)
      return true
    }
  }
#endif
#if !canImport(UIKit)
  import Foundation

  extension UITableViewCell {
    /// The table view that shows this cell, if any.
    var enclosingTableView: UITableView? {
      var view = superview
      while let current = view {
        if let table = current as? UITableView { return table }
        view = current.superview
      }
      return nil
    }

    /// Simulates the user tapping this cell: ``UITableView/userSelectRow(at:)`` for its row.
    ///
    /// Returns `false` when the cell is not on show in a table, or the table refuses the tap.
    @_spi(Testing)
    @discardableResult
    public func userTap() -> Bool {
      guard let table = enclosingTableView, let indexPath = table.indexPath(for: self) else {
        return false
      }
      return table.userSelectRow(at: indexPath)
    }
  }
#endif
