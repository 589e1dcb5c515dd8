#if !canImport(UIKit)
  import Foundation

  /// A controller that manages a table view, as UIKit's: it is its table's data source and delegate.
  ///
  /// Every data source and delegate requirement is an open method with UIKit's default, so
  /// subclasses `override` them as with UIKit.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Whether the selection is cleared each time the table is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has a style.
    ///
    /// - Parameter style: The table's style.
    public init(style: UITableView.Style) {
      self.tableStyle = style
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table (HeadlessUIKit loads no nib).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.tableStyle = .plain
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has none, so its table is plain.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.tableStyle = .plain
      super.init(coder: coder)
    }

    /// The table's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
      get { tableView?.refreshControl }
      set { tableView?.refreshControl = newValue }
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
      get { view as? UITableView }
      set { view = newValue }
    }

    /// Makes a screen-sized table of the controller's style, with this controller as its data
    /// source and delegate.
    open override func loadView() {
      if loadInterfaceBuilderView() || loadNibView() { return }
      let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
      table.dataSource = self
      table.delegate = self
      view = table
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set, as UIKit.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
      for indexPath in table.indexPathsForSelectedRows ?? [] {
        table.deselectRow(at: indexPath, animated: animated)
      }
    }

    /// Sets the controller's and the table's editing state.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate.
    open override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source and delegate (UIKit's defaults)

    /// Asks for the number of rows in a section.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      staticSection(section, of: tableView)?.cells.count ?? 0
    }

    /// Asks for the cell of a row; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      if let cells = staticSection(indexPath.section, of: tableView)?.cells,
        cells.indices.contains(indexPath.row)
      {
        return cells[indexPath.row]
      }
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Asks for the number of sections; 1 by default (a static table's sections, from a
    /// storyboard).
    ///
    /// - Parameter tableView: The table view.
    open func numberOfSections(in tableView: UITableView) -> Int {
      tableView.staticSections?.count ?? 1
    }

    /// Asks for a section's header title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      staticSection(section, of: tableView)?.headerTitle
    }

    /// Asks for a section's footer title; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      staticSection(section, of: tableView)?.footerTitle
    }

    /// Asks whether a row can be edited; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    /// Asks whether a row can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      false
    }

    /// Asks for the section index titles; `nil` by default.
    ///
    /// - Parameter tableView: The table view.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Asks which section an index title jumps to; the index by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The index title.
    ///   - index: The title's index.
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }

    /// Asks to commit a row's insertion or deletion; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: The edit.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}

    /// Tells that the user moved a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    /// Tells that a cell is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    open func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Tells that a cell stopped showing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell.
    ///   - indexPath: Its row.
    open func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}

    /// Tells that a header view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The header view.
    ///   - section: Its section.
    open func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}

    /// Tells that a footer view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The footer view.
    ///   - section: Its section.
    open func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}

    /// Asks for a row's height; the table's `rowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      let heights = staticSection(indexPath.section, of: tableView)?.rowHeights ?? []
      return heights.indices.contains(indexPath.row)
        ? heights[indexPath.row] ?? tableView.rowHeight : tableView.rowHeight
    }

    /// A section of the storyboard's static content of the table (`dataMode="static"`), which
    /// these methods give by default, as UIKit's table view controller does.
    private func staticSection(_ section: Int, of tableView: UITableView) -> StaticTableSection? {
      guard let sections = tableView.staticSections, sections.indices.contains(section) else {
        return nil
      }
      return sections[section]
    }

    /// Asks for a header's height; the table's `sectionHeaderHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    { tableView.sectionHeaderHeight }

    /// Asks for a footer's height; the table's `sectionFooterHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    { tableView.sectionFooterHeight }

    /// Asks for a row's estimated height; the table's `estimatedRowHeight` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    { tableView.estimatedRowHeight }

    /// Asks for a section's header view; `nil` (a title header, if any) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      nil
    }

    /// Asks for a section's footer view; `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      nil
    }

    /// Tells that the user tapped a row's detail button; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}

    /// Asks whether a touched row highlights (and so can be selected); `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    { true }

    /// Tells that a row was highlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Tells that a row was unhighlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Asks which row a user's tap selects: `nil` cancels, another path redirects.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The tapped row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    { indexPath }

    /// Asks which row a user's action deselects: `nil` keeps it selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    { indexPath }

    /// Tells that the user selected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Tells that a user's action deselected a row; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Asks whether a row's primary action can be performed; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool { true }

    /// Tells that the user triggered a row's primary action; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {}

    /// Asks for a row's editing style; `.delete` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    { .delete }

    /// Asks for the delete button's title; `nil` ("Delete") by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// Asks whether a row indents while editing; `true` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool { true }

    /// Tells that a row began editing (a swipe); nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Tells that a row ended editing; nothing by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Asks where a moved row goes; the proposed path by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - proposedDestinationIndexPath: Where the user drops it.
    open func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// Asks for a row's indentation level; 0 by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    { 0 }

    /// Asks for the actions of a swipe from the leading edge; `nil` (none) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      nil
    }
    /// Asks for the actions of a swipe from the trailing edge; `nil` (Delete when editable) by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      nil
    }
    /// Asks for a row's swipe buttons (deprecated in iOS 13); `nil` by default.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      nil
    }
  }
#endif
