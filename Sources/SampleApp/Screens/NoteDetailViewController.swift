import TapwrightSupportCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One note: its title and text, and a Delete button that asks first (when the setting says so).
public final class NoteDetailViewController: UIViewController {
  /// Accessibility identifiers of the screen's elements.
  public enum ID {
    /// The title label.
    public static let title = "detail.title"
    /// The body label.
    public static let body = "detail.body"
    /// The Delete (trash) bar button.
    public static let delete = "detail.delete"
  }

  /// The note shown.
  public let note: Note
  /// Where the deletion is reported.
  public weak var delegate: (any NoteDetailDelegate)?
  /// Whether a deletion is running.
  public private(set) var isDeleting = false

  private let environment: AppEnvironment
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()
  private var deleteButton: UIBarButtonItem?

  /// Creates the detail screen for `note`.
  /// - Parameters:
  ///   - note: The note to show.
  ///   - environment: The API, tracker and settings.
  public init(note: Note, environment: AppEnvironment) {
    self.note = note
    self.environment = environment
    super.init(nibName: nil, bundle: nil)
    title = note.title
  }

  /// Not supported: the screen is made in code.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never

    titleLabel.text = note.title
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.accessibilityIdentifier = ID.title
    bodyLabel.text = note.body.isEmpty ? "No text" : note.body
    bodyLabel.numberOfLines = 0
    bodyLabel.accessibilityIdentifier = ID.body
    let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
    stack.axis = .vertical
    stack.spacing = 8
    view.addToTopOfSafeArea(stack, inset: 16)

    let delete = UIBarButtonItem(
      systemItem: .trash,
      primaryAction: UIAction { [weak self] _ in self?.deleteTapped() })
    delete.accessibilityIdentifier = ID.delete
    navigationItem.rightBarButtonItem = delete
    deleteButton = delete
  }

  private func deleteTapped() {
    guard environment.settings.confirmsDeletion else {
      delete()
      return
    }
    let alert = UIAlertController(
      title: "Delete “\(note.title)”?", message: "This can't be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.delete() })
    present(alert, animated: true)
  }

  private func delete() {
    guard !isDeleting else { return }
    isDeleting = true
    deleteButton?.isEnabled = false
    environment.run("delete note \(note.id)") { [weak self] in
      await self?.sendDelete()
    }
  }

  private func sendDelete() async {
    do {
      try await environment.api.delete(note)
      isDeleting = false
      delegate?.noteDetail(self, didDelete: note)
    } catch {
      isDeleting = false
      deleteButton?.isEnabled = true
      let alert = UIAlertController(
        title: "Couldn't Delete Note", message: NotesAPIError.userMessage(for: error),
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      present(alert, animated: true)
    }
  }
}
