#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit
  import Testing

  /// A controller whose views carry gesture recognizers, with actions written out as the port
  /// step writes `#selector(…)`.
  @MainActor
  final class GestureController: UIViewController, UIGestureRecognizerDelegate {
    var received: [String] = []
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    var allowsSimultaneous = false
    var allowsBegin = true

    func handleSingle(_ recognizer: UITapGestureRecognizer) {
      received.append("single \(recognizer.state == .recognized) \(recognizer.location(in: card))")
    }
    func handleDouble() { received.append("double") }
    func handleBackground(_ recognizer: UITapGestureRecognizer) { received.append("background") }
    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
      received.append("long \(recognizer.state.rawValue)")
    }
    func handleSwipe(_ recognizer: UISwipeGestureRecognizer) { received.append("swipe") }
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
      received.append("pan \(recognizer.state.rawValue) \(recognizer.translation(in: card))")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(card)
      single.addTarget(
        self,
        action: Self.action("handleSingle:") { try $0.handleSingle(_tapwrightPortArgument($1)) })
      double.addTarget(
        self, action: Self.action("handleDouble") { target, _ in target.handleDouble() })
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      card.addGestureRecognizer(single)
      card.addGestureRecognizer(double)
      let background = UITapGestureRecognizer(
        target: self,
        action: Self.action("handleBackground:") {
          try $0.handleBackground(_tapwrightPortArgument($1))
        })
      background.delegate = self
      view.addGestureRecognizer(background)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      allowsBegin
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { allowsSimultaneous }

    static func action(
      _ name: String, _ call: @escaping @MainActor (GestureController, Any?) throws -> Void
    ) -> Selector {
      Selector(_tapwrightPort: name, arguments: name.hasSuffix(":") ? 1 : 0) {
        (target: GestureController, sender, _) in
        try call(target, sender)
      }
    }
  }

  @MainActor
  @Suite("Gesture recognizers")
  struct GesturesSpec {
    private func shown() -> (GestureController, UIWindow) {
      let controller = GestureController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return (controller, window)
    }

    @Test("a tap goes to the deepest recognizer; the one that must wait for a double tap fires")
    func singleTap() {
      let (controller, window) = shown()
      #expect(controller.card.userTapGesture())
      #expect(controller.received == ["single true CGPoint(x: 100.0, y: 50.0)"])
      #expect(controller.single.state == .possible)
      _ = window
    }

    @Test("a double tap goes to the double-tap recognizer only")
    func doubleTap() {
      let (controller, window) = shown()
      #expect(controller.card.userTapGesture(taps: 2))
      #expect(controller.received == ["double"])
      _ = window
    }

    @Test("a superview's recognizer recognizes alongside only when a delegate allows it")
    func simultaneous() {
      let (controller, window) = shown()
      controller.allowsSimultaneous = true
      controller.card.userTapGesture()
      #expect(controller.received == ["single true CGPoint(x: 100.0, y: 50.0)", "background"])
      _ = window
    }

    @Test("a delegate that refuses to begin, a disabled recognizer: nothing recognizes")
    func refused() {
      let (controller, window) = shown()
      controller.single.isEnabled = false
      controller.allowsBegin = false
      #expect(!controller.card.userTapGesture())
      #expect(controller.received.isEmpty)
      controller.card.isHidden = true
      #expect(!controller.card.userTapGesture())
      _ = window
    }

    @Test("long press (began, ended), swipe by direction, pan with its translation")
    func continuous() {
      let (controller, window) = shown()
      let long = UILongPressGestureRecognizer(
        target: controller,
        action: GestureController.action("handleLongPress:") {
          try $0.handleLongPress(_tapwrightPortArgument($1))
        })
      let swipe = UISwipeGestureRecognizer(
        target: controller,
        action: GestureController.action("handleSwipe:") {
          try $0.handleSwipe(_tapwrightPortArgument($1))
        })
      swipe.direction = UISwipeGestureRecognizer.Direction.left
      let pan = UIPanGestureRecognizer(
        target: controller,
        action: GestureController.action("handlePan:") {
          try $0.handlePan(_tapwrightPortArgument($1))
        })
      controller.card.addGestureRecognizer(long)
      controller.card.addGestureRecognizer(swipe)
      controller.card.addGestureRecognizer(pan)
      #expect(controller.card.gestureRecognizers?.count == 5)

      controller.card.userLongPressGesture()
      #expect(!controller.card.userSwipeGesture(.right))
      controller.card.userSwipeGesture(.left)
      controller.card.userPanGesture(by: CGPoint(x: 30, y: -10))
      #expect(
        controller.received == [
          "long 1", "long 3", "swipe", "pan 1 CGPoint(x: 0.0, y: 0.0)",
          "pan 2 CGPoint(x: 30.0, y: -10.0)",
          "pan 3 CGPoint(x: 30.0, y: -10.0)",
        ])
      controller.card.removeGestureRecognizer(pan)
      #expect(pan.view == nil)
      #expect(controller.card.gestureRecognizers?.count == 4)
      _ = window
    }
  }

  /// Receives delayed performs, notifications and timer messages by name.
  @MainActor
  final class SelectorReceiver: NSObject {
    var received: [String] = []
    func ping(_ value: Any?) { received.append("ping \(value.map { "\($0)" } ?? "nil")") }
    func changed(_ notification: Notification) {
      received.append("changed \(notification.name.rawValue)")
    }
  }

  @MainActor
  @Suite("Foundation's selector API")
  struct FoundationSelectorsSpec {
    // `SelectorReceiver`'s methods are registered with the module's `__TapwrightPortModule`
    // (TargetActionSpec.swift).
    private func receiver() -> SelectorReceiver { SelectorReceiver() }

    @Test("perform(_:with:afterDelay:) runs on a HeadlessUIKit timer; cancelling stops it")
    func delayedPerform() {
      let receiver = receiver()
      receiver.perform("ping:", with: "a", afterDelay: 5)
      receiver.perform("ping:", with: "b", afterDelay: 5)
      #expect(receiver.received.isEmpty)
      NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: "ping:", object: "b")
      let timers = HeadlessScheduler.pendingTimers().filter { $0.label.hasPrefix("perform(ping:)") }
      #expect(timers.count == 1)
      for timer in timers { timer.fire() }
      #expect(receiver.received == ["ping a"])
      receiver.perform("ping:", with: nil, afterDelay: 1)
      NSObject.cancelPreviousPerformRequests(withTarget: receiver)
      #expect(
        HeadlessScheduler.pendingTimers().filter { $0.label.hasPrefix("perform(ping:)") }.isEmpty)
    }

    @Test("a selector observer receives the notification; once gone it receives nothing")
    func notificationObserver() {
      let center = NotificationCenter()
      var receiver: SelectorReceiver? = receiver()
      center.addObserver(receiver!, selector: "changed:", name: .init("Changed"), object: nil)
      center.post(name: .init("Changed"), object: nil)
      #expect(receiver?.received == ["changed Changed"])
      weak let gone = receiver
      receiver = nil
      #expect(gone == nil)
      center.post(name: .init("Changed"), object: nil)  // no issue: nobody is sent anything
    }
  }
#endif
