#if !canImport(UIKit)
  import Foundation

  /// A controller that shows an alert or an action sheet, as UIKit's.
  ///
  /// An alert is presented with the `.custom` style (the presenter stays, with no appearance
  /// callbacks); an action sheet with `.popover`, which adapts to a sheet in compact width and in
  /// regular width needs a `sourceView` or `barButtonItem`. UIKit's exceptions (a second
  /// `.cancel` action, a text field on an action sheet) are reported as test issues and ignored.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIAlertController: UIViewController {
    /// An alert controller's look, as UIKit's.
    public enum Style: Int, Sendable {
      /// A sheet of actions from the bottom (a popover in regular width).
      case actionSheet = 0
      /// A centred alert.
      case alert = 1
    }

    /// The style.
    open private(set) var preferredStyle = Style.actionSheet

    /// The message under the title.
    open var message: String? {
      didSet { messageLabel.text = message }
    }

    /// The title.
    open override var title: String? {
      didSet { titleLabel.text = title }
    }

    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The action emphasised (and run by the return key); it should be one of `actions`.
    open var preferredAction: UIAlertAction?

    private var textFieldStorage: [UITextField] = []

    /// The text fields, in the order added, or `nil` when there are none.
    open var textFields: [UITextField]? {
      textFieldStorage.isEmpty ? nil : textFieldStorage
    }

    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let stack = UIStackView(frame: .zero)

    /// Creates an alert controller.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - preferredStyle: `.alert` or `.actionSheet`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
      self.init(nibName: nil, bundle: nil)
      self.preferredStyle = preferredStyle
      self.title = title
      self.message = message
      modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
    }

    /// Creates an action sheet with no title (HeadlessUIKit loads no nib).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, recorded only.
    ///   - nibBundleOrNil: The nib's bundle, recorded only.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      modalPresentationStyle = .popover
    }

    /// Creates an action sheet from an archive; HeadlessUIKit has none.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      modalPresentationStyle = .popover
    }

    /// Adds an action; a second `.cancel` action reports UIKit's exception and is ignored.
    ///
    /// - Parameter action: The action.
    open func addAction(_ action: UIAlertAction) {
      if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
        reportUIKitException(
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        return
      }
      actions.append(action)
      action.alertController = self
      if isViewLoaded { addButton(for: action) }
    }

    /// Adds a text field (alerts only); on an action sheet it reports UIKit's exception and is
    /// ignored.
    ///
    /// - Parameter configurationHandler: Configures the new text field.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      guard preferredStyle == .alert else {
        reportUIKitException(
          "Text fields can only be added to an alert controller of style "
            + "UIAlertControllerStyleAlert")
        return
      }
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 30))
      field.borderStyle = .roundedRect
      textFieldStorage.append(field)
      configurationHandler?(field)
      if isViewLoaded { stack.insertArrangedSubview(field, at: 2 + textFieldStorage.count - 1) }
    }

    /// Builds the alert's view: title and message labels, text fields, then one button per action.
    open override func loadView() {
      let root = UIView(frame: UIScreen.main.bounds)
      stack.axis = .vertical
      stack.frame = root.bounds
      titleLabel.text = title
      titleLabel.accessibilityTraits = [.staticText, .header]
      messageLabel.text = message
      messageLabel.numberOfLines = 0
      stack.addArrangedSubview(titleLabel)
      stack.addArrangedSubview(messageLabel)
      for field in textFieldStorage { stack.addArrangedSubview(field) }
      root.addSubview(stack)
      view = root
      for action in actions { addButton(for: action) }
    }

    private func addButton(for action: UIAlertAction) {
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.isEnabled = action.isEnabled
      button.addAction(
        UIAction { [weak action] _ in
          action?.userTap()
        }, for: .primaryActionTriggered)
      action.button = button
      stack.addArrangedSubview(button)
    }

    /// Makes the first text field first responder as the alert shows, as UIKit's keyboard does.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      textFieldStorage.first?.becomeFirstResponder()
    }
  }
#endif
