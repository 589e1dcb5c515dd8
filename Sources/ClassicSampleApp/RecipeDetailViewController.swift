import UIKit

/// One recipe: its name and time, a Favourite button wired in the storyboard, a Share button
/// and a double tap on the name wired in code.
class RecipeDetailViewController: UIViewController {
  @IBOutlet private weak var nameLabel: UILabel!
  @IBOutlet weak var minutesLabel: UILabel!
  @IBOutlet weak var favouriteButton: UIButton!
  @IBOutlet weak var statusLabel: UILabel!

  var book = RecipeBook.shared
  var index = 0
  private var recipe: Recipe { book.recipes[index] }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .action, target: self, action: #selector(share))
    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(nameDoubleTapped(_:)))
    doubleTap.numberOfTapsRequired = 2
    nameLabel.isUserInteractionEnabled = true
    nameLabel.addGestureRecognizer(doubleTap)
    show()
  }

  private func show() {
    title = recipe.name
    nameLabel.text = recipe.name
    minutesLabel.text = "\(recipe.minutes) minutes"
    favouriteButton.setTitle(recipe.isFavourite ? "Unfavourite" : "Favourite", for: .normal)
  }

  @IBAction func toggleFavourite(_ sender: UIButton) {
    book.recipes[index].isFavourite.toggle()
    show()
  }

  @objc private func nameDoubleTapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .recognized else { return }
    toggleFavourite(favouriteButton)
  }

  @objc func share() {
    statusLabel.text = "Shared \(recipe.name)"
  }
}
