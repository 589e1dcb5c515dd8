import TapwrightSupportCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Notes tab: a table of notes loaded from the API, a sort control, compose and info buttons.
public final class NotesListViewController: UITableViewController {
  /// Accessibility identifiers of the screen's elements.
  public enum ID {
    /// The sort segmented control.
    public static let sort = "notes.sort"
    /// The compose (+) bar button.
    public static let compose = "notes.compose"
    /// The Info bar button.
    public static let info = "notes.info"
    /// The label shown instead of rows while loading or when there are none.
    public static let status = "notes.status"
  }

  /// Where navigation requests go.
  public weak var delegate: (any NotesListDelegate)?
  /// The notes, in the server's order.
  public private(set) var notes: [Note] = []
  /// The notes as the rows show them.
  public private(set) var displayedNotes: [Note] = []
  /// The order the rows are in.
  public private(set) var sortOrder = NoteSortOrder.newest
  /// Whether a load is running.
  public private(set) var isLoading = false

  private let environment: AppEnvironment
  private let sortControl = UISegmentedControl(items: NoteSortOrder.allCases.map(\.segmentTitle))
  private let statusLabel = UILabel()
  private static let cellID = "note"

  /// Creates the list.
  /// - Parameter environment: The API, tracker and settings.
  public init(environment: AppEnvironment) {
    self.environment = environment
    super.init(style: .plain)
    title = "Notes"
    tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)
  }

  /// Not supported: the list is made in code.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)

    let compose = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.notesListDidRequestCompose(self)
      })
    compose.accessibilityIdentifier = ID.compose
    compose.accessibilityLabel = "New Note"
    navigationItem.rightBarButtonItem = compose

    let info = UIBarButtonItem(title: "Info", image: nil, primaryAction: nil, menu: nil)
    info.primaryAction = UIAction(title: "Info") { [weak self, weak info] _ in
      guard let self, let info else { return }
      self.delegate?.notesList(self, didRequestInfoFrom: info)
    }
    info.accessibilityIdentifier = ID.info
    navigationItem.leftBarButtonItem = info

    sortControl.selectedSegmentIndex = sortOrder.rawValue
    sortControl.accessibilityIdentifier = ID.sort
    sortControl.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.sort(by: NoteSortOrder(rawValue: self.sortControl.selectedSegmentIndex) ?? .newest)
      }, for: .valueChanged)
    tableView.tableHeaderView = sortControl

    statusLabel.accessibilityIdentifier = ID.status
    statusLabel.textAlignment = .center
    tableView.backgroundView = statusLabel

    reload()
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The font size may have changed on the Settings tab.
    tableView.reloadData()
  }

  /// Loads the notes from the API; a failure shows an alert offering to retry.
  public func reload() {
    guard !isLoading else { return }
    isLoading = true
    updateStatus()
    environment.run("load notes") { [weak self] in
      await self?.load()
    }
  }

  private func load() async {
    do {
      let notes = try await environment.api.notes()
      isLoading = false
      show(notes)
    } catch {
      isLoading = false
      updateStatus()
      showLoadFailure(error)
    }
  }

  /// Adds a note the user just saved.
  /// - Parameter note: The saved note.
  public func insert(_ note: Note) {
    show(notes + [note])
  }

  /// Removes a note the user just deleted.
  /// - Parameter note: The deleted note.
  public func remove(_ note: Note) {
    show(notes.filter { $0.id != note.id })
  }

  private func sort(by order: NoteSortOrder) {
    sortOrder = order
    show(notes)
  }

  private func show(_ notes: [Note]) {
    self.notes = notes
    displayedNotes = sortOrder.sorted(notes)
    tableView.reloadData()
    updateStatus()
  }

  private func updateStatus() {
    if isLoading && notes.isEmpty {
      statusLabel.text = "Loading…"
    } else if notes.isEmpty {
      statusLabel.text = "No notes yet"
    } else {
      statusLabel.text = nil
    }
    statusLabel.isHidden = statusLabel.text == nil
  }

  private func showLoadFailure(_ error: any Error) {
    let alert = UIAlertController(
      title: "Couldn't Load Notes", message: NotesAPIError.userMessage(for: error),
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Retry", style: .default) { [weak self] _ in self?.reload() })
    present(alert, animated: true)
  }

  // MARK: Table

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    displayedNotes.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
    let note = displayedNotes[indexPath.row]
    cell.textLabel?.text = note.title
    cell.textLabel?.font = .systemFont(ofSize: CGFloat(environment.settings.fontSize))
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    delegate?.notesList(self, didSelect: displayedNotes[indexPath.row])
  }
}
