#if !canImport(UIKit)
  import Foundation
  import Testing

  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit

  // What the port step makes of `T()`, `T(frame:)` and `T(nibName:bundle:)` for a generic
  // parameter `T` (see PortRewriterTests' "an instance of a generic parameter of a UIKit class
  // is made through HeadlessUIKit"): HeadlessUIKit's own classes are made as UIKit makes them; a
  // class the port did not record is made with `init(coder:)`, and the test is told.

  /// A view no port registration names (this test target is not ported).
  final class MetatypeUnrecordedView: UIView {}

  /// A view controller no port registration names.
  final class MetatypeUnrecordedController: UIViewController {}

  @MainActor
  @Suite("Instances of a generic parameter (the port's _tapwrightPortMake)")
  struct MetatypeInitializersSpec {
    /// `T(frame:)` as DTTableViewManager writes it, after the port.
    func makeCell<Cell: UITableViewCell>(_ type: Cell.Type) -> Cell {
      _tapwrightPortMake(Cell.self, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("UIKit's own classes are made with the initialiser the call names")
    func headlessClasses() {
      let cell = makeCell(UITableViewCell.self)
      #expect(type(of: cell) == UITableViewCell.self)
      #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
      let label = _tapwrightPortMake(UILabel.self)
      #expect(type(of: label) == UILabel.self && label.frame == .zero)
      let controller = _tapwrightPortMake(
        UIViewController.self, nibName: "Screen", bundle: Bundle.main)
      #expect(controller.nibName == "Screen")
      #expect(
        type(of: _tapwrightPortMake(UITableViewController.self)) == UITableViewController.self)
    }

    @Test("A class the port did not record is made with init(coder:), and the test is told")
    func unrecordedClass() {
      var view: MetatypeUnrecordedView?
      withKnownIssue {
        view = _tapwrightPortMake(
          MetatypeUnrecordedView.self, frame: CGRect(x: 0, y: 0, width: 10, height: 20))
      } matching: { issue in
        message(of: issue)
          == "HeadlessUIKitTests.MetatypeUnrecordedView was created by its metatype with init(frame:), which "
          + "the port step did not record for it (a class of a module that was not ported, or one "
          + "whose initialisers it could not read); it was made with init(coder:) instead."
      }
      #expect(view?.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
      var controller: MetatypeUnrecordedController?
      withKnownIssue {
        controller = _tapwrightPortMake(MetatypeUnrecordedController.self)
      } matching: { issue in
        message(of: issue).hasPrefix(
          "HeadlessUIKitTests.MetatypeUnrecordedController was created by its metatype with init(),"
        )
      }
      #expect(controller != nil)
    }
  }
#endif
