#if !canImport(UIKit)
  import Foundation

  /// A relationship between two layout attributes, solved by HeadlessUIKit's Auto Layout engine.
  ///
  /// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class NSLayoutConstraint: NSObject {
    /// A layout axis, as UIKit's.
    public enum Axis: Int, Sendable {
      /// Left to right.
      case horizontal = 0
      /// Top to bottom.
      case vertical = 1
    }

    /// A part of a view's or layout guide's frame, as UIKit's.
    public enum Attribute: Int, Sendable {
      /// The left edge.
      case left = 1
      /// The right edge.
      case right = 2
      /// The top edge.
      case top = 3
      /// The bottom edge.
      case bottom = 4
      /// The leading edge (left, as HeadlessUIKit lays out left to right).
      case leading = 5
      /// The trailing edge (right).
      case trailing = 6
      /// The width.
      case width = 7
      /// The height.
      case height = 8
      /// The horizontal centre.
      case centerX = 9
      /// The vertical centre.
      case centerY = 10
      /// The last line's baseline.
      case lastBaseline = 11
      /// The first line's baseline.
      case firstBaseline = 12
      /// The left margin.
      case leftMargin = 13
      /// The right margin.
      case rightMargin = 14
      /// The top margin.
      case topMargin = 15
      /// The bottom margin.
      case bottomMargin = 16
      /// The leading margin.
      case leadingMargin = 17
      /// The trailing margin.
      case trailingMargin = 18
      /// The horizontal centre between the left and right margins.
      case centerXWithinMargins = 19
      /// The vertical centre between the top and bottom margins.
      case centerYWithinMargins = 20
      /// No attribute: the constraint compares with a constant.
      case notAnAttribute = 0

      /// The last baseline.
      public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate, as UIKit's.
    public enum Relation: Int, Sendable {
      /// The first side is at most the second.
      case lessThanOrEqual = -1
      /// The sides are equal.
      case equal = 0
      /// The first side is at least the second.
      case greaterThanOrEqual = 1
    }

    /// Where a constraint comes from, for descriptions and bookkeeping.
    enum Origin {
      case user
      case autoresizing
      case stackView
    }

    private weak var firstStorage: AnyObject?
    private weak var secondStorage: AnyObject?
    @exclusivity(unchecked)
    private var activeStorage = false
    private(set) var origin: Origin

    /// The view the constraint is installed on while active: the items' nearest common ancestor.
    weak var container: UIView?

    /// Whether the engine broke this constraint to recover from a conflict.
    @exclusivity(unchecked)
    var isBroken = false

    /// The first item: a view or a layout guide.
    open var firstItem: AnyObject? { firstStorage }

    /// The second item, if the constraint relates two items.
    open var secondItem: AnyObject? { secondStorage }

    /// The first item's attribute.
    public private(set) var firstAttribute: Attribute

    /// The second item's attribute (`.notAnAttribute` without a second item).
    public private(set) var secondAttribute: Attribute

    /// The relation.
    public private(set) var relation: Relation

    /// The multiplier of the second attribute.
    public private(set) var multiplier: CGFloat

    /// The constant; changing it on an active constraint re-solves the layout incrementally.
    open var constant: CGFloat {
      didSet {
        guard constant != oldValue else { return }
        isBroken = false
        LayoutEngine.constantChanged(self)
      }
    }

    /// The priority; `.required` by default. An installed constraint cannot switch between required
    /// and optional (UIKit's exception, reported as an issue).
    @exclusivity(unchecked)
    open var priority = UILayoutPriority.required {
      didSet {
        guard priority != oldValue else { return }
        let wasRequired = oldValue.rawValue >= 1000
        let isRequired = priority.rawValue >= 1000
        if activeStorage && wasRequired != isRequired {
          reportUIKitException(
            "Mutating a priority from required to not on an installed constraint (or "
              + "vice-versa) is not supported.  You passed priority \(format(priority.rawValue)) "
              + "and the existing priority was \(format(oldValue.rawValue)).")
          priority = oldValue
          return
        }
        LayoutEngine.priorityChanged(self)
      }
    }

    /// A name for debugging, shown in the description.
    @exclusivity(unchecked)
    open var identifier: String?

    /// Whether the constraint is archived with its view; stored only.
    @exclusivity(unchecked)
    open var shouldBeArchived = false

    /// Whether the constraint is active; setting it activates or deactivates it.
    open var isActive: Bool {
      get { activeStorage }
      set {
        if newValue {
          NSLayoutConstraint.activate([self])
        } else {
          NSLayoutConstraint.deactivate([self])
        }
      }
    }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
      NSLayoutAnchor<AnyObject>(item: firstStorage, attribute: firstAttribute)
    }

    /// The second item's anchor, if any.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
      secondStorage.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Creates a constraint, as UIKit's designated convenience initialiser.
    ///
    /// - Parameters:
    ///   - view1: The first item: a view or a layout guide.
    ///   - attr1: Its attribute.
    ///   - relation: The relation.
    ///   - view2: The second item, or `nil` to compare with the constant.
    ///   - attr2: Its attribute (`.notAnAttribute` without a second item).
    ///   - multiplier: The multiplier.
    ///   - c: The constant.
    public convenience init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      self.init(
        first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject },
        attr2, multiplier: multiplier, constant: c, origin: .user)
    }

    /// Creates an empty constraint (no items); activating it does nothing. As in UIKit, it is the
    /// designated initialiser: a subclass (SnapKit's `LayoutConstraint`) inherits it and
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public override init() {
      firstAttribute = .notAnAttribute
      relation = .equal
      secondAttribute = .notAnAttribute
      multiplier = 1
      constant = 0
      origin = .user
      super.init()
    }

    convenience init(
      first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
      _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, origin: Origin
    ) {
      self.init()
      firstStorage = first
      firstAttribute = attr1
      self.relation = relation
      secondStorage = second
      secondAttribute = second == nil ? .notAnAttribute : attr2
      self.multiplier = multiplier
      self.constant = constant
      self.origin = origin
    }

    // MARK: Activation

    /// Activates constraints: each is installed on its items' nearest common ancestor.
    ///
    /// - Parameter constraints: The constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints where !constraint.activeStorage {
        guard let container = constraint.commonAncestor() else {
          reportUIKitException(
            "Unable to activate constraint with anchors \(constraint.firstAnchor) and "
              + "\(constraint.secondAnchor.map { "\($0)" } ?? "(null)") because they have no "
              + "common ancestor.  Does the constraint or its anchors reference items in "
              + "different view hierarchies?  That's illegal.")
          continue
        }
        container.install(constraint)
      }
    }

    /// Deactivates constraints.
    ///
    /// - Parameter constraints: The constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints where constraint.activeStorage {
        constraint.container?.uninstall(constraint)
      }
    }

    func setActive(_ active: Bool) { activeStorage = active }

    /// The view that owns `item`: the view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }

    func commonAncestor() -> UIView? {
      guard let first = NSLayoutConstraint.view(of: firstStorage) else { return nil }
      guard secondStorage != nil else { return first }
      guard let second = NSLayoutConstraint.view(of: secondStorage) else { return nil }
      var candidate: UIView? = first
      while let view = candidate {
        if second.isDescendant(of: view) { return view }
        candidate = view.superview
      }
      return nil
    }

    // MARK: Description

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    open override var description: String {
      // NSObject's description is nonisolated; it is read on the main actor (logs, tests).
      MainActor.assumeIsolated {
        let kind =
          origin == .autoresizing ? "NSAutoresizingMaskLayoutConstraint" : "NSLayoutConstraint"
        var text = "<\(kind):\(address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(describe(firstStorage)).\(firstAttribute.name) \(relation.symbol) "
        if let secondStorage {
          if multiplier != 1 { text += "\(format(Float(multiplier)))*" }
          text += "\(describe(secondStorage)).\(secondAttribute.name)"
          if constant > 0 { text += " + \(format(Float(constant)))" }
          if constant < 0 { text += " - \(format(Float(-constant)))" }
        } else {
          text += format(Float(constant))
        }
        if priority.rawValue < 1000 { text += " @\(format(priority.rawValue))" }
        text += activeStorage ? "   (active)>" : "   (inactive)>"
        return text
      }
    }
  }

  extension NSLayoutConstraint.Attribute {
    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  extension NSLayoutConstraint.Relation {
    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A number as UIKit prints it in constraint descriptions: no trailing `.0`.
  func format(_ value: Float) -> String {
    if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
    return String(value)
  }

  /// `0x…`: an object's address, as UIKit's descriptions show it.
  func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object))), radix: 16)
  }

  /// An item as UIKit names it in a constraint: `UILabel:0x…'text'`, `UILayoutGuide:0x…'name'`.
  @preconcurrency @MainActor
  func describe(_ item: AnyObject?) -> String {
    guard let item else { return "(null)" }
    var name = String(reflecting: type(of: item))
    if name.hasPrefix("HeadlessUIKit.") { name.removeFirst("HeadlessUIKit.".count) }
    var text = "\(name):\(address(of: item))"
    if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
      text += "'\(guide.identifier)'"
    } else if let label = item as? UILabel, let string = label.text {
      text += "'\(string)'"
    } else if let button = item as? UIButton, let title = button.currentTitle {
      text += "'\(title)'"
    }
    return text
  }
#endif
