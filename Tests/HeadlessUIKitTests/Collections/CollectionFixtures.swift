// UIKit code: it builds against UIKit on Apple platforms and HeadlessUIKit elsewhere.
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A registered cell with a label, counting its reuses.
@MainActor
final class LabelCell: UICollectionViewCell {
  static let identifier = "LabelCell"
  let label = UILabel()
  var reuses = 0
  var madeWithFrameInit = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeWithFrameInit = true
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(label)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    label.text = nil
  }
}

/// A registered header or footer with a label.
@MainActor
final class TitleView: UICollectionReusableView {
  static let identifier = "TitleView"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(label)
  }
}

/// A data source and flow-layout delegate over sections of strings that records delegate calls.
@MainActor
final class CollectionSpy: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var sections: [[String]]
  var calls: [String] = []
  var allowsHighlight = true
  var allowsSelect = true
  var sizes: [IndexPath: CGSize] = [:]

  init(_ sections: [[String]]) { self.sections = sections }

  private func record(_ name: String, _ indexPath: IndexPath) {
    calls.append("\(name) \(indexPath.section).\(indexPath.item)")
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LabelCell.identifier, for: indexPath)
    (cell as? LabelCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: TitleView.identifier, for: indexPath)
    let name = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
    (view as? TitleView)?.label.text = "\(name) \(indexPath.section)"
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    record("shouldHighlight", indexPath)
    return allowsHighlight
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    record("didHighlight", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    record("didUnhighlight", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    record("shouldSelect", indexPath)
    return allowsSelect
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    record("shouldDeselect", indexPath)
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    record("didSelect", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    record("didDeselect", indexPath)
  }
}

/// A 320 × 480 collection view with registered label cells and title views over `spy`.
@MainActor
func makeCollection(
  _ spy: CollectionSpy, layout: UICollectionViewLayout = UICollectionViewFlowLayout()
) -> UICollectionView {
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
  collection.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
  for kind in [
    UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
  ] {
    collection.register(
      TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: TitleView.identifier)
  }
  collection.dataSource = spy
  collection.delegate = spy
  return collection
}

/// The label texts of a collection view's visible cells, in order.
@MainActor
func itemTexts(_ collection: UICollectionView) -> [String] {
  collection.visibleCells.map { ($0 as? LabelCell)?.label.text ?? "" }
}

/// The frames of a collection view's visible cells, in order.
@MainActor
func itemFrames(_ collection: UICollectionView) -> [CGRect] {
  collection.layoutIfNeeded()
  return collection.indexPathsForVisibleItems.sorted().compactMap {
    collection.cellForItem(at: $0)?.frame
  }
}

/// A compositional two-column grid: half-width items inset by 5, in 100-point rows.
@MainActor
func makeTwoColumnGrid(header: Bool = false) -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
  item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  if header {
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
  }
  return UICollectionViewCompositionalLayout(section: section)
}
