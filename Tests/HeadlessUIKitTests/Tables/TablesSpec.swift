#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Tables and segues")
  struct TablesSpec {
    @Test("IndexPath(row:section:) has the row and section, as UIKit's extension")
    func indexPaths() {
      let path = IndexPath(row: 3, section: 1)
      #expect(path.row == 3 && path.section == 1)
      #expect(path == IndexPath(indexes: [1, 3]))
      #expect(IndexPath(row: 0, section: 2) > IndexPath(row: 5, section: 1))
      withKnownIssue {
        #expect(IndexPath(index: 4).row == 0)
      } matching: { issue in
        message(of: issue)
          == "Invalid index path for use with UITableView. This index path must contain exactly "
          + "two indices specifying the section and row."
      }
    }

    @Test("Sections, rows and cells come from the data source; every row is visible")
    func dataAndVisibleCells() {
      let spy = TableSpy([["a", "b"], ["c"]])
      let table = makeTable(spy)
      #expect(table.numberOfSections == 2)
      #expect(table.numberOfRows(inSection: 0) == 2)
      #expect(table.numberOfRows(inSection: 9) == 0)
      #expect(cellTexts(table) == ["a", "b", "c"])
      #expect(table.indexPathsForVisibleRows == [[0, 0], [0, 1], [1, 0]])
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 1))
      #expect(cell?.textLabel?.text == "c")
      #expect(cell.flatMap(table.indexPath(for:)) == IndexPath(row: 0, section: 1))
      #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
      #expect((cell as? CountingCell)?.madeWithStyleInit == true)
      #expect(cell?.reuseIdentifier == CountingCell.identifier)
    }

    @Test("reloadData asks again and reuses the old cells after prepareForReuse")
    func reloadReusesCells() {
      let spy = TableSpy([["a", "b"]])
      let table = makeTable(spy)
      let before = table.visibleCells
      spy.sections = [["x", "y", "z"]]
      table.reloadData()
      #expect(cellTexts(table) == ["x", "y", "z"])
      let after = table.visibleCells
      #expect(before.allSatisfy { old in after.contains { $0 === old } })
      #expect(before.compactMap { ($0 as? CountingCell)?.reuses } == [1, 1])
      #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test("Dequeuing an unregistered identifier reports UIKit's exception and returns a cell")
    func unregisteredIdentifier() {
      let table = UITableView(frame: .zero, style: .grouped)
      withKnownIssue {
        let cell = table.dequeueReusableCell(
          withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Missing")
      } matching: { issue in
        message(of: issue)
          == "unable to dequeue a cell with identifier Missing - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard"
      }
    }

    @Test("selectRow and deselectRow call no delegate method")
    func programmaticSelection() {
      let spy = TableSpy([["a", "b", "c"]])
      let table = makeTable(spy)
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
      table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
      table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
      #expect(table.indexPathForSelectedRow == nil)
      #expect(table.indexPathsForSelectedRows == nil)
      #expect(spy.calls.isEmpty)
    }

    @Test("A user's tap: willSelect, deselect the old row, select, didSelect")
    func userSelectionOrder() {
      let spy = TableSpy([["a", "b", "c"]])
      let table = makeTable(spy)
      #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      spy.calls.removeAll()
      #expect(table.userSelectRow(at: IndexPath(row: 2, section: 0)))
      #expect(
        spy.calls == ["willSelect 0.2", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.2"])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test("willSelectRowAt returning nil cancels; returning another row redirects")
    func willSelectCancelsOrRedirects() {
      let spy = TableSpy([["a", "b", "c"]])
      let table = makeTable(spy)
      spy.willSelect = { _ in nil }
      #expect(!table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(table.indexPathForSelectedRow == nil)
      #expect(spy.calls == ["willSelect 0.0"])
      spy.willSelect = { _ in IndexPath(row: 1, section: 0) }
      spy.calls.removeAll()
      #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(spy.calls == ["willSelect 0.0", "didSelect 0.1"])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("With multiple selection a tap adds a row, and a tap on a selected row deselects it")
    func multipleSelection() {
      let spy = TableSpy([["a", "b"]])
      let table = makeTable(spy)
      table.allowsMultipleSelection = true
      #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(table.userSelectRow(at: IndexPath(row: 1, section: 0)))
      #expect(table.indexPathsForSelectedRows?.count == 2)
      spy.calls.removeAll()
      #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(spy.calls == ["willDeselect 0.0", "didDeselect 0.0"])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("allowsSelection false refuses a user's tap; reloadData clears the selection")
    func selectionRules() {
      let spy = TableSpy([["a"]])
      let table = makeTable(spy)
      table.allowsSelection = false
      #expect(!table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
      #expect(table.indexPathForSelectedRow != nil)
      table.reloadData()
      #expect(table.indexPathForSelectedRow == nil)
      #expect(spy.calls.isEmpty)
    }

    @Test("insertRows and deleteRows keep the other cells and the selection in place")
    func insertAndDelete() {
      let spy = TableSpy([["a", "b", "c"]])
      let table = makeTable(spy)
      let bCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
      table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
      spy.sections = [["new", "a", "b", "c"]]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(cellTexts(table) == ["new", "a", "b", "c"])
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === bCell)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
      spy.sections = [["new", "b", "c"]]
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      #expect(cellTexts(table) == ["new", "b", "c"])
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === bCell)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("An update that doesn't match the data source reports UIKit's exception, then reloads")
    func invalidUpdate() {
      let spy = TableSpy([["a", "b"]])
      let table = makeTable(spy)
      _ = table.visibleCells
      spy.sections = [["a", "b", "c"]]
      withKnownIssue {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      } matching: { issue in
        message(of: issue)
          == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (3) must be equal to the number of rows "
          + "contained in that section before the update (2), plus or minus the number of rows "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 0 moved out)."
      }
      #expect(cellTexts(table) == ["a", "b", "c"])
    }

    @Test("A row update out of range reports UIKit's exception instead of crashing")
    func invalidRowUpdate() {
      let spy = TableSpy([["a", "b"]])
      let table = makeTable(spy)
      _ = table.visibleCells
      withKnownIssue {
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
      } matching: { issue in
        message(of: issue)
          == "attempt to delete row 5 from section 0 which only contains 2 rows before the update"
      }
      withKnownIssue {
        table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
      } matching: { issue in
        message(of: issue)
          == "attempt to insert row 7 into section 0, but there are only 2 rows in section 0 "
          + "after the update"
      }
      #expect(cellTexts(table) == ["a", "b"])
    }

    @Test("A section update out of range reports UIKit's exception instead of crashing")
    func invalidSectionUpdate() {
      let spy = TableSpy([["a"]])
      let table = makeTable(spy)
      _ = table.visibleCells
      withKnownIssue {
        table.deleteSections(IndexSet(integer: 4), with: .automatic)
      } matching: { issue in
        message(of: issue)
          == "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (1) must be equal to the number of sections contained in "
          + "the table view before the update (1), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 1 deleted)."
      }
      spy.sections = []
      withKnownIssue {
        table.deleteSections(IndexSet(integer: 4), with: .automatic)
      } matching: { issue in
        message(of: issue)
          == "attempt to delete section 4, but there are only 1 sections before the update"
      }
      #expect(cellTexts(table) == [])
    }

    @Test("Section titles show as header and footer views above and below their rows")
    func sectionTitles() {
      let spy = TableSpy([["a"], ["b", "c"]])
      spy.showsTitles = true
      let table = makeTable(spy)
      #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header 0")
      #expect(table.footerView(forSection: 1)?.textLabel?.text == "Footer 1")
      #expect(table.headerView(forSection: 1)?.superview === table)
      let header = table.headerView(forSection: 1)?.frame ?? .zero
      let row = table.rectForRow(at: IndexPath(row: 0, section: 1))
      #expect(header.maxY == row.minY)
      spy.sections = [["a"]]
      table.reloadData()
      #expect(table.headerView(forSection: 1) == nil)
    }

    @Test("A diffable data source applies snapshots as batches; cells and selection move")
    func diffableDataSource() async {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) {
        table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["fruit", "veg"])
      snapshot.appendItems(["apple", "pear"], toSection: "fruit")
      snapshot.appendItems(["leek"], toSection: "veg")
      dataSource.apply(snapshot, animatingDifferences: false)
      #expect(cellTexts(table) == ["apple", "pear", "leek"])
      let pearCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      snapshot.insertItems(["fig"], beforeItem: "apple")
      snapshot.moveItem("leek", beforeItem: "fig")
      snapshot.deleteItems(["apple"])
      var done = false
      dataSource.apply(snapshot) { done = true }
      #expect(cellTexts(table) == ["leek", "fig", "pear"])
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === pearCell)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
      #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "leek")
      #expect(dataSource.indexPath(for: "pear") == IndexPath(row: 2, section: 0))
      #expect(table.numberOfRows(inSection: 1) == 0)
      await yield { done }
      #expect(done)
      withKnownIssue {
        snapshot.appendItems(["pear"])
      } matching: { issue in
        message(of: issue)
          == #"Fatal: supplied item identifiers are not unique. Duplicate identifiers: ["pear"]"#
      }
      #expect(snapshot.numberOfItems == 3)
      withKnownIssue {
        snapshot.appendSections(["veg"])
      } matching: { issue in
        message(of: issue)
          == #"Fatal: supplied section identifiers are not unique. Duplicate identifiers: ["veg"]"#
      }
      #expect(snapshot.numberOfSections == 2)
    }

    @Test("A user's swipe action runs its handler with the cell, as UIKit's")
    func swipeActions() async {
      let controller = SwipeController(style: .plain)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      #expect(controller.tableView.userTapSwipeAction(titled: "Archive", forRowAt: [0, 1]))
      #expect(controller.calls == ["willBeginEditing 1", "archive Row 1", "didEndEditing 1"])
      #expect(!controller.tableView.userTapSwipeAction(titled: "Missing", forRowAt: [0, 1]))
    }

    @Test("Without a swipe configuration, a row action of iOS 8–12 runs its handler with the row")
    func rowActions() async {
      let controller = RowActionController(style: .plain)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      #expect(controller.tableView.userTapSwipeAction(titled: "Delete", forRowAt: [0, 1]))
      #expect(controller.calls == ["willBeginEditing 1", "delete 1", "didEndEditing 1"])
      #expect(!controller.tableView.userTapSwipeAction(titled: "Missing", forRowAt: [0, 1]))
    }

    @Test("A cell's list content configuration shows its texts in the content view")
    func contentConfiguration() {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      content.text = "Title"
      content.secondaryText = "Subtitle"
      cell.contentConfiguration = content
      let labels = cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
      #expect(labels.map(\.text) == ["Title", "Subtitle"])
      #expect(cell.accessibilityLabel == "Title, Subtitle")
      content.text = "Changed"
      cell.contentConfiguration = content
      #expect(labels.first?.text == "Changed")
      #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test("performBatchUpdates applies together and completes on a later turn")
    func batchUpdates() async {
      let spy = TableSpy([["a", "b"]])
      let controller = UIViewController()
      let table = makeTable(spy)
      controller.view.addSubview(table)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      var finished: Bool?
      spy.sections = [["b", "c", "d"]]
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(
          at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
      } completion: {
        finished = $0
      }
      #expect(cellTexts(table) == ["b", "c", "d"])
      #expect(finished == nil)
      await yieldUntilQuiet(window)
      #expect(finished == true)
    }

    @Test("A user's swipe-to-delete asks the data source to commit the deletion")
    func swipeToDelete() {
      let spy = TableSpy([["a", "b"]])
      let table = makeTable(spy)
      #expect(table.userDeleteRow(at: IndexPath(row: 0, section: 0)))
      #expect(spy.calls == ["commit 0.0"])
      #expect(cellTexts(table) == ["b"])
    }

    @Test("UITableViewController is its table's data source and delegate; overrides are called")
    func tableViewController() async {
      let controller = FruitsController(style: .insetGrouped)
      let navigation = UINavigationController(rootViewController: controller)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(controller.tableView.dataSource === controller)
      #expect(controller.tableView.style == .insetGrouped)
      #expect(cellTexts(controller.tableView) == ["Apple", "Pear"])
      #expect(controller.tableView.userSelectRow(at: IndexPath(row: 1, section: 0)))
      #expect(navigation.topViewController?.title == "Pear")
      await yieldUntilQuiet(window)
      #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
      navigation.popViewController(animated: false)
      #expect(controller.tableView.indexPathForSelectedRow == nil)
      await yieldUntilQuiet(window)
    }

    @Test(
      "A tap performs the row's primary action after didSelect; not while editing, not when it extends a multiple selection, not when declined"
    )
    func primaryAction() async {
      let controller = PrimaryActionRows(style: .plain)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      let table = controller.tableView!
      #expect(table.userSelectRow(at: IndexPath(row: 1, section: 0)))
      #expect(controller.calls == ["didSelect 1", "canPerform 1", "perform 1"])

      controller.calls.removeAll()
      controller.declines = true
      #expect(table.userSelectRow(at: IndexPath(row: 2, section: 0)))
      #expect(controller.calls == ["didSelect 2", "canPerform 2"])

      controller.calls.removeAll()
      controller.declines = false
      table.allowsMultipleSelection = true
      #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(controller.calls == ["didSelect 0"])

      controller.calls.removeAll()
      table.allowsMultipleSelection = false
      table.allowsSelectionDuringEditing = true
      table.setEditing(true, animated: false)
      #expect(table.userSelectRow(at: IndexPath(row: 1, section: 0)))
      #expect(controller.calls == ["didSelect 1"])
      await yieldUntilQuiet(window)
    }

    @Test("A popped table view controller, its table and cells are released")
    func tableControllerIsReleased() async {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      weak var weakController: FruitsController?
      weak var weakCell: UITableViewCell?
      do {
        let controller = FruitsController(style: .plain)
        weakController = controller
        navigation.pushViewController(controller, animated: false)
        await yieldUntilQuiet(window)
        weakCell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(weakCell != nil)
        navigation.popViewController(animated: false)
      }
      await yieldUntilQuiet(window)
      #expect(weakController == nil)
      #expect(weakCell == nil)
    }

    @Test("A cell's triggered segue runs after didSelectRowAt, through shouldPerformSegue")
    func cellTriggersSegue() async {
      let controller = SegueTableController(style: .plain)
      let navigation = UINavigationController(rootViewController: controller)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(controller.tableView.userSelectRow(at: IndexPath(row: 0, section: 0)))
      #expect(controller.calls == ["didSelect", "should detail", "prepare detail sender:cell"])
      #expect(navigation.topViewController?.title == "Detail")
      await yieldUntilQuiet(window)
    }
  }

  /// A table view controller written as for UIKit: pushes a detail for the selected fruit.
  @MainActor
  final class FruitsController: UITableViewController {
    let fruits = ["Apple", "Pear"]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
      cell.textLabel?.text = fruits[indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      let detail = UIViewController()
      detail.title = fruits[indexPath.row]
      navigationController?.pushViewController(detail, animated: false)
    }
  }

  /// A table view controller with trailing swipe actions, written as for UIKit.
  @MainActor
  final class SwipeController: UITableViewController {
    var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    override func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      let archive = UIContextualAction(style: .normal, title: "Archive") {
        [weak self] _, view, completion in
        self?.calls.append("archive \((view as? UITableViewCell)?.textLabel?.text ?? "?")")
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [archive])
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      calls.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      calls.append("didEndEditing \(indexPath?.row ?? -1)")
    }
  }

  /// A table whose rows have the row actions of iOS 8–12 (`editActionsForRowAt`).
  final class RowActionController: UITableViewController {
    var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      [
        UITableViewRowAction(style: .destructive, title: "Delete") { [weak self] _, indexPath in
          self?.calls.append("delete \(indexPath.row)")
        }
      ]
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      calls.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      calls.append("didEndEditing \(indexPath?.row ?? -1)")
    }
  }

  /// A table view controller whose cells trigger a declared segue.
  @MainActor
  final class SegueTableController: UITableViewController {
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      declareSegue(withIdentifier: "detail") {
        let detail = UIViewController()
        detail.title = "Detail"
        return detail
      }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = "Row"
      cell.triggeredSegueIdentifier = "detail"
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      calls.append("should \(identifier)")
      return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      calls.append(
        "prepare \(segue.identifier ?? "?") sender:\(sender is UITableViewCell ? "cell" : "?")")
    }
  }
#endif
