// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Security)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  // Certificates, policies, keys and trust evaluation of Apple's Security framework
  // (`SecCertificate.h`, `SecPolicy.h`, `SecTrust.h`, `SecKey.h`), which Linux does not have, as
  // apps and networking libraries use them to pin a server's certificate or public key. A
  // certificate is its DER bytes, read far enough for its subject, validity and public key. The
  // headless device trusts no root certificate of its own (a simulator's store is Apple's, which a
  // test cannot rely on either): a trust evaluates as trusted when one of its certificates is one
  // of the anchors it was given and every certificate is within its validity dates; no signature
  // or host name is checked. See behavior.md, "Certificates and trust".

  /// An X.509 certificate, as Security's.
  public final class SecCertificate: NSObject, @unchecked Sendable {
    let data: Data
    let subjectSummary: String?
    let notBefore: Date?
    let notAfter: Date?
    let publicKey: Data?

    init?(der: Data) {
      guard let parsed = DERCertificate(der) else { return nil }
      data = der
      subjectSummary = parsed.commonName
      notBefore = parsed.notBefore
      notAfter = parsed.notAfter
      publicKey = parsed.publicKey
      super.init()
    }

    /// Certificates are equal when their bytes are, as Core Foundation compares them.
    override public func isEqual(_ object: Any?) -> Bool {
      (object as? SecCertificate)?.data == data
    }

    override public var hash: Int { data.hashValue }
  }

  /// A public key, as Security's: its external representation (an RSA key's PKCS #1 bytes, an
  /// elliptic-curve key's X9.63 point), as a certificate holds it.
  public final class SecKey: NSObject, @unchecked Sendable {
    let representation: Data

    init(representation: Data) {
      self.representation = representation
      super.init()
    }

    /// Keys are equal when their representations are, as Core Foundation compares them.
    override public func isEqual(_ object: Any?) -> Bool {
      (object as? SecKey)?.representation == representation
    }

    override public var hash: Int { representation.hashValue }
  }

  /// What a trust is evaluated for, as Security's policies.
  public final class SecPolicy: NSObject, @unchecked Sendable {
    /// The host name an SSL policy names, kept, not checked.
    let hostName: String?

    init(hostName: String?) {
      self.hostName = hostName
      super.init()
    }
  }

  /// Certificates to evaluate with policies and anchors, as Security's.
  public final class SecTrust: NSObject, @unchecked Sendable {
    let lock = NSLock()
    let certificates: [SecCertificate]
    var policies: [SecPolicy]
    var anchors: [SecCertificate] = []
    var anchorsOnly = false

    init(certificates: [SecCertificate], policies: [SecPolicy]) {
      self.certificates = certificates
      self.policies = policies
      super.init()
    }

    var isTrusted: Bool {
      let anchors = lock.withLock { self.anchors }
      let now = Date()
      let inDate = certificates.allSatisfy { certificate in
        (certificate.notBefore.map { $0 <= now } ?? true)
          && (certificate.notAfter.map { now <= $0 } ?? true)
      }
      return inDate && certificates.contains(where: anchors.contains)
    }
  }

  /// The outcome of a trust evaluation.
  public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0
    case proceed = 1
    @available(iOS, deprecated: 7.0)
    case confirm = 2
    case deny = 3
    case unspecified = 4
    case recoverableTrustFailure = 5
    case fatalTrustFailure = 6
    case otherError = 7
  }

  // MARK: Certificates

  /// A certificate of DER bytes; `nil` when they are not an X.509 certificate.
  ///
  /// - Parameters:
  ///   - allocator: `nil` or `kCFAllocatorDefault`.
  ///   - data: The certificate's DER encoding (a `.cer` file's bytes).
  /// - Returns: The certificate.
  public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData)
    -> SecCertificate?
  {
    SecCertificate(der: data as Data)
  }

  /// A certificate's DER bytes.
  ///
  /// - Parameter certificate: The certificate.
  /// - Returns: Its bytes.
  public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData {
    certificate.data as NSData
  }

  /// A certificate's subject, in words: its common name.
  ///
  /// - Parameter certificate: The certificate.
  /// - Returns: The common name, or `nil` when it has none.
  public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
    certificate.subjectSummary.map { $0 as NSString }
  }

  /// A certificate's public key.
  ///
  /// - Parameter certificate: The certificate.
  /// - Returns: The key.
  public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? {
    certificate.publicKey.map(SecKey.init(representation:))
  }

  // MARK: Policies

  /// Revocation methods (`SecPolicy.h`).
  public var kSecRevocationOCSPMethod: CFOptionFlags { 1 << 0 }
  public var kSecRevocationCRLMethod: CFOptionFlags { 1 << 1 }
  public var kSecRevocationPreferCRL: CFOptionFlags { 1 << 2 }
  public var kSecRevocationRequirePositiveResponse: CFOptionFlags { 1 << 3 }
  public var kSecRevocationNetworkAccessDisabled: CFOptionFlags { 1 << 4 }
  public var kSecRevocationUseAnyAvailableMethod: CFOptionFlags { (1 << 0) | (1 << 1) }

  /// A policy for evaluating a server's (or client's) certificate for a host.
  ///
  /// - Parameters:
  ///   - server: Whether the certificate is a server's.
  ///   - hostname: The host the certificate must name, or `nil`.
  /// - Returns: The policy.
  public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(hostName: hostname.map { String($0) })
  }

  /// The basic X.509 policy.
  ///
  /// - Returns: The policy.
  public func SecPolicyCreateBasicX509() -> SecPolicy {
    SecPolicy(hostName: nil)
  }

  /// A revocation-checking policy (no revocation service is asked here).
  ///
  /// - Parameter revocationFlags: The `kSecRevocation…` methods.
  /// - Returns: The policy.
  public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? {
    SecPolicy(hostName: nil)
  }

  // MARK: Trust

  /// One object of a type, or an array of only such objects, as Security's functions take them.
  private func list<Object>(of value: CFTypeRef?, _: Object.Type) -> [Object]? {
    if let one = value as? Object { return [one] }
    if let many = value as? [Object] { return many }
    guard let array = value as? NSArray else { return nil }
    let objects = array.compactMap { $0 as? Object }
    return objects.count == array.count ? objects : nil
  }

  private func certificateList(_ value: CFTypeRef?) -> [SecCertificate]? {
    list(of: value, SecCertificate.self)
  }

  private func policyList(_ value: CFTypeRef?) -> [SecPolicy]? {
    value == nil ? [] : list(of: value, SecPolicy.self)
  }

  /// A trust of certificates (the leaf first) and policies.
  ///
  /// - Parameters:
  ///   - certificates: A certificate or an array of them.
  ///   - policies: A policy, an array of them, or `nil` (the basic X.509 policy).
  ///   - trust: Where the trust is written.
  /// - Returns: `errSecSuccess`, or `errSecParam` when an argument is of another type.
  public func SecTrustCreateWithCertificates(
    _ certificates: CFTypeRef, _ policies: CFTypeRef?, _ trust: UnsafeMutablePointer<SecTrust?>
  ) -> OSStatus {
    guard let list = certificateList(certificates), !list.isEmpty,
      let rules = policyList(policies)
    else { return errSecParam }
    trust.pointee = SecTrust(certificates: list, policies: rules)
    return errSecSuccess
  }

  /// Replaces a trust's policies.
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - policies: A policy or an array of them.
  /// - Returns: `errSecSuccess`, or `errSecParam`.
  @discardableResult
  public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    guard let rules = policyList(policies) else { return errSecParam }
    trust.lock.withLock { trust.policies = rules }
    return errSecSuccess
  }

  /// Sets the certificates a trust may end at.
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - anchorCertificates: The anchors, or `nil` for none.
  /// - Returns: `errSecSuccess`, or `errSecParam`.
  @discardableResult
  public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray?)
    -> OSStatus
  {
    guard let anchorCertificates else {
      trust.lock.withLock { trust.anchors = [] }
      return errSecSuccess
    }
    guard let list = certificateList(anchorCertificates) else { return errSecParam }
    trust.lock.withLock {
      trust.anchors = list
      trust.anchorsOnly = true
    }
    return errSecSuccess
  }

  /// Whether a trust may end only at its anchors (the only roots the headless device has).
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - anchorCertificatesOnly: Whether only the anchors count.
  /// - Returns: `errSecSuccess`.
  @discardableResult
  public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool)
    -> OSStatus
  {
    trust.lock.withLock { trust.anchorsOnly = anchorCertificatesOnly }
    return errSecSuccess
  }

  /// Evaluates a trust: `.unspecified` (trusted) when one of its certificates is an anchor and
  /// all are in date, else `.recoverableTrustFailure`.
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - result: Where the outcome is written.
  /// - Returns: `errSecSuccess`.
  @available(iOS, deprecated: 13.0, message: "Use SecTrustEvaluateWithError")
  public func SecTrustEvaluate(
    _ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>
  )
    -> OSStatus
  {
    result.pointee = trust.isTrusted ? .unspecified : .recoverableTrustFailure
    return errSecSuccess
  }

  /// Evaluates a trust.
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - error: Where the failure's error is written (`errSecNotTrusted`'s), or `nil`.
  /// - Returns: Whether the trust is trusted.
  public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?)
    -> Bool
  {
    if trust.isTrusted { return true }
    let summary = trust.certificates.first?.subjectSummary ?? "The certificate"
    error?.pointee = NSError(
      domain: "NSOSStatusErrorDomain", code: Int(errSecNotTrusted),
      userInfo: [NSLocalizedDescriptionKey: "“\(summary)” certificate is not trusted"])
    return false
  }

  /// The number of a trust's certificates.
  ///
  /// - Parameter trust: The trust.
  /// - Returns: The count.
  public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex {
    trust.certificates.count
  }

  /// One of a trust's certificates, the leaf at index 0.
  ///
  /// - Parameters:
  ///   - trust: The trust.
  ///   - ix: The index.
  /// - Returns: The certificate, or `nil` past the end.
  @available(iOS, deprecated: 15.0, message: "Use SecTrustCopyCertificateChain")
  public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
  }

  /// A trust's certificates, the leaf first.
  ///
  /// - Parameter trust: The trust.
  /// - Returns: The certificates.
  public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? {
    trust.certificates as NSArray
  }

  /// The leaf certificate's public key.
  ///
  /// - Parameter trust: The trust.
  /// - Returns: The key.
  @available(iOS, deprecated: 14.0, message: "Use SecTrustCopyKey")
  public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? {
    SecTrustCopyKey(trust)
  }

  /// The leaf certificate's public key.
  ///
  /// - Parameter trust: The trust.
  /// - Returns: The key.
  public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? {
    trust.certificates.first.flatMap(SecCertificateCopyKey)
  }

  /// A key's external representation.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - error: Unused: a public key always has one.
  /// - Returns: Its bytes.
  public func SecKeyCopyExternalRepresentation(
    _ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> CFData? {
    key.representation as NSData
  }

  /// A trust evaluation's certificate is not trusted (`SecBase.h`).
  public var errSecNotTrusted: OSStatus { -67843 }

  // MARK: Foundation's server-trust challenges

  extension URLProtectionSpace {
    /// The server's trust for a server-trust challenge: always `nil` here, as Linux's URL loading
    /// never asks an app to evaluate a server's certificate.
    public var serverTrust: SecTrust? { nil }
  }

  extension URLCredential {
    /// A credential that accepts a server's trust.
    ///
    /// - Parameter trust: The trust accepted.
    public convenience init(trust: SecTrust) {
      self.init(user: "", password: "", persistence: .forSession)
    }
  }

  // MARK: Reading DER

  /// The parts of an X.509 certificate (RFC 5280) the trust API reads: the subject's common name,
  /// the validity dates and the subject public key's bits.
  struct DERCertificate {
    var commonName: String?
    var notBefore: Date?
    var notAfter: Date?
    var publicKey: Data?

    /// One DER element: its tag and its content's bytes.
    struct Element {
      var tag: UInt8
      var content: ArraySlice<UInt8>
    }

    /// The elements of a sequence of DER bytes, or `nil` when they do not parse.
    static func elements(_ bytes: ArraySlice<UInt8>) -> [Element]? {
      var result: [Element] = []
      var index = bytes.startIndex
      while index < bytes.endIndex {
        let tag = bytes[index]
        index += 1
        guard index < bytes.endIndex else { return nil }
        var length = Int(bytes[index])
        index += 1
        if length & 0x80 != 0 {
          let count = length & 0x7F
          guard count > 0, count <= 4, index + count <= bytes.endIndex else { return nil }
          length = bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
          index += count
        }
        guard length >= 0, index + length <= bytes.endIndex else { return nil }
        result.append(Element(tag: tag, content: bytes[index..<index + length]))
        index += length
      }
      return result
    }

    init?(_ der: Data) {
      let bytes = ArraySlice([UInt8](der))
      guard let outer = Self.elements(bytes), outer.count == 1, outer[0].tag == 0x30,
        let parts = Self.elements(outer[0].content), parts.count == 3, parts[0].tag == 0x30,
        var tbs = Self.elements(parts[0].content)
      else { return nil }
      if tbs.first?.tag == 0xA0 { tbs.removeFirst() }  // [0] version
      // serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo
      guard tbs.count >= 6, tbs[0].tag == 0x02, tbs[3].tag == 0x30, tbs[4].tag == 0x30,
        tbs[5].tag == 0x30
      else { return nil }
      if let validity = Self.elements(tbs[3].content), validity.count == 2 {
        notBefore = Self.date(validity[0])
        notAfter = Self.date(validity[1])
      }
      commonName = Self.commonName(tbs[4].content)
      if let info = Self.elements(tbs[5].content), info.count == 2, info[1].tag == 0x03,
        let unused = info[1].content.first, unused == 0
      {
        publicKey = Data(info[1].content.dropFirst())
      }
    }

    /// The common name (OID 2.5.4.3) of a distinguished name.
    static func commonName(_ name: ArraySlice<UInt8>) -> String? {
      for set in elements(name) ?? [] where set.tag == 0x31 {
        for attribute in elements(set.content) ?? [] where attribute.tag == 0x30 {
          guard let pair = elements(attribute.content), pair.count == 2,
            pair[0].tag == 0x06, Array(pair[0].content) == [0x55, 0x04, 0x03]
          else { continue }
          return String(decoding: pair[1].content, as: UTF8.self)
        }
      }
      return nil
    }

    /// A UTCTime (`YYMMDDHHMMSSZ`) or GeneralizedTime (`YYYYMMDDHHMMSSZ`).
    static func date(_ element: Element) -> Date? {
      let text = String(decoding: element.content, as: UTF8.self)
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      switch element.tag {
      case 0x17:
        // RFC 5280: a two-digit year of 50 or more is 19YY, else 20YY.
        formatter.dateFormat = "yyMMddHHmmss'Z'"
        formatter.twoDigitStartDate = Date(timeIntervalSince1970: -631_152_000)  // 1950-01-01
      case 0x18: formatter.dateFormat = "yyyyMMddHHmmss'Z'"
      default: return nil
      }
      return formatter.date(from: text)
    }
  }
#endif
