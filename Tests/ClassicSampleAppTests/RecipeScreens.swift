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
  var rows: [String?] { get throws { try table().texts() } }

  func open(row: Int) async throws -> RecipeDetailScreen {
    try await table().selectRow(row)
    return try navigation().topObject(as: RecipeDetailScreen.self)
  }

  func add() async throws -> AddRecipeScreen {
    try await navigation().tapBarButton(.right, "Add")
    return try navigation().presentedObject(as: AddRecipeScreen.self)
  }
}

/// One recipe: labels and a Favourite button connected in the storyboard, Share wired in code.
final class RecipeDetailScreen: ViewControllerObject<RecipeDetailViewController> {
  var name: String? { get throws { try label(.identifier("name")).text } }
  var minutes: String? { get throws { try label(.identifier("minutes")).text } }
  var favourite: String? { get throws { try button(.identifier("favourite")).currentTitle } }
  var status: String? { get throws { try label(.identifier("status")).text } }

  func toggleFavourite() async { await tap(.identifier("favourite")) }
  func doubleTapName() async { await doubleTap(.identifier("name")) }
  func share() async throws { try await navigation().tapBarButton(.right, "Share") }
}

/// The Add form, presented modally by the storyboard's segue.
final class AddRecipeScreen: ViewControllerObject<AddRecipeViewController> {
  var minutes: String? { get throws { try label(.identifier("minutes")).text } }

  func typeName(_ name: String) async { await type(name, into: .identifier("nameField")) }
  func addFiveMinutes() async { await step(.identifier("minutesStepper"), .up) }
  func save() async { await tap(.identifier("save")) }
  func cancel() async { await tap(.identifier("cancel")) }
}
