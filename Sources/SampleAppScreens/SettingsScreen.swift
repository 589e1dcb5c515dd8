import Tapwright
import TapwrightSampleApp
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Settings tab as a user sees it: the confirmation switch and the text size stepper.
public final class SettingsScreen: ViewControllerObject<SettingsViewController> {
  private typealias ID = SettingsViewController.ID

  /// The "Confirm before deleting" switch.
  public var confirmDeletion: Element<UISwitch> { element(.identifier(ID.confirmDeletion)) }

  /// The text size stepper.
  public var fontSize: Element<UIStepper> { element(.identifier(ID.fontSize)) }

  /// The text size label, e.g. `Text size: 17 pt`.
  public var fontSizeLabel: Element<UILabel> { element(.identifier(ID.fontSizeLabel)) }

  /// Taps the stepper's + (`.up`) or − (`.down`) half `times` times.
  /// - Parameters:
  ///   - direction: Which half.
  ///   - times: How many taps.
  ///   - callSite: Where the caller wrote the call.
  public func stepFontSize(
    _ direction: StepDirection, times: Int = 1, at callSite: CallSite = #callSite
  ) async {
    for _ in 0..<max(times, 0) { await fontSize.step(direction, at: callSite) }
  }

}
