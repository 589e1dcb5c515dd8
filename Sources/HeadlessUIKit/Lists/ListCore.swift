#if !canImport(UIKit)
  import Foundation

  /// A view that shows cells in sections through a ``ListCore``: a table view or a collection
  /// view. It gives the core what differs between the two: where the counts come from and whom to
  /// tell when a cell leaves; its selection settings give both the same selection rules.
  @MainActor
  protocol ListHost: UIView {
    /// The cell class the view shows.
    associatedtype Cell: ListCell

    /// Whether the user can select rows or items.
    var allowsSelection: Bool { get }
    /// Whether the user can select several.
    var allowsMultipleSelection: Bool { get }
    /// Whether the user can select while editing.
    var allowsSelectionDuringEditing: Bool { get }
    /// Whether the user can select several while editing.
    var allowsMultipleSelectionDuringEditing: Bool { get }
    /// Whether the view is editing.
    var isEditing: Bool { get }

    /// The data source's counts, read now: one per section, its rows or items (a negative count
    /// is 0); none without a data source.
    func readSectionCounts() -> [Int]

    /// Tells the delegate that a cell is no longer on show (`didEndDisplaying`).
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - indexPath: Where it was.
    func cellDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
  }

  extension ListHost {
    /// Whether a selection adds to the others (multiple selection, in or out of editing).
    var multipleSelectionActive: Bool {
      isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether a user's tap may select, in or out of editing.
    var userSelectionAllowed: Bool {
      isEditing
        ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
        : allowsSelection || allowsMultipleSelection
    }
  }

  /// A cell a ``ListCore`` shows: a table view cell or a collection view cell.
  @MainActor
  protocol ListCell: ReusableView {
    /// The identifier it is reused under.
    var reuseIdentifier: String? { get }

    /// Whether the cell shows as selected.
    var isSelected: Bool { get }

    /// Shows the cell selected or not, as its view sets it.
    ///
    /// - Parameter selected: Whether it is selected.
    func showSelected(_ selected: Bool)

    /// Clears what must not follow the cell into the reuse queue (selection, highlight).
    func clearForReuse()
  }

  /// What a table view and a collection view share: the counts read from the data source, the
  /// cells on show by index path, the selection, the batches of updates and the reuse of cells.
  ///
  /// HeadlessUIKit shows every row or item (it has no screen to scroll off): the view asks the
  /// core for the index paths without a cell and requests those cells; after `invalidate()` every
  /// cell is retired and requested again.
  @MainActor
  final class ListCore<Host: ListHost> {
    typealias Cell = Host.Cell

    /// How a batch of updates ended.
    enum BatchOutcome: Equatable {
      /// The counts were never read: nothing was on show; the view reads its data afresh.
      case unread
      /// The updates don't match the data source: UIKit's message. The counts are read again,
      /// the selection is cleared and every cell is requested again.
      case failed(String)
      /// The cells and the selection moved with their rows or items; the others were retired.
      case applied

      /// UIKit's message when the batch failed.
      var failure: String? {
        if case .failed(let message) = self { message } else { nil }
      }
    }

    /// The view, which owns the core.
    unowned let host: Host
    /// The words of the view's update messages.
    let wording: UpdateWording
    /// The rows or items per section, as last read from the data source; `nil` until read.
    private(set) var loadedCounts: [Int]?
    /// The cells on show, by index path.
    private(set) var cells: [IndexPath: Cell] = [:]
    /// Whether every cell must be requested again (after `invalidate()` or a failed batch).
    private var cellsInvalid = true
    /// Whether cells were ever requested (updates then request new cells at once).
    private(set) var hasMaterializedCells = false
    private var isUpdatingCells = false
    /// Retired cells, by reuse identifier.
    private var reusePool: ReusePool<String, Cell>
    /// The selected index paths, in the order they were selected.
    private(set) var selection: [IndexPath] = []
    /// The updates recorded since the outermost `beginBatch()`, `nil` outside a batch.
    private(set) var batch: ListBatch?
    private var batchDepth = 0

    /// Creates the core of a view.
    ///
    /// - Parameters:
    ///   - host: The view.
    ///   - wording: The words of its update messages.
    ///   - reuseOrder: Which retired cell a dequeue hands back.
    init(host: Host, wording: UpdateWording, reuseOrder: ReusePool<String, Cell>.Order) {
      self.host = host
      self.wording = wording
      self.reusePool = ReusePool(order: reuseOrder)
    }

    // MARK: Counts

    /// The counts per section, read from the data source if needed.
    var counts: [Int] {
      if let loadedCounts { return loadedCounts }
      let counts = host.readSectionCounts()
      loadedCounts = counts
      return counts
    }

    /// The number of rows or items in a section (0 out of range).
    ///
    /// - Parameter section: The section.
    func count(inSection section: Int) -> Int {
      let counts = counts
      return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether an index path names a row or an item of the current data.
    ///
    /// - Parameter indexPath: The index path.
    func contains(_ indexPath: IndexPath) -> Bool {
      guard indexPath.count == 2 else { return false }
      let counts = counts
      return counts.indices.contains(indexPath.section) && indexPath.item >= 0
        && indexPath.item < counts[indexPath.section]
    }

    /// Every index path of the current data, in order.
    var allIndexPaths: [IndexPath] {
      counts.enumerated().flatMap { section, count in
        (0..<count).map { IndexPath(item: $0, section: section) }
      }
    }

    /// Forgets the counts, the cells and the selection: they are read and requested again.
    func invalidate() {
      loadedCounts = nil
      cellsInvalid = true
      selection.removeAll()
    }

    // MARK: Cells

    /// The cells on show, in index path order.
    var cellsInOrder: [Cell] {
      cells.keys.sorted().compactMap { cells[$0] }
    }

    /// The index path of a cell on show, or `nil`.
    ///
    /// - Parameter cell: The cell.
    func indexPath(of cell: Cell) -> IndexPath? {
      cells.first { $0.value === cell }?.key
    }

    /// Runs an update of the cells, unless one is under way (a data source or delegate that reads
    /// the view while it is being updated gets the cells as they are).
    ///
    /// - Parameter update: The update.
    func updateCells(_ update: () -> Void) {
      guard !isUpdatingCells else { return }
      isUpdatingCells = true
      defer { isUpdatingCells = false }
      update()
    }

    /// Retires every cell when they are invalid; returns whether it did.
    @discardableResult
    func retireCellsIfInvalid() -> Bool {
      guard cellsInvalid else { return false }
      cellsInvalid = false
      for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
        retire(cell, at: indexPath)
      }
      cells.removeAll()
      return true
    }

    /// Requests the cell of every index path that has none, in order, and shows it in the view;
    /// returns whether any was added.
    ///
    /// - Parameters:
    ///   - make: Requests a cell from the data source.
    ///   - willShow: Prepares the cell, once stored, before it is added to the view (the
    ///     delegate's `willDisplay`).
    @discardableResult
    func showMissingCells(
      make: (IndexPath) -> Cell, willShow: (Cell, IndexPath) -> Void
    ) -> Bool {
      hasMaterializedCells = true
      var added = false
      for indexPath in allIndexPaths where cells[indexPath] == nil {
        let cell = make(indexPath)
        cells[indexPath] = cell
        willShow(cell, indexPath)
        if cell.superview !== host { host.addSubview(cell) }
        added = true
      }
      return added
    }

    /// Takes a cell off the view, tells the delegate and queues it for reuse.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - indexPath: Where it was.
    private func retire(_ cell: Cell, at indexPath: IndexPath) {
      cell.removeFromSuperview()
      host.cellDidEndDisplaying(cell, at: indexPath)
      cell.clearForReuse()
      if let identifier = cell.reuseIdentifier {
        reusePool.enqueue(cell, under: identifier)
      }
    }

    /// A retired cell of a reuse identifier, after its `prepareForReuse()`, or `nil`.
    ///
    /// - Parameter identifier: The reuse identifier.
    func dequeueCell(withIdentifier identifier: String) -> Cell? {
      reusePool.dequeue(identifier)
    }

    // MARK: Selection

    /// Whether an index path is selected.
    ///
    /// - Parameter indexPath: The index path.
    func isSelected(_ indexPath: IndexPath) -> Bool { selection.contains(indexPath) }

    /// Selects or deselects an index path, and shows it on its cell.
    ///
    /// - Parameters:
    ///   - selected: Whether it is selected.
    ///   - indexPath: The index path.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
      if selected {
        if !selection.contains(indexPath) { selection.append(indexPath) }
      } else {
        selection.removeAll { $0 == indexPath }
      }
      if let cell = cells[indexPath], cell.isSelected != selected {
        cell.showSelected(selected)
      }
    }

    /// Selects in code, as `selectRow` and `selectItem`: `nil` clears the selection, an index path
    /// out of range is ignored, and the others are deselected unless they are kept. Returns
    /// whether it selected.
    ///
    /// - Parameters:
    ///   - indexPath: The index path, or `nil`.
    ///   - keepingOthers: Whether the others stay selected (multiple selection).
    @discardableResult
    func select(_ indexPath: IndexPath?, keepingOthers: Bool) -> Bool {
      guard let indexPath else {
        for selected in selection { setSelected(false, at: selected) }
        return false
      }
      guard contains(indexPath) else { return false }
      if !keepingOthers {
        for selected in selection where selected != indexPath {
          setSelected(false, at: selected)
        }
      }
      setSelected(true, at: indexPath)
      return true
    }

    // MARK: Batches

    /// Starts a batch of updates, or a batch nested in one.
    func beginBatch() {
      if batchDepth == 0 { batch = ListBatch() }
      batchDepth += 1
    }

    /// Records an update in the batch under way.
    ///
    /// - Parameter change: The update.
    func record(_ change: (inout ListBatch) -> Void) {
      guard var pending = batch else { return }
      change(&pending)
      batch = pending
    }

    /// Ends a batch; returns its updates when it was the outermost one, for `apply(_:)`.
    func endBatch() -> ListBatch? {
      guard batchDepth > 0 else { return nil }
      batchDepth -= 1
      guard batchDepth == 0, let pending = batch else { return nil }
      batch = nil
      return pending
    }

    /// Applies a batch: checks it against the counts the data source gives now, moves the cells
    /// and the selection with their rows or items and retires the other cells (a reloaded row or
    /// item gets a new cell).
    ///
    /// - Parameter update: The batch.
    func apply(_ update: ListBatch) -> BatchOutcome {
      guard let oldCounts = loadedCounts else { return .unread }
      let newCounts = host.readSectionCounts()
      loadedCounts = newCounts
      let mapping: [IndexPath: IndexPath?]
      switch update.plan(oldCounts: oldCounts, newCounts: newCounts, wording: wording) {
      case .failure(let error):
        cellsInvalid = true
        selection.removeAll()
        return .failed(error.message)
      case .success(let planned):
        mapping = planned
      }
      var newCells: [IndexPath: Cell] = [:]
      for (newPath, oldPath) in mapping {
        if let oldPath, let cell = cells.removeValue(forKey: oldPath) {
          newCells[newPath] = cell
        }
      }
      let newSelection = selection.compactMap { oldPath in
        mapping.first { $0.value == oldPath }?.key
      }
      // Reloaded rows and items keep their place but get a fresh cell.
      for (newPath, oldPath) in mapping where oldPath.map(update.reloads(oldPath:)) ?? false {
        if let cell = newCells.removeValue(forKey: newPath), let oldPath {
          cells[oldPath] = cell
        }
      }
      for (oldPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
        retire(cell, at: oldPath)
      }
      cells = newCells
      selection = newSelection
      return .applied
    }
  }

  /// The updates of one batch, and how they map old rows or items to new ones.
  struct ListBatch {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Whether any update animates (a table's row animation other than `.none`).
    var animated = false
    /// Whether a section moves (a collection view's `moveSection`): HeadlessUIKit then reloads
    /// the data instead of applying the batch.
    var movesSections = false

    func reloads(oldPath: IndexPath) -> Bool {
      reloadedRows.contains(oldPath) || reloadedSections.contains(oldPath.section)
    }

    /// For every new index path, the old one it came from (`nil` for a new row), or UIKit's
    /// message when the updates don't match the data source.
    func plan(
      oldCounts: [Int], newCounts: [Int], wording: UpdateWording
    ) -> Result<[IndexPath: IndexPath?], PlanError> {
      let noun = wording.item
      let nouns = wording.items
      let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
      guard newCounts.count == expectedSections else {
        return .failure(sectionCountError(oldCounts: oldCounts, newCounts: newCounts, wording))
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
      let removed = deletedRows + reloadedRows + movedRows.map(\.from)
      if let (path, rows) = Self.firstMissing(removed, in: oldCounts) {
        return .failure(
          PlanError(
            "attempt to delete \(noun) \(path.row) from section \(path.section) which only "
              + "contains \(rows) \(nouns) before the update"))
      }
      if let (path, rows) = Self.firstMissing(insertedRows + movedRows.map(\.to), in: newCounts) {
        return .failure(
          PlanError(
            "attempt to insert \(noun) \(path.row) into section \(path.section), but there are "
              + "only \(rows) \(nouns) in section \(path.section) after the update"))
      }
      // Old sections that survive, in order, and where they land among the new sections.
      var newSectionOrigins: [Int?] = (0..<oldCounts.count)
        .filter { !deletedSections.contains($0) }
        .map { Optional($0) }
      for section in insertedSections.sorted() {
        newSectionOrigins.insert(nil, at: min(section, newSectionOrigins.count))
      }
      guard newSectionOrigins.count == newCounts.count else {
        return .failure(sectionCountError(oldCounts: oldCounts, newCounts: newCounts, wording))
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

    /// The first index path that names no row or item of the counts, with its section's count.
    private static func firstMissing(_ paths: [IndexPath], in counts: [Int])
      -> (path: IndexPath, rows: Int)?
    {
      for path in paths {
        let rows = counts.indices.contains(path.section) ? counts[path.section] : 0
        if path.row < 0 || path.row >= rows { return (path, rows) }
      }
      return nil
    }

    /// UIKit's message for a number of sections the updates don't account for.
    private func sectionCountError(
      oldCounts: [Int], newCounts: [Int], _ wording: UpdateWording
    ) -> PlanError {
      PlanError(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(wording.view) after the update (\(newCounts.count)) must be equal to the number of "
          + "sections contained in the \(wording.view) before the update (\(oldCounts.count)), "
          + "plus or minus the number of sections inserted or deleted "
          + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
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
