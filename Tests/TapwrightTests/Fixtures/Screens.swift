// The app screens the tests drive, written only against UIKit's API (they compile unchanged
// against real UIKit and against HeadlessUIKit).

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An editor: a status label, a name field, a save button, and one control of each kind.
final class EditorViewController: UIViewController, UITextFieldDelegate {
  let statusLabel = UILabel()
  let nameField = UITextField()
  let wifiSwitch = UISwitch()
  let modeControl = UISegmentedControl(items: ["List", "Grid"])
  let volumeSlider = UISlider()
  let countStepper = UIStepper()
  let deleteButton = UIButton(type: .system)
  let secretButton = UIButton(type: .system)
  private(set) lazy var saveButton = UIButton(
    primaryAction: UIAction(title: "Save") { [weak self] _ in self?.save() })
  private(set) lazy var discardButton = UIButton(
    primaryAction: UIAction(title: "Discard") { [weak self] _ in self?.confirmDiscard() })
  private(set) lazy var infoButton = UIButton(
    primaryAction: UIAction(title: "Info") { [weak self] _ in self?.showInfo() })
  private(set) lazy var fadeButton = UIButton(
    primaryAction: UIAction(title: "Fade") { [weak self] _ in self?.fade() })
  /// What the controls reported, in order, e.g. "wifi on", "mode 1", "return".
  private(set) var events: [String] = []
  /// How many times the discard handler ran.
  private(set) var discardCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Editor"
    statusLabel.text = "Ready"
    statusLabel.accessibilityIdentifier = "status"
    nameField.accessibilityIdentifier = "name"
    nameField.placeholder = "Name"
    nameField.delegate = self
    saveButton.accessibilityIdentifier = "save"
    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.accessibilityIdentifier = "delete"
    deleteButton.isEnabled = false
    secretButton.setTitle("Secret", for: .normal)
    secretButton.accessibilityIdentifier = "secret"
    secretButton.isHidden = true
    wifiSwitch.accessibilityIdentifier = "wifi"
    wifiSwitch.addAction(
      UIAction { [weak self] _ in
        self?.record("wifi \(self?.wifiSwitch.isOn == true ? "on" : "off")")
      },
      for: .valueChanged)
    modeControl.accessibilityIdentifier = "mode"
    modeControl.selectedSegmentIndex = 0
    modeControl.addAction(
      UIAction { [weak self] _ in
        self?.record("mode \(self?.modeControl.selectedSegmentIndex ?? -1)")
      },
      for: .valueChanged)
    volumeSlider.accessibilityIdentifier = "volume"
    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 10
    volumeSlider.addAction(
      UIAction { [weak self] _ in self?.record("volume \(Int(self?.volumeSlider.value ?? -1))") },
      for: .valueChanged)
    countStepper.accessibilityIdentifier = "count"
    countStepper.maximumValue = 2
    countStepper.addAction(
      UIAction { [weak self] _ in self?.record("count \(Int(self?.countStepper.value ?? -1))") },
      for: .valueChanged)
    nameField.addAction(UIAction { [weak self] _ in self?.record("changed") }, for: .editingChanged)
    discardButton.accessibilityIdentifier = "discard"
    infoButton.accessibilityIdentifier = "info"
    fadeButton.accessibilityIdentifier = "fade"
    let stack = UIStackView(arrangedSubviews: [
      statusLabel, nameField, saveButton, deleteButton, secretButton, wifiSwitch, modeControl,
      volumeSlider, countStepper, discardButton, infoButton, fadeButton,
    ])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    view.addSubview(stack)
    stack.pinToSafeArea(of: view)
    NSLayoutConstraint.activate([
      nameField.widthAnchor.constraint(equalTo: stack.widthAnchor),
      volumeSlider.widthAnchor.constraint(equalTo: stack.widthAnchor),
    ])
  }

  private func record(_ event: String) { events.append(event) }

  /// Saving takes a main-queue turn, as an app's store callback would.
  private func save() {
    statusLabel.text = "Saving…"
    let name = nameField.text ?? ""
    DispatchQueue.main.async { [weak self] in
      self?.statusLabel.text = name.isEmpty ? "Saved" : "Saved \(name)"
    }
  }

  private func confirmDiscard() {
    let alert = UIAlertController(
      title: "Discard changes?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.discardCount += 1
        self?.statusLabel.text = "Discarded"
      })
    present(alert, animated: true)
  }

  private func showInfo() {
    let info = InfoViewController()
    info.modalPresentationStyle = .popover
    info.popoverPresentationController?.sourceView = infoButton
    present(info, animated: true)
  }

  /// Fades the status label out over 5 s; the text changes when the animation ends.
  private func fade() {
    UIView.animate(
      withDuration: 5,
      animations: { self.statusLabel.alpha = 0.5 },
      completion: { [weak self] _ in self?.statusLabel.text = "Faded" })
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // Names have no digits: the delegate rejects them, as a user would see.
    string.rangeOfCharacter(from: .decimalDigits) == nil
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    record("return")
    textField.resignFirstResponder()
    return true
  }
}

/// A popover with a text.
class InfoViewController: UIViewController {
  let infoLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    infoLabel.text = "Version 1.0"
    infoLabel.accessibilityIdentifier = "version"
    view.addSubview(infoLabel)
  }
}

/// A subclass of the info screen, for registrations that cover subclasses.
final class SpecialInfoViewController: InfoViewController {}

/// A list whose row selection (through the table's delegate) pushes the item's detail.
final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let items = ["Apples", "Bananas", "Cherries"]
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Items"
    tableView.accessibilityIdentifier = "items"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    tableView.pinToEdges(of: view)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(
      ItemDetailViewController(item: items[indexPath.row]), animated: true)
  }
}

/// An item's detail, with an "Edit" bar button and a disabled "Share" one.
final class ItemDetailViewController: UIViewController {
  var item: String
  let nameLabel = UILabel()

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = item
    nameLabel.text = item
    nameLabel.accessibilityIdentifier = "item"
    view.addSubview(nameLabel)
    let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
    share.isEnabled = false
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Edit", image: nil,
        primaryAction: UIAction { [weak self] _ in self?.title = "Editing \(self?.item ?? "")" },
        menu: nil),
      share,
    ]
  }
}

/// Tabs: the list in a navigation controller and the editor; counts the user's tab taps.
final class TabsController: UITabBarController, UITabBarControllerDelegate {
  private(set) var selections: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let list = UINavigationController(rootViewController: ListViewController())
    list.tabBarItem = UITabBarItem(title: "Items", image: nil, tag: 0)
    let editor = EditorViewController()
    editor.tabBarItem = UITabBarItem(title: "Editor", image: nil, tag: 1)
    viewControllers = [list, editor]
    delegate = self
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selections.append(tabBarController.selectedIndex)
  }
}

/// A container with one child (an info screen) and nothing else.
final class ContainerViewController: UIViewController {
  let info = InfoViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(info)
    view.addSubview(info.view)
    info.view.pinToEdges(of: view)
    info.didMove(toParent: self)
  }
}

/// A list whose cells trigger a segue, as a storyboard's would; `prepare` passes the item on.
final class SegueListViewController: UITableViewController {
  let items = ["Oslo", "Lima"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    #if !canImport(UIKit)
      // Storyboards don't exist on Linux: the segue is declared in code (HeadlessUIKit).
      declareSegue(withIdentifier: "showCity") { ItemDetailViewController(item: "") }
    #endif
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    #if !canImport(UIKit)
      cell.triggeredSegueIdentifier = "showCity"
    #endif
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let cell = sender as? UITableViewCell,
      let detail = segue.destination as? ItemDetailViewController,
      let row = tableView.indexPath(for: cell)?.row
    else { return }
    detail.item = items[row]
  }
}

extension UIView {
  /// Pins this view's top, leading and trailing edges to `superview`'s safe area, as a form does.
  func pinToSafeArea(of superview: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    let guide = superview.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
    ])
  }

  /// Pins this view's four edges to `superview`'s, as a full-screen table or child does.
  func pinToEdges(of superview: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: superview.topAnchor),
      leadingAnchor.constraint(equalTo: superview.leadingAnchor),
      trailingAnchor.constraint(equalTo: superview.trailingAnchor),
      bottomAnchor.constraint(equalTo: superview.bottomAnchor),
    ])
  }
}
