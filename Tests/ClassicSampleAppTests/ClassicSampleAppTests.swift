import Tapwright
import TapwrightSupport
import Testing

@testable import TapwrightClassicSampleApp

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The classic app driven as a user would: its screens come from Main.storyboard, its buttons
/// are wired with `@IBAction` and `#selector`, its cells perform a storyboard segue.
@Suite("The classic (storyboard) sample app", .tapwright)
@MainActor
struct ClassicSampleAppTests {
  /// The app's initial navigation controller, with a fresh recipe book.
  private func launch() async throws -> RecipeListScreen {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? RecipeListViewController)
    list.book = RecipeBook()
    let app = await present(navigation)
    return try app.navigation().topObject(as: RecipeListScreen.self)
  }

  @Test("the list shows the recipes in the storyboard's prototype cells")
  func list() async throws {
    let list = try await launch()
    #expect(list.rows == ["Pancakes", "Risotto", "Salad"])
    #expect(list.viewController.navigationItem.title == "Recipes")
  }

  @Test("selecting a row performs the cell's segue; prepare(for:sender:) passes the recipe")
  func openRecipe() async throws {
    let detail = try await launch().open(row: 1)
    #expect(detail.name.text == "Risotto")
    #expect(detail.minutes.text == "40 minutes")
    #expect(detail.favourite.text == "Favourite")
  }

  @Test("the Favourite button's @IBAction toggles it; the list hears of it by notification")
  func favourite() async throws {
    let list = try await launch()
    let detail = try await list.open(row: 0)
    await detail.favourite.tap()
    #expect(detail.favourite.text == "Unfavourite")
    try await detail.navigation().back()
    #expect(list.viewController.book.recipes[0].isFavourite)
    #expect(try list.table().cell(at: 0)?.detailTextLabel?.text == "20 min ★")
  }

  @Test("a double tap on the name (a #selector gesture) toggles the favourite")
  func doubleTapName() async throws {
    let detail = try await launch().open(row: 2)
    await detail.name.doubleTap()
    #expect(detail.favourite.text == "Unfavourite")
  }

  @Test("Share (a bar button with a #selector target) shows its status")
  func share() async throws {
    let detail = try await launch().open(row: 0)
    await detail.shareButton.tap()
    #expect(detail.status.text == "Shared Pancakes")
  }

  @Test("Add presents the form; Save (target–action) unwinds and the list has the recipe")
  func addRecipe() async throws {
    let list = try await launch()
    let add = try await list.add()
    await add.nameField.type("Tea")
    await add.minutesStepper.step(.up)
    #expect(add.minutes.text == "35 min")
    await add.save.tap()
    #expect(list.presentedController == nil)
    #expect(list.rows == ["Pancakes", "Risotto", "Salad", "Tea"])
  }

  @Test("Save with no name shows an alert and stays")
  func saveWithoutName() async throws {
    let add = try await launch().add()
    await add.save.tap()
    #expect(try add.alert().title == "Name needed")
  }

  @Test("Cancel (an @IBAction) dismisses the form")
  func cancel() async throws {
    let list = try await launch()
    let add = try await list.add()
    await add.cancel.tap()
    #expect(try list.navigation().presentedController == nil)
    #expect(list.rows.count == 3)
  }
}
