import Tapwright
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension AnyViewControllerObject {
  /// Waits for the app's tracked work (its requests) to finish, then settles the UI it changed.
  ///
  /// The app starts its work through the current `TestScope`'s tracker (see
  /// `AppEnvironment.inProcess`), so "finished" means every request answered and handled.
  /// Settling runs what the work queued (alerts, transitions) in virtual time.
  /// - Parameters:
  ///   - timeout: The longest the app's work may take.
  ///   - callSite: Where the caller wrote the call.
  public func finishAppWork(
    timeout: Duration = .seconds(5), at callSite: CallSite = #callSite
  ) async {
    let tracker = TestScope.current?.tracker
    // Work the settled UI starts (a retry, a reload) is waited for too, a few rounds at most.
    for _ in 0..<4 {
      await tracker?.waitUntilIdle(
        timeout: timeout, at: callSite)
      await stage.settle(at: callSite)
      if tracker?.isIdle ?? true { return }
    }
  }

}
