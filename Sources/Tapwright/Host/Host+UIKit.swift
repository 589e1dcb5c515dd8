#if canImport(UIKit)
  import UIKit

  /// What Tapwright asks of the UI host, answered with real UIKit.
  ///
  /// Compiled on Apple platforms only (the project's CI builds HeadlessUIKit's counterpart,
  /// `Host+HeadlessUIKit.swift`), so this file is kept small and uses public UIKit API only,
  /// except where marked: an alert action's handler is reached through key-value coding.
  @MainActor
  enum Host {
    /// The stage's windows run their animations 100 times faster (as KIF does).
    static let windowLayerSpeed: Float = 100

    /// Prepares a new stage window: attaches it to the app's scene and speeds up its animations.
    static func prepare(_ window: UIWindow) {
      // Since iOS 13 a window shows only inside a window scene.
      window.windowScene =
        UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }.first
      window.layer.speed = windowLayerSpeed
    }

    /// UIKit exposes no queue of deferred work; a transition in flight in a window counts instead.
    static func hasPendingWork(in windows: [UIWindow]?) -> Bool {
      (windows ?? []).contains { window in
        guard let root = window.rootViewController else { return false }
        return ControllerTree.allControllers(from: root).contains { controller in
          controller.transitionCoordinator != nil || controller.isBeingPresented
            || controller.isBeingDismissed
        }
      }
    }

    /// UIKit's animations run on the render server's clock; there are no timers to advance.
    static func fireNextTimer(in windows: [UIWindow], dueBy deadline: DispatchTime?) -> Bool {
      false
    }

    /// UIKit's animations run on the render server's clock; there are no timers to wait for.
    static func nextTimerDueAnywhere() -> DispatchTime? { nil }

    /// A short description of what keeps `windows` busy.
    static func pendingSummary(in windows: [UIWindow]) -> String {
      hasPendingWork(in: windows) ? "a transition in flight" : "nothing"
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

    static func userInsert(_ text: String, into field: UITextField) {
      let current = field.text ?? ""
      let range = NSRange(location: (current as NSString).length, length: 0)
      if field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: text)
        == false
      {
        return
      }
      field.text = current + text
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }

    static func userClear(_ field: UITextField) {
      if field.delegate?.textFieldShouldClear?(field) == false { return }
      field.text = ""
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }

    static func userPressReturn(_ field: UITextField) {
      if field.delegate?.textFieldShouldReturn?(field) == false { return }
      field.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    /// UIKit's `resignFirstResponder` asks `textFieldShouldEndEditing` and sends the events.
    static func userEndEditing(_ field: UITextField) {
      _ = field.resignFirstResponder()
    }

    /// The delegate sequence of a user's tap on a row; whether the row was selected (the
    /// delegate may decline it). Storyboard cell segues are not triggered.
    static func userSelectRow(_ indexPath: IndexPath, in table: UITableView) -> Bool {
      let delegate = table.delegate
      if delegate?.tableView?(table, shouldHighlightRowAt: indexPath) == false { return false }
      var target: IndexPath? = indexPath
      if let delegate,
        delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:)))
      {
        target = delegate.tableView?(table, willSelectRowAt: indexPath) ?? nil
      }
      guard let target else { return false }
      if !table.allowsMultipleSelection, let old = table.indexPathForSelectedRow, old != target {
        var deselect: IndexPath? = old
        if let delegate,
          delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:)))
        {
          deselect = delegate.tableView?(table, willDeselectRowAt: old) ?? nil
        }
        if let deselect {
          table.deselectRow(at: deselect, animated: false)
          delegate?.tableView?(table, didDeselectRowAt: deselect)
        }
      }
      table.selectRow(at: target, animated: false, scrollPosition: .none)
      delegate?.tableView?(table, didSelectRowAt: target)
      return true
    }

    /// Dismisses the alert, then runs the action's handler once (reached through KVC).
    static func userTap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool {
      typealias Handler = @convention(block) (UIAlertAction) -> Void
      let handler = (action.value(forKey: "handler") as AnyObject?).map {
        unsafeBitCast($0, to: Handler.self)
      }
      guard let presenter = alert.presentingViewController else { return false }
      presenter.dismiss(animated: true) { handler?(action) }
      return true
    }

    static func userTapBackButton(_ navigation: UINavigationController) -> Bool {
      navigation.viewControllers.count > 1 && navigation.popViewController(animated: true) != nil
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

    /// A user's gesture on a view: not available on UIKit (recognizers cannot be driven through
    /// public API).
    static func userGesture(_ gesture: UserGestureKind, on view: UIView) -> Bool { false }

    static func userTap(_ item: UIBarButtonItem) -> Bool {
      guard item.isEnabled else { return false }
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
#endif
