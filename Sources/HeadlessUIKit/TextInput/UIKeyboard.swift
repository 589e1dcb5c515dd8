#if !canImport(UIKit)
  import Foundation

  extension UIResponder {
    /// Posted (object `nil`) just before the keyboard appears, after
    /// ``keyboardWillChangeFrameNotification``.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted (object `nil`) once the keyboard has appeared: on the next main-queue turn in
    /// HeadlessUIKit, after ``keyboardDidChangeFrameNotification``.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
      "UIKeyboardDidShowNotification")
    /// Posted (object `nil`) just before the keyboard goes away, after
    /// ``keyboardWillChangeFrameNotification``.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted (object `nil`) once the keyboard has gone: on the next main-queue turn in
    /// HeadlessUIKit, after ``keyboardDidChangeFrameNotification``.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
      "UIKeyboardDidHideNotification")
    /// Posted (object `nil`) before the keyboard's frame changes: first of a show or a hide.
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// Posted (object `nil`) after the keyboard's frame changed: on the next main-queue turn.
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
      "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` of a `CGRect`
    /// (read it with `cgRectValue`, or cast the value `as? CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: an `NSNumber` of a `Double` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` of UIKit's private keyboard curve, 7.
    nonisolated public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` of a `Bool` (`true`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  }

  /// The keyboard HeadlessUIKit models: an iPhone's docked English keyboard with its suggestion
  /// bar, 336 points high across the screen's width, sliding up from below the screen.
  @preconcurrency @MainActor
  enum Keyboard {
    /// The height of the keyboard, home-indicator area included.
    static let height: CGFloat = 336
    /// The keyboard's animation duration, in seconds.
    static let animationDuration: TimeInterval = 0.25
    /// UIKit's private keyboard animation curve.
    static let animationCurve = 7

    /// The keyboard's frame while up, in screen coordinates.
    static var shownFrame: CGRect {
      let screen = UIScreen.main.bounds
      return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// The keyboard's frame while hidden: just below the screen.
    static var hiddenFrame: CGRect {
      let screen = UIScreen.main.bounds
      return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }
  }

  extension UIWindow {
    /// The keyboard's frame in this window's coordinates while it is up for the window's first
    /// responder; `nil` while it is down.
    @_spi(Testing) public var keyboardFrame: CGRect? {
      guard isKeyboardShown else { return nil }
      return Keyboard.shownFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    /// Runs `body` with keyboard updates held: a first-responder change inside it doesn't
    /// move the keyboard; the caller calls `updateKeyboard()` when the change is complete.
    func holdingKeyboardUpdates<Result>(_ body: () -> Result) -> Result {
      keyboardUpdatesHeld += 1
      defer { keyboardUpdatesHeld -= 1 }
      return body()
    }

    /// Shows or hides the keyboard to match the first responder, as UIKit does: the will*
    /// notifications now (`keyboardWillChangeFrame`, then `keyboardWillShow`/`WillHide`), the
    /// keyboard layout guides follow, and the did* notifications on the next main-queue turn.
    /// Nothing is posted while the keyboard stays up or stays hidden.
    func updateKeyboard() {
      guard keyboardUpdatesHeld == 0 else { return }
      let wanted = firstResponder?.bringsUpKeyboard ?? false
      guard wanted != isKeyboardShown else { return }
      isKeyboardShown = wanted
      let begin = wanted ? Keyboard.hiddenFrame : Keyboard.shownFrame
      let end = wanted ? Keyboard.shownFrame : Keyboard.hiddenFrame
      let userInfo: [AnyHashable: Any] = [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
          value: Keyboard.animationDuration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Keyboard.animationCurve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ]
      let center = NotificationCenter.default
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
      center.post(
        name: wanted
          ? UIResponder.keyboardWillShowNotification
          : UIResponder.keyboardWillHideNotification,
        object: nil, userInfo: userInfo)
      moveKeyboardLayoutGuides(in: self)
      Scheduler.enqueue(in: self) {
        center.post(
          name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(
          name: wanted
            ? UIResponder.keyboardDidShowNotification
            : UIResponder.keyboardDidHideNotification,
          object: nil, userInfo: userInfo)
      }
    }

    private func moveKeyboardLayoutGuides(in view: UIView) {
      view.layoutStateStorage?.keyboardGuide?.followKeyboard()
      for subview in view.subviews { moveKeyboardLayoutGuides(in: subview) }
    }
  }

  #if canImport(ObjectiveC)
    // On a Mac, Foundation's NSValue has no `cgRect` accessors (UIKit adds them on iOS, AppKit
    // has `rect`); HeadlessUIKit adds UIKit's, storing the value with CGRect's Objective-C type
    // encoding as UIKit does. Darwin's Foundation bridges CGRect and NSValue itself.
    extension NSValue {
      /// Creates a value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
      ///
      /// - Parameter rect: The rectangle.
      public convenience init(cgRect rect: CGRect) {
        var rect = rect
        self.init(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
      }

      /// Creates a value holding a point, as UIKit's `NSValue(cgPoint:)`.
      ///
      /// - Parameter point: The point.
      public convenience init(cgPoint point: CGPoint) {
        var point = point
        self.init(bytes: &point, objCType: "{CGPoint=dd}")
      }

      /// Creates a value holding a size, as UIKit's `NSValue(cgSize:)`.
      ///
      /// - Parameter size: The size.
      public convenience init(cgSize size: CGSize) {
        var size = size
        self.init(bytes: &size, objCType: "{CGSize=dd}")
      }

      /// The rectangle the value holds, as UIKit's.
      public var cgRectValue: CGRect { read(CGRect.zero) }

      /// The point the value holds, as UIKit's.
      public var cgPointValue: CGPoint { read(CGPoint.zero) }

      /// The size the value holds, as UIKit's.
      public var cgSizeValue: CGSize { read(CGSize.zero) }

      private func read<Value>(_ empty: Value) -> Value {
        var value = empty
        getValue(&value, size: MemoryLayout<Value>.size)
        return value
      }
    }
  #else
    extension NSValue {
      /// Creates a value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
      ///
      /// - Parameter rect: The rectangle.
      public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
      }

      /// Creates a value holding a point, as UIKit's `NSValue(cgPoint:)`.
      ///
      /// - Parameter point: The point.
      public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
      }

      /// Creates a value holding a size, as UIKit's `NSValue(cgSize:)`.
      ///
      /// - Parameter size: The size.
      public convenience init(cgSize size: CGSize) {
        self.init(size: size)
      }

      /// The rectangle the value holds, as UIKit's.
      public var cgRectValue: CGRect { rectValue }

      /// The point the value holds, as UIKit's.
      public var cgPointValue: CGPoint { pointValue }

      /// The size the value holds, as UIKit's.
      public var cgSizeValue: CGSize { sizeValue }
    }

    /// A `CGRect` and an `NSValue` of one cast into each other, as on Apple platforms, so a
    /// keyboard frame reads both as `userInfo[key] as? CGRect` and as
    /// `(userInfo[key] as? NSValue)?.cgRectValue`.
    ///
    /// Retroactive on purpose: Linux's Foundation has no such bridge, and only a conformance lets
    /// the runtime's `as?` cast between the two.
    // swift-format-ignore: AvoidRetroactiveConformances
    extension CGRect: @retroactive _ObjectiveCBridgeable {
      public func _bridgeToObjectiveC() -> NSValue {
        NSValue(rect: self)
      }

      public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = rect(of: source) ?? .zero
      }

      public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSValue, result: inout CGRect?
      ) -> Bool {
        result = rect(of: source)
        return result != nil
      }

      public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source.flatMap(rect(of:)) ?? .zero
      }

      /// The rectangle a value holds; `nil` when it holds something else.
      private static func rect(of value: NSValue) -> CGRect? {
        let type = String(cString: value.objCType)
        guard type.hasPrefix("{CGRect") || type.hasPrefix("{_NSRect") else { return nil }
        return value.rectValue
      }
    }
  #endif
#endif
