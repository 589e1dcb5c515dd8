#if !canImport(UIKit)
  import Foundation

  /// A scroll view's delegate, as UIKit's; every requirement has UIKit's default.
  @preconcurrency @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Tells that the content offset changed.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells that the user began dragging.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells that the user will lift the finger, with the offset the scroll will end at.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The velocity.
    ///   - targetContentOffset: The offset the scroll ends at; may be changed.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells that the user lifted the finger.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the scroll decelerates.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells that deceleration began.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells that deceleration ended.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells that an animated scroll ended.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks which view zooms; `nil` (no zooming) by default.
    ///
    /// - Parameter scrollView: The scroll view.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells that the zoom scale changed.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Asks whether a tap on the status bar scrolls to the top; `true` by default.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells that the scroll to the top ended.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Tells that the adjusted content inset changed.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The velocity.
    ///   - targetContentOffset: The offset the scroll ends at.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the scroll decelerates.
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
    /// UIKit's default: `nil`.
    ///
    /// - Parameter scrollView: The scroll view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      optionalRequirementDefault(nil)
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { optionalRequirementDefault() }
    /// UIKit's default: `true`.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      optionalRequirementDefault(true)
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      optionalRequirementDefault()
    }
  }

  /// A view that scrolls its content, as UIKit's; HeadlessUIKit keeps the geometry only.
  ///
  /// Its `delegate` is declared on `_UIScrollViewDelegateHolder`, which only `UIScrollView`
  /// adopts: Swift cannot narrow a property's type in a subclass as UIKit's Objective-C does, and
  /// `UITableView.delegate` must be a `UITableViewDelegate` — a member of a class is preferred to
  /// a protocol extension's, so a table view's `delegate` is its own, and a plain scroll view's
  /// is the protocol's. Subclasses with a delegate report scrolling to it through
  /// `scrollDelegate`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIScrollView: UIView {
    /// The pull-to-refresh control, added to the scroll view while set.
    open var refreshControl: UIRefreshControl? {
      didSet {
        guard oldValue !== refreshControl else { return }
        oldValue?.removeFromSuperview()
        if let refreshControl { addSubview(refreshControl) }
      }
    }

    /// How the keyboard is dismissed by dragging, as UIKit's.
    public enum KeyboardDismissMode: Int, Sendable {
      /// Not dismissed.
      case none = 0
      /// Dismissed when a drag begins.
      case onDrag = 1
      /// Follows the drag.
      case interactive = 2
    }

    /// How content insets adjust to safe areas, as UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      /// Automatic.
      case automatic = 0
      /// Along scrollable axes.
      case scrollableAxes = 1
      /// Never.
      case never = 2
      /// Always.
      case always = 3
    }

    /// Whether subviews are clipped to the scroll view's bounds: `true` by default, as UIKit's
    /// scroll views (and so tables, collections and text views) clip their content.
    open override var clipsToBounds: Bool {
      get { clipsContent }
      set { clipsContent = newValue }
    }
    @exclusivity(unchecked)
    private var clipsContent = true

    /// The size of the content.
    @exclusivity(unchecked)
    open var contentSize = CGSize.zero {
      willSet { keyValueWillChange("contentSize") }
      didSet { keyValueDidChange("contentSize") }
    }

    /// The content's insets.
    @exclusivity(unchecked)
    open var contentInset = UIEdgeInsets.zero

    /// The insets after safe-area adjustment; the content inset in HeadlessUIKit.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How insets adjust to safe areas; stored only.
    @exclusivity(unchecked)
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether touches on content wait a moment to tell a drag from a tap; stored (no finger
    /// drags here).
    @exclusivity(unchecked)
    open var delaysContentTouches = true

    /// Whether a drag cancels the touches content got; stored.
    @exclusivity(unchecked)
    open var canCancelContentTouches = true

    /// Whether scrolling is enabled.
    @exclusivity(unchecked)
    open var isScrollEnabled = true

    /// How fast a flung scroll view slows down; `.normal` by default. HeadlessUIKit's scrolls
    /// end where they are set, so it is kept as set.
    open var decelerationRate = DecelerationRate.normal

    /// The rate a flung scroll view slows at: the share of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
      public var rawValue: CGFloat
      /// Creates a rate.
      ///
      /// - Parameter rawValue: The share of speed kept per millisecond.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// The default rate (0.998).
      public static let normal = DecelerationRate(rawValue: 0.998)
      /// A quick stop (0.99).
      public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether scrolling stops on page boundaries; stored only.
    @exclusivity(unchecked)
    open var isPagingEnabled = false

    /// Whether a drag that starts along one axis scrolls along that axis only; `false` by default;
    /// stored only.
    @exclusivity(unchecked)
    open var isDirectionalLockEnabled = false

    /// Whether the content bounces; stored only.
    @exclusivity(unchecked)
    open var bounces = true

    /// Whether vertical bouncing happens with small content; stored only.
    @exclusivity(unchecked)
    open var alwaysBounceVertical = false

    /// Whether horizontal bouncing happens with small content; stored only.
    @exclusivity(unchecked)
    open var alwaysBounceHorizontal = false

    /// Whether the vertical indicator shows; stored only.
    @exclusivity(unchecked)
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator shows; stored only.
    @exclusivity(unchecked)
    open var showsHorizontalScrollIndicator = true

    /// The vertical indicator's insets; stored only.
    @exclusivity(unchecked)
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

    /// The horizontal indicator's insets; stored only.
    @exclusivity(unchecked)
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

    /// Both indicators' insets (deprecated in iOS 13): setting it sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
      get { verticalScrollIndicatorInsets }
      set {
        verticalScrollIndicatorInsets = newValue
        horizontalScrollIndicatorInsets = newValue
      }
    }

    /// Shows the indicators for a moment; nothing is shown here.
    open func flashScrollIndicators() {}

    /// Whether a tap on the status bar scrolls to the top; stored only.
    @exclusivity(unchecked)
    open var scrollsToTop = true

    /// How dragging dismisses the keyboard; stored only.
    @exclusivity(unchecked)
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// Whether the user is touching the content; HeadlessUIKit gestures are instant, so `false`.
    open var isTracking: Bool { false }

    /// Whether the user is dragging; `false` in HeadlessUIKit.
    open var isDragging: Bool { false }

    /// Whether the content is decelerating; `false` in HeadlessUIKit.
    open var isDecelerating: Bool { false }

    /// The delegate of a plain scroll view (see `delegate`).
    @exclusivity(unchecked)
    weak var plainScrollDelegate: (any UIScrollViewDelegate)?

    /// The delegate that hears about scrolling: a subclass's typed delegate, else the one set
    /// through `UIScrollView.delegate`.
    var scrollDelegate: (any UIScrollViewDelegate)? { plainScrollDelegate }

    /// Sets the delegate through `UIScrollView.delegate`: a subclass with a typed delegate takes
    /// it there when it is of its type.
    func assignScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) {
      plainScrollDelegate = delegate
    }

    /// For a subclass's `assignScrollDelegate(_:)`: a delegate of its type goes to its typed
    /// delegate (`assign`), another one stays the plain one.
    func assignScrollDelegate<Typed>(
      _ delegate: (any UIScrollViewDelegate)?, as _: Typed.Type, to assign: (Typed?) -> Void
    ) {
      let typed = delegate as? Typed
      assign(typed)
      plainScrollDelegate = typed == nil ? delegate : nil
    }

    // MARK: Zooming

    /// The smallest zoom scale; 1 by default.
    @exclusivity(unchecked)
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale; 1 by default (zooming off until it is larger than the minimum).
    @exclusivity(unchecked)
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming past the limits bounces back; stored only.
    @exclusivity(unchecked)
    open var bouncesZoom = true
    /// Whether a pinch is zooming: never, without a finger.
    open var isZooming: Bool { false }
    /// Whether the zoom is bouncing back: never.
    open var isZoomBouncing: Bool { false }
    @exclusivity(unchecked)
    private var zoomScaleStorage: CGFloat = 1

    /// How much the content is scaled; 1 by default. Setting it — within the minimum and the
    /// maximum — scales the delegate's view for zooming (its transform) and the content size to
    /// that view's size at that scale, and tells the delegate `scrollViewDidZoom(_:)`; without a
    /// view for zooming it stays 1, as in UIKit.
    open var zoomScale: CGFloat {
      get { zoomScaleStorage }
      set { setZoomScale(newValue, animated: false) }
    }

    /// Sets the zoom scale (see `zoomScale`); animated or not, it changes at once.
    ///
    /// - Parameters:
    ///   - scale: The scale.
    ///   - animated: Whether to animate.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
      guard let view = scrollDelegate?.viewForZooming(in: self) else { return }
      let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
      guard clamped != zoomScaleStorage else { return }
      zoomScaleStorage = clamped
      view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
      contentSize = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
      scrollDelegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that a rectangle of the view for zooming (in its coordinates) fills the scroll
    /// view, within the zoom limits, and scrolls to it.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - animated: Whether to animate; it changes at once.
    open func zoom(to rect: CGRect, animated: Bool) {
      guard rect.width > 0, rect.height > 0 else { return }
      setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
      let maximum = CGPoint(
        x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
      contentOffset = CGPoint(
        x: min(max(0, rect.minX * zoomScale), maximum.x),
        y: min(max(0, rect.minY * zoomScale), maximum.y))
    }

    /// The point of the content at the view's origin: the bounds' origin.
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set {
        keyValueWillChange("contentOffset")
        defer { keyValueDidChange("contentOffset") }
        guard newValue != bounds.origin else { return }
        bounds = CGRect(origin: newValue, size: bounds.size)
        scrollDelegate?.scrollViewDidScroll(self)
      }
    }

    /// Sets the content offset; an animated change also reports the end of the scroll animation.
    ///
    /// - Parameters:
    ///   - contentOffset: The offset.
    ///   - animated: Whether to animate; HeadlessUIKit moves at once and reports the end next turn.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
      guard animated else { return }
      Scheduler.enqueue(in: window) { [weak self] in
        guard let self else { return }
        self.scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
      }
    }

    /// Scrolls so that a rectangle of the content is visible.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in content coordinates.
    ///   - animated: Whether to animate.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      var offset = contentOffset
      if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
      if rect.minY < offset.y { offset.y = rect.minY }
      if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
      if rect.minX < offset.x { offset.x = rect.minX }
      setContentOffset(offset, animated: animated)
    }

    // MARK: Auto Layout

    @exclusivity(unchecked)
    private var contentGuideStorage: UILayoutGuide?
    @exclusivity(unchecked)
    private var frameGuideStorage: UILayoutGuide?

    /// The guide of the content area: constraints to its edges set `contentSize`; its origin is the
    /// content's origin.
    public var contentLayoutGuide: UILayoutGuide {
      if let contentGuideStorage { return contentGuideStorage }
      let guide = UILayoutGuide(system: .content)
      guide.identifier = "UIScrollView-contentLayoutGuide"
      contentGuideStorage = guide
      layoutState.scrollGuides.append(guide)
      guide.owningView = self
      return guide
    }

    /// The guide of the scroll view's frame, untranslated by scrolling.
    public var frameLayoutGuide: UILayoutGuide {
      if let frameGuideStorage { return frameGuideStorage }
      let guide = UILayoutGuide(system: .frame)
      guide.identifier = "UIScrollView-frameLayoutGuide"
      frameGuideStorage = guide
      layoutState.scrollGuides.append(guide)
      guide.owningView = self
      return guide
    }

    /// Lays out subviews, then takes `contentSize` from the content layout guide when one is used.
    open override func layoutSubviews() {
      super.layoutSubviews()
      if let guide = contentGuideStorage, let size = LayoutEngine.constrainedSize(of: guide) {
        if contentSize != size { contentSize = size }
      }
    }
  }

  /// The holder of `UIScrollView.delegate` (see `UIScrollView`); adopted by `UIScrollView` only.
  @preconcurrency @MainActor
  public protocol _UIScrollViewDelegateHolder: UIScrollView {}

  extension UIScrollView: _UIScrollViewDelegateHolder {}

  extension _UIScrollViewDelegateHolder {
    /// The delegate that hears about scrolling and zooming, as UIKit's (held weakly). A table,
    /// collection or text view's is its own typed `delegate`; set through a `UIScrollView`
    /// reference, it becomes that when it is of its type.
    public var delegate: (any UIScrollViewDelegate)? {
      get { scrollDelegate }
      set { assignScrollDelegate(newValue) }
    }
  }
#endif
