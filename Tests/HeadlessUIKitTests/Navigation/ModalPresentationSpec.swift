#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// Records an adaptive presentation delegate's calls and answers with a chosen style.
  @MainActor
  final class PresentationDelegateSpy: NSObject, UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var style = UIModalPresentationStyle.automatic
    var shouldDismiss = true

    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    {
      calls.append("adaptivePresentationStyle")
      return style
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      calls.append("shouldDismiss")
      return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      calls.append("didAttemptToDismiss")
    }
    func prepareForPopoverPresentation(
      _ popoverPresentationController: UIPopoverPresentationController
    ) {
      calls.append("prepareForPopoverPresentation")
    }
  }

  @MainActor
  @Suite("Modal presentation")
  struct ModalPresentationSpec {
    @Test("The caller's presentedViewController is set at once; the presented knows its presenter")
    func presentedAndPresenting() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let modal = UIViewController()
      root.present(modal, animated: true)
      #expect(root.presentedViewController === modal)
      #expect(modal.presentingViewController === root)
      await yieldUntilQuiet(window)
      #expect(modal.view.window === window)
    }

    @Test("A full-screen presentation from a child is forwarded to the root ancestor")
    func forwardedToAncestor() async {
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      child.present(modal, animated: false)
      #expect(modal.presentingViewController === navigation)
      #expect(child.presentedViewController === modal)
      #expect(navigation.presentedViewController === modal)
      await yieldUntilQuiet(window)
    }

    @Test(".currentContext goes to the nearest ancestor that defines the presentation context")
    func currentContext() async {
      let log = EventLog()
      let outer = Container("Outer", log: log)
      let context = Container("Context", log: log)
      context.definesPresentationContext = true
      let inner = UIViewController()
      outer.embed(context)
      context.embed(inner)
      let window = makeWindow(root: outer)
      await yieldUntilQuiet(window)
      log.clear()
      let modal = UIViewController()
      modal.modalPresentationStyle = .currentContext
      inner.present(modal, animated: false)
      #expect(modal.presentingViewController === context)
      await yieldUntilQuiet(window)
      #expect(appearanceEvents(log) == ["Context.viewWillDisappear", "Context.viewDidDisappear"])
      #expect(context.view.window == nil)
      #expect(outer.view.window === window)
      modal.dismiss(animated: false)
      await yieldUntilQuiet(window)
      #expect(context.view.window === window)
    }

    @Test(
      "A child that was not presented reports its presented ancestor's presentingViewController")
    func childReportsAncestorsPresenter() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      root.present(navigation, animated: false)
      await yieldUntilQuiet(window)
      #expect(child.presentingViewController === root)
      #expect(navigation.presentingViewController === root)
    }

    @Test("The completion runs after the presented controller's viewDidAppear")
    func completionAfterDidAppear() async {
      let log = EventLog()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      root.present(RecordingViewController("B", log: log), animated: true) {
        log.record("completion")
      }
      #expect(!log.events.contains("completion"))
      await yieldUntilQuiet(window)
      #expect(Array(log.events.suffix(2)) == ["B.viewDidAppear", "completion"])
    }

    @Test("Presenting during a presentation logs UIKit's message and is ignored")
    func presentingDuringAPresentation() async {
      let collector = ConsoleCollector()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let first = UIViewController()
      let second = UIViewController()
      collector.observe {
        root.present(first, animated: true)
        root.present(second, animated: true)
      }
      #expect(
        collector.texts == [
          "Attempt to present \(second) on \(root) (from \(root)) while a presentation is in progress."
        ])
      #expect(root.presentedViewController === first)
      await yieldUntilQuiet(window)
    }

    @Test("Presenting on a controller that already presents logs UIKit's message")
    func alreadyPresenting() async {
      let collector = ConsoleCollector()
      let root = UIViewController()
      let window = makeWindow(root: root)
      let first = UIViewController()
      root.present(first, animated: false)
      await yieldUntilQuiet(window)
      let second = UIViewController()
      collector.observe {
        root.present(second, animated: false)
      }
      #expect(
        collector.texts == [
          "Attempt to present \(second) on \(root) (from \(root)) which is already presenting \(first)."
        ])
      #expect(window.consoleMessages.map(\.text) == collector.texts)
    }

    @Test("Presenting from a view outside a window logs UIKit's message")
    func notInTheWindowHierarchy() {
      let collector = ConsoleCollector()
      let orphan = UIViewController()
      let modal = UIViewController()
      collector.observe {
        orphan.present(modal, animated: false)
      }
      #expect(
        collector.texts == [
          "Attempt to present \(modal) on \(orphan) (from \(orphan)) whose view is not in the "
            + "window hierarchy."
        ])
      #expect(orphan.presentedViewController == nil)
    }

    @Test("Dismissing during a transition logs UIKit's message and is ignored")
    func dismissingDuringATransition() async {
      let collector = ConsoleCollector()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let modal = UIViewController()
      collector.observe {
        root.present(modal, animated: true)
        root.dismiss(animated: true)
      }
      #expect(
        collector.texts == [
          "Attempt to dismiss from view controller \(root) while a presentation or dismiss is in "
            + "progress!"
        ])
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController === modal)
    }

    @Test("A presented controller may present and dismiss from its viewDidAppear")
    func presentingFromViewDidAppear() async {
      final class Onboarding: UIViewController {
        var following: UIViewController?
        var dismissesItself = false
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          #expect(isBeingPresented)
          if let following { present(following, animated: true) }
          if dismissesItself { dismiss(animated: true) }
        }
      }
      let collector = ConsoleCollector()
      let root = UIViewController()
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      let first = Onboarding()
      let second = Onboarding()
      second.dismissesItself = true
      first.following = second
      collector.observe { root.present(first, animated: true) }
      await yieldUntilQuiet(window)
      #expect(collector.texts.isEmpty)
      #expect(first.presentedViewController == nil)
      #expect(root.presentedViewController === first)
    }

    @Test("dismiss on the presented controller is forwarded to its presenter")
    func dismissForwarded() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let modal = UIViewController()
      root.present(modal, animated: false)
      await yieldUntilQuiet(window)
      var completed = false
      modal.dismiss(animated: true) { completed = true }
      await yieldUntilQuiet(window)
      #expect(completed)
      #expect(root.presentedViewController == nil)
      #expect(modal.presentingViewController == nil)
      #expect(modal.viewIfLoaded?.window == nil)
    }

    @Test("dismiss lower in a chain dismisses everything above")
    func dismissChain() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      let b = RecordingViewController("B", log: log)
      b.modalPresentationStyle = .fullScreen
      let c = RecordingViewController("C", log: log)
      c.modalPresentationStyle = .fullScreen
      root.present(b, animated: false)
      await yieldUntilQuiet(window)
      b.present(c, animated: false)
      await yieldUntilQuiet(window)
      #expect(c.presentingViewController === b)
      log.clear()
      root.dismiss(animated: true)
      await yieldUntilQuiet(window)
      #expect(root.presentedViewController == nil)
      #expect(b.presentedViewController == nil)
      #expect(
        appearanceEvents(log) == [
          "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "C.viewDidDisappear",
          "A.viewDidAppear",
        ])
      #expect(root.view.window === window)
      #expect(c.viewIfLoaded?.window == nil)
    }

    @Test("A page sheet (the default) gives the presenter no appearance callbacks")
    func pageSheetKeepsPresenter() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      log.clear()
      let sheet = UIViewController()
      #expect(sheet.modalPresentationStyle == .automatic)
      root.present(sheet, animated: true)
      await yieldUntilQuiet(window)
      sheet.dismiss(animated: true)
      await yieldUntilQuiet(window)
      #expect(appearanceEvents(log).isEmpty)
      #expect(sheet.presentationController?.adaptivePresentationStyle == .pageSheet)
    }

    @Test("Full screen removes the presenter's views, so it disappears and reappears")
    func fullScreenHidesPresenter() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      log.clear()
      let cover = UIViewController()
      cover.modalPresentationStyle = .fullScreen
      root.present(cover, animated: true)
      await yieldUntilQuiet(window)
      #expect(root.view.window == nil)
      cover.dismiss(animated: true)
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log) == [
          "A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing",
          "A.viewDidAppear",
        ])
    }

    @Test("Over full screen keeps the presenter's views and callbacks quiet")
    func overFullScreenKeepsPresenter() async {
      let log = EventLog()
      let root = RecordingViewController("A", log: log)
      let window = makeWindow(root: root)
      await yieldUntilQuiet(window)
      log.clear()
      let overlay = UIViewController()
      overlay.modalPresentationStyle = .overFullScreen
      root.present(overlay, animated: false)
      await yieldUntilQuiet(window)
      #expect(root.view.window === window)
      #expect(appearanceEvents(log).isEmpty)
    }

    @Test("presentationControllerWillDismiss/DidDismiss fire only for an interactive dismissal")
    func interactiveDismissal() async {
      let spy = PresentationDelegateSpy()
      let root = UIViewController()
      let window = makeWindow(root: root)
      let sheet = UIViewController()
      sheet.presentationController?.delegate = spy
      root.present(sheet, animated: false)
      await yieldUntilQuiet(window)
      sheet.dismiss(animated: false)
      await yieldUntilQuiet(window)
      #expect(spy.calls.isEmpty)
      root.present(sheet, animated: false)
      await yieldUntilQuiet(window)
      #expect(sheet.presentationController?.userDismissInteractively() == true)
      await yieldUntilQuiet(window)
      #expect(spy.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(root.presentedViewController == nil)
    }

    @Test("A sheet that is modal in presentation refuses an interactive dismissal")
    func modalInPresentation() async {
      let spy = PresentationDelegateSpy()
      let root = UIViewController()
      let window = makeWindow(root: root)
      let sheet = UIViewController()
      sheet.isModalInPresentation = true
      sheet.presentationController?.delegate = spy
      root.present(sheet, animated: false)
      await yieldUntilQuiet(window)
      #expect(sheet.presentationController?.userDismissInteractively() == false)
      #expect(spy.calls == ["didAttemptToDismiss"])
      #expect(root.presentedViewController === sheet)
    }

    @Test("Presenting a controller that is already presented reports UIKit's exception")
    func presentingAPresentedController() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let modal = UIViewController()
      root.present(modal, animated: false)
      await yieldUntilQuiet(window)
      withKnownIssue {
        modal.present(modal, animated: false)
      } matching: { issue in
        message(of: issue) == "Application tried to present modally the active controller \(modal)."
      }
      let other = UIViewController()
      withKnownIssue {
        other.present(modal, animated: false)
      } matching: { issue in
        message(of: issue)
          == "Application tried to present modally a view controller \(modal) that is already "
          + "being presented by \(root)."
      }
    }

    @Test("Presenting the window's root or an ancestor reports UIKit's exception, never a cycle")
    func presentingAnActiveController() async {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let modal = UIViewController()
      root.present(modal, animated: false)
      await yieldUntilQuiet(window)
      withKnownIssue {
        modal.present(root, animated: false)
      } matching: { issue in
        message(of: issue) == "Application tried to present modally an active controller \(root)."
      }
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      withKnownIssue {
        child.present(navigation, animated: false)
      } matching: { issue in
        message(of: issue)
          == "Application tried to present modally an active controller \(navigation)."
      }
      #expect(modal.presentedViewController == nil)
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents elsewhere")
    func show() async {
      let inside = UIViewController()
      let navigation = UINavigationController(rootViewController: inside)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let pushed = UIViewController()
      inside.show(pushed, sender: nil)
      #expect(navigation.topViewController === pushed)
      await yieldUntilQuiet(window)
      let root = UIViewController()
      let other = makeWindow(root: root)
      let presented = UIViewController()
      root.show(presented, sender: nil)
      #expect(root.presentedViewController === presented)
      await yieldUntilQuiet(other)
    }
  }
#endif
