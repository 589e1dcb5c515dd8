#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// A registered cell class that counts its initialisations and reuses.
  @MainActor
  final class CountingCell: UITableViewCell {
    static let identifier = "CountingCell"
    var reuses = 0
    let madeWithStyleInit: Bool

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      madeWithStyleInit = true
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
      madeWithStyleInit = false
      super.init(coder: coder)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A data source and delegate over sections of strings that records every delegate call.
  @MainActor
  final class TableSpy: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var calls: [String] = []
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var showsTitles = false

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: CountingCell.identifier, for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      showsTitles ? "Header \(section)" : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      showsTitles ? "Footer \(section)" : nil
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willSelect \(indexPath.section).\(indexPath.row)")
      return willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willDeselect \(indexPath.section).\(indexPath.row)")
      return willDeselect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      calls.append("commit \(indexPath.section).\(indexPath.row)")
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  /// A table with registered counting cells over `spy`, not in a window.
  @MainActor
  func makeTable(_ spy: TableSpy) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: CountingCell.identifier)
    table.dataSource = spy
    table.delegate = spy
    return table
  }

  /// The texts of a table's visible cells, in order.
  @MainActor
  func cellTexts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  /// A table view controller of three rows that records selections and primary actions.
  final class PrimaryActionRows: UITableViewController {
    var calls: [String] = []
    var declines = false

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.row)")
    }

    override func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      calls.append("canPerform \(indexPath.row)")
      return !declines
    }

    override func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      calls.append("perform \(indexPath.row)")
    }
  }
#endif
