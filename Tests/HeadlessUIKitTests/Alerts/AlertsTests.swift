#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Alerts, in classic XCTest.
  final class AlertsTests: XCTestCase {
    func testThatTappingAnActionDismissesTheAlertThenRunsTheHandlerOnce() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        var handled: [Bool] = []
        let alert = UIAlertController(title: "Saved", message: "Done.", preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: "OK", style: .default) { _ in
            handled.append(root.presentedViewController == nil)
          })
        root.present(alert, animated: true)
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertTrue(alert.userTapAction(titled: "OK"))
        XCTAssertEqual(handled, [])
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(handled, [true])
      }
    }

    func testThatAlertTextFieldsAreConfiguredInOrder() {
      onMainActor {
        let alert = UIAlertController(title: "Login", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "User" }
        alert.addTextField { $0.placeholder = "Password" }
        XCTAssertEqual(alert.textFields?.compactMap(\.placeholder), ["User", "Password"])
      }
    }

    func testThatADisabledActionIgnoresATap() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let action = UIAlertAction(title: "Share", style: .default)
        action.isEnabled = false
        alert.addAction(action)
        root.present(alert, animated: false)
        spinUntilQuiet(window)
        XCTAssertFalse(action.userTap())
        XCTAssertTrue(root.presentedViewController === alert)
      }
    }
    func testThatAnAlertLeavesItsPresenterAppeared() {
      onMainActor {
        let log = EventLog()
        let root = RecordingViewController("Root", log: log)
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        log.clear()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        root.present(alert, animated: true)
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(appearanceEvents(log), [])
        XCTAssertTrue(alert.userTapAction(titled: "OK"))
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(appearanceEvents(log), [])
        XCTAssertNil(root.presentedViewController)
      }
    }

    func testThatAnActionSheetAdaptsInCompactWidthWithoutASource() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let sheet = UIAlertController(title: nil, message: "Pick", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default))
        root.present(sheet, animated: false)
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.presentationController?.adaptivePresentationStyle, .pageSheet)
      }
    }
  }
#endif
