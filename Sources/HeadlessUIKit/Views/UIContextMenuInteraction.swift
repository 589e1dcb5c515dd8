#if !canImport(UIKit)
  import Foundation

  /// Behaviour attached to a view (a context menu, drag and drop), as UIKit's.
  @preconcurrency @MainActor
  public protocol UIInteraction: NSObjectProtocol {
    /// The view it is attached to.
    var view: UIView? { get }
    /// It is about to be attached to `view` (`nil`: detached).
    func willMove(to view: UIView?)
    /// It was attached to `view` (`nil`: detached).
    func didMove(to view: UIView?)
  }

  extension UIView {
    /// The interactions attached to the view, in the order added.
    public var interactions: [any UIInteraction] {
      get { attachedInteractions }
      set {
        for interaction in attachedInteractions { removeInteraction(interaction) }
        for interaction in newValue { addInteraction(interaction) }
      }
    }

    /// Attaches an interaction; it is told before and after.
    ///
    /// - Parameter interaction: The interaction.
    public func addInteraction(_ interaction: any UIInteraction) {
      guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
      interaction.willMove(to: self)
      attachedInteractions.append(interaction)
      interaction.didMove(to: self)
    }

    /// Detaches an interaction; it is told before and after.
    ///
    /// - Parameter interaction: The interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
      guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
      interaction.willMove(to: nil)
      attachedInteractions.removeAll { $0 === interaction }
      interaction.didMove(to: nil)
    }
  }

  /// Builds a context menu's actions, given the system's suggested ones.
  public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

  /// Makes the controller a context menu previews.
  public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

  /// What a context menu shows: a preview and a menu, made when it opens, as UIKit's.
  @preconcurrency @MainActor
  open class UIContextMenuConfiguration: NSObject {
    /// How the menu orders its elements.
    public enum ElementOrder: Int, Sendable {
      case automatic = 0
      case priority = 1
      case fixed = 2
    }

    /// The identifier (a unique one when none was given).
    public let identifier: any NSCopying
    /// The preview's maker.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// The menu's maker.
    let actionProvider: UIContextMenuActionProvider?
    /// The identifiers of the other items the menu is for.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The badge shown on a multi-item menu.
    open var badgeCount = 0
    /// How the menu orders its elements.
    open var preferredMenuElementOrder = ElementOrder.automatic

    /// A configuration.
    ///
    /// - Parameters:
    ///   - identifier: Its identifier; a unique one when `nil`.
    ///   - previewProvider: Makes the preview's controller; `nil` previews the view itself.
    ///   - actionProvider: Makes the menu; `nil`, no menu.
    public init(
      identifier: (any NSCopying)? = nil,
      previewProvider: UIContextMenuContentPreviewProvider? = nil,
      actionProvider: UIContextMenuActionProvider? = nil
    ) {
      self.identifier = identifier ?? (UUID().uuidString as NSString)
      self.previewProvider = previewProvider
      self.actionProvider = actionProvider
      super.init()
    }
  }

  /// How a context menu commits when its preview is tapped.
  public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
  }

  /// How a context menu appears.
  public enum UIContextMenuInteractionAppearance: Int, Sendable {
    case unknown = 0
    case rich = 1
    case compact = 2
  }

  /// The animations of a context menu appearing or ending, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's controller, when the menu has one.
    var previewViewController: UIViewController? { get }
    /// Runs beside the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs after it.
    func addCompletion(_ completion: @escaping () -> Void)
  }

  /// The animations of committing a context menu's preview, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit ends.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
  }

  /// Told of a context menu's life, and asked for its configuration, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration of the menu the user opens at `location` (`nil`: no menu).
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu is about to appear.
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to end.
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the preview.
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)
    /// The view the menu lifts (iOS 13–15).
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The view the menu returns to (iOS 13–15).
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
  }

  extension UIContextMenuInteractionDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) { optionalRequirementDefault() }
    /// `nil`: the interaction's view (an optional requirement in UIKit).
    public func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { optionalRequirementDefault(nil) }
    /// `nil`: the interaction's view (an optional requirement in UIKit).
    public func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { optionalRequirementDefault(nil) }
  }

  /// A view's context menu, opened by a long press, as UIKit's. The user presses nothing here; a
  /// test opens it for them with SPI `userOpenMenu(at:)` and ends it with `dismissMenu()`.
  @preconcurrency @MainActor
  open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Asked for the configuration and told of the menu's life.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view it is attached to.
    open private(set) weak var view: UIView?
    /// How the open menu appears: rich (with a preview) while open, unknown otherwise.
    open private(set) var menuAppearance = UIContextMenuInteractionAppearance.unknown
    /// The open menu's configuration and menu.
    private var open: (configuration: UIContextMenuConfiguration, menu: UIMenu?)?
    /// Where the user pressed, in the view.
    private var location = CGPoint.zero

    /// An interaction that asks `delegate`.
    ///
    /// - Parameter delegate: The delegate.
    public init(delegate: any UIContextMenuInteractionDelegate) {
      self.delegate = delegate
      super.init()
    }

    /// About to be attached.
    open func willMove(to view: UIView?) {}

    /// Attached (or detached).
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the user pressed, in `view`'s coordinates.
    ///
    /// - Parameter view: A view (`nil`: the window's).
    /// - Returns: The point.
    open func location(in view: UIView?) -> CGPoint {
      guard let own = self.view else { return location }
      return own.convert(location, to: view)
    }

    /// Replaces the open menu with what `block` makes of it.
    ///
    /// - Parameter block: Given the visible menu.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
      guard let menu = open?.menu else { return }
      open?.menu = block(menu)
    }

    /// Ends the open menu: the delegate is told it ends.
    open func dismissMenu() {
      guard let configuration = open?.configuration else { return }
      open = nil
      menuAppearance = .unknown
      delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
    }

    /// The user long-presses the view at `location`: the delegate's configuration for it makes
    /// the menu, which the delegate is told appears. Returns the menu shown (`nil`: none — no
    /// view, no configuration, or a configuration without actions).
    @_spi(Testing) @discardableResult
    public func userOpenMenu(at location: CGPoint) -> UIMenu? {
      guard view != nil, open == nil, let delegate,
        let configuration = delegate.contextMenuInteraction(
          self, configurationForMenuAtLocation: location)
      else { return nil }
      self.location = location
      let menu = configuration.actionProvider?([])
      open = (configuration, menu)
      menuAppearance = .rich
      delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
      return menu
    }

    /// The open menu, as the user sees it.
    @_spi(Testing) public var visibleMenu: UIMenu? { open?.menu }
  }

  /// Where a preview is shown, as UIKit's.
  @preconcurrency @MainActor
  open class UIPreviewTarget: NSObject {
    /// The view it is shown in.
    public let container: UIView
    /// Its centre, in the container.
    public let center: CGPoint
    /// Its transform.
    public let transform: CGAffineTransform

    /// A target.
    ///
    /// - Parameters:
    ///   - container: The view it is shown in.
    ///   - center: Its centre.
    ///   - transform: Its transform.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
      self.container = container
      self.center = center
      self.transform = transform
      super.init()
    }

    /// A target without a transform.
    ///
    /// - Parameters:
    ///   - container: The view it is shown in.
    ///   - center: Its centre.
    public convenience init(container: UIView, center: CGPoint) {
      self.init(container: container, center: center, transform: .identity)
    }
  }

  /// How a preview is drawn, as UIKit's.
  @preconcurrency @MainActor
  open class UIPreviewParameters: NSObject {
    /// The colour behind the view.
    open var backgroundColor: UIColor?
    /// The part of the view shown.
    open var visiblePath: UIBezierPath?
    /// The shadow's shape.
    open var shadowPath: UIBezierPath?

    /// Parameters with UIKit's defaults.
    public override init() { super.init() }
  }

  /// A view lifted by a context menu or a drag, as UIKit's.
  @preconcurrency @MainActor
  open class UITargetedPreview: NSObject {
    /// The view.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it is shown.
    public let target: UIPreviewTarget
    /// Its size: the view's bounds'.
    open var size: CGSize { view.bounds.size }

    /// A preview shown at `target`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - parameters: How it is drawn.
    ///   - target: Where it is shown.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
      self.view = view
      self.parameters = parameters
      self.target = target
      super.init()
    }

    /// A preview of a view where it is.
    ///
    /// - Parameters:
    ///   - view: The view (in a window).
    ///   - parameters: How it is drawn.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
      let container = view.superview ?? view
      self.init(
        view: view, parameters: parameters,
        target: UIPreviewTarget(container: container, center: view.center))
    }

    /// A preview of a view where it is, drawn as UIKit's defaults.
    ///
    /// - Parameter view: The view.
    public convenience init(view: UIView) {
      self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview at another target.
    ///
    /// - Parameter newTarget: The target.
    /// - Returns: The preview.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
      UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
  }
#endif
