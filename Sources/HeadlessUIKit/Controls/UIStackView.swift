#if !canImport(UIKit)
  import Foundation

  /// A view that lays out a row or column of arranged subviews, as UIKit's.
  ///
  /// HeadlessUIKit keeps UIKit's bookkeeping (arranged subviews are subviews; removing an arranged
  /// subview keeps it as a subview; a subview removed from the stack leaves the arrangement) and
  /// arranges with Auto Layout constraints, as UIKit does: arranged subviews stop translating
  /// their autoresizing masks, and the stack makes `UISV-*` constraints for its axis,
  /// distribution, alignment and spacing whenever they change; hidden arranged subviews
  /// collapse to zero size along the axis and take no spacing.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
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
    @exclusivity(unchecked)
    open private(set) var arrangedSubviews: [UIView] = []

    /// The axis; `.horizontal` by default.
    @exclusivity(unchecked)
    open var axis = NSLayoutConstraint.Axis.horizontal {
      didSet { setNeedsArrangement() }
    }

    /// As `spacing` or a custom spacing: the system's standard spacing between the neighbours
    /// (8 points here). `FLT_MIN`, as UIKit's `UIStackViewSpacingUseSystem` (UIStackView.h).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// As a custom spacing: none, so `spacing` applies; as `spacing` itself it means 0. `FLT_MAX`,
    /// as UIKit's `UIStackViewSpacingUseDefault` (UIStackView.h).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing between arranged subviews; ``spacingUseSystem`` asks for the system's.
    @exclusivity(unchecked)
    open var spacing: CGFloat = 0 {
      didSet { setNeedsArrangement() }
    }

    /// The alignment across the axis; `.fill` by default.
    @exclusivity(unchecked)
    open var alignment = Alignment.fill {
      didSet { setNeedsArrangement() }
    }

    /// The distribution along the axis; `.fill` by default.
    @exclusivity(unchecked)
    open var distribution = Distribution.fill {
      didSet { setNeedsArrangement() }
    }

    /// Whether the arrangement is inset by the layout margins.
    @exclusivity(unchecked)
    open var isLayoutMarginsRelativeArrangement = false {
      didSet { setNeedsArrangement() }
    }

    /// Whether baselines are measured from the arranged views' bottoms; stored only.
    @exclusivity(unchecked)
    open var isBaselineRelativeArrangement = false

    @exclusivity(unchecked)
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
      view.translatesAutoresizingMaskIntoConstraints = false
      if view.superview !== self { addSubview(view) }
      setNeedsArrangement()
    }

    /// Removes a view from the arrangement; it stays a subview (call `removeFromSuperview()` too).
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
      arrangedSubviews.removeAll { $0 === view }
      customSpacings[ObjectIdentifier(view)] = nil
      setNeedsArrangement()
    }

    /// Sets the spacing after one arranged subview; ignored for a view that is not arranged
    /// here, as UIKit ignores it.
    ///
    /// - Parameters:
    ///   - spacing: The spacing; ``spacingUseSystem`` for the system's, ``spacingUseDefault`` to
    ///     go back to `spacing`.
    ///   - arrangedSubview: The arranged subview it follows.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
      guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
      customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
      setNeedsArrangement()
    }

    /// The custom spacing after one arranged subview: ``spacingUseDefault`` when it has none (the
    /// `spacing` property applies), as UIKit's.
    ///
    /// - Parameter arrangedSubview: The arranged subview.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap the arrangement leaves after `view`: its custom spacing, else `spacing`, with the
    /// two tokens resolved (system spacing: 8 points; `spacingUseDefault` as `spacing`: 0).
    func resolvedSpacing(after view: UIView) -> CGFloat {
      let custom = customSpacing(after: view)
      let value = custom == Self.spacingUseDefault ? spacing : custom
      if value == Self.spacingUseSystem { return systemSpacing }
      return value == Self.spacingUseDefault ? 0 : value
    }

    /// Removes a subview that leaves the stack from the arrangement too.
    ///
    /// - Parameter subview: The subview being removed.
    open override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      arrangedSubviews.removeAll { $0 === subview }
      customSpacings[ObjectIdentifier(subview)] = nil
      setNeedsArrangement()
    }

    // MARK: Arrangement constraints

    @exclusivity(unchecked)
    private var spacerGuides: [UILayoutGuide] = []

    private func setNeedsArrangement() {
      setNeedsUpdateConstraints()
      setNeedsLayout()
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
      if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// Remakes the arrangement's constraints, then calls `super`.
    open override func updateConstraints() {
      for constraint in layoutState.internalConstraints { uninstall(constraint) }
      for guide in spacerGuides { removeLayoutGuide(guide) }
      spacerGuides = []
      for constraint in arrangementConstraints() { install(constraint, internal: true) }
      super.updateConstraints()
    }

    private func arrangementConstraints() -> [NSLayoutConstraint] {
      typealias A = NSLayoutConstraint.Attribute
      let horizontal = axis == .horizontal
      let margins = isLayoutMarginsRelativeArrangement
      let (lead, trail, size, center): (A, A, A, A) =
        horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
      let (crossLead, crossTrail, crossSize, crossCenter): (A, A, A, A) =
        horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
      func edge(_ attribute: A) -> A {
        guard margins else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
      }
      var result: [NSLayoutConstraint] = []
      func add(
        _ name: String, _ first: AnyObject, _ attr1: A, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ attr2: A, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
      ) {
        let constraint = NSLayoutConstraint(
          first: first, attr1, relation, second: second, attr2, multiplier: multiplier,
          constant: constant, origin: .stackView)
        constraint.identifier = name
        constraint.priority = priority
        result.append(constraint)
      }
      let visible = arrangedSubviews.filter { !$0.isHidden }
      for view in arrangedSubviews where view.isHidden {
        add("UISV-hiding", view, size, .equal, nil, .notAnAttribute)
      }
      guard let first = visible.first, let last = visible.last else { return result }
      add("UISV-canvas-connection", first, lead, .equal, self, edge(lead))
      add("UISV-canvas-connection", self, edge(trail), .equal, last, trail)
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let gap = resolvedSpacing(after: previous)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
          add("UISV-spacing", next, lead, .equal, previous, trail, constant: gap)
        case .equalSpacing, .equalCentering:
          add("UISV-spacing", next, lead, .greaterThanOrEqual, previous, trail, constant: gap)
          let guide = UILayoutGuide()
          guide.identifier = "UISV-distributing"
          addLayoutGuide(guide)
          spacerGuides.append(guide)
          let from = distribution == .equalSpacing ? trail : center
          let to = distribution == .equalSpacing ? lead : center
          add("UISV-distributing-edge", guide, lead, .equal, previous, from)
          add("UISV-distributing-edge", guide, trail, .equal, next, to)
          if let firstGuide = spacerGuides.first, firstGuide !== guide {
            add("UISV-fill-equally", guide, size, .equal, firstGuide, size)
          }
        }
      }
      switch distribution {
      case .fillEqually:
        for view in visible.dropFirst() {
          add("UISV-fill-equally", view, size, .equal, first, size)
        }
      case .fillProportionally:
        let sizes = visible.map { view -> CGFloat in
          let intrinsic = view.intrinsicContentSize
          return max(0, horizontal ? intrinsic.width : intrinsic.height)
        }
        let total = sizes.reduce(0, +)
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
          $0 + resolvedSpacing(after: $1.0)
        }
        var inset: CGFloat = 0
        if margins {
          inset =
            horizontal
            ? layoutMargins.left + layoutMargins.right
            : layoutMargins.top + layoutMargins.bottom
        }
        if total > 0 {
          for (view, share) in zip(visible, sizes) {
            let ratio = share / total
            add(
              "UISV-fill-proportionally", view, size, .equal, self, size, multiplier: ratio,
              constant: -(gaps + inset) * ratio, priority: .required - 1)
          }
        }
      default:
        break
      }
      for view in visible {
        switch alignment {
        case .fill:
          add("UISV-alignment", view, crossLead, .equal, self, edge(crossLead))
          add("UISV-alignment", self, edge(crossTrail), .equal, view, crossTrail)
        case .leading:
          add("UISV-alignment", view, crossLead, .equal, self, edge(crossLead))
          add(
            "UISV-spanning-boundary", self, edge(crossTrail), .greaterThanOrEqual, view, crossTrail)
        case .trailing:
          add("UISV-alignment", self, edge(crossTrail), .equal, view, crossTrail)
          add("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, self, edge(crossLead))
        case .center:
          add("UISV-alignment", view, crossCenter, .equal, self, edge(crossCenter))
          add("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, self, edge(crossLead))
        case .firstBaseline, .lastBaseline:
          let baseline: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          if horizontal && view !== first {
            add("UISV-alignment", view, baseline, .equal, first, baseline)
          } else if !horizontal {
            add("UISV-alignment", view, crossLead, .equal, self, edge(crossLead))
          }
          add("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, self, edge(crossLead))
          add(
            "UISV-spanning-boundary", self, edge(crossTrail), .greaterThanOrEqual, view, crossTrail)
        }
        if alignment != .fill {
          add(
            "UISV-ambiguity-suppression", view, crossSize, .equal, nil, .notAnAttribute,
            priority: UILayoutPriority(25))
        }
      }
      if alignment != .fill {
        add(
          "UISV-canvas-fit", self, crossSize, .equal, nil, .notAnAttribute,
          priority: UILayoutPriority(49))
      }
      return result
    }
  }
#endif
