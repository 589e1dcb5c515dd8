#if !canImport(UIKit)
  import Foundation

  /// A page view controller's data source, as UIKit's: the pages around a page, and the page
  /// indicator's count and index.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before a page, or `nil` when it is the first.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The page shown.
    /// - Returns: The page before it, or `nil`.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// The page after a page, or `nil` when it is the last.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The page shown.
    /// - Returns: The page after it, or `nil`.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController?

    /// The number of dots of the page indicator (scroll style); 0 (UIKit's default when not
    /// implemented) shows no indicator.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The number of pages.
    func presentationCount(for pageViewController: UIPageViewController) -> Int

    /// The page indicator's selected dot, asked after `setViewControllers`.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The index.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
  }

  extension UIPageViewControllerDataSource {
    /// UIKit's default (not implemented): no page indicator.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: 0.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
      optionalRequirementDefault(0)
    }

    /// UIKit's default (not implemented): 0.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
      optionalRequirementDefault(0)
    }
  }

  /// A page view controller's delegate, as UIKit's; told about the user's page turns only.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Called before a gesture-driven page turn begins.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages being turned to.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController])

    /// Called after a gesture-driven page turn ended.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before the turn.
    ///   - completed: Whether the turn completed (the new pages show).
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool)

    /// The spine location for an orientation (page curl); HeadlessUIKit's screen never rotates.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - orientation: The new orientation.
    /// - Returns: The spine location.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation

    /// The orientations the page view controller supports.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientations.
    func pageViewControllerSupportedInterfaceOrientations(
      _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask

    /// The orientation preferred for a full-screen presentation.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientation.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
      _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation
  }

  extension UIPageViewControllerDelegate {
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages being turned to.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) { optionalRequirementDefault() }

    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before the turn.
    ///   - completed: Whether the turn completed.
    public func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) { optionalRequirementDefault() }

    /// UIKit's default: the current spine location.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - orientation: The new orientation.
    /// - Returns: The page view controller's spine location.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
      optionalRequirementDefault(pageViewController.spineLocation)
    }

    /// UIKit's default: all but upside down, as on an iPhone.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientations.
    public func pageViewControllerSupportedInterfaceOrientations(
      _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask { optionalRequirementDefault(.allButUpsideDown) }

    /// UIKit's default: portrait.
    ///
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientation.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
      _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { optionalRequirementDefault(.portrait) }
  }

  /// A container that shows one page (or two facing pages) at a time, turned by the user's
  /// swipes, as UIKit's.
  ///
  /// The shown pages are child controllers whose views fill the page view controller's view.
  /// `viewControllers` changes at once; appearance callbacks, `didMove(toParent:)`, the completion
  /// and the delegate's `didFinishAnimating` follow after the animation (0.3 s scaled by the
  /// window layer's speed) or on the next main-queue turn.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPageViewController: UIViewController {
    /// The axis pages turn along, as UIKit's.
    public enum NavigationOrientation: Int, Sendable {
      /// Left and right.
      case horizontal = 0
      /// Up and down.
      case vertical = 1
    }

    /// Where the spine of a page curl is, as UIKit's.
    public enum SpineLocation: Int, Sendable {
      /// No spine (the scroll style).
      case none = 0
      /// At the leading (or top) edge; one page shows.
      case min = 1
      /// In the middle; two pages show.
      case mid = 2
      /// At the trailing (or bottom) edge; one page shows.
      case max = 3
    }

    /// The direction of a page turn, as UIKit's.
    public enum NavigationDirection: Int, Sendable {
      /// To the next page.
      case forward = 0
      /// To the previous page.
      case reverse = 1
    }

    /// How pages turn, as UIKit's.
    public enum TransitionStyle: Int, Sendable {
      /// A page curl.
      case pageCurl = 0
      /// A scroll.
      case scroll = 1
    }

    /// A key of the options passed at creation, as UIKit's.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
      /// The key's name.
      public var rawValue: String

      /// Creates a key.
      ///
      /// - Parameter rawValue: The key's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Creates a key.
      ///
      /// - Parameter rawValue: The key's name.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The spine location (a `SpineLocation` raw value, page curl only).
      public static let spineLocation = OptionsKey(
        rawValue: "UIPageViewControllerOptionSpineLocationKey")

      /// The space between pages, in points (scroll only).
      public static let interPageSpacing = OptionsKey(
        rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// UIKit's duration of an animated page turn, in seconds (HeadlessUIKit's model).
    static let pageTurnDuration: TimeInterval = 0.3

    /// The delegate, told about the user's page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The data source the user's swipes ask for pages; `nil` disables swiping.
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    private let transitionStyleStorage: TransitionStyle
    private let navigationOrientationStorage: NavigationOrientation

    /// How pages turn.
    open var transitionStyle: TransitionStyle { transitionStyleStorage }

    /// The axis pages turn along.
    open var navigationOrientation: NavigationOrientation { navigationOrientationStorage }

    private var spineLocationStorage: SpineLocation

    /// Where the spine is: `.min` by default for a page curl, `.none` for the scroll style.
    open var spineLocation: SpineLocation { spineLocationStorage }

    /// Whether a page curl shows content on the back of pages; `false` by default.
    open var isDoubleSided = false

    /// The space between pages of the scroll style (the `.interPageSpacing` option).
    let interPageSpacing: CGFloat

    /// The gesture recognizers that turn pages; none in HeadlessUIKit (the user's swipes go
    /// through the testing SPI).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    private var pages: [UIViewController] = []
    private var currentTransition: Transition?
    private let pageIndicator = UIPageControl(frame: .zero)

    /// The pages shown: one, or two facing pages with a page curl's middle spine.
    open var viewControllers: [UIViewController]? { pages }

    /// Creates a page view controller.
    ///
    /// - Parameters:
    ///   - style: How pages turn.
    ///   - navigationOrientation: The axis pages turn along.
    ///   - options: `.spineLocation` (a `SpineLocation` raw value, page curl) and
    ///     `.interPageSpacing` (points, scroll).
    public init(
      transitionStyle style: UIPageViewController.TransitionStyle,
      navigationOrientation: UIPageViewController.NavigationOrientation,
      options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
      transitionStyleStorage = style
      navigationOrientationStorage = navigationOrientation
      let spine = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
      spineLocationStorage = style == .pageCurl ? (spine ?? .min) : .none
      interPageSpacing = CGFloat(Self.number(options?[.interPageSpacing]) ?? 0)
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive: a page curl along the horizontal axis.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      transitionStyleStorage = .pageCurl
      navigationOrientationStorage = .horizontal
      spineLocationStorage = .min
      interPageSpacing = 0
      super.init(coder: coder)
    }

    private static func number(_ value: Any?) -> Double? {
      switch value {
      case let value as Int: Double(value)
      case let value as Double: value
      case let value as CGFloat: Double(value)
      case let value as Float: Double(value)
      case let value as NSNumber: value.doubleValue
      case let value as SpineLocation: Double(value.rawValue)
      default: nil
      }
    }

    /// Shows the current pages' views after loading.
    open override func viewDidLoad() {
      super.viewDidLoad()
      installPages()
      updatePageIndicator()
    }

    /// The number of pages shown at once: two with a middle spine or double-sided pages.
    private var requiredPageCount: Int {
      transitionStyle == .pageCurl && (spineLocationStorage == .mid || isDoubleSided) ? 2 : 1
    }

    /// Puts the shown pages' views in the container, side by side when two show.
    private func installPages() {
      guard let container = viewIfLoaded else { return }
      let bounds = container.bounds
      for (index, page) in pages.enumerated() {
        guard let pageView = page.view else { continue }
        if pages.count == 2 && spineLocationStorage == .mid {
          let half = navigationOrientation == .horizontal ? bounds.width / 2 : bounds.height / 2
          pageView.frame =
            navigationOrientation == .horizontal
            ? CGRect(
              x: bounds.minX + half * CGFloat(index), y: bounds.minY, width: half,
              height: bounds.height)
            : CGRect(
              x: bounds.minX, y: bounds.minY + half * CGFloat(index), width: bounds.width,
              height: half)
        } else {
          pageView.frame = bounds
        }
        if pageView.superview !== container {
          if pageIndicator.superview === container {
            container.insertSubview(pageView, belowSubview: pageIndicator)
          } else {
            container.addSubview(pageView)
          }
        }
      }
    }

    /// Sets the pages shown.
    ///
    /// The count must match the spine (one page, or two with a middle spine or double-sided page
    /// curl); another count is UIKit's exception, reported as an issue, and the call is ignored.
    /// The delegate is not told: it hears only of the user's page turns.
    /// - Parameters:
    ///   - viewControllers: The pages to show.
    ///   - direction: The direction of the turn.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` after the turn.
    open func setViewControllers(
      _ viewControllers: [UIViewController]?,
      direction: UIPageViewController.NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      let newPages = viewControllers ?? []
      guard newPages.count == requiredPageCount else {
        reportUIKitException(
          "The number of view controllers provided (\(newPages.count)) doesn't match the number "
            + "required (\(requiredPageCount)) for the requested transition")
        return
      }
      turn(to: newPages, animated: animated) { completion?(true) }
      updatePageIndicator()
    }

    /// Asks the data source for the page indicator's count and index (scroll style).
    private func updatePageIndicator() {
      guard transitionStyle == .scroll, let container = viewIfLoaded else { return }
      let count = dataSource?.presentationCount(for: self) ?? 0
      guard count > 0 else {
        pageIndicator.removeFromSuperview()
        return
      }
      pageIndicator.numberOfPages = count
      pageIndicator.currentPage = dataSource?.presentationIndex(for: self) ?? 0
      if pageIndicator.superview !== container {
        let size = pageIndicator.size(forNumberOfPages: count)
        pageIndicator.frame = CGRect(
          x: container.bounds.midX - size.width / 2, y: container.bounds.maxY - size.height - 34,
          width: size.width, height: size.height)
        pageIndicator.autoresizingMask = [
          .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
        ]
        container.addSubview(pageIndicator)
      }
    }

    private func finishRunningTurn() {
      if let transition = currentTransition, !transition.isFinished { transition.finish() }
    }

    /// Replaces the shown pages: containment at once, appearance and `end` after the animation.
    private func turn(
      to newPages: [UIViewController], animated: Bool, end: @escaping @MainActor () -> Void
    ) {
      finishRunningTurn()
      let oldPages = pages
      let removed = oldPages.filter { old in !newPages.contains { $0 === old } }
      let added = newPages.filter { new in !oldPages.contains { $0 === new } }
      pages = newPages
      for controller in added where controller.parent !== self { addChild(controller) }
      for controller in removed { controller.willMove(toParent: nil) }
      let finalize: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        for controller in removed {
          if let view = controller.viewIfLoaded, view.superview === self.viewIfLoaded {
            view.removeFromSuperview()
          }
          if controller.parent === self { controller.removeFromParent() }
        }
        for controller in added where controller.parent === self {
          controller.didMove(toParent: self)
        }
      }
      let window = viewIfLoaded?.window
      let isVisible =
        (appearanceState == .appeared || appearanceState == .appearing) && window != nil
      guard isVisible else {
        if isViewLoaded {
          for controller in removed { controller.viewIfLoaded?.removeFromSuperview() }
          installPages()
        }
        finalize()
        Scheduler.enqueue(in: window, end)
        return
      }
      for controller in removed { controller.beginInternalAppearance(false, animated: animated) }
      for controller in added { controller.beginInternalAppearance(true, animated: animated) }
      installPages()
      for controller in added { controller.deliverViewIsAppearingIfNeeded() }
      currentTransition = runTransition(
        in: window, animated: animated, duration: Self.pageTurnDuration, label: "page turn"
      ) {
        for controller in removed {
          controller.viewIfLoaded?.removeFromSuperview()
          controller.endInternalAppearance()
        }
        for controller in added { controller.endInternalAppearance() }
        finalize()
        end()
      }
    }

    // MARK: Testing SPI

    /// Simulates the user swiping to the next (`.forward`) or previous (`.reverse`) page.
    ///
    /// Asks the data source for the page after the last shown page (or before the first; two
    /// pages when two show), then, as UIKit does for a gesture-driven turn: the delegate's
    /// `willTransitionTo`, the turn (animated; the page indicator moves by one), and after it the
    /// delegate's `didFinishAnimating(true, previousViewControllers:, transitionCompleted: true)`.
    /// Returns `false`, doing nothing, when there is no data source, no page shown, the data
    /// source has no page there, or the view is not in a window or cannot be touched.
    ///
    /// - Parameter direction: The direction of the turn.
    @_spi(Testing)
    @discardableResult
    public func userSwipe(_ direction: UIPageViewController.NavigationDirection) -> Bool {
      guard let dataSource, let first = pages.first, let last = pages.last,
        let view = viewIfLoaded, view.window != nil, view.isReachableByUserTouch
      else { return false }
      var pending: [UIViewController] = []
      var anchor = direction == .forward ? last : first
      for _ in 0..<requiredPageCount {
        let next =
          direction == .forward
          ? dataSource.pageViewController(self, viewControllerAfter: anchor)
          : dataSource.pageViewController(self, viewControllerBefore: anchor)
        guard let next else { return false }
        pending.append(next)
        anchor = next
      }
      if direction == .reverse { pending.reverse() }
      let previous = pages
      delegate?.pageViewController(self, willTransitionTo: pending)
      turn(to: pending, animated: true) { [weak self] in
        guard let self else { return }
        if self.pageIndicator.superview != nil {
          self.pageIndicator.currentPage += direction == .forward ? 1 : -1
        }
        self.delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: previous,
          transitionCompleted: true)
      }
      return true
    }
  }
#endif
