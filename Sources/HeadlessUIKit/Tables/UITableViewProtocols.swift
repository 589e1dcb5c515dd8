#if !canImport(UIKit)
  import Foundation

  /// A table view's data source, as UIKit's; every optional requirement has UIKit's default.
  ///
  /// Calls go without `?` after the method name on Linux (Swift has no optional requirements).
  @preconcurrency @MainActor
  public protocol UITableViewDataSource: NSObjectProtocol {
    /// Asks for the number of rows in a section.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Asks for the cell of a row; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Asks for the number of sections; 1 by default.
    ///
    /// - Parameter tableView: The table view.
    func numberOfSections(in tableView: UITableView) -> Int
    /// Asks for a section's header title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Asks for a section's footer title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Asks whether a row can be edited; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Asks whether a row can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Asks for the section index titles; `nil` by default.
    ///
    /// - Parameter tableView: The table view.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// Asks which section an index title jumps to; the index by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The index title.
    ///   - index: The title's index.
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int
    /// Asks to commit a row's insertion or deletion; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: The edit.
    ///   - indexPath: The row.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath)
    /// Tells that the user moved a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  extension UITableViewDataSource {
    /// Asks for the number of sections; 1 by default.
    ///
    /// - Parameter tableView: The table view.
    public func numberOfSections(in tableView: UITableView) -> Int { optionalRequirementDefault(1) }
    /// Asks for a section's header title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    { optionalRequirementDefault(nil) }
    /// Asks for a section's footer title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    { optionalRequirementDefault(nil) }
    /// Asks whether a row can be edited; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      optionalRequirementDefault(true)
    }
    /// Asks whether a row can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      optionalRequirementDefault(false)
    }
    /// Asks for the section index titles; `nil` by default.
    ///
    /// - Parameter tableView: The table view.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      optionalRequirementDefault(nil)
    }
    /// Asks which section an index title jumps to; the index by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The index title.
    ///   - index: The title's index.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { optionalRequirementDefault(index) }
    /// Asks to commit a row's insertion or deletion; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: The edit.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Tells that the user moved a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) { optionalRequirementDefault() }
  }

  /// A table view's delegate, as UIKit's; every requirement it models has UIKit's default.
  ///
  /// Calls go without `?` after the method name on Linux (Swift has no optional requirements).
  @preconcurrency @MainActor
  public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Tells that a cell is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Tells that a cell stopped showing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)
    /// Tells that a header view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The header view.
    ///   - section: Its section.
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Tells that a footer view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The footer view.
    ///   - section: Its section.
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Asks for a row's height; the table's `rowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Asks for a header's height; the table's `sectionHeaderHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Asks for a footer's height; the table's `sectionFooterHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Asks for a row's estimated height; the table's `estimatedRowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    /// Asks for a section's header view; `nil` (a title header, if any) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Asks for a section's footer view; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Tells that the user tapped a row's detail button; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Asks whether a touched row highlights (and so can be selected); `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Tells that a row was highlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Tells that a row was unhighlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Asks which row a user's tap selects: `nil` cancels, another path redirects.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The tapped row.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Asks which row a user's action deselects: `nil` keeps it selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Tells that the user selected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Tells that a user's action deselected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Asks whether a row's primary action can be performed; `true` by default (it is not asked
    /// while the table is editing, when UIKit's default is `false`).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool
    /// Tells that the user triggered a row's primary action: a tap that selects a single row
    /// without extending an existing selection, after `didSelectRowAt`; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// Asks for a row's editing style; `.delete` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    /// Asks for the delete button's title; `nil` ("Delete") by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?
    /// Asks whether a row indents while editing; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    /// Tells that a row began editing (a swipe); nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// Tells that a row ended editing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Asks where a moved row goes; the proposed path by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - proposedDestinationIndexPath: Where the user drops it.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// Asks for a row's indentation level; 0 by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Asks for the actions of a swipe from the leading edge; `nil` (none) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Asks for the actions of a swipe from the trailing edge; `nil` (Delete when editable) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Asks for a row's swipe buttons, when it gives no trailing swipe configuration (deprecated
    /// in iOS 13); `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
  }

  extension UITableViewDelegate {
    /// Tells that a cell is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Tells that a cell stopped showing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Tells that a header view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The header view.
    ///   - section: Its section.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) { optionalRequirementDefault() }
    /// Tells that a footer view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The footer view.
    ///   - section: Its section.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) { optionalRequirementDefault() }
    /// Asks for a row's height; the table's `rowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    { optionalRequirementDefault(tableView.rowHeight) }
    /// Asks for a header's height; the table's `sectionHeaderHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    { optionalRequirementDefault(tableView.sectionHeaderHeight) }
    /// Asks for a footer's height; the table's `sectionFooterHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    { optionalRequirementDefault(tableView.sectionFooterHeight) }
    /// Asks for a row's estimated height; the table's `estimatedRowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    { optionalRequirementDefault(tableView.estimatedRowHeight) }
    /// Asks for a section's header view; `nil` (a title header, if any) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    { optionalRequirementDefault(nil) }
    /// Asks for a section's footer view; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    { optionalRequirementDefault(nil) }
    /// Tells that the user tapped a row's detail button; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Asks whether a touched row highlights (and so can be selected); `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    { optionalRequirementDefault(true) }
    /// Tells that a row was highlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      optionalRequirementDefault()
    }
    /// Tells that a row was unhighlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      optionalRequirementDefault()
    }
    /// Asks which row a user's tap selects: `nil` cancels, another path redirects.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The tapped row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    { optionalRequirementDefault(indexPath) }
    /// Asks which row a user's action deselects: `nil` keeps it selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    { optionalRequirementDefault(indexPath) }
    /// Tells that the user selected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      optionalRequirementDefault()
    }
    /// Tells that a user's action deselected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      optionalRequirementDefault()
    }
    /// UIKit's default: `true` (not asked while editing).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) { optionalRequirementDefault() }
    /// Asks for a row's editing style; `.delete` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    { optionalRequirementDefault(.delete) }
    /// Asks for the delete button's title; `nil` ("Delete") by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { optionalRequirementDefault(nil) }
    /// Asks whether a row indents while editing; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool { optionalRequirementDefault(true) }
    /// Tells that a row began editing (a swipe); nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      optionalRequirementDefault()
    }
    /// Tells that a row ended editing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      optionalRequirementDefault()
    }
    /// Asks where a moved row goes; the proposed path by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - proposedDestinationIndexPath: Where the user drops it.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { optionalRequirementDefault(proposedDestinationIndexPath) }
    /// Asks for a row's indentation level; 0 by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    { optionalRequirementDefault(0) }
    /// Asks for the actions of a swipe from the leading edge; `nil` (none) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { optionalRequirementDefault(nil) }
    /// Asks for the actions of a swipe from the trailing edge; `nil` (Delete when editable) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { optionalRequirementDefault(nil) }
    /// Asks for a row's swipe buttons; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    { optionalRequirementDefault(nil) }
  }
#endif
