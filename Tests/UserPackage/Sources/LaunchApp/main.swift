import UIKit

// The app launches with the tests' own delegate when the tests provide one (the test bundle is
// loaded before `main` runs), a pattern from Jon Reid's iOS Unit Testing by Example.
let appDelegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self
UIApplicationMain(
  CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass))
