#if !canImport(UIKit)
  import Foundation

  /// A view a table or collection view reuses: it is reset with `prepareForReuse()` when dequeued.
  @MainActor
  protocol ReusableView: UIView {
    /// Resets the view for its next use.
    func prepareForReuse()
  }

  extension UITableViewHeaderFooterView: ReusableView {}
  extension UICollectionReusableView: ReusableView {}

  /// Views that left the screen and wait to be reused, in queues by key: a reuse identifier, or a
  /// collection view's supplementary kind and identifier.
  @MainActor
  struct ReusePool<Key: Hashable, View: ReusableView> {
    /// Which queued view a dequeue hands back.
    ///
    /// UIKit documents only that a queued view is reused, not which one; each view keeps the order
    /// HeadlessUIKit has always had (a table view the newest, a collection view the oldest).
    enum Order {
      /// The view queued last.
      case newestFirst
      /// The view queued first.
      case oldestFirst
    }

    /// Which queued view a dequeue hands back.
    let order: Order
    private var queues: [Key: [View]] = [:]

    /// Creates an empty pool.
    ///
    /// - Parameter order: Which queued view a dequeue hands back.
    init(order: Order) {
      self.order = order
    }

    /// Queues a view for reuse.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - key: Its queue.
    mutating func enqueue(_ view: View, under key: Key) {
      queues[key, default: []].append(view)
    }

    /// A queued view of a key, after its `prepareForReuse()`, or `nil` when none waits.
    ///
    /// - Parameter key: The queue.
    mutating func dequeue(_ key: Key) -> View? {
      guard var queue = queues[key], !queue.isEmpty else { return nil }
      let view =
        switch order {
        case .newestFirst: queue.removeLast()
        case .oldestFirst: queue.removeFirst()
        }
      queues[key] = queue
      view.prepareForReuse()
      return view
    }
  }
#endif
