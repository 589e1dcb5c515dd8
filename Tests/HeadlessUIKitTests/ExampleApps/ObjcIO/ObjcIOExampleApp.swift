// The objc.io issue 15 ("Testing View Controllers") example app, ported: written only against
// UIKit's API, so this file compiles unchanged against real UIKit and against HeadlessUIKit.

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The first screen: a button that counts taps into a label, and a segmented control for units.
final class CounterViewController: UIViewController {
  let countLabel = UILabel()
  let unitLabel = UILabel()
  let unitControl = UISegmentedControl(items: ["Metric", "Imperial"])
  private(set) lazy var tapButton = UIButton(
    primaryAction: UIAction(title: "Tap me") { [weak self] _ in self?.buttonTapped() })
  private var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    countLabel.text = "No taps yet"
    countLabel.accessibilityIdentifier = "count"
    unitLabel.accessibilityIdentifier = "unit"
    unitControl.selectedSegmentIndex = 0
    unitControl.addAction(
      UIAction { [weak self] _ in self?.unitChanged() }, for: .valueChanged)
    tapButton.accessibilityIdentifier = "tap"
    let stack = UIStackView(arrangedSubviews: [countLabel, tapButton, unitControl, unitLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = view.bounds
    view.addSubview(stack)
    unitChanged()
  }

  private func buttonTapped() {
    taps += 1
    countLabel.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
  }

  private func unitChanged() {
    unitLabel.text = unitControl.selectedSegmentIndex == 0 ? "Kilometres" : "Miles"
  }
}

/// The list screen: selecting a row (through the table's delegate) pushes its detail.
final class ItemsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let items = ["Apples", "Bananas", "Cherries"]
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Items"
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = DetailViewController(item: items[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// The detail screen: shows the selected item.
final class DetailViewController: UIViewController {
  let item: String
  let nameLabel = UILabel()

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.item = ""
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = item
    nameLabel.text = item
    view.addSubview(nameLabel)
  }
}
