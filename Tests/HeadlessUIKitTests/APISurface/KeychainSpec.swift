#if !canImport(UIKit) && !canImport(Security)
  import Foundation
  import Testing

  import HeadlessUIKit

  // The keychain as apps call it (on iOS `import Security`; the port step imports HeadlessUIKit in
  // its place on Linux). Each test uses a service of its own: the keychain is one a process, as
  // on a simulator, and Swift Testing runs these in parallel.

  /// A token store written as apps write one: `[String: Any]` queries cast to `CFDictionary`.
  struct TokenStore {
    let service: String

    func save(_ token: String, for account: String) -> OSStatus {
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
      ]
      let data = Data(token.utf8)
      var status = SecItemCopyMatching(query as CFDictionary, nil)
      if status == errSecSuccess {
        status = SecItemUpdate(
          query as CFDictionary, [kSecValueData as String: data] as CFDictionary)
      } else if status == errSecItemNotFound {
        var attributes = query
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        status = SecItemAdd(attributes as CFDictionary, nil)
      }
      return status
    }

    func token(for account: String) -> String? {
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
        kSecReturnData as String: kCFBooleanTrue!,
        kSecMatchLimit as String: kSecMatchLimitOne,
      ]
      var dataTypeRef: AnyObject?
      let status: OSStatus = SecItemCopyMatching(query as CFDictionary, &dataTypeRef)
      guard status == errSecSuccess, let data = dataTypeRef as? Data else { return nil }
      return String(data: data, encoding: .utf8)
    }

    func delete(_ account: String) -> OSStatus {
      let query =
        [
          kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account,
        ] as CFDictionary
      return SecItemDelete(query)
    }
  }

  @Suite("Keychain (Security)")
  struct KeychainSpec {
    @Test("A token saved, read, replaced and deleted, as a token store does")
    func tokenStore() {
      let store = TokenStore(service: "keychain.spec.store")
      #expect(store.token(for: "ann") == nil)
      #expect(store.save("first", for: "ann") == errSecSuccess)
      #expect(store.token(for: "ann") == "first")
      // KeychainSwift's way: MacTypes' `noErr`, an `OSStatus`.
      let lastResultCode: OSStatus = store.save("second", for: "ann")
      #expect(lastResultCode == noErr)
      #expect(store.token(for: "ann") == "second")
      #expect(store.token(for: "bob") == nil)
      #expect(store.delete("ann") == errSecSuccess)
      #expect(store.token(for: "ann") == nil)
      #expect(store.delete("ann") == errSecItemNotFound)
    }

    @Test("The same account and service twice is a duplicate; another service is another item")
    func duplicates() {
      let item: [CFString: Any] = [
        kSecClass: kSecClassGenericPassword, kSecAttrService: "keychain.spec.dup",
        kSecAttrAccount: "dora", kSecValueData: Data("a".utf8),
      ]
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)
      var other = item
      other[kSecAttrService] = "keychain.spec.dup2"
      #expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess)
      // A synchronizable item is another item, and a plain query does not find it.
      var synced = item
      synced[kSecAttrSynchronizable] = kCFBooleanTrue
      #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
      let all: [CFString: Any] = [
        kSecClass: kSecClassGenericPassword, kSecAttrAccount: "dora",
        kSecMatchLimit: kSecMatchLimitAll, kSecReturnAttributes: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
      let services = (result as? [[String: Any]])?.compactMap {
        $0[kSecAttrService as String] as? String
      }
      #expect(
        services?.filter { $0.hasPrefix("keychain.spec.dup") }.sorted() == [
          "keychain.spec.dup", "keychain.spec.dup2",
        ])
      var any = all
      any[kSecAttrSynchronizable] = kSecAttrSynchronizableAny
      any[kSecAttrService] = "keychain.spec.dup"
      #expect(SecItemCopyMatching(any as CFDictionary, &result) == errSecSuccess)
      #expect((result as? [Any])?.count == 2)
      let deleteQuery: [CFString: Any] = [
        kSecClass: kSecClassGenericPassword, kSecAttrAccount: "dora",
        kSecAttrSynchronizable: kSecAttrSynchronizableAny,
      ]
      // Deleting an account's items removes those of every service; another test's accounts stay.
      #expect(SecItemDelete(deleteQuery as CFDictionary) == errSecSuccess)
      #expect(SecItemCopyMatching(any as CFDictionary, &result) == errSecItemNotFound)
    }

    @Test("Attributes and data come back together in one dictionary, with the class and dates")
    func attributesAndData() throws {
      let add: [String: Any] = [
        kSecClass as String: kSecClassInternetPassword,
        kSecAttrServer as String: "keychain.spec.example.com",
        kSecAttrAccount as String: "ann",
        kSecAttrPort as String: 443,
        kSecAttrLabel as String: "Work",
        kSecValueData as String: Data("pw".utf8),
      ]
      var added: CFTypeRef?
      let withReturn = add.merging([kSecReturnAttributes as String: true]) { $1 }
      #expect(SecItemAdd(withReturn as CFDictionary, &added) == errSecSuccess)
      #expect((added as? [String: Any])?[kSecAttrLabel as String] as? String == "Work")

      let query: [String: Any] = [
        kSecClass as String: kSecClassInternetPassword,
        kSecAttrServer as String: "KEYCHAIN.spec.example.com",
        kSecMatchCaseInsensitive as String: true,
        kSecReturnAttributes as String: true,
        kSecReturnData as String: true,
      ]
      var item: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
      let found = try #require(item as? [String: Any])
      #expect(found[kSecClass as String] as? String == "inet")
      #expect(found[kSecAttrAccount as String] as? String == "ann")
      #expect(found[kSecAttrPort as String] as? Int == 443)
      #expect(found[kSecValueData as String] as? Data == Data("pw".utf8))
      #expect(
        found[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
      #expect(found[kSecAttrCreationDate as String] is Date)

      let match: [String: Any] = [
        kSecClass as String: kSecClassInternetPassword,
        kSecAttrServer as String: "keychain.spec.example.com",
      ]
      #expect(SecItemDelete(match as CFDictionary) == errSecSuccess)
    }

    @Test("Keychain errors as Security gives them")
    func errors() {
      // No class.
      #expect(SecItemAdd([kSecAttrAccount: "ann"] as CFDictionary, nil) == errSecParam)
      #expect(
        SecItemCopyMatching([kSecAttrAccount as String: "ann"] as CFDictionary, nil) == errSecParam)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "keychain.spec.errors",
      ]
      #expect(
        SecItemUpdate(query as CFDictionary, [kSecAttrLabel: "x"] as CFDictionary)
          == errSecItemNotFound)
      #expect(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)
      // The changes may not name the class.
      #expect(SecItemUpdate(query as CFDictionary, query as CFDictionary) == errSecParam)
      // Two items may not be made one.
      var second = query
      second[kSecAttrAccount as String] = "bob"
      #expect(SecItemAdd(second as CFDictionary, nil) == errSecSuccess)
      #expect(
        SecItemUpdate(query as CFDictionary, [kSecAttrAccount as String: "cy"] as CFDictionary)
          == errSecDuplicateItem)
      #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
      #expect(
        SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
          == "The specified item could not be found in the keychain.")
      #expect(
        SecCopyErrorMessageString(errSecDuplicateItem, nil) as String?
          == "The specified item already exists in the keychain.")
    }

    @Test("Random bytes, as apps make a nonce")
    func randomBytes() {
      var bytes = [UInt8](repeating: 0, count: 32)
      let status = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
      #expect(status == errSecSuccess)
      #expect(bytes != [UInt8](repeating: 0, count: 32))
    }

    @Test(
      "A CFError becomes an NSError of its user info keyed by NSObject, as KeychainAccess makes it")
    func cfErrorAsNSError() throws {
      let cause = NSError(
        domain: NSOSStatusErrorDomain, code: -25300,
        userInfo: [NSLocalizedDescriptionKey: "The specified item could not be found."])
      let error = cause as CFError
      // KeychainAccess's `extension CFError { var error: NSError }`, word for word.
      let domain = CFErrorGetDomain(error) as String
      let code = CFErrorGetCode(error)
      let userInfo = CFErrorCopyUserInfo(error) as! [NSObject: Any]
      let made = NSError(domain: domain, code: code, userInfo: userInfo)
      #expect(made.domain == NSOSStatusErrorDomain)
      #expect(made.code == -25300)
      #expect(made.localizedDescription == "The specified item could not be found.")
      // The dictionary form stays the one a literal or nil chooses.
      #expect(NSError(domain: "d", code: 1, userInfo: nil).userInfo.isEmpty)
      #expect(NSError(domain: "d", code: 1, userInfo: ["k": 2]).userInfo["k"] as? Int == 2)
    }
  }
#endif
