#if !canImport(UIKit)
  import Foundation

  /// A text field's delegate, as UIKit's; every requirement has UIKit's default behaviour.
  ///
  /// Calls go without `?` after the method name on Linux (Swift has no optional requirements).
  @preconcurrency @MainActor
  public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks whether editing may begin; `true` by default.
    ///
    /// - Parameter textField: The text field.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells that editing began (the field is first responder).
    ///
    /// - Parameter textField: The text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks whether editing may end; `true` by default.
    ///
    /// - Parameter textField: The text field.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells that editing ended.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Tells that editing ended, and why; by default calls `textFieldDidEndEditing(_:)`.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why editing ended.
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asks whether an edit may replace the characters in a range; `true` by default.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced, in UTF-16 units of the current text.
    ///   - string: The replacement (empty for a deletion).
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool
    /// Tells that the selection (the caret) changed.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asks whether the clear button may clear the text; `true` by default.
    ///
    /// - Parameter textField: The text field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asks whether to process the return key; `true` by default. It does not resign by itself.
    ///
    /// - Parameter textField: The text field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Asks for the edit menu of a range; `nil` (the system menu) by default.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The selected range.
    ///   - suggestedActions: The system's actions.
    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// Tells that the edit menu will show.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - animator: The menu's animator.
    func textField(
      _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    )
    /// Tells that the edit menu will hide.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - animator: The menu's animator.
    func textField(
      _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    )
    /// Tells that the user chose an input suggestion.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - inputSuggestion: The suggestion.
    func textField(
      _ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
  }

  extension UITextFieldDelegate {
    /// UIKit's default: `true`.
    ///
    /// - Parameter textField: The text field.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      optionalRequirementDefault(true)
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidBeginEditing(_ textField: UITextField) { optionalRequirementDefault() }
    /// UIKit's default: `true`.
    ///
    /// - Parameter textField: The text field.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      optionalRequirementDefault(true)
    }
    /// UIKit's default: nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidEndEditing(_ textField: UITextField) { optionalRequirementDefault() }
    /// UIKit's default: calls `textFieldDidEndEditing(_:)`.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why editing ended.
    public func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      optionalRequirementDefault()
      textFieldDidEndEditing(textField)
    }
    /// UIKit's default: `true`.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced.
    ///   - string: The replacement.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool { optionalRequirementDefault(true) }
    /// UIKit's default: nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidChangeSelection(_ textField: UITextField) {
      optionalRequirementDefault()
    }
    /// UIKit's default: `true`.
    ///
    /// - Parameter textField: The text field.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
      optionalRequirementDefault(true)
    }
    /// UIKit's default: `true`.
    ///
    /// - Parameter textField: The text field.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      optionalRequirementDefault(true)
    }
    /// UIKit's default: `nil`, the system menu.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The selected range.
    ///   - suggestedActions: The system's actions.
    public func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? { optionalRequirementDefault(nil) }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - animator: The menu's animator.
    public func textField(
      _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - animator: The menu's animator.
    public func textField(
      _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) { optionalRequirementDefault() }
    /// UIKit's default: nothing.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - inputSuggestion: The suggestion.
    public func textField(
      _ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion
    ) { optionalRequirementDefault() }
  }
#endif
