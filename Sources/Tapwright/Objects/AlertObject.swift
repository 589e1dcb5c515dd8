import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// An alert or action sheet as a user sees it: title, message, action titles, and tapping one.
public final class AlertObject: ViewControllerObject<UIAlertController> {
  /// The alert's title.
  public var title: String? { viewController.title }
  /// The alert's message.
  public var message: String? { viewController.message }
  /// The actions' titles, in order.
  public var actionTitles: [String] { viewController.actions.map { $0.title ?? "" } }
  /// The text fields' texts, in order.
  public var textFieldTexts: [String?] { (viewController.textFields ?? []).map(\.text) }

  func performTapAction(_ title: String, at location: CallSite) -> Bool {
    let actions = viewController.actions
    let matches = actions.filter { $0.title == title }
    let titles = actionTitles.map(ViewDescription.quoted).joined(separator: ", ")
    let name = self.title.map { "the alert \(ViewDescription.quoted($0))" } ?? "the alert"
    guard matches.count == 1 else {
      failTest(
        (matches.isEmpty
          ? "No action titled \(ViewDescription.quoted(title)) in \(name)"
          : "\(matches.count) actions are titled \(ViewDescription.quoted(title)) in \(name)")
          + "; its actions: \(titles.isEmpty ? "none" : titles).",
        stage: stage, at: location)
      return false
    }
    guard matches[0].isEnabled else {
      failTest(
        "Cannot tap the action \(ViewDescription.quoted(title)) in \(name): it is disabled.",
        stage: stage, at: location)
      return false
    }
    let refusal: String? =
      if viewController.isBeingPresented {
        "the alert is still being presented"
      } else if viewController.isBeingDismissed {
        "the alert is being dismissed"
      } else if viewController.presentingViewController == nil {
        "the alert is not presented"
      } else {
        nil
      }
    if let refusal {
      failTest(
        "Cannot tap the action \(ViewDescription.quoted(title)) in \(name): \(refusal).",
        stage: stage, at: location)
      return false
    }
    guard Host.userTap(matches[0], in: viewController) else {
      failTest(
        "Cannot tap the action \(ViewDescription.quoted(title)) in \(name): UIKit refused the tap.",
        stage: stage, at: location)
      return false
    }
    return true
  }

  /// Taps the action titled `title` like a user: the alert is dismissed, then its handler runs once.
  ///
  /// - Parameters:
  ///   - title: The action's title; exactly one action must have it.
  ///   - callSite: Where the caller wrote the call.
  public func tapAction(
    _ title: String,
    at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    if performTapAction(title, at: location) { await stage.settle(at: location) }
  }

}

extension AnyViewControllerObject {
  /// The alert presented over this screen; stops the test, naming what is presented, when there is none.
  ///
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: Its object.
  /// - Throws: `TapwrightStop`, after recording the failure at `callSite`.
  public func alert(
    at callSite: CallSite = #callSite
  ) throws -> AlertObject {
    guard let alert = anyViewController.presentedViewController as? UIAlertController,
      let object = stage.object(for: alert, as: AlertObject.self)
    else {
      let presented = anyViewController.presentedViewController.map(typeName) ?? "nothing"
      throw stopTest(
        "No alert is presented over \(typeName(anyViewController)) (presented: \(presented)).",
        stage: stage, at: callSite)
    }
    return object
  }

  /// Whether an alert is presented over this screen; never a failure (use it in eventual checks).
  public var isAlertPresented: Bool {
    anyViewController.presentedViewController is UIAlertController
  }
}
