#if !canImport(UIKit)
  import Foundation

  /// A row of dots, one per page, with the current page's highlighted, as UIKit's.
  ///
  /// Setting `currentPage` in code sends nothing; a user's tap (`userTapNextPage()` /
  /// `userTapPreviousPage()`, SPI) moves one page and sends `.valueChanged`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPageControl: UIControl {
    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// How the control's background shows, as UIKit's.
    public enum BackgroundStyle: Int, Sendable {
      /// Adapts to the interaction.
      case automatic = 0
      /// A full background always.
      case prominent = 1
      /// A minimal background always.
      case minimal = 2
    }

    /// The order the dots are laid out in, as UIKit's.
    public enum Direction: Int, Sendable {
      /// The locale's reading direction.
      case natural = 0
      /// Left to right.
      case leftToRight = 1
      /// Right to left.
      case rightToLeft = 2
      /// Top to bottom.
      case topToBottom = 3
      /// Bottom to top.
      case bottomToTop = 4
    }

    /// How the current page last changed, as UIKit's.
    public enum InteractionState: Int, Sendable {
      /// No interaction yet.
      case none = 0
      /// One discrete tap.
      case discrete = 1
      /// A continuous scrub.
      case continuous = 2
    }

    /// The number of pages (dots); 0 by default. The current page stays within it.
    open var numberOfPages = 0 {
      didSet {
        if numberOfPages < 0 { numberOfPages = 0 }
        currentPage = min(currentPage, max(numberOfPages - 1, 0))
        invalidateIntrinsicContentSize()
      }
    }

    private var currentPageStorage = 0

    /// The current page, clamped to `0..<numberOfPages`; setting it sends no action.
    open var currentPage: Int {
      get { currentPageStorage }
      set { currentPageStorage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }

    /// Whether the control hides when there is one page (or none); `false` by default.
    open var hidesForSinglePage = false

    /// The tint of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?

    /// The tint of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?

    /// The background style.
    open var backgroundStyle = BackgroundStyle.automatic

    /// The order of the dots.
    open var direction = Direction.natural

    /// How the current page last changed.
    open private(set) var interactionState = InteractionState.none

    /// Whether the user can scrub across the dots; `true` by default.
    open var allowsContinuousInteraction = true

    /// The image of every dot; `nil` uses a circle.
    open var preferredIndicatorImage: UIImage?

    /// The image of the current page's dot; `nil` uses the indicator image.
    open var preferredCurrentPageIndicatorImage: UIImage?

    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// Creates a page control.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityTraits = .adjustable
    }

    /// Creates a page control from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      accessibilityTraits = .adjustable
    }

    /// The image of one page's dot, if overridden.
    ///
    /// - Parameter page: The page.
    /// - Returns: The image, or `nil`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Overrides one page's dot image; `nil` resets it.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - page: The page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
      indicatorImages[page] = image
    }

    /// The image of one page's dot while current, if overridden.
    ///
    /// - Parameter page: The page.
    /// - Returns: The image, or `nil`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
      currentIndicatorImages[page]
    }

    /// Overrides one page's dot image while current; `nil` resets it.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - page: The page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
      currentIndicatorImages[page] = image
    }

    /// The size needed for a number of pages: 16 points a dot plus 8 at each end, 26 high
    /// (HeadlessUIKit's metric).
    ///
    /// - Parameter pageCount: The number of pages.
    /// - Returns: The size.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
      CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 16 : 0, height: 26)
    }

    /// The size for `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// "Page N of M", as VoiceOver reads it.
    open override var accessibilityValue: String? {
      get { super.accessibilityValue ?? "page \(currentPage + 1) of \(numberOfPages)" }
      set { super.accessibilityValue = newValue }
    }

    /// Whether a user can see the dots: not with `hidesForSinglePage` and one page or none.
    var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    private func userStep(by offset: Int) -> Bool {
      let target = currentPage + offset
      guard showsDots, (0..<numberOfPages).contains(target) else { return false }
      return performUserValueChange {
        currentPage = target
        interactionState = .discrete
        return true
      }
    }

    /// Simulates the user tapping the trailing side of the control: moves to the next page,
    /// then sends `.valueChanged` and `.primaryActionTriggered`.
    ///
    /// Returns `false`, changing nothing, on the last page, when the control hides for a single
    /// page, or when it ignores touches (disabled, hidden, transparent, not interactive).
    @_spi(Testing)
    @discardableResult
    public func userTapNextPage() -> Bool {
      userStep(by: 1)
    }

    /// Simulates the user tapping the leading side of the control: moves to the previous page,
    /// then sends `.valueChanged` and `.primaryActionTriggered`.
    ///
    /// Returns `false`, changing nothing, on the first page, when the control hides for a single
    /// page, or when it ignores touches.
    @_spi(Testing)
    @discardableResult
    public func userTapPreviousPage() -> Bool {
      userStep(by: -1)
    }
  }
#endif
