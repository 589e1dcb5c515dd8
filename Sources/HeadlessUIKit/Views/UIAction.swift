#if !canImport(UIKit)
  import Foundation

  /// The closure an action runs, as UIKit's.
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// An element of a menu, as UIKit's: the base of ``UIAction`` and ``UIMenu``.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIMenuElement: NSObject {
    /// Attributes of a menu element, as UIKit's.
    public struct Attributes: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates attributes from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Disabled.
      public static let disabled = Attributes(rawValue: 1 << 0)
      /// Destructive.
      public static let destructive = Attributes(rawValue: 1 << 1)
      /// Hidden.
      public static let hidden = Attributes(rawValue: 1 << 2)
      /// Keeps the menu presented after running.
      public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The state of a menu element, as UIKit's.
    public enum State: Int, Sendable {
      /// Off.
      case off = 0
      /// On.
      case on = 1
      /// Mixed.
      case mixed = 2
    }

    /// The title.
    open var title: String
    /// The image.
    open var image: UIImage?
    /// The subtitle.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
      self.title = title
      self.image = image
      super.init()
    }
  }

  /// A closure-based action, as UIKit's: what controls and bar button items run.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIAction: UIMenuElement {
    /// An action's identity, as UIKit's; actions with equal identifiers replace each other.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's string.
      public var rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's string.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; unique unless given.
    public let identifier: UIAction.Identifier
    /// The discoverability title.
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: UIMenuElement.Attributes
    /// The state.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (a control or bar button item).
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier; a unique one is generated when `nil`.
    ///   - discoverabilityTitle: The discoverability title.
    ///   - attributes: The attributes.
    ///   - state: The state.
    ///   - handler: The closure to run.
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
      self.identifier = identifier ?? Identifier(rawValue: UniqueNames.make("com.apple.action."))
      self.discoverabilityTitle = discoverabilityTitle
      self.attributes = attributes
      self.state = state
      self.handler = handler
      super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration, as UIKit's (`UIMenuLeaf`, iOS 16).
    ///
    /// - Parameters:
    ///   - sender: The control or item that sends the action.
    ///   - target: Ignored: a closure-based action has no target.
    open func performWithSender(_ sender: Any?, target: Any?) {
      perform(sender: sender)
    }

    /// Runs the handler with `sender` set for its duration.
    ///
    /// - Parameter sender: The control or item that sends the action.
    func perform(sender: Any?) {
      let previous = self.sender
      self.sender = sender
      handler(self)
      self.sender = previous
    }
  }

  /// A menu, as UIKit's: a titled group of elements.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIMenu: UIMenuElement {
    /// A menu's identity, as UIKit's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's string.
      public var rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's string.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Options of a menu, as UIKit's.
    public struct Options: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates options from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Shown inline in its parent.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// Destructive.
      public static let destructive = Options(rawValue: 1 << 1)
      /// Only one child can be on.
      public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The identifier.
    public let identifier: UIMenu.Identifier
    /// The options.
    public let options: UIMenu.Options
    /// The children.
    public let children: [UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier; a unique one is generated when `nil`.
    ///   - options: The options.
    ///   - children: The elements.
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
      options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
      self.identifier = identifier ?? Identifier(rawValue: UniqueNames.make("com.apple.menu."))
      self.options = options
      self.children = children
      super.init(title: title, image: image)
    }
  }
#endif
