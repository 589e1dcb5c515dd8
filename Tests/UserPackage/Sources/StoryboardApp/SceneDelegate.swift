import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let root = window?.rootViewController.map { String(describing: type(of: $0)) } ?? "no window"
    launchEvents.append("willConnectTo (root: \(root))")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    launchEvents.append("sceneWillEnterForeground")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    launchEvents.append("sceneDidBecomeActive")
  }
}
