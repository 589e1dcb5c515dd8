import TapwrightSupportCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The compose screen, presented modally: title and text fields, validation, Cancel and Save.
public final class ComposeNoteViewController: UIViewController, UITextFieldDelegate {
  /// Accessibility identifiers of the screen's elements.
  public enum ID {
    /// The title field.
    public static let title = "compose.title"
    /// The text field for the body.
    public static let body = "compose.body"
    /// The label explaining why Save is disabled.
    public static let validation = "compose.validation"
    /// The Save bar button.
    public static let save = "compose.save"
    /// The Cancel bar button.
    public static let cancel = "compose.cancel"
  }

  /// Where the outcome is reported.
  public weak var delegate: (any ComposeNoteDelegate)?
  /// Whether a save is running.
  public private(set) var isSaving = false

  private let environment: AppEnvironment
  private let titleField = UITextField()
  private let bodyField = UITextField()
  private let validationLabel = UILabel()
  private var saveButton: UIBarButtonItem?

  /// Creates the compose screen.
  /// - Parameter environment: The API, tracker and settings.
  public init(environment: AppEnvironment) {
    self.environment = environment
    super.init(nibName: nil, bundle: nil)
    title = "New Note"
  }

  /// Not supported: the screen is made in code.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleField.placeholder = "Title"
    titleField.accessibilityIdentifier = ID.title
    titleField.returnKeyType = .next
    titleField.delegate = self
    titleField.addAction(
      UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
    bodyField.placeholder = "Note"
    bodyField.accessibilityIdentifier = ID.body
    bodyField.returnKeyType = .done
    bodyField.delegate = self
    validationLabel.accessibilityIdentifier = ID.validation
    validationLabel.textColor = .systemRed

    let stack = UIStackView(arrangedSubviews: [titleField, bodyField, validationLabel])
    stack.axis = .vertical
    stack.spacing = 12
    view.addToTopOfSafeArea(stack, inset: 16)

    let cancel = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.composeNoteDidCancel(self)
      })
    cancel.accessibilityIdentifier = ID.cancel
    navigationItem.leftBarButtonItem = cancel
    let save = UIBarButtonItem(
      title: "Save", image: nil,
      primaryAction: UIAction(title: "Save") { [weak self] _ in
        self?.save()
      })
    save.style = .done
    save.accessibilityIdentifier = ID.save
    navigationItem.rightBarButtonItem = save
    saveButton = save
    validate()
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    titleField.becomeFirstResponder()
  }

  // MARK: Text fields

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === titleField {
      bodyField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }

  // MARK: Validation and saving

  private func validate() {
    let problem = NoteValidation.problem(withTitle: titleField.text ?? "")
    validationLabel.text = problem
    saveButton?.isEnabled = problem == nil && !isSaving
    // Once the user typed something, a swipe down must not throw it away.
    isModalInPresentation = !(titleField.text ?? "").isEmpty
  }

  private func save() {
    guard !isSaving, NoteValidation.problem(withTitle: titleField.text ?? "") == nil else { return }
    isSaving = true
    validate()
    let note = NewNote(
      title: (titleField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
      body: bodyField.text ?? "")
    environment.run("save note") { [weak self] in
      await self?.send(note)
    }
  }

  private func send(_ note: NewNote) async {
    do {
      let saved = try await environment.api.create(note)
      isSaving = false
      delegate?.composeNote(self, didSave: saved)
    } catch {
      isSaving = false
      validate()
      let alert = UIAlertController(
        title: "Couldn't Save Note", message: NotesAPIError.userMessage(for: error),
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      present(alert, animated: true)
    }
  }
}
