#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Settings tab: a switch for delete confirmation and a stepper for the list's font size.
public final class SettingsViewController: UIViewController {
  /// Accessibility identifiers of the screen's elements.
  public enum ID {
    /// The "Confirm before deleting" switch.
    public static let confirmDeletion = "settings.confirmDeletion"
    /// The font size stepper.
    public static let fontSize = "settings.fontSize"
    /// The label showing the font size.
    public static let fontSizeLabel = "settings.fontSizeLabel"
  }

  private let settings: AppSettings
  private let confirmSwitch = UISwitch()
  private let fontSizeStepper = UIStepper()
  private let fontSizeLabel = UILabel()

  /// Creates the settings screen.
  /// - Parameter settings: The settings it shows and changes.
  public init(settings: AppSettings) {
    self.settings = settings
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
  }

  /// Not supported: the screen is made in code.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let confirmLabel = UILabel()
    confirmLabel.text = "Confirm before deleting"
    confirmSwitch.isOn = settings.confirmsDeletion
    confirmSwitch.accessibilityIdentifier = ID.confirmDeletion
    confirmSwitch.accessibilityLabel = "Confirm before deleting"
    confirmSwitch.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.settings.confirmsDeletion = self.confirmSwitch.isOn
      }, for: .valueChanged)

    fontSizeStepper.minimumValue = AppSettings.fontSizes.lowerBound
    fontSizeStepper.maximumValue = AppSettings.fontSizes.upperBound
    fontSizeStepper.stepValue = 1
    fontSizeStepper.value = settings.fontSize
    fontSizeStepper.accessibilityIdentifier = ID.fontSize
    fontSizeStepper.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.settings.fontSize = self.fontSizeStepper.value
        self.updateFontSizeLabel()
      }, for: .valueChanged)
    fontSizeLabel.accessibilityIdentifier = ID.fontSizeLabel
    updateFontSizeLabel()

    let rows = [
      UIStackView(arrangedSubviews: [confirmLabel, confirmSwitch]),
      UIStackView(arrangedSubviews: [fontSizeLabel, fontSizeStepper]),
    ]
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 16
    view.addToTopOfSafeArea(stack, inset: 16)
  }

  private func updateFontSizeLabel() {
    fontSizeLabel.text = "Text size: \(Int(settings.fontSize)) pt"
  }
}
