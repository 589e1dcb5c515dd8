#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A cell class a nib names (BadgeCell.xib).
  final class BadgeCell: UICollectionViewCell {
    var awoke = false

    override func awakeFromNib() {
      super.awakeFromNib()
      awoke = true
    }
  }

  /// A data source that dequeues BadgeCell.xib cells and SectionHeader.xib headers.
  @MainActor
  final class BadgeSource: NSObject, UICollectionViewDataSource {
    var count = 2

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
    }
  }

  @MainActor
  @Suite("Collection views: nib registrations")
  struct CollectionNibRegistrationSpec {
    private func makeCollection() -> UICollectionView {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewFlowLayout())
      collection.register(
        UINib(nibName: "BadgeCell", bundle: .module), forCellWithReuseIdentifier: "Badge")
      collection.register(
        UINib(nibName: "SectionHeader", bundle: .module),
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Header")
      return collection
    }

    @Test("Dequeuing a nib-registered identifier builds the nib's top-level cell or view")
    func dequeueBuildsNib() {
      let collection = makeCollection()
      let cell = collection.dequeueReusableCell(
        withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0))
      #expect((cell as? BadgeCell)?.awoke == true)
      #expect(cell.reuseIdentifier == "Badge")
      #expect((cell.contentView.viewWithTag(7) as? UILabel)?.text == "Badge")
      let header = collection.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
        for: IndexPath(item: 0, section: 0))
      #expect(header.reuseIdentifier == "Header")
      #expect((header.viewWithTag(9) as? UILabel)?.text == "Section")
    }

    @Test("Nib cells on show are reused after reloadData, as class-registered ones")
    func nibCellsAreReused() {
      let collection = makeCollection()
      let source = BadgeSource()
      collection.dataSource = source
      let before = collection.visibleCells
      #expect(before.count == 2)
      #expect(before.allSatisfy { $0 is BadgeCell })
      collection.reloadData()
      let after = collection.visibleCells
      #expect(before.allSatisfy { old in after.contains { $0 === old } })
    }

    @Test("A class registered later replaces the nib; a nib without a reusable view is reported")
    func replacementAndInvalidNib() {
      let collection = makeCollection()
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Badge")
      let cell = collection.dequeueReusableCell(
        withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0))
      #expect(!(cell is BadgeCell))
      collection.register(nil as UINib?, forCellWithReuseIdentifier: "Badge")
      collection.register(
        UINib(nibName: "CardView", bundle: .module), forCellWithReuseIdentifier: "Card")
      withKnownIssue {
        let card = collection.dequeueReusableCell(
          withReuseIdentifier: "Card", for: IndexPath(item: 0, section: 0))
        #expect(card.reuseIdentifier == "Card")
      } matching: { issue in
        message(of: issue)
          == "invalid nib registered for identifier (Card) - nib must contain exactly one top "
          + "level object which must be a UICollectionReusableView instance"
      }
    }
  }
#endif
