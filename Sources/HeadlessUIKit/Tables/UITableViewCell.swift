#if !canImport(UIKit)
  import Foundation

  /// A row of a table view, as UIKit's: labels, an image, an accessory and selection state.
  ///
  /// A class registered with `register(_:forCellReuseIdentifier:)` is made through
  /// ``init(headlessReuseIdentifier:)``, which calls `init(style: .default, reuseIdentifier:)` and
  /// so your override of it. A subclass that declares only other designated initialisers must
  /// also provide that one to be registered.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITableViewCell: UIView {
    /// The layout of a cell's built-in labels, as UIKit's.
    public enum CellStyle: Int, Sendable {
      /// A text label (and image) only.
      case `default` = 0
      /// A text label and a right-aligned detail label.
      case value1 = 1
      /// A detail label after a small text label.
      case value2 = 2
      /// A text label above a detail label.
      case subtitle = 3
    }

    /// How a selected cell looks, as UIKit's.
    public enum SelectionStyle: Int, Sendable {
      /// No visible selection (the cell is still selected).
      case none = 0
      /// Blue.
      case blue = 1
      /// Grey.
      case gray = 2
      /// The system's.
      case `default` = 3
    }

    /// The standard accessory at a cell's trailing edge, as UIKit's.
    public enum AccessoryType: Int, Sendable {
      /// None.
      case none = 0
      /// A chevron.
      case disclosureIndicator = 1
      /// An info button and a chevron.
      case detailDisclosureButton = 2
      /// A checkmark.
      case checkmark = 3
      /// An info button.
      case detailButton = 4
    }

    /// A cell's editing control, as UIKit's.
    public enum EditingStyle: Int, Sendable {
      /// None.
      case none = 0
      /// A delete control.
      case delete = 1
      /// An insert control.
      case insert = 2
    }

    private let cellStyle: CellStyle
    @exclusivity(unchecked)
    private var textLabelStorage: UILabel?
    @exclusivity(unchecked)
    private var detailTextLabelStorage: UILabel?
    @exclusivity(unchecked)
    private var imageViewStorage: UIImageView?
    @exclusivity(unchecked)
    private var selectedStorage = false
    @exclusivity(unchecked)
    private var highlightedStorage = false
    @exclusivity(unchecked)
    private var ownAccessibilityLabel: String?

    /// The identifier the cell is reused under.
    @exclusivity(unchecked)
    open private(set) var reuseIdentifier: String?

    /// The view that holds the cell's content; add your subviews here.
    @exclusivity(unchecked)
    open private(set) var contentView: UIView

    /// The main label; made on first use inside `contentView`.
    open var textLabel: UILabel? {
      if let textLabelStorage { return textLabelStorage }
      let label = UILabel(frame: .zero)
      textLabelStorage = label
      contentView.addSubview(label)
      return label
    }

    /// The detail label (`nil` for the `.default` style); made on first use inside `contentView`.
    open var detailTextLabel: UILabel? {
      guard cellStyle != .default else { return nil }
      if let detailTextLabelStorage { return detailTextLabelStorage }
      let label = UILabel(frame: .zero)
      detailTextLabelStorage = label
      contentView.addSubview(label)
      return label
    }

    /// The image view; made on first use inside `contentView`.
    open var imageView: UIImageView? {
      if let imageViewStorage { return imageViewStorage }
      let view = UIImageView(frame: .zero)
      imageViewStorage = view
      contentView.addSubview(view)
      return view
    }

    /// The standard accessory.
    @exclusivity(unchecked)
    open var accessoryType = AccessoryType.none

    /// A custom accessory view, shown instead of `accessoryType`.
    open var accessoryView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let accessoryView { addSubview(accessoryView) }
      }
    }

    /// The accessory while editing.
    @exclusivity(unchecked)
    open var editingAccessoryType = AccessoryType.none

    /// How the selection looks.
    @exclusivity(unchecked)
    open var selectionStyle = SelectionStyle.default

    /// The background view; stored only.
    @exclusivity(unchecked)
    open var backgroundView: UIView?

    /// The background view while selected; stored only.
    @exclusivity(unchecked)
    open var selectedBackgroundView: UIView?

    /// The indentation level.
    @exclusivity(unchecked)
    open var indentationLevel = 0

    /// The width of one indentation level.
    @exclusivity(unchecked)
    open var indentationWidth: CGFloat = 10

    /// The separator's insets.
    @exclusivity(unchecked)
    open var separatorInset = UIEdgeInsets.zero

    /// Whether the reorder control shows while editing.
    @exclusivity(unchecked)
    open var showsReorderControl = false

    /// Whether the cell is editing.
    @exclusivity(unchecked)
    open var isEditing = false

    /// Whether the cell is selected; setting it calls `setSelected(_:animated: false)`.
    open var isSelected: Bool {
      get { selectedStorage }
      set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
      get { highlightedStorage }
      set { setHighlighted(newValue, animated: false) }
    }

    /// The identifier of a segue a user's selection of this cell triggers, as a storyboard's.
    ///
    /// HeadlessUIKit's addition (storyboards don't exist on Linux): after `didSelectRowAt`, a
    /// user's selection asks the controller that declares the segue (found up the responder chain)
    /// `shouldPerformSegue(withIdentifier:sender:)`, then performs it with the cell as sender.
    @exclusivity(unchecked)
    public var triggeredSegueIdentifier: String?

    // MARK: Initialisers

    /// Creates a cell with a style and a reuse identifier.
    ///
    /// - Parameters:
    ///   - style: The layout of the built-in labels.
    ///   - reuseIdentifier: The identifier it is reused under.
    public init(style: CellStyle, reuseIdentifier: String?) {
      self.cellStyle = style
      self.reuseIdentifier = reuseIdentifier
      self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      addSubview(contentView)
      isAccessibilityElement = true
    }

    /// Creates a cell from an archive; HeadlessUIKit has none, so it is a default-style cell.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      let element = coder.interfaceBuilderElement
      switch element?["style"] {
      case "IBUITableViewCellStyleSubtitle": self.cellStyle = .subtitle
      case "IBUITableViewCellStyleValue1": self.cellStyle = .value1
      case "IBUITableViewCellStyleValue2": self.cellStyle = .value2
      default: self.cellStyle = .default
      }
      self.reuseIdentifier = element?["reuseIdentifier"]
      self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      super.init(coder: coder)
      addSubview(contentView)
      isAccessibilityElement = true
    }

    /// Creates a default-style cell with a frame.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
      self.init(style: .default, reuseIdentifier: nil)
      self.frame = frame
    }

    /// Creates a default-style cell for a registered class (how HeadlessUIKit makes one).
    ///
    /// HeadlessUIKit's addition: it calls `init(style: .default, reuseIdentifier:)`, so your
    /// override of that initialiser runs, as in UIKit.
    /// - Parameter headlessReuseIdentifier: The identifier it is reused under.
    public required convenience init(headlessReuseIdentifier: String?) {
      self.init(style: .default, reuseIdentifier: headlessReuseIdentifier)
    }

    // MARK: Content configuration

    @exclusivity(unchecked)
    private var configuredContent = ConfiguredContent()

    /// The content configuration; setting it shows its content view in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        configuredContent.show(contentConfiguration, for: configurationState, in: contentView)
      }
    }

    /// A list content configuration for the cell's style, as UIKit's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
      switch cellStyle {
      case .default: return .cell()
      case .subtitle: return .subtitleCell()
      case .value1, .value2: return .valueCell()
      }
    }

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
      var state = UICellConfigurationState()
      state.isSelected = isSelected
      state.isHighlighted = isHighlighted
      state.isEditing = isEditing
      return state
    }

    // MARK: State

    /// Sets the selected state.
    ///
    /// - Parameters:
    ///   - selected: Whether the cell is selected.
    ///   - animated: Whether to animate, ignored.
    open func setSelected(_ selected: Bool, animated: Bool) {
      selectedStorage = selected
    }

    /// Sets the highlighted state.
    ///
    /// - Parameters:
    ///   - highlighted: Whether the cell is highlighted.
    ///   - animated: Whether to animate, ignored.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
      highlightedStorage = highlighted
    }

    /// Sets the editing state.
    ///
    /// - Parameters:
    ///   - editing: Whether the cell is editing.
    ///   - animated: Whether to animate, ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
    }

    /// Called when the cell is dequeued for reuse; reset its state here (call `super`).
    open func prepareForReuse() {}

    /// The label read by assistive technologies: the one set, else the labels' texts.
    open override var accessibilityLabel: String? {
      get {
        if let ownAccessibilityLabel { return ownAccessibilityLabel }
        let list = contentConfiguration as? UIListContentConfiguration
        let texts = [
          textLabelStorage?.text, detailTextLabelStorage?.text, list?.text, list?.secondaryText,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
      }
      set { ownAccessibilityLabel = newValue }
    }

    /// Lays the content view out over the bounds, and in it the built-in image view and labels
    /// (those made) as the cell's style places them.
    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = CGRect(origin: .zero, size: bounds.size)
      StandardCellLayout.place(
        image: imageViewStorage, text: textLabelStorage, detail: detailTextLabelStorage,
        in: contentView.bounds, sideBySide: cellStyle == .value1 || cellStyle == .value2)
    }
  }

  /// Where UIKit's standard cell styles put their image view and labels (iPhone metrics): the
  /// image 16 points in, centred vertically; the text 16 points after it (or in); the detail below
  /// the text (subtitle, list content) or right-aligned 16 points from the trailing edge (value
  /// styles); each label as high as its text, the block centred vertically.
  @MainActor
  enum StandardCellLayout {
    static func place(
      image: UIImageView?, text: UILabel?, detail: UILabel?, in bounds: CGRect, sideBySide: Bool
    ) {
      var leading: CGFloat = 16
      if let image, !image.isHidden, let size = image.image?.size {
        let side = CGSize(
          width: min(size.width, bounds.height), height: min(size.height, bounds.height))
        image.frame = CGRect(
          x: 16, y: (bounds.height - side.height) / 2, width: side.width, height: side.height)
        leading = image.frame.maxX + 16
      }
      let width = max(0, bounds.width - leading - 16)
      let shownDetail = detail.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
      func height(_ label: UILabel?, _ width: CGFloat) -> CGFloat {
        guard let label, !(label.text ?? "").isEmpty else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      }
      if sideBySide {
        let detailWidth = min(width, shownDetail?.intrinsicContentSize.width ?? 0)
        let textWidth = max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0))
        let textHeight = height(text, textWidth)
        text?.frame = CGRect(
          x: leading, y: (bounds.height - textHeight) / 2, width: textWidth, height: textHeight)
        let detailHeight = height(shownDetail, detailWidth)
        shownDetail?.frame = CGRect(
          x: bounds.width - 16 - detailWidth, y: (bounds.height - detailHeight) / 2,
          width: detailWidth, height: detailHeight)
        return
      }
      let textHeight = height(text, width)
      let detailHeight = height(shownDetail, width)
      let top = (bounds.height - textHeight - detailHeight) / 2
      text?.frame = CGRect(x: leading, y: top, width: width, height: textHeight)
      shownDetail?.frame = CGRect(
        x: leading, y: top + textHeight, width: width, height: detailHeight)
    }
  }

  extension UITableViewCell: ListCell {
    func showSelected(_ selected: Bool) { setSelected(selected, animated: false) }

    func clearForReuse() {
      if isSelected { setSelected(false, animated: false) }
    }
  }
#endif
