#if !canImport(UIKit)
  import Foundation

  /// The kind of keyboard a text input shows, as UIKit's (same raw values).
  public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// URL entry.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A phone pad.
    case phonePad = 5
    /// A phone pad that also types names.
    case namePhonePad = 6
    /// Email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Twitter-style text.
    case twitter = 9
    /// Web search terms.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11

    /// The alphabet keyboard: the same as `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
  }

  /// The title of the return key, as UIKit's (same raw values).
  public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
  }

  /// Automatic capitalisation, as UIKit's.
  public enum UITextAutocapitalizationType: Int, Sendable {
    /// None.
    case none = 0
    /// Each word.
    case words = 1
    /// Each sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
  }

  /// Automatic correction, as UIKit's.
  public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
  }

  /// Spell checking, as UIKit's.
  public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
  }

  /// The keyboard's appearance, as UIKit's.
  public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
  }

  /// What kind of content a text input expects, for autofill, as UIKit's.
  public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public var rawValue: String
    /// Creates a content type.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "url")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
  }

  /// The animator of an edit menu's presentation, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    /// Adds animations to run alongside the menu's.
    ///
    /// - Parameter animations: The animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run after the menu's animation.
    ///
    /// - Parameter completion: The completion.
    func addCompletion(_ completion: @escaping () -> Void)
  }

  /// A suggestion a text input offers above the keyboard, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIInputSuggestion: NSObject {}
#endif
