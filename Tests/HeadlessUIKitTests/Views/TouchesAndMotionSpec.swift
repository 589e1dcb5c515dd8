#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit
  import Testing

  /// A view that handles touches itself, as apps' drawing and "bounce" views do.
  @MainActor
  final class TouchLoggingView: UIView {
    var log: [String] = []
    var passesOn = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      let touch = touches.first
      log.append(
        "began \(touch?.location(in: self) ?? .zero) \(touch?.phase == .began) \(event?.allTouches?.count ?? 0)"
      )
      if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("ended \(touches.first?.previousLocation(in: self) ?? .zero)")
      if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("cancelled \(touches.first?.phase == .cancelled)")
    }
  }

  /// A controller that receives what its views pass up the responder chain, and shakes.
  @MainActor
  final class ChainController: UIViewController {
    var log: [String] = []
    let plain = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let logging = TouchLoggingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(plain)
      view.addSubview(logging)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("controller began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("controller ended")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      log.append("shake began \(motion == .motionShake) \(event?.subtype == .motionShake)")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      log.append("shake ended")
    }
  }

  /// A button that scales on touch down, calling `super` or not.
  @MainActor
  final class BounceButton: UIButton {
    var callsSuper = true
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("began tracking \(isTracking)")
      if callsSuper { super.touchesBegan(touches, with: event) }
      log.append("tracking \(isTracking) inside \(isTouchInside)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      if callsSuper { super.touchesEnded(touches, with: event) }
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log.append("beginTracking")
      return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      log.append("endTracking")
    }
  }

  /// A custom recognizer written as apps write one (UIGestureRecognizerSubclass): it recognizes
  /// when the touch ends.
  @MainActor
  final class TouchUpRecognizer: UIGestureRecognizer {
    var seen: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      seen.append("began \(event.touches(for: self)?.count ?? 0)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      seen.append("ended")
      state = .recognized
    }
    override func reset() { seen.append("reset") }
  }

  @MainActor
  @Suite("Touches and motion, delivered as UIKit delivers them")
  struct TouchesAndMotionSpec {
    private func shown() -> (ChainController, UIWindow) {
      let controller = ChainController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return (controller, window)
    }

    @Test("a view that handles touches gets them; unhandled ones go up to the controller")
    func responderChain() {
      let (controller, window) = shown()
      // No recognizer: nothing recognized, but the touches went where UIKit sends them.
      #expect(!controller.logging.userTapGesture())
      #expect(
        controller.logging.log == [
          "began CGPoint(x: 50.0, y: 50.0) true 1", "ended CGPoint(x: 50.0, y: 50.0)",
        ])
      #expect(controller.log.isEmpty)
      controller.plain.userTapGesture()
      #expect(controller.log == ["controller began", "controller ended"])
      controller.log = []
      controller.logging.passesOn = true
      controller.logging.userTapGesture()
      #expect(controller.log == ["controller began", "controller ended"])
      _ = window
    }

    @Test("a recognizer that recognizes the tap cancels the view's touches (cancelsTouchesInView)")
    func cancelledByRecognizer() {
      let (controller, window) = shown()
      let tap = UITapGestureRecognizer()
      controller.logging.addGestureRecognizer(tap)
      #expect(controller.logging.userTapGesture())
      #expect(
        controller.logging.log == [
          "began CGPoint(x: 50.0, y: 50.0) true 1", "cancelled true",
        ])
      controller.logging.log = []
      tap.cancelsTouchesInView = false
      #expect(controller.logging.userTapGesture())
      #expect(controller.logging.log.last == "ended CGPoint(x: 50.0, y: 50.0)")
      _ = window
    }

    @Test("a custom recognizer follows the touches and, recognizing, sends its action")
    func customRecognizer() {
      let (controller, window) = shown()
      let recognizer = TouchUpRecognizer()
      recognizer.addTarget(
        controller,
        action: Selector(_tapwrightPort: "fired", arguments: 0) {
          (target: ChainController, _, _) in
          target.log.append("fired \(recognizer.state == .recognized)")
          return nil
        })
      controller.plain.addGestureRecognizer(recognizer)
      #expect(controller.plain.userTapGesture())
      // The view's touches went up the chain, then the recognizer took the tap: cancelled.
      #expect(controller.log == ["controller began", "fired true"])
      #expect(recognizer.seen == ["began 1", "ended", "reset"])
      #expect(recognizer.state == .possible)
      _ = window
    }

    @Test("a control tracks the tap through its touch methods; an override without super stops it")
    func controlTracking() {
      let (controller, window) = shown()
      let button = BounceButton(frame: CGRect(x: 200, y: 100, width: 100, height: 44))
      controller.view.addSubview(button)
      var taps = 0
      button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      #expect(button.userTap())
      #expect(taps == 1)
      #expect(
        button.log == [
          "began tracking false", "beginTracking", "tracking true inside true", "endTracking",
        ])
      #expect(!button.isTracking)
      button.callsSuper = false
      #expect(button.userTap())
      #expect(taps == 1)
      _ = window
    }

    @Test("a shake goes to the first responder, else the root controller, up the chain")
    func shake() {
      let (controller, window) = shown()
      #expect(window.userShake())
      #expect(controller.log == ["shake began true true", "shake ended"])
      controller.log = []
      window.isHidden = true
      #expect(!window.userShake())
      #expect(controller.log.isEmpty)
    }

    @Test("a touch tells its phase, its location before the last move, its type and force")
    func touchValues() {
      let (controller, window) = shown()
      final class Probe: UIView {
        var touch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          touch = touches.first
        }
      }
      let probe = Probe(frame: CGRect(x: 10, y: 500, width: 40, height: 40))
      controller.view.addSubview(probe)
      probe.userTapGesture()
      let touch = probe.touch
      #expect(touch != nil)
      #expect(touch?.view === probe)
      #expect(touch?.window === window)
      #expect(touch?.location(in: nil) == CGPoint(x: 30, y: 520))
      #expect(touch?.previousLocation(in: probe) == CGPoint(x: 20, y: 20))
      #expect(touch?.type == .direct)
      #expect(touch?.force == 0)
      #expect(touch?.tapCount == 1)
    }
  }
#endif
