#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A controller that counts its viewDidAppear calls.
  @MainActor
  final class AppearanceCounter: UIViewController {
    var didAppearCount = 0
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppearCount += 1
    }
  }

  /// Ports of KPAViewControllerTestHelper's public specs: rapid presentations and pushes, each
  /// in its own window, all reach viewDidAppear.
  @MainActor
  @Suite("KPAViewControllerTestHelper specs")
  struct KPAViewControllerTestHelperSpec {
    @Test("100 rapid animated presentations, each in its own window, all reach viewDidAppear")
    func rapidPresentations() async {
      var windows: [UIWindow] = []
      var presented: [AppearanceCounter] = []
      for _ in 0..<100 {
        let host = UIViewController()
        let window = makeWindow(root: host)
        let controller = AppearanceCounter()
        host.present(controller, animated: true)
        windows.append(window)
        presented.append(controller)
      }
      let allAppeared = await yield(timeout: 5) { presented.allSatisfy { $0.didAppearCount == 1 } }
      #expect(allAppeared)
      #expect(presented.allSatisfy { $0.presentingViewController != nil })
      for window in windows { window.isHidden = true }
    }

    @Test("100 rapid animated pushes, each in its own window, all reach viewDidAppear")
    func rapidPushes() async {
      var windows: [UIWindow] = []
      var pushed: [AppearanceCounter] = []
      for _ in 0..<100 {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: navigation)
        let controller = AppearanceCounter()
        navigation.pushViewController(controller, animated: true)
        windows.append(window)
        pushed.append(controller)
      }
      let allAppeared = await yield(timeout: 5) { pushed.allSatisfy { $0.didAppearCount == 1 } }
      #expect(allAppeared)
      #expect(pushed.allSatisfy { $0.navigationController?.topViewController === $0 })
      for window in windows { window.isHidden = true }
    }
  }
#endif
