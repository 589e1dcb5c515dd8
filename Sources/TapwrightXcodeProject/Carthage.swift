import Foundation

/// Carthage, as far as a Linux package can follow it: a framework a target links from
/// `Carthage/Build` is a library that is also a Swift package more often than not. Its checkout
/// (`Carthage/Checkouts/<name>`, when the project keeps it) or the repository `Cartfile.resolved`
/// names becomes a Swift package of the Linux package, the framework its product.
struct Cartfile {
  /// A `Cartfile.resolved` line: `github "Owner/Name" "1.2.3"` or `git "<url>" "<ref>"`.
  struct Resolved: Equatable {
    var url: String
    var version: String
    /// The repository's name (`Name`, `socket.io-client-swift`).
    var name: String {
      var last = url.split(separator: "/").last.map(String.init) ?? url
      if last.hasSuffix(".git") { last.removeLast(4) }
      return last
    }
  }

  var resolved: [Resolved] = []

  init(resolved text: String) {
    for line in text.split(whereSeparator: \.isNewline) {
      let quoted = Podfile.quotedStrings(String(line))
      let kind = line.split(separator: " ").first.map(String.init) ?? ""
      guard quoted.count >= 2 else { continue }
      switch kind {
      case "github":
        let source = quoted[0]
        let url =
          source.contains("://") ? source : "https://github.com/\(source)"
        resolved.append(Resolved(url: url, version: quoted[1]))
      case "git":
        resolved.append(Resolved(url: quoted[0], version: quoted[1]))
      default: continue  // binary frameworks: nothing to build
      }
    }
  }

  /// `.package`'s requirement for a resolved version: `from:` a release (`v5.0.1` → `5.0.1`),
  /// else the commit or branch Carthage checked out.
  static func requirement(_ version: String) -> String {
    var core = version
    if core.hasPrefix("v") { core.removeFirst() }
    var parts = core.split(separator: ".").map(String.init)
    if !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ Int($0) != nil }) {
      while parts.count < 3 { parts.append("0") }
      return "from: \(LinuxPackage.literal(parts.joined(separator: ".")))"
    }
    let isCommit = version.count == 40 && version.allSatisfy(\.isHexDigit)
    return "\(isCommit ? "revision" : "branch"): \(LinuxPackage.literal(version))"
  }

  /// A library's name, compared loosely: `QRCodeReader.swift`, `Alamofire-Swift` and `alamofire`
  /// as `qrcodereader` and `alamofire`.
  static func looseName(_ name: String) -> String {
    var result = name.lowercased().filter { $0.isLetter || $0.isNumber }
    for affix in ["swift", "ios"] {
      if result.hasSuffix(affix), result.count > affix.count { result.removeLast(affix.count) }
      if result.hasPrefix(affix), result.count > affix.count { result.removeFirst(affix.count) }
    }
    return result
  }
}

extension ProjectReader {
  /// Applies the project's Cartfile: each framework a target links from Carthage's build folder
  /// becomes a product of a Swift package — the checkout's (`Carthage/Checkouts/<name>`, a local
  /// package) when it declares that library, else the repository `Cartfile.resolved` names, at
  /// its version. The note names what was found and what was not.
  func applyCarthage(to project: inout XcodeProject) {
    let folders = [directory, file.bundle.deletingLastPathComponent()]
    let manager = FileManager.default
    guard
      let folder = folders.first(where: {
        manager.fileExists(atPath: $0.appending(path: "Cartfile").path(percentEncoded: false))
      })
    else { return }
    let cartfile = Cartfile(
      resolved: (try? String(
        contentsOf: folder.appending(path: "Cartfile.resolved"), encoding: .utf8)) ?? "")
    let checkouts = folder.appending(path: "Carthage/Checkouts")
    let checkoutNames =
      ((try? manager.contentsOfDirectory(atPath: checkouts.path(percentEncoded: false))) ?? [])
      .sorted()

    var found: [String: (package: XcodeProject.Package, shown: String)] = [:]
    var missing: [String] = []
    var built: [String: String] = [:]  // framework → module of the target built from its checkout
    var builtShown: [String] = []
    let frameworks = Set(prebuiltFrameworks.map(\.framework)).sorted()
    for framework in frameworks {
      // The checkout's own Xcode project builds the framework: its target's member files are
      // built here too, through the port, as the app's own are.
      guard
        let name = checkoutNames.first(where: {
          Cartfile.looseName($0) == Cartfile.looseName(framework)
        }),
        let targets = Self.frameworkTargets(
          framework, inCheckout: checkouts.appending(path: name),
          taken: Set(project.targets.map(\.moduleName)))
      else { continue }
      project.targets += targets
      built[framework] = targets.last?.moduleName
      builtShown.append("\(framework) (Carthage/Checkouts/\(name))")
    }
    for framework in frameworks where built[framework] == nil {
      let library =
        #"\.library\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: framework)
        + #"""#
      if let name = checkoutNames.first(where: { name in
        let manifest = checkouts.appending(path: "\(name)/Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        return text.range(of: library, options: .regularExpression) != nil
      }) {
        let path = checkouts.appending(path: name).standardizedFileURL
        found[framework] = (
          .init(location: .local(path: path), requirement: "", identity: Self.identity(of: name)),
          "\(framework) (Carthage/Checkouts/\(name))"
        )
      } else if let entry = cartfile.resolved.first(where: {
        Cartfile.looseName($0.name) == Cartfile.looseName(framework)
      }) {
        found[framework] = (
          .init(
            location: .remote(url: entry.url), requirement: Cartfile.requirement(entry.version),
            identity: Self.identity(of: entry.url)),
          "\(framework) \(entry.version)"
        )
      } else {
        missing.append(framework)
      }
    }
    for (targetName, framework) in prebuiltFrameworks {
      guard let index = project.targets.firstIndex(where: { $0.name == targetName }) else {
        continue
      }
      if let module = built[framework] {
        if !project.targets[index].dependencies.contains(module) {
          project.targets[index].dependencies.append(module)
        }
        project.notes.removeAll {
          $0.hasPrefix(
            "\(framework).framework: target \"\(targetName)\" links this prebuilt binary")
        }
        continue
      }
      guard let (package, _) = found[framework] else { continue }
      if !project.packages.contains(where: { $0.identity == package.identity }) {
        project.packages.append(package)
      }
      let product = XcodeProject.PackageProduct(name: framework, package: package.identity)
      if !project.targets[index].packageProducts.contains(product) {
        project.targets[index].packageProducts.append(product)
      }
      project.notes.removeAll {
        $0.hasPrefix("\(framework).framework: target \"\(targetName)\" links this prebuilt binary")
      }
    }
    var note = "Cartfile: Carthage is not run"
    if !builtShown.isEmpty {
      note +=
        "; the frameworks targets link from its build folder are built from their checkouts' "
        + "projects: \(builtShown.joined(separator: ", "))"
    }
    if !found.isEmpty {
      note +=
        "; \(builtShown.isEmpty ? "the frameworks targets link from its build folder" : "others") "
        + "are Swift packages here: "
        + found.keys.sorted().compactMap { found[$0]?.shown }.joined(separator: ", ")
    }
    if !missing.isEmpty {
      note +=
        "; not found as Swift packages: \(missing.joined(separator: ", ")) — a file that imports "
        + "one does not compile on Linux"
    }
    project.notes.append(note)
  }

  /// The framework target of a Carthage checkout's Xcode project that builds `framework`, after
  /// the targets of that project it depends on, or `nil` when the checkout has no such project
  /// (or one of its modules is already the project's).
  static func frameworkTargets(
    _ framework: String, inCheckout folder: URL, taken: Set<String>
  ) -> [XcodeProject.Target]? {
    let manager = FileManager.default
    let names =
      ((try? manager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.sorted()
    for name in names {
      guard let checkout = try? XcodeProject(contentsOf: folder.appending(path: name)),
        let target = checkout.targets.first(where: {
          $0.kind == .framework && ($0.productName == framework || $0.moduleName == framework)
        })
      else { continue }
      var result: [XcodeProject.Target] = []
      func add(_ target: XcodeProject.Target) {
        guard !result.contains(where: { $0.moduleName == target.moduleName }) else { return }
        for dependency in target.dependencies {
          if let other = checkout.targets.first(where: {
            $0.moduleName == dependency && $0.kind != .unitTests && $0.kind != .application
          }) {
            add(other)
          }
        }
        var kept = target
        kept.dependencies = target.dependencies.filter { name in
          result.contains { $0.moduleName == name }
        }
        kept.linkedProducts = []
        kept.packageProducts = []
        result.append(kept)
      }
      add(target)
      guard result.allSatisfy({ !taken.contains($0.moduleName) }), !target.sources.isEmpty else {
        return nil
      }
      return result
    }
    return nil
  }
}
