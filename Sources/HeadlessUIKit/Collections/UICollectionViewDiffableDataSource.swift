#if !canImport(UIKit)
  import Foundation

  /// A collection view data source driven by snapshots of section and item identifiers, as
  /// UIKit's.
  ///
  /// Applying a snapshot updates the collection view as a batch: deleted and inserted sections
  /// and items, and moves of surviving items (their cells and selection move with them);
  /// reloaded and reconfigured items get new cells. Keep a strong reference to it: the
  /// collection view holds its data source weakly.
  @preconcurrency @MainActor
  open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider =
      @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Makes a supplementary view (a header or footer) of a kind.
    public typealias SupplementaryViewProvider =
      @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout shows; without it none is shown.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for a collection view and makes itself its data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cellProvider: Makes the cell of an item.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      self.collectionView = collectionView
      self.cellProvider = cellProvider
      super.init()
      collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    {
      current.withoutReloads
    }

    /// Shows a snapshot, updating the collection view as a batch.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - animatingDifferences: Whether the changes animate; `true` by default.
    ///   - completion: Called after the update, on a later turn.
    open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      let old = current
      current = snapshot
      guard let collectionView else { return }
      guard let changes = SnapshotChanges(from: old, to: snapshot) else {
        applySnapshotUsingReloadData(snapshot, completion: completion)
        return
      }
      let updates = {
        if !changes.deletedSections.isEmpty {
          collectionView.deleteSections(changes.deletedSections)
        }
        if !changes.insertedSections.isEmpty {
          collectionView.insertSections(changes.insertedSections)
        }
        for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !changes.deletedItems.isEmpty { collectionView.deleteItems(at: changes.deletedItems) }
        if !changes.insertedItems.isEmpty { collectionView.insertItems(at: changes.insertedItems) }
        if !changes.reloadedItems.isEmpty { collectionView.reloadItems(at: changes.reloadedItems) }
      }
      if animatingDifferences {
        collectionView.performBatchUpdates(updates) { _ in completion?() }
      } else {
        UIView.performWithoutAnimation {
          collectionView.performBatchUpdates(updates) { _ in completion?() }
        }
      }
    }

    /// Shows a snapshot by reloading the collection view's data (no diff, no animation).
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - completion: Called on a later turn.
    open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      current = snapshot
      collectionView?.reloadData()
      Scheduler.enqueue(in: collectionView?.window) { completion?() }
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

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    ///
    /// - Parameter collectionView: The collection view.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      current.numberOfSections
    }

    /// The number of items of a section in the snapshot.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section index.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item at an index path (a plain cell if it gives none).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The index path.
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let item = current.item(at: indexPath),
        let cell = cellProvider(collectionView, indexPath, item)
      else { return UICollectionViewCell(frame: .zero) }
      return cell
    }

    /// The supplementary view provider's view; none without a provider or when it gives none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: The supplementary view's index path.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      supplementaryViewProvider?(collectionView, kind, indexPath)
        ?? AbsentSupplementaryView(frame: .zero)
    }
  }
#endif
