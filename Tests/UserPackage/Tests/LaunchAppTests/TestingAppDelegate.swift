import UIKit

/// Replaces the app's delegate while the tests run: `main.swift` finds it by name.
@objc(TestingAppDelegate)
class TestingAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
