import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// User actions on controls: each refuses what a user could not do with one clear failure at the
// caller's line, acts as UIKit delivers a user's action, then settles. One async form each, for
// Swift Testing and for `async` XCTest methods alike.
extension AnyViewControllerObject {
  /// Taps the one control matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which control to tap.
  ///   - callSite: Where the caller wrote the call.
  public func tap(
    _ query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performTap(query, at: location) { await stage.settle(at: location) }
  }

  /// Taps `control` like a user (refusing a hidden, disabled or covered one), then settles.
  ///
  /// - Parameters:
  ///   - control: The control to tap.
  ///   - callSite: Where the caller wrote the call.
  public func tap(
    _ control: UIControl,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performTap(control, at: location) { await stage.settle(at: location) }
  }

  /// Toggles the one switch matching `query` like a user (value, then `.valueChanged`), then settles.
  ///
  /// - Parameters:
  ///   - query: Which switch to toggle.
  ///   - callSite: Where the caller wrote the call.
  public func toggle(
    _ query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performToggle(query, at: location) { await stage.settle(at: location) }
  }

  /// Selects segment `index` of the one segmented control matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - index: The segment to select.
  ///   - query: Which segmented control.
  ///   - callSite: Where the caller wrote the call.
  public func selectSegment(
    _ index: Int,
    in query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSelectSegment(index, query, at: location) { await stage.settle(at: location) }
  }

  /// Slides the one slider matching `query` to `value` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which slider.
  ///   - value: The value, within the slider's range.
  ///   - callSite: Where the caller wrote the call.
  public func slide(
    _ query: ViewQuery,
    to value: Float,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performSlide(query, to: value, at: location) { await stage.settle(at: location) }
  }

  /// Taps one half of the one stepper matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which stepper.
  ///   - direction: Which half to tap.
  ///   - callSite: Where the caller wrote the call.
  public func step(
    _ query: ViewQuery,
    _ direction: StepDirection = .up,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performStep(direction, query, at: location) { await stage.settle(at: location) }
  }

  /// Types `text` into the one text field matching `query`, per character with UIKit's delegate calls.
  ///
  /// - Parameters:
  ///   - text: The text; each character is one edit the delegate may reject.
  ///   - query: Which text field.
  ///   - callSite: Where the caller wrote the call.
  public func type(
    _ text: String,
    into query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performType(text, into: query, at: location) { await stage.settle(at: location) }
  }

  /// Clears the one text field matching `query` like its clear button, then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - callSite: Where the caller wrote the call.
  public func clearText(
    in query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performClear(query, at: location) { await stage.settle(at: location) }
  }

  /// Presses the return key in the one text field matching `query`, then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - callSite: Where the caller wrote the call.
  public func pressReturn(
    in query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performReturn(query, at: location) { await stage.settle(at: location) }
  }

  /// Ends editing the one text field matching `query` (it resigns first responder), then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - callSite: Where the caller wrote the call.
  public func endEditing(
    in query: ViewQuery,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performEndEditing(query, at: location) { await stage.settle(at: location) }
  }

}
