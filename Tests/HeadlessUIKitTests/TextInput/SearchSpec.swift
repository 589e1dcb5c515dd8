#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A results screen as apps write one: it filters names as the search changes.
  final class NameSearchViewController: UIViewController, UISearchResultsUpdating,
    UISearchBarDelegate, UISearchControllerDelegate
  {
    let names = ["Ada", "Alan", "Grace", "Barbara"]
    private(set) var shown: [String] = []
    private(set) var events: [String] = []
    var refusesDigits = false
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      shown = names
      searchController.searchResultsUpdater = self
      searchController.delegate = self
      searchController.searchBar.delegate = self
      searchController.searchBar.placeholder = "Search names"
      searchController.searchBar.scopeButtonTitles = ["All", "Short"]
      searchController.searchBar.showsScopeBar = true
      navigationItem.searchController = searchController
      view.addSubview(searchController.searchBar)
    }

    func updateSearchResults(for searchController: UISearchController) {
      let query = searchController.searchBar.text ?? ""
      let short = searchController.searchBar.selectedScopeButtonIndex == 1
      shown = names.filter {
        (query.isEmpty || $0.localizedCaseInsensitiveContains(query)) && (!short || $0.count <= 4)
      }
      events.append("update '\(query)'")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      events.append("textDidChange '\(searchText)'")
    }

    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      !(refusesDigits && text.contains(where: \.isNumber))
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
      events.append("scope \(selectedScope)")
      updateSearchResults(for: searchController)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func willPresentSearchController(_ searchController: UISearchController) {
      events.append("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      events.append("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      events.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      events.append("didDismiss")
    }
  }

  @MainActor
  @Suite("Search controller and search bar")
  struct SearchSpec {
    func show() -> (NameSearchViewController, UIWindow) {
      let controller = NameSearchViewController()
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return (controller, window)
    }

    @Test("Typing activates the search, then each character updates the delegate and the results")
    func typing() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      let bar = controller.searchController.searchBar

      #expect(bar.searchTextField.userType("al"))

      #expect(controller.searchController.isActive)
      #expect(
        controller.events == [
          "willPresent", "didPresent", "update ''", "textDidChange 'a'", "update 'a'",
          "textDidChange 'al'", "update 'al'",
        ])
      #expect(controller.shown == ["Alan"])
      #expect(bar.text == "al")
      #expect(bar.placeholder == "Search names")
      #expect(controller.navigationItem.searchController === controller.searchController)
    }

    @Test("Setting the text in code calls neither the delegate nor the results updater")
    func textSetInCode() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      controller.searchController.searchBar.text = "Grace"
      #expect(controller.events.isEmpty)
      #expect(controller.shown == controller.names)
    }

    @Test("The delegate can refuse an edit; the Search key reaches searchBarSearchButtonClicked")
    func refusingAndSearching() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      controller.refusesDigits = true
      let field = controller.searchController.searchBar.searchTextField

      #expect(!field.userType("a1"))
      #expect(field.text == "a")
      #expect(field.userTapReturnKey())
      #expect(controller.events.last == "search")
    }

    @Test("Cancel clears the text, ends editing and deactivates the search, in UIKit's order")
    func cancelling() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      let bar = controller.searchController.searchBar
      bar.searchTextField.userType("g")
      let before = controller.events.count

      #expect(bar.userTapCancelButton())

      #expect(Array(controller.events[before...]) == ["cancel", "willDismiss", "didDismiss"])
      #expect(!controller.searchController.isActive)
      #expect(bar.text == "")
      #expect(!bar.searchTextField.isEditing)
    }

    @Test("Cancel is refused while no cancel button is shown")
    func cancelNeedsAButton() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      #expect(!controller.searchController.searchBar.userTapCancelButton())
      #expect(controller.events.isEmpty)
    }

    @Test("Choosing a scope tells the delegate, which updates the results (UIKit does not)")
    func scope() {
      let (controller, window) = show()
      defer { window.isHidden = true }
      let bar = controller.searchController.searchBar

      #expect(bar.userSelectScopeButton(at: 1))

      #expect(bar.selectedScopeButtonIndex == 1)
      #expect(controller.events == ["scope 1", "update ''"])
      #expect(controller.shown == ["Ada", "Alan"])
      #expect(!bar.userSelectScopeButton(at: 2))
    }
  }
#endif
