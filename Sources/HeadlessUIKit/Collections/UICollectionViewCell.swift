#if !canImport(UIKit)
  import Foundation

  /// A view a collection view reuses for cells and supplementary views, as UIKit's.
  ///
  /// A class registered with `register(_:forCellWithReuseIdentifier:)` or
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` is made through
  /// ``init(headlessReuseIdentifier:)``, which calls `init(frame: .zero)` and so your override of
  /// it, as UIKit does. A subclass that declares only other designated initialisers must also
  /// provide that one to be registered.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionReusableView: UIView {
    /// The identifier set when the view was made for a registration.
    var headlessReuseIdentifier: String?

    /// The identifier the view is reused under (`nil` for a view not made by a collection view).
    open var reuseIdentifier: String? { headlessReuseIdentifier }

    /// Creates a reusable view with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a reusable view from an archive; HeadlessUIKit has none, so it is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates a view for a registration (how HeadlessUIKit makes one).
    ///
    /// HeadlessUIKit's addition: it calls `init(frame: .zero)`, so your override of that
    /// initialiser runs, as in UIKit.
    /// - Parameter headlessReuseIdentifier: The identifier it is reused under.
    public required convenience init(headlessReuseIdentifier: String?) {
      self.init(frame: .zero)
      self.headlessReuseIdentifier = headlessReuseIdentifier
    }

    /// Called when the view is dequeued for reuse; reset its state here (call `super`).
    open func prepareForReuse() {}

    /// Applies layout attributes; the collection view then sets the frame. Nothing by default.
    ///
    /// - Parameter layoutAttributes: The attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers; the given ones by default (no self-sizing).
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes
    }
  }

  /// An item of a collection view, as UIKit's: a content view, backgrounds and selection state.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewCell: UICollectionReusableView {
    private var selectedStorage = false
    private var highlightedStorage = false
    private var ownAccessibilityLabel: String?
    private var configuredContent = ConfiguredContent()

    /// The view that holds the cell's content; add your subviews here.
    open private(set) var contentView: UIView

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected: Bool {
      get { selectedStorage }
      set {
        selectedStorage = newValue
        showBackgrounds()
        if automaticallyUpdatesContentConfiguration { setNeedsUpdateConfiguration() }
      }
    }

    /// Whether the cell is highlighted; the collection view sets it during a touch.
    open var isHighlighted: Bool {
      get { highlightedStorage }
      set {
        highlightedStorage = newValue
        showBackgrounds()
        if automaticallyUpdatesContentConfiguration { setNeedsUpdateConfiguration() }
      }
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        showBackgrounds()
      }
    }

    /// The view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        showBackgrounds()
      }
    }

    /// Whether state changes update the content configuration; `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// Creates a cell with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
      super.init(frame: frame)
      addSubview(contentView)
    }

    /// Creates a cell from an archive; HeadlessUIKit has none, so it is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      contentView = UIView(frame: .zero)
      super.init(coder: coder)
      addSubview(contentView)
    }

    private func showBackgrounds() {
      let showsSelected = (selectedStorage || highlightedStorage) && selectedBackgroundView != nil
      if let backgroundView {
        if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        backgroundView.frame = bounds
      }
      if let selectedBackgroundView {
        if showsSelected {
          if selectedBackgroundView.superview !== self {
            insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
          }
          selectedBackgroundView.frame = bounds
        } else {
          selectedBackgroundView.removeFromSuperview()
        }
      }
    }

    // MARK: Configurations

    /// The content configuration; setting it shows its content view in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        configuredContent.show(contentConfiguration, for: configurationState, in: contentView)
      }
    }

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
      var state = UICellConfigurationState()
      state.isSelected = isSelected
      state.isHighlighted = isHighlighted
      return state
    }

    /// Asks for `updateConfiguration(using:)`; HeadlessUIKit calls it at once.
    open func setNeedsUpdateConfiguration() {
      updateConfiguration(using: configurationState)
    }

    /// Updates the configurations for a state; nothing by default (override it).
    ///
    /// - Parameter state: The state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The label read by assistive technologies: the one set, else the texts of the content.
    ///
    /// The content's texts are the list configuration's text and secondary text, then the texts
    /// of the shown labels in `contentView`, depth first, joined by ", ".
    open override var accessibilityLabel: String? {
      get {
        if let ownAccessibilityLabel { return ownAccessibilityLabel }
        let list = contentConfiguration as? UIListContentConfiguration
        let texts = ([list?.text, list?.secondaryText] + labelTexts(in: contentView))
          .compactMap { $0 }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
      }
      set { ownAccessibilityLabel = newValue }
    }

    private func labelTexts(in view: UIView) -> [String?] {
      view.subviews.filter { !$0.isHidden && !($0 is any UIContentView) }.flatMap { subview in
        [(subview as? UILabel)?.text] + labelTexts(in: subview)
      }
    }

    /// Lays the content view and the backgrounds out over the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = CGRect(origin: .zero, size: bounds.size)
      backgroundView?.frame = bounds
      selectedBackgroundView?.frame = bounds
    }
  }

  /// A cell for list layouts, as UIKit's: a list content configuration and an indentation.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewListCell: UICollectionViewCell {
    /// The indentation level.
    open var indentationLevel = 0

    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10

    /// Whether the separator follows the indentation.
    open var indentsAccessories = true

    /// A list content configuration for a cell, as UIKit's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  extension UICollectionViewCell: ListCell {
    func showSelected(_ selected: Bool) { isSelected = selected }

    func clearForReuse() {
      if isSelected { isSelected = false }
      if isHighlighted { isHighlighted = false }
    }
  }
#endif
