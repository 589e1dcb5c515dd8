#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// HeadlessUIKit's costs: present+dismiss, push+pop, and memory over 10,000 window cycles.
  let headlessUIKitSuite = Suite(
    name: "HeadlessUIKit",
    keys: [
      "present_dismiss_us", "push_pop_us", "memory_growth_mb_10k_cycles",
      "live_windows_after_10k_cycles",
    ]
  ) {
    UIView.setAnimationsEnabled(true)
    let presentDismiss = await microseconds(iterations: 500) {
      await presentAndDismiss(in: sharedPresentWindow)
    }
    let pushPop = await microseconds(iterations: 500) {
      await pushAndPop(in: sharedNavigationWindow)
    }
    sharedPresentWindow.isHidden = true
    sharedNavigationWindow.isHidden = true

    for _ in 0..<500 { await cycleInFreshWindow() }
    await settle(nil)
    let windowsBefore = UIApplication.shared.windows.count
    let before = Bench.residentMegabytes()
    for _ in 0..<10_000 { await cycleInFreshWindow() }
    await settle(nil)
    let after = Bench.residentMegabytes()
    let liveWindows = UIApplication.shared.windows.count - windowsBefore

    return [
      Figure(
        key: "present_dismiss_us", value: presentDismiss, unit: "µs",
        summary: "present + dismiss (not animated), settled to quiet, one window"),
      Figure(
        key: "push_pop_us", value: pushPop, unit: "µs",
        summary: "push + pop (not animated), settled to quiet, one window"),
      Figure(
        key: "memory_growth_mb_10k_cycles", value: after - before, unit: "MB",
        summary: "RSS growth over 10,000 present/dismiss cycles in fresh, then hidden windows",
        target: "≈ 0"),
      Figure(
        key: "live_windows_after_10k_cycles", value: Double(liveWindows), unit: "windows",
        summary: "windows of the 10,000 cycles still alive (hidden ones must be released)",
        target: "0"),
    ]
  }

  /// Median microseconds per iteration on the main actor: a warm-up round, then
  /// `Bench.repetitions` timed rounds (as `Bench.microsecondsPerIteration`, kept on the main actor).
  @MainActor
  private func microseconds(iterations: Int, _ body: @MainActor () async -> Void) async -> Double {
    var rounds: [Double] = []
    for round in 0...Bench.repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { await body() }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if round > 0 { rounds.append(elapsed / Double(iterations) * 1e6) }
    }
    return Bench.median(rounds)
  }

  @MainActor private let sharedPresentWindow = visibleWindow(root: UIViewController())
  @MainActor private let sharedNavigationWindow = visibleWindow(
    root: UINavigationController(rootViewController: UIViewController()))

  @MainActor
  private func visibleWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// Yields the main actor until HeadlessUIKit has no work left (in `window`, or anywhere).
  @MainActor
  private func settle(_ window: UIWindow?) async {
    while true {
      if let window {
        if window.pendingHeadlessWorkCount == 0 && !window.hasTransitionInFlight { return }
      } else if HeadlessScheduler.pendingWorkCount == 0 {
        return
      }
      await Task.yield()
    }
  }

  @MainActor
  private func presentAndDismiss(in window: UIWindow) async {
    guard let root = window.rootViewController else { return }
    root.present(UIViewController(), animated: false)
    await settle(window)
    root.dismiss(animated: false)
    await settle(window)
  }

  @MainActor
  private func pushAndPop(in window: UIWindow) async {
    guard let navigation = window.rootViewController as? UINavigationController else { return }
    navigation.pushViewController(UIViewController(), animated: false)
    await settle(window)
    navigation.popViewController(animated: false)
    await settle(window)
  }

  @MainActor
  private func cycleInFreshWindow() async {
    let window = visibleWindow(root: UIViewController())
    await settle(window)
    await presentAndDismiss(in: window)
    window.isHidden = true
    await settle(window)
  }
#endif
