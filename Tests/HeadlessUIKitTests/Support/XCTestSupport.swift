#if !canImport(UIKit)
  import Foundation
  import XCTest

  extension XCTestCase {
    /// Runs a synchronous test body on the main actor (corelibs XCTest runs tests on the main
    /// thread but cannot call `@MainActor` test methods directly).
    func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
      try MainActor.assumeIsolated(body)
    }
  }
#endif
