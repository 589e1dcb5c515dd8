// swift-format-ignore-file: AlwaysUseLowerCamelCase

import UIKit
import XCTest

@testable import XcodeApp

// Method swizzling as test suites have written it for a decade: a presentation spy that exchanges
// UIViewController's present(_:animated:completion:) with its own method for one test, and the
// add-or-replace pattern that gives one class a tracking viewWillAppear(_:) and calls the
// original through.

private var presented: [UIViewController] = []
private var appearances: [String] = []

extension UIViewController {
  @objc func spy_present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presented.append(viewControllerToPresent)
    // After the exchange, this name runs UIKit's original.
    spy_present(viewControllerToPresent, animated: flag, completion: completion)
  }

  @objc func tracked_viewWillAppear(_ animated: Bool) {
    appearances.append(String(describing: type(of: self)))
    tracked_viewWillAppear(animated)
  }

  static func exchangePresentWithSpy() {
    guard
      let original = class_getInstanceMethod(
        UIViewController.self, #selector(UIViewController.present(_:animated:completion:))),
      let spy = class_getInstanceMethod(
        UIViewController.self, #selector(UIViewController.spy_present(_:animated:completion:)))
    else { return }
    method_exchangeImplementations(original, spy)
  }

  static let trackAppearancesOfGreetingControllers: Void = {
    let type: AnyClass = GreetingViewController.self
    let originalSelector = #selector(UIViewController.viewWillAppear(_:))
    let trackedSelector = #selector(UIViewController.tracked_viewWillAppear(_:))
    guard let original = class_getInstanceMethod(type, originalSelector),
      let tracked = class_getInstanceMethod(type, trackedSelector)
    else { return }
    let added = class_addMethod(
      type, originalSelector, method_getImplementation(tracked), method_getTypeEncoding(tracked))
    if added {
      _ = class_replaceMethod(
        type, trackedSelector, method_getImplementation(original),
        method_getTypeEncoding(original))
    } else {
      method_exchangeImplementations(original, tracked)
    }
  }()
}

final class SwizzlingTests: XCTestCase {
  override func setUp() {
    super.setUp()
    presented = []
    appearances = []
  }

  private func shownController(_ controller: UIViewController = UIViewController())
    -> UIViewController
  {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return controller
  }

  func testASwizzledPresentRecordsTheControllerAndPresentsIt() {
    let presenter = shownController()
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)

    UIViewController.exchangePresentWithSpy()
    presenter.present(alert, animated: false)
    UIViewController.exchangePresentWithSpy()

    XCTAssertEqual(presented, [alert])
    XCTAssertTrue(presenter.presentedViewController === alert)
    // Exchanged back: presenting is not recorded any more.
    shownController().present(UIViewController(), animated: false)
    XCTAssertEqual(presented, [alert])
  }

  func testAnAddedMethodTracksOneClassAndCallsTheOriginal() throws {
    _ = UIViewController.trackAppearancesOfGreetingControllers
    let greeting = try XCTUnwrap(
      UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        as? GreetingViewController)

    shownController().present(greeting, animated: false)
    shownController().present(UINavigationController(), animated: false)

    XCTAssertEqual(appearances, ["GreetingViewController"])
    XCTAssertEqual(greeting.greetingLabel.text, "")
  }
}
