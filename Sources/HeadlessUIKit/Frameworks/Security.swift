// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Security)
  import Foundation

  // The keychain API of Apple's Security framework (`SecItemAdd`, `SecItemCopyMatching`,
  // `SecItemUpdate`, `SecItemDelete`), which Linux does not have: the port step imports
  // HeadlessUIKit where an app imports `Security`. Items live in memory, one keychain for the
  // process, as an app's keychain outlives each test on a simulator; a test that needs an empty
  // keychain deletes what it added, as it must on iOS. The matching rules are the keychain's
  // (Apple's "Keychain services" documentation, `SecItem.h`): see UIKIT-BEHAVIOR.md, "Keychain".

  /// A result code of Security's functions, as Apple's `OSStatus`.
  public typealias OSStatus = Int32
  // MARK: Result codes (SecBase.h)

  /// MacTypes' "no error", which Swift reads as an `OSStatus` (checked against the iOS 17.4 SDK:
  /// `let code: OSStatus = noErr` type-checks, `let code: Int = noErr` does not); KeychainSwift
  /// compares its results with it.
  public var noErr: OSStatus { 0 }
  public var errSecSuccess: OSStatus { 0 }
  public var errSecUnimplemented: OSStatus { -4 }
  public var errSecParam: OSStatus { -50 }
  public var errSecAllocate: OSStatus { -108 }
  public var errSecUserCanceled: OSStatus { -128 }
  public var errSecBadReq: OSStatus { -909 }
  public var errSecNotAvailable: OSStatus { -25291 }
  public var errSecAuthFailed: OSStatus { -25293 }
  public var errSecDuplicateItem: OSStatus { -25299 }
  public var errSecItemNotFound: OSStatus { -25300 }
  public var errSecNoSuchAttr: OSStatus { -25303 }
  public var errSecInteractionNotAllowed: OSStatus { -25308 }
  public var errSecDecode: OSStatus { -26275 }
  public var errSecMissingEntitlement: OSStatus { -34018 }

  // MARK: Item classes and attributes (SecItem.h; the values are the keys Apple's keychain uses)

  nonisolated(unsafe) public let kSecClass: CFString = "class"
  nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
  nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
  nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
  nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
  nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

  nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
  nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"
  nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
  nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
  nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
  nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
  nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
  nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
  nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
  nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
  nonisolated(unsafe) public let kSecAttrType: CFString = "type"
  nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
  nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
  nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"
  nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
  nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
  nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
  nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
  nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
  nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
  nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
  nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
  nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
  nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
  nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
  nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"
  nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
  nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"
  nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"
  nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"

  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
  nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
  nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

  nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
  nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
  nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
  nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "
  nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"
  nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"
  nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"
  nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "
  nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"
  nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"
  nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"
  nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "
  nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"
  nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
  nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"
  nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
  nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
  nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
  nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
  nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "
  nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"
  nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
  nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"
  nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"
  nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "
  nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"
  nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"
  nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"
  nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"
  nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"
  nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
  nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"
  nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"
  nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
  nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"
  nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"
  nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"

  // MARK: Values, results, search and use keys

  nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
  nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
  nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"
  nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
  nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
  nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
  nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
  nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
  nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
  nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
  nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
  nonisolated(unsafe) public let kSecMatchItemList: CFString = "m_ItemList"
  nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
  nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
  nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
  nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
  nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
  nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
  nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
  nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
  nonisolated(unsafe) public let kSecUseItemList: CFString = "u_ItemList"
  nonisolated(unsafe) public let kSecUseKeychain: CFString = "u_Keychain"
  nonisolated(unsafe) public let kSecSharedPassword: CFString = "spwd"

  // MARK: Access control (SecAccessControl.h)

  /// What must happen before an item is read, as Security's: kept with the item, not enforced
  /// (no user is asked here).
  public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let touchIDAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let touchIDCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
  }

  /// An item's access control: its accessibility and the flags it was made with.
  public final class SecAccessControl: @unchecked Sendable {
    /// The accessibility it was made with (`kSecAttrAccessibleWhenUnlocked`…).
    @_spi(Testing) public let protection: String
    @_spi(Testing) public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
      self.protection = protection
      self.flags = flags
    }
  }

  /// An access control of an accessibility and flags; `nil`, with `errSecParam`'s error, when the
  /// protection is not one of the `kSecAttrAccessible…` values.
  public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> SecAccessControl? {
    let accessible: Set<String> = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]
    guard case .string(let value) = KeychainValue(protection), accessible.contains(value) else {
      error?.pointee = Unmanaged.passRetained(
        NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecParam)))
      return nil
    }
    return SecAccessControl(protection: value, flags: flags)
  }

  // MARK: Shared web credentials (SecSharedCredential.h)

  /// Saves a password for a website the app is associated with. An app run in tests has no
  /// associated domains, so the completion gets `errSecMissingEntitlement`'s error, on a global
  /// queue.
  public func SecAddSharedWebCredential(
    _ fqdn: CFString, _ account: CFString, _ password: CFString?,
    _ completionHandler: @escaping @Sendable (CFError?) -> Void
  ) {
    DispatchQueue.global().async {
      completionHandler(
        NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecMissingEntitlement)))
    }
  }

  /// Asks for the passwords saved for a website the app is associated with: none here, with
  /// `errSecMissingEntitlement`'s error, as for ``SecAddSharedWebCredential(_:_:_:_:)``.
  public func SecRequestSharedWebCredential(
    _ fqdn: CFString?, _ account: CFString?,
    _ completionHandler: @escaping @Sendable (CFArray?, CFError?) -> Void
  ) {
    DispatchQueue.global().async {
      completionHandler(
        nil, NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecMissingEntitlement)))
    }
  }

  /// A strong password as Safari suggests them: four groups of three letters and digits joined by
  /// hyphens (`"hB3-sHq-j9x-Bp3"`).
  public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let characters = Array("abcdefghkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    let groups = (0..<4).map { _ in String((0..<3).map { _ in characters.randomElement()! }) }
    return NSString(string: groups.joined(separator: "-"))
  }

  // MARK: The functions

  /// Adds an item to the keychain: `errSecParam` without `kSecClass`, `errSecDuplicateItem`
  /// when an item of the class has the same primary key (a generic password's account, service,
  /// access group and synchronizable flag); the item is given back through `result` when the
  /// attributes ask for it (`kSecReturnData`, `kSecReturnAttributes`, `kSecReturnPersistentRef`).
  public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
    -> OSStatus
  {
    Keychain.shared.add(KeychainQuery(attributes), result: result)
  }

  /// Finds the items a query matches: every attribute it names must equal the item's, a class
  /// is required, synchronizable items only when the query asks for them. With a match limit of
  /// one (the default) `result` is one item, with `kSecMatchLimitAll` an array; each item its data,
  /// its attributes, or both in one dictionary, as the query's `kSecReturn…` keys say.
  /// `errSecItemNotFound` when nothing matches.
  public func SecItemCopyMatching(
    _ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    Keychain.shared.copyMatching(KeychainQuery(query), result: result)
  }

  /// Changes every item a query matches: `errSecParam` when the changes name `kSecClass`,
  /// `errSecItemNotFound` when nothing matches, `errSecDuplicateItem` when a change would give two
  /// items one primary key (nothing is changed then).
  public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(KeychainQuery(query), with: KeychainQuery(attributesToUpdate))
  }

  /// Deletes every item a query matches; `errSecItemNotFound` when nothing matches.
  public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.shared.delete(KeychainQuery(query))
  }

  /// The message of a result code, as Security's (`nil` for a code it does not know).
  public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?)
    -> CFString?
  {
    let messages: [OSStatus: String] = [
      0: "No error.",
      -4: "Function or operation not implemented.",
      -50: "One or more parameters passed to a function were not valid.",
      -108: "Failed to allocate memory.",
      -128: "User canceled the operation.",
      -909: "Bad parameter or invalid state for operation.",
      -25291: "No keychain is available. You may need to restart your computer.",
      -25293: "The user name or passphrase you entered is not correct.",
      -25299: "The specified item already exists in the keychain.",
      -25300: "The specified item could not be found in the keychain.",
      -25303: "The specified attribute does not exist.",
      -25308: "User interaction is not allowed.",
      -26275: "Unable to decode the provided data.",
      -34018: "A required entitlement isn't present.",
    ]
    return messages[status].map { NSString(string: $0) }
  }

  /// A source of random bytes, as Security's.
  public typealias SecRandomRef = OpaquePointer
  /// The default random source.
  nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

  /// Fills `bytes` with `count` cryptographically random bytes; `errSecSuccess`.
  public func SecRandomCopyBytes(
    _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
  )
    -> Int32
  {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.bindMemory(to: UInt8.self, capacity: count)
    for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
  }

  // MARK: The keychain

  /// An attribute's value, compared as the keychain compares them: strings, data, numbers (and
  /// Booleans, as numbers), dates.
  enum KeychainValue: Hashable {
    case string(String)
    case data(Data)
    case number(Double)
    case date(Date)
    case other(String)

    init(_ value: Any) {
      switch value {
      case let value as String: self = .string(value)
      case let value as Data: self = .data(value)
      case let value as Bool: self = .number(value ? 1 : 0)
      case let value as NSNumber: self = .number(value.doubleValue)
      case let value as Int: self = .number(Double(value))
      case let value as Double: self = .number(value)
      case let value as Date: self = .date(value)
      default: self = .other(String(describing: value))
      }
    }

    var object: AnyObject {
      switch self {
      case .string(let value): return NSString(string: value)
      case .data(let value): return NSData(data: value)
      case .number(let value): return NSNumber(value: value)
      case .date(let value):
        return NSDate(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
      case .other(let value): return NSString(string: value)
      }
    }

    var isTrue: Bool {
      switch self {
      case .number(let value): return value != 0
      case .string(let value): return value == "1" || value.lowercased() == "true"
      default: return false
      }
    }
  }

  /// A query or attribute dictionary, its keys as strings.
  struct KeychainQuery {
    var values: [String: Any] = [:]

    init(_ dictionary: NSDictionary) {
      for (key, value) in dictionary {
        values[String(describing: key)] = value
      }
    }

    init(values: [String: Any]) { self.values = values }

    subscript(key: CFString) -> Any? { values[key as String] }

    func flag(_ key: CFString) -> Bool {
      guard let value = self[key] else { return false }
      return KeychainValue(value).isTrue
    }

    var itemClass: String? {
      self[kSecClass].map { KeychainValue($0) }.flatMap { value in
        if case .string(let name) = value { return name }
        return nil
      }
    }

    /// The item's attributes this names: not its class, value, result, search or use keys.
    var attributes: [String: KeychainValue] {
      var result: [String: KeychainValue] = [:]
      for (key, value) in values where !KeychainQuery.nonAttributes(key) {
        result[key] = KeychainValue(value)
      }
      return result
    }

    static func nonAttributes(_ key: String) -> Bool {
      key == (kSecClass as String) || key.hasPrefix("v_") || key.hasPrefix("r_")
        || key.hasPrefix("m_") || key.hasPrefix("u_")
        || key == (kSecUseDataProtectionKeychain as String)
        || key == (kSecAttrAccessControl as String)
    }
  }

  final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    struct Item {
      var itemClass: String
      var attributes: [String: KeychainValue]
      var data: Data?
      var persistentReference: Data
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var nextReference = 1

    /// The attributes that make an item of a class unique (Apple: "Keychain Items", "primary
    /// key"); a class not listed is unique by all its attributes.
    static let primaryKeys: [String: [String]] = [
      "genp": ["acct", "svce", "agrp", "sync"],
      "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync"],
      "keys": ["kcls", "klbl", "atag", "type", "bsiz", "agrp", "sync"],
      "cert": ["ctyp", "issr", "slnr", "agrp", "sync"],
    ]

    static let classes: Set<String> = ["genp", "inet", "keys", "cert", "idnt"]

    func primaryKey(_ item: Item) -> [String: KeychainValue] {
      guard let keys = Keychain.primaryKeys[item.itemClass] else { return item.attributes }
      var key: [String: KeychainValue] = [:]
      for name in keys {
        key[name] = item.attributes[name] ?? (name == "sync" ? .number(0) : nil)
      }
      return key
    }

    /// What makes an item unique in the keychain: its class and primary key.
    func identity(_ item: Item) -> [String: KeychainValue] {
      primaryKey(item).merging(["class": .string(item.itemClass)]) { $1 }
    }

    func add(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
      guard let itemClass = query.itemClass, Keychain.classes.contains(itemClass) else {
        return errSecParam
      }
      var attributes = query.attributes
      if attributes["sync"]?.isTrue != true {
        attributes["sync"] = .number(0)
      } else {
        attributes["sync"] = .number(1)
      }
      if attributes["pdmn"] == nil { attributes["pdmn"] = .string("ak") }
      let now = Date()
      attributes["cdat"] = .date(now)
      attributes["mdat"] = .date(now)
      var data: Data?
      if let value = query[kSecValueData] {
        guard case .data(let bytes) = KeychainValue(value) else { return errSecParam }
        data = bytes
      }
      return lock.withLock {
        let reference = Data("tapwright-keychain-\(nextReference)".utf8)
        let item = Item(
          itemClass: itemClass, attributes: attributes, data: data, persistentReference: reference)
        let itemIdentity = identity(item)
        if items.contains(where: { identity($0) == itemIdentity }) { return errSecDuplicateItem }
        nextReference += 1
        items.append(item)
        if let result, let object = returned(item, for: query) { result.pointee = object }
        return errSecSuccess
      }
    }

    /// Whether an item matches a query's class and attributes.
    func matches(_ item: Item, _ query: KeychainQuery) -> Bool {
      guard item.itemClass == query.itemClass else { return false }
      let caseInsensitive = query.flag(kSecMatchCaseInsensitive)
      var wanted = query.attributes
      let sync = wanted.removeValue(forKey: "sync")
      switch sync {
      case .string("syna"): break
      case .some(let value):
        if value.isTrue != (item.attributes["sync"]?.isTrue ?? false) { return false }
      case .none: if item.attributes["sync"]?.isTrue == true { return false }
      }
      if let reference = query[kSecValuePersistentRef] {
        guard KeychainValue(reference) == .data(item.persistentReference) else { return false }
      }
      for (key, value) in wanted {
        guard let have = item.attributes[key] else { return false }
        if caseInsensitive, case .string(let a) = have, case .string(let b) = value {
          if a.lowercased() != b.lowercased() { return false }
        } else if have != value {
          return false
        }
      }
      return true
    }

    /// What a query's `kSecReturn…` keys ask for of an item, or `nil` when they ask for nothing.
    func returned(_ item: Item, for query: KeychainQuery) -> AnyObject? {
      let wantsData = query.flag(kSecReturnData)
      let wantsAttributes = query.flag(kSecReturnAttributes)
      let wantsReference = query.flag(kSecReturnPersistentRef)
      if wantsAttributes {
        let dictionary = NSMutableDictionary()
        dictionary[kSecClass] = NSString(string: item.itemClass)
        for (key, value) in item.attributes { dictionary[NSString(string: key)] = value.object }
        if wantsData, let data = item.data { dictionary[kSecValueData] = NSData(data: data) }
        if wantsReference {
          dictionary[kSecValuePersistentRef] = NSData(data: item.persistentReference)
        }
        return dictionary
      }
      if wantsData { return NSData(data: item.data ?? Data()) }
      if wantsReference { return NSData(data: item.persistentReference) }
      return nil
    }

    func copyMatching(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus
    {
      guard let itemClass = query.itemClass, Keychain.classes.contains(itemClass) else {
        return errSecParam
      }
      return lock.withLock {
        let found = items.filter { matches($0, query) }
        guard !found.isEmpty else { return errSecItemNotFound }
        let all =
          query[kSecMatchLimit].map { KeychainValue($0) } == .string("m_LimitAll")
          || (query[kSecMatchLimit].map { KeychainValue($0) }.flatMap { value -> Bool? in
            if case .number(let count) = value { return count > 1 }
            return nil
          } ?? false)
        guard let result else { return errSecSuccess }
        if all {
          let objects = found.compactMap { returned($0, for: query) }
          result.pointee = objects.isEmpty ? nil : NSArray(array: objects)
        } else {
          result.pointee = returned(found[0], for: query)
        }
        return errSecSuccess
      }
    }

    func update(_ query: KeychainQuery, with changes: KeychainQuery) -> OSStatus {
      guard let itemClass = query.itemClass, Keychain.classes.contains(itemClass),
        changes[kSecClass] == nil
      else { return errSecParam }
      var newData: Data?
      if let value = changes[kSecValueData] {
        guard case .data(let bytes) = KeychainValue(value) else { return errSecParam }
        newData = bytes
      }
      return lock.withLock {
        var changed = items
        var any = false
        for index in changed.indices where matches(changed[index], query) {
          any = true
          for (key, value) in changes.attributes {
            changed[index].attributes[key] = key == "sync" ? .number(value.isTrue ? 1 : 0) : value
          }
          if let newData { changed[index].data = newData }
          changed[index].attributes["mdat"] = .date(Date())
        }
        guard any else { return errSecItemNotFound }
        if Set(changed.map(identity)).count != changed.count { return errSecDuplicateItem }
        items = changed
        return errSecSuccess
      }
    }

    func delete(_ query: KeychainQuery) -> OSStatus {
      guard let itemClass = query.itemClass, Keychain.classes.contains(itemClass) else {
        return errSecParam
      }
      return lock.withLock {
        let count = items.count
        items.removeAll { matches($0, query) }
        return items.count == count ? errSecItemNotFound : errSecSuccess
      }
    }
  }
#endif
