#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Testing

  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit

  // Method swizzling on Linux, as the Objective-C runtime's functions do it on iOS. The probes'
  // methods are written as the port step writes an app's `dynamic` methods (a dispatch point
  // first in the body) and registered in this module's `__TapwrightPortModule`
  // (TargetActionSpec.swift), as the port registers them.

  /// A class whose two methods a test exchanges.
  final class SwizzleProbe: NSObject {
    dynamic func greeting(_ name: String) -> String {
      if let swizzled = _tapwrightPortSwizzled(
        self, SwizzleProbe.self, "greeting:", [name], returning: String.self)
      {
        return swizzled
      }
      return "Hello, \(name)"
    }

    dynamic func shouting(_ name: String) -> String {
      if let swizzled = _tapwrightPortSwizzled(
        self, SwizzleProbe.self, "shouting:", [name], returning: String.self)
      {
        return swizzled
      }
      // After the exchange, this name runs `greeting(_:)`'s body.
      return shouting(name).uppercased()
    }
  }

  /// A controller class whose presentations one test records, through a method added to it.
  final class RecordedPresenter: UIViewController {}

  @MainActor var recordedPresentations: [UIViewController] = []

  extension UIViewController {
    dynamic func probePresent(
      _ controller: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
      if let swizzled = _tapwrightPortSwizzled(
        self, UIViewController.self, "probePresent:animated:completion:",
        [controller, animated, completion], returning: Void.self)
      {
        return swizzled
      }
      recordedPresentations.append(controller)
      probePresent(controller, animated: animated, completion: completion)
    }
  }

  extension UIApplication {
    dynamic func probeCanOpenURL(_ url: URL) -> Bool {
      if let swizzled = _tapwrightPortSwizzled(
        self, UIApplication.self, "probeCanOpenURL:", [url], returning: Bool.self)
      {
        return swizzled
      }
      return url.scheme == "tapwright"
    }
  }

  @Suite("Method swizzling (the Objective-C runtime's functions)", .serialized)
  @MainActor
  struct SwizzlingSpec {
    @Test("Exchanged methods run each other's bodies; exchanging again restores them")
    func exchange() throws {
      let probe = SwizzleProbe()
      let greeting = try #require(class_getInstanceMethod(SwizzleProbe.self, "greeting:"))
      let shouting = try #require(class_getInstanceMethod(SwizzleProbe.self, "shouting:"))
      #expect(method_getName(greeting) == Selector("greeting:"))
      #expect("\(greeting)" == "-[HeadlessUIKitTests.SwizzleProbe greeting:]")

      method_exchangeImplementations(greeting, shouting)
      let swapped = (probe.greeting("ada"), probe.shouting("ada"))
      method_exchangeImplementations(greeting, shouting)

      #expect(swapped == ("HELLO, ADA", "Hello, ada"))
      // Restored (`shouting(_:)` calls itself: only swizzled does it reach another body).
      #expect(probe.greeting("ada") == "Hello, ada")
    }

    @Test("A method added to a subclass replaces UIKit's for that class only, and calls it through")
    func addedToASubclass() throws {
      let present = Selector("presentViewController:animated:completion:")
      let probe = Selector("probePresent:animated:completion:")
      let original = try #require(class_getInstanceMethod(RecordedPresenter.self, present))
      let recording = try #require(class_getInstanceMethod(RecordedPresenter.self, probe))
      #expect("\(original)" == "-[UIViewController presentViewController:animated:completion:]")
      // The classic pattern (NSHipster's): add where the class only inherits, else exchange.
      let added = class_addMethod(
        RecordedPresenter.self, present, method_getImplementation(recording),
        method_getTypeEncoding(recording))
      #expect(added)
      let replaced = class_replaceMethod(
        RecordedPresenter.self, probe, method_getImplementation(original),
        method_getTypeEncoding(original))
      #expect(replaced == nil)
      // Adding again finds the class's own method now.
      #expect(
        !class_addMethod(RecordedPresenter.self, present, method_getImplementation(recording), nil))

      let recorded = RecordedPresenter()
      let plain = UIViewController()
      for presenter in [recorded, plain] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
      }
      let sheet = UIViewController()
      recorded.present(sheet, animated: false)
      plain.present(UIViewController(), animated: false)

      #expect(recordedPresentations == [sheet])
      #expect(recorded.presentedViewController === sheet)
      #expect(plain.presentedViewController != nil)
    }

    @Test(
      "A replaced implementation's result is the method's; setting the old one back restores it")
    func setImplementation() throws {
      let canOpen = try #require(class_getInstanceMethod(UIApplication.self, "canOpenURL:"))
      let probe = try #require(class_getInstanceMethod(UIApplication.self, "probeCanOpenURL:"))
      let url = try #require(URL(string: "tapwright://home"))
      #expect(!UIApplication.shared.canOpenURL(url))

      let own = method_setImplementation(canOpen, method_getImplementation(probe))
      let whileReplaced = UIApplication.shared.canOpenURL(url)
      method_setImplementation(canOpen, own)

      #expect(whileReplaced)
      #expect(!UIApplication.shared.canOpenURL(url))
      #expect(UIApplication.shared.canOpenURL(try #require(URL(string: "https://example.com"))))
    }

    @Test("A method with no dispatch point is reported at the caller's line and keeps its body")
    func noDispatchPoint() throws {
      let layout = try #require(class_getInstanceMethod(UIView.self, "setNeedsLayout"))
      let probe = try #require(class_getInstanceMethod(SwizzleProbe.self, "greeting:"))
      let line = #line + 2
      withKnownIssue {
        method_exchangeImplementations(layout, probe)
      } matching: { issue in
        message(of: issue)
          == "HeadlessUIKit cannot swizzle -[UIView setNeedsLayout]: on Linux a replacement runs "
          + "only where the method has a dispatch point — UIKit's methods listed in "
          + "HeadlessUIKit's behavior notes, the app's `dynamic` methods and the `@objc` methods "
          + "of a file that swizzles. The method keeps its implementation."
          && issue.sourceLocation?.line == line
      }
      #expect(SwizzleProbe().greeting("bo") == "Hello, bo")
    }
  }
#endif
