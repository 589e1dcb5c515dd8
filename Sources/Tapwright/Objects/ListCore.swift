import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// What a table and a collection view share as a user sees them — sections, counts, what each
/// cell reads, a user's selection and its refusals — written once; ``TableObject``,
/// ``CollectionObject`` and the table and collection elements are its faces.
@MainActor
struct ListCore {
  /// The list view, by kind.
  enum Kind {
    case table(UITableView)
    case collection(UICollectionView)
  }

  /// The words of a kind's failure messages.
  struct Words {
    /// One element: `row`, `item`.
    var item: String
    /// Several.
    var items: String
    /// The view as messages name it: `table`, `collection view`.
    var view: String
    /// The verb of the reach check: `select a row of`.
    var selectVerb: String
    /// Why a delivered tap selected nothing.
    var declined: String
  }

  let kind: Kind
  let screen: AnyViewControllerObject

  init(_ kind: Kind, screen: AnyViewControllerObject) {
    self.kind = kind
    self.screen = screen
  }

  /// The list of a table or a collection view; `nil` for any other view.
  init?(listOf view: UIView, screen: AnyViewControllerObject) {
    switch view {
    case let table as UITableView: self.init(.table(table), screen: screen)
    case let collection as UICollectionView: self.init(.collection(collection), screen: screen)
    default: return nil
    }
  }

  /// The list view.
  var view: UIScrollView {
    switch kind {
    case .table(let table): table
    case .collection(let collection): collection
    }
  }

  var words: Words {
    switch kind {
    case .table:
      Words(
        item: "row", items: "rows", view: "table", selectVerb: "select a row of",
        declined: "the table view's delegate declined it (tableView(_:shouldHighlightRowAt:) "
          + "returned false or tableView(_:willSelectRowAt:) returned nil)")
    case .collection:
      Words(
        item: "item", items: "items", view: "collection view", selectVerb: "select an item of",
        declined: "the collection view's delegate declined it "
          + "(collectionView(_:shouldHighlightItemAt:), collectionView(_:shouldSelectItemAt:) or "
          + "collectionView(_:shouldDeselectItemAt:) returned false)")
    }
  }

  // MARK: Reads

  var numberOfSections: Int {
    switch kind {
    case .table(let table): table.numberOfSections
    case .collection(let collection): collection.numberOfSections
    }
  }

  /// The number of rows or items in `section`; 0 for a section that does not exist.
  func count(inSection section: Int) -> Int {
    guard (0..<numberOfSections).contains(section) else { return 0 }
    switch kind {
    case .table(let table): return table.numberOfRows(inSection: section)
    case .collection(let collection): return collection.numberOfItems(inSection: section)
    }
  }

  /// The index path of `index` in `section`, in the kind's terms (`row`, `item`).
  func indexPath(_ index: Int, _ section: Int) -> IndexPath {
    switch kind {
    case .table: IndexPath(row: index, section: section)
    case .collection: IndexPath(item: index, section: section)
    }
  }

  /// The cell of `index` in `section`, laid out, or `nil` when there is no such row or item.
  func cell(at index: Int, inSection section: Int) -> UIView? {
    guard (0..<count(inSection: section)).contains(index) else { return nil }
    view.layoutIfNeeded()
    return shownCell(indexPath(index, section))
  }

  /// The cell on show at `indexPath`, without laying out first.
  private func shownCell(_ indexPath: IndexPath) -> UIView? {
    switch kind {
    case .table(let table): table.cellForRow(at: indexPath)
    case .collection(let collection): collection.cellForItem(at: indexPath)
    }
  }

  /// The cell's texts joined by ", ", or `nil` when it shows none.
  func text(at index: Int, inSection section: Int) -> String? {
    Self.joined(cell(at: index, inSection: section).map(CellText.texts(of:)) ?? [])
  }

  /// Each cell's texts in `section` (see ``CellText``), the list laid out once.
  private func cellTexts(inSection section: Int) -> [[String]] {
    let count = count(inSection: section)
    guard count > 0 else { return [] }
    view.layoutIfNeeded()
    return (0..<count).map { shownCell(indexPath($0, section)).map(CellText.texts(of:)) ?? [] }
  }

  /// Each cell's texts joined by ", " (`nil` for a cell that shows none).
  func texts(inSection section: Int) -> [String?] {
    cellTexts(inSection: section).map(Self.joined)
  }

  /// Each cell's first text (`nil` for a cell that shows none).
  func titles(inSection section: Int) -> [String?] {
    cellTexts(inSection: section).map(\.first)
  }

  private static func joined(_ texts: [String]) -> String? {
    texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// The selected index paths, in order.
  var selectedIndexPaths: [IndexPath] {
    switch kind {
    case .table(let table): (table.indexPathsForSelectedRows ?? []).sorted()
    case .collection(let collection): (collection.indexPathsForSelectedItems ?? []).sorted()
    }
  }

  /// Whether a user may select in the list's current editing mode, by its public properties.
  var allowsUserSelection: Bool {
    switch kind {
    case .table(let table):
      table.isEditing
        ? table.allowsSelectionDuringEditing || table.allowsMultipleSelectionDuringEditing
        : table.allowsSelection || table.allowsMultipleSelection
    case .collection(let collection):
      collection.isEditing
        ? collection.allowsSelectionDuringEditing
          || collection.allowsMultipleSelectionDuringEditing
        : collection.allowsSelection || collection.allowsMultipleSelection
    }
  }

  // MARK: Selecting

  /// A user's tap on `index` in `section`, refused — at `location`, with the dump — when the row
  /// or item does not exist, selection is not allowed, a user could not reach the list, or its
  /// delegate declined the tap; whether it selected (or deselected).
  func performSelect(_ index: Int, _ section: Int, at location: CallSite) -> Bool {
    let words = words
    let subject = "Cannot select \(words.item) \(index) in section \(section)"
    let sections = numberOfSections
    guard (0..<sections).contains(section) else {
      failTest(
        "\(subject): the \(words.view) has \(sections) section\(sections == 1 ? "" : "s").",
        stage: screen.stage, at: location)
      return false
    }
    let count = count(inSection: section)
    guard (0..<count).contains(index) else {
      failTest(
        "\(subject): it has \(count) \(count == 1 ? words.item : words.items) (0..<\(count)).",
        stage: screen.stage, at: location)
      return false
    }
    guard allowsUserSelection else {
      failTest(
        "\(subject): the \(words.view) does not allow selection.", stage: screen.stage,
        at: location)
      return false
    }
    guard screen.userCanAct(on: view, verb: words.selectVerb, at: location) else { return false }
    let delivered: Bool
    switch kind {
    case .table(let table): delivered = Host.userSelectRow(indexPath(index, section), in: table)
    case .collection(let collection):
      delivered = Host.userSelectItem(indexPath(index, section), in: collection)
    }
    guard delivered else {
      failTest("\(subject): \(words.declined).", stage: screen.stage, at: location)
      return false
    }
    return true
  }

  /// ``performSelect(_:_:at:)``, then the stage settles.
  func select(_ index: Int, inSection section: Int, at location: CallSite) async {
    if performSelect(index, section, at: location) { await screen.stage.settle(at: location) }
  }
}

/// What a user reads on a table or collection view cell, the same way for both.
@MainActor
enum CellText {
  /// A list content configuration's text and secondary text; otherwise the texts of the shown
  /// labels in the cell's content view, in tree order (a table cell's `textLabel` and
  /// `detailTextLabel` among them). Empty texts are skipped.
  static func texts(of cell: UIView) -> [String] {
    let configuration: (any UIContentConfiguration)?
    let contentView: UIView
    switch cell {
    case let cell as UITableViewCell:
      (configuration, contentView) = (cell.contentConfiguration, cell.contentView)
    case let cell as UICollectionViewCell:
      (configuration, contentView) = (cell.contentConfiguration, cell.contentView)
    default:
      (configuration, contentView) = (nil, cell)
    }
    let texts: [String?]
    if let list = configuration as? UIListContentConfiguration {
      texts = [list.text, list.secondaryText]
    } else {
      texts = labelTexts(in: contentView)
    }
    return texts.compactMap { $0 }.filter { !$0.isEmpty }
  }

  private static func labelTexts(in view: UIView) -> [String?] {
    view.subviews.filter { !$0.isHidden }.flatMap { subview in
      [(subview as? UILabel)?.text] + labelTexts(in: subview)
    }
  }
}
