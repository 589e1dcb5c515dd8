#if !canImport(UIKit)
  @_spi(Testing) import HeadlessUIKit
  import Dispatch

  /// The host this build uses.
  typealias Host = HeadlessUIKitHost

  /// What Tapwright asks of the UI host, answered by HeadlessUIKit's testing SPI.
  ///
  /// `Host+UIKit.swift` answers the same questions on Apple platforms.
  @MainActor
  enum HeadlessUIKitHost: HostPlatform {
    /// A new stage window the size of the main screen (virtual time makes HeadlessUIKit's
    /// animations free, so nothing is sped up); never `nil`: there is no scene to lack.
    static func makeWindow() -> UIWindow? {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.isStageWindow = true
      return window
    }

    /// Key status is the stage's own in HeadlessUIKit: nothing to give back.
    static func currentKeyWindow() -> UIWindow? { nil }

    /// Hides a stage window and releases its controllers.
    static func retire(_ window: UIWindow) {
      window.isHidden = true
      window.rootViewController = nil
    }

    /// Nothing to restore (see ``currentKeyWindow()``).
    static func restoreKeyWindow(_ window: UIWindow?) {}

    /// The keyboard's frame in `window`'s coordinates while it is up there, for pictures.
    static func keyboardFrame(in window: UIWindow) -> CGRect? { window.keyboardFrame }

    /// Each stage has windows, a key window and a keyboard of its own, so tests run in parallel.
    nonisolated static let stageTestsTakeTurns = false

    /// HeadlessUIKit's recognizers are driven by a user's gestures.
    static let drivesGestures = true

    /// Once HeadlessUIKit is quiet (no queued work, timers fired in virtual time) nothing known
    /// can change a value, so `never` and `always` are answered at once.
    static let quietAnswersAtOnce = true

    /// Whether HeadlessUIKit has next-turn work queued that has not run yet.
    ///
    /// Counted are the given windows' work and work in no stage's window: work queued for a
    /// controller not (yet) in a window, or in a window the app made, is not missed; work in
    /// another stage's windows is another test's, and parallel tests don't turn for each other.
    static func hasPendingWork(in windows: [UIWindow]?) -> Bool {
      guard let windows else { return HeadlessScheduler.pendingWorkCount > 0 }
      return HeadlessScheduler.unstagedPendingWorkCount > 0
        || windows.contains { $0.pendingHeadlessWorkCount > 0 }
    }

    /// Fires the earliest running (not frozen) timer of `windows` due by `deadline`, if any.
    ///
    /// This is how virtual time advances: the timer fires now instead of at its real deadline.
    /// - Returns: Whether a timer fired.
    static func fireNextTimer(in windows: [UIWindow], dueBy deadline: DispatchTime?) -> Bool {
      let candidates = HeadlessScheduler.pendingTimers(in: windows).filter { timer in
        guard let due = timer.dueTime else { return false }
        return deadline.map { due <= $0 } ?? true
      }
      guard
        let next = candidates.min(by: {
          ($0.dueTime ?? .distantFuture, $0.id) < ($1.dueTime ?? .distantFuture, $1.id)
        })
      else { return false }
      return next.fire()
    }

    /// When the earliest running timer of any window is due (for waits without a stage).
    static func nextTimerDueAnywhere() -> DispatchTime? {
      HeadlessScheduler.pendingTimers(in: nil).compactMap(\.dueTime).min()
    }

    /// A short description of what keeps `windows` busy, for "did not settle" failures.
    static func pendingSummary(in windows: [UIWindow]) -> String {
      var parts: [String] = []
      let work = HeadlessScheduler.pendingWorkCount
      if work > 0 { parts.append("\(work) main-queue item\(work == 1 ? "" : "s") queued") }
      let timers = HeadlessScheduler.pendingTimers(in: windows)
      if !timers.isEmpty {
        parts.append("timers: " + timers.map(\.label).joined(separator: ", "))
      }
      return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
    // MARK: User actions (HeadlessUIKit's testing SPI)

    /// A user's tap on a control, with the events UIKit sends for its kind.
    static func userTap(_ control: UIControl) {
      control.userTap()
    }

    /// A user's flip of a switch: the value changes, then `.valueChanged` is sent.
    static func userToggle(_ control: UISwitch) {
      control.userSetOn(!control.isOn)
    }

    /// A user's tap on a segment.
    static func userSelectSegment(_ index: Int, of control: UISegmentedControl) {
      control.userSelectSegment(at: index)
    }

    /// A user's drag of a slider's thumb to `value`.
    static func userSlide(_ control: UISlider, to value: Float) {
      control.userSlide(to: value)
    }

    /// A user's tap on one half of a stepper.
    static func userStep(_ control: UIStepper, up: Bool) {
      if up { control.userIncrement() } else { control.userDecrement() }
    }

    /// A user's tap into a text field: may be refused by `textFieldShouldBeginEditing`.
    static func userBeginEditing(_ field: UITextField) -> Bool {
      field.userBeginEditing()
    }

    /// Typed text at the caret, one character per edit, each offered to
    /// `shouldChangeCharactersIn` first.
    static func userType(_ text: String, into field: UITextField) {
      field.userType(text)
    }

    /// Clearing a field: its clear button when shown, else one delete per character from the
    /// end (the caret moved there first, as a user's tap at the end of the text puts it).
    static func userClear(_ field: UITextField) {
      if field.userTapClearButton() { return }
      let end = field.endOfDocument
      field.selectedTextRange = field.textRange(from: end, to: end)
      var remaining = (field.text ?? "").count
      while remaining > 0, field.userDeleteBackward() { remaining -= 1 }
    }

    /// The return key.
    static func userPressReturn(_ field: UITextField) {
      field.userTapReturnKey()
    }

    /// Ending editing (resigning first responder), as when the user moves on.
    static func userEndEditing(_ field: UITextField) {
      field.userEndEditing()
    }

    /// A user's tap on a row: will-select, deselect the old row, select, did-select, segue;
    /// whether the row was selected (the delegate may decline it).
    static func userSelectRow(_ indexPath: IndexPath, in table: UITableView) -> Bool {
      table.userSelectRow(at: indexPath)
    }

    /// A user's tap on an item (see `UICollectionView.userSelectItem(at:)`); whether it selected
    /// or deselected the item (`false`: the delegate declined it, or it was refused).
    static func userSelectItem(_ indexPath: IndexPath, in collection: UICollectionView) -> Bool {
      switch collection.userSelectItem(at: indexPath) {
      case .selected, .deselected: true
      default: false
      }
    }

    /// A user's tap on an alert action: the alert is dismissed, then the handler runs once; whether it was taken.
    static func userTap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool {
      action.userTap()
    }

    /// A user's tap on the back button; whether it took the tap. The bar's delegate is asked first
    /// and may decline the pop.
    static func userTapBackButton(_ navigation: UINavigationController) -> Bool {
      navigation.userTapBackButton()
    }

    /// A user's tap on a tab (the delegate is asked and told); whether the tab was selected.
    static func userSelectTab(_ tabBar: UITabBarController, at index: Int) -> Bool {
      tabBar.userSelectTab(at: index)
    }

    /// A user's tap on a bar button item; whether anything ran.
    static func userTap(_ item: UIBarButtonItem) -> Bool {
      item.userTap()
    }

    /// A user's swipe to the next or previous page; whether the page turned.
    static func userSwipe(
      _ pages: UIPageViewController, _ direction: UIPageViewController.NavigationDirection
    ) -> Bool {
      pages.userSwipe(direction)
    }

    /// Whether a tap on `view` would reach a tap gesture recognizer (on it or a superview).
    static func hasTapGesture(_ view: UIView) -> Bool {
      view.hasUserTapGestureRecognizer
    }

    /// A user's gesture on a view, offered to the gesture recognizers under the finger; whether
    /// one recognized it.
    static func userGesture(_ gesture: UserGestureKind, on view: UIView) -> Bool {
      switch gesture {
      case .tap(let taps): return view.userTapGesture(taps: taps)
      case .longPress: return view.userLongPressGesture()
      case .swipe(let direction): return view.userSwipeGesture(direction.headless)
      case .pan(let translation): return view.userPanGesture(by: translation)
      }
    }

    /// A user's dismissal of a sheet or popover (a tap outside); whether it started.
    static func userDismiss(_ presented: UIViewController) -> Bool {
      presented.presentationController?.userDismissInteractively() ?? false
    }
  }

  extension SwipeDirection {
    var headless: UISwipeGestureRecognizer.Direction {
      switch self {
      case .left: return .left
      case .right: return .right
      case .up: return .up
      case .down: return .down
      }
    }
  }
#endif
