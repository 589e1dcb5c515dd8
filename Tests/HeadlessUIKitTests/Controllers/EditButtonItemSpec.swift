#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A controller that records `setEditing(_:animated:)`, as a test double would.
  final class EditingController: UIViewController {
    var editingCalls: [String] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      editingCalls.append("\(editing) animated: \(animated)")
    }
  }

  @MainActor
  @Suite("The edit button item")
  struct EditButtonItemSpec {
    @Test("One item, titled Edit, and Done while editing; setEditing updates it")
    func titles() {
      let controller = EditingController()
      let item = controller.editButtonItem
      #expect(item === controller.editButtonItem)
      #expect(item.title == "Edit")
      #expect(item.style == .plain)
      #expect(item.target === controller)
      controller.setEditing(true, animated: false)
      #expect(item.title == "Done")
      #expect(item.style == .done)
      controller.isEditing = false
      #expect(item.title == "Edit")
      #expect(controller.editingCalls == ["true animated: false", "false animated: false"])
    }

    @Test("A tap toggles editing through the controller's own setEditing(_:animated: true)")
    func tapToggles() throws {
      let controller = EditingController()
      let item = controller.editButtonItem
      let action = try #require(item.action)
      #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
      #expect(controller.isEditing)
      #expect(item.title == "Done")
      #expect(item.userTap())
      #expect(!controller.isEditing)
      #expect(item.title == "Edit")
      #expect(controller.editingCalls == ["true animated: true", "false animated: true"])
    }

    @Test("A table view controller's edit button puts its table into editing")
    func tableViewController() {
      let controller = UITableViewController(style: .plain)
      controller.editButtonItem.userTap()
      #expect(controller.isEditing)
      #expect(controller.tableView.isEditing)
      controller.editButtonItem.userTap()
      #expect(!controller.tableView.isEditing)
    }
  }
#endif
