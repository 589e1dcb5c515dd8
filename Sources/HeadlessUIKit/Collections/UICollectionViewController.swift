#if !canImport(UIKit)
  import Foundation

  /// A controller that manages a collection view, as UIKit's: it is its collection view's data
  /// source and delegate.
  ///
  /// Every data source and delegate requirement is an open method with UIKit's default, so
  /// subclasses `override` them as with UIKit.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    private let initialLayout: UICollectionViewLayout

    /// Whether the selection is cleared each time the view is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press moves items; stored only.
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether pushes between collection view controllers morph layouts; stored only.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view uses a layout.
    ///
    /// - Parameter layout: The layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
      self.initialLayout = layout
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (HeadlessUIKit loads no nib).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.initialLayout = UICollectionViewFlowLayout()
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has none, so it uses a flow layout.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      self.initialLayout = UICollectionViewFlowLayout()
      super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: UICollectionView! {
      get { view as? UICollectionView }
      set { view = newValue }
    }

    /// The layout of the collection view (the initial one before the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
      (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes a screen-sized collection view with the layout, with this controller as its data
    /// source and delegate.
    open override func loadView() {
      if loadInterfaceBuilderView() || loadNibView() { return }
      let collection = UICollectionView(
        frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
      collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collection.dataSource = self
      collection.delegate = self
      view = collection
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set, as UIKit.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
      for indexPath in collection.indexPathsForSelectedItems ?? [] {
        collection.deselectItem(at: indexPath, animated: animated)
      }
    }

    // MARK: Data source and delegate (UIKit's defaults)

    /// Asks for the number of items in a section; 0 by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }

    /// Asks for the cell of an item; dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      UICollectionViewCell(frame: .zero)
    }

    /// Asks for the number of sections; 1 by default.
    ///
    /// - Parameter collectionView: The collection view.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Asks for a supplementary view; none by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: The supplementary view's index path.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      AbsentSupplementaryView(frame: .zero)
    }

    /// Asks whether an item can be moved; `false` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    { false }

    /// Tells that the user moved an item; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    /// Asks for the index titles; `nil` by default.
    ///
    /// - Parameter collectionView: The collection view.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Asks whether a touched item highlights; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Tells that an item was highlighted; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}

    /// Tells that an item's highlight was removed; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}

    /// Asks whether the user may select an item; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Asks whether the user may deselect an item; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Tells that the user selected an item; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}

    /// Tells that the user deselected an item; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}

    /// Asks whether an item's primary action can be performed; `true` by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Tells that the user triggered an item's primary action; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    open func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {}

    /// Tells that a cell is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    open func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Tells that a supplementary view is about to show; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    open func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Tells that a cell stopped showing; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: Its item.
    open func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Tells that a supplementary view stopped showing; nothing by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    open func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
  }
#endif
