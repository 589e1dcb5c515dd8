import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// An app's animator, as apps write one: it moves the incoming view in with `UIView.animate`
/// and completes the transition in the animation's completion.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var log: [String] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let toController = transitionContext.viewController(forKey: .to)
    log.append("animate to \(toController?.title ?? "?")")
    let animations: () -> Void
    if let toView = transitionContext.view(forKey: .to), let toController {
      // Coming in: from the right to its final frame.
      container.addSubview(toView)
      let final = transitionContext.finalFrame(for: toController)
      toView.frame = final.offsetBy(dx: final.width, dy: 0)
      animations = { toView.frame = final }
    } else if let fromView = transitionContext.view(forKey: .from) {
      // A dismissal that leaves the presenter's view alone: the sheet goes out to the right.
      animations = { fromView.frame = fromView.frame.offsetBy(dx: fromView.frame.width, dy: 0) }
    } else {
      animations = {}
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), animations: animations,
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
}

/// A transitioning delegate that gives the animator for presentations and dismissals.
final class SlideTransitions: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  let animator = SlideAnimator()
  var presentationController: HalfSheetPresentationController?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { animator }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = HalfSheetPresentationController(
      presentedViewController: presented, presenting: presenting)
    presentationController = controller
    return controller
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? animator : nil
  }
}

/// A custom presentation controller: the presented view takes the bottom half of the container.
final class HalfSheetPresentationController: UIPresentationController {
  var log: [String] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() { log.append("will begin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.append("did end \(completed)")
  }
  override func dismissalTransitionWillBegin() { log.append("dismissal will begin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.append("dismissal did end \(completed)")
  }
}

@MainActor
@Suite("Custom transitions: the app's animator runs the transition")
struct CustomTransitionSpec {
  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test("A presentation ends when the app's animator completes it; a custom sheet takes its frame")
  func customPresentation() async {
    let root = titled("root")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    await yieldUntilQuiet(window)
    let transitions = SlideTransitions()
    let sheet = titled("sheet")
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitions
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(transitions.animator.log == ["animate to sheet"])
    #expect(sheet.isBeingPresented)
    #expect(!completed)
    await yield { completed }
    #expect(transitions.animator.log == ["animate to sheet", "ended true"])
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(transitions.presentationController?.log == ["will begin", "did end true"])
    #expect(root.presentedViewController === sheet)

    var dismissed = false
    root.dismiss(animated: true) { dismissed = true }
    await yield { dismissed }
    #expect(transitions.animator.log.suffix(2) == ["animate to root", "ended true"])
    #expect(
      transitions.presentationController?.log.suffix(2) == [
        "dismissal will begin", "dismissal did end true",
      ])
    #expect(root.presentedViewController == nil)
  }

  @Test("A push runs the navigation delegate's animator; the pushed view stays in the stack's view")
  func customPush() async {
    let navigation = UINavigationController(rootViewController: titled("first"))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    await yieldUntilQuiet(window)
    let transitions = SlideTransitions()
    navigation.delegate = transitions
    let second = titled("second")
    navigation.pushViewController(second, animated: true)
    #expect(transitions.animator.log == ["animate to second"])
    await yieldUntilQuiet(window)
    #expect(transitions.animator.log == ["animate to second", "ended true"])
    #expect(navigation.topViewController === second)
    #expect(second.viewIfLoaded?.window === window)
    // A pop has no animator here: the standard transition.
    navigation.popViewController(animated: true)
    await yieldUntilQuiet(window)
    #expect(navigation.viewControllers.count == 1)
    #expect(transitions.animator.log.count == 2)
  }
}
