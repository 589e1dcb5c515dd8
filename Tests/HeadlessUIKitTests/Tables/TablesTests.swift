#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Tables and segues, in classic XCTest.
  final class TablesTests: XCTestCase {
    func testThatEveryRowIsVisibleAndCellsComeFromTheDataSource() {
      onMainActor {
        let spy = TableSpy([["a"], ["b", "c"]])
        let table = makeTable(spy)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(cellTexts(table), ["a", "b", "c"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "c")
      }
    }

    func testThatSelectRowCallsNoDelegateMethod() {
      onMainActor {
        let spy = TableSpy([["a", "b"]])
        let table = makeTable(spy)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .middle)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(spy.calls, [])
      }
    }

    func testThatAUserTapDeselectsTheOldRowBeforeSelectingTheNewOne() {
      onMainActor {
        let spy = TableSpy([["a", "b"]])
        let table = makeTable(spy)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        XCTAssertTrue(table.userSelectRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(
          spy.calls, ["willSelect 0.1", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.1"])
      }
    }

    func testThatWillSelectReturningNilCancels() {
      onMainActor {
        let spy = TableSpy([["a"]])
        spy.willSelect = { _ in nil }
        let table = makeTable(spy)
        XCTAssertFalse(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertNil(table.indexPathForSelectedRow)
      }
    }

    func testThatInsertedRowsKeepExistingCells() {
      onMainActor {
        let spy = TableSpy([["a"]])
        let table = makeTable(spy)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        spy.sections = [["a", "b"]]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .bottom)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        XCTAssertEqual(cellTexts(table), ["a", "b"])
      }
    }

    func testThatSelectingARowCanPushADetailAndTheSelectionClearsOnReturn() {
      onMainActor {
        let controller = FruitsController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        XCTAssertTrue(controller.tableView.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(navigation.topViewController?.title, "Apple")
        spinUntilQuiet(window)
        navigation.popViewController(animated: true)
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
      }
    }

    func testThatACellsTriggeredSegueRunsAfterDidSelect() {
      onMainActor {
        let controller = SegueTableController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        XCTAssertTrue(controller.tableView.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(
          controller.calls, ["didSelect", "should detail", "prepare detail sender:cell"])
        spinUntilQuiet(window)
      }
    }

    func testThatBatchUpdatesCompleteOnALaterTurn() {
      onMainActor {
        let spy = TableSpy([["a"]])
        let controller = UIViewController()
        let table = makeTable(spy)
        controller.view.addSubview(table)
        let window = makeWindow(root: controller)
        spinUntilQuiet(window)
        var finished = false
        spy.sections = [[]]
        table.performBatchUpdates(
          {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          }, completion: { finished = $0 })
        XCTAssertFalse(finished)
        XCTAssertTrue(spin { finished })
        XCTAssertEqual(table.visibleCells.count, 0)
      }
    }
    func testThatATapOnASelectedRowDeselectsItWithMultipleSelection() {
      onMainActor {
        let spy = TableSpy([["a", "b"]])
        let table = makeTable(spy)
        table.allowsMultipleSelection = true
        XCTAssertTrue(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(table.userSelectRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertTrue(table.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(spy.calls.suffix(2), ["willDeselect 0.0", "didDeselect 0.0"])
      }
    }

    func testThatSectionTitlesShowAsHeaderViews() {
      onMainActor {
        let spy = TableSpy([["a"]])
        spy.showsTitles = true
        let table = makeTable(spy)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "Header 0")
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Footer 0")
      }
    }

    func testThatReloadDataReusesCellsAfterPrepareForReuse() {
      onMainActor {
        let spy = TableSpy([["a"]])
        let table = makeTable(spy)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        table.reloadData()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        XCTAssertEqual(cell?.reuses, 1)
      }
    }

    func testThatAListContentConfigurationShowsItsText() {
      onMainActor {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Name"
        content.secondaryText = "Value"
        cell.contentConfiguration = content
        XCTAssertEqual(cell.accessibilityLabel, "Name, Value")
      }
    }
    func testThatADiffableDataSourceShowsItsSnapshot() {
      onMainActor {
        let table = UITableView(frame: .zero, style: .plain)
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
          _, _, item in
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = item
          return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.insertItems(["a"], beforeItem: "b")
        dataSource.apply(snapshot)
        XCTAssertEqual(cellTexts(table), ["a", "b", "c"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c"])
      }
    }
    func testThatASwipeActionRunsItsHandlerWithTheCell() {
      onMainActor {
        let controller = SwipeController(style: .plain)
        let window = makeWindow(root: controller)
        spinUntilQuiet(window)
        XCTAssertTrue(
          controller.tableView.userTapSwipeAction(
            titled: "Archive", forRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(
          controller.calls, ["willBeginEditing 0", "archive Row 0", "didEndEditing 0"])
      }
    }
  }
#endif
