#if !canImport(UIKit)
  /// Identifiers for what UIKit names itself when the app gives no name (an action's or a menu's
  /// identifier, a cell registration's reuse identifier): unique in the process, as UIKit's are.
  ///
  /// A counter rather than `UUID()`, which on Linux opens, reads and closes `/dev/urandom` each
  /// time: five times in a typical sample-app test.
  @preconcurrency @MainActor
  enum UniqueNames {
    private static var last = 0

    /// A new name: `prefix` followed by a number no earlier name had.
    ///
    /// - Parameter prefix: The name's fixed part.
    /// - Returns: The name.
    static func make(_ prefix: String) -> String {
      last += 1
      return prefix + String(last)
    }
  }
#endif
