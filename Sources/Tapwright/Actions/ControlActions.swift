import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The direction of a stepper tap.
public enum StepDirection: Sendable, Equatable {
  /// The "+" half.
  case up
  /// The "−" half.
  case down
}

// The cores of the control actions: each checks what a user could do, acts as UIKit delivers a
// user's action (value first, then the control events), and returns whether it acted. The
// public async and sync forms (Actions.swift) settle afterwards.
extension AnyViewControllerObject {
  func performTap(_ control: UIControl, at location: CallSite) -> Bool {
    guard userCanAct(on: control, verb: "tap", at: location) else { return false }
    Host.userTap(control)
    return true
  }

  func performTap(_ query: ViewQuery, at location: CallSite) -> Bool {
    let controls = all(UIControl.self, query)
    if controls.count == 1 { return performTap(controls[0], at: location) }
    // No control matches, but one view a tap recognizer covers does: a gesture tap.
    if controls.isEmpty {
      let recognizing = all(UIView.self, query).filter { Host.hasTapGesture($0) }
      if recognizing.count == 1 {
        return performGesture(.tap(taps: 1), on: recognizing[0], at: location)
      }
    }
    guard let control = try? findOne(UIControl.self, query, at: location) else { return false }
    return performTap(control, at: location)
  }

  func performToggle(_ query: ViewQuery, at location: CallSite) -> Bool {
    guard let control = usable(UISwitch.self, query, verb: "toggle", at: location) else {
      return false
    }
    Host.userToggle(control)
    return true
  }

  func performSelectSegment(_ index: Int, _ query: ViewQuery, at location: CallSite) -> Bool {
    guard
      let control = usable(
        UISegmentedControl.self, query, verb: "select a segment of", at: location)
    else { return false }
    let count = control.numberOfSegments
    guard (0..<count).contains(index) else {
      failTest(
        "Cannot select segment \(index) of \(ViewDescription.line(for: control)): it has "
          + "\(count) segment\(count == 1 ? "" : "s") (0..<\(count)).",
        stage: stage, at: location)
      return false
    }
    guard control.isEnabledForSegment(at: index) else {
      failTest(
        "Cannot select segment \(index) of \(ViewDescription.line(for: control)): "
          + "the segment is disabled.",
        stage: stage, at: location)
      return false
    }
    Host.userSelectSegment(index, of: control)
    return true
  }

  func performSlide(_ query: ViewQuery, to value: Float, at location: CallSite) -> Bool {
    guard let control = usable(UISlider.self, query, verb: "slide", at: location) else {
      return false
    }
    guard (control.minimumValue...control.maximumValue).contains(value) else {
      failTest(
        "Cannot slide \(ViewDescription.line(for: control)) to \(value): its range is "
          + "\(control.minimumValue)...\(control.maximumValue).",
        stage: stage, at: location)
      return false
    }
    Host.userSlide(control, to: value)
    return true
  }

  func performStep(_ direction: StepDirection, _ query: ViewQuery, at location: CallSite)
    -> Bool
  {
    guard let control = usable(UIStepper.self, query, verb: "step", at: location) else {
      return false
    }
    let atBound =
      direction == .up
      ? control.value >= control.maximumValue : control.value <= control.minimumValue
    if atBound, !control.wraps {
      let bound = direction == .up ? "maximum" : "minimum"
      failTest(
        "Cannot step \(ViewDescription.line(for: control)) \(direction == .up ? "up" : "down"): "
          + "it is at its \(bound).",
        stage: stage, at: location)
      return false
    }
    Host.userStep(control, up: direction == .up)
    return true
  }
}
