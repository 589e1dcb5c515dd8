#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  import Testing

  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit

  // What networking libraries of the CocoaPods era (Alamofire 4, ReachabilitySwift) and apps
  // call in SystemConfiguration, Security's trust API, MobileCoreServices and
  // UniformTypeIdentifiers, written as they write it. On iOS each is Apple's; the port step
  // imports HeadlessUIKit in their place on Linux.

  /// Certificates made for these tests (self-signed, P-256), DER in base64.
  enum TestCertificates {
    /// CN=pinned.tapwright.test, valid 2020 (UTCTime) to 2120 (GeneralizedTime).
    static let pinned = certificate(
      "MIIBPzCB6KADAgECAhRLcacCwd67g2YcfXAdrZnlXrAT7TAKBggqhkjOPQQDAjAgMR4wHAYDVQQDDBVwaW5uZWQudGFwd3Jp"
        + "Z2h0LnRlc3QwIBcNMjAwMTAxMDAwMDAwWhgPMjEyMDAxMDEwMDAwMDBaMCAxHjAcBgNVBAMMFXBpbm5lZC50YXB3cmln"
        + "aHQudGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABIZZMKwocVn33oLXOBZ+GOBuFKX3x3GIoz/IBXnmwQI1PU6F"
        + "YLnaAmOYKSOD3Ilc7IJH3AuE8NICX0oRyn+ddhwwCgYIKoZIzj0EAwIDRgAwQwIgIvCYsNZ6E2wuA2/+2EjYVkZQ3eEO"
        + "TQv/LytVpQ4hbtYCHxdbWNvMSLJmcDIAhiynx9SgCNArke3uUhBA4x8+2JM=")
    /// Its public key, as an uncompressed X9.63 point.
    static let pinnedKey =
      "04865930ac287159f7de82d738167e18e06e14a5f7c77188a33fc80579e6c102353d4e8560b9da026398292383"
      + "dc895cec8247dc0b84f0d2025f4a11ca7f9d761c"
    /// CN=other.tapwright.test, valid 2020 to 2120.
    static let other = certificate(
      "MIIBPjCB5qADAgECAhQgFQOX66Sh59rnDt1h9ZD8unQtRzAKBggqhkjOPQQDAjAfMR0wGwYDVQQDDBRvdGhlci50YXB3cmln"
        + "aHQudGVzdDAgFw0yMDAxMDEwMDAwMDBaGA8yMTIwMDEwMTAwMDAwMFowHzEdMBsGA1UEAwwUb3RoZXIudGFwd3JpZ2h0"
        + "LnRlc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQsLyWB3QWICBUYt6wU9pnaMjPnxqrrFyWu6/GAo1eo7/mNXbB0"
        + "E5Nm9riiJHwT8kHPpZD/V9zjqY/ivuY/80ckMAoGCCqGSM49BAMCA0cAMEQCIB7yqz2p2b+gPw149Xglt81ObcNFqK1z"
        + "jUvpra69C8ZKAiBCKMGMQkmeb1A3IRpWdbXGlJAkNSdVx98URlNzEhcmqw==")
    /// CN=expired.tapwright.test, valid 2015 to 2016.
    static let expired = certificate(
      "MIIBQDCB6KADAgECAhQZ7huOwUdZBk+AGxzBbOXDkCsjmDAKBggqhkjOPQQDAjAhMR8wHQYDVQQDDBZleHBpcmVkLnRhcHdy"
        + "aWdodC50ZXN0MB4XDTE1MDEwMTAwMDAwMFoXDTE2MDEwMTAwMDAwMFowITEfMB0GA1UEAwwWZXhwaXJlZC50YXB3cmln"
        + "aHQudGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABNsx51ilVH4Td4TPY+hp8pgpNQTpVRCEgEUOx+nah97bUMVi"
        + "YhjZsJvpdjUe85y4IU3ssPd+AcJb0zj1Te33DiowCgYIKoZIzj0EAwIDRwAwRAIgZpZEdcKbcZMzzv3J6thiEfOyxLmG"
        + "5FLCM4vp9H7j3/sCIFqEjPw5xNFbcIE0QYoy9uJcRczkGwx2sSmEXTIV1FzT")

    static func certificate(_ base64: String) -> Data { Data(base64Encoded: base64)! }
  }

  /// Alamofire 4's pinning, as `ServerTrustPolicy` evaluates a trust.
  func alamofireStyleTrustIsValid(_ trust: SecTrust, pinned: [SecCertificate], host: String)
    -> Bool
  {
    let policy = SecPolicyCreateSSL(true, host as CFString)
    SecTrustSetPolicies(trust, policy)
    SecTrustSetAnchorCertificates(trust, pinned as CFArray)
    SecTrustSetAnchorCertificatesOnly(trust, true)
    var result = SecTrustResultType.invalid
    let status = SecTrustEvaluate(trust, &result)
    return status == errSecSuccess && (result == .unspecified || result == .proceed)
  }

  func trust(of certificates: [SecCertificate]) -> SecTrust? {
    var trust: SecTrust?
    let status = SecTrustCreateWithCertificates(
      certificates as CFArray, SecPolicyCreateBasicX509(), &trust)
    return status == errSecSuccess ? trust : nil
  }

  @Suite("Certificates and trust (Security)")
  struct CertificateTrustSpec {
    @Test("A certificate is read from its DER bytes; other bytes are not a certificate")
    func certificates() throws {
      let pinned = try #require(
        SecCertificateCreateWithData(nil, TestCertificates.pinned as CFData))
      #expect(SecCertificateCopyData(pinned) as Data == TestCertificates.pinned)
      #expect(SecCertificateCopySubjectSummary(pinned) as String? == "pinned.tapwright.test")
      #expect(SecCertificateCreateWithData(nil, Data("not a certificate".utf8) as CFData) == nil)
      #expect(SecCertificateCreateWithData(nil, Data() as CFData) == nil)
      let truncated = TestCertificates.pinned.prefix(100)
      #expect(SecCertificateCreateWithData(nil, truncated as CFData) == nil)
    }

    @Test("A trust whose certificate is pinned evaluates as trusted; another does not")
    func pinning() throws {
      let pinned = try #require(
        SecCertificateCreateWithData(nil, TestCertificates.pinned as CFData))
      let other = try #require(SecCertificateCreateWithData(nil, TestCertificates.other as CFData))

      let server = try #require(trust(of: [pinned]))
      #expect(alamofireStyleTrustIsValid(server, pinned: [pinned], host: "pinned.tapwright.test"))
      let impostor = try #require(trust(of: [other]))
      #expect(
        !alamofireStyleTrustIsValid(impostor, pinned: [pinned], host: "pinned.tapwright.test"))
    }

    @Test("Without anchors nothing is trusted: the headless device has no root certificates")
    func noRoots() throws {
      let pinned = try #require(
        SecCertificateCreateWithData(nil, TestCertificates.pinned as CFData))
      let server = try #require(trust(of: [pinned]))
      var result = SecTrustResultType.invalid
      #expect(SecTrustEvaluate(server, &result) == errSecSuccess)
      #expect(result == .recoverableTrustFailure)
      var error: CFError?
      #expect(!SecTrustEvaluateWithError(server, &error))
      #expect(error?.code == -67843)
      #expect(
        error?.localizedDescription == "“pinned.tapwright.test” certificate is not trusted")
    }

    @Test("An expired certificate is not trusted even when pinned")
    func expired() throws {
      let expired = try #require(
        SecCertificateCreateWithData(nil, TestCertificates.expired as CFData))
      let server = try #require(trust(of: [expired]))
      #expect(
        !alamofireStyleTrustIsValid(server, pinned: [expired], host: "expired.tapwright.test"))
    }

    @Test("Public keys are read from certificates and compare by their bytes, as pinning needs")
    func publicKeys() throws {
      let pinned = try #require(
        SecCertificateCreateWithData(nil, TestCertificates.pinned as CFData))
      let other = try #require(SecCertificateCreateWithData(nil, TestCertificates.other as CFData))
      let server = try #require(trust(of: [pinned, other]))
      #expect(SecTrustGetCertificateCount(server) == 2)
      #expect(SecTrustGetCertificateAtIndex(server, 1) == other)
      #expect(SecTrustGetCertificateAtIndex(server, 2) == nil)

      let key = try #require(SecTrustCopyPublicKey(server))
      let bytes = try #require(SecKeyCopyExternalRepresentation(key, nil)) as Data
      #expect(bytes.map { String(format: "%02x", $0) }.joined() == TestCertificates.pinnedKey)
      // Alamofire compares keys with `isEqual(_:)`.
      let keys: [SecKey] = [key]
      #expect(keys.contains { $0.isEqual(SecCertificateCopyKey(pinned)) })
      #expect(!keys.contains { $0.isEqual(SecCertificateCopyKey(other)) })
    }

    @Test("Arguments of the wrong type are errSecParam")
    func wrongArguments() {
      var trust: SecTrust?
      #expect(SecTrustCreateWithCertificates("no" as CFString, nil, &trust) == errSecParam)
      #expect(trust == nil)
    }

    @Test("Linux's URL loading issues no server-trust challenge")
    func serverTrustChallenges() {
      let space = URLProtectionSpace(
        host: "example.com", port: 443, protocol: "https", realm: nil,
        authenticationMethod: NSURLAuthenticationMethodServerTrust)
      #expect(space.serverTrust == nil)
      #expect(NSURLAuthenticationMethodServerTrust == "NSURLAuthenticationMethodServerTrust")
    }
  }

  /// A reachability listener as Alamofire 4's `NetworkReachabilityManager` writes one.
  final class ReachabilityListener: @unchecked Sendable {
    let reachability: SCNetworkReachability
    let queue = DispatchQueue(label: "reachability listener")
    private let lock = NSLock()
    private var told: [SCNetworkReachabilityFlags] = []
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    init?() {
      var address = sockaddr_in()
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      address.sin_family = sa_family_t(AF_INET)
      guard
        let reachability = withUnsafePointer(
          to: &address,
          {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
              SCNetworkReachabilityCreateWithAddress(nil, $0)
            }
          })
      else { return nil }
      self.reachability = reachability
    }

    var flags: SCNetworkReachabilityFlags? {
      var flags = SCNetworkReachabilityFlags()
      return SCNetworkReachabilityGetFlags(reachability, &flags) ? flags : nil
    }

    func startListening() -> Bool {
      var context = SCNetworkReachabilityContext(
        version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
      context.info = Unmanaged.passUnretained(self).toOpaque()
      let callbackEnabled = SCNetworkReachabilitySetCallback(
        reachability,
        { _, flags, info in
          let listener = Unmanaged<ReachabilityListener>.fromOpaque(info!).takeUnretainedValue()
          listener.notify(flags)
        },
        &context)
      let queueEnabled = SCNetworkReachabilitySetDispatchQueue(reachability, queue)
      return callbackEnabled && queueEnabled
    }

    func stopListening() {
      SCNetworkReachabilitySetCallback(reachability, nil, nil)
      SCNetworkReachabilitySetDispatchQueue(reachability, nil)
    }

    private func notify(_ flags: SCNetworkReachabilityFlags) {
      let ready: CheckedContinuation<Void, Never>? = lock.withLock {
        told.append(flags)
        guard let waiter, told.count >= waiter.count else { return nil }
        self.waiter = nil
        return waiter.continuation
      }
      ready?.resume()
    }

    /// The flags told so far, once `count` have been.
    func told(_ count: Int) async -> [SCNetworkReachabilityFlags] {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock {
          if told.count >= count { return true }
          waiter = (count, continuation)
          return false
        }
        if ready { continuation.resume() }
      }
      return lock.withLock { told }
    }
  }

  @Suite("Reachability (SystemConfiguration)", .serialized)
  struct ReachabilitySpec {
    @Test("The headless device is on Wi-Fi: every host is reachable, its own addresses locally")
    func onWiFi() throws {
      let listener = try #require(ReachabilityListener())
      #expect(listener.flags == [.reachable])
      let host = try #require(SCNetworkReachabilityCreateWithName(nil, "api.example.com"))
      var flags = SCNetworkReachabilityFlags()
      #expect(SCNetworkReachabilityGetFlags(host, &flags))
      #expect(flags.contains(.reachable) && !flags.contains(.isWWAN))
      let local = try #require(SCNetworkReachabilityCreateWithName(nil, "localhost"))
      SCNetworkReachabilityGetFlags(local, &flags)
      #expect(flags == [.reachable, .isLocalAddress, .isDirect])
      #expect(SCNetworkReachabilityCreateWithName(nil, "") == nil)
    }

    @Test("A test takes the device offline and onto cellular; listeners are told on their queue")
    func goingOffline() async throws {
      let listener = try #require(ReachabilityListener())
      #expect(listener.startListening())
      defer {
        listener.stopListening()
        SCNetworkReachability.simulatedFlags = [.reachable]
      }
      SCNetworkReachability.simulatedFlags = []
      #expect(listener.flags == [])
      SCNetworkReachability.simulatedFlags = []  // no change: not told again
      SCNetworkReachability.simulatedFlags = [.reachable, .isWWAN]
      #expect(await listener.told(2) == [[], [.reachable, .isWWAN]])
    }

    @Test("A path monitor follows the device's network, as apps watch connectivity")
    func pathMonitor() async {
      let monitor = NWPathMonitor()
      let (paths, continuation) = AsyncStream.makeStream(of: NWPath.self)
      monitor.pathUpdateHandler = { path in continuation.yield(path) }
      monitor.start(queue: DispatchQueue(label: "Monitor"))
      defer {
        monitor.cancel()
        SCNetworkReachability.simulatedFlags = [.reachable]
      }
      var told = paths.makeAsyncIterator()
      let wifi = await told.next()
      #expect(wifi?.status == .satisfied)
      #expect(wifi?.usesInterfaceType(.wifi) == true)
      #expect(wifi?.isExpensive == false)
      SCNetworkReachability.simulatedFlags = []
      #expect(await told.next()?.status == .unsatisfied)
      #expect(monitor.currentPath.availableInterfaces.isEmpty)
      SCNetworkReachability.simulatedFlags = [.reachable, .isWWAN]
      let cellular = await told.next()
      #expect(cellular?.status == .satisfied)
      #expect(cellular?.usesInterfaceType(.cellular) == true)
      #expect(cellular?.isExpensive == true)
      #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .unsatisfied)
    }

    @Test("A stopped listener is told nothing")
    func stopped() throws {
      let listener = try #require(ReachabilityListener())
      #expect(listener.startListening())
      listener.stopListening()
      defer { SCNetworkReachability.simulatedFlags = [.reachable] }
      SCNetworkReachability.simulatedFlags = []
      listener.queue.sync {}
      // Nothing was scheduled on the queue, so nothing was told after it drained.
      #expect(listener.flags == [])
    }
  }

  /// Alamofire 4's MIME type of a file, as `MultipartFormData` finds it.
  func mimeType(forPathExtension pathExtension: String) -> String {
    if let id = UTTypeCreatePreferredIdentifierForTag(
      kUTTagClassFilenameExtension, pathExtension as CFString, nil)?.takeRetainedValue(),
      let contentType = UTTypeCopyPreferredTagWithClass(id, kUTTagClassMIMEType)?
        .takeRetainedValue()
    {
      return contentType as String
    }
    return "application/octet-stream"
  }

  @Suite("Uniform type identifiers (MobileCoreServices, UniformTypeIdentifiers)")
  struct UniformTypesSpec {
    @Test("A file's MIME type from its extension, as Alamofire 4 finds it")
    func mimeTypes() {
      #expect(mimeType(forPathExtension: "png") == "image/png")
      #expect(mimeType(forPathExtension: "JPG") == "image/jpeg")
      #expect(mimeType(forPathExtension: "json") == "application/json")
      #expect(mimeType(forPathExtension: "tapwright") == "application/octet-stream")
    }

    @Test("The constants and functions of MobileCoreServices")
    func coreServices() {
      #expect(kUTTypeImage as String == "public.image")
      #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
      #expect(UTTypeConformsTo(kUTTypeJPEG, kUTTypeData))
      #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
      #expect(UTTypeEqual("public.PNG" as CFString, kUTTypePNG))
      let dynamic = UTTypeCreatePreferredIdentifierForTag(
        kUTTagClassFilenameExtension, "tapwright" as CFString, nil)?.takeRetainedValue()
      #expect((dynamic as String?)?.hasPrefix("dyn.") == true)
      #expect(
        UTTypeCopyDescription(kUTTypePDF)?.takeRetainedValue() as String? == "PDF document")
    }

    @Test("UTType values: by identifier, extension and MIME type, and what they conform to")
    func types() {
      #expect(UTType("public.png") == .png)
      #expect(UTType("com.example.unknown") == nil)
      #expect(UTType(filenameExtension: "pdf") == .pdf)
      #expect(UTType(filenameExtension: "pdf")?.preferredMIMEType == "application/pdf")
      #expect(UTType(mimeType: "image/jpeg")?.preferredFilenameExtension == "jpeg")
      #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data))
      #expect(!UTType.movie.conforms(to: .image))
      #expect(UTType.image.isSupertype(of: .heic))
      #expect(UTType.plainText.supertypes.contains(.text))
      let unknown = UTType(filenameExtension: "tapwright")
      #expect(unknown?.isDynamic == true && unknown?.isDeclared == false)
      #expect(unknown?.conforms(to: .data) == true)
      #expect(unknown?.preferredMIMEType == nil)
      #expect(UTType(filenameExtension: "png", conformingTo: .movie)?.isDynamic == true)
    }
  }

  final class ResolveDelegate: NSObject, NetServiceDelegate, @unchecked Sendable {
    var events: [String] = []
    var errorCode: NSNumber?

    func netServiceWillResolve(_ sender: NetService) { events.append("will resolve") }
    func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {
      events.append("did not resolve")
      errorCode = errorDict[NetService.errorCode]
    }
  }

  @Suite("Foundation's networking gaps")
  struct FoundationNetworkSpec {
    @Test("A Bonjour service is not found on the headless network, on a later main-queue turn")
    @MainActor
    func bonjour() async {
      let service = NetService(domain: "local.", type: "_http._tcp.", name: "Printer")
      let delegate = ResolveDelegate()
      service.delegate = delegate
      service.resolve(withTimeout: 5)
      #expect(delegate.events == ["will resolve"])
      await yield { delegate.events.count == 2 }
      #expect(delegate.events == ["will resolve", "did not resolve"])
      #expect(delegate.errorCode?.intValue == NetService.ErrorCode.notFoundError.rawValue)
      #expect(service.port == -1 && service.hostName == nil)
    }

    @Test("A stream task is made; resuming it reports that Linux has none")
    func streamTasks() {
      let task = URLSession.shared.streamTask(withHostName: "example.com", port: 80)
      withKnownIssue {
        task.resume()
      } matching: {
        message(of: $0)
          == "A URLSession stream task to example.com:80 was resumed: Linux's Foundation has no "
          + "stream tasks, so nothing connects. Test this code on iOS."
      }
    }

    @Test("Promised items, network-access flags and Info.plist keys")
    func smallGaps() throws {
      let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "promised-\(UUID().uuidString)")
      #expect(throws: (any Error).self) { try file.checkPromisedItemIsReachable() }
      try Data().write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      #expect(try file.checkPromisedItemIsReachable())

      var request = URLRequest(url: URL(string: "https://example.com")!)
      request.allowsExpensiveNetworkAccess = false
      request.allowsConstrainedNetworkAccess = false
      #expect(request.allowsExpensiveNetworkAccess && request.allowsConstrainedNetworkAccess)

      #expect(kCFBundleVersionKey as String == "CFBundleVersion")
      // Alamofire 4's test for a Boolean among numbers.
      #expect(CFGetTypeID(NSNumber(value: true)) == CFBooleanGetTypeID())
      #expect(CFGetTypeID(true as NSNumber) == CFBooleanGetTypeID())
      #expect(CFGetTypeID(NSNumber(value: 1)) == CFNumberGetTypeID())
      #expect(CFGetTypeID(NSNumber(value: Int8(1))) != CFBooleanGetTypeID())
      #expect(CFGetTypeID("text" as NSString) == CFStringGetTypeID())
      #expect(kCFBundleIdentifierKey as String == "CFBundleIdentifier")
      // Alamofire 4 reads a failed download's resume data by this key.
      #expect(NSURLSessionDownloadTaskResumeData == "NSURLSessionDownloadTaskResumeData")
    }

    @Test("A response's charset name becomes a String.Encoding, as Alamofire 4 converts it")
    func charsetNames() {
      // Alamofire 4's `DataRequest.stringResponseSerializer`, as it writes it.
      func encoding(ofCharset name: String?) -> String.Encoding? {
        guard let encodingName = name as CFString? else { return nil }
        return String.Encoding(
          rawValue: CFStringConvertEncodingToNSStringEncoding(
            CFStringConvertIANACharSetNameToEncoding(encodingName)))
      }
      #expect(encoding(ofCharset: "utf-8") == .utf8)
      #expect(encoding(ofCharset: "UTF-8") == .utf8)
      #expect(encoding(ofCharset: "ISO-8859-1") == .isoLatin1)
      #expect(encoding(ofCharset: "windows-1252") == .windowsCP1252)
      #expect(encoding(ofCharset: "Shift_JIS") == .shiftJIS)
      #expect(encoding(ofCharset: "utf-16le") == .utf16LittleEndian)
      #expect(encoding(ofCharset: "us-ascii") == .ascii)
      #expect(
        CFStringConvertIANACharSetNameToEncoding("no-such-charset" as CFString)
          == kCFStringEncodingInvalidId)
      #expect(CFStringConvertIANACharSetNameToEncoding(nil) == kCFStringEncodingInvalidId)

      // AFNetworking's and Alamofire's Content-Type charset, the other way.
      let utf8 = CFStringConvertNSStringEncodingToEncoding(String.Encoding.utf8.rawValue)
      #expect(CFStringConvertEncodingToIANACharSetName(utf8) as String? == "utf-8")
      #expect(CFStringConvertNSStringEncodingToEncoding(0x1234) == kCFStringEncodingInvalidId)
      // An encoding Foundation has no constant for keeps Core Foundation's, flagged.
      #expect(CFStringConvertEncodingToNSStringEncoding(0x0A01) == 0x8000_0A01)
      #expect(CFStringConvertNSStringEncodingToEncoding(0x8000_0A01) == 0x0A01)
    }

    @Test("Percent escapes are replaced and added as CFURL.h says, as APIKit calls it")
    func percentEscapes() {
      // APIKit's `URLEncodedSerialization`, as it unescapes a form value: `nil` replaces none.
      let form = "name=J%C3%BCrgen%20M%2Fller"
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, form as CFString, nil) as String == form)
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, form as CFString, "" as CFString) as String
          == "name=Jürgen M/ller")
      // An escape of a character to leave escaped stays.
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, "a%2Fb%20c" as CFString, "/" as CFString)
          as String == "a%2Fb c")
      // An invalid escape, a truncated one and bytes that are not UTF-8 give nil.
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, "%G1" as CFString, "" as CFString) == nil)
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, "a%4" as CFString, "" as CFString) == nil)
      #expect(
        CFURLCreateStringByReplacingPercentEscapes(nil, "%FF" as CFString, "" as CFString) == nil)
      // The other way: illegal characters escaped as UTF-8, legal ones asked for too.
      let utf8 = CFStringBuiltInEncodings.UTF8.rawValue
      #expect(
        CFURLCreateStringByAddingPercentEscapes(nil, "a b#ü%" as CFString, nil, nil, utf8) as String
          == "a%20b%23%C3%BC%25")
      #expect(
        CFURLCreateStringByAddingPercentEscapes(
          nil, "a b&c" as CFString, " " as CFString, "&" as CFString, utf8)
          as String == "a b%26c")
    }
  }

  /// Alamofire 4's session delegate, as the port step gives it: it answers `responds(to:)` itself
  /// and asks its class for the rest.
  final class SessionDelegateModel: NSObject {
    func urlSessionDidFinishEvents(_ session: Any?) {}
  }

  @Suite("What Alamofire 4's session delegate and pinning ask of NSObject")
  struct SessionDelegateIdiomsSpec {
    @Test("instancesRespond(to:) finds a method a selector names on the class or a superclass")
    @MainActor
    func instancesRespond() {
      let finish = Selector(_tapwrightPort: "urlSessionDidFinishEvents:", arguments: 1) {
        (target: SessionDelegateModel, sender, _) in
        try target.urlSessionDidFinishEvents(_tapwrightPortArgument(sender))
      }
      #expect(SessionDelegateModel.instancesRespond(to: finish))
      #expect(!NSObject.instancesRespond(to: finish))
      #expect(!SessionDelegateModel.instancesRespond(to: Selector("urlSession:readClosedFor:")))
      #expect(!SessionDelegateModel.instancesRespond(to: nil))
    }

    @Test("isEqual on AnyObject: NSObject's isEqual(_:) for an NSObject, identity otherwise")
    func isEqualOnAnyObject() {
      final class Plain {}
      let plain = Plain()
      #expect(_tapwrightPortIsEqual(NSNumber(value: 1), NSNumber(value: 1)))
      #expect(!_tapwrightPortIsEqual(NSNumber(value: 1), NSNumber(value: 2)))
      #expect(!_tapwrightPortIsEqual(NSNumber(value: 1), nil))
      #expect(_tapwrightPortIsEqual(plain, plain))
      #expect(!_tapwrightPortIsEqual(plain, Plain()))
      #expect(!_tapwrightPortIsEqual(plain, nil))
    }
  }
#endif
