#if !canImport(UIKit)
  import Foundation

  extension UITextField {
    /// Simulates the user tapping into the field: begins editing as UIKit does.
    ///
    /// `textFieldShouldBeginEditing` (false cancels) → first responder → `textFieldDidBeginEditing`
    /// + `.editingDidBegin`. Returns `true` when the field is editing afterwards (also when it
    /// already was); `false` when it ignores touches, is outside a window or was refused.
    @_spi(Testing)
    @discardableResult
    public func userBeginEditing() -> Bool {
      guard acceptsUserTouch else { return false }
      if isEditing { return true }
      return becomeFirstResponder()
    }

    /// Simulates the user typing `text` at the caret (replacing a selection), one character per
    /// key press.
    ///
    /// Begins editing first when needed (the caret then starts at the end). Each character is a
    /// key press: `insertText(_:)` (which a subclass may override) →
    /// `shouldChangeCharactersIn` (false rejects that character) → the text changes and the
    /// caret moves after it → `textFieldDidChangeSelection` → `.editingChanged` →
    /// `textDidChangeNotification`. Returns whether every character was accepted (`false` also
    /// when editing could not begin).
    /// - Parameter text: The characters to type.
    @_spi(Testing)
    @discardableResult
    public func userType(_ text: String) -> Bool {
      guard userBeginEditing() else { return false }
      var allAccepted = true
      for character in text {
        lastKeyApplied = false
        insertText(String(character))
        if !lastKeyApplied { allAccepted = false }
      }
      return allAccepted
    }

    /// Simulates one user edit replacing a range (UTF-16 units) with a string, e.g. a paste.
    ///
    /// The field must be editing. `shouldChangeCharactersIn` (false rejects) → the text changes →
    /// `textFieldDidChangeSelection` → `.editingChanged`. Returns whether the edit was applied.
    /// - Parameters:
    ///   - range: The range of the current text to replace.
    ///   - string: The replacement; empty for a deletion.
    @_spi(Testing)
    @discardableResult
    public func userReplaceCharacters(in range: NSRange, with string: String) -> Bool {
      guard isEditing else { return false }
      return applyUserEdit(in: range, replacement: string)
    }

    /// Simulates the user pressing delete once: `deleteBackward()` (which a subclass may
    /// override) removes the selection, else the character before the caret, as one edit.
    ///
    /// The field must be editing. Returns whether the edit was applied (`false` with the caret at
    /// the start, or when the delegate refused it).
    @_spi(Testing)
    @discardableResult
    public func userDeleteBackward() -> Bool {
      guard isEditing else { return false }
      lastKeyApplied = false
      deleteBackward()
      return lastKeyApplied
    }

    /// Simulates the user tapping the clear button (when `clearButtonMode` shows it).
    ///
    /// Begins editing when needed, then `textFieldShouldClear` (false refuses) → text emptied →
    /// `.editingChanged`. Returns whether the text was cleared.
    @_spi(Testing)
    @discardableResult
    public func userTapClearButton() -> Bool {
      guard acceptsUserTouch, isClearButtonVisible else { return false }
      guard userBeginEditing() else { return false }
      return applyUserClear()
    }

    /// Simulates the user pressing the return key while editing.
    ///
    /// `textFieldShouldReturn` (false: nothing more happens) → `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`; when the field has an action for `.editingDidEndOnExit` it then
    /// resigns (UIKit's "Did End On Exit" dismisses the keyboard): `textFieldShouldEndEditing` →
    /// `textFieldDidEndEditing` + `.editingDidEnd`. `textFieldShouldReturn` alone never resigns.
    /// Returns `false` when the field is not editing, or the return key is disabled
    /// (`enablesReturnKeyAutomatically` with empty text); else whether `textFieldShouldReturn`
    /// allowed it.
    @_spi(Testing)
    @discardableResult
    public func userTapReturnKey() -> Bool {
      guard isEditing else { return false }
      if enablesReturnKeyAutomatically && (text ?? "").isEmpty { return false }
      if let delegate, !delegate.textFieldShouldReturn(self) { return false }
      let endsOnExit = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
      sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
      if endsOnExit, isEditing { _ = resignFirstResponder() }
      return true
    }

    /// Simulates the user ending editing elsewhere (tapping outside, dismissing the keyboard).
    ///
    /// `textFieldShouldEndEditing` (false keeps editing) → resign → `textFieldDidEndEditing` +
    /// `.editingDidEnd`. Returns whether the field stopped editing (`true` if it wasn't).
    @_spi(Testing)
    @discardableResult
    public func userEndEditing() -> Bool {
      guard isEditing else { return true }
      return resignFirstResponder()
    }
  }
#endif
