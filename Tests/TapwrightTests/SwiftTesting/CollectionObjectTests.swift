import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A grid of colour names that records the items a user selects.
@MainActor
private final class ColorsController: UICollectionViewController {
  let colors = ["Red", "Green", "Blue"]
  var selections: [Int] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "Color")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { colors.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Color", for: indexPath)
    (cell as? ColorCell)?.name.text = colors[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selections.append(indexPath.item)
  }
}

/// A cell with a name label.
@MainActor
private final class ColorCell: UICollectionViewCell {
  let name = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(name)
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("Collection object", .tapwright)
@MainActor
struct CollectionObjectTests {
  @Test("Reads items and texts, and selects an item like a user")
  func readsAndSelects() async throws {
    let controller = ColorsController()
    let screen = await present(controller, .root)
    let collection = try screen.collection()
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems() == 3)
    #expect(collection.texts() == ["Red", "Green", "Blue"])
    await collection.selectItem(1)
    #expect(controller.selections == [1])
    #expect(collection.selectedIndexPaths == [IndexPath(item: 1, section: 0)])
  }

  @Test("Selecting an item out of range fails at the caller's line")
  func itemOutOfRange() async throws {
    let screen = await present(ColorsController(), .root)
    let expected =
      "Cannot select item 3 in section 0: it has 3 items (0..<3).\n\n"
      + (Stage.current?.dump() ?? "")
    let collection = try screen.collection()
    await withKnownIssue {
      await collection.selectItem(3)
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("Selecting in a collection view that does not allow selection fails clearly")
  func selectionNotAllowed() async throws {
    let controller = ColorsController()
    let screen = await present(controller, .root)
    controller.collectionView.allowsSelection = false
    let expected =
      "Cannot select item 0 in section 0: the collection view does not allow selection.\n\n"
      + (Stage.current?.dump() ?? "")
    let collection = try screen.collection()
    await withKnownIssue {
      await collection.selectItem(0)
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
    #expect(controller.selections.isEmpty)
  }
}
