import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

extension AnyViewControllerObject {
  /// The controller presented over this screen (by it or an ancestor), if any.
  public var presentedController: UIViewController? { anyViewController.presentedViewController }

  /// The object of the controller presented over this screen; stops the test when there is none of that type.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func presentedObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    try related(
      presentedController, as: type, what: "presented controller",
      at: callSite)
  }

  /// The popover presented over this screen (asked for with `.popover`), if any.
  public var presentedPopover: UIViewController? {
    guard let presented = presentedController, presented.modalPresentationStyle == .popover
    else { return nil }
    return presented
  }

  /// Whether a popover is presented over this screen; never a failure (use it in eventual checks).
  public var isPopoverPresented: Bool { presentedPopover != nil }

  /// The object of the popover presented over this screen; stops the test when there is none of that type.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func popoverObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    try related(
      presentedPopover, as: type, what: "popover",
      at: callSite)
  }

  /// The object of this screen's one child controller of type `VC`; stops the test when there is not exactly one.
  ///
  /// - Parameters:
  ///   - type: The object type expected.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func childObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type, at callSite: CallSite = #callSite
  ) throws -> Object {
    let location = callSite
    let children = anyViewController.children
    let matches = children.filter { $0 is VC }
    guard matches.count == 1, let object = stage.object(for: matches[0], as: type) else {
      let list = children.map(typeName).joined(separator: ", ")
      throw stopTest(
        "\(typeName(anyViewController)) has \(matches.isEmpty ? "no" : String(matches.count)) "
          + "child\(matches.count > 1 ? "ren" : "") of type \(String(describing: VC.self)) "
          + "(children: \(list.isEmpty ? "none" : list)).",
        stage: stage, at: location)
    }
    return object
  }

  /// The objects of this screen's child controllers of type `VC`, in order; never a failure.
  ///
  /// - Parameter type: The object type.
  /// - Returns: The objects.
  public func childObjects<VC: UIViewController, Object: ViewControllerObject<VC>>(
    as type: Object.Type
  ) -> [Object] {
    anyViewController.children.compactMap { stage.object(for: $0, as: type) }
  }

  private func related<VC: UIViewController, Object: ViewControllerObject<VC>>(
    _ controller: UIViewController?, as type: Object.Type, what: String,
    at location: CallSite
  ) throws(TapwrightStop) -> Object {
    guard let controller else {
      throw stopTest(
        "No \(what) over \(typeName(anyViewController)).", stage: stage, at: location)
    }
    guard let object = stage.object(for: controller, as: type) else {
      throw stopTest(
        "The \(what) is \(typeName(controller)), not \(String(describing: VC.self)) "
          + "(expected by \(String(describing: type))).",
        stage: stage, at: location)
    }
    return object
  }

  func performDismissPopover(at location: CallSite) -> Bool {
    guard let popover = presentedPopover else {
      failTest(
        "Cannot dismiss a popover: none is presented over \(typeName(anyViewController)) "
          + "(presented: \(presentedController.map(typeName) ?? "nothing")).",
        stage: stage, at: location)
      return false
    }
    guard Host.userDismiss(popover) else {
      failTest(
        "Cannot dismiss the popover \(typeName(popover)): it refused to be dismissed "
          + "(modal in presentation, or its delegate said no).",
        stage: stage, at: location)
      return false
    }
    return true
  }

  /// Dismisses the popover over this screen like a user tapping outside it, then settles.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func dismissPopover(
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performDismissPopover(at: location) { await stage.settle(at: location) }
  }

}
