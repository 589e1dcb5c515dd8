#if !canImport(UIKit)
  import Foundation

  /// The kind of device an interface is for.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
  }

  /// The user's preferred text size (Dynamic Type).
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name, as UIKit's.
    public var rawValue: String

    /// Creates a category.
    ///
    /// - Parameter rawValue: The category's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Posted when the user changes the text size (never here: the size stays as set).
    public static let didChangeNotification = NSNotification.Name(
      "UIContentSizeCategoryDidChangeNotification")

    /// Not specified.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest standard size.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest size.
    public static let accessibilityExtraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [Self] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Orders categories from the smallest to the largest; unspecified comes first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
  }

  /// The traits of an interface environment, as UIKit's: size classes, appearance, text size,
  /// idiom and scale.
  public final class UITraitCollection: Sendable, Equatable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels.
    public let displayScale: CGFloat
    /// Whether the screen senses touch pressure.
    public let forceTouchCapability: UIForceTouchCapability
    /// The direction text and leading/trailing layout run.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The screen's colour gamut.
    public let displayGamut: UIDisplayGamut

    init(
      horizontal: UIUserInterfaceSizeClass = .unspecified,
      vertical: UIUserInterfaceSizeClass = .unspecified,
      style: UIUserInterfaceStyle = .unspecified,
      contentSize: UIContentSizeCategory = .unspecified,
      idiom: UIUserInterfaceIdiom = .unspecified,
      scale: CGFloat = 0,
      forceTouch: UIForceTouchCapability = .unknown,
      direction: UITraitEnvironmentLayoutDirection = .unspecified,
      gamut: UIDisplayGamut = .unspecified
    ) {
      self.horizontalSizeClass = horizontal
      self.verticalSizeClass = vertical
      self.userInterfaceStyle = style
      self.preferredContentSizeCategory = contentSize
      self.userInterfaceIdiom = idiom
      self.displayScale = scale
      self.forceTouchCapability = forceTouch
      self.layoutDirection = direction
      self.displayGamut = gamut
    }

    /// Creates traits with nothing specified.
    public convenience init() { self.init(horizontal: .unspecified) }

    private static let currentKey = "HeadlessUIKit.UITraitCollection.current"

    /// The traits code resolves dynamic colours and images with on this thread, as UIKit's: what
    /// was set on the thread (or by `performAsCurrent(_:)`), else an iPhone's (light, compact
    /// width). HeadlessUIKit does not set it around `draw(_:)` or `layoutSubviews()`.
    public static var current: UITraitCollection {
      get {
        Thread.current.threadDictionary[currentKey] as? UITraitCollection
          ?? .phone(horizontal: .compact)
      }
      set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with these traits as `current` on this thread, then restores it.
    ///
    /// - Parameter actions: The code to run.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
      let dictionary = Thread.current.threadDictionary
      let previous = dictionary[Self.currentKey]
      dictionary[Self.currentKey] = self
      defer { dictionary[Self.currentKey] = previous }
      try actions()
    }

    /// Creates traits with a horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(horizontal: horizontalSizeClass)
    }

    /// Creates traits with a vertical size class.
    ///
    /// - Parameter verticalSizeClass: The vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
      self.init(vertical: verticalSizeClass)
    }

    /// Creates traits with an appearance.
    ///
    /// - Parameter userInterfaceStyle: Light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(style: userInterfaceStyle)
    }

    /// Creates traits with a preferred text size.
    ///
    /// - Parameter preferredContentSizeCategory: The text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init(contentSize: preferredContentSizeCategory)
    }

    /// Creates traits with an idiom.
    ///
    /// - Parameter userInterfaceIdiom: The kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
      self.init(idiom: userInterfaceIdiom)
    }

    /// Creates traits with a display scale.
    ///
    /// - Parameter displayScale: Points to pixels.
    public convenience init(displayScale: CGFloat) {
      self.init(scale: displayScale)
    }

    /// Creates traits with a force-touch capability.
    ///
    /// - Parameter forceTouchCapability: Whether the screen senses pressure.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
      self.init(forceTouch: forceTouchCapability)
    }

    /// Creates traits with a layout direction.
    ///
    /// - Parameter layoutDirection: Left to right or right to left.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
      self.init(direction: layoutDirection)
    }

    /// Creates traits with a colour gamut.
    ///
    /// - Parameter displayGamut: sRGB or Display P3.
    public convenience init(displayGamut: UIDisplayGamut) {
      self.init(gamut: displayGamut)
    }

    /// Combines traits: each trait of a later collection that is specified wins.
    ///
    /// - Parameter traitCollections: The collections, in order.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
      var horizontal = UIUserInterfaceSizeClass.unspecified
      var vertical = UIUserInterfaceSizeClass.unspecified
      var style = UIUserInterfaceStyle.unspecified
      var contentSize = UIContentSizeCategory.unspecified
      var idiom = UIUserInterfaceIdiom.unspecified
      var scale: CGFloat = 0
      var forceTouch = UIForceTouchCapability.unknown
      var direction = UITraitEnvironmentLayoutDirection.unspecified
      var gamut = UIDisplayGamut.unspecified
      for traits in traitCollections {
        if traits.displayGamut != .unspecified { gamut = traits.displayGamut }
        if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        if traits.forceTouchCapability != .unknown { forceTouch = traits.forceTouchCapability }
        if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
        if traits.preferredContentSizeCategory != .unspecified {
          contentSize = traits.preferredContentSizeCategory
        }
        if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        if traits.displayScale != 0 { scale = traits.displayScale }
      }
      self.init(
        horizontal: horizontal, vertical: vertical, style: style, contentSize: contentSize,
        idiom: idiom, scale: scale, forceTouch: forceTouch, direction: direction,
        gamut: gamut)
    }

    /// Creates traits by setting them on a mutable set of traits, as UIKit's (iOS 17).
    ///
    /// - Parameter mutations: Sets the traits; those it leaves alone are unspecified.
    public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
      var traits: any UIMutableTraits = MutableTraits(UITraitCollection())
      mutations(&traits)
      self.init(traits)
    }

    /// A copy with some traits changed, as UIKit's (iOS 17).
    ///
    /// - Parameter mutations: Changes the traits.
    /// - Returns: The new traits.
    public func modifyingTraits(
      _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> UITraitCollection {
      var traits: any UIMutableTraits = MutableTraits(self)
      mutations(&traits)
      return UITraitCollection(traits)
    }

    private convenience init(_ traits: any UIMutableTraits) {
      self.init(
        horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass,
        style: traits.userInterfaceStyle, contentSize: traits.preferredContentSizeCategory,
        idiom: traits.userInterfaceIdiom, scale: traits.displayScale,
        forceTouch: traits.forceTouchCapability, direction: traits.layoutDirection,
        gamut: traits.displayGamut)
    }

    /// Whether this collection has every trait `trait` specifies, with the same value.
    ///
    /// - Parameter trait: The traits to look for; unspecified traits match anything.
    /// - Returns: Whether they are all here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
      guard let trait else { return true }
      return
        (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
        && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
        && (trait.userInterfaceStyle == .unspecified
          || trait.userInterfaceStyle == userInterfaceStyle)
        && (trait.preferredContentSizeCategory == .unspecified
          || trait.preferredContentSizeCategory == preferredContentSizeCategory)
        && (trait.userInterfaceIdiom == .unspecified
          || trait.userInterfaceIdiom == userInterfaceIdiom)
        && (trait.displayScale == 0 || trait.displayScale == displayScale)
        && (trait.forceTouchCapability == .unknown
          || trait.forceTouchCapability == forceTouchCapability)
        && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
        && (trait.displayGamut == .unspecified || trait.displayGamut == displayGamut)
    }

    /// The traits of an iPhone in the given environment: light unless `style` says otherwise.
    static func phone(
      horizontal: UIUserInterfaceSizeClass, style: UIUserInterfaceStyle = .unspecified
    ) -> UITraitCollection {
      UITraitCollection(
        horizontal: horizontal, vertical: .regular, style: style == .unspecified ? .light : style,
        contentSize: .large, idiom: .phone, scale: 3, direction: .leftToRight,
        gamut: .P3)
    }

    /// Traits are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
      lhs.horizontalSizeClass == rhs.horizontalSizeClass
        && lhs.verticalSizeClass == rhs.verticalSizeClass
        && lhs.userInterfaceStyle == rhs.userInterfaceStyle
        && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
        && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
        && lhs.displayScale == rhs.displayScale
        && lhs.forceTouchCapability == rhs.forceTouchCapability
        && lhs.layoutDirection == rhs.layoutDirection && lhs.displayGamut == rhs.displayGamut
    }
  }

  /// Traits that can be set, as UIKit's (iOS 17): what `UITraitCollection(mutations:)` and
  /// `modifyingTraits(_:)` hand to their closure.
  public protocol UIMutableTraits {
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Points to pixels.
    var displayScale: CGFloat { get set }
    /// Whether the screen senses touch pressure.
    var forceTouchCapability: UIForceTouchCapability { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The colour gamut.
    var displayGamut: UIDisplayGamut { get set }
  }

  /// A screen's colour gamut, as UIKit's.
  public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// sRGB.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case SRGB = 0
    /// Display P3, as every recent iPhone's.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case P3 = 1
  }

  /// The direction text and leading/trailing layout run, as UIKit's.
  public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
  }

  /// Whether a screen senses touch pressure, as UIKit's.
  public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Not available.
    case unavailable = 1
    /// Available.
    case available = 2
  }

  /// The mutable traits behind `UITraitCollection(mutations:)`.
  struct MutableTraits: UIMutableTraits {
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var userInterfaceStyle: UIUserInterfaceStyle
    var preferredContentSizeCategory: UIContentSizeCategory
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var displayScale: CGFloat
    var forceTouchCapability: UIForceTouchCapability
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var displayGamut: UIDisplayGamut

    init(_ traits: UITraitCollection) {
      horizontalSizeClass = traits.horizontalSizeClass
      verticalSizeClass = traits.verticalSizeClass
      userInterfaceStyle = traits.userInterfaceStyle
      preferredContentSizeCategory = traits.preferredContentSizeCategory
      userInterfaceIdiom = traits.userInterfaceIdiom
      displayScale = traits.displayScale
      forceTouchCapability = traits.forceTouchCapability
      layoutDirection = traits.layoutDirection
      displayGamut = traits.displayGamut
    }
  }
#endif
