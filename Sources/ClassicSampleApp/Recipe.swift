import Foundation

/// A recipe: a name, how long it takes, whether it is a favourite.
public struct Recipe: Equatable {
  public var name: String
  public var minutes: Int
  public var isFavourite = false

  public init(name: String, minutes: Int, isFavourite: Bool = false) {
    self.name = name
    self.minutes = minutes
    self.isFavourite = isFavourite
  }
}

extension Notification.Name {
  /// Posted by the recipe book after a change.
  public static let recipesDidChange = Notification.Name("RecipesDidChange")
}

/// The recipes the app shows, shared by its screens.
public final class RecipeBook {
  public static let shared = RecipeBook()

  public var recipes: [Recipe] = [
    Recipe(name: "Pancakes", minutes: 20),
    Recipe(name: "Risotto", minutes: 40),
    Recipe(name: "Salad", minutes: 10),
  ]
  {
    didSet { NotificationCenter.default.post(name: .recipesDidChange, object: self) }
  }

  public init() {}
}
