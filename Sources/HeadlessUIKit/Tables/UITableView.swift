#if !canImport(UIKit)
  import Foundation

  /// A view that shows rows in sections, as UIKit's.
  ///
  /// **Visible rows:** HeadlessUIKit treats every row as visible (it has no screen to scroll
  /// off): after `reloadData()` the cells of all rows are requested at the next layout pass, or at
  /// once when `cellForRow(at:)`, `visibleCells` or `indexPathsForVisibleRows` is read. Cells
  /// that leave (reload, deletion) go to the reuse queue, and `dequeueReusableCell` reuses them
  /// after `prepareForReuse()`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITableView: UIScrollView {
    /// A table's look, as UIKit's.
    public enum Style: Int, Sendable {
      /// Plain rows with floating headers.
      case plain = 0
      /// Grouped sections.
      case grouped = 1
      /// Grouped sections with rounded corners, inset.
      case insetGrouped = 2
    }

    /// Where a row ends up after scrolling to it, as UIKit's.
    public enum ScrollPosition: Int, Sendable {
      /// Scrolls as little as possible.
      case none = 0
      /// At the top.
      case top = 1
      /// In the middle.
      case middle = 2
      /// At the bottom.
      case bottom = 3
    }

    /// How inserted, deleted or reloaded rows animate, as UIKit's.
    public enum RowAnimation: Int, Sendable {
      /// Fades.
      case fade = 0
      /// Slides from or to the right.
      case right = 1
      /// Slides from or to the left.
      case left = 2
      /// Slides from or to the top.
      case top = 3
      /// Slides from or to the bottom.
      case bottom = 4
      /// No animation.
      case none = 5
      /// Keeps the middle in place.
      case middle = 6
      /// The system's choice.
      case automatic = 100
    }

    /// The separator's look, as UIKit's.
    public enum SeparatorStyle: Int, Sendable {
      /// None.
      case none = 0
      /// A single line.
      case singleLine = 1
    }

    /// The value meaning "use the content's height", as UIKit's.
    public static let automaticDimension: CGFloat = -1

    /// Posted (object: the table view) when a user's tap changes the selection.
    public static let selectionDidChangeNotification = Notification.Name(
      "UITableViewSelectionDidChangeNotification")

    /// UIKit's duration of row insertion, deletion and reload animations, in seconds.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// The table's style.
    public let style: Style

    /// The data source.
    open weak var dataSource: (any UITableViewDataSource)? {
      didSet { invalidateData() }
    }

    /// The object asked to load rows' data ahead; HeadlessUIKit never asks (it loads every row).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether prefetching is on.
    open var isPrefetchingEnabled = true

    /// The delegate; it also hears about scrolling.
    open weak var delegate: (any UITableViewDelegate)? {
      didSet { setNeedsLayout() }
    }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }

    /// The row height; `automaticDimension` (44 points in HeadlessUIKit) by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
      didSet { setNeedsLayout() }
    }

    /// The estimated row height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The section header height; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The section footer height; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The view above the rows.
    open var tableHeaderView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let tableHeaderView { addSubview(tableHeaderView) }
        setNeedsLayout()
      }
    }

    /// The view below the rows.
    open var tableFooterView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let tableFooterView { addSubview(tableFooterView) }
        setNeedsLayout()
      }
    }

    /// The background view; stored only.
    open var backgroundView: UIView?

    /// Whether the user can select rows; `true` by default (selection in code still works).
    open var allowsSelection = true

    /// Whether the user can select several rows; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether the user can select rows while editing; `false` by default.
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// The separator's style.
    open var separatorStyle = SeparatorStyle.singleLine

    /// The separator's colour.
    open var separatorColor: UIColor?

    /// The separator's insets.
    open var separatorInset = UIEdgeInsets.zero

    /// Whether the table is editing.
    open private(set) var isEditingRows = false

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
      get { isEditingRows }
      set { setEditing(newValue, animated: false) }
    }

    // MARK: State

    /// The rows per section, as last read from the data source; `nil` until read.
    private var sectionCounts: [Int]?
    /// The cells on show, by index path.
    private var cells: [IndexPath: UITableViewCell] = [:]
    /// Whether every cell must be requested again (after `reloadData()`).
    private var cellsInvalid = true
    /// Whether cells were ever requested (updates then request new cells at once).
    private var hasMaterializedCells = false
    private var isUpdatingCells = false
    private var reuseQueues: [String: [UITableViewCell]] = [:]
    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    private var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]
    private var headersInvalid = true
    private var selectedRows: [IndexPath] = []
    private var batch: TableBatch?
    private var batchDepth = 0
    private var batchAnimated = false

    // MARK: Initialisers

    /// Creates a table view with a frame and a style.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - style: The style.
    public init(frame: CGRect, style: Style) {
      self.style = style
      super.init(frame: frame)
    }

    /// Creates a plain table view with a frame.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
      self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive; HeadlessUIKit has none, so it is a plain table.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      switch coder.interfaceBuilderElement?["style"] {
      case "grouped": self.style = .grouped
      case "insetGrouped": self.style = .insetGrouped
      default: self.style = .plain
      }
      super.init(coder: coder)
    }

    /// Cells a storyboard's prototypes make, by reuse identifier.
    var prototypeFactories: [String: @MainActor () -> UITableViewCell] = [:]

    // MARK: Data

    /// Forgets the data and the cells and the selection; they are requested again at the next
    /// layout pass or access.
    open func reloadData() {
      invalidateData()
    }

    private func invalidateData() {
      sectionCounts = nil
      cellsInvalid = true
      headersInvalid = true
      selectedRows.removeAll()
      setNeedsLayout()
    }

    /// The number of sections, read from the data source if needed.
    open var numberOfSections: Int {
      loadCountsIfNeeded().count
    }

    /// The number of rows in a section (0 out of range), read from the data source if needed.
    ///
    /// - Parameter section: The section.
    open func numberOfRows(inSection section: Int) -> Int {
      let counts = loadCountsIfNeeded()
      return counts.indices.contains(section) ? counts[section] : 0
    }

    @discardableResult
    private func loadCountsIfNeeded() -> [Int] {
      if let sectionCounts { return sectionCounts }
      let counts = readCounts()
      sectionCounts = counts
      return counts
    }

    private func readCounts() -> [Int] {
      guard let dataSource else { return [] }
      let sections = max(0, dataSource.numberOfSections(in: self))
      return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
      guard indexPath.count == 2 else { return false }
      let counts = loadCountsIfNeeded()
      return counts.indices.contains(indexPath.section) && indexPath.row >= 0
        && indexPath.row < counts[indexPath.section]
    }

    /// Every index path of the current data, in order.
    private var allIndexPaths: [IndexPath] {
      loadCountsIfNeeded().enumerated().flatMap { section, rows in
        (0..<rows).map { IndexPath(row: $0, section: section) }
      }
    }

    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier; `nil` removes the registration.
    ///
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      registeredClasses[identifier] = cellClass.flatMap { $0 as? UITableViewCell.Type }
    }

    /// A reusable cell for an identifier: a queued one (after `prepareForReuse()`), a new one of
    /// the registered class, or `nil` when nothing is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      if var queue = reuseQueues[identifier], !queue.isEmpty {
        let cell = queue.removeLast()
        reuseQueues[identifier] = queue
        cell.prepareForReuse()
        return cell
      }
      if let prototype = prototypeFactories[identifier] { return prototype() }
      guard let cellClass = registeredClasses[identifier] else { return nil }
      return cellClass.init(headlessReuseIdentifier: identifier)
    }

    /// A reusable cell for an identifier, which must be registered.
    ///
    /// An unregistered identifier reports UIKit's exception ("unable to dequeue a cell with
    /// identifier …") and returns a plain cell, so the test goes on.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      -> UITableViewCell
    {
      if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
      reportUIKitException(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Cells

    /// The cell of a row (every row is visible in HeadlessUIKit), or `nil` out of range.
    ///
    /// - Parameter indexPath: The row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
      updateCellsIfNeeded()
      return cells[indexPath]
    }

    /// The cells on show: every row's, in index path order.
    open var visibleCells: [UITableViewCell] {
      updateCellsIfNeeded()
      return cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The index paths of the rows on show: every row's, in order (`nil` for none).
    open var indexPathsForVisibleRows: [IndexPath]? {
      updateCellsIfNeeded()
      let paths = cells.keys.sorted()
      return paths
    }

    /// The index path of a cell on show, or `nil`.
    ///
    /// - Parameter cell: The cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
      cells.first { $0.value === cell }?.key
    }

    /// The index path of the row at a point in the table's content, or `nil`.
    ///
    /// - Parameter point: The point.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
      updateCellsIfNeeded()
      return cells.first { $0.value.frame.contains(point) }?.key
    }

    /// The rectangle of a row in the table's content (zero out of range).
    ///
    /// - Parameter indexPath: The row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      updateCellsIfNeeded()
      return cells[indexPath]?.frame ?? .zero
    }

    /// Lays the cells out, requesting them from the data source first if needed.
    open override func layoutSubviews() {
      super.layoutSubviews()
      updateCellsIfNeeded()
      layoutRows()
    }

    private func updateCellsIfNeeded() {
      guard !isUpdatingCells, dataSource != nil || !cells.isEmpty else { return }
      isUpdatingCells = true
      defer { isUpdatingCells = false }
      if cellsInvalid {
        cellsInvalid = false
        for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
          retire(cell, at: indexPath)
        }
        cells.removeAll()
      }
      guard let dataSource else { return }
      hasMaterializedCells = true
      var added = false
      for indexPath in allIndexPaths where cells[indexPath] == nil {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cells[indexPath] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        if cell.superview !== self { addSubview(cell) }
        added = true
      }
      if headersInvalid {
        headersInvalid = false
        rebuildHeadersAndFooters()
        added = true
      }
      if added { layoutRows() }
    }

    private func rebuildHeadersAndFooters() {
      for view in Array(headerViews.values) + Array(footerViews.values) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView,
          let identifier = reusable.reuseIdentifier
        {
          headerFooterQueues[identifier, default: []].append(reusable)
        }
      }
      headerViews.removeAll()
      footerViews.removeAll()
      guard let dataSource else { return }
      for section in loadCountsIfNeeded().indices {
        let header =
          delegate?.tableView(self, viewForHeaderInSection: section)
          ?? dataSource.tableView(self, titleForHeaderInSection: section).map(titleView)
        if let header {
          headerViews[section] = header
          addSubview(header)
          delegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
        }
        let footer =
          delegate?.tableView(self, viewForFooterInSection: section)
          ?? dataSource.tableView(self, titleForFooterInSection: section).map(titleView)
        if let footer {
          footerViews[section] = footer
          addSubview(footer)
          delegate?.tableView(self, willDisplayFooterView: footer, forSection: section)
        }
      }
    }

    private func titleView(_ title: String) -> UIView {
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      view.textLabel?.text = title
      return view
    }

    /// The header view of a section on show, or `nil`.
    ///
    /// - Parameter section: The section.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      updateCellsIfNeeded()
      return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section on show, or `nil`.
    ///
    /// - Parameter section: The section.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      updateCellsIfNeeded()
      return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Registers a header or footer view class for a reuse identifier; `nil` removes it.
    ///
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
      registeredHeaderFooterClasses[identifier] = aClass.flatMap {
        $0 as? UITableViewHeaderFooterView.Type
      }
    }

    /// A reusable header or footer view: a queued one (after `prepareForReuse()`), a new one of
    /// the registered class, or `nil` when nothing is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
      -> UITableViewHeaderFooterView?
    {
      if var queue = headerFooterQueues[identifier], !queue.isEmpty {
        let view = queue.removeLast()
        headerFooterQueues[identifier] = queue
        view.prepareForReuse()
        return view
      }
      return registeredHeaderFooterClasses[identifier]?.init(headlessReuseIdentifier: identifier)
    }

    private func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
      cell.removeFromSuperview()
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      if cell.isSelected { cell.setSelected(false, animated: false) }
      if let identifier = cell.reuseIdentifier {
        reuseQueues[identifier, default: []].append(cell)
      }
    }

    private func height(forRowAt indexPath: IndexPath) -> CGFloat {
      let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
      return height >= 0 ? height : 44
    }

    private func layoutRows() {
      var y = tableHeaderView?.frame.height ?? 0
      tableHeaderView?.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: tableHeaderView?.frame.height ?? 0)
      for (section, rows) in (sectionCounts ?? []).enumerated() {
        if let header = headerViews[section] {
          let proposed = delegate?.tableView(self, heightForHeaderInSection: section) ?? -1
          let height = proposed >= 0 ? proposed : 28
          header.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
          y += height
        }
        defer {
          if let footer = footerViews[section] {
            let proposed = delegate?.tableView(self, heightForFooterInSection: section) ?? -1
            let height = proposed >= 0 ? proposed : 28
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
          }
        }
        for row in 0..<rows {
          let indexPath = IndexPath(row: row, section: section)
          let height = height(forRowAt: indexPath)
          cells[indexPath]?.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
          y += height
        }
      }
      if let tableFooterView {
        tableFooterView.frame = CGRect(
          x: 0, y: y, width: bounds.width, height: tableFooterView.frame.height)
        y += tableFooterView.frame.height
      }
      contentSize = CGSize(width: bounds.width, height: y)
    }

    // MARK: Selection

    /// The selected row (the first one in order when several are), or `nil`.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
      selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects a row in code: calls no delegate method and posts no notification, as UIKit.
    ///
    /// Without multiple selection the previous selection is cleared; `nil` clears it. Rows out of
    /// range are ignored.
    /// - Parameters:
    ///   - indexPath: The row, or `nil` to clear the selection.
    ///   - animated: Whether to animate, ignored.
    ///   - scrollPosition: Where to scroll the row; HeadlessUIKit shows every row.
    open func selectRow(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
      guard let indexPath else {
        for selected in selectedRows { setSelectedState(false, at: selected) }
        return
      }
      guard isValid(indexPath) else { return }
      if !multipleSelectionActive {
        for selected in selectedRows where selected != indexPath {
          setSelectedState(false, at: selected)
        }
      }
      setSelectedState(true, at: indexPath)
    }

    /// Deselects a row in code: calls no delegate method, as UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate, ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
      setSelectedState(false, at: indexPath)
    }

    var multipleSelectionActive: Bool {
      isEditingRows ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var userSelectionAllowed: Bool {
      isEditingRows
        ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
        : allowsSelection || allowsMultipleSelection
    }

    func isRowSelected(_ indexPath: IndexPath) -> Bool { selectedRows.contains(indexPath) }

    func setSelectedState(_ selected: Bool, at indexPath: IndexPath) {
      if selected {
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
      } else {
        selectedRows.removeAll { $0 == indexPath }
      }
      if let cell = cells[indexPath], cell.isSelected != selected {
        cell.setSelected(selected, animated: false)
      }
    }

    /// Index paths valid in the current data, for the testing SPI.
    func isValidRow(_ indexPath: IndexPath) -> Bool { isValid(indexPath) }

    // MARK: Scrolling

    /// Scrolls so that a row shows at a position.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where it ends up.
    ///   - animated: Whether to animate.
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      let rect = rectForRow(at: indexPath)
      guard rect != .zero else { return }
      scrollRectToVisible(rect, animated: animated)
    }

    // MARK: Editing

    /// Sets editing mode (and the cells').
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate, ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
      isEditingRows = editing
      for cell in cells.values { cell.setEditing(editing, animated: animated) }
    }

    // MARK: Updates

    /// Inserts rows; the data source must already include them.
    ///
    /// - Parameters:
    ///   - indexPaths: The new rows' index paths (after the update).
    ///   - animation: The animation.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      record(animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows; the data source must already exclude them.
    ///
    /// - Parameters:
    ///   - indexPaths: The deleted rows' index paths (before the update).
    ///   - animation: The animation.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      record(animation) { $0.deletedRows += indexPaths }
    }

    /// Reloads rows: their cells are requested again.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows' index paths (before the update).
    ///   - animation: The animation.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      record(animation) { $0.reloadedRows += indexPaths }
    }

    /// Moves a row; its cell moves with it.
    ///
    /// - Parameters:
    ///   - indexPath: Where the row was (before the update).
    ///   - newIndexPath: Where it goes (after the update).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections; the data source must already include them.
    ///
    /// - Parameters:
    ///   - sections: The new sections' indexes (after the update).
    ///   - animation: The animation.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      record(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections; the data source must already exclude them.
    ///
    /// - Parameters:
    ///   - sections: The deleted sections' indexes (before the update).
    ///   - animation: The animation.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      record(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their cells are requested again.
    ///
    /// - Parameters:
    ///   - sections: The sections' indexes (before the update).
    ///   - animation: The animation.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Groups updates so they apply together, checked against the data source at the end.
    ///
    /// - Parameters:
    ///   - updates: The insertions, deletions, reloads and moves.
    ///   - completion: Called with `true` after the update's animation (on a later turn).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      beginUpdates()
      updates?()
      let animated = batchAnimated
      endUpdates()
      runTransition(
        in: window, animated: animated, duration: Self.updateAnimationDuration,
        label: "table updates"
      ) { completion?(true) }
    }

    /// Starts a group of updates that apply together at `endUpdates()`.
    open func beginUpdates() {
      if batchDepth == 0 {
        batch = TableBatch()
        batchAnimated = false
      }
      batchDepth += 1
    }

    /// Ends a group of updates: checks them against the data source and applies them.
    open func endUpdates() {
      guard batchDepth > 0 else { return }
      batchDepth -= 1
      guard batchDepth == 0, let pending = batch else { return }
      batch = nil
      apply(pending)
    }

    private func record(_ animation: RowAnimation, _ change: (inout TableBatch) -> Void) {
      beginUpdates()
      if animation != .none { batchAnimated = true }
      if var pending = batch {
        change(&pending)
        batch = pending
      }
      endUpdates()
    }

    private func apply(_ update: TableBatch) {
      guard let oldCounts = sectionCounts else {
        // Never read: nothing on show to update, the data is read fresh.
        invalidateData()
        return
      }
      let newCounts = readCounts()
      switch update.plan(oldCounts: oldCounts, newCounts: newCounts) {
      case .failure(let message):
        reportUIKitException(message.message)
        sectionCounts = newCounts
        cellsInvalid = true
        headersInvalid = true
        selectedRows.removeAll()
        if hasMaterializedCells { updateCellsIfNeeded() }
        setNeedsLayout()
      case .success(let mapping):
        sectionCounts = newCounts
        var newCells: [IndexPath: UITableViewCell] = [:]
        var newSelection: [IndexPath] = []
        for (newPath, oldPath) in mapping {
          if let oldPath, let cell = cells.removeValue(forKey: oldPath) {
            newCells[newPath] = cell
          }
        }
        for oldPath in selectedRows {
          if let newPath = mapping.first(where: { $0.value == oldPath })?.key {
            newSelection.append(newPath)
          }
        }
        // Reloaded rows keep their place but get a fresh cell.
        for (newPath, oldPath) in mapping where oldPath.map(update.reloads(oldPath:)) ?? false {
          if let cell = newCells.removeValue(forKey: newPath), let oldPath {
            cells[oldPath] = cell
          }
        }
        for (oldPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
          retire(cell, at: oldPath)
        }
        cells = newCells
        selectedRows = newSelection
        headersInvalid = true
        if hasMaterializedCells { updateCellsIfNeeded() }
        setNeedsLayout()
      }
    }
  }

  /// The updates of one batch, and how they map old rows to new ones.
  struct TableBatch {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    func reloads(oldPath: IndexPath) -> Bool {
      reloadedRows.contains(oldPath) || reloadedSections.contains(oldPath.section)
    }

    /// For every new index path, the old one it came from (`nil` for a new row), or UIKit's
    /// message when the updates don't match the data source.
    func plan(
      oldCounts: [Int], newCounts: [Int], wording: UpdateWording = .table
    ) -> Result<[IndexPath: IndexPath?], PlanError> {
      let noun = wording.item
      let nouns = wording.items
      let viewName = wording.view
      let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
      guard newCounts.count == expectedSections else {
        return .failure(
          PlanError(
            "Invalid update: invalid number of sections. The number of sections contained in the "
              + "\(viewName) after the update (\(newCounts.count)) must be equal to the number of "
              + "sections contained in the \(viewName) before the update (\(oldCounts.count)), plus "
              + "or minus the number of sections inserted or deleted (\(insertedSections.count) "
              + "inserted, \(deletedSections.count) deleted)."))
      }
      for section in deletedSections.union(reloadedSections) where section >= oldCounts.count {
        return .failure(
          PlanError(
            "attempt to delete section \(section), but there are only \(oldCounts.count) sections "
              + "before the update"))
      }
      for section in insertedSections where section >= newCounts.count {
        return .failure(
          PlanError(
            "attempt to insert section \(section) but there are only \(newCounts.count) sections "
              + "after the update"))
      }
      for path in deletedRows + reloadedRows + movedRows.map(\.from) {
        guard oldCounts.indices.contains(path.section), path.row >= 0,
          path.row < oldCounts[path.section]
        else {
          let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
          return .failure(
            PlanError(
              "attempt to delete \(noun) \(path.row) from section \(path.section) which only "
                + "contains \(rows) \(nouns) before the update"))
        }
      }
      for path in insertedRows + movedRows.map(\.to) {
        guard newCounts.indices.contains(path.section), path.row >= 0,
          path.row < newCounts[path.section]
        else {
          let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
          return .failure(
            PlanError(
              "attempt to insert \(noun) \(path.row) into section \(path.section), but there are "
                + "only \(rows) \(nouns) in section \(path.section) after the update"))
        }
      }
      // Old sections that survive, in order, and where they land among the new sections.
      var newSectionOrigins: [Int?] = (0..<oldCounts.count)
        .filter { !deletedSections.contains($0) }
        .map { Optional($0) }
      for section in insertedSections.sorted() {
        newSectionOrigins.insert(nil, at: min(section, newSectionOrigins.count))
      }
      guard newSectionOrigins.count == newCounts.count else {
        return .failure(
          PlanError(
            "Invalid update: invalid number of sections. The number of sections contained in the "
              + "\(viewName) after the update (\(newCounts.count)) must be equal to the number of "
              + "sections contained in the \(viewName) before the update (\(oldCounts.count)), plus "
              + "or minus the number of sections inserted or deleted (\(insertedSections.count) "
              + "inserted, \(deletedSections.count) deleted)."))
      }
      var mapping: [IndexPath: IndexPath?] = [:]
      for (newSection, origin) in newSectionOrigins.enumerated() {
        guard let oldSection = origin, !reloadedSections.contains(oldSection) else {
          for row in 0..<newCounts[newSection] {
            mapping[IndexPath(row: row, section: newSection)] = .some(nil)
          }
          continue
        }
        let deleted = Set(deletedRows.filter { $0.section == oldSection }.map(\.row))
        let movedOut = Set(movedRows.map(\.from).filter { $0.section == oldSection }.map(\.row))
        var rows: [IndexPath?] = (0..<oldCounts[oldSection])
          .filter { !deleted.contains($0) && !movedOut.contains($0) }
          .map { IndexPath(row: $0, section: oldSection) }
        let inserted = insertedRows.filter { $0.section == newSection }.map {
          ($0.row, IndexPath?.none)
        }
        let movedIn = movedRows.filter { $0.to.section == newSection }.map {
          ($0.to.row, Optional($0.from))
        }
        for (row, origin) in (inserted + movedIn).sorted(by: { $0.0 < $1.0 }) {
          rows.insert(origin, at: min(row, rows.count))
        }
        guard rows.count == newCounts[newSection] else {
          return .failure(
            PlanError(
              "Invalid update: invalid number of \(nouns) in section \(newSection). The number of "
                + "\(nouns) "
                + "contained in an existing section after the update (\(newCounts[newSection])) must "
                + "be equal to the number of \(nouns) contained in that section before the update "
                + "(\(oldCounts[oldSection])), plus or minus the number of \(nouns) inserted or deleted "
                + "from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus "
                + "or minus the number of \(nouns) moved into or out of that section "
                + "(\(movedIn.count) moved in, \(movedOut.count) moved out)."))
        }
        for (row, origin) in rows.enumerated() {
          mapping[IndexPath(row: row, section: newSection)] = .some(origin)
        }
      }
      return .success(mapping)
    }
  }

  /// The words of UIKit's update messages: a table's rows or a collection view's items.
  struct UpdateWording {
    /// One element ("row", "item").
    var item: String
    /// Several elements.
    var items: String
    /// The view ("table view", "collection view").
    var view: String

    /// A table view's words.
    static let table = UpdateWording(item: "row", items: "rows", view: "table view")
    /// A collection view's words.
    static let collection = UpdateWording(item: "item", items: "items", view: "collection view")
  }

  /// UIKit's message for an update that doesn't match the data source.
  struct PlanError: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }
#endif
