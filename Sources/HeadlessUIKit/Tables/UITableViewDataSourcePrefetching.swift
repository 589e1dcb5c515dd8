#if !canImport(UIKit)
  import Foundation

  /// The object a table view asks to load rows' data before the rows appear.
  ///
  /// HeadlessUIKit loads every row of a table at once (there is no scrolling window of visible
  /// rows), so it never asks; the protocol and ``UITableView/prefetchDataSource`` exist so that
  /// code written for UIKit compiles and its data loading can be tested by calling it directly.
  @preconcurrency @MainActor
  public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Load the data of rows that will appear soon.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows that were to appear will not: cancel their loading.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  extension UITableViewDataSourcePrefetching {
    /// Does nothing (an optional requirement in UIKit).
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) { optionalRequirementDefault() }
  }
#endif
