#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A controller with declared segues that records prepare and shouldPerform.
  @MainActor
  final class SegueSource: UIViewController {
    var calls: [String] = []
    var allows = true

    override func viewDidLoad() {
      super.viewDidLoad()
      declareSegue(withIdentifier: "detail") { titled("detail") }
      declareSegue(withIdentifier: "modal", kind: .present(animated: false)) { titled("modal") }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      calls.append(
        "prepare \(segue.identifier ?? "?") → \(segue.destination.title ?? "?") "
          + "shown: \(segue.destination.parent != nil || segue.destination.presentingViewController != nil)"
      )
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      calls.append("shouldPerform \(identifier)")
      return allows
    }
  }

  @MainActor
  @Suite("Segues")
  struct SeguesSpec {
    @Test("performSegue makes the destination, prepares before the transition, then shows it")
    func performSegue() async {
      let source = SegueSource()
      let navigation = UINavigationController(rootViewController: source)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      source.performSegue(withIdentifier: "detail", sender: nil)
      #expect(source.calls == ["prepare detail → detail shown: false"])
      #expect(navigation.topViewController?.title == "detail")
      source.performSegue(withIdentifier: "detail", sender: nil)
      #expect(navigation.viewControllers.count == 3)
      await yieldUntilQuiet(window)
    }

    @Test("shouldPerformSegue is not consulted for performSegue, but is for triggers")
    func shouldPerformOnlyForTriggers() async {
      let source = SegueSource()
      let window = makeWindow(root: source)
      await yieldUntilQuiet(window)
      source.allows = false
      let trigger = UIView()
      source.view.addSubview(trigger)
      #expect(!trigger.triggerDeclaredSegue(withIdentifier: "modal", sender: trigger))
      #expect(source.calls == ["shouldPerform modal"])
      #expect(source.presentedViewController == nil)
      source.allows = true
      #expect(trigger.triggerDeclaredSegue(withIdentifier: "modal", sender: trigger))
      #expect(source.presentedViewController?.title == "modal")
      await yieldUntilQuiet(window)
    }

    @Test("An unknown segue identifier reports UIKit's exception")
    func unknownIdentifier() {
      let source = SegueSource()
      source.loadViewIfNeeded()
      withKnownIssue {
        source.performSegue(withIdentifier: "foo", sender: nil)
      } matching: { issue in
        message(of: issue) == "Receiver (\(source)) has no segue with identifier 'foo'"
      }
      #expect(source.declaredSegueIdentifiers == ["detail", "modal"])
    }

    @Test("A custom segue and a segue with a perform handler run their own transition")
    func customSegues() {
      let source = UIViewController()
      var performed: [String] = []
      source.declareSegue(
        withIdentifier: "custom",
        kind: .custom({ segue in performed.append(segue.identifier ?? "") })
      ) { UIViewController() }
      source.performSegue(withIdentifier: "custom", sender: nil)
      let handled = UIStoryboardSegue(
        identifier: "handled", source: source, destination: UIViewController()
      ) { performed.append("handler") }
      handled.perform()
      #expect(performed == ["custom", "handler"])
    }
  }
#endif
