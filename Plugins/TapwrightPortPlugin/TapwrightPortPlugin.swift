import Foundation
import PackagePlugin

/// Builds an iOS app's target on Linux from a rewritten copy of its sources (see
/// `TapwrightPortRewriter`): `#selector`, `@objc`, `@IBOutlet`, `@IBAction` and `import UIKit`
/// made to run on HeadlessUIKit, every line kept at its line.
///
/// SwiftPM needs one real source file in a target, so on Linux the target names only the anchor
/// `TapwrightPort.swift` (a comment) in `sources:`; this plugin reads every other `.swift` file
/// under the target's directory and hands the compiler their ported copies.
///
/// An app target's `Info.plist` (the shallowest under its folder, or the one its anchor names
/// with `// tapwright-port: info-plist <path>`) is recorded for the test host. A test target is
/// hosted by the first ported app among its dependencies, as Xcode's test host; its anchor's
/// `// tapwright-port: test-host none` (or `test-host <AppTarget>`) says otherwise. Files that
/// lie in the folder but belong to no target, or to another one, are left out with
/// `// tapwright-port: exclude <path>` (a file or a folder, relative to the target's; one a line);
/// files of the target that lie in another folder are added with `// tapwright-port: include
/// <path>` (relative to the target's folder, e.g. `../App/Model/ItemTests.swift`).
@main
struct TapwrightPortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    // Only Swift targets are ported (the port writes Swift; a C target has nothing to rewrite).
    guard let swiftTarget = target as? SwiftSourceModuleTarget else { return [] }
    let directory = URL(
      fileURLWithPath: swiftTarget.directoryURL.path(percentEncoded: false), isDirectory: true)
    let directives = Self.directives(in: directory)
    let excluded = (directives["exclude"] ?? []).map {
      directory.appending(path: $0).standardizedFileURL.path(percentEncoded: false)
    }
    // Files of this target that lie in another target's folder (Xcode's membership is per file).
    let included = (directives["include"] ?? []).flatMap { path -> [URL] in
      let url = directory.appending(path: path).standardizedFileURL
      return url.pathExtension == "swift" ? [url] : Self.swiftFiles(in: url)
    }
    let files = (Self.swiftFiles(in: directory) + included).filter { file in
      let path = file.path(percentEncoded: false)
      return !excluded.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
    let prefix = directory.path(percentEncoded: false)
    let outputs =
      files.map { file in
        output.appending(path: Self.portedFileName(for: Self.key(of: file, in: prefix)))
      } + [output.appending(path: "__TapwrightPortModule.swift")]
    var options: [String] = []
    var inputs = files
    if swiftTarget.kind == .test {
      let host = directives["test-host"]?.last ?? Self.hostApp(of: target)
      options += host == nil || host == "none" ? ["--no-test-host"] : ["--test-host", host!]
    } else if let plist = Self.infoPlist(in: directory, named: directives["info-plist"]?.last) {
      options += ["--info-plist", plist.path(percentEncoded: false)]
      inputs.append(plist)
    }
    return [
      .buildCommand(
        displayName: "Porting \(target.name) to HeadlessUIKit",
        executable: try context.tool(named: "TapwrightPortTool").url,
        arguments: options + [output.path(percentEncoded: false), prefix]
          + files.map { $0.path(percentEncoded: false) },
        inputFiles: inputs,
        outputFiles: outputs
      )
    ]
  }

  /// Every `.swift` file under `directory` except the anchor, sorted.
  static func swiftFiles(in directory: URL) -> [URL] {
    files(in: directory) { $0.pathExtension == "swift" && $0.lastPathComponent != anchor }
  }

  static let anchor = "TapwrightPort.swift"

  /// The files under `directory` that `include` accepts, sorted.
  static func files(in directory: URL, where include: (URL) -> Bool) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator where include(url) {
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `// tapwright-port: <key> <value>` lines of the target's anchor, the values of each key in
  /// order.
  static func directives(in directory: URL) -> [String: [String]] {
    let anchorURL = directory.appending(path: anchor)
    guard let text = try? String(contentsOf: anchorURL, encoding: .utf8) else { return [:] }
    var result: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("// tapwright-port:") else { continue }
      let words = trimmed.dropFirst("// tapwright-port:".count).split(
        separator: " ", maxSplits: 1)
      if words.count == 2 {
        result[String(words[0]), default: []].append(words[1].trimmingCharacters(in: .whitespaces))
      }
    }
    return result
  }

  /// The module of the first ported app target among a test target's dependencies: a ported
  /// target (it has the anchor) with an application delegate or `UIApplicationMain`.
  static func hostApp(of target: Target) -> String? {
    for dependency in target.dependencies {
      guard case .target(let candidate) = dependency,
        let module = candidate as? SwiftSourceModuleTarget
      else { continue }
      let directory = URL(
        fileURLWithPath: module.directoryURL.path(percentEncoded: false), isDirectory: true)
      guard FileManager.default.fileExists(atPath: directory.appending(path: anchor).path)
      else { continue }
      let isApp = swiftFiles(in: directory).contains { file in
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.contains("UIApplicationDelegate") || text.contains("UIApplicationMain")
      }
      if isApp { return module.moduleName }
    }
    return nil
  }

  /// The app's Info.plist: the one the anchor names, else the shallowest `Info.plist` outside
  /// bundles an app embeds (extensions, frameworks, test bundles).
  static func infoPlist(in directory: URL, named path: String?) -> URL? {
    if let path { return directory.appending(path: path).standardizedFileURL }
    let depth = directory.pathComponents.count
    let candidates = files(in: directory) { url in
      url.lastPathComponent == "Info.plist"
        && !url.pathComponents.dropFirst(depth).contains { component in
          [".appex", ".framework", ".bundle", ".xctest", ".xcodeproj"].contains {
            component.hasSuffix($0)
          }
        }
    }
    return candidates.min { $0.pathComponents.count < $1.pathComponents.count }
  }

  /// A file's name within the target, as the tool forms it: its path relative to the target's
  /// folder, or its absolute path for a file included from elsewhere.
  static func key(of file: URL, in prefix: String) -> String {
    let path = file.path(percentEncoded: false)
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The same naming as the tool's `portedFileName(for:)` (a plugin cannot share its code).
  static func portedFileName(for relativePath: String) -> String {
    var path = relativePath
    while path.hasPrefix("/") { path.removeFirst() }
    if path.hasSuffix(".swift") { path.removeLast(6) }
    return path.replacingOccurrences(of: "/", with: "_") + ".ported.swift"
  }
}
