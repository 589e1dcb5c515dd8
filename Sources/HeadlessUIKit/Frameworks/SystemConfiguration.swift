// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(SystemConfiguration)
  import Foundation

  // The network reachability API of Apple's SystemConfiguration framework
  // (`SCNetworkReachability.h`), which Linux does not have: the port step imports HeadlessUIKit
  // where an app imports `SystemConfiguration`. The headless device is on Wi-Fi, so every host
  // and address is reachable, as on a simulator whose Mac is online; a test takes the device
  // offline (or onto cellular) with `SCNetworkReachability.simulatedFlags`, and each reachability
  // an app schedules is told on its queue, as iOS tells it. See behavior.md, "Reachability".

  /// What a reachability reports of a host or address: whether it can be reached and how.
  public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Creates flags from their bits (`SCNetworkReachability.h`).
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Reached through a transient connection, such as a dial-up.
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// Reachable with the current configuration.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// Reachable once a connection is made.
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// A connection is made when traffic is sent.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// The user must do something (enter a password) to connect.
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// A connection is made on demand.
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The address is one of the device's own.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// Reached without a gateway.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// Reached through a cellular network.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// The same as `connectionOnTraffic`.
    public static let connectionAutomatic = connectionOnTraffic
  }

  /// What an app's reachability callback is given: the reachability, its new flags and the
  /// `info` of the context it was set with. A C function on Apple platforms; a Swift function
  /// here, where a Swift class and option set cannot cross a C function's boundary (every
  /// closure an app passes there is one).
  public typealias SCNetworkReachabilityCallBack =
    (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

  /// The context a callback is set with: `info` is passed to the callback; `retain` and
  /// `release`, when given, are called on it as the reachability keeps and lets it go.
  public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// A Swift function here: a C function cannot return a Swift class's reference on Linux.
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?

    /// A context of its fields, as Apple's memberwise initialiser.
    public init(
      version: CFIndex, info: UnsafeMutableRawPointer?,
      retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
      release: (@convention(c) (UnsafeRawPointer) -> Void)?,
      copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
      self.version = version
      self.info = info
      self.retain = retain
      self.release = release
      self.copyDescription = copyDescription
    }

    /// An empty context.
    public init() {
      self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
    }
  }

  /// A host's or address's reachability, as SystemConfiguration's.
  public final class SCNetworkReachability: @unchecked Sendable {
    /// Whether the target is one of the device's own addresses (`localhost`, `127.0.0.1`, `::1`).
    let isLocal: Bool
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context = SCNetworkReachabilityContext()
    private var queue: DispatchQueue?
    private var lastFlags: SCNetworkReachabilityFlags?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var flags: SCNetworkReachabilityFlags = [.reachable]
    nonisolated(unsafe) private static var scheduled: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var reachability: SCNetworkReachability? }

    init(isLocal: Bool) {
      self.isLocal = isLocal
    }

    deinit {
      if let info = context.info, let release = context.release { release(info) }
    }

    /// The network the headless device is on, as every reachability of a remote host reports it:
    /// `[.reachable]` (Wi-Fi) by default; `[]` to take the device offline, `[.reachable, .isWWAN]`
    /// for cellular. Setting it tells every reachability scheduled on a queue whose flags change,
    /// on that queue, and every started `NWPathMonitor` whose path changes. The device's own
    /// addresses stay reachable.
    @_spi(Testing)
    public static var simulatedFlags: SCNetworkReachabilityFlags {
      get { lock.withLock { flags } }
      set {
        let targets = lock.withLock {
          flags = newValue
          return scheduled.values.compactMap(\.reachability)
        }
        for target in targets { target.tellIfChanged() }
        NWPathMonitor.networkChanged()
      }
    }

    /// The flags this target has now.
    var currentFlags: SCNetworkReachabilityFlags {
      isLocal ? [.reachable, .isLocalAddress, .isDirect] : Self.simulatedFlags
    }

    func setCallback(
      _ callout: SCNetworkReachabilityCallBack?, _ newContext: SCNetworkReachabilityContext?
    ) {
      var copied = newContext ?? SCNetworkReachabilityContext()
      if let info = copied.info, let retain = copied.retain {
        copied.info = UnsafeMutableRawPointer(mutating: retain(info))
      }
      let old = lock.withLock {
        let old = context
        callback = callout
        context = callout == nil ? SCNetworkReachabilityContext() : copied
        return old
      }
      if let info = old.info, let release = old.release { release(info) }
    }

    func schedule(on newQueue: DispatchQueue?) {
      lock.withLock {
        queue = newQueue
        lastFlags = newQueue == nil ? nil : currentFlags
      }
      Self.lock.withLock {
        if newQueue == nil {
          Self.scheduled[ObjectIdentifier(self)] = nil
        } else {
          Self.scheduled[ObjectIdentifier(self)] = Weak(reachability: self)
        }
      }
    }

    private func tellIfChanged() {
      let flags = currentFlags
      let due: (DispatchQueue, SCNetworkReachabilityCallBack, UnsafeMutableRawPointer?)? =
        lock.withLock {
          guard let queue, let callback, lastFlags != flags else { return nil }
          lastFlags = flags
          return (queue, callback, context.info)
        }
      guard let (queue, callback, info) = due else { return }
      nonisolated(unsafe) let unsafeInfo = info
      nonisolated(unsafe) let unsafeCallback = callback
      queue.async { unsafeCallback(self, flags, unsafeInfo) }
    }
  }

  /// A reachability of a host by name; `nil` for an empty name.
  ///
  /// - Parameters:
  ///   - allocator: `nil` or `kCFAllocatorDefault`.
  ///   - nodename: The host's name or address, as a C string.
  /// - Returns: The reachability.
  public func SCNetworkReachabilityCreateWithName(
    _ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>
  ) -> SCNetworkReachability? {
    let name = String(cString: nodename).lowercased()
    guard !name.isEmpty else { return nil }
    return SCNetworkReachability(isLocal: ["localhost", "127.0.0.1", "::1"].contains(name))
  }

  /// A reachability of an address: the zero address (`0.0.0.0`) is the internet at large, as apps
  /// use it; a loopback address is the device's own.
  ///
  /// - Parameters:
  ///   - allocator: `nil` or `kCFAllocatorDefault`.
  ///   - address: An IPv4 or IPv6 socket address.
  /// - Returns: The reachability, or `nil` for another address family.
  public func SCNetworkReachabilityCreateWithAddress(
    _ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>
  ) -> SCNetworkReachability? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      let raw = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt32(bigEndian: $0.pointee.sin_addr.s_addr)
      }
      return SCNetworkReachability(isLocal: raw >> 24 == 127)
    case AF_INET6:
      let loopback = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
        withUnsafeBytes(of: pointer.pointee.sin6_addr) {
          Array($0) == Array(repeating: 0, count: 15) + [1]
        }
      }
      return SCNetworkReachability(isLocal: loopback)
    default:
      return nil
    }
  }

  /// Reads a reachability's flags now.
  ///
  /// - Parameters:
  ///   - target: The reachability.
  ///   - flags: Where the flags are written.
  /// - Returns: `true`.
  @discardableResult
  public func SCNetworkReachabilityGetFlags(
    _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
  ) -> Bool {
    flags.pointee = target.currentFlags
    return true
  }

  /// Sets (or, with `nil`, removes) the function told of a reachability's changes.
  ///
  /// - Parameters:
  ///   - target: The reachability.
  ///   - callout: The function, or `nil`.
  ///   - context: Its context, copied; `retain` is called on `info` now and `release` when it is
  ///     replaced or the reachability goes.
  /// - Returns: `true`.
  @discardableResult
  public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
  ) -> Bool {
    target.setCallback(callout, context?.pointee)
    return true
  }

  /// Schedules (or, with `nil`, unschedules) a reachability's callback on a queue: it is told
  /// there when the target's flags change.
  ///
  /// - Parameters:
  ///   - target: The reachability.
  ///   - queue: The queue, or `nil`.
  /// - Returns: `true`.
  @discardableResult
  public func SCNetworkReachabilitySetDispatchQueue(
    _ target: SCNetworkReachability, _ queue: DispatchQueue?
  ) -> Bool {
    target.schedule(on: queue)
    return true
  }

  // BSD's socket addresses begin with their length (`sin_len`), which apps set before making a
  // reachability of the zero address; Linux's have no such field, so it reads as the structure's
  // size, which is what apps write to it.

  extension sockaddr_in {
    /// The address's length: the structure's size (Linux's layout has no length field).
    public var sin_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr_in>.size) }
      set {}
    }
  }

  extension sockaddr_in6 {
    /// The address's length: the structure's size (Linux's layout has no length field).
    public var sin6_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr_in6>.size) }
      set {}
    }
  }

  extension sockaddr {
    /// The address's length: the structure's size (Linux's layout has no length field).
    public var sa_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr>.size) }
      set {}
    }
  }
#endif
