import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

extension Stage {
  /// Shows `controller` in a new key window and returns its object once it has appeared.
  ///
  /// - Parameters:
  ///   - controller: The controller to show; it must not be shown anywhere yet.
  ///   - presentation: How to show it: presented from an empty root (default), pushed in a new
  ///     navigation controller, or as the window's root.
  ///   - animated: Whether the presentation is animated (virtual time makes it free).
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The controller's object (the registered type when one matches exactly).
  @discardableResult
  public func present<VC: UIViewController>(
    _ controller: VC, _ presentation: StagePresentation = .presented(), animated: Bool = false,
    at callSite: CallSite = #callSite
  ) async -> ViewControllerObject<VC> {
    await present(
      controller, as: ViewControllerObject<VC>.self, presentation, animated: animated,
      at: callSite)
  }

  /// Shows `controller` in a new key window and returns its object of type `Object` once it appeared.
  ///
  /// - Parameters:
  ///   - controller: The controller to show; it must not be shown anywhere yet.
  ///   - type: The object type to return.
  ///   - presentation: How to show it.
  ///   - animated: Whether the presentation is animated (virtual time makes it free).
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The controller's object.
  @discardableResult
  public func present<VC: UIViewController, Object: ViewControllerObject<VC>>(
    _ controller: VC, as type: Object.Type, _ presentation: StagePresentation = .presented(),
    animated: Bool = false, at callSite: CallSite = #callSite
  ) async -> Object {
    let location = callSite
    if let plan = beginShowing(controller, presentation, animated: animated, at: location) {
      await settle(at: location)
      if let presenter = plan.presenter {
        presenter.present(controller, animated: animated, completion: nil)
        await settle(at: location)
      }
      verifyAppeared(controller, at: location)
    }
    return typedObject(for: controller, as: type)
  }

  /// Dismisses a controller the stage shows and releases its window, once it has disappeared.
  ///
  /// - Parameters:
  ///   - object: The object of the controller to dismiss.
  ///   - animated: Whether the dismissal is animated.
  ///   - callSite: Where the caller wrote the call.
  public func dismiss(
    _ object: AnyViewControllerObject, animated: Bool = false, at callSite: CallSite = #callSite
  ) async {
    let location = callSite
    guard let index = entryIndexToDismiss(object.anyViewController, at: location) else { return }
    if let presenter = dismissPresented(at: index, animated: animated) {
      _ = presenter
      await settle(at: location)
    }
    removeEntry(at: index)
    await settle(at: location)
  }

  // MARK: Steps shared by the async and sync forms

  struct Plan {
    /// The root that presents the controller after the window appeared, for `.presented`.
    var presenter: UIViewController?
  }

  /// Checks `controller` can be shown, makes its window and returns what is left to do.
  func beginShowing(
    _ controller: UIViewController, _ presentation: StagePresentation, animated: Bool,
    at location: CallSite
  ) -> Plan? {
    if let reason = reasonAlreadyShown(controller) {
      failTest(
        "Cannot present \(typeName(controller)): \(reason). Present each controller once, "
          + "in a new instance or after dismissing it.",
        stage: self, at: location)
      return nil
    }
    switch presentation {
    case .presented(let style):
      let root = UIViewController()
      controller.modalPresentationStyle = style
      let window = makeWindow(root: root, at: location)
      entries.append(
        Entry(window: window, root: root, staged: controller, presentation: presentation))
      return Plan(presenter: root)
    case .pushed:
      let navigation = UINavigationController(rootViewController: controller)
      let window = makeWindow(root: navigation, at: location)
      entries.append(
        Entry(window: window, root: navigation, staged: controller, presentation: presentation))
      return Plan(presenter: nil)
    case .root:
      let window = makeWindow(root: controller, at: location)
      entries.append(
        Entry(window: window, root: controller, staged: controller, presentation: presentation))
      return Plan(presenter: nil)
    }
  }

  private func reasonAlreadyShown(_ controller: UIViewController) -> String? {
    if entries.contains(where: { $0.staged === controller }) {
      return "it is already on the stage"
    }
    if controller.presentingViewController != nil { return "it is already presented" }
    if controller.parent != nil { return "it is a child of \(typeName(controller.parent))" }
    if controller.viewIfLoaded?.window != nil { return "its view is already in a window" }
    return nil
  }

  private func verifyAppeared(_ controller: UIViewController, at location: CallSite) {
    guard controller.viewIfLoaded?.window == nil else { return }
    failTest(
      "\(typeName(controller)) did not appear: its view is not in a window after presenting.",
      stage: self, at: location)
  }

  private func typedObject<VC: UIViewController, Object: ViewControllerObject<VC>>(
    for controller: VC, as type: Object.Type
  ) -> Object {
    if let object = object(for: controller, as: type) { return object }
    let object = Object(viewController: controller, stage: self)
    object.setUp()
    return object
  }

  private func entryIndexToDismiss(
    _ controller: UIViewController, at location: CallSite
  ) -> Int? {
    guard let index = entries.lastIndex(where: { $0.staged === controller }) else {
      let shown = entries.map { typeName($0.staged) }
      failTest(
        "Nothing to dismiss: \(typeName(controller)) was not presented by this stage "
          + "(it shows \(shown.isEmpty ? "nothing" : shown.joined(separator: ", "))).",
        stage: self, at: location)
      return nil
    }
    return index
  }

  /// Starts dismissing a `.presented` entry's controller; returns its presenter when it did.
  private func dismissPresented(at index: Int, animated: Bool) -> UIViewController? {
    let entry = entries[index]
    guard case .presented = entry.presentation, entry.root.presentedViewController != nil
    else { return nil }
    entry.root.dismiss(animated: animated, completion: nil)
    return entry.root
  }

  private func removeEntry(at index: Int) {
    guard entries.indices.contains(index) else { return }
    Host.retire(entries.remove(at: index).window)
  }
}

/// A controller's or view's type name for messages, without module prefixes.
func typeName(_ object: AnyObject?) -> String {
  guard let object else { return "nil" }
  return String(describing: type(of: object))
}
