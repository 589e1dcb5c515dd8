#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("sendActions and .primaryActionTriggered")
  struct PrimaryActionTriggeredSpec {
    @Test("A button's sendActions(for: .touchUpInside) also runs .primaryActionTriggered actions")
    func touchUpInsideRunsPrimaryActions() {
      var log: [String] = []
      let button = UIButton(type: .system)
      button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
      button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
      button.addAction(
        UIAction { _ in log.append("both") }, for: [.touchUpInside, .primaryActionTriggered])
      button.sendActions(for: .touchUpInside)
      #expect(log == ["primary", "touchUpInside", "both"])

      log = []
      button.sendActions(for: .primaryActionTriggered)
      #expect(log == ["primary", "both"])

      log = []
      let made = UIButton(primaryAction: UIAction(title: "Go") { _ in log.append("made") })
      made.sendActions(for: .touchUpInside)
      #expect(log == ["made"])
    }

    @Test("A switch's .valueChanged runs primary actions; a plain control's touch-up does not")
    func otherControls() {
      var log: [String] = []
      let toggle = UISwitch()
      toggle.addAction(UIAction { _ in log.append("switch") }, for: .primaryActionTriggered)
      toggle.sendActions(for: .valueChanged)
      let control = UIControl()
      control.addAction(UIAction { _ in log.append("control") }, for: .primaryActionTriggered)
      control.sendActions(for: .touchUpInside)
      #expect(log == ["switch"])
    }

    @Test("A user's tap on a button runs touch-up-inside and primary actions, each once")
    func userTap() {
      var log: [String] = []
      let controller = UIViewController()
      let window = makeWindow(root: controller)
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
      controller.view.addSubview(button)
      button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
      button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
      button.addAction(
        UIAction { _ in log.append("both") }, for: [.touchUpInside, .primaryActionTriggered])
      #expect(button.userTap())
      #expect(log == ["primary", "touchUpInside", "both"])
      _ = window
    }
  }
#endif
