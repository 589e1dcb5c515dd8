#if !canImport(UIKit)
  import Foundation

  /// A length of a compositional layout element, absolute or relative to its container, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind

    /// The value: a fraction, or a length in points.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
      self.kind = kind
      self.dimension = dimension
      super.init()
    }

    /// A fraction of the container's width.
    ///
    /// - Parameter fractionalWidth: The fraction.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    ///
    /// - Parameter fractionalHeight: The fraction.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension
    {
      NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A length in points.
    ///
    /// - Parameter absoluteDimension: The length.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimated length; HeadlessUIKit uses the estimate (cells don't size themselves).
    ///
    /// - Parameter estimatedDimension: The estimate.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
      NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }

    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }

    /// Whether the dimension is absolute.
    public var isAbsolute: Bool { kind == .absolute }

    /// Whether the dimension is estimated.
    public var isEstimated: Bool { kind == .estimated }

    func resolve(in container: CGSize) -> CGFloat {
      switch kind {
      case .fractionalWidth: dimension * container.width
      case .fractionalHeight: dimension * container.height
      case .absolute, .estimated: dimension
      }
    }
  }

  /// A width and a height of a compositional layout element, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension

    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(
      widthDimension width: NSCollectionLayoutDimension,
      heightDimension height: NSCollectionLayoutDimension
    ) {
      self.widthDimension = width
      self.heightDimension = height
      super.init()
    }

    func resolve(in container: CGSize) -> CGSize {
      CGSize(
        width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container)
      )
    }
  }

  /// The spacing between the items of a group, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points.
    public let spacing: CGFloat

    /// Whether the spacing is fixed.
    public let isFixedSpacing: Bool

    /// Whether the spacing is a minimum that may grow.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
      self.spacing = spacing
      self.isFixedSpacing = fixed
      super.init()
    }

    /// A fixed spacing.
    ///
    /// - Parameter fixedSpacing: The spacing in points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
      NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// A minimum spacing; HeadlessUIKit uses it as fixed.
    ///
    /// - Parameter flexibleSpacing: The minimum spacing in points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
      NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
  }

  /// Spacing around an item, as UIKit's; HeadlessUIKit stores it only.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The leading spacing.
    public let leading: NSCollectionLayoutSpacing?
    /// The top spacing.
    public let top: NSCollectionLayoutSpacing?
    /// The trailing spacing.
    public let trailing: NSCollectionLayoutSpacing?
    /// The bottom spacing.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    ///
    /// - Parameters:
    ///   - leading: The leading spacing.
    ///   - top: The top spacing.
    ///   - trailing: The trailing spacing.
    ///   - bottom: The bottom spacing.
    public init(
      leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
      trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
      super.init()
    }
  }

  /// Where a supplementary item sits on its container, as UIKit's.
  public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// At the top.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// At the leading edge.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// At the bottom.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// At the trailing edge.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8
  }

  /// One item of a compositional layout: a size and insets, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize

    /// The supplementary items attached to the item; HeadlessUIKit stores them only.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Insets of the item's content within its slot.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// Spacing around the item; stored only.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
      self.layoutSize = size
      self.supplementaryItems = supplementaryItems
      super.init()
    }

    /// Creates an item of a size.
    ///
    /// - Parameter layoutSize: The size, relative to its group.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
      self.init(size: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of a size with supplementary items.
    ///
    /// - Parameters:
    ///   - layoutSize: The size, relative to its group.
    ///   - supplementaryItems: The supplementary items (stored only).
    public convenience init(
      layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
      self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }
  }

  /// Items laid out along an axis, as UIKit's.
  ///
  /// **Model:** a group places its subitems one after another along its axis, starting at its
  /// leading (or top) edge, `interItemSpacing` apart; it repeats the subitems in order while the
  /// next one fits (the first always goes in). With `subitem:count:` it places exactly `count`,
  /// sharing the length equally. Sizes resolve against the group's size less its insets.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let isHorizontal: Bool
    let fixedCount: Int?

    /// The items the group lays out.
    public let subitems: [NSCollectionLayoutItem]

    /// The spacing between items.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(
      size: NSCollectionLayoutSize, horizontal: Bool, subitems: [NSCollectionLayoutItem],
      count: Int?
    ) {
      self.isHorizontal = horizontal
      self.subitems = subitems
      self.fixedCount = count.map { max(1, $0) }
      super.init(size: size, supplementaryItems: [])
    }

    /// A group that lays its subitems out left to right, repeating them while they fit.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The subitems.
    public static func horizontal(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(size: layoutSize, horizontal: true, subitems: subitems, count: nil)
    }

    /// A group that lays its subitems out top to bottom, repeating them while they fit.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The subitems.
    public static func vertical(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(size: layoutSize, horizontal: false, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of an item side by side, sharing the width equally.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    public static func horizontal(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(size: layoutSize, horizontal: true, subitems: [subitem], count: count)
    }

    /// A group of `count` copies of an item stacked, sharing the height equally.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    public static func vertical(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(
        size: layoutSize, horizontal: false, subitems: [subitem], count: count)
    }

    /// A group of `count` copies of an item side by side, sharing the width equally (iOS 16).
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - repeatingSubitem: The item.
    ///   - count: How many.
    public static func horizontal(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }

    /// A group of `count` copies of an item stacked, sharing the height equally (iOS 16).
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - repeatingSubitem: The item.
    ///   - count: How many.
    public static func vertical(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }

    /// The frames of the leaf items placed in a slot, at most `limit` of them.
    func place(in slot: CGRect, limit: Int) -> [CGRect] {
      let content = slot.insetBy(contentInsets)
      let spacing = interItemSpacing?.spacing ?? 0
      var position = isHorizontal ? content.minX : content.minY
      let end = isHorizontal ? content.maxX : content.maxY
      var frames: [CGRect] = []
      func slotFrame(_ size: CGSize) -> CGRect {
        isHorizontal
          ? CGRect(x: position, y: content.minY, width: size.width, height: size.height)
          : CGRect(x: content.minX, y: position, width: size.width, height: size.height)
      }
      if let fixedCount, let item = subitems.first {
        let axisLength = isHorizontal ? content.width : content.height
        let length = max(0, (axisLength - spacing * CGFloat(fixedCount - 1)) / CGFloat(fixedCount))
        for _ in 0..<fixedCount where frames.count < limit {
          let resolved = item.layoutSize.resolve(in: content.size)
          let size =
            isHorizontal
            ? CGSize(width: length, height: resolved.height)
            : CGSize(width: resolved.width, height: length)
          frames += Self.leaves(of: item, in: slotFrame(size), limit: limit - frames.count)
          position += length + spacing
        }
        return frames
      }
      guard !subitems.isEmpty else { return [] }
      var index = 0
      while frames.count < limit && index < 10_000 {
        let item = subitems[index % subitems.count]
        let size = item.layoutSize.resolve(in: content.size)
        let length = isHorizontal ? size.width : size.height
        if index > 0 && position + length > end + 0.0001 { break }
        if length <= 0 && index >= subitems.count { break }
        frames += Self.leaves(of: item, in: slotFrame(size), limit: limit - frames.count)
        position += length + spacing
        index += 1
      }
      return frames
    }

    static func leaves(of item: NSCollectionLayoutItem, in slot: CGRect, limit: Int) -> [CGRect] {
      guard limit > 0 else { return [] }
      if let group = item as? NSCollectionLayoutGroup { return group.place(in: slot, limit: limit) }
      return [slot.insetBy(item.contentInsets)]
    }
  }

  /// A supplementary view attached to a layout element, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view.
    public let elementKind: String

    /// The stacking order; stored only.
    public var zIndex = 1

    init(size: NSCollectionLayoutSize, elementKind: String) {
      self.elementKind = elementKind
      super.init(size: size, supplementaryItems: [])
    }
  }

  /// A header or footer of a section or of the whole layout, as UIKit's.
  ///
  /// **Model:** `.top`, `.topLeading` and `.topTrailing` items go before the section's groups
  /// (headers), the others after them (footers), each taking its resolved length along the
  /// scrolling axis; the width resolves against the section's width (less its insets while
  /// `supplementariesFollowContentInsets`). Pinning and offsets are stored only.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutBoundarySupplementaryItem:
    NSCollectionLayoutSupplementaryItem
  {
    /// Where the item sits on its section.
    public let alignment: NSRectAlignment

    /// An offset from the alignment; stored only.
    public let offset: CGPoint

    /// Whether the item stays on screen while its section scrolls; stored only.
    public var pinToVisibleBounds = false

    /// Whether the item extends the section's content area; stored only (it always does).
    public var extendsBoundary = true

    /// Creates a boundary supplementary item.
    ///
    /// - Parameters:
    ///   - layoutSize: Its size.
    ///   - elementKind: The kind of its view, such as `UICollectionView.elementKindSectionHeader`.
    ///   - alignment: Where it sits.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
        absoluteOffset: .zero)
    }

    /// Creates a boundary supplementary item with an offset.
    ///
    /// - Parameters:
    ///   - layoutSize: Its size.
    ///   - elementKind: The kind of its view.
    ///   - alignment: Where it sits.
    ///   - absoluteOffset: An offset (stored only).
    public init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
      absoluteOffset: CGPoint
    ) {
      self.alignment = alignment
      self.offset = absoluteOffset
      super.init(size: layoutSize, elementKind: elementKind)
    }

    var isLeadingBoundary: Bool { [.top, .topLeading, .topTrailing, .leading].contains(alignment) }
  }

  /// How a section scrolls across the layout's axis, as UIKit's.
  public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It doesn't: groups follow the layout's axis.
    case none = 0
    /// Continuous scrolling.
    case continuous = 1
    /// Continuous, stopping at group boundaries.
    case continuousGroupLeadingBoundary = 2
    /// Page by page.
    case paging = 3
    /// Group by group.
    case groupPaging = 4
    /// Group by group, centred.
    case groupPagingCentered = 5
  }

  /// A section of a compositional layout: a group repeated for its items, as UIKit's.
  ///
  /// **Model:** the group repeats along the layout's scrolling axis, `interGroupSpacing` apart,
  /// until the section's items are placed; with orthogonal scrolling the groups go side by side
  /// across the axis instead (a row that scrolls sideways; all its items are on show).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class NSCollectionLayoutSection: NSObject {
    /// The repeated group.
    public let group: NSCollectionLayoutGroup

    /// The insets around the groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// The spacing between groups.
    public var interGroupSpacing: CGFloat = 0

    /// How the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior
      .none

    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether headers and footers are inset like the groups; `true` by default.
    public var supplementariesFollowContentInsets = true

    /// Creates a section of a repeated group.
    ///
    /// - Parameter group: The group.
    public init(group: NSCollectionLayoutGroup) {
      self.group = group
      super.init()
    }

    /// A section laid out as a list, as UIKit's.
    ///
    /// **Model:** one full-width item per row, 44 points high (estimated); `.insetGrouped` and
    /// `.sidebar` rows are inset by 20 points on each side; a `.supplementary` header or footer
    /// mode adds a full-width 28-point boundary item.
    /// - Parameters:
    ///   - configuration: The list's configuration.
    ///   - layoutEnvironment: The environment (unused).
    public static func list(
      using configuration: UICollectionLayoutListConfiguration,
      layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      configuration.makeSection()
    }
  }

  /// A layout container's sizes, as UIKit's.
  @preconcurrency @MainActor
  public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    /// The content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
  }

  /// What a section provider knows about the layout's surroundings, as UIKit's.
  @preconcurrency @MainActor
  public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the sections lay out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
  }

  /// HeadlessUIKit's container: the collection view's bounds less its content inset.
  final class HeadlessLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
      self.contentSize = contentSize
      self.contentInsets = contentInsets
      super.init()
    }

    var effectiveContentSize: CGSize {
      CGSize(
        width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
        height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  }

  /// HeadlessUIKit's environment: its container and the collection view's traits.
  final class HeadlessLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
      self.container = container
      self.traitCollection = traitCollection
      super.init()
    }
  }

  /// Options of a whole compositional layout, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction sections follow; vertical by default.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// The spacing between sections.
    public var interSectionSpacing: CGFloat = 0

    /// Headers and footers of the whole layout; HeadlessUIKit stores them only.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration with UIKit's defaults.
    public override init() {
      super.init()
    }
  }

  /// Makes the section of an index, given the environment.
  public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  /// A layout composed of sections of groups of items, as UIKit's.
  ///
  /// **Model:** sections follow one another along the scrolling axis, `interSectionSpacing`
  /// apart; each one is its headers, its top inset, its groups (see
  /// ``NSCollectionLayoutSection``, ``NSCollectionLayoutGroup``), its bottom inset and its
  /// footers. Fractional dimensions resolve against their container: a group's against the
  /// collection view's size less the section's insets, an item's against its group's size less
  /// the group's insets. Estimated dimensions use the estimate. Item content insets shrink the
  /// cell inside its slot.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// The layout's configuration.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
      didSet { invalidateLayout() }
    }

    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] =
      [:]
    private var contentSize = CGSize.zero

    /// Creates a layout whose every section is the same.
    ///
    /// - Parameter section: The section.
    public convenience init(section: NSCollectionLayoutSection) {
      self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout whose every section is the same, with a configuration.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - configuration: The configuration.
    public convenience init(
      section: NSCollectionLayoutSection,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Creates a layout that asks for each section.
    ///
    /// - Parameter sectionProvider: Makes the section of an index.
    public convenience init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
    ) {
      self.init(
        sectionProvider: sectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout that asks for each section, with a configuration.
    ///
    /// - Parameters:
    ///   - sectionProvider: Makes the section of an index.
    ///   - configuration: The configuration.
    public init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      self.sectionProvider = sectionProvider
      self.configuration = configuration
      super.init()
    }

    /// Creates a layout from an archive; HeadlessUIKit has none, so it lays nothing out.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.sectionProvider = { _, _ in nil }
      self.configuration = UICollectionViewCompositionalLayoutConfiguration()
      super.init(coder: coder)
    }

    /// A layout whose every section is a list, as UIKit's.
    ///
    /// - Parameter configuration: The list's configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
      -> UICollectionViewCompositionalLayout
    {
      UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.makeSection() })
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
      let vertical = configuration.scrollDirection == .vertical
      let bounds = collectionView.bounds.size
      let inset = collectionView.contentInset
      let container = HeadlessLayoutContainer(
        contentSize: bounds,
        contentInsets: NSDirectionalEdgeInsets(
          top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
      let environment = HeadlessLayoutEnvironment(
        container: container, traitCollection: collectionView.traitCollection)
      let size = container.effectiveContentSize
      var cursor: CGFloat = 0
      for section in 0..<collectionView.numberOfSections {
        guard let layoutSection = sectionProvider(section, environment) else { continue }
        if section > 0 { cursor += configuration.interSectionSpacing }
        cursor = layOut(
          layoutSection, section: section, items: collectionView.numberOfItems(inSection: section),
          at: cursor, in: size, vertical: vertical)
      }
      contentSize =
        vertical
        ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
    }

    /// Lays a section out from `start` along the axis; returns where the next one starts.
    private func layOut(
      _ layoutSection: NSCollectionLayoutSection, section: Int, items: Int, at start: CGFloat,
      in size: CGSize, vertical: Bool
    ) -> CGFloat {
      let insets = layoutSection.contentInsets
      let groupContainer = CGSize(
        width: max(0, size.width - insets.leading - insets.trailing),
        height: max(0, size.height - insets.top - insets.bottom))
      let follows = layoutSection.supplementariesFollowContentInsets
      let supplementaryContainer = follows ? groupContainer : size
      var cursor = start
      func placeSupplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
        let resolved = item.layoutSize.resolve(in: supplementaryContainer)
        let frame =
          vertical
          ? CGRect(
            x: follows ? insets.leading : 0, y: cursor, width: resolved.width,
            height: resolved.height)
          : CGRect(
            x: cursor, y: follows ? insets.top : 0, width: resolved.width, height: resolved.height)
        let path = IndexPath(item: 0, section: section)
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: item.elementKind, with: path)
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        supplementaryAttributes[item.elementKind, default: [:]][path] = attributes
        cursor += vertical ? resolved.height : resolved.width
      }
      let boundary = layoutSection.boundarySupplementaryItems
      for item in boundary where item.isLeadingBoundary { placeSupplementary(item) }
      cursor += vertical ? insets.top : insets.leading
      let group = layoutSection.group
      let groupSize = group.layoutSize.resolve(in: groupContainer)
      let orthogonal = layoutSection.orthogonalScrollingBehavior != .none
      var placed = 0
      var across = vertical ? insets.leading : insets.top
      while placed < items {
        let origin =
          switch (vertical, orthogonal) {
          case (true, false): CGPoint(x: insets.leading, y: cursor)
          case (true, true): CGPoint(x: across, y: cursor)
          case (false, false): CGPoint(x: cursor, y: insets.top)
          case (false, true): CGPoint(x: cursor, y: across)
          }
        let frames = NSCollectionLayoutGroup.leaves(
          of: group, in: CGRect(origin: origin, size: groupSize), limit: items - placed)
        guard !frames.isEmpty else { break }
        for frame in frames {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: placed, section: section))
          attributes.frame = frame
          itemAttributes[attributes.indexPath] = attributes
          placed += 1
        }
        let last = placed >= items
        if orthogonal {
          across +=
            (vertical ? groupSize.width : groupSize.height)
            + (last ? 0 : layoutSection.interGroupSpacing)
        } else {
          cursor +=
            (vertical ? groupSize.height : groupSize.width)
            + (last ? 0 : layoutSection.interGroupSpacing)
        }
      }
      if orthogonal && placed > 0 { cursor += vertical ? groupSize.height : groupSize.width }
      cursor += vertical ? insets.bottom : insets.trailing
      for item in boundary where !item.isLeadingBoundary { placeSupplementary(item) }
      return cursor
    }

    /// The attributes of the items and supplementary views whose frames meet a rectangle.
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

    /// The attributes of an item's cell, or `nil`.
    ///
    /// - Parameter indexPath: The item.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      itemAttributes[indexPath]
    }

    /// The attributes of a supplementary view, or `nil`.
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

  /// The configuration of a list layout, as UIKit's.
  public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look, as UIKit's.
    public enum Appearance: Int, Sendable {
      /// Plain rows.
      case plain = 0
      /// Grouped sections.
      case grouped = 1
      /// Grouped sections, inset with rounded corners.
      case insetGrouped = 2
      /// A sidebar.
      case sidebar = 3
      /// A plain sidebar.
      case sidebarPlain = 4
    }

    /// Where a section's header comes from, as UIKit's.
    public enum HeaderMode: Int, Sendable {
      /// No header.
      case none = 0
      /// A supplementary view of kind `elementKindSectionHeader`.
      case supplementary = 1
      /// The first item of the section.
      case firstItemInSection = 2
    }

    /// Where a section's footer comes from, as UIKit's.
    public enum FooterMode: Int, Sendable {
      /// No footer.
      case none = 0
      /// A supplementary view of kind `elementKindSectionFooter`.
      case supplementary = 1
    }

    /// The list's look.
    public var appearance: Appearance

    /// Whether separators show; stored only.
    public var showsSeparators = true

    /// The background colour; stored only.
    public var backgroundColor: UIColor?

    /// Where headers come from.
    public var headerMode = HeaderMode.none

    /// Where footers come from.
    public var footerMode = FooterMode.none

    /// The padding above headers; stored only.
    public var headerTopPadding: CGFloat?

    /// Creates a list configuration.
    ///
    /// - Parameter appearance: The list's look.
    public init(appearance: Appearance) {
      self.appearance = appearance
    }

    @MainActor
    func makeSection() -> NSCollectionLayoutSection {
      let rowSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let item = NSCollectionLayoutItem(layoutSize: rowSize)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      if appearance == .insetGrouped || appearance == .sidebar {
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 20, bottom: 0, trailing: 20)
      }
      let boundarySize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
      if headerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top))
      }
      if footerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom))
      }
      return section
    }
  }

  extension CGRect {
    /// The rectangle shrunk by directional insets (leading = left).
    func insetBy(_ insets: NSDirectionalEdgeInsets) -> CGRect {
      CGRect(
        x: minX + insets.leading, y: minY + insets.top,
        width: max(0, width - insets.leading - insets.trailing),
        height: max(0, height - insets.top - insets.bottom))
    }
  }
#endif
