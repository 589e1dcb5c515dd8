#if !canImport(UIKit)
  import Foundation
  import IssueReporting
  import TapwrightReporting

  /// The state of a diffable data source: sections of items, by identifier, as UIKit's.
  ///
  /// Identifiers must be unique; a duplicate reports UIKit's message and the call is ignored.
  public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Items marked for reload (new cells) by `reloadItems` or `reconfigureItems`.
    var reloadedItems: Set<ItemIdentifierType> = []
    /// Sections marked for reload.
    var reloadedSections: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The identifiers of the items reloaded since the snapshot was taken.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloadedItems) }

    /// The identifiers of the sections reloaded since the snapshot was taken.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { Array(reloadedSections) }

    /// The number of items in a section (0 for an unknown section).
    ///
    /// - Parameter identifier: The section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
      indexOfSection(identifier).map { items[$0].count } ?? 0
    }

    /// The items of a section (empty for an unknown section).
    ///
    /// - Parameter identifier: The section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
    {
      indexOfSection(identifier).map { items[$0] } ?? []
    }

    /// The section that contains an item, or `nil`.
    ///
    /// - Parameter identifier: The item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
      -> SectionIdentifierType?
    {
      items.firstIndex { $0.contains(identifier) }.map { sections[$0] }
    }

    /// The index of an item among all items, or `nil`.
    ///
    /// - Parameter identifier: The item.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
      itemIdentifiers.firstIndex(of: identifier)
    }

    /// The index of a section, or `nil`.
    ///
    /// - Parameter identifier: The section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
      sections.firstIndex(of: identifier)
    }

    /// The index path of an item, or `nil`.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
      for (section, sectionItems) in items.enumerated() {
        if let row = sectionItems.firstIndex(of: identifier) {
          return IndexPath(row: row, section: section)
        }
      }
      return nil
    }

    /// The item at an index path, or `nil`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
      guard indexPath.count == 2, items.indices.contains(indexPath.section),
        items[indexPath.section].indices.contains(indexPath.row)
      else { return nil }
      return items[indexPath.section][indexPath.row]
    }

    // MARK: Sections

    /// Appends sections.
    ///
    /// - Parameter identifiers: The new sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
      guard checkUnique(sections: identifiers) else { return }
      sections += identifiers
      items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section.
    ///
    /// - Parameters:
    ///   - identifiers: The new sections.
    ///   - toIdentifier: The section they go before.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
      guard checkUnique(sections: identifiers), let index = indexOfSection(toIdentifier) else {
        return
      }
      sections.insert(contentsOf: identifiers, at: index)
      items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after a section.
    ///
    /// - Parameters:
    ///   - identifiers: The new sections.
    ///   - toIdentifier: The section they go after.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
      guard checkUnique(sections: identifiers), let index = indexOfSection(toIdentifier) else {
        return
      }
      sections.insert(contentsOf: identifiers, at: index + 1)
      items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Deletes sections and their items.
    ///
    /// - Parameter identifiers: The sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
      for identifier in identifiers {
        guard let index = indexOfSection(identifier) else { continue }
        sections.remove(at: index)
        items.remove(at: index)
      }
    }

    /// Marks sections for reload.
    ///
    /// - Parameter identifiers: The sections.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
      reloadedSections.formUnion(identifiers.filter { sections.contains($0) })
    }

    // MARK: Items

    /// Appends items to a section (the last one when `nil`); without sections it is ignored.
    ///
    /// - Parameters:
    ///   - identifiers: The new items.
    ///   - sectionIdentifier: The section; the last one when `nil`.
    public mutating func appendItems(
      _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
      guard checkUnique(items: identifiers) else { return }
      let index =
        sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
      guard let index else {
        reportTapwrightIssue(
          "There are currently no sections in the data source. Please add a section first.")
        return
      }
      items[index] += identifiers
    }

    /// Inserts items before an item.
    ///
    /// - Parameters:
    ///   - identifiers: The new items.
    ///   - beforeIdentifier: The item they go before.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
      guard checkUnique(items: identifiers), let path = indexPath(of: beforeIdentifier) else {
        return
      }
      items[path.section].insert(contentsOf: identifiers, at: path.row)
    }

    /// Inserts items after an item.
    ///
    /// - Parameters:
    ///   - identifiers: The new items.
    ///   - afterIdentifier: The item they go after.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
      guard checkUnique(items: identifiers), let path = indexPath(of: afterIdentifier) else {
        return
      }
      items[path.section].insert(contentsOf: identifiers, at: path.row + 1)
    }

    /// Deletes items.
    ///
    /// - Parameter identifiers: The items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
      let doomed = Set(identifiers)
      for index in items.indices { items[index].removeAll { doomed.contains($0) } }
    }

    /// Deletes every item and every section, as UIKit.
    public mutating func deleteAllItems() {
      sections.removeAll()
      items.removeAll()
    }

    /// Moves an item before another.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item it goes before.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
      guard identifier != toIdentifier, let from = indexPath(of: identifier) else { return }
      items[from.section].remove(at: from.row)
      guard let to = indexPath(of: toIdentifier) else {
        items[from.section].insert(identifier, at: from.row)
        return
      }
      items[to.section].insert(identifier, at: to.row)
    }

    /// Moves an item after another.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item it goes after.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
      guard identifier != toIdentifier, let from = indexPath(of: identifier) else { return }
      items[from.section].remove(at: from.row)
      guard let to = indexPath(of: toIdentifier) else {
        items[from.section].insert(identifier, at: from.row)
        return
      }
      items[to.section].insert(identifier, at: to.row + 1)
    }

    /// Marks items for reload: they get new cells.
    ///
    /// - Parameter identifiers: The items.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
      reloadedItems.formUnion(identifiers.filter { indexPath(of: $0) != nil })
    }

    /// Marks items for reconfiguration: in HeadlessUIKit, the same as a reload.
    ///
    /// - Parameter identifiers: The items.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
      reloadItems(identifiers)
    }

    private func checkUnique(sections new: [SectionIdentifierType]) -> Bool {
      let duplicates = new.filter { candidate in
        sections.contains(candidate) || new.filter { $0 == candidate }.count > 1
      }
      guard duplicates.isEmpty else {
        reportTapwrightIssue(
          "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
            + "\(Array(Set(duplicates)))")
        return false
      }
      return true
    }

    private func checkUnique(items new: [ItemIdentifierType]) -> Bool {
      let existing = Set(itemIdentifiers)
      var seen = Set<ItemIdentifierType>()
      var duplicates: [ItemIdentifierType] = []
      for item in new where existing.contains(item) || !seen.insert(item).inserted {
        duplicates.append(item)
      }
      guard duplicates.isEmpty else {
        reportTapwrightIssue(
          "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
            + "\(Array(Set(duplicates)))")
        return false
      }
      return true
    }
  }
#endif
