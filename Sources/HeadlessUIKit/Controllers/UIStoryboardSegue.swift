#if !canImport(UIKit)
  import Foundation

  /// A transition from one controller to another, as UIKit's.
  ///
  /// Storyboards don't exist on Linux; declare segues in code with
  /// ``UIViewController/declareSegue(withIdentifier:kind:destination:)`` and perform them with
  /// `performSegue(withIdentifier:sender:)` as in UIKit.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController

    private let performHandler: (@MainActor () -> Void)?
    var declaredKind: HeadlessSegueKind?

    /// Creates a segue; its `perform()` does nothing unless overridden.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - source: The source controller.
    ///   - destination: The destination controller.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
      self.identifier = identifier
      self.source = source
      self.destination = destination
      self.performHandler = nil
      super.init()
    }

    /// Creates a segue that runs a closure when performed.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - source: The source controller.
    ///   - destination: The destination controller.
    ///   - performHandler: What `perform()` does.
    public init(
      identifier: String?, source: UIViewController, destination: UIViewController,
      performHandler: @escaping @MainActor () -> Void
    ) {
      self.identifier = identifier
      self.source = source
      self.destination = destination
      self.performHandler = performHandler
      super.init()
    }

    /// Performs the transition: the declared kind's (show, present…), or the perform handler's.
    open func perform() {
      if let performHandler {
        performHandler()
        return
      }
      switch declaredKind {
      case .show?: source.show(destination, sender: nil)
      case .showDetail?: source.showDetailViewController(destination, sender: nil)
      case .present(let animated)?: source.present(destination, animated: animated)
      case .custom(let body)?: body(self)
      case nil: break
      }
    }
  }

  /// How a declared segue shows its destination (HeadlessUIKit's stand-in for a storyboard's kinds).
  public enum HeadlessSegueKind: Sendable {
    /// `show(_:sender:)`: a push in a navigation controller, else a presentation.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
    /// `present(_:animated:)` with the destination's `modalPresentationStyle`.
    case present(animated: Bool = true)
    /// A custom transition: the closure performs the segue.
    case custom(@MainActor @Sendable (UIStoryboardSegue) -> Void)
  }

  /// A segue declared on a controller: its kind and how to make its destination.
  struct DeclaredSegue {
    var kind: HeadlessSegueKind
    var destination: @MainActor () -> UIViewController
    /// The identifier the segue object carries (`nil` for a storyboard segue that has none).
    var identifier: String?
    /// An unwind segue's action: the destination is the controller that can perform it.
    var unwindAction: Selector?
  }

  extension UIViewController {
    /// Declares a segue, as a storyboard would: its identifier, its kind and its destination.
    ///
    /// HeadlessUIKit's own addition (storyboards don't exist on Linux); wrap calls in
    /// `#if !canImport(UIKit)` where the app also builds for iOS with a storyboard. A later
    /// declaration with the same identifier replaces the earlier.
    /// - Parameters:
    ///   - identifier: The segue's identifier, as passed to `performSegue(withIdentifier:sender:)`.
    ///   - kind: How the destination is shown; `.show` by default.
    ///   - destination: Makes a fresh destination controller each time the segue runs.
    public func declareSegue(
      withIdentifier identifier: String, kind: HeadlessSegueKind = .show,
      destination: @escaping @MainActor () -> UIViewController
    ) {
      declaredSegues[identifier] = DeclaredSegue(
        kind: kind, destination: destination, identifier: identifier)
    }

    /// Declares a storyboard's segue under `key` (its identifier, or its element id when it has
    /// none); an unwind segue names its action.
    func declareStoryboardSegue(
      key: String, identifier: String?, kind: HeadlessSegueKind, unwindAction: Selector?,
      destination: @escaping @MainActor () -> UIViewController
    ) {
      declaredSegues[key] = DeclaredSegue(
        kind: kind, destination: destination, identifier: identifier, unwindAction: unwindAction)
    }

    /// The identifiers of the segues declared on this controller, sorted.
    public var declaredSegueIdentifiers: [String] { declaredSegues.keys.sorted() }

    func performSegueImpl(withIdentifier identifier: String, sender: Any?) {
      guard let declared = declaredSegues[identifier] else {
        reportUIKitException("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        return
      }
      if let action = declared.unwindAction {
        performUnwind(action, identifier: declared.identifier, sender: sender)
        return
      }
      let segue = UIStoryboardSegue(
        identifier: declared.identifier, source: self, destination: declared.destination())
      segue.declaredKind = declared.kind
      prepare(for: segue, sender: sender)
      segue.perform()
    }

    /// An unwind segue, as UIKit performs it: the destination is the nearest controller below
    /// this one (in its navigation stack, then down the presenting controllers) that can perform
    /// the action; `prepare(for:sender:)` runs here, then the action there, then the controllers
    /// above the destination are popped or dismissed.
    private func performUnwind(_ action: Selector, identifier: String?, sender: Any?) {
      var candidates: [UIViewController] = []
      var current: UIViewController? = self
      while let controller = current {
        if let navigation = controller.navigationController,
          let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
        {
          candidates += navigation.viewControllers[..<index].reversed()
        }
        let container = controller.navigationController ?? controller.tabBarController ?? controller
        current = container.presentingViewController
        if let presenting = current {
          candidates.append(
            (presenting as? UINavigationController)?.topViewController ?? presenting)
        }
      }
      guard
        let destination = candidates.first(where: {
          $0.canPerformAction(action, withSender: self)
        })
      else {
        reportUIKitException(
          "Could not find a view controller to unwind to for \(action.name) from "
            + "\(uikitDescription(self))")
        return
      }
      let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
      {
        [weak self, weak destination] in
        guard let self, let destination else { return }
        if let navigation = destination.navigationController,
          navigation === self.navigationController
        {
          navigation.popToViewController(destination, animated: true)
        } else {
          let presenter = destination.navigationController ?? destination
          presenter.dismiss(animated: true)
        }
      }
      prepare(for: segue, sender: sender)
      send(action, to: destination, segue)
      segue.perform()
    }

    /// Performs a segue as a storyboard trigger would: asks `shouldPerformSegue` first.
    ///
    /// - Returns: Whether the segue was performed.
    @discardableResult
    func performTriggeredSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      guard let declared = declaredSegues[identifier] else {
        reportUIKitException("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        return false
      }
      // A storyboard segue without an identifier is performed without asking, as UIKit does.
      guard let publicIdentifier = declared.identifier else {
        performSegueImpl(withIdentifier: identifier, sender: sender)
        return true
      }
      guard shouldPerformSegue(withIdentifier: publicIdentifier, sender: sender) else {
        return false
      }
      performSegue(withIdentifier: publicIdentifier, sender: sender)
      return true
    }
  }

  extension UIResponder {
    /// The hook for controls and cells that trigger a declared segue (as storyboard triggers do).
    ///
    /// Walks the responder chain from this responder to the first controller that declares
    /// `identifier` (or else the first controller, which reports the unknown identifier), asks its
    /// `shouldPerformSegue(withIdentifier:sender:)`, and performs the segue with `sender`.
    /// - Returns: Whether the segue was performed.
    @discardableResult
    package func triggerDeclaredSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      var firstController: UIViewController?
      var current: UIResponder? = self
      while let responder = current {
        if let controller = responder as? UIViewController {
          if controller.declaredSegues[identifier] != nil {
            return controller.performTriggeredSegue(withIdentifier: identifier, sender: sender)
          }
          if firstController == nil { firstController = controller }
        }
        current = responder.next
      }
      guard let firstController else {
        reportUIKitException(
          "Could not find a view controller to perform the segue with identifier '\(identifier)'")
        return false
      }
      return firstController.performTriggeredSegue(withIdentifier: identifier, sender: sender)
    }
  }
#endif
