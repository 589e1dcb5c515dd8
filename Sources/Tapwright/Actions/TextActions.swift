import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// The cores of text entry: UIKit's full delegate and control-event sequence, per character.
extension AnyViewControllerObject {
  func performType(_ text: String, into query: ViewQuery, at location: CallSite) -> Bool {
    guard let field = usable(UITextField.self, query, verb: "type into", at: location),
      beginEditing(field, at: location)
    else { return false }
    Host.userType(text, into: field)
    return true
  }

  func performClear(_ query: ViewQuery, at location: CallSite) -> Bool {
    guard let field = usable(UITextField.self, query, verb: "clear", at: location),
      beginEditing(field, at: location)
    else { return false }
    Host.userClear(field)
    return true
  }

  func performReturn(_ query: ViewQuery, at location: CallSite) -> Bool {
    guard let field = usable(UITextField.self, query, verb: "press return in", at: location),
      beginEditing(field, at: location)
    else { return false }
    guard !field.enablesReturnKeyAutomatically || !(field.text ?? "").isEmpty else {
      failTest(
        "Cannot press return in \(ViewDescription.line(for: field)): the return key is disabled "
          + "while the field is empty (enablesReturnKeyAutomatically).",
        stage: stage, at: location)
      return false
    }
    Host.userPressReturn(field)
    return true
  }

  func performEndEditing(_ query: ViewQuery, at location: CallSite) -> Bool {
    guard let field = try? findOne(UITextField.self, query, at: location) else { return false }
    guard field.isEditing else {
      failTest(
        "Cannot end editing \(ViewDescription.line(for: field)): it is not being edited.",
        stage: stage, at: location)
      return false
    }
    Host.userEndEditing(field)
    return true
  }

  /// Starts editing `field` like a user's tap on it, unless it is editing already.
  private func beginEditing(_ field: UITextField, at location: CallSite) -> Bool {
    if field.isEditing { return true }
    guard Host.userBeginEditing(field) else {
      failTest(
        "Cannot edit \(ViewDescription.line(for: field)): it refused to begin editing "
          + "(textFieldShouldBeginEditing returned false).",
        stage: stage, at: location)
      return false
    }
    return true
  }
}
