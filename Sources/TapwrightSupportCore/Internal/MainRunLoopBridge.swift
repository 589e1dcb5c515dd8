import Dispatch
import Foundation
import TapwrightReporting

/// Runs async work to completion from synchronous code on the main thread, spinning the main run loop.
///
/// The one place the package blocks a thread for async work: classic XCTest's synchronous
/// `invokeTest` and the public `runOnMainActor` of the XCTest base class use it.
package enum MainRunLoopBridge {
  /// Runs `body` on the main actor and spins the main run loop until it finishes; `false` when it
  /// could not run (off the main thread, or inside async code), after an issue at `callSite`.
  package static func run(
    _ function: String,
    at callSite: CallSite,
    _ body: @MainActor () async -> Void
  ) -> Bool {
    guard Thread.isMainThread else {
      reportTapwrightIssue(
        "\(function) spins the main run loop and must be called on the main thread (a "
          + "synchronous XCTest method).",
        at: callSite)
      return false
    }
    guard !withUnsafeCurrentTask(body: { $0 != nil }) else {
      reportTapwrightIssue(
        "\(function) cannot be called from async code: it would block the main actor that its "
          + "body needs. Call the body's code directly with `await`.",
        at: callSite)
      return false
    }
    withoutActuallyEscaping(body) { body in
      // The closure does not outlive this call: the loop below returns only once it finished.
      let box = UncheckedBox(body)
      let done = Locked(false)
      Task { @MainActor in
        await box.value()
        done.withLock { $0 = true }
        // Wakes the run loop below at once.
        DispatchQueue.main.async {}
      }
      while !done.withLock({ $0 }) {
        // Returns as soon as a main-queue block ran; the bound only guards against a run loop
        // with nothing to wake it. Not a fixed wait.
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
      }
    }
    return true
  }
}

/// Carries a value the bridge hands to the main actor and waits for, so it is never used concurrently.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
