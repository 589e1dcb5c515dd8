import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// The current test's stage, or a new one after a failure saying how to get one.
@MainActor
func currentStage(at location: CallSite) -> Stage {
  if let stage = Stage.current { return stage }
  failTest(
    "No stage for this test: add the `.tapwright` trait (Swift Testing) or subclass "
      + "`StageTestCase` (XCTest).",
    stage: nil, at: location)
  return Stage(tearsDownWithTest: false)
}

/// Shows `controller` on the current test's stage and returns its object of type `Object`.
///
/// - Parameters:
///   - controller: The controller to show; it must not be shown anywhere yet.
///   - type: The object type to return.
///   - presentation: How to show it: presented from an empty root (default), pushed, or as root.
///   - animated: Whether the presentation is animated (virtual time makes it free).
///   - callSite: Where the caller wrote the call.
/// - Returns: The controller's object.
@preconcurrency @MainActor
@discardableResult
public func present<VC: UIViewController, Object: ViewControllerObject<VC>>(
  _ controller: VC, as type: Object.Type, _ presentation: StagePresentation = .presented(),
  animated: Bool = false, at callSite: CallSite = #callSite
) async -> Object {
  await currentStage(at: callSite).present(
    controller, as: type, presentation, animated: animated, at: callSite)
}

/// Shows `controller` on the current test's stage and returns its object.
///
/// - Parameters:
///   - controller: The controller to show; it must not be shown anywhere yet.
///   - presentation: How to show it: presented from an empty root (default), pushed, or as root.
///   - animated: Whether the presentation is animated (virtual time makes it free).
///   - callSite: Where the caller wrote the call.
/// - Returns: The controller's object.
@preconcurrency @MainActor
@discardableResult
public func present<VC: UIViewController>(
  _ controller: VC, _ presentation: StagePresentation = .presented(), animated: Bool = false,
  at callSite: CallSite = #callSite
) async -> ViewControllerObject<VC> {
  await currentStage(at: callSite).present(
    controller, as: ViewControllerObject<VC>.self, presentation, animated: animated,
    at: callSite)
}
