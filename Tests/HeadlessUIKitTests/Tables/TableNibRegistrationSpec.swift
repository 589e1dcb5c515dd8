#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// A table view double that records registrations, as test suites write one.
  final class RegistrationRecordingTableView: UITableView {
    var registeredNibs: [String] = []

    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
      registeredNibs.append(identifier)
      super.register(nib, forCellReuseIdentifier: identifier)
    }
  }

  @MainActor
  @Suite("Registering nibs with a table view")
  struct TableNibRegistrationSpec {
    @Test("A header nib makes its header view, reused under its identifier")
    func headerFooterNib() throws {
      let table = UITableView()
      table.register(
        UINib(nibName: "NoteHeader", bundle: .module), forHeaderFooterViewReuseIdentifier: "Pinned")
      let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Pinned"))
      #expect(header.reuseIdentifier == "Pinned")
      #expect((header.contentView.viewWithTag(7) as? UILabel)?.text == "Pinned")
      table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "Pinned")
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Pinned") == nil)
    }

    @Test("A subclass overrides the nib registration, as a test's double does")
    func overridableRegistration() {
      let table = RegistrationRecordingTableView()
      table.register(UINib(nibName: "NoteHeader", bundle: .module), forCellReuseIdentifier: "Note")
      #expect(table.registeredNibs == ["Note"])
    }
  }
#endif
