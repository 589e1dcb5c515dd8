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
    nonisolated public static let automaticDimension: CGFloat = -1

    /// Posted (object: the table view) when a user's tap changes the selection.
    nonisolated public static let selectionDidChangeNotification = Notification.Name(
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
    @exclusivity(unchecked)
    open var isPrefetchingEnabled = true

    /// The delegate; it also hears about scrolling.
    open weak var delegate: (any UITableViewDelegate)? {
      didSet { setNeedsLayout() }
    }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate ?? plainScrollDelegate }

    override func assignScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) {
      assignScrollDelegate(delegate, as: (any UITableViewDelegate).self) { self.delegate = $0 }
    }

    /// A storyboard's static sections (`dataMode="static"`), which a table view controller's
    /// data source methods give by default, as UIKit's do; `nil` for a table of dynamic content.
    var staticSections: [StaticTableSection]?

    /// The row height; `automaticDimension` (44 points in HeadlessUIKit) by default.
    @exclusivity(unchecked)
    open var rowHeight: CGFloat = UITableView.automaticDimension {
      didSet { setNeedsLayout() }
    }

    /// The estimated row height.
    @exclusivity(unchecked)
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// Whether cells' layout margins follow the readable content guide's width; `false` by
    /// default, as UIKit's since iOS 12 (kept as set: an iPhone's readable width is its width).
    open var cellLayoutMarginsFollowReadableWidth = false

    /// The section header height; `automaticDimension` by default.
    @exclusivity(unchecked)
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The section footer height; `automaticDimension` by default.
    @exclusivity(unchecked)
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The estimated section header height; stored only (headers are measured as laid out).
    @exclusivity(unchecked)
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimated section footer height; stored only.
    @exclusivity(unchecked)
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The padding above each section header (iOS 15); stored only.
    @exclusivity(unchecked)
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

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
    @exclusivity(unchecked)
    open var backgroundView: UIView?

    /// Whether the user can select rows; `true` by default (selection in code still works).
    @exclusivity(unchecked)
    open var allowsSelection = true

    /// Whether the user can select several rows; `false` by default.
    @exclusivity(unchecked)
    open var allowsMultipleSelection = false

    /// Whether the user can select rows while editing; `false` by default.
    @exclusivity(unchecked)
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing; `false` by default.
    @exclusivity(unchecked)
    open var allowsMultipleSelectionDuringEditing = false

    /// The separator's style.
    @exclusivity(unchecked)
    open var separatorStyle = SeparatorStyle.singleLine

    /// The separator's colour.
    @exclusivity(unchecked)
    open var separatorColor: UIColor?

    /// The separator's insets.
    @exclusivity(unchecked)
    open var separatorInset = UIEdgeInsets.zero

    /// Whether the table is editing.
    @exclusivity(unchecked)
    open private(set) var isEditingRows = false

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
      get { isEditingRows }
      set { setEditing(newValue, animated: false) }
    }

    // MARK: State

    /// The counts, the cells on show, the selection, the batches and the reuse of cells.
    lazy var list = ListCore(host: self, wording: .table, reuseOrder: .newestFirst)
    @exclusivity(unchecked)
    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    @exclusivity(unchecked)
    private var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var registeredHeaderFooterNibs: [String: UINib] = [:]
    /// Retired header and footer views, by reuse identifier.
    @exclusivity(unchecked)
    private var headerFooterPool = ReusePool<String, UITableViewHeaderFooterView>(
      order: .newestFirst)
    @exclusivity(unchecked)
    private var headerViews: [Int: UIView] = [:]
    @exclusivity(unchecked)
    private var footerViews: [Int: UIView] = [:]
    @exclusivity(unchecked)
    private var headersInvalid = true

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
    @exclusivity(unchecked)
    var prototypeFactories: [String: @MainActor () -> UITableViewCell] = [:]

    // MARK: Data

    /// Forgets the data and the cells and the selection; they are requested again at the next
    /// layout pass or access.
    open func reloadData() {
      invalidateData()
    }

    private func invalidateData() {
      list.invalidate()
      headersInvalid = true
      setNeedsLayout()
    }

    /// The number of sections, read from the data source if needed.
    open var numberOfSections: Int {
      list.counts.count
    }

    /// The number of rows in a section (0 out of range), read from the data source if needed.
    ///
    /// - Parameter section: The section.
    open func numberOfRows(inSection section: Int) -> Int {
      list.count(inSection: section)
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
      if let cell = list.dequeueCell(withIdentifier: identifier) { return cell }
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
      return list.cells[indexPath]
    }

    /// The cells on show: every row's, in index path order.
    open var visibleCells: [UITableViewCell] {
      updateCellsIfNeeded()
      return list.cellsInOrder
    }

    /// The index paths of the rows on show: every row's, in order (`nil` for none).
    open var indexPathsForVisibleRows: [IndexPath]? {
      updateCellsIfNeeded()
      return list.cells.keys.sorted()
    }

    /// The index path of a cell on show, or `nil`.
    ///
    /// - Parameter cell: The cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
      list.indexPath(of: cell)
    }

    /// The index path of the row at a point in the table's content, or `nil`.
    ///
    /// - Parameter point: The point.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
      updateCellsIfNeeded()
      return list.cells.first { $0.value.frame.contains(point) }?.key
    }

    /// The rectangle of a row in the table's content (zero out of range).
    ///
    /// - Parameter indexPath: The row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      updateCellsIfNeeded()
      return list.cells[indexPath]?.frame ?? .zero
    }

    /// Lays the cells out, requesting them from the data source first if needed.
    open override func layoutSubviews() {
      super.layoutSubviews()
      updateCellsIfNeeded()
      layoutRows()
    }

    private func updateCellsIfNeeded() {
      guard dataSource != nil || !list.cells.isEmpty else { return }
      list.updateCells {
        list.retireCellsIfInvalid()
        guard let dataSource else { return }
        var added = list.showMissingCells { indexPath in
          let cell = dataSource.tableView(self, cellForRowAt: indexPath)
          cell.setSelected(list.isSelected(indexPath), animated: false)
          return cell
        } willShow: { cell, indexPath in
          delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        if headersInvalid {
          headersInvalid = false
          rebuildHeadersAndFooters()
          added = true
        }
        if added { layoutRows() }
      }
    }

    private func rebuildHeadersAndFooters() {
      for view in Array(headerViews.values) + Array(footerViews.values) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView,
          let identifier = reusable.reuseIdentifier
        {
          headerFooterPool.enqueue(reusable, under: identifier)
        }
      }
      headerViews.removeAll()
      footerViews.removeAll()
      guard let dataSource else { return }
      for section in list.counts.indices {
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
      registeredHeaderFooterNibs[identifier] = nil
      registeredHeaderFooterClasses[identifier] = aClass.flatMap {
        $0 as? UITableViewHeaderFooterView.Type
      }
    }

    /// Registers a nib whose one top-level header or footer view is made for a reuse identifier;
    /// it replaces a class registered for it; `nil` removes it.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil`.
    ///   - identifier: The reuse identifier.
    #if canImport(ObjectiveC)
      @objc(registerNib:forHeaderFooterViewReuseIdentifier:)
    #endif
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
      registeredHeaderFooterClasses[identifier] = nil
      registeredHeaderFooterNibs[identifier] = nib
    }

    /// Registers a nib whose one top-level cell is made for a reuse identifier, as UIKit's.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to remove the registration.
    ///   - identifier: The reuse identifier.
    #if canImport(ObjectiveC)
      @objc(registerNib:forCellReuseIdentifier:)
    #endif
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
      guard let nib else {
        prototypeFactories[identifier] = nil
        return
      }
      prototypeFactories[identifier] = {
        nib.instantiateRegisteredView(UITableViewCell.self, identifier: identifier)
          ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
    }

    /// A reusable header or footer view: a queued one (after `prepareForReuse()`), a new one of
    /// the registered class, or `nil` when nothing is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
      -> UITableViewHeaderFooterView?
    {
      if let view = headerFooterPool.dequeue(identifier) { return view }
      if let nib = registeredHeaderFooterNibs[identifier] {
        let view =
          nib.instantiateRegisteredView(UITableViewHeaderFooterView.self, identifier: identifier)
          ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.reuseIdentifier = identifier
        return view
      }
      return registeredHeaderFooterClasses[identifier]?.init(headlessReuseIdentifier: identifier)
    }

    private func height(forRowAt indexPath: IndexPath) -> CGFloat {
      let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
      return height >= 0 ? height : 44
    }

    private func layoutRows() {
      var y = tableHeaderView?.frame.height ?? 0
      tableHeaderView?.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: tableHeaderView?.frame.height ?? 0)
      for (section, rows) in (list.loadedCounts ?? []).enumerated() {
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
          list.cells[indexPath]?.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
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
    open var indexPathForSelectedRow: IndexPath? { list.selection.min() }

    /// The selected rows in order, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
      list.selection.isEmpty ? nil : list.selection.sorted()
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
      list.select(indexPath, keepingOthers: multipleSelectionActive)
    }

    /// Deselects a row in code: calls no delegate method, as UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate, ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
      list.setSelected(false, at: indexPath)
    }

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
      for cell in list.cells.values { cell.setEditing(editing, animated: animated) }
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
      let animated = list.batch?.animated ?? false
      endUpdates()
      runTransition(
        in: window, animated: animated, duration: Self.updateAnimationDuration,
        label: "table updates"
      ) { completion?(true) }
    }

    /// Starts a group of updates that apply together at `endUpdates()`.
    open func beginUpdates() {
      list.beginBatch()
    }

    /// Ends a group of updates: checks them against the data source and applies them.
    open func endUpdates() {
      guard let pending = list.endBatch() else { return }
      let outcome = list.apply(pending)
      // Never read: nothing on show to update, the data is read fresh.
      guard outcome != .unread else { return invalidateData() }
      if let message = outcome.failure { reportUIKitException(message) }
      headersInvalid = true
      if list.hasMaterializedCells { updateCellsIfNeeded() }
      setNeedsLayout()
    }

    private func record(_ animation: RowAnimation, _ change: (inout ListBatch) -> Void) {
      beginUpdates()
      list.record { batch in
        if animation != .none { batch.animated = true }
        change(&batch)
      }
      endUpdates()
    }
  }

  extension UITableView: ListHost {
    func readSectionCounts() -> [Int] {
      guard let dataSource else { return [] }
      let sections = max(0, dataSource.numberOfSections(in: self))
      return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    func cellDidEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  /// A section of a storyboard's static table: its titles and its cells, built once, with the
  /// row height Interface Builder gave each (`nil`: the table's).
  struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    var rowHeights: [CGFloat?]
  }
#endif
