#if !canImport(UIKit)
  import Foundation
  import IssueReporting
  import TapwrightReporting

  extension IndexPath {
    /// Creates an index path of a table row, as UIKit's extension of Foundation's `IndexPath`.
    ///
    /// - Parameters:
    ///   - row: The row in its section.
    ///   - section: The section.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// Creates an index path of a collection item, as UIKit's extension.
    ///
    /// - Parameters:
    ///   - item: The item in its section.
    ///   - section: The section.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section: the first index. An index path without two indexes reports UIKit's message.
    public var section: Int {
      get { tableIndex(0) }
      set { setTableIndex(0, newValue) }
    }

    /// The row: the second index. An index path without two indexes reports UIKit's message.
    public var row: Int {
      get { tableIndex(1) }
      set { setTableIndex(1, newValue) }
    }

    /// The item: the second index (collection views).
    public var item: Int {
      get { tableIndex(1) }
      set { setTableIndex(1, newValue) }
    }

    /// The message of UIKit's Swift overlay for an index path without exactly two indexes.
    static let invalidTableIndexPathMessage =
      "Invalid index path for use with UITableView. This index path must contain exactly two "
      + "indices specifying the section and row."

    private func tableIndex(_ position: Int) -> Int {
      guard count == 2 else {
        reportTapwrightIssue(Self.invalidTableIndexPathMessage)
        return count > position ? self[position] : 0
      }
      return self[position]
    }

    private mutating func setTableIndex(_ position: Int, _ value: Int) {
      guard count == 2 else {
        reportTapwrightIssue(Self.invalidTableIndexPathMessage)
        return
      }
      self[position] = value
    }
  }
#endif
