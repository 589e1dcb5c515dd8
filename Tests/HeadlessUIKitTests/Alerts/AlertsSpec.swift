#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Alerts")
  struct AlertsSpec {
    @Test("An alert keeps its title, message, style, actions and preferred action")
    func alertProperties() {
      let alert = UIAlertController(
        title: "Delete?", message: "It's gone for good.", preferredStyle: .alert)
      let cancel = UIAlertAction(title: "Cancel", style: .cancel)
      let delete = UIAlertAction(title: "Delete", style: .destructive)
      alert.addAction(cancel)
      alert.addAction(delete)
      alert.preferredAction = delete
      #expect(alert.title == "Delete?")
      #expect(alert.message == "It's gone for good.")
      #expect(alert.preferredStyle == .alert)
      #expect(alert.actions == [cancel, delete])
      #expect(alert.preferredAction === delete)
      #expect(delete.style == .destructive && delete.isEnabled)
      #expect(alert.textFields == nil)
      #expect(
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).preferredStyle
          == .actionSheet)
    }

    @Test("A second .cancel action reports UIKit's exception and is ignored")
    func secondCancelAction() {
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      withKnownIssue {
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
      } matching: { issue in
        message(of: issue)
          == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
      }
      #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test("addTextField on an action sheet reports UIKit's exception and is ignored")
    func textFieldOnActionSheet() {
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      withKnownIssue {
        sheet.addTextField()
      } matching: { issue in
        message(of: issue)
          == "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      }
      #expect(sheet.textFields == nil)
    }

    @Test("addTextField configures the field; the first one edits as the alert shows")
    func textFields() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "Name" }
      alert.addTextField { $0.isSecureTextEntry = true }
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
      root.present(alert, animated: true)
      await yieldUntilQuiet(window)
      #expect(alert.textFields?.first?.isEditing == true)
      #expect(alert.textFields?.first?.userType("Ada") == true)
      #expect(alert.userTapAction(titled: "OK"))
      await yieldUntilQuiet(window)
      #expect(alert.textFields?.first?.text == "Ada")
      #expect(alert.textFields?.first?.isEditing == false)
    }

    @Test("A user's tap dismisses the alert, then runs the handler once, from the dismissal")
    func tapDismissesThenRunsHandler() async {
      let log = EventLog()
      let root = RecordingViewController("Root", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      let ok = UIAlertAction(title: "OK", style: .default) { action in
        log.record("handler \(action.title ?? "") presented:\(root.presentedViewController != nil)")
      }
      alert.addAction(ok)
      root.present(alert, animated: true)
      #expect(!ok.userTap())
      await yieldUntilQuiet(window)
      log.clear()
      #expect(ok.userTap())
      #expect(log.events.isEmpty)
      #expect(!ok.userTap())
      await yieldUntilQuiet(window)
      #expect(log.events == ["handler OK presented:false"])
      #expect(root.presentedViewController == nil)
      #expect(!ok.userTap())
    }

    @Test("A dismissed alert, its actions and text fields are released (no retain cycles)")
    func alertIsReleased() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      weak var weakAlert: UIAlertController?
      weak var weakAction: UIAlertAction?
      weak var weakField: UITextField?
      do {
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default) { _ in }
        alert.addAction(action)
        alert.addTextField()
        weakAlert = alert
        weakAction = action
        weakField = alert.textFields?.first
        root.present(alert, animated: true)
        await yieldUntilQuiet(window)
        #expect(action.userTap())
      }
      await yieldUntilQuiet(window)
      #expect(weakAlert == nil)
      #expect(weakAction == nil)
      #expect(weakField == nil)
    }

    @Test("A disabled action ignores a tap; the action's button mirrors it")
    func disabledAction() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      let ok = UIAlertAction(title: "OK", style: .default)
      alert.addAction(ok)
      ok.isEnabled = false
      root.present(alert, animated: false)
      await yieldUntilQuiet(window)
      #expect(!ok.userTap())
      let button = alert.view.subviews.first?.subviews.compactMap { $0 as? UIButton }.first
      #expect(button?.currentTitle == "OK")
      #expect(button?.isEnabled == false)
      ok.isEnabled = true
      #expect(button?.userTap() == true)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController == nil)
    }

    @Test("The handler is reachable through the testing SPI")
    func handlerSPI() {
      var ran = 0
      let action = UIAlertAction(title: "Go", style: .default) { _ in ran += 1 }
      action.handler?(action)
      #expect(ran == 1)
      #expect(UIAlertAction(title: "No handler", style: .cancel).handler == nil)
    }

    @Test("An alert leaves its presenter in place: no disappearance callbacks")
    func presenterStays() async {
      let log = EventLog()
      let root = RecordingViewController("Root", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      log.clear()
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      root.present(alert, animated: true)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController === alert)
      #expect(appearanceEvents(log).isEmpty)
    }

    @Test("An action sheet shown as a popover needs a sourceView or barButtonItem")
    func actionSheetPopoverNeedsSource() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      window.horizontalSizeClass = .regular
      await yieldUntilQuiet(window)
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      let popover = sheet.popoverPresentationController
      #expect(popover != nil)
      let expected =
        "UIPopoverPresentationController (\(popoverDescription(popover))) should have a non-nil "
        + "sourceView or barButtonItem set before the presentation occurs."
      withKnownIssue {
        root.present(sheet, animated: false)
      } matching: { issue in
        message(of: issue) == expected
      }
      #expect(root.presentedViewController == nil)
      sheet.popoverPresentationController?.sourceView = root.view
      root.present(sheet, animated: false)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentationController?.adaptivePresentationStyle == .popover)
    }

    @Test("Any controller shown as a popover needs a sourceView or barButtonItem, as UIKit")
    func plainPopoverNeedsSource() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      window.horizontalSizeClass = .regular
      await yieldUntilQuiet(window)
      let content = UIViewController()
      content.modalPresentationStyle = .popover
      let popover = content.popoverPresentationController
      let expected =
        "UIPopoverPresentationController (\(popoverDescription(popover))) should have a non-nil "
        + "sourceView or barButtonItem set before the presentation occurs."
      withKnownIssue {
        root.present(content, animated: false)
      } matching: { issue in
        message(of: issue) == expected
      }
      #expect(root.presentedViewController == nil)
      popover?.barButtonItem = UIBarButtonItem(systemItem: .action)
      root.present(content, animated: false)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController === content)
    }

    @Test("An action sheet in compact width adapts to a sheet and needs no source")
    func actionSheetCompact() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      root.present(sheet, animated: true)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController === sheet)
      #expect(sheet.userTapAction(titled: "Cancel"))
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController == nil)
    }
  }

  /// UIKit's description of a popover presentation controller, as the exception quotes it.
  @MainActor
  func popoverDescription(_ popover: UIPopoverPresentationController?) -> String {
    guard let popover else { return "nil" }
    let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(popover)))
    return "<\(String(reflecting: type(of: popover))): 0x\(String(address, radix: 16))>"
  }
#endif
