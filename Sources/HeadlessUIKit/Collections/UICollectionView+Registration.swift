#if !canImport(UIKit)
  import Foundation

  extension UICollectionView {
    /// A cell class and a handler that configures its cells, as UIKit's.
    ///
    /// The collection view registers the class the first time the registration is used.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
      /// Configures a dequeued cell for an item.
      public typealias Handler = (Cell, IndexPath, Item) -> Void

      let identifier: String
      let handler: Handler

      /// Creates a registration of `Cell` with a handler.
      ///
      /// - Parameter handler: Configures a dequeued cell for an item.
      public init(handler: @escaping Handler) {
        self.identifier = UniqueNames.make("CellRegistration<\(Cell.self)>-")
        self.handler = handler
      }
    }

    /// A supplementary view class of a kind and a handler that configures its views, as UIKit's.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
      /// Configures a dequeued view of a kind for an index path.
      public typealias Handler = (Supplementary, String, IndexPath) -> Void

      let identifier: String
      let elementKind: String
      let handler: Handler

      /// Creates a registration of `Supplementary` for a kind, with a handler.
      ///
      /// - Parameters:
      ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
      ///   - handler: Configures a dequeued view.
      public init(elementKind: String, handler: @escaping Handler) {
        self.identifier = UniqueNames.make("SupplementaryRegistration<\(Supplementary.self)>-")
        self.elementKind = elementKind
        self.handler = handler
      }
    }

    /// Dequeues a cell of a registration and configures it for an item with its handler.
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The item's index path.
    ///   - item: The item given to the handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
      using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
      let dequeued = dequeueReusableCell(
        withReuseIdentifier: registration.identifier, for: indexPath)
      let cell = dequeued as? Cell ?? Cell(headlessReuseIdentifier: registration.identifier)
      if let item { registration.handler(cell, indexPath, item) }
      return cell
    }

    /// Dequeues a supplementary view of a registration and configures it with its handler.
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The supplementary view's index path.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
      using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.identifier)
      let dequeued = dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
        for: indexPath)
      let view =
        dequeued as? Supplementary
        ?? Supplementary(headlessReuseIdentifier: registration.identifier)
      registration.handler(view, registration.elementKind, indexPath)
      return view
    }
  }
#endif
