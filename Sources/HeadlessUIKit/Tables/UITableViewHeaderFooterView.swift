#if !canImport(UIKit)
  import Foundation

  /// A section header or footer of a table view, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITableViewHeaderFooterView: UIView {
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    /// The identifier it is reused under.
    open internal(set) var reuseIdentifier: String?

    /// The view that holds the content; add your subviews here.
    open private(set) var contentView: UIView

    /// The background view; stored only.
    open var backgroundView: UIView?

    /// The label of a title header or footer; made on first use inside `contentView`.
    open var textLabel: UILabel? {
      if let textLabelStorage { return textLabelStorage }
      let label = UILabel(frame: .zero)
      label.accessibilityTraits = [.staticText, .header]
      textLabelStorage = label
      contentView.addSubview(label)
      return label
    }

    /// A secondary label; made on first use inside `contentView`.
    open var detailTextLabel: UILabel? {
      if let detailTextLabelStorage { return detailTextLabelStorage }
      let label = UILabel(frame: .zero)
      detailTextLabelStorage = label
      contentView.addSubview(label)
      return label
    }

    /// Creates a header or footer view with a reuse identifier.
    ///
    /// - Parameter reuseIdentifier: The identifier it is reused under.
    public init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
      addSubview(contentView)
    }

    /// Creates a header or footer view from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// Creates a header or footer view with a frame.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
      self.init(reuseIdentifier: nil)
      self.frame = frame
    }

    /// Creates a header or footer view for a registered class (how HeadlessUIKit makes one).
    ///
    /// HeadlessUIKit's addition: it calls `init(reuseIdentifier:)`, so your override runs.
    /// - Parameter headlessReuseIdentifier: The identifier it is reused under.
    public required convenience init(headlessReuseIdentifier: String?) {
      self.init(reuseIdentifier: headlessReuseIdentifier)
    }

    /// Called when the view is dequeued for reuse.
    open func prepareForReuse() {}

    /// Lays the content view out over the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
#endif
