#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Auto Layout, in classic XCTest (sync, on the main thread).
  final class AutoLayoutTests: XCTestCase {
    func testThatPinnedEdgesAndAConstantChangeGiveUIKitsFrames() {
      onMainActor {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
          leading,
          child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
          child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 30),
          child.heightAnchor.constraint(equalToConstant: 44),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 30, width: 350, height: 44))
        leading.constant = 40
        XCTAssertEqual(child.frame.minX, 20)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 40, y: 30, width: 330, height: 44))
      }
    }

    func testThatSetNeedsLayoutRunsOnTheNextTurnOfTheMainRunLoop() {
      onMainActor {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.isHidden = false
        view.layoutIfNeeded()
        let before = view.layoutCount
        view.setNeedsLayout()
        XCTAssertEqual(view.layoutCount, before)
        XCTAssertTrue(spin { view.layoutCount == before + 1 })
        window.isHidden = true
      }
    }

    func testThatAVerticalStackViewStacksItsLabels() {
      onMainActor {
        let first = UILabel()
        first.text = "First"
        let second = UILabel()
        second.text = "Second"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.layoutIfNeeded()
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 200, height: 21))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 29, width: 200, height: 21))
      }
    }
  }
#endif
