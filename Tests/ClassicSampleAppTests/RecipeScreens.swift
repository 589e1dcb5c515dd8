import Tapwright
import TapwrightSupport

@testable import TapwrightClassicSampleApp

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The recipe list, from the storyboard: a table of prototype cells and an Add button.
final class RecipeListScreen: ViewControllerObject<RecipeListViewController> {
  var recipes: Element<UITableView> { element(.any) }
  var rows: [String?] { recipes.titles() }

  func open(row: Int, at callSite: CallSite = #callSite) async throws -> RecipeDetailScreen {
    try await reporting(at: callSite) {
      await recipes.selectRow(row)
      return try navigation().topObject(as: RecipeDetailScreen.self)
    }
  }

  func add(at callSite: CallSite = #callSite) async throws -> AddRecipeScreen {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.right, "Add")
      return try navigation().presentedObject(as: AddRecipeScreen.self)
    }
  }
}

/// One recipe: labels and a Favourite button connected in the storyboard, Share wired in code.
final class RecipeDetailScreen: ViewControllerObject<RecipeDetailViewController> {
  var name: Element<UILabel> { element(.identifier("name")) }
  var minutes: Element<UILabel> { element(.identifier("minutes")) }
  var favourite: Element<UIButton> { element(.identifier("favourite")) }
  var status: Element<UILabel> { element(.identifier("status")) }

  var shareButton: BarButtonElement { navigationBarButton(.right, "Share") }
}

/// The Add form, presented modally by the storyboard's segue.
final class AddRecipeScreen: ViewControllerObject<AddRecipeViewController> {
  var nameField: Element<UITextField> { element(.identifier("nameField")) }
  var minutesStepper: Element<UIStepper> { element(.identifier("minutesStepper")) }
  var minutes: Element<UILabel> { element(.identifier("minutes")) }
  var save: Element<UIButton> { element(.identifier("save")) }
  var cancel: Element<UIButton> { element(.identifier("cancel")) }
}
