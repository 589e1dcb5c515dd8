#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Window rules: release, console messages, in classic XCTest.
  final class WindowRulesTests: XCTestCase {
    func testThatAHiddenUnreferencedWindowIsReleased() {
      onMainActor {
        weak var released: UIWindow?
        do {
          let window = makeWindow(root: UIViewController())
          spinUntilQuiet(window)
          window.isHidden = true
          spinUntilQuiet(window)
          released = window
        }
        XCTAssertNil(released)
      }
    }

    func testThatConsoleMessagesArePerWindow() {
      onMainActor {
        let root = UIViewController()
        let window = makeWindow(root: root)
        spinUntilQuiet(window)
        let quiet = makeWindow(root: UIViewController())
        HeadlessConsole.$printsToStandardError.withValue(false) {
          root.present(UIViewController(), animated: true)
          root.present(UIViewController(), animated: true)
        }
        XCTAssertEqual(window.consoleMessages.count, 1)
        XCTAssertEqual(window.consoleMessages.first?.controllerID, ObjectIdentifier(root))
        XCTAssertTrue(quiet.consoleMessages.isEmpty)
        spinUntilQuiet(window)
      }
    }
  }
#endif
