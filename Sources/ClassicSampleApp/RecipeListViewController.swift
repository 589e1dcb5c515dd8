import UIKit

/// The list of recipes: a storyboard table whose prototype cell's segue shows a recipe.
class RecipeListViewController: UITableViewController {
  var book = RecipeBook.shared

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(recipesChanged(_:)), name: .recipesDidChange, object: nil)
  }

  @objc func recipesChanged(_ notification: Notification) {
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    book.recipes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
    let recipe = book.recipes[indexPath.row]
    cell.textLabel?.text = recipe.name
    cell.detailTextLabel?.text = "\(recipe.minutes) min" + (recipe.isFavourite ? " ★" : "")
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showRecipe",
      let detail = segue.destination as? RecipeDetailViewController,
      let cell = sender as? UITableViewCell,
      let indexPath = tableView.indexPath(for: cell)
    {
      detail.book = book
      detail.index = indexPath.row
    }
  }

  @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
    guard let add = segue.source as? AddRecipeViewController, let recipe = add.recipe else {
      return
    }
    book.recipes.append(recipe)
  }
}
