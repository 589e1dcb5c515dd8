#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Collection views, in classic XCTest.
  final class CollectionsTests: XCTestCase {
    func testThatEveryItemIsVisibleAndCellsComeFromTheDataSource() {
      onMainActor {
        let spy = CollectionSpy([["a"], ["b", "c"]])
        let collection = makeCollection(spy)
        XCTAssertEqual(collection.numberOfSections, 2)
        XCTAssertEqual(itemTexts(collection), ["a", "b", "c"])
        XCTAssertEqual(
          (collection.cellForItem(at: IndexPath(item: 1, section: 1)) as? LabelCell)?.label.text,
          "c")
      }
    }

    func testThatAFlowLayoutFillsLinesBetweenTheInsets() {
      onMainActor {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 40)
        layout.minimumInteritemSpacing = 20
        layout.minimumLineSpacing = 10
        let spy = CollectionSpy([["a", "b", "c", "d"]])
        let collection = makeCollection(spy, layout: layout)
        XCTAssertEqual(
          itemFrames(collection),
          [
            CGRect(x: 0, y: 0, width: 150, height: 40),
            CGRect(x: 170, y: 0, width: 150, height: 40),
            CGRect(x: 0, y: 50, width: 150, height: 40),
            CGRect(x: 170, y: 50, width: 150, height: 40),
          ])
        withExtendedLifetime(spy) {}
      }
    }

    func testThatACompositionalGridHasTwoColumns() {
      onMainActor {
        let spy = CollectionSpy([["a", "b", "c"]])
        let collection = makeCollection(spy, layout: makeTwoColumnGrid())
        XCTAssertEqual(
          itemFrames(collection),
          [
            CGRect(x: 5, y: 5, width: 150, height: 90),
            CGRect(x: 165, y: 5, width: 150, height: 90),
            CGRect(x: 5, y: 105, width: 150, height: 90),
          ])
        withExtendedLifetime(spy) {}
      }
    }

    func testThatAUserTapDeselectsTheOldItemBeforeDidSelect() {
      onMainActor {
        let spy = CollectionSpy([["a", "b"]])
        let collection = makeCollection(spy)
        let window = makeWindow(root: UIViewController())
        window.rootViewController?.view.addSubview(collection)
        collection.selectItem(
          at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collection.userSelectItem(at: IndexPath(item: 1, section: 0)), .selected)
        XCTAssertEqual(
          spy.calls,
          [
            "shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1", "shouldSelect 0.1",
            "didDeselect 0.0", "didSelect 0.1",
          ])
      }
    }

    func testThatBatchUpdatesCompleteOnALaterTurn() {
      onMainActor {
        let spy = CollectionSpy([["a"]])
        let controller = UIViewController()
        let collection = makeCollection(spy)
        controller.view.addSubview(collection)
        let window = makeWindow(root: controller)
        spinUntilQuiet(window)
        var finished: Bool?
        spy.sections = [["a", "b"]]
        collection.performBatchUpdates {
          collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        } completion: {
          finished = $0
        }
        XCTAssertEqual(itemTexts(collection), ["a", "b"])
        XCTAssertNil(finished)
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(finished, true)
      }
    }
  }
#endif
