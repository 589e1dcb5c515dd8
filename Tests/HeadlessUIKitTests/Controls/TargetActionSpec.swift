#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit
  import Testing

  // What the port step generates for `#selector` and `@objc` members, written out by hand: this
  // test module has no port step of its own.

  /// A controller with action methods, as an app would declare them with `@objc`/`@IBAction`.
  @MainActor
  final class ActionController: UIViewController {
    var received: [String] = []
    let button = UIButton(type: .system)

    func didTap(_ sender: UIButton) { received.append("didTap: \(sender.currentTitle ?? "-")") }
    func refresh() { received.append("refresh") }
    func tapped(_ sender: Any, event: UIEvent?) { received.append("tapped:event: \(event == nil)") }
    func save() { received.append("save") }
    func greeting(for name: String) -> NSString { "Hello, \(name)" as NSString }
  }

  /// The registration the port generates for this module (found by HeadlessUIKit by name).
  final class __TapwrightPortModule: TapwrightPortModule {
    @MainActor static func register(_ r: PortRegistrar) {
      r.method(ActionController.self, "refresh", arguments: 0) { target, _, _ in target.refresh() }
      r.method(ActionController.self, "didTap:", arguments: 1) { target, first, _ in
        try target.didTap(_tapwrightPortArgument(first))
      }
      r.method(ActionController.self, "save", arguments: 0) { target, _, _ in target.save() }
      r.method(ActionController.self, "greetingFor:", arguments: 1) { target, first, _ in
        try target.greeting(for: _tapwrightPortArgument(first))
      }
      r.property(ShopListController.self, "welcomeLabel") { target, value in
        target.welcomeLabel = try _tapwrightPortArgument(value)
      }
      r.method(ShopListController.self, "unwindToShop:", arguments: 1) { target, first, _ in
        try target.unwindToShop(_tapwrightPortArgument(first))
      }
      r.method(ShopDetailController.self, "done:", arguments: 1) { target, first, _ in
        target.done(first as Any)
      }
      r.property(CardViewController.self, "titleLabel") { target, value in
        target.titleLabel = try _tapwrightPortArgument(value)
      }
      r.method(SelectorReceiver.self, "ping:", arguments: 1) { target, first, _ in
        target.ping(first)
      }
      r.method(SelectorReceiver.self, "changed:", arguments: 1) { target, first, _ in
        try target.changed(_tapwrightPortArgument(first))
      }
      #if !canImport(ObjectiveC)
        // SwizzlingSpec's probes, as the port registers methods with a dispatch point.
        r.implementation(SwizzleProbe.self, "greeting:") { target, arguments in
          try target.greeting(_tapwrightPortArgument(arguments, 0))
        }
        r.implementation(SwizzleProbe.self, "shouting:") { target, arguments in
          try target.shouting(_tapwrightPortArgument(arguments, 0))
        }
        r.implementation(UIViewController.self, "probePresent:animated:completion:") {
          target, arguments in
          try target.probePresent(
            _tapwrightPortArgument(arguments, 0), animated: _tapwrightPortArgument(arguments, 1),
            completion: _tapwrightPortArgument(arguments, 2))
        }
        r.implementation(UIApplication.self, "probeCanOpenURL:") { target, arguments in
          try target.probeCanOpenURL(_tapwrightPortArgument(arguments, 0))
        }
      #endif
    }
  }

  @MainActor
  private func didTapSelector() -> Selector {
    Selector(_tapwrightPort: "didTap:", arguments: 1) { (target: ActionController, sender, _) in
      try target.didTap(_tapwrightPortArgument(sender))
    }
  }

  @MainActor
  @Suite("Target–action (selectors from the port step)")
  struct TargetActionSpec {
    @Test("a user's tap sends the rewritten #selector to its target with the button as sender")
    func typedSelector() {
      let controller = ActionController()
      controller.button.setTitle("Go", for: .normal)
      controller.button.addTarget(controller, action: didTapSelector(), for: .touchUpInside)
      controller.button.sendActions(for: .touchUpInside)
      #expect(controller.received == ["didTap: Go"])
    }

    @Test("a selector made from a string finds the registered method by name")
    func selectorByName() {
      let controller = ActionController()
      controller.button.addTarget(controller, action: Selector("refresh"), for: .valueChanged)
      controller.button.addTarget(controller, action: "didTap:", for: .valueChanged)
      controller.button.sendActions(for: .valueChanged)
      #expect(controller.received == ["refresh", "didTap: -"])
    }

    @Test("the same target and action added twice is sent once; events merge")
    func addedTwice() {
      let controller = ActionController()
      controller.button.addTarget(controller, action: "refresh", for: .touchUpInside)
      controller.button.addTarget(controller, action: "refresh", for: .touchUpInside)
      controller.button.addTarget(controller, action: "refresh", for: .touchDown)
      controller.button.sendActions(for: [.touchUpInside, .touchDown])
      #expect(controller.received == ["refresh"])
      #expect(controller.button.allControlEvents == [.touchUpInside, .touchDown])
    }

    @Test("allTargets, actions(forTarget:forControlEvent:) and removeTarget, as UIKit's")
    func introspection() {
      let controller = ActionController()
      let button = controller.button
      button.addTarget(controller, action: "refresh", for: .valueChanged)
      button.addTarget(controller, action: "save", for: [.valueChanged, .touchUpInside])
      button.addTarget(nil, action: "save", for: .touchUpInside)
      #expect(button.allTargets.count == 2)
      #expect(button.allTargets.contains(AnyHashable(controller)))
      #expect(button.allTargets.contains { $0.base is NSNull })
      #expect(
        button.actions(forTarget: controller, forControlEvent: .valueChanged) == [
          "refresh", "save",
        ])
      #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save"])
      #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save"])
      #expect(button.actions(forTarget: controller, forControlEvent: .editingChanged) == nil)

      button.removeTarget(controller, action: "save", for: .valueChanged)
      #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == ["refresh"])
      button.removeTarget(nil, action: nil, for: .allEvents)
      #expect(button.allTargets.isEmpty)
    }

    @Test("a nil target sends the action up the responder chain to the controller")
    func responderChain() {
      let controller = ActionController()
      controller.view.addSubview(controller.button)
      controller.button.addTarget(nil, action: "save", for: .touchUpInside)
      controller.button.sendActions(for: .touchUpInside)
      #expect(controller.received == ["save"])
    }

    @Test("a target that went away is not sent anything, as UIKit keeps targets weakly")
    func weakTarget() {
      let button = UIButton()
      var controller: ActionController? = ActionController()
      button.addTarget(controller, action: "refresh", for: .touchUpInside)
      weak let released = controller
      controller = nil
      #expect(released == nil)
      button.sendActions(for: .touchUpInside)  // no issue: nothing is sent
    }

    @Test("an unknown selector is reported with UIKit's exception text; nothing runs")
    func unrecognized() {
      let controller = ActionController()
      controller.button.addTarget(controller, action: "missing:", for: .touchUpInside)
      withKnownIssue {
        controller.button.sendActions(for: .touchUpInside)
      } matching: { issue in
        message(of: issue).hasPrefix(
          "-[HeadlessUIKitTests.ActionController missing:]: unrecognized selector sent to instance 0x"
        )
      }
      #expect(controller.received.isEmpty)
    }

    @Test("a sender of the wrong type is reported, not trapped")
    func wrongSender() {
      let controller = ActionController()
      let toggle = UISwitch()
      toggle.addTarget(controller, action: didTapSelector(), for: .valueChanged)
      withKnownIssue {
        toggle.sendActions(for: .valueChanged)
      } matching: { issue in
        message(of: issue).hasPrefix(
          "-[HeadlessUIKitTests.ActionController didTap:]: got <HeadlessUIKit.UISwitch: 0x")
          && message(of: issue).hasSuffix(">, but the method takes HeadlessUIKit.UIButton")
      }
      #expect(controller.received.isEmpty)
    }

    @Test("a bar button item's tap sends its action to its target")
    func barButtonItem() {
      let controller = ActionController()
      let item = UIBarButtonItem(barButtonSystemItem: .save, target: controller, action: "save")
      #expect(item.target === controller)
      #expect(item.action == Selector("save"))
      #expect(item.userTap())
      let titled = UIBarButtonItem(
        title: "Reload", style: .plain, target: controller, action: "refresh")
      #expect(titled.userTap())
      #expect(controller.received == ["save", "refresh"])
    }

    @Test("perform(_:with:) and responds(to:) use the ported methods")
    func performAndResponds() {
      let controller = ActionController()
      #expect(controller.responds(to: "refresh"))
      #expect(controller.responds(to: didTapSelector()))
      #expect(!controller.responds(to: "missing"))
      controller.perform("refresh")
      let greeting = controller.perform("greetingFor:", with: "Ada")?.takeUnretainedValue()
      #expect((greeting as? NSString) == "Hello, Ada")
      #expect(controller.received == ["refresh"])
      #expect(controller.canPerformAction("save", withSender: nil))
      #expect(
        controller.view.target(forAction: "save", withSender: nil) as? ActionController
          === controller)
    }
  }
#endif
