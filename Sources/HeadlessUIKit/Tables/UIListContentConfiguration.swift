#if !canImport(UIKit)
  import Foundation

  /// The state a configuration is updated for, as UIKit's.
  public protocol UIConfigurationState {}

  /// A cell's state: selected, highlighted, editing…, as UIKit's.
  public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell is disabled.
    public var isDisabled = false

    /// Creates a normal state.
    public init() {}
  }

  /// A view's content described as a value, as UIKit's.
  public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a state.
    ///
    /// - Parameter state: The state.
    @MainActor func updated(for state: any UIConfigurationState) -> Self
  }

  /// A view that shows a content configuration, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
  }

  /// The content of a list cell or header: an image, a text and a secondary text, as UIKit's.
  public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
      /// The font.
      public var font = UIFont.preferredFont(forTextStyle: .body)
      /// The colour.
      public var color = UIColor.label
      /// The alignment, as UIKit's list text alignment (natural, centre, justified).
      public var alignment = NSTextAlignment.natural
      /// The maximum number of lines, 0 for no limit.
      public var numberOfLines = 0
    }

    /// The image.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// The styled text.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The styled secondary text.
    public var secondaryAttributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties = TextProperties()
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties()
    /// Whether the secondary text goes beside the text (value cells) rather than below.
    public var prefersSideBySideTextAndSecondaryText = false

    init() {}

    /// The configuration of a default cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a cell with a secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a cell with a secondary text beside the text.
    public static func valueCell() -> UIListContentConfiguration {
      var configuration = UIListContentConfiguration()
      configuration.prefersSideBySideTextAndSecondaryText = true
      return configuration
    }
    /// The configuration of a plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration {
      UIListContentConfiguration()
    }
    /// The configuration of a grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration {
      UIListContentConfiguration()
    }

    /// Makes a list content view showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
      UIListContentView(configuration: self)
    }

    /// The same configuration (HeadlessUIKit draws no state-dependent styling).
    ///
    /// - Parameter state: The state.
    @MainActor public func updated(for state: any UIConfigurationState)
      -> UIListContentConfiguration
    { self }
  }

  /// A view that shows a list content configuration with an image view and two labels.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view that shows a configuration.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: UIListContentConfiguration) {
      self.listConfiguration = configuration
      super.init(frame: .zero)
      addSubview(imageView)
      addSubview(textLabel)
      addSubview(secondaryTextLabel)
      apply()
    }

    /// Creates a view from an archive; HeadlessUIKit has none, so it shows a default cell.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.listConfiguration = .cell()
      super.init(coder: coder)
      addSubview(imageView)
      addSubview(textLabel)
      addSubview(secondaryTextLabel)
    }

    /// The configuration shown; a configuration of another type is ignored.
    open var configuration: any UIContentConfiguration {
      get { listConfiguration }
      set {
        guard let list = newValue as? UIListContentConfiguration else { return }
        listConfiguration = list
        apply()
      }
    }

    /// Places the image view and the labels as UIKit's list cells do (see `StandardCellLayout`).
    open override func layoutSubviews() {
      super.layoutSubviews()
      StandardCellLayout.place(
        image: imageView, text: textLabel, detail: secondaryTextLabel, in: bounds,
        sideBySide: listConfiguration.prefersSideBySideTextAndSecondaryText)
    }

    private func apply() {
      setNeedsLayout()
      imageView.image = listConfiguration.image
      imageView.isHidden = listConfiguration.image == nil
      if let attributed = listConfiguration.attributedText {
        textLabel.attributedText = attributed
      } else {
        textLabel.text = listConfiguration.text
      }
      textLabel.font = listConfiguration.textProperties.font
      textLabel.textColor = listConfiguration.textProperties.color
      textLabel.numberOfLines = listConfiguration.textProperties.numberOfLines
      if let attributed = listConfiguration.secondaryAttributedText {
        secondaryTextLabel.attributedText = attributed
      } else {
        secondaryTextLabel.text = listConfiguration.secondaryText
      }
      secondaryTextLabel.font = listConfiguration.secondaryTextProperties.font
      secondaryTextLabel.textColor = listConfiguration.secondaryTextProperties.color
      secondaryTextLabel.isHidden = secondaryTextLabel.text == nil
    }
  }
#endif
