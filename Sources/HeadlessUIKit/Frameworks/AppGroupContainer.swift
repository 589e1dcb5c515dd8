#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  extension FileManager {
    /// The folder an app group's apps and extensions share (Linux's Foundation has no app
    /// groups): a folder of that group's name under the temporary folder, made on first use, as
    /// the simulator gives every group the app's entitlements name a folder of its own.
    ///
    /// - Parameter groupIdentifier: The app group (`"group.com.example.app"`).
    /// - Returns: The folder, or `nil` when the name is empty or it cannot be made.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL?
    {
      guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/") else { return nil }
      let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        .appendingPathComponent("HeadlessUIKit-AppGroups", isDirectory: true)
        .appendingPathComponent(groupIdentifier, isDirectory: true)
      do {
        try createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        return nil
      }
      return folder
    }
  }
#endif
