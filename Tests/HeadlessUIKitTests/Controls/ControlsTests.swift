#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Controls, in classic XCTest (sync, on the main thread).
  final class ControlsTests: XCTestCase {
    func testThatSendActionsRunsEveryIntersectingActionOnceInTheOrderAdded() {
      onMainActor {
        let log = EventLog()
        let control = UIControl(frame: .zero)
        control.addAction(UIAction { _ in log.record("a") }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction { _ in log.record("b") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.record("c") }, for: .editingChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(log.events, ["a", "b"])
      }
    }

    func testThatALaterActionWithTheSameIdentifierReplacesTheEarlierOne() {
      onMainActor {
        let log = EventLog()
        let control = UIControl(frame: .zero)
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.record("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.record("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log.events, ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        XCTAssertTrue(control.allControlEvents.isEmpty)
      }
    }

    func testThatSendActionsIsNotGatedButAUserTapOnADisabledControlIsIgnored() {
      onMainActor {
        let log = EventLog()
        let button = UIButton(type: .system)
        recordEvents(of: button, into: log)
        button.isEnabled = false
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(log.events, ["primaryActionTriggered"])
        XCTAssertFalse(button.userTap())
        XCTAssertEqual(button.state, .disabled)
      }
    }

    func testThatAButtonTapSendsTouchDownThenTouchUpInsideWithThePrimaryAction() {
      onMainActor {
        let log = EventLog()
        var senders: [Any?] = []
        let button = UIButton(primaryAction: UIAction(title: "Go") { senders.append($0.sender) })
        recordEvents(of: button, into: log)
        XCTAssertEqual(button.currentTitle, "Go")
        XCTAssertTrue(button.userTap())
        XCTAssertEqual(log.events, ["touchDown", "touchUpInside", "primaryActionTriggered"])
        XCTAssertTrue((senders.first as? UIButton) === button)
      }
    }

    func testThatButtonTitlesFallBackToTheNormalState() {
      onMainActor {
        let button = UIButton(type: .custom)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        XCTAssertEqual(button.title(for: .disabled), "Follow")
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Following")
        XCTAssertEqual(button.titleLabel?.text, "Following")
      }
    }

    func testThatProgrammaticValueChangesSendNoActions() {
      onMainActor {
        let log = EventLog()
        let toggle = UISwitch()
        let segments = UISegmentedControl(items: ["A", "B"])
        let slider = UISlider()
        let stepper = UIStepper()
        for control in [toggle, segments, slider, stepper] as [UIControl] {
          recordEvents(of: control, into: log)
        }
        toggle.setOn(true, animated: false)
        segments.selectedSegmentIndex = 1
        slider.setValue(0.5, animated: true)
        stepper.value = 4
        XCTAssertEqual(log.events, [])
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(segments.selectedSegmentIndex, 1)
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertEqual(stepper.value, 4)
      }
    }

    func testThatUserValueChangesSetTheValueThenSendValueChanged() {
      onMainActor {
        let log = EventLog()
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in log.record("switch \(toggle.isOn)") }, for: .valueChanged)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.addAction(
          UIAction { _ in log.record("segment \(segments.selectedSegmentIndex)") },
          for: .valueChanged)
        let slider = UISlider()
        slider.addAction(UIAction { _ in log.record("slider \(slider.value)") }, for: .valueChanged)
        let stepper = UIStepper()
        stepper.addAction(
          UIAction { _ in log.record("stepper \(stepper.value)") }, for: .valueChanged)
        XCTAssertTrue(toggle.userTap())
        XCTAssertTrue(segments.userSelectSegment(at: 1))
        XCTAssertTrue(slider.userSlide(to: 2))
        XCTAssertTrue(stepper.userIncrement())
        XCTAssertEqual(log.events, ["switch true", "segment 1", "slider 1.0", "stepper 1.0"])
      }
    }

    func testThatSegmentsCanBeInsertedRemovedAndDisabled() {
      onMainActor {
        let control = UISegmentedControl(items: ["A"])
        control.insertSegment(withTitle: "B", at: 1, animated: false)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 0)
        XCTAssertFalse(control.userSelectSegment(at: 0))
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.numberOfSegments, 1)
      }
    }

    func testThatTheStepperWrapsAndClamps() {
      onMainActor {
        let stepper = UIStepper()
        stepper.minimumValue = 0
        stepper.maximumValue = 2
        stepper.value = 2
        XCTAssertFalse(stepper.userIncrement())
        stepper.wraps = true
        XCTAssertTrue(stepper.userIncrement())
        XCTAssertEqual(stepper.value, 0)
      }
    }

    func testThatAStackViewKeepsRemovedArrangedSubviewsAsSubviews() {
      onMainActor {
        let label = UILabel()
        let stack = UIStackView(arrangedSubviews: [label, UIImageView(image: nil)])
        stack.removeArrangedSubview(label)
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        XCTAssertTrue(label.superview === stack)
      }
    }

    func testThatAButtonsTriggeredSegueRunsOnATap() {
      onMainActor {
        let source = SegueDeclaringController()
        let navigation = UINavigationController(rootViewController: source)
        let window = makeWindow(root: navigation)
        spinUntilQuiet(window)
        let button = UIButton(type: .system)
        button.triggeredSegueIdentifier = "detail"
        source.view.addSubview(button)
        XCTAssertTrue(button.userTap())
        XCTAssertEqual(source.calls, ["should detail", "prepare detail"])
        XCTAssertTrue(spinUntilQuiet(window))
        XCTAssertEqual(navigation.topViewController?.title, "Detail")
      }
    }
    func testThatSliderAndStepperValuesAreClamped() {
      onMainActor {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 11
        XCTAssertEqual(slider.value, 10)
        slider.minimumValue = 20
        XCTAssertEqual(slider.value, 20)
        let stepper = UIStepper()
        stepper.value = -1
        XCTAssertEqual(stepper.value, 0)
      }
    }

    func testThatALabelsAccessibilityLabelIsItsText() {
      onMainActor {
        let label = UILabel()
        label.text = "Total"
        XCTAssertEqual(label.accessibilityLabel, "Total")
        XCTAssertEqual(label.attributedText?.string, "Total")
      }
    }
    func testThatASettingsFormWrittenForUIKitWorksWhenDrivenAsAUser() {
      onMainActor {
        let settings = SettingsViewController()
        let window = makeWindow(root: settings)
        spinUntilQuiet(window)
        XCTAssertTrue(settings.nameField.userType("Grace"))
        XCTAssertTrue(settings.notifications.userSetOn(true))
        XCTAssertTrue(settings.copies.userIncrement())
        XCTAssertEqual(settings.summary.text, "Grace on 0 1")
        XCTAssertTrue(settings.nameField.userEndEditing())
        spinUntilQuiet(window)
      }
    }
  }
#endif
