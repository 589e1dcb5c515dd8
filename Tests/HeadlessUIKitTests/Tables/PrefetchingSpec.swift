import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A paging list as apps write one: rows from a data source, data loaded ahead by a prefetcher.
final class PagingList: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
  var requested: [[IndexPath]] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    requested.append(indexPaths)
  }
}

// HeadlessUIKit's model (it loads every row, so it never prefetches); UIKit prefetches rows
// beyond the visible ones.
#if !canImport(UIKit)
  @MainActor
  @Suite("Prefetching")
  struct PrefetchingSpec {
    @Test("A table keeps its prefetch data source weakly and, loading every row, never asks it")
    func neverAsked() {
      let window = UIWindow()
      let table = UITableView(frame: window.bounds, style: .plain)
      let list = PagingList()
      table.dataSource = list
      table.prefetchDataSource = list
      window.addSubview(table)
      window.makeKeyAndVisible()
      table.reloadData()
      table.layoutIfNeeded()

      #expect(table.prefetchDataSource === list)
      #expect(table.isPrefetchingEnabled)
      #expect(list.requested.isEmpty)
      window.isHidden = true
    }
  }
#endif
