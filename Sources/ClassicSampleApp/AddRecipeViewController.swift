import UIKit

/// The form for a new recipe, presented modally: a name, a time, Save (target–action set in
/// code) and Cancel (an action in the storyboard). Save unwinds to the list.
class AddRecipeViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet weak var nameField: UITextField!
  @IBOutlet weak var minutesStepper: UIStepper!
  @IBOutlet weak var minutesLabel: UILabel!
  @IBOutlet weak var saveButton: UIButton!

  private(set) var recipe: Recipe?

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.delegate = self
    saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
    minutesChanged(minutesStepper)
  }

  @IBAction func minutesChanged(_ sender: UIStepper) {
    minutesLabel.text = "\(Int(sender.value)) min"
  }

  @objc func save() {
    let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
    guard !name.isEmpty else {
      let alert = UIAlertController(
        title: "Name needed", message: "Give the recipe a name.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
      return
    }
    recipe = Recipe(name: name, minutes: Int(minutesStepper.value))
    performSegue(withIdentifier: "saveUnwind", sender: self)
  }

  @IBAction func cancel(_ sender: Any) {
    dismiss(animated: true)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
