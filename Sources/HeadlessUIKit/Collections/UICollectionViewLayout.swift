#if !canImport(UIKit)
  import Foundation

  /// Where a collection view element sits, as UIKit's layout attributes describe it.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's frame in the collection view's content.
    open var frame = CGRect.zero

    /// The element's affine transform; stored only (frames are laid out untransformed).
    open var transform = CGAffineTransform.identity

    /// The element's 3D transform; stored only.
    open var transform3D = CATransform3DIdentity

    /// The element's centre.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }

    /// The element's size.
    open var size: CGSize {
      get { frame.size }
      set { frame.size = newValue }
    }

    /// The element's bounds.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }

    /// The element's opacity; stored only.
    open var alpha: CGFloat = 1

    /// The element's stacking order; stored only.
    open var zIndex = 0

    /// Whether the element is hidden.
    open var isHidden = false

    /// The element's index path.
    open var indexPath: IndexPath

    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory

    /// The kind of a supplementary or decoration view; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Creates attributes for the cell of an item.
    ///
    /// - Parameter indexPath: The item.
    public convenience init(forCellWith indexPath: IndexPath) {
      self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Creates attributes for a supplementary view.
    ///
    /// - Parameters:
    ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - indexPath: The supplementary view's index path.
    public convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Creates attributes for a decoration view.
    ///
    /// - Parameters:
    ///   - decorationViewKind: The kind.
    ///   - indexPath: The decoration view's index path.
    public convenience init(
      forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
    ) {
      self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Creates attributes of the cell at the first index path. As in UIKit (whose class methods
    /// make the others), it is the designated initialiser: a subclass with no initialiser of its
    /// own inherits `init(forCellWith:)` and the others. It is `required`, so `copy(with:)` makes
    /// an instance of the subclass, as UIKit's `+[self class] alloc` does.
    public required override init() {
      indexPath = IndexPath(item: 0, section: 0)
      representedElementCategory = .cell
      super.init()
    }

    convenience init(
      category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath
    ) {
      self.init()
      self.representedElementCategory = category
      self.representedElementKind = kind
      self.indexPath = indexPath
    }

    /// A copy of the same class with the same values, as custom layouts take of their
    /// superclass's attributes (`attributes.copy() as! UICollectionViewLayoutAttributes`). A
    /// subclass with values of its own overrides this, calls `super`, and copies them, as in
    /// UIKit.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = (type(of: self) as UICollectionViewLayoutAttributes.Type).init()
      copy.frame = frame
      copy.transform = transform
      copy.transform3D = transform3D
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.isHidden = isHidden
      copy.indexPath = indexPath
      copy.representedElementCategory = representedElementCategory
      copy.representedElementKind = representedElementKind
      return copy
    }
  }

  /// An insertion, deletion, reload or move a collection view's layout is told of, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewUpdateItem: NSObject {
    /// What the update does, as UIKit's.
    public enum Action: Int, Sendable {
      case insert = 0
      case delete = 1
      case reload = 2
      case move = 3
      case none = 4
    }

    /// The element's index path before the update (`nil` for an insertion).
    open internal(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (`nil` for a deletion).
    open internal(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    open internal(set) var updateAction: Action = .none
  }

  /// What a layout invalidation covers, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is recomputed; HeadlessUIKit always recomputes everything.
    open var invalidateEverything: Bool { true }
    /// Whether the item counts are read again.
    open var invalidateDataSourceCounts: Bool { true }
    /// A change to the content offset.
    open var contentOffsetAdjustment = CGPoint.zero
    /// A change to the content size.
    open var contentSizeAdjustment = CGSize.zero
    /// The items marked invalid.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// Marks items invalid.
    ///
    /// - Parameter indexPaths: The items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
      invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
  }

  /// Computes where a collection view's cells and supplementary views go, as UIKit's.
  ///
  /// HeadlessUIKit asks a layout as UIKit does: `prepare()`, then
  /// `layoutAttributesForElements(in:)` over the whole content (every element is on show), then
  /// `layoutAttributesForItem(at:)` for any item the answer left out. The base class lays
  /// nothing out (every frame is zero).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewLayout: NSObject {
    /// The collection view that uses the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
      super.init()
    }

    /// Creates a layout from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes the layout; called before each layout pass. Nothing by default.
    open func prepare() {}

    /// The size of the whole content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements in a rectangle; `nil` by default.
    ///
    /// - Parameter rect: The rectangle, in content coordinates.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      nil
    }

    /// The attributes of an item's cell; `nil` by default.
    ///
    /// - Parameter indexPath: The item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }

    /// The attributes of a supplementary view; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: The supplementary view's index path.
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      nil
    }

    /// Marks the layout as needing a new pass: the collection view lays out again.
    open func invalidateLayout() {
      collectionView?.layoutNeedsRecomputing()
    }

    /// Whether a bounds change invalidates the layout; `false` by default (HeadlessUIKit lays
    /// out again whenever the size changes).
    ///
    /// - Parameter newBounds: The new bounds.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass {
      UICollectionViewLayoutInvalidationContext.self
    }

    /// The context of an invalidation for a bounds change.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: A context.
    open func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      UICollectionViewLayoutInvalidationContext()
    }

    /// Marks the layout as needing a new pass, for what a context covers (everything here).
    ///
    /// - Parameter context: The context.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      invalidateLayout()
    }

    /// Whether a cell's preferred attributes invalidate the layout; `false` by default.
    ///
    /// - Parameters:
    ///   - preferredAttributes: The cell's.
    ///   - originalAttributes: The layout's.
    open func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The attributes of a decoration view; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: Its index path.
    open func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers a class for decoration views of a kind; recorded only (HeadlessUIKit shows no
    /// decoration views).
    ///
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - elementKind: The kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
      decorationClasses[elementKind] = viewClass
    }

    /// Registers a nib for decoration views of a kind; recorded only.
    ///
    /// - Parameters:
    ///   - nib: The nib.
    ///   - elementKind: The kind.
    #if canImport(ObjectiveC)
      @objc(registerNib:forDecorationViewOfKind:)
    #endif
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
      decorationNibs[elementKind] = nib
    }

    private var decorationClasses: [String: AnyClass?] = [:]
    private var decorationNibs: [String: UINib?] = [:]

    /// Where scrolling stops, for a proposed offset; the proposed offset by default.
    ///
    /// - Parameter proposedContentOffset: The proposed offset.
    /// - Returns: The offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    { proposedContentOffset }

    /// Where a flick stops; the proposed offset by default (paging layouts override this).
    ///
    /// - Parameters:
    ///   - proposedContentOffset: Where scrolling would stop.
    ///   - velocity: The flick's velocity.
    /// - Returns: The offset.
    open func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Prepares for insertions, deletions, reloads and moves; nothing by default.
    ///
    /// - Parameter updateItems: The updates.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Ends the updates' animations' preparation; nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Prepares for an animated bounds change; nothing by default.
    ///
    /// - Parameter oldBounds: The bounds before.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    /// Ends an animated bounds change; nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    /// Prepares for a transition to another layout; nothing by default.
    ///
    /// - Parameter newLayout: The other layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Prepares for a transition from another layout; nothing by default.
    ///
    /// - Parameter oldLayout: The other layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Ends a layout transition; nothing by default.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item's cell starts its animation; `nil` (its final place) by default.
    ///
    /// - Parameter itemIndexPath: The item.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted item's cell ends its animation; `nil` by default.
    ///
    /// - Parameter itemIndexPath: The item.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an inserted supplementary view starts its animation; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: Its index path.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted supplementary view ends its animation; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - elementIndexPath: Its index path.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether the layout flips in a right-to-left language; `true` by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  }

  /// Lays items out in lines that wrap, with optional section headers and footers, as UIKit's.
  ///
  /// **Model:** every section starts on a new line after the previous section. Vertically (the
  /// default) a section is: the header (`headerReferenceSize.height`, full width), the top
  /// inset, lines of items, the bottom inset, the footer. A line takes items left to right while
  /// they fit in the width between the section's left and right insets with at least
  /// `minimumInteritemSpacing` between them; a line with several items is justified (the spare
  /// width is shared equally between its gaps), a line with one item has it centred; items are
  /// centred vertically in their line, and lines are `minimumLineSpacing` apart. Horizontally,
  /// the same with the axes swapped (columns top to bottom, the header's width). Sizes come from
  /// the `UICollectionViewDelegateFlowLayout` methods when the delegate adopts it, else from the
  /// properties. Cells don't size themselves: a non-zero `estimatedItemSize` is used as the size.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What a section's insets are measured from, as UIKit's.
    public enum SectionInsetReference: Int, Sendable {
      /// The content inset.
      case fromContentInset = 0
      /// The safe area.
      case fromSafeArea = 1
      /// The layout margins.
      case fromLayoutMargins = 2
    }

    /// The value of `estimatedItemSize` that asks cells to size themselves.
    nonisolated public static let automaticSize = CGSize(
      width: CGFloat.greatestFiniteMagnitude, height: 1)

    /// The items' size; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
      didSet { invalidateLayout() }
    }

    /// The items' estimated size; zero (no self-sizing) by default.
    open var estimatedItemSize = CGSize.zero {
      didSet { invalidateLayout() }
    }

    /// The spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
      didSet { invalidateLayout() }
    }

    /// The spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
      didSet { invalidateLayout() }
    }

    /// The insets of every section.
    open var sectionInset = UIEdgeInsets.zero {
      didSet { invalidateLayout() }
    }

    /// What the section insets are measured from; stored only.
    open var sectionInsetReference = SectionInsetReference.fromContentInset

    /// The scrolling direction; vertical by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
      didSet { invalidateLayout() }
    }

    /// The size of section headers (zero: none); only the height counts vertically, the width
    /// horizontally.
    open var headerReferenceSize = CGSize.zero {
      didSet { invalidateLayout() }
    }

    /// The size of section footers (zero: none).
    open var footerReferenceSize = CGSize.zero {
      didSet { invalidateLayout() }
    }

    /// Whether headers stay at the top while scrolling; stored only.
    open var sectionHeadersPinToVisibleBounds = false

    /// Whether footers stay at the bottom while scrolling; stored only.
    open var sectionFootersPinToVisibleBounds = false

    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] =
      [:]
    private var contentSize = CGSize.zero

    /// The item size before the delegate is asked: `estimatedItemSize` when set, else `itemSize`.
    var baseItemSize: CGSize {
      estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize
        ? itemSize : estimatedItemSize
    }

    /// The size of the content laid out by the last `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every section out (see the type's model).
    open override func prepare() {
      super.prepare()
      itemAttributes.removeAll()
      supplementaryAttributes.removeAll()
      contentSize = .zero
      guard let collectionView else { return }
      let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
      let vertical = scrollDirection == .vertical
      let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
      var main: CGFloat = 0
      func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect
      {
        vertical
          ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
          : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
      }
      for section in 0..<collectionView.numberOfSections {
        let headerPath = IndexPath(item: 0, section: section)
        let header =
          flow?.collectionView(
            collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize
        let headerLength = vertical ? header.height : header.width
        if headerLength > 0 {
          let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: headerPath)
          attributes.frame = rect(
            main: main, cross: 0, mainLength: headerLength, crossLength: crossExtent)
          supplementaryAttributes[UICollectionView.elementKindSectionHeader, default: [:]][
            headerPath] = attributes
          main += headerLength
        }
        let insets =
          flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
          ?? sectionInset
        let lineSpacing =
          flow?.collectionView(
            collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing
        let itemSpacing =
          flow?.collectionView(
            collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing
        let crossStart = vertical ? insets.left : insets.top
        let available = crossExtent - crossStart - (vertical ? insets.right : insets.bottom)
        main += vertical ? insets.top : insets.left
        var lines: [[(IndexPath, CGSize)]] = []
        var line: [(IndexPath, CGSize)] = []
        var lineLength: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: section) {
          let path = IndexPath(item: item, section: section)
          let size =
            flow?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? baseItemSize
          let length = vertical ? size.width : size.height
          if !line.isEmpty && lineLength + itemSpacing + length > available + 0.0001 {
            lines.append(line)
            line = []
            lineLength = 0
          }
          lineLength += (line.isEmpty ? 0 : itemSpacing) + length
          line.append((path, size))
        }
        if !line.isEmpty { lines.append(line) }
        for (index, line) in lines.enumerated() {
          if index > 0 { main += lineSpacing }
          let lengths = line.map { vertical ? $0.1.width : $0.1.height }
          let depths = line.map { vertical ? $0.1.height : $0.1.width }
          let depth = depths.max() ?? 0
          let spare = available - lengths.reduce(0, +)
          var cross: CGFloat
          var gap: CGFloat
          if line.count == 1 {
            cross = crossStart + max(0, spare) / 2
            gap = 0
          } else {
            cross = crossStart
            gap = max(itemSpacing, spare / CGFloat(line.count - 1))
          }
          for (position, (path, _)) in line.enumerated() {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = rect(
              main: main + (depth - depths[position]) / 2, cross: cross,
              mainLength: depths[position], crossLength: lengths[position])
            itemAttributes[path] = attributes
            cross += lengths[position] + gap
          }
          main += depth
        }
        main += vertical ? insets.bottom : insets.right
        let footer =
          flow?.collectionView(
            collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize
        let footerLength = vertical ? footer.height : footer.width
        if footerLength > 0 {
          let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: headerPath)
          attributes.frame = rect(
            main: main, cross: 0, mainLength: footerLength, crossLength: crossExtent)
          supplementaryAttributes[UICollectionView.elementKindSectionFooter, default: [:]][
            headerPath] = attributes
          main += footerLength
        }
      }
      contentSize =
        vertical
        ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    /// The attributes of the items and headers/footers whose frames meet a rectangle.
    ///
    /// - Parameter rect: The rectangle, in content coordinates.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let all =
        itemAttributes.sorted { $0.key < $1.key }.map(\.value)
        + supplementaryAttributes.sorted { $0.key < $1.key }.flatMap { entry in
          entry.value.sorted { $0.key < $1.key }.map(\.value)
        }
      return all.filter { $0.frame.intersects(rect) || rect.contains($0.frame.origin) }
    }

    /// The attributes of an item's cell, or `nil` out of range.
    ///
    /// - Parameter indexPath: The item.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      itemAttributes[indexPath]
    }

    /// The attributes of a section header or footer, or `nil`.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: The section's index path (item 0).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      supplementaryAttributes[elementKind]?[indexPath]
    }
  }
#endif
