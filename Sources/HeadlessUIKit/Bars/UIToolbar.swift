#if !canImport(UIKit)
  import Foundation

  /// Where a bar sits, as UIKit's.
  public enum UIBarPosition: Int, Sendable {
    /// Unspecified: the bar picks its default.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
  }

  /// A bar that has a position, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
  }

  /// An object that tells a bar where it sits, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// The bar's position; `.any` (UIKit's default) lets the bar pick its default.
    ///
    /// - Parameter bar: The bar.
    /// - Returns: The position.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
  }

  extension UIBarPositioningDelegate {
    /// UIKit's default: `.any`, the bar's default position.
    ///
    /// - Parameter bar: The bar.
    /// - Returns: `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
      optionalRequirementDefault(.any)
    }
  }

  /// A toolbar's delegate, as UIKit's: it only positions the bar.
  @preconcurrency @MainActor
  public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

  /// The look of a toolbar: background and shadow.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIToolbarAppearance: UIBarAppearance {
    /// Creates an appearance with the default background.
    ///
    /// - Parameter idiom: The idiom the appearance is for.
    public override init(idiom: UIUserInterfaceIdiom) {
      super.init(idiom: idiom)
    }

    /// Creates a copy of another appearance's background and shadow.
    ///
    /// - Parameter barAppearance: The appearance to copy.
    public override init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
      buttonAppearance = toolbar.buttonAppearance.copy()
      doneButtonAppearance = toolbar.doneButtonAppearance.copy()
    }

    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// A copy of this appearance.
    ///
    /// - Returns: The copy.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    open func copy() -> UIToolbarAppearance {
      UIToolbarAppearance(barAppearance: self)
    }
  }

  /// A bar of buttons at the bottom of a screen, as UIKit's.
  ///
  /// A navigation controller's toolbar shows its top controller's `toolbarItems`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIToolbar: UIView, UIBarPositioning {
    /// The navigation controller that manages this toolbar, if any.
    weak var managingNavigationController: UINavigationController?

    /// The bar's style.
    open var barStyle = UIBarStyle.default

    /// The items shown, in order; `nil` by default. Setting them is not animated.
    open var items: [UIBarButtonItem]?

    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent = true

    /// The bar's background tint; `nil` by default.
    open var barTintColor: UIColor?

    private var standardAppearanceStorage = UIToolbarAppearance()
    private var compactAppearanceStorage: UIToolbarAppearance?
    private var scrollEdgeAppearanceStorage: UIToolbarAppearance?
    private var compactScrollEdgeAppearanceStorage: UIToolbarAppearance?

    /// The appearance at the standard height (a copy is kept, as UIKit's `copy` property).
    open var standardAppearance: UIToolbarAppearance {
      get { standardAppearanceStorage }
      set { standardAppearanceStorage = newValue.copy() }
    }

    /// The appearance at the compact height; `nil` uses the standard one.
    open var compactAppearance: UIToolbarAppearance? {
      get { compactAppearanceStorage }
      set { compactAppearanceStorage = newValue?.copy() }
    }

    /// The appearance when content scrolls to the bar's edge; `nil` uses a transparent one.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
      get { scrollEdgeAppearanceStorage }
      set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }

    /// The appearance at the compact height when content scrolls to the edge.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
      get { compactScrollEdgeAppearanceStorage }
      set { compactScrollEdgeAppearanceStorage = newValue?.copy() }
    }

    private weak var delegateStorage: (any UIToolbarDelegate)?

    /// The delegate that positions the bar.
    ///
    /// A navigation controller's toolbar refuses one, as UIKit's (an exception there, reported
    /// as an issue here).
    open var delegate: (any UIToolbarDelegate)? {
      get { delegateStorage }
      set {
        guard managingNavigationController == nil else {
          reportUIKitException(
            "Cannot manually set the delegate on a UIToolbar managed by a controller.")
          return
        }
        delegateStorage = newValue
      }
    }

    /// Where the bar sits: the delegate's answer, else (and for `.any`) at the bottom.
    open var barPosition: UIBarPosition {
      let position = delegateStorage?.position(for: self) ?? .any
      return position == .any ? .bottom : position
    }

    /// Creates a toolbar.
    ///
    /// - Parameter frame: The bar's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a toolbar from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Sets the items.
    ///
    /// - Parameters:
    ///   - items: The items, in order.
    ///   - animated: Whether to animate, ignored.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      self.items = items
    }

    /// 44 points high, as an iPhone's toolbar in portrait.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
  }
#endif
