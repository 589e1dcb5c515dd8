#if !canImport(UIKit)
  import Foundation

  /// A control that runs actions when tapped, as UIKit's: titles and images per state.
  ///
  /// A title or image not set for the current state falls back to the `.normal` one, as in UIKit.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIButton: UIControl {
    override var primaryActionEvents: UIControl.Event { .touchUpInside }

    /// A button's look, as UIKit's.
    public enum ButtonType: Int, Sendable {
      /// No style.
      case custom = 0
      /// The system style (tinted title).
      case system = 1
      /// A detail disclosure button.
      case detailDisclosure = 2
      /// A light info button.
      case infoLight = 3
      /// A dark info button.
      case infoDark = 4
      /// A contact-add button.
      case contactAdd = 5
      /// A close button.
      case close = 7

      /// The rounded-rectangle style: the same as `system`.
      public static var roundedRect: ButtonType { .system }
    }

    /// A button's content and look, as UIKit's (the part HeadlessUIKit stores).
    public struct Configuration: Hashable {
      /// The title.
      public var title: String?
      /// The subtitle.
      public var subtitle: String?
      /// The styled title.
      public var attributedTitle: AttributedString?
      /// The image.
      public var image: UIImage?
      /// The foreground colour.
      public var baseForegroundColor: UIColor?
      /// The background colour.
      public var baseBackgroundColor: UIColor?
      /// Whether an activity indicator shows instead of the image.
      public var showsActivityIndicator = false
      /// The padding between image and title.
      public var imagePadding: CGFloat = 0
      /// The padding between title and subtitle.
      public var titlePadding: CGFloat = 0
      /// The edge of the title the image is placed against; `leading` by default.
      public var imagePlacement = NSDirectionalRectEdge.leading
      /// How the background's corner radius is interpreted; `dynamic` by default.
      public var cornerStyle = CornerStyle.dynamic
      /// The button's size, which sets its metrics; `medium` by default.
      public var buttonSize = Size.medium
      /// The insets of the content from the button's edges (style-dependent defaults).
      public var contentInsets = NSDirectionalEdgeInsets(
        top: 6, leading: 12, bottom: 6, trailing: 12)
      /// The background: its colour, corner radius, stroke.
      public var background = UIBackgroundConfiguration.clear()
      /// The name of the style it was made from (`plain`, `filled`…).
      public let style: String

      init(style: String) { self.style = style }

      /// How a configuration's corners are rounded, as UIKit's.
      public enum CornerStyle: Int, Sendable, Hashable {
        /// The background's corner radius, fixed.
        case fixed = -1
        /// A radius that follows the button size and Dynamic Type.
        case dynamic = 0
        /// Small corners.
        case small = 1
        /// Medium corners.
        case medium = 2
        /// Large corners.
        case large = 3
        /// A capsule.
        case capsule = 4
      }

      /// A configuration's button size, as UIKit's.
      public enum Size: Int, Sendable, Hashable {
        /// The size the context chooses.
        case large = 0
        /// Medium.
        case medium = 1
        /// Small.
        case small = 2
        /// Mini.
        case mini = 3
      }

      /// A plain button: no background.
      public static func plain() -> Configuration { Configuration(style: "plain") }
      /// A tinted background.
      public static func tinted() -> Configuration { Configuration(style: "tinted") }
      /// A grey background.
      public static func gray() -> Configuration { Configuration(style: "gray") }
      /// A filled background.
      public static func filled() -> Configuration { Configuration(style: "filled") }
      /// A borderless button.
      public static func borderless() -> Configuration { Configuration(style: "borderless") }
      /// A bordered button.
      public static func bordered() -> Configuration { Configuration(style: "bordered") }
      /// A bordered, tinted button.
      public static func borderedTinted() -> Configuration {
        Configuration(style: "borderedTinted")
      }
      /// A bordered, prominent button.
      public static func borderedProminent() -> Configuration {
        Configuration(style: "borderedProminent")
      }
    }

    /// The closure that updates a button's configuration for its state, as UIKit's.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's type.
    @exclusivity(unchecked)
    public private(set) var buttonType: ButtonType

    @exclusivity(unchecked)
    private var titles: [UInt: String] = [:]
    @exclusivity(unchecked)
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    @exclusivity(unchecked)
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    @exclusivity(unchecked)
    private var titleColors: [UInt: UIColor] = [:]
    @exclusivity(unchecked)
    private var ownAccessibilityLabel: String?
    @exclusivity(unchecked)
    private var needsConfigurationUpdate = false
    @exclusivity(unchecked)
    private var titleLabelStorage: UILabel?
    @exclusivity(unchecked)
    private var imageViewStorage: UIImageView?

    /// The configuration; `nil` for a button styled by its per-state titles and images.
    open var configuration: Configuration? {
      didSet { refreshContent() }
    }

    /// Called to update the configuration when the state changes or an update is requested.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a tap toggles `isSelected` before the actions run.
    @exclusivity(unchecked)
    open var changesSelectionAsPrimaryAction = false

    /// The menu; stored (HeadlessUIKit shows no menus).
    @exclusivity(unchecked)
    open var menu: UIMenu?

    /// Whether a tap shows the menu instead of sending actions.
    @exclusivity(unchecked)
    open var showsMenuAsPrimaryAction = false

    /// Whether the title is tinted; stored only.
    @exclusivity(unchecked)
    open var adjustsImageWhenHighlighted = true
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`); kept, not drawn.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    // MARK: Initialisers

    /// Creates a custom-type button with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      buttonType = .custom
      super.init(frame: frame)
      accessibilityTraits = .button
    }

    /// Creates a button of a type.
    ///
    /// - Parameter buttonType: The type.
    public convenience init(type buttonType: ButtonType) {
      self.init(frame: .zero)
      self.buttonType = buttonType
    }

    /// Creates a system button that runs `primaryAction` when tapped, titled by the action.
    ///
    /// - Parameter primaryAction: The action; `nil` for none.
    public convenience init(primaryAction: UIAction?) {
      self.init(type: .system, primaryAction: primaryAction)
    }

    /// Creates a button of a type that runs `primaryAction` when tapped, titled by the action.
    ///
    /// - Parameters:
    ///   - buttonType: The type.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
      self.init(type: buttonType)
      adoptPrimaryAction(primaryAction)
    }

    /// Creates a custom-type button with a frame that runs `primaryAction` when tapped.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      adoptPrimaryAction(primaryAction)
    }

    /// Creates a system button with a configuration that runs `primaryAction` when tapped.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
      self.init(type: .system)
      self.configuration = configuration
      adoptPrimaryAction(primaryAction)
    }

    /// Creates a button from an archive; HeadlessUIKit has none, so it is a custom button.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      buttonType = .custom
      super.init(coder: coder)
      accessibilityTraits = .button
    }

    private func adoptPrimaryAction(_ action: UIAction?) {
      guard let action else { return }
      if !action.title.isEmpty {
        if configuration != nil {
          configuration?.title = action.title
        } else {
          setTitle(action.title, for: .normal)
        }
      }
      if let image = action.image { setImage(image, for: .normal) }
      addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Titles and images per state

    /// Sets the title for a state.
    ///
    /// - Parameters:
    ///   - title: The title; `nil` removes it.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: State) {
      titles[state.rawValue] = title
      refreshContent()
    }

    /// The title for a state, falling back to the `.normal` title.
    ///
    /// - Parameter state: The state.
    open func title(for state: State) -> String? {
      titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the styled title for a state.
    ///
    /// - Parameters:
    ///   - title: The styled title; `nil` removes it.
    ///   - state: The state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
      attributedTitles[state.rawValue] = title
      refreshContent()
    }

    /// The styled title for a state, falling back to the `.normal` one.
    ///
    /// - Parameter state: The state.
    open func attributedTitle(for state: State) -> NSAttributedString? {
      attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the image for a state.
    ///
    /// - Parameters:
    ///   - image: The image; `nil` removes it.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: State) {
      images[state.rawValue] = image
      refreshContent()
    }

    /// The image for a state, falling back to the `.normal` image.
    ///
    /// - Parameter state: The state.
    open func image(for state: State) -> UIImage? {
      images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for a state (drawn behind the title and image).
    ///
    /// - Parameters:
    ///   - image: The image; `nil` removes it.
    ///   - state: The state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
      backgroundImages[state.rawValue] = image
    }

    /// The background image for a state, falling back to the `.normal` one.
    ///
    /// - Parameter state: The state.
    open func backgroundImage(for state: State) -> UIImage? {
      backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The background image of the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Sets the title colour for a state.
    ///
    /// - Parameters:
    ///   - color: The colour; `nil` removes it.
    ///   - state: The state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
      titleColors[state.rawValue] = color
      refreshContent()
    }

    /// The title colour for a state, falling back to the `.normal` one.
    ///
    /// - Parameter state: The state.
    open func titleColor(for state: State) -> UIColor? {
      titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The title shown now: the current state's, else the configuration's.
    open var currentTitle: String? {
      attributedTitle(for: state)?.string ?? title(for: state) ?? configuration?.title
    }

    /// The styled title shown now, if any.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The image shown now: the current state's, else the configuration's.
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }

    /// The title colour shown now: the current state's, else the tint colour for a system button.
    open var currentTitleColor: UIColor {
      titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The label that shows the current title; made on first use and kept up to date.
    open var titleLabel: UILabel? {
      if let titleLabelStorage { return titleLabelStorage }
      let label = UILabel(frame: bounds)
      label.text = currentTitle
      label.isAccessibilityElement = false
      titleLabelStorage = label
      addSubview(label)
      return label
    }

    /// The image view that shows the current image; made on first use and kept up to date.
    open var imageView: UIImageView? {
      if let imageViewStorage { return imageViewStorage }
      let view = UIImageView(image: currentImage)
      imageViewStorage = view
      addSubview(view)
      return view
    }

    /// The label read by assistive technologies: the one set, else the current title.
    open override var accessibilityLabel: String? {
      get { ownAccessibilityLabel ?? currentTitle }
      set { ownAccessibilityLabel = newValue }
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` at the next layout pass.
    open func setNeedsUpdateConfiguration() {
      needsConfigurationUpdate = true
      setNeedsLayout()
    }

    /// Runs the configuration update handler now.
    open func updateConfiguration() {
      needsConfigurationUpdate = false
      configurationUpdateHandler?(self)
    }

    /// Runs a pending configuration update, then lays out.
    open override func layoutSubviews() {
      if needsConfigurationUpdate { updateConfiguration() }
      super.layoutSubviews()
    }

    override func stateDidChange() {
      refreshContent()
      if configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    @exclusivity(unchecked)
    private var lastIntrinsicSize: CGSize?

    private func refreshContent() {
      let size = intrinsicContentSize
      if size != lastIntrinsicSize {
        lastIntrinsicSize = size
        if superview != nil { invalidateIntrinsicContentSize() }
      }
      titleLabelStorage?.text = currentTitle
      titleLabelStorage?.textColor = currentTitleColor
      imageViewStorage?.image = currentImage
    }

    // MARK: User taps

    /// A tap: touch down (highlighted), touch up inside with the primary action, as UIKit sends.
    override func performUserTap() {
      isHighlighted = true
      sendActions(for: .touchDown)
      isHighlighted = false
      if showsMenuAsPrimaryAction, menu != nil { return }
      if changesSelectionAsPrimaryAction { isSelected.toggle() }
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// The title's size in HeadlessUIKit's text metric (15-point system font) plus the image, at
    /// least 30 points high; a configured button adds 12-point side and 7-point top and bottom
    /// insets around a 17-point title.
    open override var intrinsicContentSize: CGSize {
      let imageSize = currentImage?.size ?? .zero
      if configuration != nil {
        let text = TextMetrics.size(currentTitle, UIFont.systemFont(ofSize: 17))
        let padding = imageSize.width > 0 && text.width > 0 ? configuration?.imagePadding ?? 0 : 0
        return CGSize(
          width: text.width + imageSize.width + padding + 24,
          height: max(text.height, imageSize.height) + 14)
      }
      let text = TextMetrics.size(currentTitle, titleLabelFont)
      let insets = contentEdgeInsets
      return CGSize(
        width: text.width + imageSize.width + insets.left + insets.right,
        height: max(30, max(text.height, imageSize.height) + insets.top + insets.bottom))
    }

    /// The insets around the title and image together (UIKit's, deprecated in iOS 15 for
    /// configurations): they add to the intrinsic content size, as UIKit's.
    open var contentEdgeInsets = UIEdgeInsets.zero {
      didSet { invalidateIntrinsicContentSize() }
    }

    /// The insets of the title alone; they move it without changing the button's size, as
    /// UIKit's (HeadlessUIKit draws no title).
    open var titleEdgeInsets = UIEdgeInsets.zero

    /// The insets of the image alone; as `titleEdgeInsets`.
    open var imageEdgeInsets = UIEdgeInsets.zero

    private var titleLabelFont: UIFont { UIFont.systemFont(ofSize: 15) }
  }
#endif
