#if !canImport(UIKit)
  import Foundation

  /// A visual effect, as UIKit's: the base of blur and vibrancy effects.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIVisualEffect: NSObject {
    /// Creates an effect.
    public override init() { super.init() }
  }

  /// A blur of what lies behind a visual effect view, as UIKit's (nothing is drawn headlessly).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIBlurEffect: UIVisualEffect {
    /// The blur's style, as UIKit's (same raw values).
    public enum Style: Int, Sendable {
      /// Extra light.
      case extraLight = 0
      /// Light.
      case light = 1
      /// Dark.
      case dark = 2
      /// Light or dark with the interface style.
      case regular = 4
      /// Prominent.
      case prominent = 5
      /// The system's ultra-thin material.
      case systemUltraThinMaterial = 6
      /// The system's thin material.
      case systemThinMaterial = 7
      /// The system's material.
      case systemMaterial = 8
      /// The system's thick material.
      case systemThickMaterial = 9
      /// The system's chrome material.
      case systemChromeMaterial = 10
      /// Always-light ultra-thin material.
      case systemUltraThinMaterialLight = 11
      /// Always-light thin material.
      case systemThinMaterialLight = 12
      /// Always-light material.
      case systemMaterialLight = 13
      /// Always-light thick material.
      case systemThickMaterialLight = 14
      /// Always-light chrome material.
      case systemChromeMaterialLight = 15
      /// Always-dark ultra-thin material.
      case systemUltraThinMaterialDark = 16
      /// Always-dark thin material.
      case systemThinMaterialDark = 17
      /// Always-dark material.
      case systemMaterialDark = 18
      /// Always-dark thick material.
      case systemThickMaterialDark = 19
      /// Always-dark chrome material.
      case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// Creates a blur of a style.
    ///
    /// - Parameter style: The style.
    public init(style: Style) {
      self.style = style
      super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
      (object as? UIBlurEffect)?.style == style
    }
  }

  /// Vibrancy for content over a blur, as UIKit's (nothing is drawn headlessly).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it is made for.
    public let blurEffect: UIBlurEffect

    /// Creates vibrancy for content over `blurEffect`.
    ///
    /// - Parameter blurEffect: The blur.
    public init(blurEffect: UIBlurEffect) {
      self.blurEffect = blurEffect
      super.init()
    }
  }

  /// A view that applies a visual effect to what lies behind it, as UIKit's.
  ///
  /// Content goes into `contentView`, a subview that always fills the effect view (UIKit asks
  /// that subviews are not added to the effect view itself). Nothing is blurred headlessly; the
  /// effect is a value the code under test sets and reads.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    public let contentView = UIView()

    /// The effect; `nil` for none.
    open var effect: UIVisualEffect?

    /// Creates an effect view.
    ///
    /// - Parameter effect: The effect.
    public init(effect: UIVisualEffect?) {
      self.effect = effect
      super.init(frame: .zero)
      contentView.frame = bounds
      contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(contentView)
    }

    /// Not supported: HeadlessUIKit builds no views from archives.
    public required init?(coder: NSCoder) {
      self.effect = nil
      super.init(frame: .zero)
      addSubview(contentView)
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
    }
  }
#endif
