import Foundation

/// The name of a source's ported copy: its path within the target, with `/` as `_`, so two
/// files of the same name in different folders stay apart (`Views/Cell.swift` →
/// `Views_Cell.ported.swift`).
///
/// - Parameter relativePath: The path relative to the target's directory.
/// - Returns: The file name.
public func portedFileName(for relativePath: String) -> String {
  var path = relativePath
  while path.hasPrefix("/") { path.removeFirst() }
  if path.hasSuffix(".swift") { path.removeLast(6) }
  return path.replacingOccurrences(of: "/", with: "_") + ".ported.swift"
}
