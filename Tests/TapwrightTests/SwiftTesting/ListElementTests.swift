import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Fruit in a table of subtitle cells (row 2 in a list content configuration); row 1 declines
/// selection when `declines` is set.
@MainActor
private final class FruitTableController: UITableViewController {
  var fruit = [("Apples", "3 kg"), ("Bananas", "1 bunch"), ("Cherries", "200 g")]
  var declines = false
  var selections: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruit.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let (name, amount) = fruit[indexPath.row]
    if indexPath.row == 2 {
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.secondaryText = amount
      cell.contentConfiguration = content
    } else {
      cell.textLabel?.text = name
      cell.detailTextLabel?.text = amount
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    declines && indexPath.row == 1 ? nil : indexPath
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath.row)
  }
}

/// The same fruit in a list-configured collection view; item 1 declines when `declines` is set.
@MainActor
private final class FruitGridController: UICollectionViewController {
  let fruit = [("Apples", "3 kg"), ("Bananas", "1 bunch"), ("Cherries", "200 g")]
  var declines = false
  var selections: [Int] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 44)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Fruit")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { fruit.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Fruit", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = fruit[indexPath.item].0
    content.secondaryText = fruit[indexPath.item].1
    cell.contentConfiguration = content
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    !(declines && indexPath.item == 1)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selections.append(indexPath.item)
  }
}

@MainActor
private final class FruitTableScreen: ViewControllerObject<FruitTableController> {
  var fruit: Element<UITableView> { element(.any) }
}

@MainActor
private final class FruitGridScreen: ViewControllerObject<FruitGridController> {
  var fruit: Element<UICollectionView> { element(.any) }
}

@Suite("Lists: tables and collection views read and select alike", .tapwright)
@MainActor
struct ListElementTests {
  @Test("A table and a collection view read their cells the same way")
  func sameReading() async throws {
    let table = await present(FruitTableController(), as: FruitTableScreen.self)
    let expected = ["Apples, 3 kg", "Bananas, 1 bunch", "Cherries, 200 g"]
    #expect(try table.table().texts() == expected)
    #expect(table.fruit.texts() == expected)
    #expect(table.fruit.titles() == ["Apples", "Bananas", "Cherries"])
    #expect(try table.table().text(at: 2) == "Cherries, 200 g")
    #expect(table.fruit.numberOfRows() == 3)
    #expect(table.fruit.numberOfRows(inSection: 1) == 0)

    let grid = await present(FruitGridController(), as: FruitGridScreen.self)
    #expect(try grid.collection().texts() == expected)
    #expect(grid.fruit.texts() == expected)
    #expect(grid.fruit.titles() == ["Apples", "Bananas", "Cherries"])
    #expect(grid.fruit.numberOfItems() == 3)
  }

  @Test("Elements select a row and an item like a user")
  func selecting() async throws {
    let table = await present(FruitTableController(), as: FruitTableScreen.self)
    await table.fruit.selectRow(2)
    #expect(table.viewController.selections == [2])
    #expect(table.fruit.selectedIndexPaths == [IndexPath(row: 2, section: 0)])

    let grid = await present(FruitGridController(), as: FruitGridScreen.self)
    await grid.fruit.selectItem(0)
    #expect(grid.viewController.selections == [0])
    #expect(grid.fruit.selectedIndexPaths == [IndexPath(item: 0, section: 0)])
  }

  @Test("A tap the delegate declines fails at the test's line, for rows and for items alike")
  func declinedTaps() async throws {
    let tableController = FruitTableController()
    tableController.declines = true
    let table = await present(tableController, as: FruitTableScreen.self)
    let tableMessage =
      "Cannot select row 1 in section 0: the table view's delegate declined it "
      + "(tableView(_:shouldHighlightRowAt:) returned false or tableView(_:willSelectRowAt:) "
      + "returned nil).\n\n" + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await table.fruit.selectRow(1)
    } matching: {
      issue($0, is: tableMessage, line: #line - 2)
    }
    #expect(tableController.selections.isEmpty)

    let gridController = FruitGridController()
    gridController.declines = true
    let grid = await present(gridController, as: FruitGridScreen.self)
    let gridMessage =
      "Cannot select item 1 in section 0: the collection view's delegate declined it "
      + "(collectionView(_:shouldHighlightItemAt:), collectionView(_:shouldSelectItemAt:) or "
      + "collectionView(_:shouldDeselectItemAt:) returned false).\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await grid.fruit.selectItem(1)
    } matching: {
      issue($0, is: gridMessage, line: #line - 2)
    }
    #expect(gridController.selections.isEmpty)
  }

  @Test("Titles are waited for; a wait that runs out names the list and the titles last seen")
  func waitingForTitles() async throws {
    let controller = FruitTableController()
    let table = await present(controller, as: FruitTableScreen.self)
    DispatchQueue.main.async {
      controller.fruit.append(("Dates", "12"))
      controller.tableView.reloadData()
    }
    #expect(await table.fruit.eventuallyShowsTitles(["Apples", "Bananas", "Cherries", "Dates"]))
    let expected =
      "Expected the titles of the rows in section 0 of UITableView any view to become equal to "
      + "[ [0]: \"Apples\" ] within 20 ms; last observed: "
      + "[ [0]: \"Apples\", [1]: \"Bananas\", [2]: \"Cherries\", [3]: \"Dates\" ]\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await table.fruit.eventuallyShowsTitles(["Apples"], timeout: .milliseconds(20))
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("Selecting in a list that is not on the screen fails at the test's line")
  func missingList() async throws {
    let grid = await present(FruitGridController(), as: FruitGridScreen.self)
    let missing: Element<UITableView> = grid.element(.identifier("nowhere"))
    #expect(missing.numberOfRows() == 0)
    #expect(missing.titles().isEmpty)
    await withKnownIssue {
      await missing.selectRow(0)
    } matching: {
      $0.sourceLocation?.line == #line - 2
        && $0.comments.contains { $0.rawValue.hasPrefix("No visible UITableView matches") }
    }
  }
}
