import Foundation

/// The live cores that URLProtocol requests and loopback requests can reach, by namespace.
///
/// Entries are weak, so a core that a test drops stops being reachable; all access holds one lock.
/// Keys are random per core (``FakeServer/namespace``), so parallel tests never share an entry.
enum MountedServers {
  private struct Entry {
    weak var server: FakeServer?
  }

  private static let entries = Locked<[String: Entry]>([:])

  static func mount(_ server: FakeServer) {
    entries.withLock { entries in
      entries[server.namespace] = Entry(server: server)
      if entries.count > 64 { entries = entries.filter { $0.value.server != nil } }
    }
  }

  static func unmount(_ namespace: String) {
    _ = entries.withLock { $0.removeValue(forKey: namespace) }
  }

  static func server(for namespace: String) -> FakeServer? {
    entries.withLock { $0[namespace]?.server }
  }
}
