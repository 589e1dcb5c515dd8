#if !canImport(UIKit) && !canImport(SystemConfiguration)
  import Foundation

  // The Network framework's path monitor, which Linux does not have (the port step imports
  // HeadlessUIKit where an app imports `Network`): the headless device's network is the one
  // `SCNetworkReachability.simulatedFlags` says (SPI) — Wi-Fi by default, offline with `[]`,
  // cellular with `[.reachable, .isWWAN]`. A started monitor tells its handler the current path
  // on its queue, then each change. Connections and listeners (`NWConnection`, `NWListener`)
  // are not modelled.

  /// A network interface, as the Network framework's.
  public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kinds of interfaces.
    public enum InterfaceType: Hashable, Sendable {
      case other
      case wifi
      case cellular
      case wiredEthernet
      case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// Its name in the system (`en0`, `pdp_ip0`).
    public let name: String
    /// Its index in the system.
    public let index: Int

    public var debugDescription: String { name }
  }

  /// The state of the network a path goes through.
  public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether the path can be used.
    public enum Status: Hashable, Sendable {
      case satisfied
      case unsatisfied
      case requiresConnection
    }

    /// Why a path cannot be used.
    public enum UnsatisfiedReason: Hashable, Sendable {
      case notAvailable
      case cellularDenied
      case wifiDenied
      case localNetworkDenied
      case vpnInactive
    }

    public let status: Status
    public let unsatisfiedReason: UnsatisfiedReason
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system considers expensive (cellular).
    public let isExpensive: Bool
    /// Whether Low Data Mode is on: never here.
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool

    /// Whether the path uses an interface of this kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
      availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String {
      switch status {
      case .satisfied:
        return "satisfied (\(availableInterfaces.map(\.name).joined(separator: ", ")))"
      case .unsatisfied: return "unsatisfied (No network route)"
      case .requiresConnection: return "requiresConnection"
      }
    }

    /// The path of the headless device's network, as `flags` describe it.
    init(flags: SCNetworkReachabilityFlags, requiring required: NWInterface.InterfaceType?) {
      let interface =
        flags.contains(.isWWAN)
        ? NWInterface(type: .cellular, name: "pdp_ip0", index: 2)
        : NWInterface(type: .wifi, name: "en0", index: 1)
      let usable =
        flags.contains(.reachable) && (required == nil || required == interface.type)
      status = usable ? .satisfied : .unsatisfied
      unsatisfiedReason = .notAvailable
      availableInterfaces = usable ? [interface] : []
      isExpensive = usable && interface.type == .cellular
      isConstrained = false
      supportsIPv4 = usable
      supportsIPv6 = usable
      supportsDNS = usable
    }
  }

  /// Watches the network's path, as the Network framework's monitor.
  public final class NWPathMonitor: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: [ObjectIdentifier: WeakMonitor] = [:]

    private struct WeakMonitor {
      weak var monitor: NWPathMonitor?
    }

    private let lock = NSLock()
    private let required: NWInterface.InterfaceType?
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var lastTold: NWPath?

    /// A monitor of every interface.
    public init() {
      required = nil
    }

    /// A monitor of one kind of interface.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
      required = requiredInterfaceType
    }

    /// Told each new path, on the monitor's queue.
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
      get { lock.withLock { handler } }
      set { lock.withLock { handler = newValue } }
    }

    /// The path now.
    public var currentPath: NWPath {
      NWPath(flags: SCNetworkReachability.simulatedFlags, requiring: required)
    }

    /// The queue the monitor was started on.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts: the handler is told the current path on `queue`, then each change.
    public func start(queue: DispatchQueue) {
      lock.withLock { startedQueue = queue }
      Self.lock.withLock { Self.started[ObjectIdentifier(self)] = WeakMonitor(monitor: self) }
      tellIfChanged()
    }

    /// Stops telling the handler.
    public func cancel() {
      lock.withLock { startedQueue = nil }
      _ = Self.lock.withLock { Self.started.removeValue(forKey: ObjectIdentifier(self)) }
    }

    private func tellIfChanged() {
      let path = currentPath
      let told: (DispatchQueue, (@Sendable (NWPath) -> Void)?)? = lock.withLock {
        guard let startedQueue, lastTold != path else { return nil }
        lastTold = path
        return (startedQueue, handler)
      }
      guard let (queue, handler) = told else { return }
      queue.async { handler?(path) }
    }

    /// The device's network changed: every started monitor whose path changed is told.
    static func networkChanged() {
      let monitors = lock.withLock { started.values.compactMap(\.monitor) }
      for monitor in monitors { monitor.tellIfChanged() }
    }

    deinit {
      _ = Self.lock.withLock { Self.started.removeValue(forKey: ObjectIdentifier(self)) }
    }
  }
#endif
