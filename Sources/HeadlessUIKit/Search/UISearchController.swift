#if !canImport(UIKit)
  import Foundation

  /// A controller that manages a search bar and shows results as the user searches.
  ///
  /// HeadlessUIKit models activation, not the presentation UIKit animates: becoming active calls
  /// the delegate's `willPresentSearchController` and `didPresentSearchController` and updates
  /// the results; becoming inactive calls `willDismiss…` and `didDismiss…`. The results
  /// controller is a child of no one and is not put on screen.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISearchController: UIViewController {
    /// The controller that shows the results, if separate from the searching controller.
    open private(set) var searchResultsController: UIViewController?

    /// The object told to update the results whenever the search changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The delegate told about activation.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the background is dimmed and hidden from touches while searching.
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the background is dimmed while searching: `obscuresBackgroundDuringPresentation`,
    /// the name before iOS 12, which UIKit keeps as its alias.
    @available(
      iOS, introduced: 8.0, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation"
    )
    open var dimsBackgroundDuringPresentation: Bool {
      get { obscuresBackgroundDuringPresentation }
      set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the bar shows Cancel while searching.
    open var automaticallyShowsCancelButton = true

    /// Whether the results controller shows automatically when there is a search.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller is shown.
    open var showsSearchResultsController = false

    /// The search bar.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))

    /// Whether the search is active; setting it activates or deactivates the search.
    open var isActive: Bool {
      get { active }
      set {
        guard newValue != active else { return }
        if newValue {
          delegate?.willPresentSearchController(self)
          active = true
          delegate?.didPresentSearchController(self)
          updateResults()
        } else {
          delegate?.willDismissSearchController(self)
          active = false
          if searchBar.searchTextField.isEditing {
            _ = searchBar.searchTextField.resignFirstResponder()
          }
          delegate?.didDismissSearchController(self)
        }
      }
    }

    private var active = false

    /// Creates a search controller.
    ///
    /// - Parameter searchResultsController: The controller that shows the results, or `nil` to
    ///   show them in the searching controller.
    public init(searchResultsController: UIViewController?) {
      self.searchResultsController = searchResultsController
      super.init(nibName: nil, bundle: nil)
      searchBar.searchController = self
    }

    /// Creates a search controller that shows results in the searching controller (UIKit's
    /// designated initialiser too, so `UISearchController()` is one).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.searchResultsController = nil
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      searchBar.searchController = self
    }

    /// Creates a search controller from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      searchBar.searchController = self
    }

    func updateResults() {
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// The object that updates search results as the search changes.
  @preconcurrency @MainActor
  public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search bar's text or scope changed, or the search became active: update the results.
    func updateSearchResults(for searchController: UISearchController)
  }

  /// The object told when a search controller activates and deactivates.
  @preconcurrency @MainActor
  public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
  }

  extension UISearchControllerDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func willPresentSearchController(_ searchController: UISearchController) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func didPresentSearchController(_ searchController: UISearchController) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func willDismissSearchController(_ searchController: UISearchController) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func didDismissSearchController(_ searchController: UISearchController) {
      optionalRequirementDefault()
    }
  }
#endif
