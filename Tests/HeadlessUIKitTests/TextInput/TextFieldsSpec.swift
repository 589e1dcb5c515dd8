#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A text field in a window, with a recording delegate and an action per editing event.
  @MainActor
  struct TextFieldFixture {
    let log = EventLog()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let delegate: TextFieldDelegateSpy
    let controller = UIViewController()
    let window: UIWindow

    init(recordingReturnEvents: Bool = true) {
      delegate = TextFieldDelegateSpy(log: log)
      field.delegate = delegate
      recordEvents(
        of: field, into: log,
        except: recordingReturnEvents ? [] : [.editingDidEndOnExit, .primaryActionTriggered])
      controller.view.addSubview(field)
      window = makeWindow(root: controller)
    }
  }

  @MainActor
  @Suite("Text fields")
  struct TextFieldsSpec {
    @Test("text reads as an empty string and setting it sends nothing")
    func programmaticText() {
      let fixture = TextFieldFixture()
      #expect(fixture.field.text == "")
      fixture.field.text = "typed by code"
      fixture.field.text = nil
      #expect(fixture.field.text == "")
      #expect(fixture.log.events.isEmpty)
    }

    @Test("A user's edit runs UIKit's full sequence: begin, change per character, return, end")
    func fullEditingSequence() async {
      let fixture = TextFieldFixture(recordingReturnEvents: false)
      let field = fixture.field
      #expect(field.userType("ab"))
      #expect(field.text == "ab")
      #expect(field.isEditing && field.isFirstResponder)
      #expect(field.userTapReturnKey())
      #expect(field.isEditing)
      #expect(field.userEndEditing())
      #expect(!field.isEditing && !field.isFirstResponder)
      #expect(
        fixture.log.events == [
          "shouldBeginEditing", "didBeginEditing first:true", "editingDidBegin",
          "shouldChange 0,0 'a'", "editingChanged", "shouldChange 1,0 'b'", "editingChanged",
          "shouldReturn", "shouldEndEditing", "didEndEditing first:false", "editingDidEnd",
        ])
      await yieldUntilQuiet(fixture.window)
    }

    @Test("textFieldShouldBeginEditing returning false cancels editing")
    func shouldBeginCancels() {
      let fixture = TextFieldFixture()
      fixture.delegate.shouldBegin = false
      #expect(!fixture.field.userType("x"))
      #expect(!fixture.field.isEditing)
      #expect(fixture.field.text == "")
      #expect(fixture.log.events == ["shouldBeginEditing"])
    }

    @Test("shouldChangeCharactersIn returning false rejects that edit only")
    func shouldChangeRejects() {
      let fixture = TextFieldFixture()
      fixture.delegate.rejected = ["!"]
      #expect(!fixture.field.userType("a!b"))
      #expect(fixture.field.text == "ab")
      #expect(fixture.log.events.filter { $0 == "editingChanged" }.count == 2)
      #expect(fixture.field.userReplaceCharacters(in: NSRange(location: 0, length: 1), with: "X"))
      #expect(fixture.field.text == "Xb")
      // The caret follows the replacement, as after a paste: delete removes the "X".
      #expect(fixture.field.userDeleteBackward())
      #expect(fixture.field.text == "b")
      #expect(!fixture.field.userReplaceCharacters(in: NSRange(location: 5, length: 1), with: ""))
    }

    @Test("Return sends editingDidEndOnExit but resigns only when an action listens for it")
    func returnKey() {
      let fixture = TextFieldFixture()
      let field = fixture.field
      field.removeAction(
        identifiedBy: field.actions(for: .editingDidEndOnExit)[0].identifier,
        for: .editingDidEndOnExit)
      #expect(field.userBeginEditing())
      fixture.log.clear()
      #expect(field.userTapReturnKey())
      #expect(fixture.log.events == ["shouldReturn", "primaryActionTriggered"])
      #expect(field.isEditing)
      field.addAction(UIAction { _ in fixture.log.record("exit") }, for: .editingDidEndOnExit)
      fixture.log.clear()
      #expect(field.userTapReturnKey())
      #expect(
        fixture.log.events == [
          "shouldReturn", "primaryActionTriggered", "exit", "shouldEndEditing",
          "didEndEditing first:false", "editingDidEnd",
        ])
      #expect(!field.isEditing)
    }

    @Test("textFieldShouldReturn returning false stops the return key")
    func shouldReturnFalse() {
      let fixture = TextFieldFixture()
      fixture.delegate.shouldReturn = false
      #expect(fixture.field.userBeginEditing())
      fixture.log.clear()
      #expect(!fixture.field.userTapReturnKey())
      #expect(fixture.log.events == ["shouldReturn"])
    }

    @Test("textFieldShouldEndEditing returning false keeps the field editing")
    func shouldEndRefuses() {
      let fixture = TextFieldFixture()
      #expect(fixture.field.userBeginEditing())
      fixture.delegate.shouldEnd = false
      #expect(!fixture.field.userEndEditing())
      #expect(fixture.field.isEditing && fixture.field.isFirstResponder)
      fixture.delegate.shouldEnd = true
      #expect(fixture.field.resignFirstResponder())
      #expect(!fixture.field.isEditing)
    }

    @Test("becomeFirstResponder runs the begin sequence; it fails outside a window")
    func programmaticFirstResponder() {
      let fixture = TextFieldFixture()
      #expect(fixture.field.becomeFirstResponder())
      #expect(
        fixture.log.events == [
          "shouldBeginEditing", "didBeginEditing first:true", "editingDidBegin",
        ])
      let loose = UITextField(frame: .zero)
      #expect(!loose.becomeFirstResponder())
      #expect(!loose.userType("x"))
    }

    @Test("A second field becoming first responder ends the first one's editing")
    func switchingFields() {
      let fixture = TextFieldFixture()
      let other = UITextField(frame: .zero)
      fixture.controller.view.addSubview(other)
      #expect(fixture.field.userBeginEditing())
      fixture.log.clear()
      #expect(other.userBeginEditing())
      #expect(
        fixture.log.events == ["shouldEndEditing", "didEndEditing first:false", "editingDidEnd"])
      #expect(other.isFirstResponder && !fixture.field.isEditing)
    }

    @Test("A field that leaves its window stops editing")
    func leavingTheWindowEndsEditing() {
      let fixture = TextFieldFixture()
      #expect(fixture.field.userBeginEditing())
      fixture.field.removeFromSuperview()
      #expect(!fixture.field.isEditing)
      #expect(fixture.log.events.last == "editingDidEnd")
    }

    @Test("The clear button asks textFieldShouldClear, empties the text and sends editingChanged")
    func clearButton() {
      let fixture = TextFieldFixture()
      fixture.field.text = "abc"
      #expect(!fixture.field.userTapClearButton())
      fixture.field.clearButtonMode = .always
      fixture.delegate.shouldClear = false
      #expect(!fixture.field.userTapClearButton())
      #expect(fixture.field.text == "abc")
      fixture.delegate.shouldClear = true
      fixture.log.clear()
      #expect(fixture.field.userTapClearButton())
      #expect(fixture.field.text == "")
      #expect(fixture.log.events == ["shouldClear", "editingChanged"])
    }

    @Test("A user's edit posts textDidChangeNotification; a programmatic change does not")
    func changeNotification() {
      let fixture = TextFieldFixture()
      let posts = ConsoleCollector()
      let token = NotificationCenter.default.addObserver(
        forName: UITextField.textDidChangeNotification, object: fixture.field, queue: nil
      ) { _ in posts.append("changed") }
      defer { NotificationCenter.default.removeObserver(token) }
      fixture.field.text = "code"
      #expect(posts.texts.isEmpty)
      #expect(fixture.field.userType("u"))
      #expect(posts.texts == ["changed"])
    }

    @Test("A delegate that implements nothing gets UIKit's defaults")
    func delegateDefaults() {
      let fixture = TextFieldFixture()
      let silent = SilentTextFieldDelegate()
      fixture.field.delegate = silent
      #expect(silent.textFieldShouldBeginEditing(fixture.field))
      #expect(silent.textFieldShouldReturn(fixture.field))
      #expect(
        silent.textField(fixture.field, editMenuForCharactersIn: NSRange(), suggestedActions: [])
          == nil)
      #expect(fixture.field.userType("ok"))
      #expect(fixture.field.userTapReturnKey())
      #expect(fixture.field.text == "ok")
    }

    @Test("Secure entry, keyboard and return key types are stored as set")
    func traits() {
      let field = UITextField()
      #expect(field.keyboardType == .default && field.returnKeyType == .default)
      #expect(field.borderStyle == .none && field.clearButtonMode == .never)
      field.isSecureTextEntry = true
      field.keyboardType = .emailAddress
      field.returnKeyType = .done
      field.placeholder = "Email"
      field.text = "pw"
      #expect(field.accessibilityValue == "••")
      #expect(field.placeholder == "Email")
      #expect(field.keyboardType == .emailAddress && field.returnKeyType == .done)
    }

    @Test("Typing goes in at the caret and moves it; a selection is replaced")
    func typingAtTheCaret() throws {
      let fixture = TextFieldFixture()
      let field = fixture.field
      field.text = "Helo"
      #expect(field.selectedTextRange == nil)
      #expect(field.userBeginEditing())
      #expect(caret(of: field) == 4)
      let afterE = try #require(field.position(from: field.beginningOfDocument, offset: 3))
      field.selectedTextRange = field.textRange(from: afterE, to: afterE)
      #expect(field.userType("l"))
      #expect(field.text == "Hello")
      #expect(fixture.log.events.contains("shouldChange 3,0 'l'"))
      #expect(caret(of: field) == 4)
      let all = field.textRange(from: field.endOfDocument, to: field.beginningOfDocument)
      #expect(all.flatMap(field.text(in:)) == "Hello")
      field.selectedTextRange = all
      #expect(field.userType("Hi"))
      #expect(fixture.log.events.contains("shouldChange 0,5 'H'"))
      #expect(field.text == "Hi")
      #expect(caret(of: field) == 2)
    }

    @Test("Delete removes the selection, else the composed character before the caret")
    func deletingAtTheCaret() throws {
      let (_, field) = editing("a😀bc")
      let (start, end) = (field.beginningOfDocument, field.endOfDocument)
      #expect(field.offset(from: start, to: end) == 5)
      let b = try #require(field.position(from: start, offset: 3))
      let c = try #require(field.position(from: start, offset: 4))
      field.selectedTextRange = field.textRange(from: b, to: c)
      #expect(field.userDeleteBackward())
      #expect(field.text == "a😀c")
      #expect(caret(of: field) == 3)
      #expect(field.userDeleteBackward())
      #expect(field.text == "ac")
      #expect(field.userDeleteBackward())
      #expect(field.text == "c")
      #expect(caret(of: field) == 0)
      #expect(!field.userDeleteBackward())
      #expect(field.text == "c")
    }

    @Test("Select All while editing makes typing replace the whole text")
    func selectAllThenType() {
      let fixture = TextFieldFixture()
      let field = fixture.field
      field.text = "old"
      field.selectAll(nil)
      #expect(field.selectedTextRange == nil)
      #expect(field.userBeginEditing())
      field.selectAll(nil)
      #expect(field.selectedTextRange.flatMap(field.text(in:)) == "old")
      #expect(field.userType("n"))
      #expect(fixture.log.events.contains("shouldChange 0,3 'n'"))
      #expect(field.text == "n")
    }

    @Test("Positions stay inside the text and order as offsets; there is no marked text")
    func positionsAndRanges() throws {
      let field = TextFieldFixture().field
      field.text = "abc"
      let (start, end) = (field.beginningOfDocument, field.endOfDocument)
      #expect(field.position(from: start, offset: -1) == nil)
      #expect(field.position(from: end, offset: 1) == nil)
      #expect(field.position(from: end, offset: -3) == start)
      #expect(field.compare(start, to: end) == .orderedAscending)
      #expect(field.compare(end, to: start) == .orderedDescending)
      #expect(field.compare(end, to: end) == .orderedSame)
      #expect(field.offset(from: end, to: start) == -3)
      #expect(field.markedTextRange == nil)
      #expect(field.hasText)
      // Not editing: the selection cannot be set.
      field.selectedTextRange = field.textRange(from: start, to: start)
      #expect(field.selectedTextRange == nil)
    }

    /// A formatting delegate that takes digits only, as apps' tests drive one.
    final class DigitsOnly: NSObject, UITextFieldDelegate {
      var asked: [NSRange] = []
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        asked.append(range)
        return string.allSatisfy(\.isNumber)
      }
    }

    @Test("insertText on a field that is not editing appends, asks the delegate, sends the events")
    func insertingWhileNotEditing() {
      let field = UITextField()
      let delegate = DigitsOnly()
      field.delegate = delegate
      var changes = 0
      field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
      for character in "12a3" { field.insertText(String(character)) }
      #expect(field.text == "123")
      #expect(!field.isEditing)
      #expect(changes == 3)
      #expect(
        delegate.asked == [0, 1, 2, 2].map { NSRange(location: $0, length: 0) })
    }

    @Test("replace(_:withText:) changes the text as code does; setting text puts the caret last")
    func replacingInCode() throws {
      let (fixture, field) = editing("one two")
      let events = fixture.log.events.count
      let start = field.beginningOfDocument
      let three = try #require(field.position(from: start, offset: 3))
      let range = try #require(field.textRange(from: start, to: three))
      field.replace(range, withText: "1")
      #expect(field.text == "1 two")
      #expect(caret(of: field) == 1)
      #expect(fixture.log.events.count == events)
      field.text = "reset"
      #expect(caret(of: field) == 5)
    }

    @Test("A subclass overriding deleteBackward hears the delete key, even in an empty field")
    func deleteBackwardOverride() {
      /// A one-digit code box that steps back to the previous box on delete, as code-entry
      /// screens do.
      final class DigitField: UITextField {
        var deletes = 0
        override func deleteBackward() {
          deletes += 1
          super.deleteBackward()
        }
      }
      let field = DigitField(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      let window = makeWindow(root: UIViewController())
      window.rootViewController?.view.addSubview(field)
      #expect(field.userType("7"))
      #expect(field.userDeleteBackward())
      #expect(!field.userDeleteBackward())
      #expect(field.deletes == 2)
    }

    /// A fixture whose field holds `text` and is editing, the caret at the end.
    private func editing(_ text: String) -> (TextFieldFixture, UITextField) {
      let fixture = TextFieldFixture()
      fixture.field.text = text
      #expect(fixture.field.userBeginEditing())
      return (fixture, fixture.field)
    }

    private func caret(of field: UITextField) -> Int? {
      guard let range = field.selectedTextRange, range.isEmpty else { return nil }
      return field.offset(from: field.beginningOfDocument, to: range.start)
    }

    @Test("Overlay views are subviews while their mode shows them, at the field's edges")
    func overlayViews() {
      let fixture = TextFieldFixture()
      let field = fixture.field
      let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
      let show = UIButton(type: .system)
      show.setTitle("Show", for: .normal)
      field.leftView = icon
      field.leftViewMode = .always
      field.rightView = show
      field.rightViewMode = .whileEditing
      field.layoutIfNeeded()
      #expect(icon.superview === field)
      #expect(icon.frame == CGRect(x: 0, y: 10, width: 20, height: 10))
      #expect(show.superview == nil)
      #expect(field.rightViewRect(forBounds: field.bounds).maxX == 200)

      #expect(field.userBeginEditing())
      field.layoutIfNeeded()
      #expect(show.superview === field)
      #expect(show.frame == field.rightViewRect(forBounds: field.bounds))
      #expect(show.frame.width == show.intrinsicContentSize.width)

      #expect(field.userEndEditing())
      field.layoutIfNeeded()
      #expect(show.superview == nil)
      field.leftView = nil
      #expect(icon.superview == nil)
      #expect(field.leftViewRect(forBounds: field.bounds) == .zero)
    }
  }
#endif
