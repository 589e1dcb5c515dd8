#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Controls")
  struct ControlsSpec {
    // MARK: UIControl

    @Test("sendActions runs every action whose events intersect, once each, in the order added")
    func sendActionsRunsIntersectingActions() {
      let log = EventLog()
      let control = UIControl(frame: .zero)
      control.addAction(UIAction { _ in log.record("a") }, for: [.touchUpInside, .valueChanged])
      control.addAction(UIAction { _ in log.record("b") }, for: .valueChanged)
      control.addAction(UIAction { _ in log.record("c") }, for: .editingChanged)
      control.sendActions(for: [.touchUpInside, .valueChanged])
      #expect(log.events == ["a", "b"])
      log.clear()
      control.sendActions(for: .allEvents)
      #expect(log.events == ["a", "b", "c"])
      #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .editingChanged])
    }

    @Test("A later action with the same identifier replaces the earlier one")
    func actionsAreUniqueByIdentifier() {
      let log = EventLog()
      let control = UIControl(frame: .zero)
      let id = UIAction.Identifier("save")
      control.addAction(UIAction(identifier: id) { _ in log.record("old") }, for: .touchUpInside)
      control.addAction(UIAction(identifier: id) { _ in log.record("new") }, for: .touchUpInside)
      control.sendActions(for: .touchUpInside)
      #expect(log.events == ["new"])
      #expect(control.actions(for: .touchUpInside).count == 1)
    }

    @Test("removeAction removes an action from the given events only")
    func removeActionForEvents() {
      let log = EventLog()
      let control = UIControl(frame: .zero)
      let action = UIAction { _ in log.record("run") }
      control.addAction(action, for: [.touchUpInside, .valueChanged])
      control.removeAction(action, for: .touchUpInside)
      #expect(control.allControlEvents == .valueChanged)
      control.sendActions(for: .touchUpInside)
      #expect(log.events.isEmpty)
      control.sendActions(for: .valueChanged)
      #expect(log.events == ["run"])
      control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
      #expect(control.allControlEvents.isEmpty)
    }

    @Test("The action's sender is the control while it runs; sendAction runs one action")
    func senderIsTheControl() {
      var senders: [Any?] = []
      let control = UIControl(frame: .zero)
      let action = UIAction { senders.append($0.sender) }
      control.sendAction(action)
      #expect((senders.first as? UIControl) === control)
      #expect(action.sender == nil)
    }

    @Test("sendActions is not gated by isEnabled; a user's tap on a disabled control is ignored")
    func disabledControls() {
      let log = EventLog()
      let button = UIButton(type: .system)
      recordEvents(of: button, into: log)
      button.isEnabled = false
      button.sendActions(for: .touchUpInside)
      // A button's touch-up-inside is its primary event (see PrimaryActionTriggeredSpec).
      #expect(log.events == ["touchUpInside", "primaryActionTriggered"])
      log.clear()
      #expect(!button.userTap())
      button.isEnabled = true
      button.isHidden = true
      #expect(!button.userTap())
      button.isHidden = false
      let container = UIView()
      container.addSubview(button)
      container.isUserInteractionEnabled = false
      #expect(!button.userTap())
      #expect(log.events.isEmpty)
    }

    @Test("state combines isEnabled, isSelected and isHighlighted")
    func controlState() {
      let control = UIControl(frame: .zero)
      #expect(control.state == .normal)
      control.isSelected = true
      control.isEnabled = false
      #expect(control.state == [.selected, .disabled])
      control.isHighlighted = true
      #expect(control.state.contains(.highlighted))
      #expect(control.accessibilityTraits.contains([.notEnabled, .selected]))
      let button = UIButton(type: .system)
      #expect(button.accessibilityTraits == .button)
      #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
      #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
    }

    // MARK: UIButton

    @Test("UIButton(primaryAction:) is a system button titled by the action, run on a tap")
    func buttonPrimaryAction() {
      var senders: [Any?] = []
      let button = UIButton(primaryAction: UIAction(title: "Save") { senders.append($0.sender) })
      #expect(button.buttonType == .system)
      #expect(button.currentTitle == "Save")
      #expect(button.allControlEvents == .primaryActionTriggered)
      #expect(button.userTap())
      #expect(senders.count == 1)
      #expect((senders.first as? UIButton) === button)
    }

    @Test(
      "A user's tap on a button sends touchDown, then touchUpInside with primaryActionTriggered")
    func buttonTapEvents() {
      let log = EventLog()
      let button = UIButton(type: .custom)
      recordEvents(of: button, into: log)
      button.addAction(
        UIAction { _ in log.record("highlighted:\(button.isHighlighted)") }, for: .touchDown)
      #expect(button.userTap())
      #expect(
        log.events == ["touchDown", "highlighted:true", "touchUpInside", "primaryActionTriggered"])
      #expect(!button.isHighlighted)
    }

    @Test("Titles and images are per state and fall back to the normal state's")
    func buttonTitlesPerState() {
      let button = UIButton(type: .system)
      #expect(button.currentTitle == nil)
      button.setTitle("Play", for: .normal)
      button.setTitle("Pause", for: .selected)
      #expect(button.title(for: .highlighted) == "Play")
      #expect(button.currentTitle == "Play")
      #expect(button.titleLabel?.text == "Play")
      button.isSelected = true
      #expect(button.currentTitle == "Pause")
      #expect(button.titleLabel?.text == "Pause")
      #expect(button.accessibilityLabel == "Pause")
      let image = UIImage(systemName: "play")
      button.setImage(image, for: .normal)
      #expect(button.currentImage == image)
      #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test("A configuration's title is the current title when no per-state title is set")
    func buttonConfiguration() {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Continue"
      let button = UIButton(configuration: configuration)
      #expect(button.currentTitle == "Continue")
      #expect(button.configuration?.title == "Continue")
    }

    @Test("A button's triggered segue runs on a tap, through shouldPerformSegue")
    func buttonTriggersSegue() async {
      let source = SegueDeclaringController()
      let navigation = UINavigationController(rootViewController: source)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      let button = UIButton(type: .system)
      button.triggeredSegueIdentifier = "detail"
      source.view.addSubview(button)
      source.allows = false
      #expect(button.userTap())
      #expect(navigation.viewControllers.count == 1)
      source.allows = true
      #expect(button.userTap())
      #expect(source.calls == ["should detail", "should detail", "prepare detail"])
      #expect(navigation.topViewController?.title == "Detail")
      await yieldUntilQuiet(window)
    }

    // MARK: Value controls

    @Test("UISwitch: setOn sends nothing; a user's tap toggles and sends valueChanged")
    func switchValueChanges() {
      let log = EventLog()
      let toggle = UISwitch(frame: .zero)
      recordEvents(of: toggle, into: log)
      toggle.setOn(true, animated: true)
      toggle.isOn = false
      #expect(log.events.isEmpty)
      #expect(toggle.userTap())
      #expect(toggle.isOn)
      #expect(log.events == ["valueChanged", "primaryActionTriggered"])
      log.clear()
      #expect(toggle.userSetOn(true))
      #expect(log.events.isEmpty)
      #expect(toggle.userSetOn(false))
      #expect(!toggle.isOn)
      #expect(log.events == ["valueChanged", "primaryActionTriggered"])
      #expect(toggle.accessibilityValue == "0")
    }

    @Test("UISegmentedControl: segments, noSegment, and programmatic selection sends nothing")
    func segmentedControlSegments() {
      let log = EventLog()
      let control = UISegmentedControl(items: ["One", "Two"])
      recordEvents(of: control, into: log)
      #expect(control.numberOfSegments == 2)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.selectedSegmentIndex = 1
      control.selectedSegmentIndex = 7
      #expect(control.selectedSegmentIndex == 1)
      control.insertSegment(withTitle: "Zero", at: 0, animated: false)
      #expect(control.selectedSegmentIndex == 2)
      #expect(control.titleForSegment(at: 2) == "Two")
      control.insertSegment(withTitle: "Last", at: 99, animated: false)
      #expect(control.titleForSegment(at: 3) == "Last")
      control.setTitle("2", forSegmentAt: 2)
      #expect(control.titleForSegment(at: 2) == "2")
      control.removeSegment(at: 2, animated: false)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.setEnabled(false, forSegmentAt: 0)
      #expect(!control.isEnabledForSegment(at: 0))
      #expect(control.titleForSegment(at: 9) == nil)
      control.removeAllSegments()
      #expect(control.numberOfSegments == 0)
      #expect(log.events.isEmpty)
    }

    @Test("A user's segment tap selects it and sends valueChanged; disabled or same does nothing")
    func segmentedControlUserSelection() {
      let log = EventLog()
      let control = UISegmentedControl(items: ["A", "B", "C"])
      recordEvents(of: control, into: log)
      control.setEnabled(false, forSegmentAt: 2)
      #expect(control.userSelectSegment(at: 1))
      #expect(control.selectedSegmentIndex == 1)
      #expect(log.events == ["valueChanged", "primaryActionTriggered"])
      log.clear()
      #expect(control.userSelectSegment(at: 1))
      #expect(!control.userSelectSegment(at: 2))
      #expect(!control.userSelectSegment(at: 5))
      #expect(log.events.isEmpty)
      #expect(control.selectedSegmentIndex == 1)
    }

    @Test("init(frame:actions:) titles segments by their actions and runs one on selection")
    func segmentedControlActions() {
      var ran: [String] = []
      let control = UISegmentedControl(
        frame: .zero,
        actions: [
          UIAction(title: "List") { _ in ran.append("List") },
          UIAction(title: "Grid") { _ in ran.append("Grid") },
        ])
      #expect(control.titleForSegment(at: 1) == "Grid")
      #expect(control.userSelectSegment(at: 1))
      #expect(ran == ["Grid"])
    }

    @Test("UISlider clamps its value; setValue sends nothing; a user's slide sends valueChanged")
    func sliderValues() {
      let log = EventLog()
      let slider = UISlider(frame: .zero)
      recordEvents(of: slider, into: log)
      slider.minimumValue = 10
      slider.maximumValue = 20
      #expect(slider.value == 10)
      slider.setValue(99, animated: true)
      #expect(slider.value == 20)
      slider.value = -5
      #expect(slider.value == 10)
      #expect(slider.isContinuous)
      #expect(log.events.isEmpty)
      #expect(slider.userSlide(to: 15))
      #expect(slider.value == 15)
      #expect(log.events == ["valueChanged", "primaryActionTriggered"])
      #expect(slider.accessibilityValue == "50%")
    }

    @Test("UIStepper clamps, steps, wraps, and its + is disabled at the maximum")
    func stepperValues() {
      let log = EventLog()
      let stepper = UIStepper(frame: .zero)
      recordEvents(of: stepper, into: log)
      stepper.maximumValue = 3
      stepper.stepValue = 2
      stepper.value = 10
      #expect(stepper.value == 3)
      #expect(log.events.isEmpty)
      #expect(!stepper.userIncrement())
      #expect(stepper.userDecrement())
      #expect(stepper.value == 1)
      #expect(stepper.userDecrement())
      #expect(stepper.value == 0)
      #expect(
        log.events == [
          "valueChanged", "primaryActionTriggered", "valueChanged", "primaryActionTriggered",
        ])
      stepper.wraps = true
      #expect(stepper.userDecrement())
      #expect(stepper.value == 3)
      #expect(stepper.userIncrement())
      #expect(stepper.value == 0)
      #expect(stepper.autorepeat && stepper.isContinuous)
    }

    // MARK: Views

    @Test("UILabel keeps text and attributedText in step; its accessibility label is its text")
    func labelText() {
      let label = UILabel()
      label.text = "Hello"
      #expect(label.attributedText?.string == "Hello")
      label.attributedText = NSAttributedString(string: "World")
      #expect(label.text == "World")
      #expect(label.accessibilityLabel == "World")
      label.text = "Again"
      #expect(label.attributedText?.string == "Again")
      label.text = nil
      #expect(label.attributedText == nil)
      label.attributedText = NSAttributedString(string: "Styled")
      #expect(label.attributedText?.string == "Styled")
      label.attributedText = nil
      #expect(label.text == nil)
      #expect(label.numberOfLines == 1)
      #expect(label.textAlignment == .natural)
      label.font = UIFont.systemFont(ofSize: 12)
      #expect(label.font.pointSize == 12)
    }

    @Test("UIImageView(image:) shows the image and takes its size")
    func imageView() {
      let image = UIImage(systemName: "star")
      let view = UIImageView(image: image)
      #expect(view.image == image)
      #expect(!view.isUserInteractionEnabled)
    }

    @Test("UIStackView: arranged subviews are subviews; removing from the arrangement keeps it")
    func stackViewArrangement() {
      let first = UIView()
      let second = UIView()
      let third = UIView()
      let stack = UIStackView(arrangedSubviews: [first, second])
      stack.axis = .vertical
      stack.spacing = 10
      stack.insertArrangedSubview(third, at: 0)
      #expect(stack.arrangedSubviews == [third, first, second])
      #expect(stack.subviews.count == 3)
      stack.removeArrangedSubview(first)
      #expect(stack.arrangedSubviews == [third, second])
      #expect(first.superview === stack)
      second.removeFromSuperview()
      #expect(stack.arrangedSubviews == [third])
      #expect(stack.alignment == .fill && stack.distribution == .fill)
      // Views without intrinsic sizes are ambiguous under `.fill`; `.fillEqually` is not.
      stack.distribution = .fillEqually
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 210)
      stack.addArrangedSubview(UIView())
      stack.layoutIfNeeded()
      #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 110])
    }
  }

  /// A controller that declares a "detail" segue and records should/prepare.
  @MainActor
  final class SegueDeclaringController: UIViewController {
    var calls: [String] = []
    var allows = true

    override func viewDidLoad() {
      super.viewDidLoad()
      declareSegue(withIdentifier: "detail") {
        let detail = UIViewController()
        detail.title = "Detail"
        return detail
      }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      calls.append("should \(identifier)")
      return allows
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      calls.append("prepare \(segue.identifier ?? "?")")
    }
  }
#endif
