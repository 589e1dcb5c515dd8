#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// The objc.io issue 15 example app's behaviour, driven as a user would.
  @MainActor
  @Suite("objc.io issue 15 example app")
  struct ObjcIOSpec {
    @Test("Tapping the button updates the label")
    func buttonUpdatesLabel() async {
      let counter = CounterViewController()
      let window = makeWindow(root: counter)
      await yieldUntilQuiet(window)
      #expect(counter.countLabel.text == "No taps yet")
      #expect(counter.tapButton.userTap())
      #expect(counter.countLabel.text == "Tapped once")
      #expect(counter.tapButton.userTap())
      #expect(counter.countLabel.text == "Tapped 2 times")
    }

    @Test("Selecting a segment updates the unit; setting it in code sends nothing")
    func segmentedControlUpdatesUnit() async {
      let counter = CounterViewController()
      let window = makeWindow(root: counter)
      await yieldUntilQuiet(window)
      #expect(counter.unitLabel.text == "Kilometres")
      counter.unitControl.selectedSegmentIndex = 1
      #expect(counter.unitLabel.text == "Kilometres")
      counter.unitControl.selectedSegmentIndex = 0
      #expect(counter.unitControl.userSelectSegment(at: 1))
      #expect(counter.unitLabel.text == "Miles")
    }

    @Test("Selecting a row through the table's delegate pushes its detail")
    func selectingARowPushesTheDetail() async {
      let items = ItemsViewController()
      let navigation = UINavigationController(rootViewController: items)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(
        items.tableView.visibleCells.map { $0.textLabel?.text } == [
          "Apples", "Bananas", "Cherries",
        ])
      #expect(items.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.userTap() == true)
      await yieldUntilQuiet(window)
      let detail = navigation.topViewController as? DetailViewController
      #expect(detail?.nameLabel.text == "Bananas")
      #expect(detail?.view.window === window)
    }

    @Test("Calling the delegate directly, as objc.io's tests do, pushes the detail too")
    func callingTheDelegateDirectly() async {
      let items = ItemsViewController()
      let navigation = UINavigationController(rootViewController: items)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let table = items.tableView
      table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
      #expect((navigation.topViewController as? DetailViewController)?.item == "Cherries")
      await yieldUntilQuiet(window)
    }
  }
#endif
