#if !canImport(UIKit)
  import Foundation

  #if !canImport(ObjectiveC)
    /// Where an Objective-C method writes its error, as Foundation's on Apple platforms (`&error`
    /// with `var error: NSError?`).
    public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
  #endif

  /// What to authenticate with, as LocalAuthentication's.
  public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
  }

  /// The kind of biometry a device has, as LocalAuthentication's.
  public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
  }

  /// LocalAuthentication's errors (domain `com.apple.LocalAuthentication`).
  public struct LAError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
      case authenticationFailed = -1
      case userCancel = -2
      case userFallback = -3
      case systemCancel = -4
      case passcodeNotSet = -5
      case appCancel = -9
      case invalidContext = -10
      case notInteractive = -1004
      case biometryNotAvailable = -6
      case biometryNotEnrolled = -7
      case biometryLockout = -8
    }

    public static let errorDomain = "com.apple.LocalAuthentication"
    public let code: Code
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code) { self.code = code }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let appCancel = Code.appCancel
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
  }

  extension LAError.Code {
    /// Matches an error of this code: `catch LAError.userCancel`.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
      (error as? LAError)?.code == code
    }
  }

  /// LocalAuthentication's context, headless: the device has no passcode and no biometry, so
  /// every policy fails to evaluate with `passcodeNotSet` (as a simulator with no enrolled face
  /// or finger and no passcode). The port step imports HeadlessUIKit where an app imports
  /// LocalAuthentication.
  open class LAContext: NSObject, @unchecked Sendable {
    /// The title of the fallback button.
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// The kind of biometry: none.
    open var biometryType: LABiometryType { .none }

    public override init() { super.init() }

    /// Whether `policy` can be evaluated: never here; `error` says why (`passcodeNotSet`).
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - error: Set to why it cannot.
    /// - Returns: `false`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
      error?.pointee = LAError(.passcodeNotSet) as NSError
      return false
    }

    /// Evaluates `policy`: fails with `passcodeNotSet`, on a queue of its own as
    /// LocalAuthentication's reply.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks.
    ///   - reply: Called with `false` and the error.
    open func evaluatePolicy(
      _ policy: LAPolicy, localizedReason: String,
      reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      DispatchQueue.global().async { reply(false, LAError(.passcodeNotSet)) }
    }

    /// Evaluates `policy`: throws `passcodeNotSet`.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks.
    /// - Returns: Never: it throws.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
      throw LAError(.passcodeNotSet)
    }

    /// Ends the context's evaluations.
    open func invalidate() {}
  }
#endif
