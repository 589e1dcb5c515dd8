#if !canImport(UIKit)
  import Foundation

  /// A rectangular area in a view hierarchy, as UIKit's; HeadlessUIKit lays out but draws nothing.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIView: UIResponder {
    // MARK: Geometry

    /// The view's frame in its superview's coordinates.
    ///
    /// The hot stored properties of the view tree (`frame`, `superview`, `subviews`, the window)
    /// skip the runtime's exclusivity checks: they are read hundreds of thousands of times a suite,
    /// only on the main actor, and the checks were 3 % of a sample-app test's instructions.
    @exclusivity(unchecked)
    open var frame: CGRect {
      willSet { if frameIsObservable { keyValueWillChange("frame") } }
      didSet {
        defer { if frameIsObservable { keyValueDidChange("frame") } }
        if frame.size != oldValue.size {
          resizeSubviews(from: oldValue.size)
          setNeedsLayout()
        }
        if frame != oldValue, layoutStateStorage != nil || superview?.layoutStateStorage != nil {
          LayoutEngine.frameSet(self)
        }
        noteAnimatableChange()
      }
    }

    /// The view's bounds in its own coordinates.
    open var bounds: CGRect {
      get { CGRect(origin: boundsOrigin, size: frame.size) }
      set {
        keyValueWillChange("bounds")
        defer { keyValueDidChange("bounds") }
        let center = self.center
        boundsOrigin = newValue.origin
        frameIsObservable = false
        defer { frameIsObservable = true }
        frame = CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        keyValueWillChange("center")
        defer { keyValueDidChange("center") }
        frameIsObservable = false
        defer { frameIsObservable = true }
        frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }

    /// The view's transform; stored, not applied.
    @exclusivity(unchecked)
    open var transform: CGAffineTransform = .identity {
      didSet { noteAnimatableChange() }
    }

    @exclusivity(unchecked)
    private var boundsOrigin = CGPoint.zero

    /// Whether a change of the frame notifies the frame's key-value observations: not when the
    /// bounds or the centre changed it (UIKit's `frame` is observable through `setFrame:` only).
    @exclusivity(unchecked)
    private var frameIsObservable = true

    // MARK: Appearance

    /// Whether the view is hidden.
    @exclusivity(unchecked)
    open var isHidden = false {
      willSet { keyValueWillChange("isHidden") }
      didSet {
        defer { keyValueDidChange("isHidden") }
        noteAnimatableChange()
        if isHidden != oldValue, let stack = superview as? UIStackView {
          stack.arrangedSubviewVisibilityChanged(self)
        }
      }
    }

    /// The view's opacity, 0...1.
    @exclusivity(unchecked)
    open var alpha: CGFloat = 1 {
      willSet { keyValueWillChange("alpha") }
      didSet {
        noteAnimatableChange()
        keyValueDidChange("alpha")
      }
    }

    /// Whether touches reach this view and its subviews.
    @exclusivity(unchecked)
    open var isUserInteractionEnabled = true

    /// Whether the view draws opaquely.
    @exclusivity(unchecked)
    open var isOpaque = true

    /// Whether subviews are clipped to the bounds.
    @exclusivity(unchecked)
    open var clipsToBounds = false

    /// A view whose alpha masks this view's content; its layer is the layer's `mask`. UIKit
    /// documents that a mask view must not be in a view hierarchy; HeadlessUIKit keeps it and does
    /// not draw it.
    open var mask: UIView? {
      didSet { layer.mask = mask?.layer }
    }

    /// How the view's content fits its bounds; `.scaleToFill` by default.
    @exclusivity(unchecked)
    open var contentMode = ContentMode.scaleToFill

    /// How a view's content fits its bounds.
    public enum ContentMode: Int, Sendable {
      /// Stretched to fill.
      case scaleToFill = 0
      /// Scaled to fit, keeping its aspect ratio.
      case scaleAspectFit = 1
      /// Scaled to fill, keeping its aspect ratio (cropped).
      case scaleAspectFill = 2
      /// Redrawn when the bounds change.
      case redraw = 3
      /// Centred, not scaled.
      case center = 4
      /// At the top.
      case top = 5
      /// At the bottom.
      case bottom = 6
      /// At the left.
      case left = 7
      /// At the right.
      case right = 8
      /// At the top left.
      case topLeft = 9
      /// At the top right.
      case topRight = 10
      /// At the bottom left.
      case bottomLeft = 11
      /// At the bottom right.
      case bottomRight = 12
    }

    /// The background colour.
    open var backgroundColor: UIColor? {
      didSet { noteAnimatableChange() }
    }

    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
      get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
      set {
        ownTintColor = newValue
        notifyTintColorChange()
      }
    }

    /// How the tint colour is adjusted: `.automatic` takes the superview's mode (normal at the
    /// top); `.dimmed` while a view presents over it. HeadlessUIKit keeps the mode and calls
    /// `tintColorDidChange()` when it changes; it does not grey the colour itself.
    open var tintAdjustmentMode = TintAdjustmentMode.automatic {
      didSet { if tintAdjustmentMode != oldValue { notifyTintColorChange() } }
    }

    /// Called when the view's tint colour or adjustment mode changed, on the view and on every
    /// subview that inherits it, as UIKit's; does nothing by default.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint that it changed.
    func notifyTintColorChange() {
      tintColorDidChange()
      for subview in subviews where subview.ownTintColor == nil {
        subview.notifyTintColorChange()
      }
    }

    /// How a view's tint colour is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
      /// The superview's mode (normal at the top of the hierarchy).
      case automatic = 0
      /// The tint colour unchanged.
      case normal = 1
      /// The tint colour dimmed, as under a presented view.
      case dimmed = 2
    }

    @exclusivity(unchecked)
    private var ownTintColor: UIColor?

    /// A number that identifies the view within its hierarchy.
    @exclusivity(unchecked)
    open var tag = 0

    /// The class of the views's backing layer, made when the view is: `CALayer` by default; a
    /// subclass overrides it to be backed by a `CAGradientLayer`, `CAShapeLayer` or its own layer
    /// class. A class that is not a `CALayer` gives a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer, an instance of the view class's `layerClass`.
    public let layer: CALayer

    /// Whether the view's frame and autoresizing mask become constraints; `true` for views made in
    /// code. When `false`, Auto Layout decides the view's frame.
    @exclusivity(unchecked)
    open var translatesAutoresizingMaskIntoConstraints = true {
      didSet {
        if translatesAutoresizingMaskIntoConstraints != oldValue {
          LayoutEngine.markDirty(around: self)
        }
      }
    }

    /// The view's Auto Layout state, made on first use.
    @exclusivity(unchecked)
    var layoutStateStorage: ViewLayoutState?

    /// How the view resizes when its superview's size changes; HeadlessUIKit applies it.
    @exclusivity(unchecked)
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// Whether subviews are resized by their autoresizing masks; `true` by default.
    @exclusivity(unchecked)
    open var autoresizesSubviews = true

    /// Whether the view receives touches exclusively; stored only.
    @exclusivity(unchecked)
    open var isExclusiveTouch = false

    /// Whether the view receives several touches at once; stored only.
    @exclusivity(unchecked)
    open var isMultipleTouchEnabled = false

    /// The style this view and its subviews use regardless of the environment.
    @exclusivity(unchecked)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The layout margins; 8 points on each side by default (a controller's root view: 0 at the
    /// top and bottom, 16 at the sides, as an iPhone's system minimum).
    @exclusivity(unchecked)
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
      didSet {
        guard layoutMargins != oldValue else { return }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        if layoutStateStorage != nil { LayoutEngine.markDirty(around: self) }
      }
    }

    /// Whether the margins guide is also inset by the safe area; `true` by default.
    @exclusivity(unchecked)
    open var insetsLayoutMarginsFromSafeArea = true {
      didSet { if layoutStateStorage != nil { LayoutEngine.markDirty(around: self) } }
    }

    /// Whether the view's margins include its superview's; stored only.
    @exclusivity(unchecked)
    open var preservesSuperviewLayoutMargins = false

    /// The safe area insets: how much of the view the screen's edges (top 47, bottom 34 points)
    /// and shown navigation (44) or tab (49) bars cover; zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
      guard window != nil else { return .zero }
      return safeAreaInsets(forRectInWindow: convert(bounds, to: nil)) { _ in nil }
    }

    // MARK: Accessibility

    /// Whether the view is an accessibility element; `false` for plain views.
    @exclusivity(unchecked)
    open var isAccessibilityElement = false

    /// An identifier for tests and automation.
    @exclusivity(unchecked)
    open var accessibilityIdentifier: String?

    /// The label VoiceOver reads.
    @exclusivity(unchecked)
    open var accessibilityLabel: String?

    /// The value VoiceOver reads.
    @exclusivity(unchecked)
    open var accessibilityValue: String?

    /// The hint VoiceOver reads.
    @exclusivity(unchecked)
    open var accessibilityHint: String?

    /// Whether VoiceOver ignores the view's siblings while it is shown (a modal view's).
    open var accessibilityViewIsModal = false

    /// Whether Smart Invert leaves the view's colours alone (photos, video).
    open var accessibilityIgnoresInvertColors = false

    /// The accessibility traits.
    @exclusivity(unchecked)
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Whether the element and its subviews are hidden from assistive technologies.
    @exclusivity(unchecked)
    open var accessibilityElementsHidden = false

    // MARK: Hierarchy

    /// The superview, if any.
    open var superview: UIView? { superviewStorage }

    /// The superview, held without a reference count. A weak reference gave every view with
    /// subviews a side table, which made each retain and release of it the slow kind (a large
    /// part of a sample-app test's instructions). The link is cleared wherever it ends: the
    /// view's `removeFromSuperview`, a move to another superview, and the superview's `deinit`
    /// (a subview may outlive it, kept by a controller or a test).
    @exclusivity(unchecked)
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?

    /// The subviews, back to front.
    @exclusivity(unchecked)
    open private(set) var subviews: [UIView] = []

    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    /// The window this view is in: itself if it is one, else its superview's.
    open var window: UIWindow? { windowStorage }

    /// The window, kept as the view moves between trees (`insertSubview`, `removeFromSuperview`):
    /// walking the superview chain on every read was 8 % of a sample-app test's instructions.
    /// A view in a window is kept alive by the window's tree, so the reference goes nil only when
    /// the view leaves it or the window goes.
    @exclusivity(unchecked)
    weak var windowStorage: UIWindow?

    /// Sets the window of this subtree; a window nested in it keeps its own.
    private func setWindowInTree(_ newWindow: UIWindow?) {
      guard !(self is UIWindow) else { return }
      windowStorage = newWindow
      for subview in subviews { subview.setWindowInTree(newWindow) }
    }

    override var responderWindow: UIWindow? { window }

    /// The view's controller if this is a controller's root view, else its superview.
    open override var next: UIResponder? {
      if let owningViewController { return owningViewController }
      return superview
    }

    // MARK: Initialisers

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public init(frame: CGRect) {
      layer = CALayer._tapwrightMake(Self.layerClass)
      self.frame = frame
      super.init()
      layer.owningView = self
    }

    deinit {
      // Subviews that outlive this view must not point at it (see `superviewStorage`), nor may
      // its layer.
      for subview in subviews { subview.superviewStorage = nil }
      layer.owningView = nil
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
      self.init(frame: .zero)
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so the view is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      layer = CALayer._tapwrightMake(Self.layerClass)
      self.frame = .zero
      super.init()
      layer.owningView = self
    }

    // MARK: Subviews

    /// Adds a view at the front; a view that has a superview is moved.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The index; clamped to the subviews' range.
    open func insertSubview(_ view: UIView, at index: Int) {
      guard view !== self, !isDescendant(of: view) else {
        reportUIKitException("Can't add self as subview")
        return
      }
      let oldWindow = view.window
      let newWindow = window
      let isMove = view.superview === self
      if isMove {
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        return
      }
      if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
      view.willMove(toSuperview: self)
      let previousSuperview = view.superview
      if let old = view.superview {
        old.willRemoveSubview(view)
        old.subviews.removeAll { $0 === view }
      }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      view.superviewStorage = self
      if oldWindow !== newWindow { view.setWindowInTree(newWindow) }
      if let old = previousSuperview { LayoutEngine.subviewRemoved(view, from: old) }
      LayoutEngine.subviewAdded(view)
      view.didMoveToSuperview()
      didAddSubview(view)
      if oldWindow !== newWindow { view.propagateDidMoveToWindow(from: oldWindow) }
      setNeedsLayout()
    }

    /// Inserts a view just above a sibling.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes above.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
      insertSubview(view, at: index)
    }

    /// Inserts a view just below a sibling.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes below.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
      insertSubview(view, at: index)
    }

    /// Removes the view from its superview (and window).
    open func removeFromSuperview() {
      guard let superview else { return }
      let oldWindow = window
      if oldWindow != nil { propagateWillMove(toWindow: nil) }
      willMove(toSuperview: nil)
      superview.willRemoveSubview(self)
      superview.subviews.removeAll { $0 === self }
      self.superviewStorage = nil
      if oldWindow != nil { setWindowInTree(nil) }
      LayoutEngine.subviewRemoved(self, from: superview)
      didMoveToSuperview()
      if oldWindow != nil { propagateDidMoveToWindow(from: oldWindow) }
      superview.setNeedsLayout()
    }

    /// Moves a subview to the front.
    ///
    /// - Parameter view: The subview.
    open func bringSubviewToFront(_ view: UIView) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.remove(at: index)
      subviews.append(view)
    }

    /// Moves a subview to the back.
    ///
    /// - Parameter view: The subview.
    open func sendSubviewToBack(_ view: UIView) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.remove(at: index)
      subviews.insert(view, at: 0)
    }

    /// Swaps two subviews by index; out-of-range indexes are ignored.
    ///
    /// - Parameters:
    ///   - index1: One index.
    ///   - index2: The other index.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
      guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
      subviews.swapAt(index1, index2)
    }

    /// Whether this view is `view` or one of its descendants.
    ///
    /// - Parameter view: The possible ancestor.
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// The first view with this tag, depth first, starting with this view.
    ///
    /// - Parameter tag: The tag to find.
    open func viewWithTag(_ tag: Int) -> UIView? {
      if self.tag == tag { return self }
      for subview in subviews {
        if let found = subview.viewWithTag(tag) { return found }
      }
      return nil
    }

    /// Called before the view moves to a new superview (or `nil`).
    ///
    /// - Parameter newSuperview: The new superview.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}

    /// Called before the view moves to a new window (or `nil`).
    ///
    /// - Parameter newWindow: The new window.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to a new window.
    open func didMoveToWindow() { _ = swizzledCall(self, UIView.self, "didMoveToWindow", []) }

    /// Called after a subview was added.
    ///
    /// - Parameter subview: The added subview.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    ///
    /// - Parameter subview: The subview being removed.
    open func willRemoveSubview(_ subview: UIView) {}

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
      if let window, window.firstResponder === self { _ = resignFirstResponder() }
      willMove(toWindow: newWindow)
      for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow(from oldWindow: UIWindow?) {
      didMoveToWindow()
      owningViewController?.viewDidMoveWindow(from: oldWindow)
      for subview in subviews { subview.propagateDidMoveToWindow(from: oldWindow) }
      if window != nil, needsLayout { window?.scheduleLayoutPass() }
    }

    // MARK: Layout

    @exclusivity(unchecked)
    private(set) var needsLayout = true

    /// Marks the view as needing layout; a view in a window is laid out on the next turn.
    open func setNeedsLayout() {
      needsLayout = true
      window?.scheduleLayoutPass()
    }

    /// Lays out now: updates constraints, solves Auto Layout, then lays out from the highest
    /// ancestor that needs layout (as `CALayer.layoutIfNeeded()`) down through this view's tree.
    open func layoutIfNeeded() {
      LayoutEngine.prepareLayout(of: self)
      var top = self
      while let superview = top.superview, superview.needsLayout { top = superview }
      top.layoutIfNeededTree()
    }

    func layoutIfNeededTree() {
      if needsLayout {
        needsLayout = false
        if owningViewController != nil || layoutStateStorage?.safeAreaGuide != nil {
          noteSafeAreaInsets()
        }
        layoutSublayers(of: layer)
      }
      for subview in subviews { subview.layoutIfNeededTree() }
    }

    /// The view's layer lays out (the layer's delegate method, as in UIKit): the controller's
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`. Override
    /// it to lay out sublayers — a gradient's frame — around that (call `super`).
    ///
    /// - Parameter layer: The layer laying out: the view's own.
    open func layoutSublayers(of layer: CALayer) {
      guard layer === self.layer else { return }
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }

    /// Lays out subviews; the default gives subviews that take part in Auto Layout their solved
    /// frames. Override to position subviews yourself (call `super` to keep Auto Layout's).
    open func layoutSubviews() {
      if swizzledCall(self, UIView.self, "layoutSubviews", []) != nil { return }
      LayoutEngine.applyFrames(toSubviewsOf: self)
    }

    // MARK: Auto Layout

    /// Whether the view depends on constraint-based layout; `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints before a layout pass; call `super` last.
    open func updateConstraints() {}

    /// Tells the layout engine that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
      LayoutEngine.intrinsicSizeChanged(self)
    }

    /// How much the view resists growing beyond its intrinsic size along an axis (250 by default).
    ///
    /// - Parameter axis: The axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      priority(hugging: true, axis)
    }

    /// Sets how much the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    open func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      setHugging(priority, axis)
    }

    /// How much the view resists shrinking below its intrinsic size along an axis (750 by default).
    ///
    /// - Parameter axis: The axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
      -> UILayoutPriority
    {
      priority(hugging: false, axis)
    }

    /// Sets how much the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      setCompression(priority, axis)
    }

    /// The smallest size that satisfies the view's constraints (`fittingSizeLevel` priorities).
    ///
    /// - Parameter targetSize: The size to approach (`layoutFittingCompressedSize` for the smallest).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      fittingSize(targetSize, .fittingSizeLevel, .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints closest to `targetSize`, at the given
    /// priorities (`.required` fixes that dimension at the target).
    ///
    /// - Parameters:
    ///   - targetSize: The size to approach.
    ///   - horizontalFittingPriority: The priority of the target width.
    ///   - verticalFittingPriority: The priority of the target height.
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    /// The distance from the top to the first baseline, for views with text.
    var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The distance from the last baseline to the bottom, for views with text (0 otherwise).
    var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// Draws the view's content; HeadlessUIKit never calls it (it draws nothing).
    ///
    /// - Parameter rect: The area to draw.
    open func draw(_ rect: CGRect) {}

    /// Displays the layer the view backs (the view is its layer's delegate, as UIKit's) when the
    /// layer displays (`layer.displayIfNeeded()` after `layer.setNeedsDisplay()`): a subclass
    /// that overrides it sets the layer's contents itself; UIView's has the layer draw itself.
    ///
    /// - Parameter layer: The view's layer.
    open func display(_ layer: CALayer) { layer.drawContents() }

    /// Draws the layer the view backs into a context (the layer delegate's drawing); UIView's
    /// draws nothing, as HeadlessUIKit draws no view content.
    ///
    /// - Parameters:
    ///   - layer: The view's layer.
    ///   - ctx: The context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// How the view's content is laid out whatever the language's direction (`.unspecified`).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The view's traits: an iPhone's, with its window's horizontal size class (compact by
    /// default) and the nearest `overrideUserInterfaceStyle` up the superview chain (else light).
    open var traitCollection: UITraitCollection {
      var style = UIUserInterfaceStyle.unspecified
      var view: UIView? = self
      while let current = view, style == .unspecified {
        style = current.overrideUserInterfaceStyle
        view = current.superview
      }
      return .phone(horizontal: window?.horizontalSizeClass ?? .compact, style: style)
    }

    /// Called when the traits change; only when a test sets the window's size class.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the safe area insets changed, before the view lays out (for controllers' root
    /// views and views whose safe area guide is used).
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Marks the view as needing display; HeadlessUIKit draws nothing.
    open func setNeedsDisplay() {}

    /// A view that looks as this one does now, for transitions: a plain view of the same size
    /// (HeadlessUIKit draws nothing, so the snapshot shows nothing either), not in any window.
    ///
    /// - Parameter afterUpdates: Whether pending changes are shown first; ignored.
    /// - Returns: The snapshot.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
      let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
      snapshot.backgroundColor = backgroundColor
      snapshot.alpha = alpha
      return snapshot
    }

    /// A snapshot of a part of the view, as `snapshotView(afterScreenUpdates:)`.
    ///
    /// - Parameters:
    ///   - rect: The part, in the view's coordinates.
    ///   - afterUpdates: Ignored.
    ///   - capInsets: The stretchable edges; ignored.
    /// - Returns: The snapshot.
    open func resizableSnapshotView(
      from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
      withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
      let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
      snapshot.backgroundColor = backgroundColor
      return snapshot
    }

    /// The size that fits the given size; the current size by default.
    ///
    /// - Parameter size: The available size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` of its current size.
    open func sizeToFit() {
      frame.size = sizeThatFits(bounds.size)
    }

    /// The natural size; no intrinsic metric by default.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Converts a point from this view's coordinates to another view's (or the window's).
    ///
    /// - Parameters:
    ///   - point: The point in this view's coordinates.
    ///   - view: The target view; `nil` for the window.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      let inWindow = originInWindow
      let target = view?.originInWindow ?? .zero
      return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's (or the window's).
    ///
    /// - Parameters:
    ///   - rect: The rectangle in this view's coordinates.
    ///   - view: The target view; `nil` for the window.
    #if canImport(ObjectiveC)
      @objc(convertRect:toView:)
    #endif
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    private var originInWindow: CGPoint {
      var point = CGPoint.zero
      var view: UIView? = self
      while let current = view, !(current is UIWindow) {
        point.x += current.frame.origin.x - current.boundsOrigin.x
        point.y += current.frame.origin.y - current.boundsOrigin.y
        view = current.superview
      }
      return point
    }

    /// Ends editing of the first responder in this view's subtree.
    ///
    /// - Parameter force: Whether to resign even if the responder refuses; ignored.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
      guard let window, let responder = window.firstResponder as? UIView,
        responder.isDescendant(of: self)
      else { return true }
      return responder.resignFirstResponder()
    }

    // MARK: Gesture recognizers (API in UIGestureRecognizer.swift)

    /// The attached recognizers, in the order added.
    @exclusivity(unchecked)
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// The attached interactions (`addInteraction(_:)`), in the order added.
    var attachedInteractions: [any UIInteraction] = []

    /// Whether a recognizer (attached here or to a superview) may begin; `true` by default.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }

    // MARK: Hit-testing

    /// Whether a point in the view's coordinates is inside it: inside its bounds, by default.
    ///
    /// - Parameters:
    ///   - point: The point in this view's coordinates.
    ///   - event: The event that asks, if any.
    /// - Returns: Whether the point is inside.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.contains(point)
    }

    /// The deepest view at a point that can receive touches, as UIKit finds it.
    ///
    /// A view that is hidden, has user interaction disabled or an alpha below 0.01 is skipped with
    /// its subviews; so is one whose `point(inside:with:)` is `false` (a subview outside its
    /// superview's bounds is never hit, clipped or not). Subviews are asked front to back.
    ///
    /// - Parameters:
    ///   - point: The point in this view's coordinates.
    ///   - event: The event that asks, if any.
    /// - Returns: The view, or `nil`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
        self.point(inside: point, with: event)
      else { return nil }
      for subview in subviews.reversed() {
        let local = CGPoint(
          x: point.x - subview.frame.minX + subview.bounds.minX,
          y: point.y - subview.frame.minY + subview.bounds.minY)
        if let hit = subview.hitTest(local, with: event) { return hit }
      }
      return self
    }

    // MARK: Animation bookkeeping

    func noteAnimatableChange() {
      UIView.currentAnimationWindows?.note(window)
    }
  }
#endif
