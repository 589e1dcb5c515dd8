#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// HeadlessUIKit controls' costs: `sendActions(for:)` and a user's tap on a button.
  let headlessUIKitControlsSuite = Suite(
    name: "HeadlessUIKit controls",
    keys: ["send_actions_us", "button_user_tap_us", "text_field_type_5_chars_us"]
  ) {
    var count = 0
    let button = UIButton(primaryAction: UIAction(title: "Count") { _ in count += 1 })
    let sendActions = controlsMicroseconds(iterations: 100_000) {
      button.sendActions(for: .primaryActionTriggered)
    }
    let userTap = controlsMicroseconds(iterations: 100_000) {
      button.userTap()
    }
    let field = UITextField(frame: .zero)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.addSubview(field)
    window.isHidden = false
    let typing = controlsMicroseconds(iterations: 1_000) {
      field.text = ""
      field.userType("hello")
    }
    field.userEndEditing()
    window.isHidden = true
    return [
      Figure(
        key: "send_actions_us", value: sendActions, unit: "µs",
        summary: "sendActions(for:) on a button with one action (count: \(count > 0))"),
      Figure(
        key: "button_user_tap_us", value: userTap, unit: "µs",
        summary: "userTap() on a button with one action (touchDown, touchUpInside, primary)"),
      Figure(
        key: "text_field_type_5_chars_us", value: typing, unit: "µs",
        summary: "userType(\"hello\") on an editing text field: 5 delegate-checked edits"),
    ]
  }

  /// Median microseconds per iteration of a synchronous main-actor body: a warm-up round, then
  /// `Bench.repetitions` timed rounds.
  @MainActor
  private func controlsMicroseconds(iterations: Int, _ body: @MainActor () -> Void) -> Double {
    var rounds: [Double] = []
    for round in 0...Bench.repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { body() }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
      if round > 0 { rounds.append(elapsed / Double(iterations)) }
    }
    return Bench.median(rounds)
  }
#endif
