#if !canImport(UIKit)
  import Foundation

  /// One attribute of a view or layout guide, for making constraints, as UIKit's.
  @preconcurrency @MainActor
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
      super.init()
    }

    /// UIKit's description: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    open override var description: String {
      // NSObject's description is nonisolated; it is read on the main actor (logs, tests).
      MainActor.assumeIsolated {
        var name = String(describing: type(of: self))
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        return "<\(name):\(address(of: self)) \"\(describe(item)).\(attribute.name)\">"
      }
    }

    func make(
      _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1,
      constant: CGFloat = 0
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: item, attribute, relation, second: other?.item,
        other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
        origin: .user)
    }

    /// `self == anchor`.
    ///
    /// - Parameter anchor: The other anchor.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      make(.equal, anchor)
    }

    /// `self >= anchor`.
    ///
    /// - Parameter anchor: The other anchor.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    {
      make(.greaterThanOrEqual, anchor)
    }

    /// `self <= anchor`.
    ///
    /// - Parameter anchor: The other anchor.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    {
      make(.lessThanOrEqual, anchor)
    }

    /// `self == anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      make(.lessThanOrEqual, anchor, constant: c)
    }
  }

  /// The standard spacing between sibling views, used by the system-spacing constraints (8 points).
  let systemSpacing: CGFloat = 8

  /// A horizontal anchor, as UIKit's.
  @preconcurrency @MainActor
  open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
      -> NSLayoutConstraint
    {
      make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(
      greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(
      lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
  }

  /// A vertical anchor, as UIKit's.
  @preconcurrency @MainActor
  open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
      -> NSLayoutConstraint
    {
      make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(
      greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The multiple of the system spacing.
    open func constraint(
      lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
  }

  /// A width or height anchor, as UIKit's.
  @preconcurrency @MainActor
  open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    ///
    /// - Parameter c: The constant.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.equal, nil, constant: c)
    }

    /// `self >= c`.
    ///
    /// - Parameter c: The constant.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    ///
    /// - Parameter c: The constant.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      make(.equal, anchor, multiplier: m)
    }

    /// `self >= m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      make(.greaterThanOrEqual, anchor, multiplier: m)
    }

    /// `self <= m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      make(.lessThanOrEqual, anchor, multiplier: m)
    }

    /// `self == m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
      -> NSLayoutConstraint
    {
      make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
  }

  /// A rectangle in a view's coordinates that constraints can refer to, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UILayoutGuide: NSObject {
    /// Which of a view's built-in guides this is.
    enum System {
      case none, margins, safeArea, readable, content, frame
    }

    let system: System

    /// The view that owns the guide.
    open weak var owningView: UIView? {
      didSet {
        if oldValue !== owningView { LayoutEngine.markDirty(around: oldValue ?? owningView) }
      }
    }

    /// A name for debugging.
    open var identifier = ""

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override convenience init() {
      self.init(system: .none)
    }

    init(system: System) {
      self.system = system
      super.init()
    }

    /// The guide's frame in its owning view's coordinates, from the last layout pass.
    open var layoutFrame: CGRect {
      guard let owningView else { return .zero }
      return LayoutEngine.layoutFrame(of: self, in: owningView)
    }

    /// The leading edge.
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(
      item: self, attribute: .leading)
    /// The trailing edge.
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(
      item: self, attribute: .trailing)
    /// The left edge.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    /// The right edge.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    /// The top edge.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    /// The bottom edge.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The width.
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    /// The height.
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    /// The horizontal centre.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(
      item: self, attribute: .centerX)
    /// The vertical centre.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(
      item: self, attribute: .centerY)
  }
#endif
