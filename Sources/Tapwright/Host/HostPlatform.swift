import Dispatch
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// What Tapwright asks of the UI host: windows, waiting, and a user's actions, delivered as the
/// host delivers them.
///
/// One protocol, two implementations — `HeadlessUIKitHost` (`Host+HeadlessUIKit.swift`, through
/// HeadlessUIKit's testing SPI) and `UIKitHost` (`Host+UIKit.swift`, public UIKit and the peers'
/// techniques) — so neither can lack what the other answers (swift-nio's one-protocol seams).
/// ``Host`` names the one this build uses.
@MainActor
protocol HostPlatform {
  /// A new stage window, or `nil` when the host cannot show one (UIKit without a window scene).
  static func makeWindow() -> UIWindow?

  /// The key window before the stage took key status, to give back at teardown.
  static func currentKeyWindow() -> UIWindow?

  /// Hides a stage window and releases its controllers.
  static func retire(_ window: UIWindow)

  /// Gives key status back to the window ``currentKeyWindow()`` returned.
  static func restoreKeyWindow(_ window: UIWindow?)

  /// The keyboard's frame in `window`'s coordinates while it is up there, for pictures.
  static func keyboardFrame(in window: UIWindow) -> CGRect?

  /// Whether stage tests take turns by default (``TapwrightTrait/isSerialized``): the host has
  /// one screen, key window and keyboard for the whole process (UIKit), rather than windows of
  /// their own for each test (HeadlessUIKit).
  nonisolated static var stageTestsTakeTurns: Bool { get }

  /// Whether a user's gestures drive the gesture recognizers (UIKit has no public API for it).
  static var drivesGestures: Bool { get }

  /// Whether a quiet UI answers `never` and `always` at once (HeadlessUIKit: nothing known can
  /// change a value then) rather than watching until the deadline (UIKit).
  static var quietAnswersAtOnce: Bool { get }

  /// Whether the host has work queued or running that a settle must wait for.
  static func hasPendingWork(in windows: [UIWindow]?) -> Bool

  /// Fires the earliest running timer of `windows` due by `deadline`, if any (virtual time:
  /// it fires now instead of at its real deadline); whether one fired. UIKit's never do.
  static func fireNextTimer(in windows: [UIWindow], dueBy deadline: DispatchTime?) -> Bool

  /// When the earliest running timer of any window is due (for waits without a stage).
  static func nextTimerDueAnywhere() -> DispatchTime?

  /// A short description of what keeps `windows` busy, for "did not settle" failures.
  static func pendingSummary(in windows: [UIWindow]) -> String

  /// A user's tap on a control, with the events UIKit sends for its kind.
  static func userTap(_ control: UIControl)

  /// A user's flip of a switch: the value changes, then `.valueChanged` is sent.
  static func userToggle(_ control: UISwitch)

  /// A user's tap on a segment.
  static func userSelectSegment(_ index: Int, of control: UISegmentedControl)

  /// A user's drag of a slider's thumb to `value`.
  static func userSlide(_ control: UISlider, to value: Float)

  /// A user's tap on one half of a stepper.
  static func userStep(_ control: UIStepper, up: Bool)

  /// A user's tap into a text field: may be refused by `textFieldShouldBeginEditing`.
  static func userBeginEditing(_ field: UITextField) -> Bool

  /// Typed text at the caret, one character per edit, each offered to `shouldChangeCharactersIn`
  /// first.
  static func userType(_ text: String, into field: UITextField)

  /// Clearing a field: its clear button when shown, else one delete per character.
  static func userClear(_ field: UITextField)

  /// The return key.
  static func userPressReturn(_ field: UITextField)

  /// Ending editing (resigning first responder), as when the user moves on.
  static func userEndEditing(_ field: UITextField)

  /// A user's tap on a row: will-select, deselect the old row, select, did-select, segue;
  /// whether the row was selected (the delegate may decline it).
  static func userSelectRow(_ indexPath: IndexPath, in table: UITableView) -> Bool

  /// A user's tap on an item, in the delegate order of `UICollectionView.userSelectItem(at:)`;
  /// whether it selected or deselected the item (`false`: the delegate declined it).
  static func userSelectItem(_ indexPath: IndexPath, in collection: UICollectionView) -> Bool

  /// A user's tap on an alert action: the alert is dismissed, then the handler runs once; whether it was taken.
  static func userTap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool

  /// A user's tap on the back button; whether it took the tap. The bar's delegate is asked first
  /// and may decline the pop.
  static func userTapBackButton(_ navigation: UINavigationController) -> Bool

  /// A user's tap on a tab (the delegate is asked and told); whether the tab was selected.
  static func userSelectTab(_ tabBar: UITabBarController, at index: Int) -> Bool

  /// A user's tap on a bar button item; whether anything ran.
  static func userTap(_ item: UIBarButtonItem) -> Bool

  /// A user's swipe to the next or previous page; whether the page turned.
  static func userSwipe(
    _ pages: UIPageViewController, _ direction: UIPageViewController.NavigationDirection
  ) -> Bool

  /// Whether a tap on `view` would reach a tap gesture recognizer (on it or a superview).
  static func hasTapGesture(_ view: UIView) -> Bool

  /// A user's gesture on a view, offered to the gesture recognizers under the finger; whether
  /// one recognized it.
  static func userGesture(_ gesture: UserGestureKind, on view: UIView) -> Bool

  /// A user's dismissal of a sheet or popover (a tap outside); whether it started.
  static func userDismiss(_ presented: UIViewController) -> Bool
}
