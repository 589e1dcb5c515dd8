#if !canImport(UIKit)
  import Foundation

  /// The text field inside a search bar.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISearchTextField: UITextField {}

  /// A search field with an optional cancel button and scope bar.
  ///
  /// The bar is its field's delegate, as in UIKit: a user's edits in ``searchTextField`` reach
  /// the bar's ``delegate`` as search-bar calls, and, for a search controller's bar, the
  /// controller's results updater. Setting ``text`` in code calls no delegate, as in UIKit.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISearchBar: UIView {
    /// The bar's text field.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The bar's delegate.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search text.
    open var text: String? {
      get { searchTextField.text }
      set { searchTextField.text = newValue }
    }

    /// The placeholder shown while the field is empty.
    open var placeholder: String? {
      get { searchTextField.placeholder }
      set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the bar.
    open var prompt: String?

    /// Whether the cancel button is shown.
    open var showsCancelButton = false

    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?

    /// The index of the selected scope button.
    open var selectedScopeButtonIndex = 0

    /// Whether the scope bar is shown.
    open var showsScopeBar = false

    /// The bar's style.
    open var searchBarStyle = Style.default
    /// The bar's style (`.black` for a dark bar), as UIKit's; stored, it changes no behaviour.
    open var barStyle = UIBarStyle.default

    /// The bar's background tint.
    open var barTintColor: UIColor?

    /// Whether the bar is translucent (`true` by default, as UIKit's); stored.
    open var isTranslucent = true

    /// The bar's background image (`nil` by default; an empty `UIImage()` is how apps remove the
    /// bar's background); stored, HeadlessUIKit's pictures draw no bar background.
    open var backgroundImage: UIImage?

    /// The scope bar's background image; stored.
    open var scopeBarBackgroundImage: UIImage?

    /// The offset of the search field's text; stored.
    open var searchTextPositionAdjustment = UIOffset.zero

    /// The offset of the search field's background; stored.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero

    private var backgroundImages: [String: UIImage] = [:]
    private var iconImages: [String: UIImage] = [:]
    private var fieldBackgroundImages: [UInt: UIImage] = [:]

    /// Sets the bar's background image for a position and metrics; stored.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The metrics.
    open func setBackgroundImage(
      _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
      backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image set for a position and metrics.
    ///
    /// - Parameters:
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?
    {
      backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"]
    }

    /// Sets the image of one of the bar's icons in a control state; stored.
    ///
    /// - Parameters:
    ///   - iconImage: The image, or `nil` for the standard icon.
    ///   - icon: Which icon.
    ///   - state: The control state.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
      iconImages["\(icon.rawValue)/\(state.rawValue)"] = iconImage
    }

    /// The image set for an icon in a control state.
    ///
    /// - Parameters:
    ///   - icon: Which icon.
    ///   - state: The control state.
    /// - Returns: The image, or `nil` for the standard icon.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
      iconImages["\(icon.rawValue)/\(state.rawValue)"]
    }

    /// Sets the search field's background image in a control state; stored.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The control state.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)
    {
      fieldBackgroundImages[state.rawValue] = backgroundImage
    }

    /// The search field's background image set for a control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The image, or `nil`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
      fieldBackgroundImages[state.rawValue]
    }

    /// The bar's icons, as UIKit's `UISearchBar.Icon`.
    public enum Icon: Int, Sendable {
      /// The magnifying glass.
      case search = 0
      /// The clear button.
      case clear = 1
      /// The bookmark button.
      case bookmark = 2
      /// The results-list button.
      case resultsList = 3
    }

    /// The styles of a search bar.
    public enum Style: UInt, Sendable {
      /// The platform's default style.
      case `default` = 0
      /// A translucent background, opaque field.
      case prominent = 1
      /// No background, translucent field.
      case minimal = 2
    }

    /// The search controller that owns this bar, if any.
    weak var searchController: UISearchController?

    private let fieldDelegate = SearchFieldDelegate()

    /// Creates a search bar.
    ///
    /// - Parameter frame: The bar's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUpField()
    }

    /// Creates a search bar from an archive; HeadlessUIKit has none, so the bar is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUpField()
    }

    private func setUpField() {
      fieldDelegate.bar = self
      searchTextField.delegate = fieldDelegate
      searchTextField.returnKeyType = .search
      searchTextField.addAction(
        UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
      addSubview(searchTextField)
    }

    /// Shows or hides the cancel button.
    ///
    /// - Parameters:
    ///   - showsCancelButton: Whether to show it.
    ///   - animated: Whether to animate (no effect headlessly).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
      self.showsCancelButton = showsCancelButton
    }

    private func userChangedText() {
      delegate?.searchBar(self, textDidChange: text ?? "")
      searchController?.updateResults()
    }

    /// Simulates the user tapping Cancel: the delegate's `searchBarCancelButtonClicked`; a search
    /// controller's bar also ends editing, clears its text and deactivates the controller.
    ///
    /// Returns `false`, doing nothing, when no cancel button is shown (a search controller's bar
    /// shows one while active) or the bar cannot be touched.
    @_spi(Testing)
    @discardableResult
    public func userTapCancelButton() -> Bool {
      let controllerShowsCancel =
        searchController.map { $0.isActive && $0.automaticallyShowsCancelButton } ?? false
      guard showsCancelButton || controllerShowsCancel, window != nil, isReachableByUserTouch
      else { return false }
      delegate?.searchBarCancelButtonClicked(self)
      if let searchController {
        _ = searchTextField.resignFirstResponder()
        text = ""
        searchController.isActive = false
      }
      return true
    }

    /// Simulates the user selecting a scope button: `selectedScopeButtonIndexDidChange` (the
    /// results updater is not called, as in UIKit: the delegate updates the results itself).
    ///
    /// Returns `false` when the scope bar is not shown, the index has no button, or the bar
    /// cannot be touched.
    /// - Parameter index: The scope button's index.
    @_spi(Testing)
    @discardableResult
    public func userSelectScopeButton(at index: Int) -> Bool {
      guard showsScopeBar, let titles = scopeButtonTitles, titles.indices.contains(index),
        window != nil, isReachableByUserTouch
      else { return false }
      guard index != selectedScopeButtonIndex else { return true }
      selectedScopeButtonIndex = index
      delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
      return true
    }

    fileprivate func fieldShouldBeginEditing() -> Bool {
      delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    fileprivate func fieldDidBeginEditing() {
      delegate?.searchBarTextDidBeginEditing(self)
      if let searchController, !searchController.isActive { searchController.isActive = true }
    }

    fileprivate func fieldShouldEndEditing() -> Bool {
      delegate?.searchBarShouldEndEditing(self) ?? true
    }

    fileprivate func fieldDidEndEditing() {
      delegate?.searchBarTextDidEndEditing(self)
    }

    fileprivate func fieldShouldChange(in range: NSRange, replacement: String) -> Bool {
      delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    fileprivate func fieldShouldReturn() -> Bool {
      delegate?.searchBarSearchButtonClicked(self)
      return true
    }
  }

  /// Turns the search field's delegate calls into the search bar's.
  @MainActor
  private final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      bar?.fieldShouldBeginEditing() ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      bar?.fieldDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      bar?.fieldShouldEndEditing() ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      bar?.fieldDidEndEditing()
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      bar?.fieldShouldChange(in: range, replacement: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      bar?.fieldShouldReturn() ?? true
    }
  }

  /// The object a search bar tells about editing, searching, cancelling and scope changes.
  @preconcurrency @MainActor
  public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit may change the text.
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The user tapped the keyboard's Search key.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped Cancel.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user selected another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  }

  extension UISearchBarDelegate {
    /// Returns `true` (an optional requirement in UIKit).
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      optionalRequirementDefault(true)
    }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
      optionalRequirementDefault()
    }
    /// Returns `true` (an optional requirement in UIKit).
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
      optionalRequirementDefault(true)
    }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      optionalRequirementDefault()
    }
    /// Returns `true` (an optional requirement in UIKit).
    public func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { optionalRequirementDefault(true) }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func searchBar(
      _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) { optionalRequirementDefault() }
  }

  extension UISearchBar {
    /// How typed text is capitalised: the search field's, as UIKit's search bar forwards its text input traits.
    public var autocapitalizationType: UITextAutocapitalizationType {
      get { searchTextField.autocapitalizationType }
      set { searchTextField.autocapitalizationType = newValue }
    }

    /// Whether autocorrection is on: the search field's, as UIKit's search bar forwards its text input traits.
    public var autocorrectionType: UITextAutocorrectionType {
      get { searchTextField.autocorrectionType }
      set { searchTextField.autocorrectionType = newValue }
    }

    /// Whether spell checking is on: the search field's, as UIKit's search bar forwards its text input traits.
    public var spellCheckingType: UITextSpellCheckingType {
      get { searchTextField.spellCheckingType }
      set { searchTextField.spellCheckingType = newValue }
    }

    /// The keyboard shown: the search field's, as UIKit's search bar forwards its text input traits.
    public var keyboardType: UIKeyboardType {
      get { searchTextField.keyboardType }
      set { searchTextField.keyboardType = newValue }
    }

    /// The keyboard's appearance: the search field's, as UIKit's search bar forwards its text input traits.
    public var keyboardAppearance: UIKeyboardAppearance {
      get { searchTextField.keyboardAppearance }
      set { searchTextField.keyboardAppearance = newValue }
    }

    /// The return key's title (`search` by default): the search field's, as UIKit's search bar forwards its text input traits.
    public var returnKeyType: UIReturnKeyType {
      get { searchTextField.returnKeyType }
      set { searchTextField.returnKeyType = newValue }
    }

    /// Whether the return key is disabled while the text is empty: the search field's, as UIKit's search bar forwards its text input traits.
    public var enablesReturnKeyAutomatically: Bool {
      get { searchTextField.enablesReturnKeyAutomatically }
      set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    /// The kind of content expected, for AutoFill: the search field's, as UIKit's search bar forwards its text input traits.
    public var textContentType: UITextContentType? {
      get { searchTextField.textContentType }
      set { searchTextField.textContentType = newValue }
    }
  }
#endif
