#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// Records the keyboard notifications (and what a test adds) in order, as an app observes them.
  @MainActor
  final class KeyboardLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
    private(set) var entries: [String] = []
    private(set) var userInfos: [String: [AnyHashable: Any]] = [:]
    private(set) var objects: [Bool] = []
    private var tokens: [NSObjectProtocol] = []

    override init() {
      super.init()
      let names: [NSNotification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ]
      for name in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] notification in
            let name = notification.name.rawValue
            nonisolated(unsafe) let userInfo = notification.userInfo
            let hasObject = notification.object != nil
            MainActor.assumeIsolated { self?.record(name, userInfo, hasObject: hasObject) }
          })
      }
    }

    private func record(_ name: String, _ userInfo: [AnyHashable: Any]?, hasObject: Bool) {
      let short = name.replacingOccurrences(of: "UIKeyboard", with: "")
        .replacingOccurrences(of: "Notification", with: "")
      entries.append(short)
      userInfos[short] = userInfo
      objects.append(hasObject)
    }

    func note(_ entry: String) { entries.append(entry) }

    /// Whether `first` was followed at once by `second` (posted together, on one turn).
    func hasPair(_ first: String, _ second: String) -> Bool {
      zip(entries, entries.dropFirst()).contains { $0 == first && $1 == second }
    }

    func clear() {
      entries = []
      userInfos = [:]
      objects = []
    }

    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { note("textFieldDidBeginEditing") }
    func textFieldDidEndEditing(_ textField: UITextField) { note("textFieldDidEndEditing") }
    func textViewDidBeginEditing(_ textView: UITextView) { note("textViewDidBeginEditing") }
  }

  @MainActor
  @Suite("Keyboard notifications")
  struct KeyboardNotificationsSpec {
    /// A controller whose view holds two text fields and a text view, in a key window.
    private func makeScreen() -> (UIWindow, UIViewController, UITextField, UITextField, UITextView)
    {
      let controller = UIViewController()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let name = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 40))
      let email = UITextField(frame: CGRect(x: 16, y: 150, width: 200, height: 40))
      let notes = UITextView(frame: CGRect(x: 16, y: 200, width: 200, height: 100))
      for view in [name, email, notes] as [UIView] { controller.view.addSubview(view) }
      return (window, controller, name, email, notes)
    }

    @Test("A text field begins editing: will* at once after didBeginEditing, did* a turn later")
    func showForTextField() async {
      let (window, _, name, _, _) = makeScreen()
      let log = KeyboardLog()
      defer { log.stop() }
      name.delegate = log
      name.becomeFirstResponder()
      #expect(
        log.entries == ["textFieldDidBeginEditing", "WillChangeFrame", "WillShow"])
      await yield { log.entries.contains("DidShow") }
      // Other tests' keyboards may post meanwhile (object nil): look for the adjacent pair.
      #expect(log.hasPair("DidChangeFrame", "DidShow"))
      #expect(!log.objects.contains(true))

      let info = log.userInfos["WillShow"]
      let begin = (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
      let end = info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      #expect(begin == CGRect(x: 0, y: 844, width: 390, height: 336))
      #expect(end == CGRect(x: 0, y: 508, width: 390, height: 336))
      #expect(
        (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == end)
      #expect(info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
      #expect(info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
      #expect(info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
      #expect(
        (log.userInfos["DidShow"]?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue == end)
      _ = window
    }

    @Test("Moving first responder from one text field to another posts nothing")
    func handOverPostsNothing() async {
      let (window, _, name, email, notes) = makeScreen()
      name.becomeFirstResponder()
      await yieldUntilQuiet(window)
      let log = KeyboardLog()
      defer { log.stop() }
      email.becomeFirstResponder()
      notes.becomeFirstResponder()
      name.becomeFirstResponder()
      #expect(log.entries.isEmpty)
      #expect(name.isFirstResponder)
    }

    @Test("Resigning with no text input taking over hides the keyboard: will* now, did* later")
    func hideOnResign() async {
      let (window, _, name, _, _) = makeScreen()
      name.becomeFirstResponder()
      await yieldUntilQuiet(window)
      let log = KeyboardLog()
      defer { log.stop() }
      name.delegate = log
      name.resignFirstResponder()
      #expect(log.entries == ["textFieldDidEndEditing", "WillChangeFrame", "WillHide"])
      await yield { log.entries.contains("DidHide") }
      #expect(log.hasPair("DidChangeFrame", "DidHide"))
      let info = log.userInfos["WillHide"]
      #expect(
        info?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
          == CGRect(x: 0, y: 508, width: 390, height: 336))
      #expect(
        (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          == CGRect(x: 0, y: 844, width: 390, height: 336))
    }

    @Test("A text view's keyboard precedes didBeginEditing; endEditing and removal hide it")
    func textViewAndEndEditing() async {
      let (window, controller, name, _, notes) = makeScreen()
      let log = KeyboardLog()
      defer { log.stop() }
      notes.delegate = log
      notes.becomeFirstResponder()
      #expect(log.entries == ["WillChangeFrame", "WillShow", "textViewDidBeginEditing"])
      await yieldUntilQuiet(window)
      log.clear()
      controller.view.endEditing(true)
      #expect(log.entries == ["WillChangeFrame", "WillHide"])
      await yieldUntilQuiet(window)

      name.becomeFirstResponder()
      log.clear()
      name.removeFromSuperview()
      #expect(log.entries == ["WillChangeFrame", "WillHide"])
      #expect(!name.isFirstResponder)
    }

    @Test("A non-editable text view and a plain responder bring up no keyboard")
    func noKeyboardForOtherResponders() {
      let (_, _, _, _, notes) = makeScreen()
      notes.isEditable = false
      let log = KeyboardLog()
      defer { log.stop() }
      notes.becomeFirstResponder()
      #expect(log.entries.isEmpty)
    }

    @Test("The keyboard layout guide follows the keyboard up and back down")
    func layoutGuideFollowsKeyboard() {
      let (window, controller, name, _, _) = makeScreen()
      let pinned = UITextField()
      pinned.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(pinned)
      NSLayoutConstraint.activate([
        pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
        pinned.widthAnchor.constraint(equalToConstant: 200),
        pinned.heightAnchor.constraint(equalToConstant: 40),
        pinned.bottomAnchor.constraint(
          equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
      ])
      window.layoutIfNeeded()
      #expect(abs(pinned.frame.maxY - 802) < 0.001)

      name.becomeFirstResponder()
      window.layoutIfNeeded()
      #expect(
        controller.view.keyboardLayoutGuide.layoutFrame
          == CGRect(x: 0, y: 508, width: 390, height: 336))
      #expect(abs(pinned.frame.maxY - 500) < 0.001)

      name.resignFirstResponder()
      window.layoutIfNeeded()
      #expect(abs(pinned.frame.maxY - 802) < 0.001)
    }
  }
#endif
