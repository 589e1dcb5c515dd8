import UIKit

/// A counter written the storyboard way: an outlet, an action connected in Main.storyboard, and a
/// Reset button wired with `#selector`.
class CounterViewController: UIViewController {
  @IBOutlet weak var countLabel: UILabel!
  @IBOutlet private weak var resetButton: UIButton!
  private var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
    show()
  }

  @IBAction func increment(_ sender: UIButton) {
    count += 1
    show()
  }

  @objc private func reset() {
    count = 0
    show()
  }

  private func show() { countLabel.text = "\(count)" }
}
