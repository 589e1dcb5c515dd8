import Foundation
import PackagePlugin

/// Builds an iOS app's target on Linux from a rewritten copy of its sources (see
/// `TapwrightPortRewriter`): `#selector`, `@objc`, `@IBOutlet`, `@IBAction` and `import UIKit`
/// made to run on HeadlessUIKit, every line kept at its line.
///
/// SwiftPM needs one real source file in a target, so on Linux the target names only the anchor
/// `TapwrightPort.swift` (a comment) in `sources:`; this plugin reads every other `.swift` file
/// under the target's directory and hands the compiler their ported copies.
@main
struct TapwrightPortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let directory = URL(fileURLWithPath: target.directory.string, isDirectory: true)
    let files = Self.swiftFiles(in: directory)
    let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
    let prefix = directory.path(percentEncoded: false)
    let outputs =
      files.map { file in
        let relative = String(file.path(percentEncoded: false).dropFirst(prefix.count))
        return output.appending(path: Self.portedFileName(for: relative))
      } + [output.appending(path: "__TapwrightPortModule.swift")]
    return [
      .buildCommand(
        displayName: "Porting \(target.name) to HeadlessUIKit",
        executable: try context.tool(named: "TapwrightPortTool").url,
        arguments: [output.path(percentEncoded: false), prefix]
          + files.map { $0.path(percentEncoded: false) },
        inputFiles: files,
        outputFiles: outputs
      )
    ]
  }

  /// Every `.swift` file under `directory` except the anchor, sorted.
  static func swiftFiles(in directory: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator
    where url.pathExtension == "swift" && url.lastPathComponent != "TapwrightPort.swift" {
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The same naming as the tool's `portedFileName(for:)` (a plugin cannot share its code).
  static func portedFileName(for relativePath: String) -> String {
    var path = relativePath
    while path.hasPrefix("/") { path.removeFirst() }
    if path.hasSuffix(".swift") { path.removeLast(6) }
    return path.replacingOccurrences(of: "/", with: "_") + ".ported.swift"
  }
}
