import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

extension AnyViewControllerObject {
  /// The one view of type `V` matching `query` in this screen; stops the test when there is not exactly one.
  ///
  /// Fails when nothing matches (naming matching views a user cannot see, if any) and when several
  /// match (listing them), then throws `TapwrightStop`.
  /// - Parameters:
  ///   - type: The view type to find.
  ///   - query: Which views to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The view.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func one<V: UIView>(
    _ type: V.Type, _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> V {
    try findOne(type, query, at: callSite)
  }

  /// The first view of type `V` matching `query` in this screen (depth-first); stops the test when none does.
  ///
  /// - Parameters:
  ///   - type: The view type to find.
  ///   - query: Which views to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The view.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func first<V: UIView>(
    _ type: V.Type, _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> V {
    if let view = all(type, query).first { return view }
    throw reportNoMatch(type, query, at: callSite)
  }

  /// Every view of type `V` matching `query` in this screen, depth-first; never a failure.
  ///
  /// - Parameters:
  ///   - type: The view type to find.
  ///   - query: Which views to find.
  /// - Returns: The views, possibly none.
  public func all<V: UIView>(_ type: V.Type, _ query: ViewQuery = .any) -> [V] {
    candidates(type, query).filter {
      query.includesInvisible || Visibility.reasonInvisible($0) == nil
    }
  }

  /// Whether exactly one visible view matches `query`; never a failure (use it in eventual checks).
  ///
  /// - Parameters:
  ///   - type: The view type to find.
  ///   - query: Which views to find.
  /// - Returns: Whether one matches.
  public func exists<V: UIView>(_ type: V.Type, _ query: ViewQuery) -> Bool {
    all(type, query).count == 1
  }

  /// The one view matching `query` in this screen; stops the test when there is not exactly one.
  ///
  /// - Parameters:
  ///   - query: Which views to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The view.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func one(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> UIView {
    try findOne(UIView.self, query, at: callSite)
  }

  /// The first view matching `query` in this screen (depth-first); stops the test when none does.
  ///
  /// - Parameters:
  ///   - query: Which views to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The view.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func first(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> UIView {
    try first(UIView.self, query, at: callSite)
  }

  /// Every visible view matching `query` in this screen, depth-first; never a failure.
  ///
  /// - Parameter query: Which views to find.
  /// - Returns: The views, possibly none.
  public func all(_ query: ViewQuery) -> [UIView] {
    all(UIView.self, query)
  }

  /// Whether exactly one visible view matches `query`; never a failure (use it in eventual checks).
  ///
  /// - Parameter query: Which views to find.
  /// - Returns: Whether one matches.
  public func exists(_ query: ViewQuery) -> Bool {
    exists(UIView.self, query)
  }

  /// The text a user reads on the one view matching `query` (label text, button title, field text).
  ///
  /// - Parameters:
  ///   - query: Which view to read.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The text, or `nil` when the view shows none.
  /// - Throws: `TapwrightStop` when not exactly one visible view matches, after recording it.
  public func text(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> String? {
    ViewDescription.text(of: try findOne(UIView.self, query, at: callSite))
  }

  /// The text on the one view matching `query` that a user can see, or `nil`; a question, it never fails.
  ///
  /// Use it where the answer may rightly be "not shown", as in
  /// `await eventually(screen.textIfShown(.identifier("warning")), .isNil)`; ``text(_:at:)``
  /// fails when nothing visible matches.
  ///
  /// - Parameter query: Which view to read.
  /// - Returns: The text, or `nil` when no visible view, or more than one, matches `query`.
  public func textIfShown(_ query: ViewQuery) -> String? {
    let matches = all(UIView.self, query)
    guard matches.count == 1 else { return nil }
    return ViewDescription.text(of: matches[0])
  }

  /// The one label matching `query`.
  ///
  /// - Parameters:
  ///   - query: Which label to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The label.
  /// - Throws: `TapwrightStop` when not exactly one visible label matches, after recording it.
  public func label(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> UILabel {
    try findOne(UILabel.self, query, at: callSite)
  }

  /// The one button matching `query`.
  ///
  /// - Parameters:
  ///   - query: Which button to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The button.
  /// - Throws: `TapwrightStop` when not exactly one visible button matches, after recording it.
  public func button(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> UIButton {
    try findOne(UIButton.self, query, at: callSite)
  }

  /// The one text field matching `query`.
  ///
  /// - Parameters:
  ///   - query: Which text field to find.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The text field.
  /// - Throws: `TapwrightStop` when not exactly one visible text field matches, after recording it.
  public func textField(
    _ query: ViewQuery, at callSite: CallSite = #callSite
  ) throws -> UITextField {
    try findOne(UITextField.self, query, at: callSite)
  }

  // MARK: Internals

  /// Views of type `V` under this screen's root view matching `query`, visible or not.
  func candidates<V: UIView>(_ type: V.Type, _ query: ViewQuery) -> [V] {
    guard let root = anyViewController.viewIfLoaded ?? loadedView() else { return [] }
    var result: [V] = []
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
      if let typed = view as? V, query.matches(view) { result.append(typed) }
      pending.append(contentsOf: ViewDescription.userSubviews(of: view).reversed())
    }
    return result
  }

  private func loadedView() -> UIView? {
    anyViewController.loadViewIfNeeded()
    return anyViewController.viewIfLoaded
  }

  /// The one visible view of type `V` matching `query`, or the stop after recording why not.
  func findOne<V: UIView>(_ type: V.Type, _ query: ViewQuery, at location: CallSite)
    throws(TapwrightStop) -> V
  {
    let matches = all(type, query)
    switch matches.count {
    case 1:
      return matches[0]
    case 0:
      throw reportNoMatch(type, query, at: location)
    default:
      let list = matches.map { "  " + ViewDescription.line(for: $0) }.joined(separator: "\n")
      let marks = matches.enumerated().map { index, view in
        ScreenPicture.Mark.view(view, note: "match \(index + 1)")
      }
      throw stopTest(
        "\(matches.count) \(kind(type, plural: true)) match \(query) in "
          + "\(typeName(anyViewController)), expected exactly one:\n\(list)",
        stage: stage, marks: marks, at: location)
    }
  }

  /// Records that nothing visible matches `query` and returns the stop.
  func reportNoMatch<V: UIView>(_ type: V.Type, _ query: ViewQuery, at location: CallSite)
    -> TapwrightStop
  {
    var message =
      "No \(kind(type, plural: false)) matches \(query) in \(typeName(anyViewController))."
    let invisible = candidates(type, query).compactMap { view in
      Visibility.reasonInvisible(view).map { (view: view, reason: $0) }
    }
    if !query.includesInvisible, !invisible.isEmpty {
      let lines = invisible.map { "  " + ViewDescription.line(for: $0.view) + " (\($0.reason))" }
      message += " Not visible to a user:\n" + lines.joined(separator: "\n")
    }
    // The picture marks the screen that was searched and where the invisible matches would be.
    var marks: [ScreenPicture.Mark] = []
    if let container = anyViewController.viewIfLoaded, container.window != nil {
      marks.append(.view(container, as: .container, note: "no match for \(query) here"))
    }
    marks += invisible.filter { $0.view.window != nil && !$0.view.bounds.isEmpty }
      .map { .view($0.view, note: $0.reason) }
    return stopTest(message, stage: stage, marks: marks, at: location)
  }

  private func kind<V: UIView>(_ type: V.Type, plural: Bool) -> String {
    let name = type == UIView.self ? "view" : String(describing: type)
    let visible = "visible " + name
    return plural ? visible + "s" : visible
  }
}
