// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  /// Firebase Authentication's error domain.
  public let AuthErrorDomain = "FIRAuthErrorDomain"

  /// An error of Firebase Authentication: `AuthErrorCode(rawValue: error.code)` and `.code`
  /// (Firebase 10's `AuthErrorCode.Code`) both read it, and `case .wrongPassword:` matches it.
  public struct AuthErrorCode: Error, Equatable, Sendable, CustomNSError {
    /// The codes, as Firebase's (`FIRAuthErrorCode`).
    public enum Code: Int, Sendable {
      case invalidCredential = 17004
      case userDisabled = 17005
      case operationNotAllowed = 17006
      case emailAlreadyInUse = 17007
      case invalidEmail = 17008
      case wrongPassword = 17009
      case tooManyRequests = 17010
      case userNotFound = 17011
      case requiresRecentLogin = 17014
      case networkError = 17020
      case userTokenExpired = 17021
      case weakPassword = 17026
      case missingEmail = 17034
      case internalError = 17999
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// The error of an `NSError`'s code in `AuthErrorDomain`, as Firebase 9's enum reads one.
    public init?(rawValue: Int) {
      guard let code = Code(rawValue: rawValue) else { return nil }
      self.code = code
    }

    public var rawValue: Int { code.rawValue }
    public static var errorDomain: String { AuthErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
      [NSLocalizedDescriptionKey: Self.descriptions[code] ?? "An internal error has occurred."]
    }

    public static let invalidCredential = AuthErrorCode(.invalidCredential)
    public static let userDisabled = AuthErrorCode(.userDisabled)
    public static let operationNotAllowed = AuthErrorCode(.operationNotAllowed)
    public static let emailAlreadyInUse = AuthErrorCode(.emailAlreadyInUse)
    public static let invalidEmail = AuthErrorCode(.invalidEmail)
    public static let wrongPassword = AuthErrorCode(.wrongPassword)
    public static let tooManyRequests = AuthErrorCode(.tooManyRequests)
    public static let userNotFound = AuthErrorCode(.userNotFound)
    public static let requiresRecentLogin = AuthErrorCode(.requiresRecentLogin)
    public static let networkError = AuthErrorCode(.networkError)
    public static let userTokenExpired = AuthErrorCode(.userTokenExpired)
    public static let weakPassword = AuthErrorCode(.weakPassword)
    public static let missingEmail = AuthErrorCode(.missingEmail)
    public static let internalError = AuthErrorCode(.internalError)

    /// Firebase's messages.
    static let descriptions: [Code: String] = [
      .emailAlreadyInUse: "The email address is already in use by another account.",
      .invalidEmail: "The email address is badly formatted.",
      .wrongPassword: "The password is invalid or the user does not have a password.",
      .userNotFound:
        "There is no user record corresponding to this identifier. The user may have been deleted.",
      .weakPassword: "The password must be 6 characters long or more.",
      .missingEmail: "An email address must be provided.",
      .requiresRecentLogin:
        "This operation is sensitive and requires recent authentication. Log in again before retrying this request.",
    ]

    var nsError: NSError { self as NSError }
  }

  /// What a sign-in gives.
  public final class AuthDataResult: @unchecked Sendable {
    public let user: User
    public let additionalUserInfo: AdditionalUserInfo?
    public let credential: AuthCredential?

    init(user: User, isNewUser: Bool) {
      self.user = user
      additionalUserInfo = AdditionalUserInfo(providerID: user.providerID, isNewUser: isNewUser)
      credential = nil
    }
  }

  /// What a sign-in says beside the user.
  public final class AdditionalUserInfo: @unchecked Sendable {
    public let providerID: String
    public let isNewUser: Bool
    public let profile: [String: Any]? = nil
    public let username: String? = nil

    init(providerID: String, isNewUser: Bool) {
      self.providerID = providerID
      self.isNewUser = isNewUser
    }
  }

  /// A credential to sign in with.
  public class AuthCredential: @unchecked Sendable {
    public let provider: String
    let email: String?
    let secret: String?

    init(provider: String, email: String?, secret: String?) {
      self.provider = provider
      self.email = email
      self.secret = secret
    }
  }

  /// Email and password credentials.
  public final class EmailAuthProvider {
    public static let id = "password"
    public class func credential(withEmail email: String, password: String) -> AuthCredential {
      AuthCredential(provider: id, email: email, secret: password)
    }
  }

  /// Google sign-in credentials: the ID token names the account.
  public final class GoogleAuthProvider {
    public static let id = "google.com"
    public class func credential(withIDToken idToken: String, accessToken: String)
      -> AuthCredential
    {
      AuthCredential(provider: id, email: nil, secret: idToken)
    }
  }

  /// OAuth credentials (Apple, GitHub…): the ID token names the account.
  public final class OAuthProvider {
    public class func credential(
      withProviderID providerID: String, idToken: String, rawNonce: String?
    )
      -> AuthCredential
    {
      AuthCredential(provider: providerID, email: nil, secret: idToken)
    }
    public class func credential(
      withProviderID providerID: String, idToken: String, rawNonce: String?, accessToken: String?
    ) -> AuthCredential {
      AuthCredential(provider: providerID, email: nil, secret: idToken)
    }
    public class func credential(withProviderID providerID: String, accessToken: String)
      -> AuthCredential
    {
      AuthCredential(provider: providerID, email: nil, secret: accessToken)
    }
  }

  /// When a user's account was made and last signed in.
  public final class UserMetadata: @unchecked Sendable {
    public let creationDate: Date?
    public internal(set) var lastSignInDate: Date?
    init(creationDate: Date) {
      self.creationDate = creationDate
      lastSignInDate = creationDate
    }
  }

  /// A user's account.
  public final class User: @unchecked Sendable {
    public let uid: String
    public internal(set) var email: String?
    public internal(set) var displayName: String?
    public internal(set) var photoURL: URL?
    public internal(set) var phoneNumber: String?
    public let isAnonymous: Bool
    public internal(set) var isEmailVerified = false
    public let providerID = "Firebase"
    public let metadata: UserMetadata
    public var refreshToken: String? { "headless-refresh-\(uid)" }
    var password: String?
    let auth: Auth

    init(uid: String, email: String?, password: String?, isAnonymous: Bool, auth: Auth) {
      self.uid = uid
      self.email = email
      self.password = password
      self.isAnonymous = isAnonymous
      self.auth = auth
      metadata = UserMetadata(creationDate: Date())
    }

    /// A request that changes the display name and photo.
    public func createProfileChangeRequest() -> UserProfileChangeRequest {
      UserProfileChangeRequest(user: self)
    }
    public func reload(completion: ((Error?) -> Void)? = nil) {
      firebaseDeliver { completion?(nil) }
    }
    public func reload() async throws {}
    public func sendEmailVerification(completion: ((Error?) -> Void)? = nil) {
      firebaseDeliver { completion?(nil) }
    }
    public func sendEmailVerification() async throws {}
    public func getIDToken(completion: ((String?, Error?) -> Void)? = nil) {
      let token = "headless-id-token-\(uid)"
      firebaseDeliver { completion?(token, nil) }
    }
    public func getIDToken() async throws -> String { "headless-id-token-\(uid)" }
    public func getIDTokenForcingRefresh(
      _ forceRefresh: Bool, completion: ((String?, Error?) -> Void)? = nil
    ) {
      getIDToken(completion: completion)
    }
    public func updatePassword(to password: String, completion: ((Error?) -> Void)? = nil) {
      let error = auth.update(self) {
        try Auth.checkPassword(password)
        $0.password = password
      }
      firebaseDeliver { completion?(error) }
    }
    public func updatePassword(to password: String) async throws {
      if let error = auth.update(
        self,
        {
          try Auth.checkPassword(password)
          $0.password = password
        })
      {
        throw error
      }
    }
    public func updateEmail(to email: String, completion: ((Error?) -> Void)? = nil) {
      let error = auth.changeEmail(of: self, to: email)
      firebaseDeliver { completion?(error) }
    }
    public func delete(completion: ((Error?) -> Void)? = nil) {
      auth.remove(self)
      firebaseDeliver { completion?(nil) }
    }
    public func delete() async throws { auth.remove(self) }
  }

  /// Changes to a user's profile, made by `commitChanges`.
  public final class UserProfileChangeRequest: @unchecked Sendable {
    public var displayName: String?
    public var photoURL: URL?
    private let user: User

    init(user: User) {
      self.user = user
      displayName = user.displayName
      photoURL = user.photoURL
    }

    public func commitChanges(completion: ((Error?) -> Void)? = nil) {
      let (name, photo) = (displayName, photoURL)
      _ = user.auth.update(user) {
        $0.displayName = name
        $0.photoURL = photo
      }
      firebaseDeliver { completion?(nil) }
    }
    public func commitChanges() async throws { commitChanges(completion: nil) }
  }

  /// A handle of a state listener, to remove it.
  public typealias AuthStateDidChangeListenerHandle = NSObjectProtocol

  /// Firebase Authentication, in memory: accounts live as long as the process, passwords are
  /// checked as Firebase checks them (6 characters or more, an address with `@`), and listeners
  /// hear each sign-in and sign-out on the main queue.
  public final class Auth: @unchecked Sendable {
    private static let instances = PerApp { Auth(app: $0) }

    private let lock = NSLock()
    private var accounts: [String: User] = [:]  // by email, lowercased
    private var user: User?
    private var listeners: [(handle: NSObject, listener: (Auth, User?) -> Void)] = []
    public var languageCode: String?
    public let app: FirebaseApp?
    public var tenantID: String?

    init(app: FirebaseApp?) { self.app = app }

    /// The default app's `Auth`.
    public class func auth() -> Auth { instances.forDefaultApp() }

    /// An app's `Auth`.
    public class func auth(app: FirebaseApp) -> Auth { instances.for(app) }

    /// The signed-in user.
    public var currentUser: User? { lock.withLock { user } }

    public func useAppLanguage() {}
    public func useEmulator(withHost host: String, port: Int) {}

    // MARK: Signing in and out

    public func createUser(
      withEmail email: String, password: String,
      completion: ((AuthDataResult?, Error?) -> Void)? = nil
    ) {
      let outcome = Result { try create(email: email, password: password) }
      deliver(outcome, completion)
    }
    public func createUser(withEmail email: String, password: String) async throws
      -> AuthDataResult
    {
      let result = try create(email: email, password: password)
      notifyListeners()
      return result
    }

    public func signIn(
      withEmail email: String, password: String,
      completion: ((AuthDataResult?, Error?) -> Void)? = nil
    ) {
      deliver(Result { try signIn(email: email, password: password) }, completion)
    }
    public func signIn(withEmail email: String, password: String) async throws -> AuthDataResult {
      let result = try signIn(email: email, password: password)
      notifyListeners()
      return result
    }

    public func signIn(
      with credential: AuthCredential, completion: ((AuthDataResult?, Error?) -> Void)? = nil
    ) {
      deliver(Result { try signIn(credential) }, completion)
    }
    public func signIn(with credential: AuthCredential) async throws -> AuthDataResult {
      let result = try signIn(credential)
      notifyListeners()
      return result
    }

    public func signInAnonymously(completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
      deliver(.success(anonymous()), completion)
    }
    public func signInAnonymously() async throws -> AuthDataResult {
      let result = anonymous()
      notifyListeners()
      return result
    }

    /// Signs out; the listeners hear it on the main queue.
    public func signOut() throws {
      lock.withLock { user = nil }
      notifyListeners()
    }

    public func sendPasswordReset(withEmail email: String, completion: ((Error?) -> Void)? = nil) {
      let error =
        lock.withLock { accounts[email.lowercased()] == nil }
        ? AuthErrorCode(.userNotFound).nsError : nil
      firebaseDeliver { completion?(error) }
    }
    public func sendPasswordReset(withEmail email: String) async throws {
      if lock.withLock({ accounts[email.lowercased()] == nil }) {
        throw AuthErrorCode(.userNotFound).nsError
      }
    }

    // MARK: Listeners

    /// Adds a listener; it hears the current user on the next main-queue turn, then each change
    /// of user, as Firebase's: told on a later turn, with the user then signed in, and not told
    /// again while that user stays the same (FIRAuth's `addAuthStateDidChangeListener:`).
    @discardableResult
    public func addStateDidChangeListener(_ listener: @escaping (Auth, User?) -> Void)
      -> AuthStateDidChangeListenerHandle
    {
      final class Last: @unchecked Sendable {
        var told = false
        var uid: String?
      }
      let last = Last()
      return addIDTokenDidChangeListener { auth, user in
        guard !last.told || last.uid != user?.uid else { return }
        last.told = true
        last.uid = user?.uid
        listener(auth, user)
      }
    }

    /// Adds a listener that hears the current user on the next main-queue turn, then each
    /// sign-in and sign-out.
    @discardableResult
    public func addIDTokenDidChangeListener(_ listener: @escaping (Auth, User?) -> Void)
      -> AuthStateDidChangeListenerHandle
    {
      let handle = NSObject()
      lock.withLock { listeners.append((handle, listener)) }
      firebaseDeliver { [self] in
        guard lock.withLock({ listeners.contains { $0.handle === handle } }) else { return }
        listener(self, currentUser)
      }
      return handle
    }

    public func removeStateDidChangeListener(_ listenerHandle: AuthStateDidChangeListenerHandle) {
      lock.withLock { listeners.removeAll { $0.handle === listenerHandle as AnyObject } }
    }

    public func removeIDTokenDidChangeListener(_ listenerHandle: AuthStateDidChangeListenerHandle) {
      removeStateDidChangeListener(listenerHandle)
    }

    // MARK: The accounts

    static func checkPassword(_ password: String) throws {
      if password.count < 6 { throw AuthErrorCode(.weakPassword).nsError }
    }

    private static func checkEmail(_ email: String) throws {
      if email.isEmpty { throw AuthErrorCode(.missingEmail).nsError }
      let parts = email.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
        !email.contains(where: \.isWhitespace)
      else { throw AuthErrorCode(.invalidEmail).nsError }
    }

    private func create(email: String, password: String) throws -> AuthDataResult {
      try Self.checkEmail(email)
      try Self.checkPassword(password)
      return try lock.withLock {
        guard accounts[email.lowercased()] == nil else {
          throw AuthErrorCode(.emailAlreadyInUse).nsError
        }
        let made = User(
          uid: Self.newUID(), email: email, password: password, isAnonymous: false, auth: self)
        accounts[email.lowercased()] = made
        user = made
        return AuthDataResult(user: made, isNewUser: true)
      }
    }

    private func signIn(email: String, password: String) throws -> AuthDataResult {
      try Self.checkEmail(email)
      return try lock.withLock {
        guard let account = accounts[email.lowercased()] else {
          throw AuthErrorCode(.userNotFound).nsError
        }
        guard account.password == password else { throw AuthErrorCode(.wrongPassword).nsError }
        account.metadata.lastSignInDate = Date()
        user = account
        return AuthDataResult(user: account, isNewUser: false)
      }
    }

    private func signIn(_ credential: AuthCredential) throws -> AuthDataResult {
      if credential.provider == EmailAuthProvider.id {
        return try signIn(email: credential.email ?? "", password: credential.secret ?? "")
      }
      // A provider's token names an account of its own, made at its first sign-in.
      let key = "\(credential.provider):\(credential.secret ?? "")"
      return lock.withLock {
        let isNew = accounts[key] == nil
        let account =
          accounts[key]
          ?? User(uid: Self.newUID(), email: nil, password: nil, isAnonymous: false, auth: self)
        accounts[key] = account
        user = account
        return AuthDataResult(user: account, isNewUser: isNew)
      }
    }

    private func anonymous() -> AuthDataResult {
      lock.withLock {
        let made = User(
          uid: Self.newUID(), email: nil, password: nil, isAnonymous: true, auth: self)
        user = made
        return AuthDataResult(user: made, isNewUser: true)
      }
    }

    func update(_ account: User, _ change: (User) throws -> Void) -> Error? {
      lock.withLock {
        do {
          try change(account)
          return nil
        } catch {
          return error
        }
      }
    }

    func changeEmail(of account: User, to email: String) -> Error? {
      do { try Self.checkEmail(email) } catch { return error }
      return lock.withLock {
        if accounts[email.lowercased()] != nil { return AuthErrorCode(.emailAlreadyInUse).nsError }
        if let old = account.email { accounts[old.lowercased()] = nil }
        account.email = email
        accounts[email.lowercased()] = account
        return nil
      }
    }

    func remove(_ account: User) {
      lock.withLock {
        accounts = accounts.filter { $0.value !== account }
        if user === account { user = nil }
      }
      notifyListeners()
    }

    private static func newUID() -> String {
      String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(28))
    }

    /// Delivers a sign-in's outcome on the main queue, after the listeners hear the change.
    private func deliver(
      _ outcome: Result<AuthDataResult, Error>,
      _ completion: ((AuthDataResult?, Error?) -> Void)?
    ) {
      if case .success = outcome { notifyListeners() }
      firebaseDeliver {
        switch outcome {
        case .success(let result): completion?(result, nil)
        case .failure(let error): completion?(nil, error)
        }
      }
    }

    private func notifyListeners() {
      let heard = lock.withLock { listeners.map(\.listener) }
      firebaseDeliver { [self] in
        let current = currentUser
        for listener in heard { listener(self, current) }
      }
    }
  }
#endif
