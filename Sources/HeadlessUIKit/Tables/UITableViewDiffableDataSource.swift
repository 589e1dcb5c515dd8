#if !canImport(UIKit)
  import Foundation

  /// A table view data source driven by snapshots of section and item identifiers, as UIKit's.
  ///
  /// Applying a snapshot updates the table as a batch: deleted and inserted sections and items,
  /// and moves of surviving items (their cells and selection move with them); reloaded items get
  /// new cells. Keep a strong reference to it: the table holds its data source weakly.
  @preconcurrency @MainActor
  open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: NSObject, UITableViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider =
      @MainActor (UITableView, IndexPath, ItemIdentifierType) ->
      UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Creates a data source for a table and makes itself the table's data source.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - cellProvider: Makes the cell of an item.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      self.tableView = tableView
      self.cellProvider = cellProvider
      super.init()
      tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    {
      current.withoutReloads
    }

    /// Shows a snapshot, updating the table as a batch.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - animatingDifferences: Whether rows animate (`defaultRowAnimation`); `true` by default.
    ///   - completion: Called after the update, on a later turn.
    open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      let old = current
      current = snapshot
      guard let tableView else { return }
      guard let changes = SnapshotChanges(from: old, to: snapshot) else {
        applySnapshotUsingReloadData(snapshot, completion: completion)
        return
      }
      let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
      tableView.performBatchUpdates {
        if !changes.deletedSections.isEmpty {
          tableView.deleteSections(changes.deletedSections, with: animation)
        }
        if !changes.insertedSections.isEmpty {
          tableView.insertSections(changes.insertedSections, with: animation)
        }
        for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !changes.deletedItems.isEmpty {
          tableView.deleteRows(at: changes.deletedItems, with: animation)
        }
        if !changes.insertedItems.isEmpty {
          tableView.insertRows(at: changes.insertedItems, with: animation)
        }
        if !changes.reloadedItems.isEmpty {
          tableView.reloadRows(at: changes.reloadedItems, with: animation)
        }
      } completion: { _ in
        completion?()
      }
    }

    /// Shows a snapshot by reloading the table's data (no diff, no animation).
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - completion: Called on a later turn.
    open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      current = snapshot
      tableView?.reloadData()
      Scheduler.enqueue(in: tableView?.window) { completion?() }
    }

    /// The item at an index path, or `nil`.
    ///
    /// - Parameter indexPath: The index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      current.item(at: indexPath)
    }

    /// The index path of an item, or `nil`.
    ///
    /// - Parameter itemIdentifier: The item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
      current.indexPath(of: itemIdentifier)
    }

    /// The section at an index, or `nil`.
    ///
    /// - Parameter index: The section index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
      current.sectionIdentifier(at: index)
    }

    /// The index of a section, or `nil`.
    ///
    /// - Parameter identifier: The section.
    open func index(for identifier: SectionIdentifierType) -> Int? {
      current.indexOfSection(identifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    ///
    /// - Parameter tableView: The table.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items of a section in the snapshot.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: The section index.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item at an index path (a plain cell if it gives none).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The index path.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      guard let item = current.item(at: indexPath),
        let cell = cellProvider(tableView, indexPath, item)
      else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
      return cell
    }

    /// A section's header title; `nil` unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: The section index.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      nil
    }

    /// A section's footer title; `nil` unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: The section index.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      nil
    }

    /// Whether a row can be edited; `false` unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      false
    }

    /// Commits an edit; nothing unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - editingStyle: The edit.
    ///   - indexPath: The row.
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}
  }
#endif
