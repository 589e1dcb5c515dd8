#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// XCTest: spins the main run loop until `condition` holds or `timeout` passes; returns it.
  @MainActor
  @discardableResult
  func spin(timeout: TimeInterval = 2, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() >= deadline { return false }
      RunLoop.main.run(until: Date().addingTimeInterval(0.001))
    }
    return true
  }

  /// XCTest: spins the main run loop until HeadlessUIKit has no next-turn work, timers or
  /// transitions left in `window`.
  @MainActor
  @discardableResult
  func spinUntilQuiet(_ window: UIWindow, timeout: TimeInterval = 2) -> Bool {
    spin(timeout: timeout) { isQuiet(window) }
  }

  /// Swift Testing: yields the main actor until `condition` holds or `timeout` passes.
  @MainActor
  @discardableResult
  func yield(timeout: TimeInterval = 2, until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() >= deadline { return false }
      await Task.yield()
    }
    return true
  }

  /// Swift Testing: yields until HeadlessUIKit has nothing left to do in `window`.
  @MainActor
  @discardableResult
  func yieldUntilQuiet(_ window: UIWindow, timeout: TimeInterval = 2) async -> Bool {
    await yield(timeout: timeout) { isQuiet(window) }
  }

  @MainActor
  func isQuiet(_ window: UIWindow) -> Bool {
    window.pendingHeadlessWorkCount == 0 && window.pendingTimers.isEmpty
      && !window.hasTransitionInFlight
  }

  /// A window showing `root`, made key and visible.
  @MainActor
  func makeWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
#endif
