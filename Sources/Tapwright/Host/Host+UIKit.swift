#if canImport(UIKit)
  import IssueReporting
  import UIKit

  /// The host this build uses.
  typealias Host = UIKitHost

  /// What Tapwright asks of the UI host, answered with real UIKit.
  ///
  /// Compiled on Apple platforms only (the project's CI builds HeadlessUIKit's counterpart,
  /// `Host+HeadlessUIKit.swift`, and type-checks this one against the iOS SDK), so it is kept
  /// small and uses public UIKit API only; an alert action's handler is captured where the action
  /// is made (``AlertActionHandlers``), never read through a private key.
  @MainActor
  enum UIKitHost: HostPlatform {
    /// The stage's windows run their animations 100 times faster (as KIF does).
    static let windowLayerSpeed: Float = 100

    /// A new stage window on the app's foreground-active window scene, sized from the scene, its
    /// animations sped up; `nil` when the process has no window scene (no host application).
    ///
    /// UIKit shows a window only inside a window scene and wants it made with
    /// `UIWindow(windowScene:)` (`UIScreen.main` is deprecated); KIF and EarlGrey run inside the
    /// tested app for the same reason.
    static func makeWindow() -> UIWindow? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      guard
        let scene = scenes.first(where: { $0.activationState == .foregroundActive })
          ?? scenes.first
      else { return nil }
      let window = UIWindow(windowScene: scene)
      window.frame = scene.coordinateSpace.bounds
      window.layer.speed = windowLayerSpeed
      AlertActionHandlers.install()
      return window
    }

    /// The key window before the stage showed its first window, to give key status back.
    static func currentKeyWindow() -> UIWindow? {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        .flatMap(\.windows).first { $0.isKeyWindow }
    }

    /// Ends a stage window: dismisses what its controllers present (UIKit keeps a presentation
    /// alive past its window otherwise), hides it and releases its controllers.
    static func retire(_ window: UIWindow) {
      window.rootViewController?.dismiss(animated: false)
      window.isHidden = true
      window.rootViewController = nil
    }

    /// UIKit's keyboard lives in a window of its own that a picture of the stage's windows does
    /// not draw; public API tells its frame only through notifications.
    static func keyboardFrame(in window: UIWindow) -> CGRect? { nil }

    /// Gives key status back to the window that had it before the stage.
    static func restoreKeyWindow(_ window: UIWindow?) {
      guard let window, !window.isHidden, window.windowScene != nil else { return }
      window.makeKey()
    }

    /// UIKit exposes no queue of deferred work; a transition in flight in a window counts
    /// instead, and so does a finite animation still running on a layer of the windows (KIF's
    /// `-[CALayer hasAnimations]` in `CALayer-KIFAdditions.m` walks the layer tree the same way;
    /// repeating and endless animations are left out: they never end).
    static func hasPendingWork(in windows: [UIWindow]?) -> Bool {
      (windows ?? []).contains { hasTransition(in: $0) || hasFiniteAnimation(in: $0) }
    }

    private static func hasTransition(in window: UIWindow) -> Bool {
      guard let root = window.rootViewController else { return false }
      return ControllerTree.allControllers(from: root).contains { controller in
        controller.transitionCoordinator != nil || controller.isBeingPresented
          || controller.isBeingDismissed
      }
    }

    private static func hasFiniteAnimation(in window: UIWindow) -> Bool {
      hasFiniteAnimation(window.layer, now: CACurrentMediaTime())
    }

    private static func hasFiniteAnimation(_ layer: CALayer, now: CFTimeInterval) -> Bool {
      for key in layer.animationKeys() ?? [] {
        guard let animation = layer.animation(forKey: key) else { continue }
        let repeats =
          animation.repeatCount > 1 || animation.repeatDuration > 0
          || animation.duration.isInfinite
        // Both ends in the layer's time, then converted: a layer's speed (the stage's windows run
        // 100 times faster) shortens the animation in global time.
        let end = layer.convertTime(animation.beginTime + animation.duration, to: nil)
        if !repeats && (animation.beginTime == 0 || end > now) { return true }
      }
      return (layer.sublayers ?? []).contains { hasFiniteAnimation($0, now: now) }
    }

    /// UIKit's animations run on the render server's clock; there are no timers to advance.
    static func fireNextTimer(in windows: [UIWindow], dueBy deadline: DispatchTime?) -> Bool {
      false
    }

    /// UIKit's animations run on the render server's clock; there are no timers to wait for.
    static func nextTimerDueAnywhere() -> DispatchTime? { nil }

    /// A short description of what keeps `windows` busy.
    static func pendingSummary(in windows: [UIWindow]) -> String {
      if windows.contains(where: hasTransition(in:)) { return "a transition in flight" }
      if windows.contains(where: hasFiniteAnimation(in:)) {
        return "an animation running in the stage's windows"
      }
      return "nothing"
    }

    static func userTap(_ control: UIControl) {
      if let field = control as? UITextField {
        _ = field.becomeFirstResponder()
      } else if let toggle = control as? UISwitch {
        userToggle(toggle)
      } else {
        control.sendActions(for: [.touchDown, .touchUpInside, .primaryActionTriggered])
      }
    }

    static func userToggle(_ control: UISwitch) {
      control.setOn(!control.isOn, animated: true)
      control.sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    static func userSelectSegment(_ index: Int, of control: UISegmentedControl) {
      guard control.selectedSegmentIndex != index else { return }
      control.selectedSegmentIndex = index
      control.sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    static func userSlide(_ control: UISlider, to value: Float) {
      guard control.value != value else { return }
      control.setValue(value, animated: true)
      control.sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    static func userStep(_ control: UIStepper, up: Bool) {
      let raw = control.value + (up ? control.stepValue : -control.stepValue)
      var next = min(max(raw, control.minimumValue), control.maximumValue)
      if control.wraps, up, control.value >= control.maximumValue { next = control.minimumValue }
      if control.wraps, !up, control.value <= control.minimumValue { next = control.maximumValue }
      guard next != control.value else { return }
      control.value = next
      control.sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// UIKit's `becomeFirstResponder` asks `textFieldShouldBeginEditing` and sends the events.
    static func userBeginEditing(_ field: UITextField) -> Bool {
      field.becomeFirstResponder()
    }

    static func userType(_ text: String, into field: UITextField) {
      for character in text { userInsert(String(character), into: field) }
    }

    /// One key press at the caret (replacing a selection), as the keyboard types: offered to
    /// `shouldChangeCharactersIn` with that range, then the caret moves after the character.
    static func userInsert(_ text: String, into field: UITextField) {
      let current = (field.text ?? "") as NSString
      var range = NSRange(location: current.length, length: 0)
      if let selected = field.selectedTextRange {
        let start = field.offset(from: field.beginningOfDocument, to: selected.start)
        let end = field.offset(from: field.beginningOfDocument, to: selected.end)
        if start >= 0, end >= start, end <= current.length {
          range = NSRange(location: start, length: end - start)
        }
      }
      if field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: text)
        == false
      {
        return
      }
      field.text = current.replacingCharacters(in: range, with: text)
      let caret = range.location + (text as NSString).length
      if let position = field.position(from: field.beginningOfDocument, offset: caret) {
        field.selectedTextRange = field.textRange(from: position, to: position)
      }
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }

    static func userClear(_ field: UITextField) {
      if field.delegate?.textFieldShouldClear?(field) == false { return }
      field.text = ""
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }

    /// The return key: `textFieldShouldReturn` (false: nothing more), then the field's
    /// Did End On Exit and primary actions; the keyboard goes away (the field resigns) when an
    /// action listens for `.editingDidEndOnExit`, as UIKit's keyboard does and HeadlessUIKit's
    /// `userTapReturnKey()` models — `sendActions(for:)` alone never resigns.
    static func userPressReturn(_ field: UITextField) {
      if field.delegate?.textFieldShouldReturn?(field) == false { return }
      let endsOnExit = field.allControlEvents.contains(.editingDidEndOnExit)
      field.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
      if endsOnExit, field.isEditing { _ = field.resignFirstResponder() }
    }

    /// UIKit's `resignFirstResponder` asks `textFieldShouldEndEditing` and sends the events.
    static func userEndEditing(_ field: UITextField) {
      _ = field.resignFirstResponder()
    }

    /// The delegate sequence of a user's tap on a row, in HeadlessUIKit's order
    /// (`behavior-controls.md`): `shouldHighlightRowAt` (false: nothing), `didHighlightRowAt`,
    /// `didUnhighlightRowAt`, then with multiple selection a selected row is deselected; else
    /// `willSelectRowAt` (nil cancels, may redirect), the old selection deselected
    /// (`willDeselectRowAt`/`didDeselectRowAt`), the row selected,
    /// `selectionDidChangeNotification`, `didSelectRowAt`, the primary action
    /// (`canPerformPrimaryActionForRowAt`/`performPrimaryActionForRowAt`, not while editing nor
    /// when the tap extends a multiple selection). Whether the selection changed. A
    /// cell's storyboard segue is not run: UIKit has no public API to trigger it.
    static func userSelectRow(_ indexPath: IndexPath, in table: UITableView) -> Bool {
      let delegate = table.delegate
      if let delegate {
        if delegate.tableView?(table, shouldHighlightRowAt: indexPath) == false { return false }
        table.cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        delegate.tableView?(table, didHighlightRowAt: indexPath)
        table.cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        delegate.tableView?(table, didUnhighlightRowAt: indexPath)
      }
      let multiple =
        table.isEditing ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
      if multiple, table.indexPathsForSelectedRows?.contains(indexPath) == true {
        return userDeselectRow(indexPath, in: table)
      }
      var target: IndexPath? = indexPath
      if let delegate,
        delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:)))
      {
        target = delegate.tableView?(table, willSelectRowAt: indexPath) ?? nil
      }
      guard let target else { return false }
      let extendsSelection = multiple && !(table.indexPathsForSelectedRows ?? []).isEmpty
      if !multiple {
        for selected in table.indexPathsForSelectedRows ?? [] where selected != target {
          _ = userDeselectRow(selected, in: table)
        }
      }
      table.selectRow(at: target, animated: false, scrollPosition: .none)
      NotificationCenter.default.post(
        name: UITableView.selectionDidChangeNotification, object: table)
      delegate?.tableView?(table, didSelectRowAt: target)
      // The primary action (iOS 16): a tap selecting a single row, not extending a selection.
      if !table.isEditing, !extendsSelection, let delegate,
        delegate.tableView?(table, canPerformPrimaryActionForRowAt: target) ?? true
      {
        delegate.tableView?(table, performPrimaryActionForRowAt: target)
      }
      return true
    }

    /// A user's deselection of a row: `willDeselectRowAt` (nil keeps it), deselect,
    /// `selectionDidChangeNotification`, `didDeselectRowAt`.
    private static func userDeselectRow(_ indexPath: IndexPath, in table: UITableView) -> Bool {
      let delegate = table.delegate
      var target: IndexPath? = indexPath
      if let delegate,
        delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:)))
      {
        target = delegate.tableView?(table, willDeselectRowAt: indexPath) ?? nil
      }
      guard let target else { return false }
      table.deselectRow(at: target, animated: false)
      NotificationCenter.default.post(
        name: UITableView.selectionDidChangeNotification, object: table)
      delegate?.tableView?(table, didDeselectRowAt: target)
      return true
    }

    /// The delegate sequence of a user's tap on an item, in HeadlessUIKit's order
    /// (`UICollectionView.userSelectItem(at:)`): `shouldHighlightItemAt` (false: nothing), the
    /// cell highlights, `didHighlightItemAt`, unhighlights, `didUnhighlightItemAt`; with multiple
    /// selection a selected item is deselected through `shouldDeselectItemAt` /
    /// `didDeselectItemAt`; else `shouldSelectItemAt` (false: nothing), the other selected items
    /// deselected (`didDeselectItemAt`), the item selected, `didSelectItemAt`, the primary action
    /// (`canPerformPrimaryActionForItemAt`/`performPrimaryActionForItemAt`, not while editing).
    /// Whether the tap selected or deselected the item (`false`: the delegate declined it).
    static func userSelectItem(_ indexPath: IndexPath, in collection: UICollectionView) -> Bool {
      let delegate = collection.delegate
      if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false {
        return false
      }
      collection.cellForItem(at: indexPath)?.isHighlighted = true
      delegate?.collectionView?(collection, didHighlightItemAt: indexPath)
      collection.cellForItem(at: indexPath)?.isHighlighted = false
      delegate?.collectionView?(collection, didUnhighlightItemAt: indexPath)
      let multiple =
        collection.isEditing
        ? collection.allowsMultipleSelectionDuringEditing : collection.allowsMultipleSelection
      let selected = collection.indexPathsForSelectedItems ?? []
      if multiple && selected.contains(indexPath) {
        if delegate?.collectionView?(collection, shouldDeselectItemAt: indexPath) == false {
          return false
        }
        collection.deselectItem(at: indexPath, animated: false)
        delegate?.collectionView?(collection, didDeselectItemAt: indexPath)
        return true
      }
      if delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) == false {
        return false
      }
      if !multiple {
        for old in selected where old != indexPath {
          collection.deselectItem(at: old, animated: false)
          delegate?.collectionView?(collection, didDeselectItemAt: old)
        }
      }
      collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
      delegate?.collectionView?(collection, didSelectItemAt: indexPath)
      if !collection.isEditing, let delegate,
        delegate.collectionView?(collection, canPerformPrimaryActionForItemAt: indexPath) ?? true
      {
        delegate.collectionView?(collection, performPrimaryActionForItemAt: indexPath)
      }
      return true
    }

    /// Dismisses the alert, then runs the action's handler once, as captured when the action
    /// was made (see ``AlertActionHandlers``).
    static func userTap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool {
      guard let presenter = alert.presentingViewController else { return false }
      let handler = AlertActionHandlers.handler(of: action)
      presenter.dismiss(animated: true) {
        switch handler {
        case .some(let body): body?(action)
        case .none:
          reportIssue(
            "The handler of the alert action \"\(action.title ?? "")\" could not be run: the "
              + "action was made before Tapwright's stage showed its first window, so its "
              + "handler was not captured. Make the alert after the stage shows a controller.")
        }
      }
      return true
    }

    /// A user's tap on the back button; whether it took the tap.
    ///
    /// A real tap (KIF's and EarlGrey's technique: a touch on the bar's back button) makes the
    /// bar ask its delegate, the navigation controller, `navigationBar(_:shouldPop:)` first; the
    /// navigation controller's own answer pops. Without touch synthesis, the tap asks only an
    /// answer the app wrote (a subclass or extension of `UINavigationController`; UIKit's own is
    /// private and pops by itself), then pops unless that declined or already popped.
    static func userTapBackButton(_ navigation: UINavigationController) -> Bool {
      guard navigation.viewControllers.count > 1, let top = navigation.topViewController else {
        return false
      }
      let bar = navigation.navigationBar
      if appAnswersShouldPop(navigation), let delegate = bar.delegate {
        guard delegate.navigationBar?(bar, shouldPop: top.navigationItem) != false else {
          return true
        }
        guard navigation.topViewController === top else { return true }
      }
      return navigation.popViewController(animated: true) != nil
    }

    /// Whether the navigation controller's `navigationBar(_:shouldPop:)` is the app's: its
    /// implementation lies outside UIKit's own image.
    private static func appAnswersShouldPop(_ navigation: UINavigationController) -> Bool {
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(type(of: navigation), selector) else {
        return false
      }
      var info = Dl_info()
      let implementation = unsafeBitCast(
        method_getImplementation(method), to: UnsafeRawPointer.self)
      guard dladdr(implementation, &info) != 0, let image = info.dli_fname else { return true }
      let path = String(cString: image)
      return !(path.hasSuffix("/UIKitCore") || path.hasSuffix("/UIKit"))
    }

    static func userSelectTab(_ tabBar: UITabBarController, at index: Int) -> Bool {
      guard let tabs = tabBar.viewControllers, tabs.indices.contains(index) else { return false }
      let controller = tabs[index]
      if tabBar.delegate?.tabBarController?(tabBar, shouldSelect: controller) == false {
        return false
      }
      if controller === tabBar.selectedViewController {
        (controller as? UINavigationController)?.popToRootViewController(animated: true)
      } else {
        tabBar.selectedViewController = controller
      }
      tabBar.delegate?.tabBarController?(tabBar, didSelect: controller)
      return true
    }

    /// Whether a tap on `view` would reach a tap gesture recognizer. UIKit gives no public way to
    /// drive a recognizer, so on UIKit Tapwright taps controls only.
    static func hasTapGesture(_ view: UIView) -> Bool { false }

    /// The process has one screen: one key window, one keyboard, app-wide keyboard notifications,
    /// and nil-targeted actions that reach whichever view is first responder; tests take turns,
    /// as KIF's and EarlGrey's do (both drive one test at a time in the app's process).
    nonisolated static let stageTestsTakeTurns = true

    /// Whether this host drives gesture recognizers: UIKit has no public API to (KIF synthesizes
    /// touch events through private API; Tapwright uses public API only).
    static let drivesGestures = false

    /// UIKit's animations and run-loop work are invisible to quiescence, so `never` and `always`
    /// watch until their deadline, in real time.
    static let quietAnswersAtOnce = false

    /// A user's gesture on a view: not available on UIKit (recognizers cannot be driven through
    /// public API).
    static func userGesture(_ gesture: UserGestureKind, on view: UIView) -> Bool { false }

    static func userTap(_ item: UIBarButtonItem) -> Bool {
      guard item.isEnabled, !item.isHidden else { return false }
      if let control = item.customView as? UIControl {
        guard control.isEnabled, !control.isHidden else { return false }
        userTap(control)
        return true
      }
      if let action = item.primaryAction {
        action.performWithSender(item, target: nil)
        return true
      }
      guard let selector = item.action else { return false }
      return UIApplication.shared.sendAction(selector, to: item.target, from: item, for: nil)
    }

    /// A gesture-driven page turn: the data source's page, `willTransitionTo`, the turn, then
    /// `didFinishAnimating` (one page at a time: the spine's two-page layouts are not driven).
    static func userSwipe(
      _ pages: UIPageViewController, _ direction: UIPageViewController.NavigationDirection
    ) -> Bool {
      guard let dataSource = pages.dataSource, let shown = pages.viewControllers,
        let anchor = direction == .forward ? shown.last : shown.first
      else { return false }
      let next =
        direction == .forward
        ? dataSource.pageViewController(pages, viewControllerAfter: anchor)
        : dataSource.pageViewController(pages, viewControllerBefore: anchor)
      guard let next else { return false }
      pages.delegate?.pageViewController?(pages, willTransitionTo: [next])
      pages.setViewControllers([next], direction: direction, animated: true) { finished in
        pages.delegate?.pageViewController?(
          pages, didFinishAnimating: finished, previousViewControllers: shown,
          transitionCompleted: finished)
      }
      return true
    }

    static func userDismiss(_ presented: UIViewController) -> Bool {
      guard let controller = presented.presentationController else { return false }
      let delegate = controller.delegate
      if presented.isModalInPresentation {
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
        return false
      }
      if delegate?.presentationControllerShouldDismiss?(controller) == false { return false }
      delegate?.presentationControllerWillDismiss?(controller)
      presented.dismiss(animated: true) {
        delegate?.presentationControllerDidDismiss?(controller)
      }
      return true
    }
  }

  /// The handlers of alert actions, captured when each action is made — the technique of
  /// ViewControllerPresentationSpy (`UIAlertAction+QCOMock.swift` swizzles
  /// `+actionWithTitle:style:handler:` and keeps the handler), instead of reading UIKit's private
  /// `handler` key, which raises an Objective-C exception Swift cannot catch if Apple renames it.
  @MainActor
  enum AlertActionHandlers {
    typealias Handler = @convention(block) (UIAlertAction) -> Void

    /// The associated-object key: any stable address.
    private static let key = UnsafeRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

    /// Replaces `+[UIAlertAction actionWithTitle:style:handler:]` once (Swift's
    /// `UIAlertAction(title:style:handler:)` calls it) with one that keeps the handler.
    static func install() { _ = installed }

    private static let installed: Void = {
      let selector = NSSelectorFromString("actionWithTitle:style:handler:")
      guard let method = class_getClassMethod(UIAlertAction.self, selector) else { return }
      typealias Factory =
        @convention(c) (AnyClass, Selector, NSString?, Int, AnyObject?) -> UIAlertAction
      let original = unsafeBitCast(method_getImplementation(method), to: Factory.self)
      let handlerKey = key
      let replacement: @convention(block) (AnyClass, NSString?, Int, AnyObject?) -> UIAlertAction =
        { type, title, style, handler in
          let action = original(type, selector, title, style, handler)
          objc_setAssociatedObject(
            action, handlerKey, handler ?? NSNull(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
          return action
        }
      method_setImplementation(method, imp_implementationWithBlock(replacement))
    }()

    /// The action's handler: `.some(nil)` when it was made without one, `nil` when it was made
    /// before ``install()`` (so nothing was captured).
    static func handler(of action: UIAlertAction) -> Handler?? {
      guard let stored = objc_getAssociatedObject(action, key) else { return nil }
      if stored is NSNull { return .some(nil) }
      return .some(unsafeBitCast(stored as AnyObject, to: Handler.self))
    }
  }
#endif
