#if !canImport(UIKit)
  import Foundation

  /// The look shared by bars: background and shadow.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBarAppearance: NSObject {
    /// The idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The background colour, drawn over the background effect.
    open var backgroundColor: UIColor?

    /// The background image.
    open var backgroundImage: UIImage?

    /// The colour of the bar's shadow line; `nil` hides it.
    open var shadowColor: UIColor?

    /// The shadow image.
    open var shadowImage: UIImage?

    /// Creates an appearance with the default background, for an iPhone.
    public override convenience init() {
      self.init(idiom: .phone)
    }

    /// Creates an appearance with the default background.
    ///
    /// - Parameter idiom: The idiom the appearance is for.
    public init(idiom: UIUserInterfaceIdiom) {
      self.idiom = idiom
      super.init()
      configureWithDefaultBackground()
    }

    /// Creates a copy of another appearance's background and shadow.
    ///
    /// - Parameter barAppearance: The appearance to copy.
    public init(barAppearance: UIBarAppearance) {
      idiom = barAppearance.idiom
      backgroundColor = barAppearance.backgroundColor
      backgroundImage = barAppearance.backgroundImage
      shadowColor = barAppearance.shadowColor
      shadowImage = barAppearance.shadowImage
      super.init()
    }

    /// The system's translucent background and a shadow line.
    open func configureWithDefaultBackground() {
      backgroundColor = nil
      backgroundImage = nil
      shadowColor = UIColor(white: 0, alpha: 0.3)
      shadowImage = nil
    }

    /// An opaque background of the system background colour, and a shadow line.
    open func configureWithOpaqueBackground() {
      backgroundColor = UIColor(white: 1, alpha: 1)
      backgroundImage = nil
      shadowColor = UIColor(white: 0, alpha: 0.3)
      shadowImage = nil
    }

    /// A clear background and no shadow.
    open func configureWithTransparentBackground() {
      backgroundColor = UIColor(white: 0, alpha: 0)
      backgroundImage = nil
      shadowColor = nil
      shadowImage = nil
    }
  }

  /// The look of a navigation bar: background, shadow and title text.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// How far the inline title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero

    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The back button's chevron; `nil` uses the system's.
    open private(set) var backIndicatorImage: UIImage?

    /// The mask of the back chevron during transitions.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and its transition mask.
    ///
    /// - Parameters:
    ///   - backIndicatorImage: The chevron.
    ///   - backIndicatorTransitionMaskImage: Its mask.
    open func setBackIndicatorImage(
      _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
      self.backIndicatorImage = backIndicatorImage
      self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// Creates an appearance with the default background.
    ///
    /// - Parameter idiom: The idiom the appearance is for.
    public override init(idiom: UIUserInterfaceIdiom) {
      super.init(idiom: idiom)
    }

    /// Creates a copy of another appearance, with its title attributes when it is a navigation
    /// bar appearance.
    ///
    /// - Parameter barAppearance: The appearance to copy.
    public override init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      if let navigation = barAppearance as? UINavigationBarAppearance {
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        buttonAppearance = navigation.buttonAppearance.copy()
        doneButtonAppearance = navigation.doneButtonAppearance.copy()
        backButtonAppearance = navigation.backButtonAppearance.copy()
        backIndicatorImage = navigation.backIndicatorImage
        backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
      }
    }

    /// A copy of this appearance.
    ///
    /// - Returns: The copy.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    open func copy() -> UINavigationBarAppearance {
      UINavigationBarAppearance(barAppearance: self)
    }
  }

  /// The bar's styles before appearances.
  public enum UIBarStyle: Int, Sendable {
    /// The default (light) style.
    case `default` = 0
    /// A dark style.
    case black = 1
  }

  /// The appearance proxy of navigation bars, and what was set on it.
  @MainActor
  final class NavigationBarAppearanceProxy {
    static let shared = NavigationBarAppearanceProxy()

    let proxy: UINavigationBar
    /// The settings made on the proxy, by property, in the order first made.
    private var settings: [(name: String, apply: (UINavigationBar) -> Void)] = []

    private init() {
      proxy = UINavigationBar(appearanceProxy: ())
    }

    func record(_ name: String, _ apply: @escaping (UINavigationBar) -> Void) {
      if let index = settings.firstIndex(where: { $0.name == name }) {
        settings[index].apply = apply
      } else {
        settings.append((name, apply))
      }
    }

    func apply(to bar: UINavigationBar) {
      for setting in settings { setting.apply(bar) }
    }
  }
#endif
