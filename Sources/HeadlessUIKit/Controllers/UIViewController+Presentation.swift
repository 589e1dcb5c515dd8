#if !canImport(UIKit)
  import Foundation

  extension UIViewController {
    /// UIKit's duration of an animated presentation or dismissal, in seconds.
    static let presentationDuration: TimeInterval = 0.3

    /// The controller this one (or the ancestor that presented for it) presents, if any.
    public var presentedViewController: UIViewController? {
      var current: UIViewController? = self
      while let controller = current {
        if let presented = controller.presentedStorage { return presented }
        current = controller.parent
      }
      return nil
    }

    /// The controller that presented this one or its nearest presented ancestor, if any.
    public var presentingViewController: UIViewController? {
      var current: UIViewController? = self
      while let controller = current {
        if let presenting = controller.presentingStorage { return presenting }
        current = controller.parent
      }
      return nil
    }

    /// Whether this controller is being presented (only during the presentation transition).
    public var isBeingPresented: Bool { isBeingPresentedStorage }

    /// Whether this controller is being dismissed (only during the dismissal transition).
    public var isBeingDismissed: Bool { isBeingDismissedStorage }

    /// The presentation controller for this controller's (next) presentation.
    public var presentationController: UIPresentationController? {
      if let presentationControllerStorage { return presentationControllerStorage }
      let controller: UIPresentationController =
        modalPresentationStyle == .popover
        ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        : UIPresentationController(presentedViewController: self, presenting: nil)
      presentationControllerStorage = controller
      return controller
    }

    /// The popover presentation controller when the style is `.popover`, else `nil`.
    public var popoverPresentationController: UIPopoverPresentationController? {
      guard
        modalPresentationStyle == .popover
          || presentationControllerStorage is UIPopoverPresentationController
      else { return nil }
      return presentationController as? UIPopoverPresentationController
    }

    /// The controller at the top of this one's containment chain (a root or presented one).
    var containmentRoot: UIViewController {
      var current = self
      while let parent = current.parent { current = parent }
      return current
    }

    func presentImpl(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      let presented = viewControllerToPresent
      guard presented !== self else {
        reportUIKitException("Application tried to present modally the active controller \(self).")
        return
      }
      var ancestor: UIViewController? = self
      while let controller = ancestor {
        if controller === presented || controller.containmentRoot === presented {
          reportUIKitException(
            "Application tried to present modally an active controller \(presented).")
          return
        }
        ancestor = controller.containmentRoot.presentingStorage
      }
      if let presenter = presented.presentingStorage {
        reportUIKitException(
          "Application tried to present modally a view controller \(presented) that is already "
            + "being presented by \(presenter).")
        return
      }
      if let parent = presented.parent {
        reportUIKitException(
          "Application tried to present modally a view controller \(presented) that has a parent "
            + "view controller \(parent).")
        return
      }
      if presented.viewIfLoaded?.window != nil && presented.presentingStorage == nil {
        reportUIKitException(
          "Application tried to present modally an active controller \(presented).")
        return
      }
      var style = presented.modalPresentationStyle
      if style == .automatic { style = .pageSheet }
      let context: UIViewController
      switch style {
      case .currentContext, .overCurrentContext:
        var current: UIViewController? = self
        var found: UIViewController?
        while let controller = current {
          if controller.definesPresentationContext {
            found = controller
            break
          }
          current = controller.parent
        }
        context = found ?? containmentRoot
      default:
        context = containmentRoot
      }
      let window = viewIfLoaded?.window ?? context.viewIfLoaded?.window
      // Only a refused presentation spells this out: descriptions are not free.
      var prefix: String { "Attempt to present \(presented) on \(context) (from \(self))" }
      if context.isPresentationTransitionRunning
        || (context.presentedStorage?.isPresentationTransitionRunning ?? false)
      {
        consoleLog(
          prefix + " while a presentation is in progress.", window: window, controller: self)
        return
      }
      if let already = context.presentedStorage {
        consoleLog(
          prefix + " which is already presenting \(already).", window: window, controller: self)
        return
      }
      guard let window, viewIfLoaded?.window != nil else {
        consoleLog(
          prefix + " whose view is not in the window hierarchy.", window: window, controller: self)
        return
      }

      // A `.custom` presentation's controller comes from the transitioning delegate.
      if style == .custom,
        let custom = presented.transitioningDelegate?.presentationController(
          forPresented: presented, presenting: context, source: self)
      {
        presented.presentationControllerStorage = custom
      }
      // Adaptation: a popover in compact width becomes a sheet unless the delegate says `.none`.
      let presentation = presented.presentationController
      if style == .popover && window.horizontalSizeClass != .regular {
        let traits = UITraitCollection.phone(horizontal: window.horizontalSizeClass)
        let answer =
          presentation.flatMap { controller in
            controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
          } ?? .automatic
        switch answer {
        case .none: style = .popover
        case .automatic, .popover: style = .pageSheet
        default: style = answer
        }
      }
      if style == .popover, let popover = presentation as? UIPopoverPresentationController {
        (popover.delegate as? any UIPopoverPresentationControllerDelegate)?
          .prepareForPopoverPresentation(popover)
        if popover.sourceView == nil, popover.barButtonItem == nil {
          reportUIKitException(
            "UIPopoverPresentationController (\(uikitDescription(popover))) should have a non-nil "
              + "sourceView or barButtonItem set before the presentation occurs.")
          return
        }
      }

      presented.effectivePresentationStyle = style
      presented.presentingStorage = context
      presented.presentationSourceStorage = self
      context.presentedStorage = presented
      presented.isBeingPresentedStorage = true
      presented.isPresentationTransitionRunning = true
      let hidesPresenter = style == .fullScreen || style == .currentContext
      let animated = flag
      let coordinator = TransitionCoordinator(
        from: context, to: presented, animated: animated, duration: Self.presentationDuration,
        style: style, container: window, participants: [context, presented])

      presented.loadViewIfNeeded()
      if hidesPresenter { context.beginInternalAppearance(false, animated: animated) }
      presented.beginInternalAppearance(true, animated: animated)
      let presentedView: UIView = presented.view ?? UIView()
      let contextView = context.viewIfLoaded
      switch style {
      case .currentContext, .overCurrentContext:
        let host = contextView?.superview ?? window
        presentedView.frame = contextView?.frame ?? window.bounds
        if let contextView, contextView.superview === host {
          host.insertSubview(presentedView, aboveSubview: contextView)
        } else {
          host.addSubview(presentedView)
        }
      default:
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        if style == .custom, let presentation {
          presentedView.frame = presentation.frameOfPresentedViewInContainerView
        }
      }
      presented.deliverViewIsAppearingIfNeeded()
      presentation?.presentationTransitionWillBegin()

      let animator =
        animated
        ? presented.transitioningDelegate?.animationController(
          forPresented: presented, presenting: context, source: self) : nil
      runTransition(
        animator: animator, from: context, to: presented, style: style,
        container: presentedView.superview, untouchedPresenter: hidesPresenter ? nil : context,
        in: window, animated: animated,
        duration: Self.presentationDuration, label: "presentation"
      ) {
        presentation?.presentationTransitionDidEnd(true)
        presented.isPresentationTransitionRunning = false
        if hidesPresenter, let contextView, let superview = contextView.superview {
          let index = superview.subviews.firstIndex { $0 === contextView } ?? 0
          presented.hiddenPresenterPlacement = ViewPlacement(superview: superview, index: index)
          contextView.removeFromSuperview()
        }
        presented.endInternalAppearance()
        if hidesPresenter { context.endInternalAppearance() }
        presented.isBeingPresentedStorage = false
        coordinator.finish()
        completion?()
      }
    }

    func dismissImpl(animated flag: Bool, completion: (() -> Void)? = nil) {
      let presenter: UIViewController
      if let presented = presentedViewController, let owner = presented.presentingStorage {
        presenter = owner
      } else if let owner = presentingViewController {
        presenter = owner
      } else {
        Scheduler.enqueue(in: viewIfLoaded?.window) { completion?() }
        return
      }
      var chain: [UIViewController] = []
      var current = presenter.presentedStorage
      while let controller = current {
        chain.append(controller)
        current = controller.presentedStorage
      }
      guard let top = chain.first else { return }
      let window =
        presenter.viewIfLoaded?.window
        ?? chain.reversed().lazy.compactMap { $0.viewIfLoaded?.window }.first
      let busy =
        presenter.isPresentationTransitionRunning
        || chain.contains { $0.isPresentationTransitionRunning }
      if busy {
        consoleLog(
          "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in "
            + "progress!", window: window, controller: self)
        return
      }
      let animated = flag
      let coordinator = window.map { container in
        TransitionCoordinator(
          from: top, to: presenter, animated: animated, duration: Self.presentationDuration,
          style: top.effectivePresentationStyle, container: container,
          participants: [presenter] + chain)
      }
      top.isBeingDismissedStorage = true
      top.isPresentationTransitionRunning = true
      let leaving = chain.filter {
        $0.appearanceState == .appeared || $0.appearanceState == .appearing
      }
      for controller in leaving.reversed() {
        controller.beginInternalAppearance(false, animated: animated)
      }
      // Put back the presenter's view that a full-screen or current-context presentation removed.
      let revealed = chain.first { $0.hiddenPresenterPlacement != nil } === top ? presenter : nil
      if let revealed, let placement = top.hiddenPresenterPlacement {
        revealed.beginInternalAppearance(true, animated: animated)
        if let superview = placement.superview, let view = revealed.viewIfLoaded {
          superview.insertSubview(view, at: min(placement.index, superview.subviews.count))
        }
        top.hiddenPresenterPlacement = nil
        revealed.deliverViewIsAppearingIfNeeded()
      }
      let presentation = top.presentationControllerStorage
      presentation?.dismissalTransitionWillBegin()
      let animator =
        animated ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
      runTransition(
        animator: animator, from: top, to: presenter, style: top.effectivePresentationStyle,
        container: top.viewIfLoaded?.superview,
        untouchedPresenter: revealed == nil ? presenter : nil,
        in: window, animated: animated,
        duration: Self.presentationDuration, label: "dismissal"
      ) {
        presentation?.dismissalTransitionDidEnd(true)
        top.isPresentationTransitionRunning = false
        for controller in chain.reversed() {
          controller.viewIfLoaded?.removeFromSuperview()
          controller.presentingStorage?.presentedStorage = nil
          controller.presentingStorage = nil
          controller.presentationSourceStorage = nil
          controller.hiddenPresenterPlacement = nil
        }
        for controller in leaving.reversed() { controller.endInternalAppearance() }
        revealed?.endInternalAppearance()
        top.isBeingDismissedStorage = false
        coordinator?.finish()
        completion?()
      }
    }

    func showImpl(_ vc: UIViewController, sender: Any?) {
      if let navigationController = self as? UINavigationController ?? navigationController {
        navigationController.pushViewController(vc, animated: true)
      } else {
        present(vc, animated: true)
      }
    }

    func showDetailImpl(_ vc: UIViewController, sender: Any?) {
      if let splitViewController {
        splitViewController.showDetailViewController(vc, sender: sender)
        return
      }
      show(vc, sender: sender)
    }
  }
#endif
