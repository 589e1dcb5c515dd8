#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// The objc.io issue 15 example app, in classic XCTest.
  final class ObjcIOTests: XCTestCase {
    func testThatTappingTheButtonUpdatesTheLabel() {
      onMainActor {
        let counter = CounterViewController()
        let window = makeWindow(root: counter)
        spinUntilQuiet(window)
        XCTAssertTrue(counter.tapButton.userTap())
        XCTAssertEqual(counter.countLabel.text, "Tapped once")
      }
    }

    func testThatSelectingASegmentUpdatesTheUnit() {
      onMainActor {
        let counter = CounterViewController()
        let window = makeWindow(root: counter)
        spinUntilQuiet(window)
        XCTAssertTrue(counter.unitControl.userSelectSegment(at: 1))
        XCTAssertEqual(counter.unitLabel.text, "Miles")
      }
    }

    func testThatSelectingARowPushesTheDetail() {
      onMainActor {
        let items = ItemsViewController()
        let navigation = UINavigationController(rootViewController: items)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        XCTAssertTrue(items.tableView.userSelectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(
          (navigation.topViewController as? DetailViewController)?.nameLabel.text, "Apples")
      }
    }
  }
#endif
