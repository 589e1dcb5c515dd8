#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// View rules: first responders, tags, in classic XCTest.
  final class ViewRulesTests: XCTestCase {
    func testThatFirstResponderStatusIsOnePerWindow() {
      onMainActor {
        let window = UIWindow()
        let first = FocusableView()
        let second = FocusableView()
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(second.isFirstResponder)
      }
    }

    func testThatViewWithTagSearchesTheSubtree() {
      onMainActor {
        let root = UIView()
        let leaf = UIView()
        leaf.tag = 42
        root.addSubview(UIView())
        root.subviews[0].addSubview(leaf)
        XCTAssertTrue(root.viewWithTag(42) === leaf)
      }
    }
  }
#endif
