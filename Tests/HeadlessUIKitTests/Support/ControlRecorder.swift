#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// Every control event, with its name, for recording which events a control sends.
  let namedControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
    (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  /// Adds one recording action per event to `control`, appending "event" to `log`.
  @MainActor
  func recordEvents(of control: UIControl, into log: EventLog, except: UIControl.Event = []) {
    for (event, name) in namedControlEvents where !except.contains(event) {
      control.addAction(UIAction { _ in log.record(name) }, for: event)
    }
  }

  /// A text field delegate that records every call and answers as configured.
  @MainActor
  final class TextFieldDelegateSpy: NSObject, UITextFieldDelegate {
    let log: EventLog
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldClear = true
    var rejected: Set<String> = []

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.record("shouldBeginEditing")
      return shouldBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
      log.record("didBeginEditing first:\(textField.isFirstResponder)")
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.record("shouldEndEditing")
      return shouldEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      log.record("didEndEditing first:\(textField.isFirstResponder)")
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      log.record("shouldChange \(range.location),\(range.length) '\(string)'")
      return !rejected.contains(string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      log.record("shouldClear")
      return shouldClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.record("shouldReturn")
      return shouldReturn
    }
  }

  /// A delegate that implements no requirement: UIKit's defaults apply.
  final class SilentTextFieldDelegate: NSObject, UITextFieldDelegate {}
#endif
