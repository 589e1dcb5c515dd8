import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A view a screen object declares once, by a query, and a test acts on where it stands.
///
/// A screen object declares each element it exposes in one line; the type says what a user can
/// do with it:
///
/// ```swift
/// final class ComposeScreen: ViewControllerObject<ComposeViewController> {
///   var titleField: Element<UITextField> { element(.identifier("title")) }
///   var validation: Element<UILabel> { element(.identifier("validation")) }
/// }
/// ```
///
/// A test then acts on the element, and every action captures the test's line itself — a
/// refused action or a missing view fails there, with the dump, and no screen object forwards a
/// call site:
///
/// ```swift
/// await compose.titleField.type("Groceries")
/// await compose.validation.eventuallyShows("Add a body")
/// #expect(compose.titleField.text == "Groceries")
/// ```
///
/// Reads (``text``, ``exists``, ``isEnabled``…) are questions: they never fail, so they can
/// stand inside `eventually`, `never` and `always`. A lookup that must stop the test is
/// ``view(at:)``.
@preconcurrency @MainActor
public struct Element<View: UIView> {
  /// The screen object the element belongs to.
  public let screen: AnyViewControllerObject
  /// How the element is found in the screen's view tree.
  public let query: ViewQuery

  /// Creates the element of `screen` that `query` finds.
  /// - Parameters:
  ///   - query: How to find the view.
  ///   - screen: The screen object whose view holds it.
  public init(_ query: ViewQuery, in screen: AnyViewControllerObject) {
    self.query = query
    self.screen = screen
  }

  /// The element as failure messages name it, e.g. `UITextField identifier "title"`.
  public var description: String { "\(View.self) \(query)" }

  // MARK: Questions

  /// Whether exactly one view a user can see matches (any view, for `includingInvisible` queries).
  public var exists: Bool { shownView != nil }

  /// The one matching view, or `nil` when none or several match; a question, it never fails.
  public var shownView: View? {
    let matches = screen.all(View.self, query)
    return matches.count == 1 ? matches[0] : nil
  }

  /// `shown`, `not shown`, or how many match when several do (`shown` only for one match).
  private static func state(ofMatches count: Int) -> String {
    count == 1 ? "shown" : count == 0 ? "not shown" : "\(count) views match"
  }

  /// The text a user reads on it (a label's text, a button's title, a field's text), or `nil`
  /// when it shows none or is not shown.
  public var text: String? { shownView.flatMap { ViewDescription.text(of: $0) } }

  // MARK: Lookup

  /// The view, or a failure at the caller's line (with the dump) that stops the test.
  /// - Parameter callSite: Where the caller wrote the call.
  /// - Returns: The view.
  /// - Throws: `TapwrightStop` when not exactly one visible view matches.
  public func view(at callSite: CallSite = #callSite) throws -> View {
    try screen.one(View.self, query, at: callSite)
  }

  // MARK: Gestures

  /// Double-taps it like a user (its gesture recognizers see the touches), then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func doubleTap(at callSite: CallSite = #callSite) async {
    await screen.doubleTap(query, at: callSite)
  }

  /// Long-presses it like a user, then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func longPress(at callSite: CallSite = #callSite) async {
    await screen.longPress(query, at: callSite)
  }

  // MARK: Waiting checks

  /// Waits until the element shows `text`; otherwise one failure at the caller's line, with the
  /// last text seen.
  /// - Parameters:
  ///   - text: The text to wait for.
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it came to show `text`.
  @discardableResult
  public func eventuallyShows(
    _ text: String, timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(
      .eventually, "the text of \(description)", { self.text }, .equal(to: text), timeout,
      callSite
    ).passed
  }

  /// Waits until a user can see the element; otherwise one failure at the caller's line.
  /// - Parameters:
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it appeared.
  @discardableResult
  public func eventuallyAppears(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(.eventually, description, { self.state }, .state("shown"), timeout, callSite)
      .passed
  }

  /// Waits until a user can no longer see the element; otherwise one failure at the caller's line.
  /// - Parameters:
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it disappeared.
  @discardableResult
  public func eventuallyDisappears(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(
      .eventually, description, { self.exists ? "shown" : "not shown" }, .state("not shown"),
      timeout, callSite
    ).passed
  }

  /// `shown`, `not shown`, or how many match when several do: what the waits observe.
  var state: String { Self.state(ofMatches: screen.all(View.self, query).count) }
}

extension Element where View: UIControl {
  /// Whether it is shown and enabled; a question, it never fails.
  public var isEnabled: Bool { shownView?.isEnabled ?? false }

  /// Taps it like a user (refusing a hidden, disabled, covered or unreachable control), then
  /// settles; a refusal fails at the caller's line.
  /// - Parameter callSite: Where the caller wrote the call.
  public func tap(at callSite: CallSite = #callSite) async {
    await screen.tap(query, at: callSite)
  }

  /// Waits until it is shown and enabled; otherwise one failure at the caller's line.
  /// - Parameters:
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it became enabled.
  @discardableResult
  public func eventuallyEnabled(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(
      .eventually, description, { self.enabledState }, .state("enabled"), timeout, callSite
    )
    .passed
  }

  /// Waits until it is disabled (or gone); otherwise one failure at the caller's line.
  /// - Parameters:
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it became disabled.
  @discardableResult
  public func eventuallyDisabled(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(
      .eventually, description, { self.enabledState == "enabled" ? "enabled" : "disabled" },
      .state("disabled"), timeout, callSite
    ).passed
  }

  /// `enabled`, `disabled`, or why it is not one shown control; one search of the screen.
  var enabledState: String {
    let matches = screen.all(View.self, query)
    guard matches.count == 1 else { return Self.state(ofMatches: matches.count) }
    return matches[0].isEnabled ? "enabled" : "disabled"
  }
}

extension Element where View: UITextField {
  /// Types `text` like a user, one edit per character (the delegate may refuse each), then
  /// settles; a refusal fails at the caller's line.
  /// - Parameters:
  ///   - text: The text to type.
  ///   - callSite: Where the caller wrote the call.
  public func type(_ text: String, at callSite: CallSite = #callSite) async {
    await screen.type(text, into: query, at: callSite)
  }

  /// Clears it like its clear button, then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func clear(at callSite: CallSite = #callSite) async {
    await screen.clearText(in: query, at: callSite)
  }

  /// Presses the return key in it, then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func pressReturn(at callSite: CallSite = #callSite) async {
    await screen.pressReturn(in: query, at: callSite)
  }

  /// Ends editing it (it resigns first responder), then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func endEditing(at callSite: CallSite = #callSite) async {
    await screen.endEditing(in: query, at: callSite)
  }

  /// Whether the keyboard types into it (it is the first responder); a question.
  public var isEditing: Bool { shownView?.isFirstResponder ?? false }
}

extension Element where View: UISwitch {
  /// Whether it is on, or `nil` when it is not shown; a question.
  public var isOn: Bool? { shownView?.isOn }

  /// Toggles it like a user (value, then `.valueChanged`), then settles.
  /// - Parameter callSite: Where the caller wrote the call.
  public func toggle(at callSite: CallSite = #callSite) async {
    await screen.toggle(query, at: callSite)
  }
}

extension Element where View: UISegmentedControl {
  /// The selected segment, or `nil` when it is not shown; a question.
  public var selectedIndex: Int? { shownView?.selectedSegmentIndex }

  /// Selects segment `index` like a user, then settles.
  /// - Parameters:
  ///   - index: The segment.
  ///   - callSite: Where the caller wrote the call.
  public func select(_ index: Int, at callSite: CallSite = #callSite) async {
    await screen.selectSegment(index, in: query, at: callSite)
  }
}

extension Element where View: UISlider {
  /// Its value, or `nil` when it is not shown; a question.
  public var value: Float? { shownView?.value }

  /// Slides it to `value` like a user, then settles.
  /// - Parameters:
  ///   - value: The value to slide to.
  ///   - callSite: Where the caller wrote the call.
  public func slide(to value: Float, at callSite: CallSite = #callSite) async {
    await screen.slide(query, to: value, at: callSite)
  }
}

extension Element where View: UIStepper {
  /// Its value, or `nil` when it is not shown; a question.
  public var value: Double? { shownView?.value }

  /// Taps its plus or minus, then settles.
  /// - Parameters:
  ///   - direction: Which half to tap.
  ///   - callSite: Where the caller wrote the call.
  public func step(_ direction: StepDirection = .up, at callSite: CallSite = #callSite) async {
    await screen.step(query, direction, at: callSite)
  }
}

extension AnyViewControllerObject {
  /// Declares an element of this screen: the view `query` finds, typed by the declaration.
  ///
  /// ```swift
  /// var save: Element<UIButton> { element(.identifier("save")) }
  /// ```
  /// - Parameters:
  ///   - query: How to find the view.
  ///   - type: The view's type; inferred from the declaration.
  /// - Returns: The element.
  public func element<V: UIView>(_ query: ViewQuery, as type: V.Type = V.self) -> Element<V> {
    Element(query, in: self)
  }
}

extension Matcher where Value == String {
  /// A state word: `enabled`, `shown`…; read in messages as the word itself.
  fileprivate static func state(_ word: String) -> Matcher {
    .satisfying(word) { $0 == word }
  }
}

/// A button of the navigation bar over a screen, declared once and tapped at the test's line.
///
/// ```swift
/// var saveButton: BarButtonElement { navigationBarButton(.right, "Save") }
/// ```
///
/// It names the item on `side` of the top controller's navigation item by its title or
/// accessibility identifier, or a system item by its text or VoiceOver label ("Done", "Add"),
/// alike on both hosts. Its reads are questions that never fail.
@preconcurrency @MainActor
public struct BarButtonElement {
  /// The screen object whose navigation bar shows the button.
  public let screen: AnyViewControllerObject
  /// The side of the bar.
  public let side: BarSide
  /// The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  public let name: String

  /// The element as failure messages name it, e.g. `the right bar button "Save"`.
  public var description: String { "the \(side.rawValue) bar button \"\(name)\"" }

  private var navigationObject: NavigationObject? { screen.navigationIfAny }

  /// Whether exactly one such button is on the bar; a question.
  public var exists: Bool { navigationObject?.hasBarButton(side, name) ?? false }

  /// Whether it is on the bar and enabled; a question.
  public var isEnabled: Bool { navigationObject?.isBarButtonEnabled(side, name) ?? false }

  /// The text it shows (its title, or a system item's text such as "Done"), or `nil` when it is
  /// not on the bar or shows an icon; a question.
  public var title: String? {
    navigationObject?.barButton(side, name).flatMap(BarButtonText.shownTitle)
  }

  /// Taps it like a user (refusing a hidden, disabled or covered one), then settles; a refusal,
  /// or a screen in no navigation controller, fails at the caller's line.
  /// - Parameter callSite: Where the caller wrote the call.
  public func tap(at callSite: CallSite = #callSite) async {
    // A missing navigation controller has been recorded at the caller's line; the test goes on,
    // as after any refused action.
    guard let navigation = try? screen.navigation(at: callSite) else { return }
    await navigation.tapBarButton(side, name, at: callSite)
  }

  /// Waits until it is on the bar and enabled; otherwise one failure at the caller's line.
  /// - Parameters:
  ///   - timeout: How long to wait; the ``WaitingDefaults`` timeout when `nil`.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Whether it became enabled.
  @discardableResult
  public func eventuallyEnabled(
    timeout: Duration? = nil, at callSite: CallSite = #callSite
  ) async -> Bool {
    await check(
      .eventually, description,
      { self.isEnabled ? "enabled" : self.exists ? "disabled" : "not shown" }, .state("enabled"),
      timeout, callSite
    ).passed
  }
}

extension AnyViewControllerObject {
  /// Declares a button of the navigation bar over this screen, by side and title or identifier.
  /// - Parameters:
  ///   - side: The side of the bar.
  ///   - name: The item's title or accessibility identifier, or a system item's name ("Done", "Add").
  /// - Returns: The element.
  public func navigationBarButton(_ side: BarSide, _ name: String) -> BarButtonElement {
    BarButtonElement(screen: self, side: side, name: name)
  }
}
