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

  /// Whether "Confirm before deleting" is on.
  public var confirmsDeletion: Bool {
    get throws { try one(UISwitch.self, .identifier(ID.confirmDeletion)).isOn }
  }

  /// The text size label, e.g. `Text size: 17 pt`.
  public var fontSizeText: String? { get throws { try text(.identifier(ID.fontSizeLabel)) } }

  /// Flips "Confirm before deleting" like a user.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func toggleConfirmDeletion(
    at callSite: CallSite = #callSite
  ) async {
    await toggle(
      .identifier(ID.confirmDeletion), at: callSite)
  }

  /// Taps the stepper's + (`.up`) or − (`.down`) half `times` times.
  /// - Parameters:
  ///   - direction: Which half.
  ///   - times: How many taps.
  ///   - callSite: Where the caller wrote the call.
  public func stepFontSize(
    _ direction: StepDirection, times: Int = 1, at callSite: CallSite = #callSite
  ) async {
    for _ in 0..<max(times, 0) {
      await step(
        .identifier(ID.fontSize), direction, at: callSite)
    }
  }

}
