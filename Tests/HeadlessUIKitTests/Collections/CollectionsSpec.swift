#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Collection views")
  struct CollectionsSpec {
    @Test("Sections, items and cells come from the data source; every item is visible")
    func dataSourceCounts() {
      let spy = CollectionSpy([["a", "b"], ["c"]])
      let collection = makeCollection(spy)
      #expect(collection.numberOfSections == 2)
      #expect(collection.numberOfItems(inSection: 0) == 2)
      #expect(collection.numberOfItems(inSection: 7) == 0)
      #expect(itemTexts(collection) == ["a", "b", "c"])
      #expect(collection.indexPathsForVisibleItems == [[0, 0], [0, 1], [1, 0]])
      let cell = collection.cellForItem(at: IndexPath(item: 0, section: 1))
      #expect((cell as? LabelCell)?.label.text == "c")
      #expect((cell as? LabelCell)?.madeWithFrameInit == true)
      #expect(cell?.reuseIdentifier == LabelCell.identifier)
      #expect(cell.flatMap(collection.indexPath(for:)) == IndexPath(item: 0, section: 1))
      #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
      #expect(cell?.accessibilityLabel == "c")
      #expect(
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
          .numberOfSections == 0)
    }

    @Test("reloadData asks again and reuses the old cells after prepareForReuse")
    func reloadReusesCells() {
      let spy = CollectionSpy([["a", "b"]])
      let collection = makeCollection(spy)
      let before = collection.visibleCells
      spy.sections = [["x", "y", "z"]]
      collection.reloadData()
      #expect(itemTexts(collection) == ["x", "y", "z"])
      let after = collection.visibleCells
      #expect(before.allSatisfy { old in after.contains { $0 === old } })
      #expect(before.compactMap { ($0 as? LabelCell)?.reuses } == [1, 1])
    }

    @Test("Dequeuing an unregistered identifier reports UIKit's exception and returns a view")
    func registrationErrors() {
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      withKnownIssue {
        let cell = collection.dequeueReusableCell(
          withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == nil)
      } matching: { issue in
        message(of: issue)
          == "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "Missing - must register a nib or a class for the identifier or connect a prototype "
          + "cell in a storyboard"
      }
      withKnownIssue {
        _ = collection.dequeueReusableSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Nope",
          for: IndexPath(item: 0, section: 0))
      } matching: { issue in
        message(of: issue)
          == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with "
          + "identifier Nope - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard"
      }
    }

    @Test(
      "A flow layout fills lines between the insets (one item: centred), with headers and footers")
    func flowLayoutFrames() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 145, height: 50)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 20
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
      layout.footerReferenceSize = CGSize(width: 0, height: 30)
      let spy = CollectionSpy([["a", "b", "c"], ["d"]])
      spy.sizes[IndexPath(item: 0, section: 1)] = CGSize(width: 300, height: 80)
      let collection = makeCollection(spy, layout: layout)
      #expect(
        itemFrames(collection) == [
          CGRect(x: 10, y: 50, width: 145, height: 50),
          CGRect(x: 165, y: 50, width: 145, height: 50),
          CGRect(x: 87.5, y: 120, width: 145, height: 50),
          CGRect(x: 10, y: 260, width: 300, height: 80),
        ])
      let header = collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))
      #expect(header?.frame == CGRect(x: 0, y: 210, width: 320, height: 40))
      #expect((header as? TitleView)?.label.text == "Header 1")
      let footer = collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0))
      #expect(footer?.frame == CGRect(x: 0, y: 180, width: 320, height: 30))
      #expect(collection.contentSize == CGSize(width: 320, height: 380))
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionHeader) == [[0, 0], [1, 0]])
    }

    @Test("A horizontal flow layout fills columns top to bottom")
    func horizontalFlowLayout() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 235)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 5
      let spy = CollectionSpy([["a", "b", "c", "d"]])
      let collection = makeCollection(spy, layout: layout)
      #expect(
        itemFrames(collection) == [
          CGRect(x: 0, y: 0, width: 100, height: 235),
          CGRect(x: 0, y: 245, width: 100, height: 235),
          CGRect(x: 105, y: 0, width: 100, height: 235),
          CGRect(x: 105, y: 245, width: 100, height: 235),
        ])
      #expect(collection.contentSize == CGSize(width: 205, height: 480))
    }

    @Test("A compositional two-column grid: half-width items, inset, 100-point rows")
    func compositionalGrid() {
      let spy = CollectionSpy([["a", "b", "c"]])
      let collection = makeCollection(spy, layout: makeTwoColumnGrid(header: true))
      #expect(
        itemFrames(collection) == [
          CGRect(x: 5, y: 49, width: 150, height: 90),
          CGRect(x: 165, y: 49, width: 150, height: 90),
          CGRect(x: 5, y: 149, width: 150, height: 90),
        ])
      let header = collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
      #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
      #expect(collection.contentSize == CGSize(width: 320, height: 244))
    }

    @Test("A section provider's count group shares the width; sections follow one another")
    func compositionalSectionProvider() {
      var environmentWidths: [CGFloat] = []
      let layout = UICollectionViewCompositionalLayout { index, environment in
        environmentWidths.append(environment.container.effectiveContentSize.width)
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
          subitem: item, count: index == 0 ? 2 : 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return section
      }
      let spy = CollectionSpy([["a", "b", "c"], ["d"]])
      let collection = makeCollection(spy, layout: layout)
      #expect(
        itemFrames(collection) == [
          CGRect(x: 0, y: 0, width: 155, height: 60),
          CGRect(x: 165, y: 0, width: 155, height: 60),
          CGRect(x: 0, y: 68, width: 155, height: 60),
          CGRect(x: 0, y: 128, width: 100, height: 60),
        ])
      #expect(environmentWidths.first == 320)
    }

    @Test("selectItem and deselectItem call no delegate method; allowsSelection false ignores them")
    func programmaticSelection() {
      let spy = CollectionSpy([["a", "b", "c"]])
      let collection = makeCollection(spy)
      #expect(collection.indexPathsForSelectedItems == [])
      collection.selectItem(
        at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
      collection.selectItem(
        at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .top)
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
      collection.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
      #expect(collection.indexPathsForSelectedItems == [])
      collection.allowsSelection = false
      collection.selectItem(
        at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      #expect(collection.indexPathsForSelectedItems == [])
      #expect(spy.calls.isEmpty)
    }

    @Test("A user's tap: highlight, unhighlight, shouldSelect, deselect the old item, didSelect")
    func userSelectionOrder() {
      let spy = CollectionSpy([["a", "b", "c"]])
      let collection = makeCollection(spy)
      let window = makeWindow(root: UIViewController())
      window.rootViewController?.view.addSubview(collection)
      #expect(collection.userSelectItem(at: IndexPath(item: 0, section: 0)) == .selected)
      spy.calls.removeAll()
      #expect(collection.userSelectItem(at: IndexPath(item: 2, section: 0)) == .selected)
      #expect(
        spy.calls == [
          "shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "shouldSelect 0.2",
          "didDeselect 0.0", "didSelect 0.2",
        ])
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
      #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
      spy.calls.removeAll()
      spy.allowsSelect = false
      #expect(
        collection.cellForItem(at: IndexPath(item: 1, section: 0))?.userTap()
          == .declinedByDelegate)
      #expect(
        spy.calls == [
          "shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1", "shouldSelect 0.1",
        ])
      spy.calls.removeAll()
      spy.allowsHighlight = false
      #expect(collection.userSelectItem(at: IndexPath(item: 1, section: 0)) == .declinedByDelegate)
      #expect(spy.calls == ["shouldHighlight 0.1"])
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("With multiple selection a tap on a selected item asks shouldDeselect, then deselects")
    func multipleSelection() {
      let spy = CollectionSpy([["a", "b"]])
      let collection = makeCollection(spy)
      let window = makeWindow(root: UIViewController())
      window.rootViewController?.view.addSubview(collection)
      collection.allowsMultipleSelection = true
      collection.userSelectItem(at: IndexPath(item: 0, section: 0))
      collection.userSelectItem(at: IndexPath(item: 1, section: 0))
      #expect(collection.indexPathsForSelectedItems?.count == 2)
      spy.calls.removeAll()
      #expect(collection.userSelectItem(at: IndexPath(item: 0, section: 0)) == .deselected)
      #expect(
        spy.calls == [
          "shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "shouldDeselect 0.0",
          "didDeselect 0.0",
        ])
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("A user's tap is refused off-window, hidden, without selection or out of range")
    func userSelectionRefusals() {
      let spy = CollectionSpy([["a"]])
      let collection = makeCollection(spy)
      let path = IndexPath(item: 0, section: 0)
      #expect(collection.userSelectItem(at: path) == .notInWindow)
      let window = makeWindow(root: UIViewController())
      window.rootViewController?.view.addSubview(collection)
      collection.isHidden = true
      #expect(collection.userSelectItem(at: path) == .notReachable)
      collection.isHidden = false
      collection.allowsSelection = false
      #expect(collection.userSelectItem(at: path) == .selectionNotAllowed)
      #expect(!UICollectionView.UserSelectionOutcome.selectionNotAllowed.wasDelivered)
      collection.allowsSelection = true
      #expect(collection.userSelectItem(at: IndexPath(item: 3, section: 0)) == .noSuchItem)
      #expect(spy.calls.isEmpty)
      #expect(
        UICollectionView.UserSelectionOutcome.notInWindow.description
          == "the collection view is not in a window")
    }

    @Test("Batch updates apply together, keep cells and the selection, complete on a later turn")
    func batchUpdates() async {
      let spy = CollectionSpy([["a", "b", "c"]])
      let controller = UIViewController()
      let collection = makeCollection(spy)
      controller.view.addSubview(collection)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      let bCell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
      collection.selectItem(
        at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
      var finished: Bool?
      spy.sections = [["new", "b", "c", "d"]]
      collection.performBatchUpdates {
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
      } completion: {
        finished = $0
      }
      #expect(itemTexts(collection) == ["new", "b", "c", "d"])
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === bCell)
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      #expect(finished == nil)
      await yieldUntilQuiet(window)
      #expect(finished == true)
      spy.sections = [["new", "c", "d", "b"]]
      collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
      #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === bCell)
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("An update that doesn't match the data source reports UIKit's exception, then reloads")
    func invalidUpdate() {
      let spy = CollectionSpy([["a", "b"]])
      let collection = makeCollection(spy)
      _ = collection.visibleCells
      spy.sections = [["a", "b", "c"]]
      withKnownIssue {
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      } matching: { issue in
        message(of: issue)
          == "Invalid update: invalid number of items in section 0. The number of items contained "
          + "in an existing section after the update (3) must be equal to the number of items "
          + "contained in that section before the update (2), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      }
      #expect(itemTexts(collection) == ["a", "b", "c"])
      withKnownIssue {
        collection.deleteSections(IndexSet(integer: 0))
      } matching: { issue in
        message(of: issue)
          == "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (1) must be equal to the number of sections "
          + "contained in the collection view before the update (1), plus or minus the number of "
          + "sections inserted or deleted (0 inserted, 1 deleted)."
      }
    }

    @Test("A diffable data source applies snapshots as batches; itemIdentifier follows")
    func diffableDataSource() async {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: makeTwoColumnGrid(header: true))
      let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
        cell.label.text = item
      }
      let headers = UICollectionView.SupplementaryRegistration<TitleView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        view.label.text = "Section \(indexPath.section)"
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(
        collectionView: collection
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems(["a", "b"], toSection: 0)
      snapshot.appendItems(["c"], toSection: 1)
      dataSource.apply(snapshot, animatingDifferences: false)
      #expect(itemTexts(collection) == ["a", "b", "c"])
      #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "c")
      #expect(dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
      let header = collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))
      #expect((header as? TitleView)?.label.text == "Section 1")
      let aCell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
      var next = dataSource.snapshot()
      next.deleteItems(["b"])
      next.moveItem("a", afterItem: "c")
      next.appendItems(["d"], toSection: 0)
      var completed = false
      dataSource.apply(next) { completed = true }
      #expect(itemTexts(collection) == ["d", "c", "a"])
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === aCell)
      #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "a")
      #expect(dataSource.snapshot().itemIdentifiers == ["d", "c", "a"])
      #expect(await yield { completed })
    }

    @Test("UICollectionViewController loads its collection view as data source and delegate")
    func collectionViewController() async {
      let layout = UICollectionViewFlowLayout()
      let controller = UICollectionViewController(collectionViewLayout: layout)
      #expect(controller.collectionViewLayout === layout)
      let collection: UICollectionView = controller.collectionView
      #expect(collection.collectionViewLayout === layout)
      #expect(collection.dataSource === controller)
      #expect(collection.delegate === controller)
      #expect(collection.numberOfSections == 1)
      #expect(collection.numberOfItems(inSection: 0) == 0)
      #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test("A list layout stacks full-width 44-point rows")
    func listLayout() {
      let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      let spy = CollectionSpy([["a", "b"]])
      let collection = makeCollection(
        spy, layout: UICollectionViewCompositionalLayout.list(using: configuration))
      #expect(
        itemFrames(collection) == [
          CGRect(x: 20, y: 0, width: 280, height: 44), CGRect(x: 20, y: 44, width: 280, height: 44),
        ])
      let cell = UICollectionViewListCell(frame: .zero)
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      #expect(cell.accessibilityLabel == "Row")
    }
  }
#endif
