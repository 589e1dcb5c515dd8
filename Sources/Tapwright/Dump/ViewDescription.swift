#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// What a user reads on a view and its state, for queries and dumps.
@MainActor
enum ViewDescription {
  /// The subviews a user would name under `view`: none under UIKit's own controls (a button,
  /// switch, segmented control, slider, stepper, page control, and subclasses of them), whose
  /// subviews are UIKit's internals — a real `UIButton` holds a private label with its title, so
  /// `.text("Save")` would find the button twice on iOS. Queries and dumps walk these on every
  /// host; a control the app composes itself (a `UIControl` subclass) keeps its subviews.
  /// Under a text field only its `leftView` and `rightView` count (the app's own views, e.g. a
  /// "Show" button): a real `UITextField` also holds a private label with its placeholder, a
  /// clear button and its text's canvas.
  static func userSubviews(of view: UIView) -> [UIView] {
    switch view {
    case is UIButton, is UISwitch, is UISegmentedControl, is UISlider, is UIStepper,
      is UIPageControl:
      return []
    case let field as UITextField:
      return field.subviews.filter { $0 === field.leftView || $0 === field.rightView }
    default:
      return view.subviews
    }
  }

  /// The text a user reads on `view`: a label's text, a button's title, a field's text, a cell's.
  static func text(of view: UIView) -> String? {
    switch view {
    case let label as UILabel: return label.text
    case let button as UIButton: return button.currentTitle
    case let field as UITextField: return field.text
    case let cell as UITableViewCell: return cell.textLabel?.text
    default: return nil
    }
  }

  /// The value a user reads from a control, for dumps: on/off, a segment, a number.
  static func value(of view: UIView) -> String? {
    switch view {
    case let control as UISwitch: return control.isOn ? "on" : "off"
    case let control as UISegmentedControl:
      return segments(of: control)
    case let control as UISlider: return number(control.value)
    case let control as UIStepper: return number(Float(control.value))
    default: return view.accessibilityValue
    }
  }

  /// The flags worth showing: hidden, transparent, disabled, no-interaction, selected, editing.
  static func flags(of view: UIView) -> [String] {
    var flags: [String] = []
    if view.isHidden { flags.append("hidden") }
    if view.alpha < Visibility.transparentAlpha { flags.append("transparent") }
    if let control = view as? UIControl {
      if !control.isEnabled { flags.append("disabled") }
      if control.isSelected { flags.append("selected") }
    }
    if let cell = view as? UITableViewCell, cell.isSelected { flags.append("selected") }
    if let field = view as? UITextField, field.isEditing { flags.append("editing") }
    if !view.isUserInteractionEnabled, !(view is UILabel), !(view is UIImageView) {
      flags.append("no-interaction")
    }
    return flags
  }

  /// One line describing `view`: type, identifier, label, text, value and flags; no addresses.
  static func line(for view: UIView) -> String {
    var parts = [typeName(view)]
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      parts.append("#\(identifier)")
    }
    let text = text(of: view)
    if let label = view.accessibilityLabel, !label.isEmpty, label != text {
      parts.append("label=\(quoted(label))")
    }
    if let text { parts.append(quoted(text)) }
    if let placeholder = (view as? UITextField)?.placeholder, !placeholder.isEmpty {
      parts.append("placeholder=\(quoted(placeholder))")
    }
    if let value = value(of: view), value != text { parts.append("value=\(value)") }
    let flags = flags(of: view)
    if !flags.isEmpty { parts.append("[" + flags.joined(separator: ", ") + "]") }
    return parts.joined(separator: " ")
  }

  static func quoted(_ text: String) -> String { quotedText(text) }

  private static func segments(of control: UISegmentedControl) -> String {
    var titles: [String] = []
    for index in 0..<control.numberOfSegments {
      let title: String? = control.titleForSegment(at: index)
      titles.append(title.map(quoted) ?? "-")
    }
    let selected: Int = control.selectedSegmentIndex
    let selection = selected == UISegmentedControl.noSegment ? "none" : String(selected)
    return selection + " of [" + titles.joined(separator: ", ") + "]"
  }

  private static func number(_ value: Float) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
