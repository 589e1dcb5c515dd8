import XCTest

@testable import LaunchApp

// An app without scenes, launched through its main.swift: the test bundle's delegate is found by
// name, the Info.plist's main storyboard is in the delegate's window.
final class LaunchTests: XCTestCase {
  func testMainFindsTheTestingDelegateByName() {
    XCTAssertTrue(UIApplication.shared.delegate is TestingAppDelegate)
    XCTAssertEqual(AppDelegate.launches, 0)
  }

  func testTheMainStoryboardIsInTheDelegatesKeyWindow() throws {
    let delegate = try XCTUnwrap(UIApplication.shared.delegate as? TestingAppDelegate)
    let window = try XCTUnwrap(delegate.window)
    XCTAssertTrue(window === UIApplication.shared.keyWindow)
    let home = try XCTUnwrap(window.rootViewController as? HomeViewController)
    XCTAssertEqual(home.greeting.text, "Welcome")
  }
}
