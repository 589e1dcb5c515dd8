#if !canImport(UIKit)
  import Foundation

  /// The modifier keys held with a key, as UIKit's.
  public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Flags from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
  }

  /// An alternate of a command, run with other modifier keys, as UIKit's.
  @preconcurrency @MainActor
  open class UICommandAlternate: NSObject {
    /// The title.
    public let title: String
    /// The action sent.
    public let action: Selector
    /// The modifier keys that choose it.
    public let modifierFlags: UIKeyModifierFlags

    /// An alternate.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - action: The action sent.
    ///   - modifierFlags: The modifier keys that choose it.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
      self.title = title
      self.action = action
      self.modifierFlags = modifierFlags
      super.init()
    }
  }

  /// A menu command that sends its action along the responder chain, as UIKit's.
  @preconcurrency @MainActor
  open class UICommand: UIMenuElement {
    /// The title shown in the discoverability overlay, when it differs from the title.
    open var discoverabilityTitle: String?
    /// The action sent to the first responder that implements it.
    public let action: Selector
    /// A value that tells commands with one action apart.
    public let propertyList: Any?
    /// Attributes (disabled, destructive, hidden).
    open var attributes: UIMenuElement.Attributes
    /// On, off or mixed.
    open var state: UIMenuElement.State
    /// The alternates run with other modifier keys.
    public let alternates: [UICommandAlternate]

    /// A command.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - action: The action sent.
    ///   - propertyList: A value that tells commands with one action apart.
    ///   - alternates: The alternates.
    ///   - discoverabilityTitle: The discoverability title.
    ///   - attributes: Attributes.
    ///   - state: The state.
    public init(
      title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
      alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
      attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
      self.action = action
      self.propertyList = propertyList
      self.alternates = alternates
      self.discoverabilityTitle = discoverabilityTitle
      self.attributes = attributes
      self.state = state
      super.init(title: title, image: image)
    }
  }

  /// A key (with modifier keys) that sends an action along the responder chain, as UIKit's: a
  /// responder's `keyCommands` or a controller's `addKeyCommand(_:)`.
  @preconcurrency @MainActor
  open class UIKeyCommand: UICommand {
    /// The key: a character, or one of the `input…` constants.
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether it takes precedence over the system's own behaviour for the key.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may localise the key for the keyboard layout.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the key in right-to-left layouts.
    open var allowsAutomaticMirroring = true

    /// A key command.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - action: The action sent.
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - propertyList: A value that tells commands with one action apart.
    ///   - alternates: The alternates.
    ///   - discoverabilityTitle: The discoverability title.
    ///   - attributes: Attributes.
    ///   - state: The state.
    public init(
      title: String = "", image: UIImage? = nil, action: Selector, input: String,
      modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
      alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
      attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
      self.input = input
      self.modifierFlags = modifierFlags
      super.init(
        title: title, image: image, action: action, propertyList: propertyList,
        alternates: alternates, discoverabilityTitle: discoverabilityTitle,
        attributes: attributes, state: state)
    }

    /// A key command without a title.
    ///
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The action sent.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
      self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A key command with a discoverability title (deprecated in iOS 13).
    ///
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The action sent.
    ///   - discoverabilityTitle: The title shown while ⌘ is held.
    @available(iOS, deprecated: 13.0, message: "use init(title:image:action:input:…)")
    public convenience init(
      input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
      discoverabilityTitle: String
    ) {
      self.init(
        action: action, input: input, modifierFlags: modifierFlags,
        discoverabilityTitle: discoverabilityTitle)
    }

    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"
  }
#endif
