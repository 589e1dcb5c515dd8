#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  // Linux's Foundation lacks the sandbox's security-scoped URLs, which apps open a document
  // picker's files with (`url.startAccessingSecurityScopedResource()`). Nothing is sandboxed
  // here, so every file the process can read is readable without them.

  extension URL {
    /// Asks for access to a security-scoped resource: `false`, as Apple platforms answer for a
    /// URL that is not security-scoped (none is here; the file is readable as it is).
    ///
    /// - Returns: Whether access was granted and must be given back.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Gives back access taken by `startAccessingSecurityScopedResource()`: nothing to give back.
    public func stopAccessingSecurityScopedResource() {}
  }

  extension NSURL {
    /// Asks for access to a security-scoped resource: `false` (see `URL`'s).
    ///
    /// - Returns: Whether access was granted.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Gives back access: nothing to give back.
    public func stopAccessingSecurityScopedResource() {}
  }
#endif
