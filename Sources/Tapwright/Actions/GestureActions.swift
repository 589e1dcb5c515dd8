import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A direction a user swipes in.
public enum SwipeDirection: Sendable, CustomStringConvertible {
  /// Towards the left.
  case left
  /// Towards the right.
  case right
  /// Upwards.
  case up
  /// Downwards.
  case down

  public var description: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .up: return "up"
    case .down: return "down"
    }
  }
}

/// A gesture a user makes on a view with gesture recognizers.
enum UserGestureKind {
  case tap(taps: Int)
  case longPress
  case swipe(SwipeDirection)
  case pan(CGPoint)

  var verb: String {
    switch self {
    case .tap(1): return "tap"
    case .tap(2): return "double-tap"
    case .tap(let taps): return "tap \(taps) times on"
    case .longPress: return "long-press"
    case .swipe(let direction): return "swipe \(direction) on"
    case .pan(let translation): return "drag by (\(translation.x), \(translation.y)) on"
    }
  }
}

// Gestures on views that recognize them (`UITapGestureRecognizer`, `UILongPressGestureRecognizer`,
// `UISwipeGestureRecognizer`, `UIPanGestureRecognizer` on the view or a superview): each refuses
// what a user could not reach, offers the gesture to the recognizers under the finger as UIKit
// does, fails when none recognizes it, then settles. A plain `tap(_:)` on a view that is not a
// control but has a tap recognizer goes the same way.
extension AnyViewControllerObject {
  /// Double-taps the one view matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which view.
  ///   - callSite: Where the caller wrote the call.
  public func doubleTap(_ query: ViewQuery, at callSite: CallSite = #callSite) async {
    if performGesture(.tap(taps: 2), query, at: callSite) { await stage.settle(at: callSite) }
  }

  /// Presses and holds the one view matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which view.
  ///   - callSite: Where the caller wrote the call.
  public func longPress(_ query: ViewQuery, at callSite: CallSite = #callSite) async {
    if performGesture(.longPress, query, at: callSite) { await stage.settle(at: callSite) }
  }

  /// Swipes across the one view matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which view.
  ///   - direction: The direction of the swipe.
  ///   - callSite: Where the caller wrote the call.
  public func swipe(
    _ query: ViewQuery, _ direction: SwipeDirection, at callSite: CallSite = #callSite
  ) async {
    if performGesture(.swipe(direction), query, at: callSite) { await stage.settle(at: callSite) }
  }

  /// Drags the one view matching `query` by `translation` like a user (pan recognizers see it
  /// begin, change by the translation and end), then settles.
  ///
  /// - Parameters:
  ///   - query: Which view.
  ///   - translation: How far the finger moves, in points.
  ///   - callSite: Where the caller wrote the call.
  public func drag(
    _ query: ViewQuery, by translation: CGPoint, at callSite: CallSite = #callSite
  ) async {
    if performGesture(.pan(translation), query, at: callSite) { await stage.settle(at: callSite) }
  }

  func performGesture(_ gesture: UserGestureKind, _ query: ViewQuery, at location: CallSite)
    -> Bool
  {
    guard let view = try? findOne(UIView.self, query, at: location) else { return false }
    return performGesture(gesture, on: view, at: location)
  }

  func performGesture(_ gesture: UserGestureKind, on view: UIView, at location: CallSite) -> Bool {
    guard userCanAct(on: view, verb: gesture.verb, at: location) else { return false }
    guard Host.drivesGestures else {
      failTest(
        "Cannot \(gesture.verb) \(ViewDescription.line(for: view)) on UIKit: UIKit has no public "
          + "API to drive a gesture recognizer, so Tapwright performs gestures on HeadlessUIKit "
          + "only (Linux, or `swift test` on a Mac). On iOS, call the recognizer's action or "
          + "test the behaviour behind it.",
        stage: stage, at: location)
      return false
    }
    guard Host.userGesture(gesture, on: view) else {
      failTest(
        "Cannot \(gesture.verb) \(ViewDescription.line(for: view)): no gesture recognizer on it "
          + "or its superviews recognizes a \(gesture.noun) (none attached, disabled, of another "
          + "kind, or refused by its delegate).",
        stage: stage, at: location)
      return false
    }
    return true
  }
}

extension UserGestureKind {
  var noun: String {
    switch self {
    case .tap(1): return "tap"
    case .tap(2): return "double tap"
    case .tap(let taps): return "\(taps)-tap"
    case .longPress: return "long press"
    case .swipe(let direction): return "swipe \(direction)"
    case .pan: return "drag"
    }
  }
}
