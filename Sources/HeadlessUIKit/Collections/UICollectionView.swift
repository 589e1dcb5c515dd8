#if !canImport(UIKit)
  import Foundation

  /// A view that shows items in sections, placed by a layout, as UIKit's.
  ///
  /// **Visible items:** HeadlessUIKit treats every item as visible (it has no screen to scroll
  /// off): the cells of all items, and every supplementary view the layout places, are requested
  /// at the next layout pass, or at once when `cellForItem(at:)`, `visibleCells`,
  /// `indexPathsForVisibleItems` or `supplementaryView(forElementKind:at:)` is read. Frames come
  /// from the layout (`prepare()`, then `layoutAttributesForElements(in:)` over the whole
  /// content). Cells that leave (reload, deletion) go to the reuse queue, and
  /// `dequeueReusableCell(withReuseIdentifier:for:)` reuses them after `prepareForReuse()`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in, as UIKit's.
    public enum ScrollDirection: Int, Sendable {
      /// Top to bottom.
      case vertical = 0
      /// Leading to trailing.
      case horizontal = 1
    }

    /// What an element of a collection view is, as UIKit's.
    public enum ElementCategory: UInt, Sendable {
      /// A cell.
      case cell = 0
      /// A supplementary view (a header or footer).
      case supplementaryView = 1
      /// A decoration view.
      case decorationView = 2
    }

    /// Where an item ends up after scrolling to it, as UIKit's.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
      /// The raw bits.
      public let rawValue: UInt

      /// Creates a position from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// At the top.
      public static let top = ScrollPosition(rawValue: 1 << 0)
      /// Centred vertically.
      public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
      /// At the bottom.
      public static let bottom = ScrollPosition(rawValue: 1 << 2)
      /// At the left.
      public static let left = ScrollPosition(rawValue: 1 << 3)
      /// Centred horizontally.
      public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
      /// At the right.
      public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of section headers, as UIKit's.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of section footers, as UIKit's.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// UIKit's duration of batch update animations, in seconds.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
      didSet {
        oldValue.collectionView = nil
        collectionViewLayout.collectionView = self
        layoutNeedsRecomputing()
      }
    }

    /// The data source.
    open weak var dataSource: (any UICollectionViewDataSource)? {
      didSet { invalidateData() }
    }

    /// The delegate; it also hears about scrolling.
    open weak var delegate: (any UICollectionViewDelegate)? {
      didSet { layoutNeedsRecomputing() }
    }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate ?? plainScrollDelegate }

    override func assignScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) {
      assignScrollDelegate(delegate, as: (any UICollectionViewDelegate).self) { self.delegate = $0 }
    }

    /// The view behind the content, sized to the collection view.
    open var backgroundView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let backgroundView {
          insertSubview(backgroundView, at: 0)
          backgroundView.frame = bounds
        }
      }
    }

    /// Whether the user can select items; `true` by default (in code too: see `selectItem`).
    open var allowsSelection = true

    /// Whether the user can select several items; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether the user can select items while editing; `false` by default.
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several items while editing; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the collection view is editing; `false` by default.
    open var isEditing = false

    /// Whether cells are prefetched; stored only.
    open var isPrefetchingEnabled = true

    /// Whether the selection follows the keyboard focus; stored only.
    open var selectionFollowsFocus = false

    // MARK: State

    /// The counts, the cells on show, the selection, the batches and the reuse of cells.
    lazy var list = ListCore(host: self, wording: .collection, reuseOrder: .oldestFirst)
    private var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Supplementary elements whose data source gave no view (its default), not asked again.
    private var absentSupplementaries: Set<SupplementaryKey> = []
    private var layoutDirty = true
    private var lastLayoutSize: CGSize?
    private typealias SupplementaryPool =
      ReusePool<SupplementaryRegistrationKey, UICollectionReusableView>
    /// Retired supplementary views, by kind and reuse identifier.
    private var supplementaryPool = SupplementaryPool(order: .oldestFirst)
    var registeredCellClasses: [String: UICollectionReusableView.Type] = [:]
    var registeredSupplementaryClasses:
      [SupplementaryRegistrationKey: UICollectionReusableView.Type] =
        [:]
    /// Nibs registered for cells, by reuse identifier (see `register(_:forCellWithReuseIdentifier:)`
    /// in UINib.swift); a class registered later replaces one, as in UIKit.
    var registeredCellNibs: [String: UINib] = [:]
    /// Nibs registered for supplementary views, by kind and reuse identifier.
    var registeredSupplementaryNibs: [SupplementaryRegistrationKey: UINib] = [:]

    struct SupplementaryKey: Hashable, Comparable {
      var kind: String
      var indexPath: IndexPath

      static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind, lhs.indexPath) < (rhs.kind, rhs.indexPath)
      }
    }

    struct SupplementaryRegistrationKey: Hashable {
      var kind: String
      var identifier: String
    }

    // MARK: Initialisers

    /// Creates a collection view with a frame and a layout.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - layout: The layout that places the items.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      self.collectionViewLayout = layout
      super.init(frame: frame)
      layout.collectionView = self
    }

    /// Creates a collection view from an archive; HeadlessUIKit has none, so it has a flow layout.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.collectionViewLayout = UICollectionViewFlowLayout()
      super.init(coder: coder)
      collectionViewLayout.collectionView = self
    }

    /// Changes the layout.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether to animate, ignored.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
      collectionViewLayout = layout
    }

    /// Changes the layout, then calls a completion on a later turn.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether to animate, ignored.
    ///   - completion: Called with `true` on a later turn.
    open func setCollectionViewLayout(
      _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
      collectionViewLayout = layout
      Scheduler.enqueue(in: window) { completion?(true) }
    }

    // MARK: Data

    /// Forgets the data, the cells and the selection; they are requested again at the next
    /// layout pass or access.
    open func reloadData() {
      invalidateData()
    }

    private func invalidateData() {
      list.invalidate()
      layoutNeedsRecomputing()
    }

    /// Marks the frames for recomputing at the next layout pass or access.
    func layoutNeedsRecomputing() {
      layoutDirty = true
      setNeedsLayout()
    }

    /// The number of sections, read from the data source if needed.
    open var numberOfSections: Int {
      list.counts.count
    }

    /// The number of items in a section (0 out of range), read from the data source if needed.
    ///
    /// - Parameter section: The section.
    open func numberOfItems(inSection section: Int) -> Int {
      list.count(inSection: section)
    }

    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier; `nil` removes the registration.
    ///
    /// - Parameters:
    ///   - cellClass: A `UICollectionViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      registeredCellClasses[identifier] = cellClass.flatMap { $0 as? UICollectionViewCell.Type }
      registeredCellNibs[identifier] = nil
    }

    /// Registers a supplementary view class for a kind and a reuse identifier; `nil` removes it.
    ///
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass, or `nil`.
    ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - identifier: The reuse identifier.
    open func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      let key = SupplementaryRegistrationKey(kind: elementKind, identifier: identifier)
      registeredSupplementaryClasses[key] =
        viewClass.flatMap { $0 as? UICollectionReusableView.Type }
      registeredSupplementaryNibs[key] = nil
    }

    /// A reusable cell for a registered identifier: a queued one (after `prepareForReuse()`), or
    /// a new one of the registered class.
    ///
    /// An unregistered identifier reports UIKit's exception ("could not dequeue a view of kind:
    /// UICollectionElementKindCell with identifier …") and returns a plain cell, so the test goes on.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The item the cell is for.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    {
      if let cell = list.dequeueCell(withIdentifier: identifier)
        ?? makeRegistered(
          nib: registeredCellNibs[identifier], viewClass: registeredCellClasses[identifier],
          identifier: identifier)
      {
        return cell
      }
      reportUIKitException(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
      return UICollectionViewCell(frame: .zero)
    }

    /// A reusable supplementary view for a registered kind and identifier.
    ///
    /// An unregistered one reports UIKit's exception ("could not dequeue a view of kind: …") and
    /// returns a plain view, so the test goes on.
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The supplementary view's index path.
    open func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      let key = SupplementaryRegistrationKey(kind: elementKind, identifier: identifier)
      if let view = supplementaryPool.dequeue(key)
        ?? makeRegistered(
          nib: registeredSupplementaryNibs[key], viewClass: registeredSupplementaryClasses[key],
          identifier: identifier)
      {
        return view
      }
      reportUIKitException(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
      return UICollectionReusableView(frame: .zero)
    }

    /// A new view for a registration: its nib's (a plain view when the nib holds none), else one
    /// of its class; `nil` when neither is registered or the class makes another kind of view.
    ///
    /// - Parameters:
    ///   - nib: The registered nib, which wins over a class.
    ///   - viewClass: The registered class.
    ///   - identifier: The reuse identifier.
    private func makeRegistered<View: UICollectionReusableView>(
      nib: UINib?, viewClass: UICollectionReusableView.Type?, identifier: String
    ) -> View? {
      guard let nib else {
        return viewClass?.init(headlessReuseIdentifier: identifier) as? View
      }
      let view =
        nib.instantiateRegisteredView(View.self, identifier: identifier)
        ?? View(headlessReuseIdentifier: identifier)
      view.headlessReuseIdentifier = identifier
      return view
    }

    private func retire(_ view: UICollectionReusableView, at key: SupplementaryKey) {
      view.removeFromSuperview()
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
      if let identifier = view.reuseIdentifier {
        supplementaryPool.enqueue(
          view, under: SupplementaryRegistrationKey(kind: key.kind, identifier: identifier))
      }
    }

    // MARK: Cells

    /// The cell of an item (every item is visible in HeadlessUIKit), or `nil` out of range.
    ///
    /// - Parameter indexPath: The item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      updateCellsIfNeeded()
      return list.cells[indexPath]
    }

    /// The cells on show: every item's, in index path order.
    open var visibleCells: [UICollectionViewCell] {
      updateCellsIfNeeded()
      return list.cellsInOrder
    }

    /// The index paths of the items on show: every item's, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
      updateCellsIfNeeded()
      return list.cells.keys.sorted()
    }

    /// The index path of a cell on show, or `nil`.
    ///
    /// - Parameter cell: The cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
      list.indexPath(of: cell)
    }

    /// The index path of the item at a point of the content, or `nil`.
    ///
    /// - Parameter point: The point.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
      updateCellsIfNeeded()
      return list.cells.filter { $0.value.frame.contains(point) }.keys.min()
    }

    /// The supplementary view on show for a kind and an index path, or `nil`.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: The supplementary view's index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionReusableView?
    {
      updateCellsIfNeeded()
      return supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind on show, in index path order.
    ///
    /// - Parameter elementKind: The kind.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
      indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
        supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: $0)]
      }
    }

    /// The index paths of the supplementary views of a kind on show, in order.
    ///
    /// - Parameter elementKind: The kind.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
      updateCellsIfNeeded()
      return supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout attributes of an item, as the layout computes them.
    ///
    /// - Parameter indexPath: The item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      updateCellsIfNeeded()
      return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of a supplementary view, as the layout computes them.
    ///
    /// - Parameters:
    ///   - kind: The kind.
    ///   - indexPath: The supplementary view's index path.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      updateCellsIfNeeded()
      return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Lays the cells out, requesting them from the data source first if needed.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutDirty = true
      updateCellsIfNeeded()
    }

    private func updateCellsIfNeeded() {
      guard dataSource != nil || !list.cells.isEmpty || !supplementaryViews.isEmpty else { return }
      list.updateCells {
        if list.retireCellsIfInvalid() {
          retireSupplementaryViews()
          layoutDirty = true
        }
        guard let dataSource else { return }
        if !layoutDirty && lastLayoutSize == bounds.size && list.hasMaterializedCells
          && list.cells.count == list.allIndexPaths.count
        {
          return
        }
        let attributes = computeLayout()
        list.showMissingCells { indexPath in
          dataSource.collectionView(self, cellForItemAt: indexPath)
        } willShow: { cell, indexPath in
          if list.isSelected(indexPath) != cell.isSelected {
            cell.isSelected = list.isSelected(indexPath)
          }
          place(cell, attributes.items[indexPath])
          delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        for (indexPath, cell) in list.cells { place(cell, attributes.items[indexPath]) }
        updateSupplementaryViews(attributes, dataSource: dataSource)
      }
    }

    private func updateSupplementaryViews(
      _ attributes: ComputedLayout, dataSource: any UICollectionViewDataSource
    ) {
      for key in supplementaryViews.keys.sorted() where attributes.supplementaries[key] == nil {
        if let view = supplementaryViews.removeValue(forKey: key) { retire(view, at: key) }
      }
      for key in attributes.supplementaries.keys.sorted() {
        if let view = supplementaryViews[key] {
          place(view, attributes.supplementaries[key])
          continue
        }
        guard !absentSupplementaries.contains(key) else { continue }
        let view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        guard !(view is AbsentSupplementaryView) else {
          absentSupplementaries.insert(key)
          continue
        }
        supplementaryViews[key] = view
        place(view, attributes.supplementaries[key])
        delegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        if view.superview !== self { addSubview(view) }
      }
    }

    /// Retires every supplementary view: they are requested again.
    private func retireSupplementaryViews() {
      for (key, view) in supplementaryViews.sorted(by: { $0.key < $1.key }) {
        retire(view, at: key)
      }
      supplementaryViews.removeAll()
      absentSupplementaries.removeAll()
    }

    private func place(
      _ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes?
    ) {
      guard let attributes else { return }
      view.apply(attributes)
      view.frame = attributes.frame
      view.isHidden = attributes.isHidden
      view.alpha = attributes.alpha
    }

    private struct ComputedLayout {
      var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
      var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    }

    /// Asks the layout for every element's attributes (see the type's documentation).
    private func computeLayout() -> ComputedLayout {
      layoutDirty = false
      lastLayoutSize = bounds.size
      collectionViewLayout.collectionView = self
      collectionViewLayout.prepare()
      contentSize = collectionViewLayout.collectionViewContentSize
      backgroundView?.frame = bounds
      let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
      var result = ComputedLayout()
      for attributes in collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? [] {
        switch attributes.representedElementCategory {
        case .cell:
          result.items[attributes.indexPath] = attributes
        case .supplementaryView:
          guard let kind = attributes.representedElementKind else { continue }
          result.supplementaries[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] =
            attributes
        case .decorationView:
          continue
        }
      }
      for indexPath in list.allIndexPaths where result.items[indexPath] == nil {
        result.items[indexPath] = collectionViewLayout.layoutAttributesForItem(at: indexPath)
      }
      return result
    }

    // MARK: Selection

    /// The selected items, in order; empty when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
      list.selection.sorted()
    }

    /// Selects an item in code: calls no delegate method, as UIKit.
    ///
    /// Does nothing when `allowsSelection` is `false`, as UIKit documents. Without multiple
    /// selection the previous selection is cleared; `nil` clears it. Items out of range are
    /// ignored.
    /// - Parameters:
    ///   - indexPath: The item, or `nil` to clear the selection.
    ///   - animated: Whether to animate, ignored.
    ///   - scrollPosition: Where to scroll the item; `[]` for no scrolling.
    open func selectItem(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
      guard allowsSelection || allowsMultipleSelection,
        list.select(indexPath, keepingOthers: multipleSelectionActive), let indexPath,
        !scrollPosition.isEmpty
      else { return }
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects an item in code: calls no delegate method, as UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether to animate, ignored.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
      list.setSelected(false, at: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so that an item shows at a position.
    ///
    /// The offset is clamped to the content. `[]` scrolls as little as possible.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - scrollPosition: Where it ends up.
    ///   - animated: Whether to animate.
    open func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      guard let rect = cellForItem(at: indexPath)?.frame else { return }
      var offset = contentOffset
      if scrollPosition.contains(.top) { offset.y = rect.minY }
      if scrollPosition.contains(.centeredVertically) { offset.y = rect.midY - bounds.height / 2 }
      if scrollPosition.contains(.bottom) { offset.y = rect.maxY - bounds.height }
      if scrollPosition.contains(.left) { offset.x = rect.minX }
      if scrollPosition.contains(.centeredHorizontally) { offset.x = rect.midX - bounds.width / 2 }
      if scrollPosition.contains(.right) { offset.x = rect.maxX - bounds.width }
      guard !scrollPosition.isEmpty else {
        scrollRectToVisible(rect, animated: animated)
        return
      }
      offset.x = min(max(0, offset.x), max(0, contentSize.width - bounds.width))
      offset.y = min(max(0, offset.y), max(0, contentSize.height - bounds.height))
      setContentOffset(offset, animated: animated)
    }

    // MARK: Updates

    /// Inserts items; the data source must already include them.
    ///
    /// - Parameter indexPaths: The new items' index paths (after the update).
    open func insertItems(at indexPaths: [IndexPath]) {
      record { $0.insertedRows += indexPaths }
    }

    /// Deletes items; the data source must already exclude them.
    ///
    /// - Parameter indexPaths: The deleted items' index paths (before the update).
    open func deleteItems(at indexPaths: [IndexPath]) {
      record { $0.deletedRows += indexPaths }
    }

    /// Reloads items: their cells are requested again (new cells).
    ///
    /// - Parameter indexPaths: The items' index paths (before the update).
    open func reloadItems(at indexPaths: [IndexPath]) {
      record { $0.reloadedRows += indexPaths }
    }

    /// Reconfigures items: in HeadlessUIKit, the same as `reloadItems(at:)`.
    ///
    /// - Parameter indexPaths: The items' index paths.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
      reloadItems(at: indexPaths)
    }

    /// Moves an item; its cell and selection move with it.
    ///
    /// - Parameters:
    ///   - indexPath: Where the item was (before the update).
    ///   - newIndexPath: Where it goes (after the update).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections; the data source must already include them.
    ///
    /// - Parameter sections: The new sections' indexes (after the update).
    open func insertSections(_ sections: IndexSet) {
      record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections; the data source must already exclude them.
    ///
    /// - Parameter sections: The deleted sections' indexes (before the update).
    open func deleteSections(_ sections: IndexSet) {
      record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their cells are requested again.
    ///
    /// - Parameter sections: The sections' indexes (before the update).
    open func reloadSections(_ sections: IndexSet) {
      record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section; HeadlessUIKit reloads the data at the end of the batch instead.
    ///
    /// - Parameters:
    ///   - section: The section's index before the update.
    ///   - newSection: Its index after the update.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      record { $0.movesSections = true }
    }

    /// Groups updates so they apply together, checked against the data source at the end.
    ///
    /// - Parameters:
    ///   - updates: The insertions, deletions, reloads and moves.
    ///   - completion: Called with `true` after the update's animation (0.3 s in a window, scaled
    ///     by the layer's speed; the next turn otherwise or without animations).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      list.beginBatch()
      updates?()
      endBatch()
      runTransition(
        in: window, animated: window != nil, duration: Self.updateAnimationDuration,
        label: "collection updates"
      ) { completion?(true) }
    }

    /// Ends a batch; the outermost one applies its updates (a moved section reloads the data).
    private func endBatch() {
      guard let pending = list.endBatch() else { return }
      if pending.movesSections {
        invalidateData()
        return
      }
      let outcome = list.apply(pending)
      guard outcome != .unread else { return invalidateData() }
      if let message = outcome.failure {
        reportUIKitException(message)
      } else {
        // Supplementary views are rebuilt: their index paths follow the sections.
        retireSupplementaryViews()
      }
      layoutDirty = true
      if list.hasMaterializedCells { updateCellsIfNeeded() }
      setNeedsLayout()
    }

    private func record(_ change: (inout ListBatch) -> Void) {
      list.beginBatch()
      list.record(change)
      endBatch()
    }
  }

  extension UICollectionView: ListHost {
    func readSectionCounts() -> [Int] {
      guard let dataSource else { return [] }
      let sections = max(0, dataSource.numberOfSections(in: self))
      return (0..<sections).map {
        max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
      }
    }

    func cellDidEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }
#endif
