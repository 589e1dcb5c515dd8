#if !canImport(UIKit)
  import Foundation
  import Testing

  @_spi(Testing) import HeadlessUIKit

  // UIKit's optional requirements called with `?(`, as the port gives the calls (see
  // PortRewriterTests' "a call of UIKit's optional requirement through ?(") and the
  // implementations (each starts with `_tapwrightOptionalRequirementImplemented()`).

  /// Implements only the data source's two required methods.
  private final class BareDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
  }

  /// Implements a header title too.
  private final class TitledDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      _tapwrightOptionalRequirementImplemented()
      return "Section \(section)"
    }
  }

  /// A delegate whose row height asks the data source, which runs a default in turn.
  private final class AskingDelegate: NSObject, UITableViewDelegate {
    var scrolled = 0
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      _tapwrightOptionalRequirementImplemented()
      return tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 0) == nil ? 30 : 60
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      _tapwrightOptionalRequirementImplemented()
      scrolled += 1
    }
  }

  @MainActor
  @Suite("UIKit's optional requirements called with ?( (the port's form)")
  struct FrameworkOptionalRequirementSpec {
    @Test("A method the delegate does not implement gives nil; UIKit's default is not the answer")
    func notImplemented() {
      let table = UITableView()
      let dataSource: UITableViewDataSource? = BareDataSource()
      #expect(
        _tapwrightOptionalCall { dataSource?.tableView(table, titleForHeaderInSection: 0) } == nil)
      #expect(_tapwrightOptionalCall { dataSource?.numberOfSections(in: table) } == nil)
      #expect((_tapwrightOptionalCall { dataSource?.numberOfSections(in: table) } ?? 7) == 7)
      let delegate: UIScrollViewDelegate? = Idle()
      #expect(_tapwrightOptionalCall { delegate?.scrollViewDidScroll(table) } == nil)
      // Called without `?(`, the default is UIKit's behaviour, as HeadlessUIKit's own calls use it.
      #expect(dataSource?.numberOfSections(in: table) == 1)
      // A text view's link question (UIKit's `UITextItemInteraction` form), as link handlers ask.
      let textDelegate: UITextViewDelegate? = PlainTextDelegate()
      let link = URL(string: "https://example.com")!
      let range = NSRange(location: 0, length: 4)
      #expect(
        _tapwrightOptionalCall {
          textDelegate?.textView(
            UITextView(), shouldInteractWith: link, in: range, interaction: .invokeDefaultAction)
        } == nil)
      #expect(
        textDelegate?.textView(
          UITextView(), shouldInteractWith: link, in: range, interaction: .preview)
          == true)
      #expect(UITextItemInteraction(rawValue: 1) == .presentActions)
    }

    @Test("A method the delegate implements gives its result, whatever defaults it runs in turn")
    func implemented() throws {
      let table = UITableView()
      let titled: UITableViewDataSource? = TitledDataSource()
      #expect(
        _tapwrightOptionalCall { titled?.tableView(table, titleForHeaderInSection: 2) }
          == "Section 2")
      let asking = AskingDelegate()
      let delegate: UITableViewDelegate? = asking
      let bare = BareDataSource()
      table.dataSource = bare
      let height = _tapwrightOptionalCall {
        delegate?.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
      }
      #expect(height == 30)
      let scrolled: Void? = _tapwrightOptionalCall { delegate?.scrollViewDidScroll(table) }
      #expect(scrolled != nil)
      #expect(asking.scrolled == 1)
    }
  }

  private final class Idle: NSObject, UIScrollViewDelegate {}

  private final class PlainTextDelegate: NSObject, UITextViewDelegate {}
#endif
