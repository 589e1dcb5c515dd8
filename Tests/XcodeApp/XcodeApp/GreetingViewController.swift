import GreetingKit
import UIKit

/// The app's one screen, written the storyboard way: outlets and an action connected in
/// Main.storyboard, the greeting from the GreetingKit framework, the name from Names.json.
class GreetingViewController: UIViewController {
  @IBOutlet weak var greetingLabel: UILabel!
  @IBOutlet weak var greetButton: UIButton!
  private var names: [String] = []
  private var greeted = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    if let url = Bundle.main.url(forResource: "Names", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    {
      names = (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
    greetingLabel.text = ""
  }

  @IBAction func greet(_ sender: UIButton) {
    guard !names.isEmpty else { return }
    greetingLabel.text = Greeter().greeting(for: names[greeted % names.count])
    greeted += 1
  }
}
