#if !canImport(UIKit)
  import Foundation

  /// The Auto Layout engine of one view tree: a Cassowary solver over the frames of the tree's
  /// views and layout guides, in the coordinates of the tree's root (the window, for views in one).
  ///
  /// Members are the views that take part in Auto Layout — every view an active constraint
  /// refers to, every view with `translatesAutoresizingMaskIntoConstraints == false`, and all
  /// their ancestors — and the layout guides of members. A member that translates its
  /// autoresizing mask gets required constraints reproducing its frame and mask; the root is
  /// pinned at its own size. Structural changes (views added or removed, translation switched)
  /// mark the engine dirty and it is rebuilt at the next layout pass; constant, priority,
  /// intrinsic-size and activation changes within a built engine are incremental.
  @preconcurrency @MainActor
  final class LayoutEngine {
    typealias Handle = LayoutSolver.ConstraintHandle
    typealias Variable = LayoutSolver.Variable

    /// The variables of a view or layout guide, and the engine's own constraints about it.
    final class Item {
      let x: Variable
      let y: Variable
      let width: Variable
      let height: Variable
      /// Autoresizing, root pinning or system-guide constraints.
      var implicit: [Handle] = []
      /// Content-size constraints (hugging and compression resistance).
      var intrinsic: [Handle] = []
      var intrinsicSize: CGSize?
      /// The priorities the content-size constraints were made with: hugging then compression
      /// resistance, horizontal then vertical.
      var intrinsicPriorities: [Float] = []
      /// The insets a system guide was made with.
      var guideInsets: UIEdgeInsets?

      init(_ solver: LayoutSolver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
      }
    }

    /// How the root's size is decided.
    enum RootSizing {
      /// The root keeps its frame's size.
      case frame
      /// `systemLayoutSizeFitting`: the target size at the given priorities.
      case fitting(CGSize, UILayoutPriority, UILayoutPriority)
    }

    private weak var root: UIView?
    private let sizing: RootSizing
    @exclusivity(unchecked)
    private(set) var solver = LayoutSolver()
    @exclusivity(unchecked)
    private var items: [ObjectIdentifier: Item] = [:]
    @exclusivity(unchecked)
    private var handles: [ObjectIdentifier: (handle: Handle, base: Double)] = [:]
    /// A reference that does not keep its object alive (the engine is owned by its tree's root).
    private struct Weak<Object: AnyObject> {
      weak var object: Object?
      init(_ object: Object) { self.object = object }
    }

    @exclusivity(unchecked)
    private var memberReferences: [Weak<UIView>] = []
    @exclusivity(unchecked)
    private var guideReferences: [(guide: Weak<UILayoutGuide>, owner: Weak<UIView>)] = []
    @exclusivity(unchecked)
    private var labelReferences: [Weak<UILabel>] = []

    private var memberViews: [UIView] { memberReferences.compactMap(\.object) }
    @exclusivity(unchecked)
    var isDirty = true
    /// Constraints left in the solver by subtrees that left the tree (see `leave(_:)`).
    @exclusivity(unchecked)
    private var islandConstraints = 0

    /// Whether the engine is assigning frames (so a frame change is not a user's).
    static var isApplyingFrames = false

    init(root: UIView, sizing: RootSizing = .frame) {
      self.root = root
      self.sizing = sizing
    }

    // MARK: Entry points from the view tree

    /// The engine of the tree `view` is in, creating one (dirty) if `create`.
    static func engine(around view: UIView?, create: Bool) -> LayoutEngine? {
      guard let view else { return nil }
      let root = view.layoutRoot
      if let engine = root.layoutStateStorage?.engine { return engine }
      guard create else { return nil }
      let engine = LayoutEngine(root: root)
      root.layoutState.engine = engine
      return engine
    }

    /// Marks the engine of `view`'s tree for a rebuild at the next layout pass.
    static func markDirty(around view: UIView?) {
      guard let view, !isMakingGuides else { return }
      engine(around: view, create: true)?.isDirty = true
      (view.superview ?? view).setNeedsLayout()
    }

    /// A view joined a tree: its own engine goes; the tree's engine is rebuilt if either had
    /// content. A view with none (autoresizing, no constraints in its subtree) is not a member of
    /// the engine — nothing in it refers to the view until a constraint does, and installing one
    /// rebuilds — so the engine stays as it is.
    ///
    /// A built tree engine takes the view's subtree in place (`join(_:)`): its members, their
    /// implicit constraints and its installed constraints are added to the solver as a rebuild
    /// would make them. Rebuilding the whole window for every pushed screen was a third of a
    /// sample-app test's instructions.
    static func subviewAdded(_ view: UIView) {
      let hadEngine = view.layoutStateStorage?.engine != nil
      view.layoutStateStorage?.engine = nil
      guard hadEngine || view.hasLayoutContent() else { return }
      if let superview = view.superview, let engine = engine(around: superview, create: false),
        !engine.isDirty, engine.join(view)
      {
        superview.setNeedsLayout()
        return
      }
      markDirty(around: view)
    }

    /// A view left `oldSuperview`'s tree: as UIKit, constraints installed above it that refer to
    /// it or its subviews are removed; the old tree's engine is rebuilt.
    static func subviewRemoved(_ view: UIView, from oldSuperview: UIView) {
      var ancestor: UIView? = oldSuperview
      while let current = ancestor {
        if let state = current.layoutStateStorage, !state.constraints.isEmpty {
          let leaving = state.constraints.filter { constraint in
            [constraint.firstItem, constraint.secondItem].contains { item in
              NSLayoutConstraint.view(of: item)?.isDescendant(of: view) ?? false
            }
          }
          for constraint in leaving { current.uninstall(constraint) }
        }
        ancestor = current.superview
      }
      if let engine = engine(around: oldSuperview, create: false), !engine.isDirty {
        engine.leave(view)
      }
      if view.hasLayoutContent() {
        let engine = LayoutEngine(root: view)
        view.layoutState.engine = engine
      }
    }

    static func constraintInstalled(_ constraint: NSLayoutConstraint, on container: UIView) {
      let engine = engine(around: container, create: true)
      if let engine, !engine.isDirty {
        if !engine.add(constraint) { engine.isDirty = true }
      }
      markItemsNeedLayout(constraint)
    }

    static func constraintUninstalled(_ constraint: NSLayoutConstraint, from container: UIView) {
      if let engine = engine(around: container, create: false), !engine.isDirty,
        let entry = engine.handles.removeValue(forKey: ObjectIdentifier(constraint))
      {
        engine.solver.remove(entry.handle)
      }
      constraint.isBroken = false
      markItemsNeedLayout(constraint)
    }

    static func constantChanged(_ constraint: NSLayoutConstraint) {
      guard constraint.isActive, let container = constraint.container,
        let engine = engine(around: container, create: false), !engine.isDirty
      else { return }
      if let entry = engine.handles[ObjectIdentifier(constraint)] {
        let result = engine.solver.setConstant(
          entry.base - Double(constraint.constant), of: entry.handle)
        if case .failure = result {
          engine.solver.remove(entry.handle)
          engine.handles[ObjectIdentifier(constraint)] = nil
          engine.breakConstraint(constraint)
        }
      } else if !engine.add(constraint) {
        engine.isDirty = true
      }
      markItemsNeedLayout(constraint)
    }

    static func priorityChanged(_ constraint: NSLayoutConstraint) {
      guard constraint.isActive, let container = constraint.container,
        let engine = engine(around: container, create: false), !engine.isDirty
      else { return }
      if let entry = engine.handles.removeValue(forKey: ObjectIdentifier(constraint)) {
        engine.solver.remove(entry.handle)
      }
      if !engine.add(constraint) { engine.isDirty = true }
      markItemsNeedLayout(constraint)
    }

    static func intrinsicSizeChanged(_ view: UIView) {
      guard let engine = engine(around: view, create: false) else { return }
      if !engine.isDirty, let item = engine.items[ObjectIdentifier(view)] {
        if !view.translatesAutoresizingMaskIntoConstraints, view !== engine.root {
          engine.setIntrinsic(of: view, item, view.intrinsicContentSize)
        }
      }
      (view.superview ?? view).setNeedsLayout()
    }

    /// A frame set by code (not by the engine) on a member that translates its mask, or the root.
    static func frameSet(_ view: UIView) {
      guard !isApplyingFrames, let engine = engine(around: view, create: false), !engine.isDirty,
        let item = engine.items[ObjectIdentifier(view)]
      else { return }
      if view === engine.root {
        for handle in item.implicit { engine.solver.remove(handle) }
        item.implicit = engine.pinRoot(item, view)
      } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
        let parent = engine.items[ObjectIdentifier(superview)]
      {
        for handle in item.implicit { engine.solver.remove(handle) }
        item.implicit = engine.autoresizing(item, view, in: parent, superview)
      }
    }

    private static func markItemsNeedLayout(_ constraint: NSLayoutConstraint) {
      for item in [constraint.firstItem, constraint.secondItem] {
        guard let view = NSLayoutConstraint.view(of: item) else { continue }
        if item is UILayoutGuide {
          view.setNeedsLayout()
        } else {
          (view.superview ?? view).setNeedsLayout()
        }
      }
    }

    // MARK: The layout pass

    /// Before laying out `view`'s tree: updates constraints, solves, and marks the superviews of
    /// members whose frames change as needing layout.
    static func prepareLayout(of view: UIView) {
      let root = view.layoutRoot
      if UIView.pendingConstraintUpdates > 0 { root.updateConstraintsTree() }
      guard let engine = root.layoutStateStorage?.engine else { return }
      engine.solve()
      engine.markChangedFrames()
    }

    /// The engine's frame for `view`, if it is a member of a built engine.
    static func solvedFrame(of view: UIView) -> CGRect? {
      guard let superview = view.superview,
        let engine = engine(around: superview, create: false), !engine.isDirty,
        let item = engine.items[ObjectIdentifier(view)],
        let parent = engine.items[ObjectIdentifier(superview)]
      else { return nil }
      return engine.frame(item, in: parent)
    }

    /// Assigns the engine's frames to `view`'s member subviews (`UIView.layoutSubviews()`).
    static func applyFrames(toSubviewsOf view: UIView) {
      guard let engine = engine(around: view, create: false), !engine.isDirty,
        let parent = engine.items[ObjectIdentifier(view)]
      else { return }
      for subview in view.subviews {
        guard let item = engine.items[ObjectIdentifier(subview)] else { continue }
        let frame = engine.frame(item, in: parent)
        if subview.frame != frame {
          isApplyingFrames = true
          subview.frame = frame
          isApplyingFrames = false
        }
      }
    }

    /// The solved size of a guide that constraints refer to, if its tree's engine is built.
    static func constrainedSize(of guide: UILayoutGuide) -> CGSize? {
      guard let view = guide.owningView, let engine = engine(around: view, create: false),
        !engine.isDirty, let item = engine.items[ObjectIdentifier(guide)]
      else { return nil }
      return engine.snapped(item).size
    }

    /// A guide's frame in its owning view's coordinates.
    static func layoutFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect {
      guard let engine = engine(around: view, create: false), !engine.isDirty,
        let item = engine.items[ObjectIdentifier(guide)],
        let parent = engine.items[ObjectIdentifier(view)]
      else {
        switch guide.system {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .frame: return CGRect(origin: .zero, size: view.bounds.size)
        case .content:
          return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        default: break
        }
        if guide.system != .none {
          return view.bounds.inset(by: view.effectiveLayoutMargins(safeArea: view.safeAreaInsets))
        }
        return .zero
      }
      return engine.frame(item, in: parent)
    }

    /// Solves a rebuilt or changed engine, iterating while safe areas and wrapping labels settle.
    func solve() {
      if isDirty { rebuild() }
      for _ in 0..<4 {
        var changed = false
        for reference in guideReferences {
          guard let guide = reference.guide.object, let owner = reference.owner.object else {
            continue
          }
          guard let item = items[ObjectIdentifier(guide)], let view = items[ObjectIdentifier(owner)]
          else { continue }
          let insets = systemInsets(guide, owner)
          if insets != item.guideInsets {
            for handle in item.implicit { solver.remove(handle) }
            item.implicit = guideConstraints(item, in: view, insets)
            item.guideInsets = insets
            changed = true
          }
        }
        for label in labelReferences.compactMap(\.object) {
          guard let item = items[ObjectIdentifier(label)] else { continue }
          let size = label.textSize(wrappingAt: CGFloat(solver.value(of: item.width)))
          if size != item.intrinsicSize {
            setIntrinsic(of: label, item, size)
            changed = true
          }
        }
        if !changed { break }
      }
    }

    private func markChangedFrames() {
      for view in memberViews where view !== root {
        guard let superview = view.superview, let item = items[ObjectIdentifier(view)],
          let parent = items[ObjectIdentifier(superview)]
        else { continue }
        if frame(item, in: parent) != view.frame, !superview.needsLayout {
          superview.setNeedsLayout()
        }
      }
    }

    /// The solved size of the root (for `systemLayoutSizeFitting`).
    func rootSize() -> CGSize {
      guard let root, let item = items[ObjectIdentifier(root)] else { return .zero }
      let rect = snapped(item)
      return rect.size
    }

    // MARK: Frames

    /// The item's edges in whole pixels (the screen's scale is 3), in the root's coordinates.
    private func pixels(_ item: Item) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
      let x = solver.value(of: item.x)
      let y = solver.value(of: item.y)
      return (
        (x * 3).rounded(), (y * 3).rounded(), ((x + solver.value(of: item.width)) * 3).rounded(),
        ((y + solver.value(of: item.height)) * 3).rounded()
      )
    }

    fileprivate func snapped(_ item: Item) -> CGRect {
      let edges = pixels(item)
      return CGRect(
        x: edges.minX / 3, y: edges.minY / 3, width: max(0, edges.maxX - edges.minX) / 3,
        height: max(0, edges.maxY - edges.minY) / 3)
    }

    /// The item's frame in `parent`'s coordinates, snapped to pixels as UIKit snaps frames.
    private func frame(_ item: Item, in parent: Item) -> CGRect {
      let edges = pixels(item)
      let origin = pixels(parent)
      return CGRect(
        x: (edges.minX - origin.minX) / 3, y: (edges.minY - origin.minY) / 3,
        width: max(0, edges.maxX - edges.minX) / 3, height: max(0, edges.maxY - edges.minY) / 3)
    }

    /// A member's rectangle in the root's coordinates (the window's, for views in one).
    private func rectInRoot(_ view: UIView) -> CGRect? {
      items[ObjectIdentifier(view)].map(snapped)
    }

    // MARK: Building

    private func rebuild() {
      solver = LayoutSolver()
      items = [:]
      handles = [:]
      memberReferences = []
      guideReferences = []
      labelReferences = []
      islandConstraints = 0
      isDirty = false
      guard let root else { return }
      var all: [UIView] = []
      root.collectSubtree(into: &all)
      var members = Set<ObjectIdentifier>()
      func join(_ view: UIView?) {
        var current = view
        while let candidate = current, members.insert(ObjectIdentifier(candidate)).inserted {
          current = candidate.superview
        }
      }
      var constraints: [NSLayoutConstraint] = []
      for view in all {
        if view !== root && !view.translatesAutoresizingMaskIntoConstraints { join(view) }
        guard let state = view.layoutStateStorage else { continue }
        for constraint in state.constraints + state.internalConstraints {
          constraints.append(constraint)
          join(NSLayoutConstraint.view(of: constraint.firstItem))
          join(NSLayoutConstraint.view(of: constraint.secondItem))
        }
      }
      guard !members.isEmpty else { return }
      members.insert(ObjectIdentifier(root))
      for view in all where members.contains(ObjectIdentifier(view)) { makeItem(for: view) }
      for constraint in constraints where constraint.isActive {
        let wasBroken = constraint.isBroken
        add(constraint, logging: !wasBroken)
      }
    }

    /// A member's item with its implicit constraints (root pinning, autoresizing, or content
    /// size), and the items of its layout guides; its superview's item must exist already.
    private func makeItem(for view: UIView) {
      let item = Item(solver)
      items[ObjectIdentifier(view)] = item
      memberReferences.append(Weak(view))
      if view === root {
        item.implicit = pinRoot(item, view)
      } else if let superview = view.superview, let parent = items[ObjectIdentifier(superview)] {
        if view.translatesAutoresizingMaskIntoConstraints {
          item.implicit = autoresizing(item, view, in: parent, superview)
        } else {
          setIntrinsic(of: view, item, view.intrinsicContentSize)
          if let label = view as? UILabel, label.wrapsToLayoutWidth {
            labelReferences.append(Weak(label))
          }
        }
      }
      for guide in view.layoutStateStorage?.allGuides ?? [] { _ = guideItem(guide, view) }
    }

    /// Adds the subtree of `view` (just added to this engine's tree) as a rebuild would: the
    /// views that take part in Auto Layout and their ancestors become members, top down, then the
    /// subtree's active constraints are added. False if that can't be done in place (the engine
    /// has no members yet, or a constraint refers to a view outside the engine): rebuild then.
    fileprivate func join(_ view: UIView) -> Bool {
      guard let root, items[ObjectIdentifier(root)] != nil else { return false }
      var all: [UIView] = []
      view.collectSubtree(into: &all)
      var joining = Set<ObjectIdentifier>()
      var ancestorsJoining: [UIView] = []
      func enlist(_ member: UIView?) {
        var current = member
        while let candidate = current, items[ObjectIdentifier(candidate)] == nil,
          joining.insert(ObjectIdentifier(candidate)).inserted
        {
          if !candidate.isDescendant(of: view) { ancestorsJoining.append(candidate) }
          current = candidate.superview
        }
      }
      var constraints: [NSLayoutConstraint] = []
      for member in all {
        if !member.translatesAutoresizingMaskIntoConstraints { enlist(member) }
        guard let state = member.layoutStateStorage else { continue }
        for constraint in state.constraints + state.internalConstraints {
          constraints.append(constraint)
          enlist(NSLayoutConstraint.view(of: constraint.firstItem))
          enlist(NSLayoutConstraint.view(of: constraint.secondItem))
        }
      }
      // The chain above `view` must end at a member (the root is one): else it is not this tree.
      if let top = ancestorsJoining.last,
        top.superview.map({ items[ObjectIdentifier($0)] == nil }) ?? true
      {
        return false
      }
      for ancestor in ancestorsJoining.reversed() { makeItem(for: ancestor) }
      for member in all where joining.contains(ObjectIdentifier(member)) {
        guard let superview = member.superview, items[ObjectIdentifier(superview)] != nil else {
          return false
        }
        makeItem(for: member)
      }
      for constraint in constraints where constraint.isActive {
        let wasBroken = constraint.isBroken
        if !add(constraint, logging: !wasBroken) { return false }
      }
      return true
    }

    /// Takes the subtree of `view` (just removed from this engine's tree) out. Removing each of
    /// its constraints from the solver costs a pivot apiece (half a dismissal's instructions), so
    /// only the constraints that tie the subtree to the rest are removed: the top view's implicit
    /// ones (those installed above it that refer into it were uninstalled already). What is left is
    /// an island of variables no member refers to; the items, guides and constraint handles of the
    /// subtree are forgotten, and once islands outweigh the live system the engine is rebuilt.
    fileprivate func leave(_ view: UIView) {
      guard let top = items.removeValue(forKey: ObjectIdentifier(view)) else { return }
      for handle in top.implicit { solver.remove(handle) }
      islandConstraints += top.intrinsic.count
      var all: [UIView] = []
      view.collectSubtree(into: &all)
      for member in all {
        if let state = member.layoutStateStorage {
          for constraint in state.constraints + state.internalConstraints
          where handles.removeValue(forKey: ObjectIdentifier(constraint)) != nil {
            islandConstraints += 1
          }
          for guide in state.allGuides {
            if let item = items.removeValue(forKey: ObjectIdentifier(guide)) {
              islandConstraints += item.implicit.count
            }
          }
        }
        if member !== view, let item = items.removeValue(forKey: ObjectIdentifier(member)) {
          islandConstraints += item.implicit.count + item.intrinsic.count
        }
      }
      memberReferences.removeAll { reference in
        reference.object.map { items[ObjectIdentifier($0)] == nil } ?? true
      }
      labelReferences.removeAll { reference in
        reference.object.map { items[ObjectIdentifier($0)] == nil } ?? true
      }
      guideReferences.removeAll { reference in
        reference.guide.object.map { items[ObjectIdentifier($0)] == nil } ?? true
      }
      if islandConstraints > 64 && islandConstraints > 2 * (handles.count + items.count * 2) {
        isDirty = true
      }
    }

    private func guideItem(_ guide: UILayoutGuide, _ owner: UIView) -> Item? {
      if let item = items[ObjectIdentifier(guide)] { return item }
      guard let parent = items[ObjectIdentifier(owner)] else { return nil }
      let item = Item(solver)
      items[ObjectIdentifier(guide)] = item
      if guide.system == .frame {
        item.implicit = guideConstraints(item, in: parent, .zero)
      } else if guide.system == .content {
        // The content's origin is the scroll view's; its size is the constraints' (0 if none).
        item.implicit = [
          requiredEqual([(item.x, 1), (parent.x, -1)], 0),
          requiredEqual([(item.y, 1), (parent.y, -1)], 0),
        ].compactMap { $0 }
        for variable in [item.width, item.height] {
          _ = solver.add(.init([(variable, 1)]), .equal, strength: .optional(1))
          _ = solver.add(.init([(variable, 1)]), .greaterThanOrEqual, strength: .required)
        }
      } else if guide.system != .none {
        let insets = systemInsets(guide, owner)
        item.implicit = guideConstraints(item, in: parent, insets)
        item.guideInsets = insets
        guideReferences.append((Weak(guide), Weak(owner)))
      } else {
        // An unconstrained guide defaults to its owner's top-left corner, at zero size.
        for variable in [item.width, item.height] {
          _ = solver.add(.init([(variable, 1)]), .equal, strength: .optional(1))
        }
      }
      return item
    }

    private func systemInsets(_ guide: UILayoutGuide, _ owner: UIView) -> UIEdgeInsets {
      let safe = safeAreaInsets(of: owner)
      return guide.system == .safeArea ? safe : owner.effectiveLayoutMargins(safeArea: safe)
    }

    private func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
      guard view.window != nil, let rect = rectInRoot(view) else { return view.safeAreaInsets }
      return view.safeAreaInsets(forRectInWindow: rect) { self.rectInRoot($0) }
    }

    private func requiredEqual(_ terms: [(Variable, Double)], _ constant: Double) -> Handle? {
      try? solver.add(.init(terms, constant: constant), .equal, strength: .required).get()
    }

    fileprivate func pinRoot(_ item: Item, _ view: UIView) -> [Handle] {
      var result = [
        requiredEqual([(item.x, 1)], 0), requiredEqual([(item.y, 1)], 0),
      ]
      switch sizing {
      case .frame:
        result.append(requiredEqual([(item.width, 1)], -Double(view.bounds.width)))
        result.append(requiredEqual([(item.height, 1)], -Double(view.bounds.height)))
      case .fitting(let size, let horizontal, let vertical):
        for (variable, target, priority) in [
          (item.width, size.width, horizontal), (item.height, size.height, vertical),
        ] {
          let strength: LayoutSolver.Strength =
            priority.rawValue >= 1000 ? .required : .optional(max(priority.rawValue, 0.5))
          result.append(
            try? solver.add(
              .init([(variable, 1)], constant: -Double(target)), .equal, strength: strength
            ).get())
          result.append(
            try? solver.add(.init([(variable, 1)]), .greaterThanOrEqual, strength: .required).get())
        }
      }
      return result.compactMap { $0 }
    }

    /// Required constraints that reproduce a translating view's frame and autoresizing mask.
    fileprivate func autoresizing(
      _ item: Item, _ view: UIView, in parent: Item, _ superview: UIView
    )
      -> [Handle]
    {
      let frame = view.frame
      let size = superview.bounds.size
      let mask = view.autoresizingMask
      func shares(_ flags: [Bool]) -> [Double] {
        let count = Double(flags.filter { $0 }.count)
        return flags.map { $0 && count > 0 ? 1 / count : 0 }
      }
      let horizontal = shares([
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin),
      ])
      let vertical = shares([
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin),
      ])
      let origin = superview.bounds.origin
      // x = parent.x + frame.x - bounds.x + share × (parent.width - width at creation), etc.
      return [
        requiredEqual(
          [(item.x, 1), (parent.x, -1), (parent.width, -horizontal[0])],
          -Double(frame.minX - origin.x) + horizontal[0] * Double(size.width)),
        requiredEqual(
          [(item.width, 1), (parent.width, -horizontal[1])],
          -Double(frame.width) + horizontal[1] * Double(size.width)),
        requiredEqual(
          [(item.y, 1), (parent.y, -1), (parent.height, -vertical[0])],
          -Double(frame.minY - origin.y) + vertical[0] * Double(size.height)),
        requiredEqual(
          [(item.height, 1), (parent.height, -vertical[1])],
          -Double(frame.height) + vertical[1] * Double(size.height)),
      ].compactMap { $0 }
    }

    private func guideConstraints(_ item: Item, in parent: Item, _ insets: UIEdgeInsets) -> [Handle]
    {
      [
        requiredEqual([(item.x, 1), (parent.x, -1)], -Double(insets.left)),
        requiredEqual([(item.y, 1), (parent.y, -1)], -Double(insets.top)),
        requiredEqual(
          [(item.width, 1), (parent.width, -1)], Double(insets.left + insets.right)),
        requiredEqual(
          [(item.height, 1), (parent.height, -1)], Double(insets.top + insets.bottom)),
      ].compactMap { $0 }
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
    ///
    /// A label whose text changes keeps its constraints: an unchanged size costs nothing, and a
    /// new size with the same optional priorities moves the constraints' constants (dual simplex)
    /// rather than removing and re-adding four constraints (a tenth of a typing test's
    /// instructions went there, one label update a keystroke).
    fileprivate func setIntrinsic(of view: UIView, _ item: Item, _ size: CGSize) {
      let priorities = [
        view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
        view.contentCompressionResistancePriority(for: .horizontal),
        view.contentCompressionResistancePriority(for: .vertical),
      ].map(\.rawValue)
      func isMetric(_ value: CGFloat) -> Bool { value != UIView.noIntrinsicMetric && value >= 0 }
      if let old = item.intrinsicSize, priorities == item.intrinsicPriorities {
        if old == size { return }
        let values = [size.width, size.height].filter(isMetric)
        if isMetric(old.width) == isMetric(size.width),
          isMetric(old.height) == isMetric(size.height),
          priorities.allSatisfy({ $0 < 1000 }), item.intrinsic.count == values.count * 2
        {
          // Per axis with a size: hugging (`size - value <= 0`), then compression resistance.
          for (index, handle) in item.intrinsic.enumerated() {
            solver.setConstant(-Double(values[index / 2]), of: handle)
          }
          item.intrinsicSize = size
          return
        }
      }
      item.intrinsicPriorities = priorities
      for handle in item.intrinsic { solver.remove(handle) }
      item.intrinsic = []
      item.intrinsicSize = size
      for (axis, variable, value) in [
        (NSLayoutConstraint.Axis.horizontal, item.width, size.width),
        (.vertical, item.height, size.height),
      ] where value != UIView.noIntrinsicMetric && value >= 0 {
        let expression = LayoutSolver.Expression([(variable, 1)], constant: -Double(value))
        for (relation, priority) in [
          (LayoutSolver.Relation.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
          (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
        ] {
          let strength: LayoutSolver.Strength =
            priority.rawValue >= 1000 ? .required : .optional(max(priority.rawValue, 0.5))
          if case .success(let handle) = solver.add(expression, relation, strength: strength) {
            item.intrinsic.append(handle)
          }
        }
      }
    }

    // MARK: User constraints

    /// An item's attribute as `Σ terms + constant` over the engine's variables.
    private func expression(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
      -> ([(Variable, Double)], Double)?
    {
      guard let object else { return nil }
      let item: Item?
      var margins = UIEdgeInsets.zero
      if let view = object as? UIView {
        item = items[ObjectIdentifier(view)]
        if attribute.isMargin { margins = view.effectiveLayoutMargins(safeArea: .zero) }
      } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        item = guideItem(guide, owner)
      } else {
        item = nil
      }
      guard let item else { return nil }
      switch attribute {
      case .left, .leading: return ([(item.x, 1)], 0)
      case .right, .trailing: return ([(item.x, 1), (item.width, 1)], 0)
      case .top: return ([(item.y, 1)], 0)
      case .bottom: return ([(item.y, 1), (item.height, 1)], 0)
      case .width: return ([(item.width, 1)], 0)
      case .height: return ([(item.height, 1)], 0)
      case .centerX: return ([(item.x, 1), (item.width, 0.5)], 0)
      case .centerY: return ([(item.y, 1), (item.height, 0.5)], 0)
      case .firstBaseline:
        let offset = (object as? UIView)?.firstBaselineOffsetFromTop
        if let offset { return ([(item.y, 1)], Double(offset)) }
        return ([(item.y, 1), (item.height, 1)], 0)
      case .lastBaseline:
        let offset = (object as? UIView)?.lastBaselineOffsetFromBottom ?? 0
        return ([(item.y, 1), (item.height, 1)], -Double(offset))
      case .leftMargin, .leadingMargin: return ([(item.x, 1)], Double(margins.left))
      case .rightMargin, .trailingMargin:
        return ([(item.x, 1), (item.width, 1)], -Double(margins.right))
      case .topMargin: return ([(item.y, 1)], Double(margins.top))
      case .bottomMargin: return ([(item.y, 1), (item.height, 1)], -Double(margins.bottom))
      case .centerXWithinMargins:
        return ([(item.x, 1), (item.width, 0.5)], Double(margins.left - margins.right) / 2)
      case .centerYWithinMargins:
        return ([(item.y, 1), (item.height, 0.5)], Double(margins.top - margins.bottom) / 2)
      case .notAnAttribute: return nil
      }
    }

    /// A constraint's item as the engine reads it: a scroll view's edge that a constraint ties to
    /// the scroll view's own content is its content area's (`contentLayoutGuide`) — "constraints
    /// between the edges or margins of the scroll view and its content attach to the scroll
    /// view's content area", while its width, height and centres stay its frame's (Apple's
    /// UIScrollView documentation, "Position content relative to the scroll view's content area").
    static func item(
      _ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
    ) -> AnyObject? {
      // Tables, collections and text views size their content themselves: theirs stays.
      guard let scrollView = object as? UIScrollView,
        !(scrollView is UITableView || scrollView is UICollectionView || scrollView is UITextView),
        [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute)
      else { return object }
      var view = (other as? UIView)?.superview ?? (other as? UILayoutGuide)?.owningView
      if other is UILayoutGuide, view === scrollView { return object }
      while let current = view {
        if current === scrollView {
          // Made while the engine solves, the guide must not mark it dirty.
          let outer = isMakingGuides
          isMakingGuides = true
          defer { isMakingGuides = outer }
          return scrollView.contentLayoutGuide
        }
        view = current.superview
      }
      return object
    }

    /// Whether the engine is making a scroll view's content guide for a constraint it reads.
    static var isMakingGuides = false

    /// A constraint's first and second sides as `Σ terms + constant`.
    private func sides(_ constraint: NSLayoutConstraint) -> (
      first: ([(Variable, Double)], Double)?, second: ([(Variable, Double)], Double)?
    ) {
      let first = expression(
        Self.item(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem),
        constraint.firstAttribute)
      let second = expression(
        Self.item(constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem),
        constraint.secondAttribute)
      return (first, second)
    }

    /// Adds an active constraint; false if its items are not members (the engine must rebuild).
    @discardableResult
    private func add(_ constraint: NSLayoutConstraint, logging: Bool = true) -> Bool {
      let sides = sides(constraint)
      guard let (first, firstConstant) = sides.first
      else { return constraint.firstItem == nil }
      var terms = first
      var base = firstConstant
      if constraint.secondItem != nil {
        guard let (second, secondConstant) = sides.second else { return false }
        let multiplier = Double(constraint.multiplier)
        terms += second.map { ($0.0, -$0.1 * multiplier) }
        base -= secondConstant * multiplier
      }
      let relation: LayoutSolver.Relation =
        switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      let priority = constraint.priority.rawValue
      let strength: LayoutSolver.Strength =
        priority >= 1000 ? .required : .optional(max(priority, 0.5))
      let result = solver.add(
        .init(terms, constant: base - Double(constraint.constant)), relation, strength: strength)
      switch result {
      case .success(let handle):
        handles[ObjectIdentifier(constraint)] = (handle, base)
        constraint.isBroken = false
      case .failure:
        if logging { breakConstraint(constraint) } else { constraint.isBroken = true }
      }
      return true
    }

    // MARK: Conflicts

    /// Logs UIKit's unsatisfiable-constraints message for `constraint` (which could not be added)
    /// and leaves it out of the solution, active but broken.
    fileprivate func breakConstraint(_ constraint: NSLayoutConstraint) {
      constraint.isBroken = true
      let conflicting = conflictSet(for: constraint)
      var text =
        "Unable to simultaneously satisfy constraints.\n"
        + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        + "\tTry this: \n"
        + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      text += "(\n"
      text += conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
      text += "\n)\n\nWill attempt to recover by breaking constraint \n\(constraint)\n\n"
      text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this "
      text += "in the debugger.\n"
      text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
      text += "<UIKitCore/UIView.h> may also be helpful."
      consoleLog(text, window: root?.window)
    }

    /// A minimal set of the required user constraints that, with `constraint`, cannot hold:
    /// deletion filtering over the required constraints of the same items' component.
    private func conflictSet(for constraint: NSLayoutConstraint) -> [NSLayoutConstraint] {
      let candidates = allInstalled().filter {
        $0 !== constraint && $0.priority.rawValue >= 1000 && !$0.isBroken
          && handles[ObjectIdentifier($0)] != nil
      }
      var kept = candidates
      if kept.count <= 64 {
        var index = 0
        while index < kept.count {
          var trial = kept
          trial.remove(at: index)
          if !satisfiable(trial + [constraint]) {
            kept = trial
          } else {
            index += 1
          }
        }
      }
      return (kept + [constraint]).sorted { order($0) < order($1) }
    }

    private func order(_ constraint: NSLayoutConstraint) -> Int {
      allInstalled().firstIndex { $0 === constraint } ?? Int.max
    }

    /// The members' installed constraints in tree order (as a rebuild adds them).
    private func allInstalled() -> [NSLayoutConstraint] {
      var all: [UIView] = []
      root?.collectSubtree(into: &all)
      return all.filter { items[ObjectIdentifier($0)] != nil }.flatMap { view in
        (view.layoutStateStorage?.constraints ?? [])
          + (view.layoutStateStorage?.internalConstraints ?? [])
      }
    }

    /// Whether these user constraints, with the engine's implicit ones, can all hold.
    private func satisfiable(_ constraints: [NSLayoutConstraint]) -> Bool {
      guard let root else { return true }
      let trial = LayoutEngine(root: root, sizing: sizing)
      trial.isDirty = false
      trial.rebuildSkeleton(from: self)
      for constraint in constraints {
        let sides = trial.sides(constraint)
        guard let (first, c1) = sides.first else { continue }
        var terms = first
        var base = c1
        if constraint.secondItem != nil, let (second, c2) = sides.second {
          terms += second.map { ($0.0, -$0.1 * Double(constraint.multiplier)) }
          base -= c2 * Double(constraint.multiplier)
        }
        let relation: LayoutSolver.Relation =
          switch constraint.relation {
          case .lessThanOrEqual: .lessThanOrEqual
          case .equal: .equal
          case .greaterThanOrEqual: .greaterThanOrEqual
          }
        let result = trial.solver.add(
          .init(terms, constant: base - Double(constraint.constant)), relation,
          strength: .required)
        if case .failure = result { return false }
      }
      return true
    }

    /// The members and implicit constraints of `engine`, without its user constraints.
    private func rebuildSkeleton(from engine: LayoutEngine) {
      for view in engine.memberViews {
        let item = Item(solver)
        items[ObjectIdentifier(view)] = item
        memberReferences.append(Weak(view))
        if view === root {
          item.implicit = pinRoot(item, view)
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
          let parent = items[ObjectIdentifier(superview)]
        {
          item.implicit = autoresizing(item, view, in: parent, superview)
        }
        for guide in view.layoutStateStorage?.allGuides ?? [] { _ = guideItem(guide, view) }
      }
    }
  }

  extension NSLayoutConstraint.Attribute {
    fileprivate var isMargin: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        true
      default: false
      }
    }
  }
#endif
