#if !canImport(UIKit)
  import Foundation

  /// A view's Auto Layout state, made on first use.
  @preconcurrency @MainActor
  final class ViewLayoutState {
    @exclusivity(unchecked)
    var constraints: [NSLayoutConstraint] = []
    /// Constraints a view makes for itself (a stack view's arrangement); not in `constraints`.
    @exclusivity(unchecked)
    var internalConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked)
    var guides: [UILayoutGuide] = []
    @exclusivity(unchecked)
    var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked)
    var safeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked)
    var readableGuide: UILayoutGuide?
    @exclusivity(unchecked)
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A scroll view's content and frame layout guides.
    @exclusivity(unchecked)
    var scrollGuides: [UILayoutGuide] = []
    @exclusivity(unchecked)
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
      .defaultLow, .defaultLow
    )
    @exclusivity(unchecked)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
      .defaultHigh, .defaultHigh
    )
    @exclusivity(unchecked)
    var needsUpdateConstraints = false
    /// The safe area insets last reported through `safeAreaInsetsDidChange()`.
    @exclusivity(unchecked)
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The engine, when this view is the root of a tree that uses Auto Layout.
    @exclusivity(unchecked)
    var engine: LayoutEngine?
    @exclusivity(unchecked)
    var anchors: [Int: AnyObject] = [:]

    var allGuides: [UILayoutGuide] {
      guides + [marginsGuide, safeAreaGuide, readableGuide].compactMap { $0 } + scrollGuides
    }

    init(for view: UIView) {
      if view is UISwitch || view is UIStepper {
        hugging = (.defaultHigh, .defaultHigh)
      }
    }
  }

  /// HeadlessUIKit's deterministic text metric: each character advances half the point size; a
  /// line is `ceil(1.2 × point size)` high; sizes are rounded up to whole points.
  enum TextMetrics {
    static func lineHeight(_ font: UIFont?) -> CGFloat { ceil((font?.pointSize ?? 17) * 1.2) }

    static func width(_ text: Substring, _ font: UIFont?) -> CGFloat {
      ceil(CGFloat(text.count) * (font?.pointSize ?? 17) * 0.5)
    }

    /// The lines `text` is drawn in: paragraphs split at line breaks, each wrapped at word
    /// boundaries to `maxWidth` (no wrapping when `maxWidth` is 0).
    static func lines(_ text: String, _ font: UIFont?, maxWidth: CGFloat) -> [Substring] {
      var result: [Substring] = []
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard maxWidth > 0, width(paragraph, font) > maxWidth else {
          result.append(paragraph)
          continue
        }
        var line: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
        for word in paragraph.split(separator: " ") {
          if line.isEmpty {
            line = word
          } else {
            let candidate = paragraph[line.startIndex..<word.endIndex]
            if width(candidate, font) <= maxWidth {
              line = candidate
            } else {
              result.append(line)
              line = word
            }
          }
        }
        result.append(line)
      }
      return result
    }

    static func size(_ text: String?, _ font: UIFont?, maxWidth: CGFloat = 0, maxLines: Int = 0)
      -> CGSize
    {
      guard let text, !text.isEmpty else { return .zero }
      // Most texts are one line that fits: measured without splitting.
      if !text.utf8.contains(UInt8(ascii: "\n")) {
        let oneLine = width(text[...], font)
        if maxWidth <= 0 || oneLine <= maxWidth {
          return CGSize(width: oneLine, height: lineHeight(font))
        }
      }
      var lines = self.lines(text, font, maxWidth: maxWidth)
      if maxLines > 0 && lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
      let widest = lines.map { width($0, font) }.max() ?? 0
      return CGSize(
        width: maxWidth > 0 ? min(widest, maxWidth) : widest,
        height: CGFloat(lines.count) * lineHeight(font))
    }
  }

  extension UIView {
    var layoutState: ViewLayoutState {
      if let layoutStateStorage { return layoutStateStorage }
      let state = ViewLayoutState(for: self)
      layoutStateStorage = state
      return state
    }

    /// Views with constraints to update, across all windows.
    static var pendingConstraintUpdates = 0

    /// The top of this view's tree.
    var layoutRoot: UIView {
      var view = self
      while let superview = view.superview { view = superview }
      return view
    }

    func collectSubtree(into views: inout [UIView]) {
      views.append(self)
      for subview in subviews { subview.collectSubtree(into: &views) }
    }

    /// Whether this subtree uses Auto Layout: constraints, or a view that doesn't translate its mask.
    func hasLayoutContent() -> Bool {
      if let state = layoutStateStorage,
        !state.constraints.isEmpty || !state.internalConstraints.isEmpty
      {
        return true
      }
      if !translatesAutoresizingMaskIntoConstraints { return true }
      return subviews.contains { $0.hasLayoutContent() }
    }

    func install(_ constraint: NSLayoutConstraint, internal isInternal: Bool = false) {
      if isInternal {
        layoutState.internalConstraints.append(constraint)
      } else {
        layoutState.constraints.append(constraint)
      }
      constraint.container = self
      constraint.setActive(true)
      LayoutEngine.constraintInstalled(constraint, on: self)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
      guard let state = layoutStateStorage else { return }
      state.constraints.removeAll { $0 === constraint }
      state.internalConstraints.removeAll { $0 === constraint }
      constraint.container = nil
      constraint.setActive(false)
      LayoutEngine.constraintUninstalled(constraint, from: self)
    }

    /// Calls `updateConstraints()` on every view of this tree that needs it, deepest first.
    func updateConstraintsTree() {
      for subview in subviews { subview.updateConstraintsTree() }
      if let state = layoutStateStorage, state.needsUpdateConstraints {
        state.needsUpdateConstraints = false
        UIView.pendingConstraintUpdates -= 1
        // A controller's root view is updated through `updateViewConstraints()`, as in UIKit.
        if let controller = owningViewController {
          controller.updateViewConstraints()
        } else {
          updateConstraints()
        }
      }
    }

    /// Calls `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`)
    /// when the insets differ from the last ones reported, before the view lays out.
    func noteSafeAreaInsets() {
      let insets = safeAreaInsets
      guard insets != (layoutStateStorage?.reportedSafeAreaInsets ?? .zero) else { return }
      layoutState.reportedSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
    }

    func updateOwnConstraints() {
      updateConstraints()
    }

    // MARK: Anchors

    private func anchor<Anchor: AnyObject>(
      _ attribute: NSLayoutConstraint.Attribute, _ make: (UIView) -> Anchor
    ) -> Anchor {
      if let existing = layoutState.anchors[attribute.rawValue] as? Anchor { return existing }
      let anchor = make(self)
      layoutState.anchors[attribute.rawValue] = anchor
      return anchor
    }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor {
      anchor(.leading) { NSLayoutXAxisAnchor(item: $0, attribute: .leading) }
    }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor {
      anchor(.trailing) { NSLayoutXAxisAnchor(item: $0, attribute: .trailing) }
    }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor {
      anchor(.left) { NSLayoutXAxisAnchor(item: $0, attribute: .left) }
    }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor {
      anchor(.right) { NSLayoutXAxisAnchor(item: $0, attribute: .right) }
    }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor {
      anchor(.top) { NSLayoutYAxisAnchor(item: $0, attribute: .top) }
    }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
      anchor(.bottom) { NSLayoutYAxisAnchor(item: $0, attribute: .bottom) }
    }
    /// The width.
    public var widthAnchor: NSLayoutDimension {
      anchor(.width) { NSLayoutDimension(item: $0, attribute: .width) }
    }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
      anchor(.height) { NSLayoutDimension(item: $0, attribute: .height) }
    }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor {
      anchor(.centerX) { NSLayoutXAxisAnchor(item: $0, attribute: .centerX) }
    }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor {
      anchor(.centerY) { NSLayoutYAxisAnchor(item: $0, attribute: .centerY) }
    }
    /// The first line's baseline (the bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
      anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: $0, attribute: .firstBaseline) }
    }
    /// The last line's baseline (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
      anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: $0, attribute: .lastBaseline) }
    }

    // MARK: Constraints

    /// The constraints installed on this view (activated with it as the common ancestor).
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.constraints ?? [] }

    /// Installs a constraint on this view (activates it here).
    ///
    /// - Parameter constraint: The constraint; this view should be a common ancestor of its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
      guard !constraint.isActive else { return }
      install(constraint)
    }

    /// Installs constraints on this view.
    ///
    /// - Parameter constraints: The constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes (deactivates) a constraint installed on this view.
    ///
    /// - Parameter constraint: The constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
      guard constraint.container === self else { return }
      uninstall(constraint)
    }

    /// Removes constraints installed on this view.
    ///
    /// - Parameter constraints: The constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks the view's constraints as needing an update before the next layout pass.
    public func setNeedsUpdateConstraints() {
      let state = layoutState
      if !state.needsUpdateConstraints {
        state.needsUpdateConstraints = true
        UIView.pendingConstraintUpdates += 1
      }
      setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
      layoutStateStorage?.needsUpdateConstraints ?? false
    }

    /// Updates the constraints of this view and its subviews now, if they need it.
    public func updateConstraintsIfNeeded() {
      updateConstraintsTree()
    }

    // MARK: Content size

    /// The smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Layout guides

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.guides ?? [] }

    /// Adds a layout guide; its owning view becomes this view.
    ///
    /// - Parameter layoutGuide: The guide.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
      layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
      layoutState.guides.append(layoutGuide)
      layoutGuide.owningView = self
    }

    /// Removes a layout guide (and the constraints that use it stop applying).
    ///
    /// - Parameter layoutGuide: The guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
      guard layoutStateStorage?.guides.contains(where: { $0 === layoutGuide }) == true else {
        return
      }
      layoutState.guides.removeAll { $0 === layoutGuide }
      layoutGuide.owningView = nil
    }

    private func systemGuide(
      _ path: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
      _ system: UILayoutGuide.System,
      _ identifier: String
    ) -> UILayoutGuide {
      if let guide = layoutState[keyPath: path] { return guide }
      let guide = UILayoutGuide(system: system)
      guide.identifier = identifier
      layoutState[keyPath: path] = guide
      guide.owningView = self
      return guide
    }

    /// The guide of the view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
      systemGuide(\.marginsGuide, .margins, "UIViewLayoutMarginsGuide")
    }

    /// The guide of the area readable text should use; the margins guide on an iPhone.
    public var readableContentGuide: UILayoutGuide {
      systemGuide(\.readableGuide, .readable, "UIViewReadableContentGuide")
    }

    /// The guide of the part of the view not covered by bars or the screen's edges.
    public var safeAreaLayoutGuide: UILayoutGuide {
      systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
    }

    /// The guide of the area the keyboard covers, as UIKit's (iOS 15): along the bottom, from
    /// the safe area's bottom (or the view's, without `usesBottomSafeArea`) while the keyboard is
    /// hidden; from the keyboard's top while a text input of the window is first responder.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
      if let guide = layoutState.keyboardGuide { return guide }
      let guide = UIKeyboardLayoutGuide()
      guide.identifier = "UIViewKeyboardLayoutGuide"
      layoutState.keyboardGuide = guide
      addLayoutGuide(guide)
      guide.attach(to: self)
      return guide
    }

    /// The layout margins, following the layout direction (left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
      get {
        NSDirectionalEdgeInsets(
          top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
          trailing: layoutMargins.right)
      }
      set {
        layoutMargins = UIEdgeInsets(
          top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
          right: newValue.trailing)
      }
    }

    /// The margins the margins guide uses: the view's own, plus the safe area insets when
    /// `insetsLayoutMarginsFromSafeArea`; a controller's root view has at least 16 points on
    /// each side, as an iPhone's system minimum.
    func effectiveLayoutMargins(safeArea: UIEdgeInsets) -> UIEdgeInsets {
      var margins = layoutMargins
      if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
        let minimum = controller.systemMinimumLayoutMargins
        margins.top = max(margins.top, minimum.top)
        margins.left = max(margins.left, minimum.leading)
        margins.bottom = max(margins.bottom, minimum.bottom)
        margins.right = max(margins.right, minimum.trailing)
      }
      if insetsLayoutMarginsFromSafeArea {
        margins.top += safeArea.top
        margins.left += safeArea.left
        margins.bottom += safeArea.bottom
        margins.right += safeArea.right
      }
      return margins
    }

    /// The safe area insets of a view at `rect` (window coordinates): the screen's safe area
    /// (47 points at the top, 34 at the bottom), below a shown navigation bar (44 points) and above
    /// a tab bar (49 points) or a shown toolbar (44 points), and inside controllers' `additionalSafeAreaInsets`.
    func safeAreaInsets(forRectInWindow rect: CGRect, rectOf: (UIView) -> CGRect?) -> UIEdgeInsets {
      guard let window else { return .zero }
      let screen = UIScreen.main.bounds
      var safe = CGRect(
        x: screen.minX - window.frame.minX, y: screen.minY + 47 - window.frame.minY,
        width: screen.width, height: screen.height - 47 - 34)
      var chain: [UIView] = []
      var current: UIView? = self
      while let view = current, !(view is UIWindow) {
        chain.append(view)
        current = view.superview
      }
      // Outermost first: a container's bars apply before a child's additional insets.
      for view in chain.reversed() {
        if let controller = view.owningViewController {
          let viewRect = rectOf(view) ?? view.convert(view.bounds, to: nil)
          if let navigation = controller.parent as? UINavigationController,
            !navigation.isNavigationBarHidden, let navigationView = navigation.viewIfLoaded
          {
            let navigationRect =
              rectOf(navigationView)
              ?? navigationView.convert(navigationView.bounds, to: nil)
            let barBottom = max(navigationRect.minY, safe.minY) + 44
            if barBottom > safe.minY {
              safe = CGRect(
                x: safe.minX, y: barBottom, width: safe.width, height: max(0, safe.maxY - barBottom)
              )
            }
          }
          if let navigation = controller.parent as? UINavigationController,
            !navigation.isToolbarHidden, let navigationView = navigation.viewIfLoaded
          {
            let navigationRect =
              rectOf(navigationView)
              ?? navigationView.convert(navigationView.bounds, to: nil)
            let barTop = min(navigationRect.maxY, safe.maxY) - 44
            if barTop < safe.maxY {
              safe = CGRect(
                x: safe.minX, y: safe.minY, width: safe.width, height: max(0, barTop - safe.minY))
            }
          }
          if let tabs = controller.parent as? UITabBarController, !tabs.tabBar.isHidden,
            let tabsView = tabs.viewIfLoaded
          {
            let tabsRect = rectOf(tabsView) ?? tabsView.convert(tabsView.bounds, to: nil)
            let barTop = min(tabsRect.maxY, safe.maxY) - 49
            if barTop < safe.maxY {
              safe = CGRect(
                x: safe.minX, y: safe.minY, width: safe.width, height: max(0, barTop - safe.minY))
            }
          }
          let extra = controller.additionalSafeAreaInsets
          if extra != .zero {
            // Added to the insets the view already has.
            safe = viewRect.inset(
              by: UIEdgeInsets(
                top: max(0, safe.minY - viewRect.minY) + extra.top,
                left: max(0, safe.minX - viewRect.minX) + extra.left,
                bottom: max(0, viewRect.maxY - safe.maxY) + extra.bottom,
                right: max(0, viewRect.maxX - safe.maxX) + extra.right))
          }
        }
      }
      return UIEdgeInsets(
        top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
        bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
    }

    /// The size that satisfies the view's constraints closest to `targetSize`.
    func fittingSize(
      _ targetSize: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority
    ) -> CGSize {
      updateConstraintsTree()
      let engine = LayoutEngine(root: self, sizing: .fitting(targetSize, horizontal, vertical))
      engine.solve()
      return engine.rootSize()
    }

    func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
      if axis == .horizontal {
        layoutState.hugging.horizontal = priority
      } else {
        layoutState.hugging.vertical = priority
      }
      LayoutEngine.intrinsicSizeChanged(self)
    }

    func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
      if axis == .horizontal {
        layoutState.compression.horizontal = priority
      } else {
        layoutState.compression.vertical = priority
      }
      LayoutEngine.intrinsicSizeChanged(self)
    }

    func priority(hugging: Bool, _ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      let state = layoutStateStorage ?? ViewLayoutState(for: self)
      let pair = hugging ? state.hugging : state.compression
      return axis == .horizontal ? pair.horizontal : pair.vertical
    }
  }
#endif
