#if !canImport(UIKit)
  import Foundation
  import Testing

  @_spi(Testing) import HeadlessUIKit

  // Key commands, context menus, the document picker and font metrics, as apps use them: a
  // controller's keyboard shortcuts, a long-press menu on a cell, importing a file, a font scaled
  // for Dynamic Type.

  final class NotesViewController: UIViewController, UIContextMenuInteractionDelegate,
    UIDocumentPickerDelegate
  {
    let note = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var events: [String] = []
    var imported: [URL] = []

    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          title: "New Note", action: "newNote", input: "n", modifierFlags: .command),
        UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "close"),
      ]
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(note)
      note.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func importFile() {
      let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
      picker.delegate = self
      present(picker, animated: false)
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      UIContextMenuConfiguration(identifier: "note" as NSString, previewProvider: nil) {
        [weak self] _ in
        UIMenu(children: [
          UIAction(title: "Pin") { _ in self?.events.append("pin") },
          UIAction(title: "Delete", attributes: .destructive) { _ in self?.events.append("delete")
          },
        ])
      }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      events.append("menu ended")
    }

    func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
    ) {
      imported = urls
    }
  }

  @MainActor
  @Suite("Key commands, context menus, the document picker and font metrics")
  struct MenusAndPickersSpec {
    private func shown() -> (UIWindow, NotesViewController) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let notes = NotesViewController()
      window.rootViewController = notes
      window.makeKeyAndVisible()
      return (window, notes)
    }

    @Test("A controller's key commands carry their keys, modifiers and actions")
    func keyCommands() {
      let (_, notes) = shown()
      let commands = notes.keyCommands ?? []
      #expect(commands.map(\.input) == ["n", "UIKeyInputEscape"])
      #expect(commands.map(\.modifierFlags) == [.command, []])
      #expect(commands.first?.title == "New Note")
      let added = UIKeyCommand(input: "f", modifierFlags: [.command, .shift], action: "find")
      let plain = UIViewController()
      plain.addKeyCommand(added)
      plain.addKeyCommand(added)
      #expect(plain.keyCommands?.count == 1)
      plain.removeKeyCommand(added)
      #expect(plain.keyCommands == nil)
      #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
    }

    @Test("A long press opens the view's context menu from the delegate's configuration")
    func contextMenu() throws {
      let (_, notes) = shown()
      let interaction = try #require(notes.note.interactions.first as? UIContextMenuInteraction)
      #expect(interaction.view === notes.note)
      let menu = interaction.userOpenMenu(at: CGPoint(x: 10, y: 10))
      #expect(menu?.children.map(\.title) == ["Pin", "Delete"])
      #expect(interaction.menuAppearance == .rich)
      #expect(interaction.location(in: notes.note) == CGPoint(x: 10, y: 10))
      interaction.dismissMenu()
      #expect(notes.events == ["menu ended"])
      #expect(interaction.menuAppearance == .unknown)
      notes.note.removeInteraction(interaction)
      #expect(notes.note.interactions.isEmpty)
      #expect(interaction.view == nil)
      #expect(interaction.userOpenMenu(at: .zero) == nil)
    }

    @Test("The document picker is dismissed, then its delegate gets the files the user picked")
    func documentPicker() async throws {
      let (window, notes) = shown()
      notes.importFile()
      await yieldUntilQuiet(window)
      let picker = try #require(notes.presentedViewController as? UIDocumentPickerViewController)
      #expect(picker.contentTypes == [.pdf, .plainText])
      let files = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.pdf")]
      picker.userPick(files)
      await yieldUntilQuiet(window)
      #expect(notes.imported == [files[0]])
      #expect(notes.presentedViewController == nil)
    }

    @Test(
      "Font metrics scale by the body style's Dynamic Type sizes; the default size keeps a font")
    func fontMetrics() {
      let font = UIFont.systemFont(ofSize: 17)
      #expect(UIFontMetrics.default.scaledFont(for: font) == font)
      let large = UITraitCollection(
        preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
      let metrics = UIFontMetrics(forTextStyle: .headline)
      #expect(metrics.scaledFont(for: font, compatibleWith: large).pointSize == 53)
      #expect(
        metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: large).pointSize == 30)
      let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
      #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: small) == 28)
    }
  }
#endif

#if !canImport(UIKit)
  import Foundation
  import Testing

  import HeadlessUIKit

  /// A rich-push extension as apps write it: it adds the image the payload names.
  final class RichPushService: UNNotificationServiceExtension {
    var imageFile: URL?

    override func didReceive(
      _ request: UNNotificationRequest,
      withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
      guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
        return contentHandler(request.content)
      }
      content.title = "[Photo] " + content.title
      if let imageFile,
        let attachment = try? UNNotificationAttachment(identifier: "image", url: imageFile)
      {
        content.attachments = [attachment]
      }
      contentHandler(content)
    }
  }

  @Suite("Notification service extensions and attachments")
  struct NotificationServiceSpec {
    @Test("A service extension changes the content; an image file becomes its attachment")
    func richPush() throws {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "RichPush-\(UUID().uuidString).png")
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let content = UNMutableNotificationContent()
      content.title = "Ada"
      let request = UNNotificationRequest(identifier: "1", content: content, trigger: nil)
      let service = RichPushService()
      service.imageFile = file
      var delivered: UNNotificationContent?
      service.didReceive(request) { delivered = $0 }
      #expect(delivered?.title == "[Photo] Ada")
      #expect(delivered?.attachments.map(\.identifier) == ["image"])
      #expect(delivered?.attachments.first?.type == "public.png")
      #expect(content.attachments.isEmpty)

      var unchanged: UNNotificationContent?
      UNNotificationServiceExtension().didReceive(request) { unchanged = $0 }
      #expect(unchanged === request.content)
    }

    @Test("An attachment of a missing file or of a type notifications do not show throws")
    func invalidAttachments() throws {
      let missing = URL(fileURLWithPath: "/nonexistent/image.png")
      #expect(throws: (any Error).self) {
        try UNNotificationAttachment(identifier: "a", url: missing)
      }
      do {
        _ = try UNNotificationAttachment(identifier: "a", url: missing)
      } catch let error as NSError {
        #expect(error.domain == UNErrorDomain)
        #expect(error.code == 100)
      }
      let text = FileManager.default.temporaryDirectory.appendingPathComponent(
        "Note-\(UUID().uuidString).txt")
      try Data("hi".utf8).write(to: text)
      defer { try? FileManager.default.removeItem(at: text) }
      do {
        _ = try UNNotificationAttachment(identifier: "b", url: text)
        Issue.record("a text file was attached")
      } catch let error as NSError {
        #expect(error.code == 101)
      }
    }
  }
#endif
