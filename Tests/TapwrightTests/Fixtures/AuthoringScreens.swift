import Tapwright
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A screen object written with the screen author's toolkit (`fail`, `stop`).
final class DraftScreen: ViewControllerObject<EditorViewController> {
  var name: Element<UITextField> { element(.identifier("name")) }
  var save: Element<UIButton> { element(.identifier("save")) }
  var delete: Element<UIButton> { element(.identifier("delete")) }
  var status: Element<UILabel> { element(.identifier("status")) }
  var wifi: Element<UISwitch> { element(.identifier("wifi")) }
  var mode: Element<UISegmentedControl> { element(.identifier("mode")) }
  var volume: Element<UISlider> { element(.identifier("volume")) }
  var count: Element<UIStepper> { element(.identifier("count")) }
  var missing: Element<UIButton> { element(.identifier("missing")) }

  /// Fails at the test's line when the status is not `expected`; the test goes on.
  func expectStatus(_ expected: String, at callSite: CallSite = #callSite) {
    let status = viewController.statusLabel.text ?? ""
    if status != expected {
      fail("The status reads \"\(status)\", not \"\(expected)\".", at: callSite)
    }
  }

  /// The status, or a stop at the test's line when there is none.
  func requireStatus(at callSite: CallSite = #callSite) throws -> String {
    guard let status = viewController.statusLabel.text, !status.isEmpty else {
      throw stop("The editor shows no status.", at: callSite)
    }
    return status
  }

  /// The same check, but the author forgot to pass the call site on: it fails in this file.
  func expectStatusForgettingTheCallSite(_ expected: String) {
    let status = viewController.statusLabel.text ?? ""
    if status != expected { fail("The status reads \"\(status)\", not \"\(expected)\".") }
  }
}
