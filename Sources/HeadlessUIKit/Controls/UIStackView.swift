#if !canImport(UIKit)
  import Foundation

  /// A constraint between views, as UIKit's; HeadlessUIKit has no Auto Layout and keeps only `Axis`.
  @preconcurrency @MainActor
  open class NSLayoutConstraint: NSObject {
    /// A layout axis, as UIKit's.
    public enum Axis: Int, Sendable {
      /// Left to right.
      case horizontal = 0
      /// Top to bottom.
      case vertical = 1
    }
  }

  /// A view that lays out a row or column of arranged subviews, as UIKit's.
  ///
  /// HeadlessUIKit keeps UIKit's bookkeeping (arranged subviews are subviews; removing an arranged
  /// subview keeps it as a subview; a subview removed from the stack leaves the arrangement) and
  /// lays the visible arranged subviews out in equal slices along the axis, whatever the
  /// distribution (it has no Auto Layout to solve).
  @preconcurrency @MainActor
  open class UIStackView: UIView {
    /// How arranged subviews are placed across the axis, as UIKit's.
    public enum Alignment: Int, Sendable {
      /// Filling the space across the axis.
      case fill = 0
      /// Leading edges aligned (top for a horizontal stack).
      case leading = 1
      /// First baselines aligned (horizontal stacks).
      case firstBaseline = 2
      /// Centres aligned.
      case center = 3
      /// Trailing edges aligned (bottom for a horizontal stack).
      case trailing = 4
      /// Last baselines aligned (horizontal stacks).
      case lastBaseline = 5

      /// Top edges aligned (horizontal stacks): the same as `leading`.
      public static var top: Alignment { .leading }
      /// Bottom edges aligned (horizontal stacks): the same as `trailing`.
      public static var bottom: Alignment { .trailing }
    }

    /// How arranged subviews share the space along the axis, as UIKit's.
    public enum Distribution: Int, Sendable {
      /// Fill, by content hugging.
      case fill = 0
      /// Equal sizes.
      case fillEqually = 1
      /// Sizes proportional to intrinsic sizes.
      case fillProportionally = 2
      /// Equal spacing.
      case equalSpacing = 3
      /// Equal distance between centres.
      case equalCentering = 4
    }

    /// The arranged subviews, in arrangement order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The axis; `.horizontal` by default.
    open var axis = NSLayoutConstraint.Axis.horizontal {
      didSet { setNeedsLayout() }
    }

    /// The spacing between arranged subviews.
    open var spacing: CGFloat = 0 {
      didSet { setNeedsLayout() }
    }

    /// The alignment across the axis; `.fill` by default.
    open var alignment = Alignment.fill {
      didSet { setNeedsLayout() }
    }

    /// The distribution along the axis; `.fill` by default.
    open var distribution = Distribution.fill {
      didSet { setNeedsLayout() }
    }

    /// Whether the arrangement is inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false {
      didSet { setNeedsLayout() }
    }

    /// Whether baselines are measured from the arranged views' bottoms; stored only.
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates a stack view with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a stack view that arranges `views`.
    ///
    /// - Parameter views: The views to arrange, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive; HeadlessUIKit has none, so it is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Appends a view to the arrangement, adding it as a subview.
    ///
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: UIView) {
      insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement, adding it as a subview; a view already arranged moves.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: The index in `arrangedSubviews`; clamped to the valid range.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
      arrangedSubviews.removeAll { $0 === view }
      arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
      if view.superview !== self { addSubview(view) }
      setNeedsLayout()
    }

    /// Removes a view from the arrangement; it stays a subview (call `removeFromSuperview()` too).
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
      arrangedSubviews.removeAll { $0 === view }
      customSpacings[ObjectIdentifier(view)] = nil
      setNeedsLayout()
    }

    /// Sets the spacing after one arranged subview.
    ///
    /// - Parameters:
    ///   - spacing: The spacing.
    ///   - arrangedSubview: The arranged subview it follows.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
      customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
      setNeedsLayout()
    }

    /// The spacing after one arranged subview: its custom spacing, else `spacing`.
    ///
    /// - Parameter arrangedSubview: The arranged subview.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// Removes a subview that leaves the stack from the arrangement too.
    ///
    /// - Parameter subview: The subview being removed.
    open override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      arrangedSubviews.removeAll { $0 === subview }
      customSpacings[ObjectIdentifier(subview)] = nil
    }

    /// Lays the visible arranged subviews out in equal slices along the axis.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let visible = arrangedSubviews.filter { !$0.isHidden }
      guard !visible.isEmpty else { return }
      var area = CGRect(origin: .zero, size: bounds.size)
      if isLayoutMarginsRelativeArrangement {
        area = CGRect(
          x: layoutMargins.left, y: layoutMargins.top,
          width: max(0, area.width - layoutMargins.left - layoutMargins.right),
          height: max(0, area.height - layoutMargins.top - layoutMargins.bottom))
      }
      let gaps = visible.dropLast().reduce(CGFloat(0)) { $0 + customSpacing(after: $1) }
      let length = axis == .horizontal ? area.width : area.height
      let slice = max(0, (length - gaps) / CGFloat(visible.count))
      var offset = axis == .horizontal ? area.minX : area.minY
      for view in visible {
        view.frame =
          axis == .horizontal
          ? CGRect(x: offset, y: area.minY, width: slice, height: area.height)
          : CGRect(x: area.minX, y: offset, width: area.width, height: slice)
        offset += slice + customSpacing(after: view)
      }
    }
  }
#endif
