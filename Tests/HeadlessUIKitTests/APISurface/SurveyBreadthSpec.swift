#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  // UIKit API the type-check survey of unseen apps found missing (scripts/survey), each used here
  // as those apps and their pods write it.

  /// Attributes with a value of their own, copied as UIKit's custom layouts copy them.
  final class CardAttributes: UICollectionViewLayoutAttributes {
    var isRevealed = false

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! CardAttributes
      copy.isRevealed = isRevealed
      return copy
    }
  }

  /// A layout that adjusts its superclass's attributes, as card and sticky-header layouts do.
  final class ShiftedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      super.layoutAttributesForElements(in: rect)?.map { original in
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        attributes.frame.origin.y += 10
        return attributes
      }
    }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
    }
  }

  /// A text field that pads its text, as apps' and LBTATools' `IndentedTextField` do.
  final class IndentedTextField: UITextField {
    let padding: CGFloat = 12

    override func textRect(forBounds bounds: CGRect) -> CGRect {
      bounds.insetBy(dx: padding, dy: 0)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
      bounds.insetBy(dx: padding, dy: 0)
    }
  }

  /// A cell whose snapshot a transition animates, as card layouts' cells override it.
  final class SnapshottingCell: UICollectionViewCell {
    var snapshots = 0

    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
      snapshots += 1
      return super.snapshotView(afterScreenUpdates: afterUpdates)
    }
  }

  @MainActor
  @Suite("UIKit breadth from the survey")
  struct SurveyBreadthSpec {
    @Test("Layout attributes copy as their own class with their values")
    func attributesCopy() {
      let attributes = CardAttributes(forCellWith: IndexPath(item: 2, section: 1))
      attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      attributes.alpha = 0.5
      attributes.zIndex = 7
      attributes.isRevealed = true
      let copy = attributes.copy() as? CardAttributes
      #expect(copy !== attributes)
      #expect(copy?.isRevealed == true)
      #expect(copy?.frame == attributes.frame)
      #expect(copy?.indexPath == IndexPath(item: 2, section: 1))
      #expect(copy?.representedElementCategory == .cell)
      #expect(copy?.zIndex == 7)
      #expect(copy?.alpha == 0.5)
      let header = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: 0))
      #expect(
        (header.copy() as? UICollectionViewLayoutAttributes)?.representedElementKind
          == UICollectionView.elementKindSectionHeader)
    }

    @Test("A layout that shifts copies of its superclass's attributes lays cells out shifted")
    func shiftedLayout() {
      let layout = ShiftedFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      let source = OneSectionSource()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = source
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(collectionView)
      window.makeKeyAndVisible()
      collectionView.layoutIfNeeded()
      #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 10)
      #expect(
        layout.targetContentOffset(
          forProposedContentOffset: CGPoint(x: 240, y: 0), withScrollingVelocity: .zero)
          == CGPoint(x: 200, y: 0))
      #expect(
        layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A text field's text rectangle is its subclass's")
    func textRects() {
      let field = IndentedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      #expect(
        field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 176, height: 40))
      #expect(
        field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
      let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      #expect(plain.editingRect(forBounds: plain.bounds) == plain.bounds)
      plain.borderStyle = .roundedRect
      #expect(plain.textRect(forBounds: plain.bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))
    }

    @Test("Button background images per state; the old animation block applies at once")
    func buttonsAndOldAnimations() {
      let button = UIButton(type: .custom)
      let image = UIImage()
      button.setBackgroundImage(image, for: .normal)
      #expect(button.backgroundImage(for: .highlighted) === image)
      #expect(button.currentBackgroundImage === image)
      button.setBackgroundImage(nil, for: .normal)
      #expect(button.backgroundImage(for: .normal) == nil)

      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.beginAnimations("grow", context: nil)
      UIView.setAnimationDuration(0.3)
      UIView.setAnimationCurve(.easeInOut)
      view.frame.size.width = 50
      UIView.commitAnimations()
      #expect(view.frame.width == 50)

      let cell = SnapshottingCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
      let snapshot = cell.snapshotView(afterScreenUpdates: true)
      #expect(cell.snapshots == 1)
      #expect(snapshot?.bounds.size == CGSize(width: 80, height: 60))
      #expect(snapshot?.superview == nil)
    }

    @Test("The status bar's frame and Darwin's time constants")
    func statusBarAndConstants() {
      #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
      #expect(Double(NSEC_PER_SEC) * 0.5 == 500_000_000)
      #expect(floor(NSFoundationVersionNumber) > floor(NSFoundationVersionNumber_iOS_8_0))
    }
  }

  /// Six items in one section.
  @MainActor
  final class OneSectionSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 6 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }
#endif
