#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit
  import Testing

  /// A size picker written as apps write one: the controller is the data source and delegate.
  @MainActor
  final class SizePickerController: UIViewController, UIPickerViewDataSource,
    UIPickerViewDelegate
  {
    let picker = UIPickerView()
    var sizes = ["S", "M", "L"]
    let colours = ["Red", "Blue"]
    var chosen: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      picker.dataSource = self
      picker.delegate = self
      view.addSubview(picker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? sizes.count : colours.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      component == 0 ? sizes[row] : colours[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      chosen.append("\(component):\(row)")
    }
  }

  /// Records each state of the recognizers it is the target of, with their values.
  @MainActor
  final class GestureLog {
    var seen: [String] = []

    func handle(_ recognizer: UIGestureRecognizer) {
      let state = recognizer.state.rawValue
      switch recognizer {
      case let pinch as UIPinchGestureRecognizer: seen.append("pinch \(state) \(pinch.scale)")
      case let rotation as UIRotationGestureRecognizer:
        seen.append("rotate \(state) \(rotation.rotation)")
      case let edge as UIScreenEdgePanGestureRecognizer:
        seen.append("edge \(state) \(edge.translation(in: edge.view).x)")
      default: seen.append("other")
      }
    }

    /// `#selector(handle(_:))`, as the port step writes it.
    var action: Selector {
      Selector(_tapwrightPort: "handle:", arguments: 1) { (target: GestureLog, sender, _) in
        try target.handle(_tapwrightPortArgument(sender))
      }
    }
  }

  @MainActor
  @Suite("Pickers")
  struct PickersSpec {
    private func shown<Controller: UIViewController>(_ controller: Controller) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }

    @Test("A picker reads its components and rows; code selects silently, a user's spin tells")
    func pickerView() {
      let controller = SizePickerController()
      let window = shown(controller)
      let picker = controller.picker
      #expect(picker.numberOfComponents == 2)
      #expect(picker.numberOfRows(inComponent: 0) == 3)
      #expect(picker.numberOfRows(inComponent: 1) == 2)
      #expect(picker.numberOfRows(inComponent: 5) == 0)
      #expect(picker.selectedRow(inComponent: 0) == 0)
      picker.selectRow(2, inComponent: 0, animated: true)
      #expect(picker.selectedRow(inComponent: 0) == 2)
      #expect(controller.chosen.isEmpty)
      #expect(picker.title(forRow: 1, forComponent: 1) == "Blue")
      #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "S")
      #expect(picker.rowSize(forComponent: 0).height == 32)

      #expect(picker.userSelectRow(1, inComponent: 1))
      #expect(controller.chosen == ["1:1"])
      // The same row again: the wheel does not move, nothing is told.
      #expect(picker.userSelectRow(1, inComponent: 1))
      #expect(controller.chosen == ["1:1"])
      // No such row; a hidden picker.
      #expect(!picker.userSelectRow(7, inComponent: 0))
      picker.isHidden = true
      #expect(!picker.userSelectRow(0, inComponent: 0))
      #expect(controller.chosen == ["1:1"])
      _ = window
    }

    @Test("A reload keeps each selection within the rows; no rows is −1")
    func reload() {
      let controller = SizePickerController()
      let window = shown(controller)
      controller.picker.selectRow(2, inComponent: 0, animated: false)
      controller.sizes = ["XS"]
      controller.picker.reloadComponent(0)
      #expect(controller.picker.selectedRow(inComponent: 0) == 0)
      controller.sizes = []
      controller.picker.reloadAllComponents()
      #expect(controller.picker.selectedRow(inComponent: 0) == -1)
      // A row past the last stops on the last.
      controller.sizes = ["S", "M"]
      controller.picker.reloadAllComponents()
      controller.picker.selectRow(9, inComponent: 0, animated: false)
      #expect(controller.picker.selectedRow(inComponent: 0) == 1)
      _ = window
    }

    @Test("A date picker keeps its date within its bounds; a user's choice sends .valueChanged")
    func datePicker() {
      let picker = UIDatePicker()
      #expect(picker.datePickerMode == .dateAndTime)
      #expect(picker.datePickerStyle == .compact)
      picker.datePickerMode = .countDownTimer
      #expect(picker.datePickerStyle == .wheels)
      picker.datePickerMode = .date
      let start = Date(timeIntervalSince1970: 1_700_000_000)
      picker.minimumDate = start
      picker.maximumDate = start.addingTimeInterval(86_400)
      picker.date = start.addingTimeInterval(-10)
      #expect(picker.date == start)
      var changes: [Date] = []
      picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(picker)
      window.makeKeyAndVisible()
      #expect(changes.isEmpty)
      #expect(picker.userSelect(start.addingTimeInterval(3_600)))
      #expect(picker.userSelect(start.addingTimeInterval(999_999)))
      #expect(changes == [start.addingTimeInterval(3_600), start.addingTimeInterval(86_400)])
      picker.isEnabled = false
      #expect(!picker.userSelect(start))
      #expect(changes.count == 2)
    }

    @Test("Pinch, rotation and screen-edge pans report their values at each state")
    func twoFingerGestures() {
      let controller = UIViewController()
      let window = shown(controller)
      let photo = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
      controller.view.addSubview(photo)
      let log = GestureLog()
      let pinch = UIPinchGestureRecognizer(target: log, action: log.action)
      let rotation = UIRotationGestureRecognizer(target: log, action: log.action)
      let edge = UIScreenEdgePanGestureRecognizer(target: log, action: log.action)
      photo.addGestureRecognizer(pinch)
      photo.addGestureRecognizer(rotation)
      photo.addGestureRecognizer(edge)

      #expect(photo.userPinchGesture(scale: 2))
      #expect(log.seen == ["pinch 1 1.0", "pinch 2 2.0", "pinch 3 2.0"])
      #expect(pinch.scale == 1)  // reset once ended
      log.seen = []
      #expect(photo.userRotationGesture(by: .pi / 2))
      #expect(log.seen.count == 3)
      #expect(log.seen.last == "rotate 3 \(CGFloat.pi / 2)")
      log.seen = []
      // No edges set: a drag from the left edge is not this recognizer's.
      #expect(!photo.userScreenEdgePanGesture(from: .left, by: CGPoint(x: 120, y: 0)))
      edge.edges = .left
      #expect(!photo.userScreenEdgePanGesture(from: .right, by: CGPoint(x: -120, y: 0)))
      #expect(photo.userScreenEdgePanGesture(from: .left, by: CGPoint(x: 120, y: 0)))
      #expect(log.seen == ["edge 1 0.0", "edge 2 120.0", "edge 3 120.0"])
      _ = window
    }
  }
#endif
