// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  // Foundation's networking API that iOS apps and their libraries use and Linux's Foundation
  // lacks or marks unavailable: Bonjour services, stream tasks, server-trust authentication and
  // the low-data-mode request flags. HeadlessUIKit re-exports Foundation, so these shadow
  // Foundation's unavailable declarations in ported code. See behavior.md, "Networking gaps".

  /// The authentication method of a server-trust challenge (which Linux's URL loading never
  /// issues).
  public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

  /// The key of a failed download's resume data in its error's `userInfo` (which Linux's
  /// downloads never give: a download that fails here cannot be resumed).
  public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"

  extension URL {
    /// Whether a file exists at the URL (or, for an iCloud item, is promised): the file's
    /// reachability, as `checkResourceIsReachable()`.
    ///
    /// - Returns: `true` when the file exists.
    /// - Throws: Foundation's file-not-found error when it does not.
    public func checkPromisedItemIsReachable() throws -> Bool {
      try checkResourceIsReachable()
    }
  }

  extension URLRequest {
    /// Whether the request may use an expensive network (cellular, a hotspot): always `true`
    /// here — the headless device is on Wi-Fi, and Linux's requests carry no such flag, so
    /// setting it changes nothing.
    public var allowsExpensiveNetworkAccess: Bool {
      get { true }
      set {}
    }

    /// Whether the request may use a network in Low Data Mode: always `true` here, for the same
    /// reason.
    public var allowsConstrainedNetworkAccess: Bool {
      get { true }
      set {}
    }
  }

  /// The keys of the configuration settings Linux's Foundation lacks: one byte each, whose
  /// address is the key.
  private nonisolated(unsafe) let configurationKeys = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 5)

  extension URLSessionConfiguration {
    /// A setting Linux's sessions do not read, kept as it is set (its default when it is not).
    private func setting<Value>(_ index: Int, default value: Value) -> Value {
      objc_getAssociatedObject(self, configurationKeys + index) as? Value ?? value
    }

    private func setSetting(_ index: Int, _ value: Any) {
      objc_setAssociatedObject(self, configurationKeys + index, value, .OBJC_ASSOCIATION_RETAIN)
    }

    /// Whether a task waits for a connection instead of failing at once when there is none
    /// (`false` by default, as Apple's). Kept as set: the headless device is always connected, so
    /// no task waits.
    public var waitsForConnectivity: Bool {
      get { setting(0, default: false) }
      set { setSetting(0, newValue) }
    }

    /// Whether tasks may use an expensive network (`true` by default). Kept as set; the headless
    /// device is on Wi-Fi.
    public var allowsExpensiveNetworkAccess: Bool {
      get { setting(1, default: true) }
      set { setSetting(1, newValue) }
    }

    /// Whether tasks may use a network in Low Data Mode (`true` by default). Kept as set.
    public var allowsConstrainedNetworkAccess: Bool {
      get { setting(2, default: true) }
      set { setSetting(2, newValue) }
    }

    /// Whether the app is launched in the background when a background session's tasks end
    /// (`true` by default). Kept as set; nothing is launched here.
    public var sessionSendsLaunchEvents: Bool {
      get { setting(3, default: true) }
      set { setSetting(3, newValue) }
    }

    /// The container shared with app extensions that a background session's files go to. Kept
    /// as set.
    public var sharedContainerIdentifier: String? {
      get { setting(4, default: String?.none) }
      set { setSetting(4, newValue as Any) }
    }
  }

  extension URLSession {
    /// A stream task to a host and port. Linux's Foundation has no stream tasks: the task is
    /// made, and resuming it reports that as a test issue (it connects to nothing).
    ///
    /// - Parameters:
    ///   - hostname: The host.
    ///   - port: The port.
    /// - Returns: The task.
    public func streamTask(withHostName hostname: String, port: Int) -> URLSessionStreamTask {
      HeadlessStreamTask(destination: "\(hostname):\(port)")
    }

    /// A stream task to a Bonjour service; as `streamTask(withHostName:port:)`.
    ///
    /// - Parameter service: The service.
    /// - Returns: The task.
    public func streamTask(with service: NetService) -> URLSessionStreamTask {
      HeadlessStreamTask(destination: "the Bonjour service \(service.name)")
    }
  }

  /// A stream task that cannot run on Linux.
  final class HeadlessStreamTask: URLSessionStreamTask, @unchecked Sendable {
    let destination: String

    init(destination: String) {
      self.destination = destination
      super.init()
    }

    override func resume() {
      reportUIKitException(
        "A URLSession stream task to \(destination) was resumed: Linux's Foundation has no "
          + "stream tasks, so nothing connects. Test this code on iOS.")
    }
  }

  // MARK: Bonjour

  /// A Bonjour service, as Foundation's. The headless network has no Bonjour: publishing and
  /// resolving fail on a later main-queue turn (`unknownError` and `notFoundError`), as when
  /// nothing on the network answers.
  open class NetService: NSObject, @unchecked Sendable {
    /// The keys of an error dictionary a delegate is given.
    public static let errorCode = "NSNetServicesErrorCode"
    public static let errorDomain = "NSNetServicesErrorDomain"

    /// Why a service failed.
    public enum ErrorCode: Int, Sendable {
      case unknownError = -72000
      case collisionError = -72001
      case notFoundError = -72002
      case activityInProgress = -72003
      case badArgumentError = -72004
      case cancelledError = -72005
      case invalidError = -72006
      case timeoutError = -72007
      case missingRequiredConfigurationError = -72008
    }

    /// How a service is published.
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      /// Creates options from their bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let noAutoRename = Options(rawValue: 1 << 0)
      public static let listenForConnections = Options(rawValue: 1 << 1)
    }

    /// The delegate told of publishing and resolving.
    open weak var delegate: NetServiceDelegate?
    /// Whether the service may be found over peer-to-peer Wi-Fi and Bluetooth.
    open var includesPeerToPeer = false
    /// The service's name.
    public let name: String
    /// The service's type (`_http._tcp.`).
    public let type: String
    /// The service's domain (`local.`).
    public let domain: String
    /// The port, or -1 until resolved.
    open private(set) var port: Int
    /// The host's name once resolved: never, here.
    open var hostName: String? { nil }
    /// The addresses once resolved: never, here.
    open var addresses: [Data]? { nil }
    private var txtRecord: Data?

    /// A service to publish on a port.
    ///
    /// - Parameters:
    ///   - domain: The domain (`""` for the default).
    ///   - type: The type.
    ///   - name: The name.
    ///   - port: The port.
    public init(domain: String, type: String, name: String, port: Int32) {
      self.domain = domain
      self.type = type
      self.name = name
      self.port = Int(port)
      super.init()
    }

    /// A service to resolve.
    ///
    /// - Parameters:
    ///   - domain: The domain.
    ///   - type: The type.
    ///   - name: The name.
    public convenience init(domain: String, type: String, name: String) {
      self.init(domain: domain, type: type, name: name, port: -1)
    }

    /// Publishes the service: the delegate is told it will, then that it did not.
    open func publish() { publish(options: []) }

    /// Publishes the service with options; as `publish()`.
    ///
    /// - Parameter options: The options.
    open func publish(options: Options = []) {
      delegate?.netServiceWillPublish(self)
      fail(.unknownError) { $0.netService(self, didNotPublish: $1) }
    }

    /// Resolves the service's addresses: the delegate is told it will, then that it did not
    /// (nothing answers).
    ///
    /// - Parameter timeout: How long to try.
    open func resolve(withTimeout timeout: TimeInterval) {
      delegate?.netServiceWillResolve(self)
      fail(.notFoundError) { $0.netService(self, didNotResolve: $1) }
    }

    /// Stops publishing or resolving.
    open func stop() {
      let delegate = delegate
      DispatchQueue.main.async { delegate?.netServiceDidStop(self) }
    }

    /// Starts monitoring the TXT record (which never changes here).
    open func startMonitoring() {}
    /// Stops monitoring the TXT record.
    open func stopMonitoring() {}

    /// Schedules the service's callbacks on a run loop (they are on the main queue here).
    ///
    /// - Parameters:
    ///   - aRunLoop: The run loop.
    ///   - mode: The mode.
    open func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the service from a run loop.
    ///
    /// - Parameters:
    ///   - aRunLoop: The run loop.
    ///   - mode: The mode.
    open func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}

    /// The TXT record set.
    ///
    /// - Returns: The record's data.
    open func txtRecordData() -> Data? { txtRecord }

    /// Sets the TXT record.
    ///
    /// - Parameter recordData: The record's data.
    /// - Returns: `true`.
    @discardableResult
    open func setTXTRecord(_ recordData: Data?) -> Bool {
      txtRecord = recordData
      return true
    }

    private func fail(
      _ code: ErrorCode, _ tell: @escaping (NetServiceDelegate, [String: NSNumber]) -> Void
    ) {
      let error = [
        Self.errorCode: NSNumber(value: code.rawValue),
        Self.errorDomain: NSNumber(value: 10),
      ]
      nonisolated(unsafe) let tell = tell
      DispatchQueue.main.async { [weak self] in
        guard let delegate = self?.delegate else { return }
        tell(delegate, error)
      }
    }
  }

  /// What a Bonjour service tells its delegate; every method does nothing by default, as
  /// Foundation's optional requirements.
  public protocol NetServiceDelegate: NSObjectProtocol {
    func netServiceWillPublish(_ sender: NetService)
    func netServiceDidPublish(_ sender: NetService)
    func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber])
    func netServiceWillResolve(_ sender: NetService)
    func netServiceDidResolveAddress(_ sender: NetService)
    func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber])
    func netServiceDidStop(_ sender: NetService)
    func netService(_ sender: NetService, didUpdateTXTRecord data: Data)
  }

  extension NetServiceDelegate {
    public func netServiceWillPublish(_ sender: NetService) { optionalRequirementDefault() }
    public func netServiceDidPublish(_ sender: NetService) { optionalRequirementDefault() }
    public func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber]) {
      optionalRequirementDefault()
    }
    public func netServiceWillResolve(_ sender: NetService) { optionalRequirementDefault() }
    public func netServiceDidResolveAddress(_ sender: NetService) { optionalRequirementDefault() }
    public func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {
      optionalRequirementDefault()
    }
    public func netServiceDidStop(_ sender: NetService) { optionalRequirementDefault() }
    public func netService(_ sender: NetService, didUpdateTXTRecord data: Data) {
      optionalRequirementDefault()
    }
  }

  extension URLError {
    /// Why the network was not available to a request (iOS 13's), as Foundation's.
    public enum NetworkUnavailableReason: Int, Sendable {
      case cellular = 0
      case expensive = 1
      case constrained = 2
    }

    /// Why the network was not available, when the error says
    /// (`NSURLErrorNetworkUnavailableReasonKey`); HeadlessUIKit's network never refuses a request.
    public var networkUnavailableReason: NetworkUnavailableReason? {
      (userInfo["NSURLErrorNetworkUnavailableReasonKey"] as? Int).flatMap(
        NetworkUnavailableReason.init(rawValue:))
    }
  }
#endif
