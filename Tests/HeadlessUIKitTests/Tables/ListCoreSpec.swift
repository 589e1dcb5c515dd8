#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// Tables and collection views share one list core: the same updates move the same cells and
  /// selection, fail with the same message in each view's words, and reuse retired cells.
  @MainActor
  @Suite("Tables and collection views behave alike")
  struct ListCoreSpec {
    private static let before = [["a", "b", "c", "d"], ["e", "f"]]
    /// `before` after deleting a, inserting x, moving d to the second section and reloading f.
    private static let after = [["b", "x", "c"], ["d", "e", "F"]]
    private static let selected = [
      IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 1),
    ]

    /// A table and a collection view over the same sections, with the same rows or items selected.
    @MainActor
    private struct Views {
      let tableSpy: TableSpy
      let table: UITableView
      let collectionSpy: CollectionSpy
      let collection: UICollectionView

      init(_ sections: [[String]], selecting selected: [IndexPath], multiple: Bool = false) {
        tableSpy = TableSpy(sections)
        table = makeTable(tableSpy)
        table.allowsMultipleSelection = multiple
        collectionSpy = CollectionSpy(sections)
        collection = makeCollection(collectionSpy)
        collection.allowsMultipleSelection = multiple
        for path in selected {
          table.selectRow(at: path, animated: false, scrollPosition: .none)
          collection.selectItem(at: path, animated: false, scrollPosition: [])
        }
      }

      /// Gives both data sources new sections.
      func change(to sections: [[String]]) {
        tableSpy.sections = sections
        collectionSpy.sections = sections
      }
    }

    /// The text each cell showed before, by cell, to follow cells through an update.
    private func names(_ cells: [UIView], _ texts: [String]) -> [ObjectIdentifier: String] {
      Dictionary(uniqueKeysWithValues: zip(cells.map(ObjectIdentifier.init), texts))
    }

    /// For each cell, the text it showed before ("new" for a cell never on show).
    private func origins(_ cells: [UIView], _ names: [ObjectIdentifier: String]) -> [String] {
      cells.map { names[ObjectIdentifier($0)] ?? "new" }
    }

    @Test("One batch of insert, delete, move and reload moves the same cells and selection")
    func sameBatchSameCells() {
      let views = Views(Self.before, selecting: Self.selected, multiple: true)
      let (table, collection) = (views.table, views.collection)
      let tableNames = names(table.visibleCells, Self.before.flatMap { $0 })
      let collectionNames = names(collection.visibleCells, Self.before.flatMap { $0 })

      views.change(to: Self.after)
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 1))
        table.reloadRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      }
      collection.performBatchUpdates {
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 1))
        collection.reloadItems(at: [IndexPath(item: 1, section: 1)])
      }

      #expect(cellTexts(table) == ["b", "x", "c", "d", "e", "F"])
      #expect(itemTexts(collection) == ["b", "x", "c", "d", "e", "F"])
      // b, c, d and e keep their cells; the inserted and the reloaded items get the two retired
      // cells (a's and f's), the table the newest first, the collection view the oldest first.
      #expect(origins(table.visibleCells, tableNames) == ["b", "f", "c", "d", "e", "a"])
      #expect(origins(collection.visibleCells, collectionNames) == ["b", "a", "c", "d", "e", "f"])
      let moved = [
        IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1),
      ]
      #expect(table.indexPathsForSelectedRows == moved)
      #expect(collection.indexPathsForSelectedItems == moved)
      #expect(table.visibleCells.map(\.isSelected) == [true, false, false, true, false, true])
      #expect(collection.visibleCells.map(\.isSelected) == [true, false, false, true, false, true])
      let tableReuses = table.visibleCells.map { ($0 as? CountingCell)?.reuses ?? -1 }
      let collectionReuses = collection.visibleCells.map { ($0 as? LabelCell)?.reuses ?? -1 }
      #expect(tableReuses == [0, 1, 0, 0, 0, 1])
      #expect(collectionReuses == [0, 1, 0, 0, 0, 1])
    }

    /// UIKit's message for a section whose count the updates don't explain, in a view's words.
    private func countMessage(_ items: String) -> String {
      "Invalid update: invalid number of \(items) in section 0. The number of \(items) contained "
        + "in an existing section after the update (3) must be equal to the number of \(items) "
        + "contained in that section before the update (2), plus or minus the number of \(items) "
        + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
        + "number of \(items) moved into or out of that section (0 moved in, 0 moved out)."
    }

    @Test("A batch that doesn't match the data source fails alike, in each view's words")
    func sameFailure() {
      let views = Views([["a", "b"]], selecting: [IndexPath(row: 1, section: 0)])
      let (table, collection) = (views.table, views.collection)
      _ = (table.visibleCells, collection.visibleCells)
      views.change(to: [["a", "b", "c"]])

      let (rowsMessage, itemsMessage) = (countMessage("rows"), countMessage("items"))
      withKnownIssue {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      } matching: {
        message(of: $0) == rowsMessage
      }
      withKnownIssue {
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      } matching: {
        message(of: $0) == itemsMessage
      }

      // The data is read again, the selection is gone, and every cell is requested again.
      #expect(cellTexts(table) == ["a", "b", "c"])
      #expect(itemTexts(collection) == ["a", "b", "c"])
      #expect(table.indexPathsForSelectedRows == nil)
      #expect(collection.indexPathsForSelectedItems == [])
      #expect(table.visibleCells.map(\.isSelected) == [false, false, false])
      #expect(collection.visibleCells.map(\.isSelected) == [false, false, false])

      views.change(to: [["a", "b", "c", "d"]])
      withKnownIssue {
        table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
      } matching: {
        message(of: $0)
          == "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after "
          + "the update"
      }
      withKnownIssue {
        collection.insertItems(at: [IndexPath(item: 5, section: 0)])
      } matching: {
        message(of: $0)
          == "attempt to insert item 5 into section 0, but there are only 4 items in section 0 "
          + "after the update"
      }
    }

    @Test("Reuse hands back the retired cells, deselected, after prepareForReuse")
    func reuseHandsBackRetiredCells() {
      let views = Views([["a", "b"]], selecting: [IndexPath(row: 1, section: 0)])
      let (table, collection) = (views.table, views.collection)
      let tableCells = table.visibleCells
      let collectionCells = collection.visibleCells
      #expect(tableCells.map(\.isSelected) == [false, true])
      #expect(collectionCells.map(\.isSelected) == [false, true])
      views.change(to: [[]])
      table.reloadData()
      collection.reloadData()
      #expect(table.visibleCells.isEmpty)
      #expect(collection.visibleCells.isEmpty)

      let path = IndexPath(row: 0, section: 0)
      let tableReused = (0..<3).map { _ in
        table.dequeueReusableCell(withIdentifier: CountingCell.identifier, for: path)
      }
      let collectionReused = (0..<3).map { _ in
        collection.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: path)
      }
      // The two retired cells come back (the table the newest first, the collection view the
      // oldest first), then a new cell is made.
      #expect(tableReused[0] === tableCells[1] && tableReused[1] === tableCells[0])
      #expect(
        collectionReused[0] === collectionCells[0] && collectionReused[1] === collectionCells[1])
      #expect(!tableCells.contains { $0 === tableReused[2] })
      #expect(!collectionCells.contains { $0 === collectionReused[2] })
      #expect(tableReused.map { ($0 as? CountingCell)?.reuses } == [1, 1, 0])
      #expect(collectionReused.map { ($0 as? LabelCell)?.reuses } == [1, 1, 0])
      #expect(tableReused.map(\.isSelected) == [false, false, false])
      #expect(collectionReused.map(\.isSelected) == [false, false, false])
    }

    @Test("Diffable data sources turn the same snapshots into the same updates")
    func sameSnapshotChanges() {
      let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      let table = UITableView(frame: frame, style: .plain)
      table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
      let tableSource = UITableViewDiffableDataSource<String, String>(tableView: table) {
        tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(
          withIdentifier: CountingCell.identifier, for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      let collection = UICollectionView(
        frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
      collection.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
      let collectionSource = UICollectionViewDiffableDataSource<String, String>(
        collectionView: collection
      ) { collectionView, indexPath, item in
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: LabelCell.identifier, for: indexPath)
        (cell as? LabelCell)?.label.text = item
        return cell
      }
      var first = NSDiffableDataSourceSnapshot<String, String>()
      first.appendSections(["one", "two", "three"])
      first.appendItems(["a", "b", "c"], toSection: "one")
      first.appendItems(["d"], toSection: "two")
      first.appendItems(["e", "f"], toSection: "three")
      tableSource.apply(first, animatingDifferences: false)
      collectionSource.apply(first, animatingDifferences: false)
      let tableNames = names(table.visibleCells, first.itemIdentifiers)
      let collectionNames = names(collection.visibleCells, first.itemIdentifiers)
      #expect(tableNames.count == 6 && collectionNames.count == 6)

      // Section two goes and four comes; b goes, c moves before a, x comes, f is reloaded.
      var second = NSDiffableDataSourceSnapshot<String, String>()
      second.appendSections(["one", "three", "four"])
      second.appendItems(["c", "a", "x"], toSection: "one")
      second.appendItems(["e", "f"], toSection: "three")
      second.appendItems(["y"], toSection: "four")
      second.reloadItems(["f"])
      tableSource.apply(second, animatingDifferences: false)
      collectionSource.apply(second, animatingDifferences: false)

      #expect(cellTexts(table) == ["c", "a", "x", "e", "f", "y"])
      #expect(itemTexts(collection) == ["c", "a", "x", "e", "f", "y"])
      // c, a and e keep their cells; x, the reloaded f and y get the retired b, d and f cells.
      #expect(origins(table.visibleCells, tableNames) == ["c", "a", "f", "e", "d", "b"])
      #expect(origins(collection.visibleCells, collectionNames) == ["c", "a", "b", "e", "d", "f"])
      #expect(tableSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "x")
      #expect(collectionSource.itemIdentifier(for: IndexPath(item: 0, section: 2)) == "y")
    }
  }
#endif
