#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  // App code written as for UIKit (only the whole-file `#if` is HeadlessUIKit's): it must compile
  // unchanged, which is most of what this file checks.

  /// A custom cell as apps write them: a designated init override and a fatal coder init.
  final class ProfileCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(badge)
      selectionStyle = .none
      accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      badge.text = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      badge.isHighlighted = selected
    }
  }

  /// A settings form as apps write it: controls with `UIAction`s, a text field delegate.
  final class SettingsViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let notifications = UISwitch()
    let volume = UISlider()
    let copies = UIStepper()
    let summary = UILabel()
    var saved: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      nameField.delegate = self
      nameField.placeholder = "Name"
      nameField.returnKeyType = .done
      nameField.autocapitalizationType = .words
      nameField.clearButtonMode = .whileEditing
      nameField.addAction(
        UIAction { [weak self] _ in self?.refresh() }, for: .editingChanged)
      notifications.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
      volume.minimumValue = 0
      volume.maximumValue = 10
      volume.isContinuous = false
      volume.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
      copies.maximumValue = 5
      copies.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Save"
      let save = UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in self?.save() })
      save.accessibilityIdentifier = "save"
      let stack = UIStackView(arrangedSubviews: [
        nameField, notifications, volume, copies, summary, save,
      ])
      stack.axis = .vertical
      stack.alignment = .leading
      stack.distribution = .equalSpacing
      stack.spacing = 12
      stack.frame = view.bounds
      view.addSubview(stack)
      refresh()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      textField.resignFirstResponder()
      return true
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      let current = (textField.text ?? "") as NSString
      return current.replacingCharacters(in: range, with: string).count <= 8
    }

    private func refresh() {
      summary.text =
        "\(nameField.text ?? "") \(notifications.isOn ? "on" : "off") "
        + "\(Int(volume.value)) \(Int(copies.value))"
    }

    private func save() {
      let alert = UIAlertController(
        title: "Save settings?", message: summary.text, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Save", style: .default) { [weak self] _ in
          self?.saved.append(self?.summary.text ?? "")
        })
      present(alert, animated: true)
    }
  }

  @MainActor
  @Suite("Controls API compatibility")
  struct ControlsAPICompatibilitySpec {
    @Test("A settings form written for UIKit works when driven as a user")
    func settingsForm() async {
      let settings = SettingsViewController()
      let window = makeWindow(root: settings)
      await yieldUntilQuiet(window)
      // The delegate limits the name to 8 characters: the rest are rejected.
      #expect(!settings.nameField.userType("Ada Lovelace"))
      #expect(settings.nameField.text == "Ada Love")
      #expect(settings.nameField.userTapReturnKey())
      #expect(!settings.nameField.isEditing)
      #expect(settings.notifications.userTap())
      #expect(settings.volume.userSlide(to: 7.6))
      #expect(settings.copies.userIncrement())
      #expect(settings.summary.text == "Ada Love on 7 1")
      let save = settings.view.subviews.first?.subviews.compactMap { $0 as? UIButton }.first
      #expect(save?.userTap() == true)
      await yieldUntilQuiet(window)
      let alert = settings.presentedViewController as? UIAlertController
      #expect(alert?.message == "Ada Love on 7 1")
      #expect(alert?.userTapAction(titled: "Save") == true)
      await yieldUntilQuiet(window)
      #expect(settings.saved == ["Ada Love on 7 1"])
    }

    @Test("A custom cell class registered with the table is made through its init override")
    func customCell() {
      let table = UITableView(frame: .zero, style: .insetGrouped)
      table.register(ProfileCell.self, forCellReuseIdentifier: "Profile")
      let cell = table.dequeueReusableCell(withIdentifier: "Profile")
      #expect(cell is ProfileCell)
      #expect(cell?.detailTextLabel != nil)
      #expect(cell?.accessoryType == .disclosureIndicator)
    }
  }
#endif
