import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  static var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppDelegate.launches += 1
    return true
  }
}

/// The main storyboard's initial controller.
class HomeViewController: UIViewController {
  @IBOutlet weak var greeting: UILabel!
}
