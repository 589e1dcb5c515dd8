#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// A test double of an alert action, as iOS suites write it: `init()` and overridden getters.
  final class AlertActionDouble: UIAlertAction {
    typealias Handler = (UIAlertAction) -> Void
    var mockTitle: String?
    var mockStyle = UIAlertAction.Style.default
    var mockHandler: Handler?

    convenience init(title: String?, style: UIAlertAction.Style, handler: Handler?) {
      self.init()
      mockTitle = title
      mockStyle = style
      mockHandler = handler
    }

    override var title: String? { mockTitle }
    override var style: UIAlertAction.Style { mockStyle }
  }

  @MainActor
  @Suite("UIAlertAction()")
  struct AlertActionInitSpec {
    @Test("A plain UIAlertAction() has no title, the default style and is enabled")
    func plainInit() {
      let action = UIAlertAction()
      #expect(action.title == nil)
      #expect(action.style == .default)
      #expect(action.isEnabled)
    }

    @Test("A subclass calling super.init() works as an action of an alert")
    func subclass() {
      var tapped = false
      let double = AlertActionDouble(title: "Delete", style: .destructive) { _ in tapped = true }
      #expect(double.title == "Delete")
      #expect(double.style == .destructive)
      let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
      alert.addAction(double)
      #expect(alert.actions.first === double)
      #expect(alert.actions.first?.title == "Delete")
      double.mockHandler?(double)
      #expect(tapped)
    }
  }
#endif
