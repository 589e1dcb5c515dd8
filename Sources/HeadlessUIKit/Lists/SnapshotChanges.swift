#if !canImport(UIKit)
  import Foundation

  /// How one snapshot of a diffable data source becomes another, as the batch of updates a table
  /// view or a collection view is given: deleted and inserted sections (by index), then deleted,
  /// inserted, reloaded and moved items (by index path).
  ///
  /// Both diffable data sources compute it and issue it as their view's own calls.
  struct SnapshotChanges {
    /// The old indexes of the sections the new snapshot no longer has.
    var deletedSections = IndexSet()
    /// The new indexes of the sections the old snapshot did not have.
    var insertedSections = IndexSet()
    /// The old index paths of the items gone, outside deleted sections; also the items that move
    /// into an inserted section.
    var deletedItems: [IndexPath] = []
    /// The new index paths of the new items, outside inserted sections.
    var insertedItems: [IndexPath] = []
    /// The old index paths of the items marked for reload, or in a section marked for reload.
    var reloadedItems: [IndexPath] = []
    /// Every item that stays, outside inserted sections: its old and new index paths (the same
    /// when it does not move; its cell and selection stay with it).
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The changes from one snapshot to another, or `nil` when the sections both have are not in
    /// the same order (the data source then reloads the data instead).
    ///
    /// - Parameters:
    ///   - old: The snapshot on show.
    ///   - new: The snapshot to show.
    init?<Section, Item>(
      from old: NSDiffableDataSourceSnapshot<Section, Item>,
      to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
      let oldSections = old.sectionIdentifiers
      let newSections = new.sectionIdentifiers
      let survivingOld = oldSections.filter { newSections.contains($0) }
      let survivingNew = newSections.filter { oldSections.contains($0) }
      guard survivingOld == survivingNew else { return nil }
      deletedSections = IndexSet(
        oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
      insertedSections = IndexSet(
        newSections.indices.filter { !oldSections.contains(newSections[$0]) })
      for item in old.itemIdentifiers {
        guard let from = old.indexPath(of: item) else { continue }
        guard let to = new.indexPath(of: item) else {
          if !deletedSections.contains(from.section) { deletedItems.append(from) }
          continue
        }
        if new.reloadedItems.contains(item)
          || new.reloadedSections.contains(newSections[to.section])
        {
          reloadedItems.append(from)
        }
        if !insertedSections.contains(to.section) {
          movedItems.append((from, to))
        } else if !deletedSections.contains(from.section) {
          deletedItems.append(from)
        }
      }
      insertedItems = new.itemIdentifiers.compactMap { item in
        guard old.indexPath(of: item) == nil, let to = new.indexPath(of: item),
          !insertedSections.contains(to.section)
        else { return nil }
        return to
      }
    }
  }

  extension NSDiffableDataSourceSnapshot {
    /// A copy without the marks for reload, as a data source's `snapshot()` returns it.
    var withoutReloads: Self {
      var copy = self
      copy.reloadedItems = []
      copy.reloadedSections = []
      return copy
    }

    /// The section at an index, or `nil`.
    ///
    /// - Parameter index: The section index.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
      sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }
  }
#endif
