import Foundation

/// CocoaPods, as far as a Linux package can follow it: the pods that are also Swift packages
/// building on Linux are added as packages, at the version `Podfile.lock` records (loosened to
/// the same major version: a pod's release may predate its package); the others are named as not
/// supported.
struct Podfile {
  /// A pod a Linux package can use: its package and the product the pod's module is.
  struct Package {
    var url: String
    var product: String
    /// The version rule when neither Podfile.lock nor the Podfile gives one.
    var defaultVersion: String
  }

  /// Pods whose Swift packages build on Linux (Foundation-only libraries and test frameworks):
  /// the package, the version rule when nothing gives one, and its pods (each pod's module is the
  /// package's product of the same name).
  static let knownPackages: [String: Package] = {
    let table: [(url: String, defaultVersion: String, pods: [String])] = [
      ("https://github.com/Swinject/Swinject", "2.8.0", ["Swinject"]),
      (
        "https://github.com/Swinject/SwinjectAutoregistration", "2.8.0",
        ["SwinjectAutoregistration"]
      ),
      ("https://github.com/Quick/Quick", "7.0.0", ["Quick"]),
      ("https://github.com/Quick/Nimble", "13.0.0", ["Nimble"]),
      (
        "https://github.com/ReactiveX/RxSwift", "6.0.0",
        ["RxSwift", "RxRelay", "RxTest", "RxBlocking"]
      ),
      ("https://github.com/Alamofire/Alamofire", "5.0.0", ["Alamofire"]),
      ("https://github.com/SwiftyJSON/SwiftyJSON", "5.0.0", ["SwiftyJSON"]),
      ("https://github.com/ReactiveCocoa/ReactiveSwift", "7.0.0", ["ReactiveSwift"]),
      ("https://github.com/tristanhimmelman/ObjectMapper", "4.0.0", ["ObjectMapper"]),
      ("https://github.com/mxcl/PromiseKit", "8.0.0", ["PromiseKit"]),
      ("https://github.com/SwiftyBeaver/SwiftyBeaver", "1.9.0", ["SwiftyBeaver"]),
    ]
    return packages(table)
  }()

  /// Pods of UIKit libraries that are also Swift packages: without the pod's sources in `Pods/`,
  /// the package is added, and the port step builds it through the port once it resolves (see
  /// `XcodeProject.portingPackages`).
  static let uikitPackages: [String: Package] = packages([
    ("https://github.com/SnapKit/SnapKit", "5.0.0", ["SnapKit"]),
    ("https://github.com/onevcat/Kingfisher", "7.0.0", ["Kingfisher"]),
    ("https://github.com/hackiftekhar/IQKeyboardManager", "6.5.0", ["IQKeyboardManagerSwift"]),
    ("https://github.com/huri000/SwiftEntryKit", "2.0.0", ["SwiftEntryKit"]),
    ("https://github.com/Alamofire/AlamofireImage", "4.0.0", ["AlamofireImage"]),
    ("https://github.com/ninjaprox/NVActivityIndicatorView", "5.0.0", ["NVActivityIndicatorView"]),
    ("https://github.com/roberthein/TinyConstraints", "4.0.0", ["TinyConstraints"]),
    ("https://github.com/HeroTransitions/Hero", "1.6.0", ["Hero"]),
    ("https://github.com/Juanpe/SkeletonView", "1.0.0", ["SkeletonView"]),
  ])

  /// The first major version of a known pod whose package builds on Linux: an older pod (as
  /// `Podfile.lock` records it) is a UIKit-era library — Alamofire 4 imports SystemConfiguration
  /// and MobileCoreServices — so it is built through the port like a UIKit pod: from its sources
  /// in `Pods/`, else as its package ported.
  static let linuxFromMajorVersion: [String: Int] = ["Alamofire": 5]

  /// The Linux package a pod is, unless its locked version predates the package's Linux support.
  ///
  /// - Parameter pod: The pod.
  /// - Returns: The package, or `nil`.
  func linuxPackage(_ pod: String) -> Package? {
    guard let known = Self.knownPackages[pod] else { return nil }
    return isOlderThanLinuxSupport(pod) ? nil : known
  }

  /// The package of a pod that is built through the port: a UIKit library's, or a known pod's
  /// whose locked version predates its Linux support.
  ///
  /// - Parameter pod: The pod.
  /// - Returns: The package, or `nil`.
  func uikitPackage(_ pod: String) -> Package? {
    if let package = Self.uikitPackages[pod] { return package }
    return isOlderThanLinuxSupport(pod) ? Self.knownPackages[pod] : nil
  }

  private func isOlderThanLinuxSupport(_ pod: String) -> Bool {
    guard let first = Self.linuxFromMajorVersion[pod], let locked = lockedVersions[pod],
      let major = Int(locked.split(separator: ".").first ?? "")
    else { return false }
    return major < first
  }

  private static func packages(
    _ table: [(url: String, defaultVersion: String, pods: [String])]
  ) -> [String: Package] {
    var packages: [String: Package] = [:]
    for entry in table {
      for pod in entry.pods {
        packages[pod] = Package(url: entry.url, product: pod, defaultVersion: entry.defaultVersion)
      }
    }
    return packages
  }

  /// Pods by the Xcode target whose block declares them (`""`: outside every target, for all).
  var podsByTarget: [String: [(name: String, requirement: String?)]] = [:]
  /// Versions Podfile.lock records, by pod (subspecs folded into their pod).
  var lockedVersions: [String: String] = [:]
  /// The pods each pod depends on, as Podfile.lock records them (subspecs folded into their pod).
  var podDependencies: [String: [String]] = [:]
  /// Development pods' folders, relative to the Podfile's: the Podfile's `:path => '../Kit'`
  /// (or `path: '../Kit'`), else Podfile.lock's `EXTERNAL SOURCES`.
  var localPaths: [String: String] = [:]

  init(text: String, lock: String?) {
    var stack: [String?] = []  // a target's name, or nil for any other block
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if let comment = line.firstIndex(of: "#") { line = String(line[..<comment]) }
      line = line.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "(" })
      let first = words.first.map(String.init) ?? ""
      let quoted = Self.quotedStrings(line)
      if first == "end" {
        if !stack.isEmpty { stack.removeLast() }
        continue
      }
      if ["target", "abstract_target"].contains(first),
        line.range(of: #"\bdo\b"#, options: .regularExpression) != nil
      {
        stack.append(first == "target" ? quoted.first : "")
        continue
      }
      if first == "pod", let name = quoted.first {
        let target = stack.compactMap { $0 }.last(where: { !$0.isEmpty }) ?? ""
        let pod = String(name.split(separator: "/").first ?? Substring(name))
        let option = #"(:path\s*=>|\bpath:)\s*['"]([^'"]+)['"]"#
        var requirement = quoted.dropFirst().first
        if let range = line.range(of: option, options: .regularExpression) {
          let path = Self.quotedStrings(String(line[range])).first
          if requirement == path { requirement = nil }
          localPaths[pod] = localPaths[pod] ?? path
        }
        podsByTarget[target, default: []].append((pod, requirement))
        continue
      }
      // Any other block (`post_install do |installer|`, `if`, `def`…) closes with its own `end`.
      if line.range(of: #"\bdo\b\s*(\|[^|]*\|)?$"#, options: .regularExpression) != nil
        || ["if", "unless", "def", "case", "begin", "while", "until", "for"].contains(first)
      {
        stack.append(nil)
      }
    }
    // PODS: "  - Name (1.2.3)" or "  - Name/Sub (1.2.3):", its dependencies below it as
    // "    - Other (~> 4.0)" or "    - Other".
    var inPods = false
    var inExternal = false
    var current: String?
    for rawLine in (lock ?? "").split(whereSeparator: \.isNewline) {
      if !rawLine.hasPrefix(" ") {
        inPods = rawLine.hasPrefix("PODS:")
        inExternal = rawLine.hasPrefix("EXTERNAL SOURCES:")
      }
      // EXTERNAL SOURCES: "  Kit:" then "    :path: \"../Kit\"" (or unquoted).
      if inExternal {
        if rawLine.hasPrefix("  "), !rawLine.hasPrefix("   "), rawLine.hasSuffix(":") {
          current = rawLine.dropFirst(2).dropLast().trimmingCharacters(
            in: CharacterSet(charactersIn: "\"' "))
        } else if let pod = current, rawLine.hasPrefix("    :path:") {
          let path = rawLine.dropFirst(10).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"' "))
          if localPaths[pod] == nil, !path.isEmpty { localPaths[pod] = path }
        }
        continue
      }
      guard inPods else { continue }
      if rawLine.hasPrefix("    - "), let pod = current {
        let name = rawLine.dropFirst(6).split(separator: " ").first.map {
          String($0.split(separator: "/").first ?? $0).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'"))
        }
        if let name, name != pod, !(podDependencies[pod] ?? []).contains(name) {
          podDependencies[pod, default: []].append(name)
        }
        continue
      }
      guard rawLine.hasPrefix("  - ") else { continue }
      let entry = rawLine.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\"' :"))
      let name = (entry.firstIndex(of: "(").map { entry[..<$0] } ?? Substring(entry))
        .trimmingCharacters(in: .whitespaces)
      let pod = String(name.split(separator: "/").first ?? Substring(name))
      current = pod.isEmpty ? nil : pod
      guard let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")") else {
        continue
      }
      let version = entry[entry.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
      if lockedVersions[pod] == nil { lockedVersions[pod] = version }
    }
  }

  /// `pods` and every pod they depend on, each once, dependencies first.
  func withDependencies(_ pods: [String]) -> [String] {
    var result: [String] = []
    var visiting: Set<String> = []
    func visit(_ pod: String) {
      guard !result.contains(pod), visiting.insert(pod).inserted else { return }
      for dependency in podDependencies[pod] ?? [] { visit(dependency) }
      result.append(pod)
    }
    for pod in pods { visit(pod) }
    return result
  }

  static func quotedStrings(_ line: String) -> [String] {
    var result: [String] = []
    var current: String?
    var quote: Character = "'"
    for character in line {
      if var text = current {
        if character == quote {
          result.append(text)
          current = nil
        } else {
          text.append(character)
          current = text
        }
      } else if character == "'" || character == "\"" {
        quote = character
        current = ""
      }
    }
    return result
  }

  /// The `from:` version for a pod: Podfile.lock's, else the Podfile's (`'~> 2.7'`, `'2.7.1'`,
  /// `'>= 2.0'`), else the known default; always three components.
  func version(of pod: String, requirement: String?, default fallback: String) -> String {
    let raw =
      lockedVersions[pod]
      ?? requirement.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "~>=< "))
      } ?? fallback
    let core = raw.split(separator: "-", maxSplits: 1)
    var parts = core.first.map { $0.split(separator: ".").map(String.init) } ?? []
    guard parts.allSatisfy({ Int($0) != nil }), !parts.isEmpty else { return fallback }
    while parts.count < 3 { parts.append("0") }
    let prerelease = core.count > 1 ? "-" + core[1] : ""
    return parts.prefix(3).joined(separator: ".") + prerelease
  }
}

extension ProjectReader {
  /// Applies the project's Podfile. A pod whose sources the project keeps in `Pods/` (CocoaPods'
  /// folder, committed) and which is Swift only becomes a framework target built through the port
  /// — UIKit pods too — on which the targets that declare it depend; other known pods become
  /// packages and products of those targets. The note names what was added and what was not.
  func applyPods(to project: inout XcodeProject) {
    let folders = [directory, file.bundle.deletingLastPathComponent()]
    guard
      let podfileURL = folders.map({ $0.appending(path: "Podfile") }).first(where: {
        FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
      }),
      let text = try? String(contentsOf: podfileURL, encoding: .utf8)
    else { return }
    let lock = try? String(
      contentsOf: podfileURL.deletingLastPathComponent().appending(path: "Podfile.lock"),
      encoding: .utf8)
    let podfile = Podfile(text: text, lock: lock)
    let podsFolder = podfileURL.deletingLastPathComponent().appending(path: "Pods")

    var added: [String] = []
    var unsupported: [String] = []
    // Pods of Objective-C on UIKit that Tapwright stands in for on Linux (SDWebImage).
    var standIns: [String] = []
    func addPackage(_ known: Podfile.Package, pod: String) -> String {
      let identity = Self.identity(of: known.url)
      if !project.packages.contains(where: { $0.identity == identity }) {
        let version = podfile.version(
          of: pod,
          requirement: podfile.podsByTarget.values.joined().first { $0.name == pod }?
            .requirement, default: known.defaultVersion)
        project.packages.append(
          .init(
            location: .remote(url: known.url), requirement: "from: \"\(version)\"",
            identity: identity))
        added.append("\(pod) \(version)")
      }
      return identity
    }
    // The pods built from their sources, dependencies first: a pod whose dependencies cannot all
    // be had is not built either.
    let declared = podfile.podsByTarget.sorted(by: { $0.key < $1.key }).flatMap { $0.value }
      .map(\.name)
    var built: [String: String] = [:]  // pod → module
    var builtOrder: [String] = []
    let takenModules = Set(project.targets.map(\.moduleName))
    let podsProject = Self.podsProjectTargets(in: podsFolder)
    var developmentPods: [String] = []
    for pod in podfile.withDependencies(declared) {
      // A development pod is built from its folder, whatever else it could be.
      let localFolder = podfile.localPaths[pod].map {
        podfileURL.deletingLastPathComponent().appending(path: $0).standardizedFileURL
      }
      // A pod that is a Swift package building on Linux is that package (below); its sources,
      // when the project keeps them, stand in for it if it does not resolve.
      if localFolder == nil, let known = podfile.linuxPackage(pod),
        let target = Self.podTarget(pod, in: podsFolder, podsProject: podsProject),
        !takenModules.contains(target.moduleName)
      {
        project.sourceFallbacks[Self.identity(of: known.url), default: []].append(target)
        continue
      }
      let candidate =
        if let localFolder {
          Self.developmentPodTarget(pod, in: localFolder)
        } else {
          Self.podTarget(pod, in: podsFolder, podsProject: podsProject)
        }
      guard localFolder != nil || podfile.linuxPackage(pod) == nil,
        var target = candidate,
        !takenModules.contains(target.moduleName),
        (podfile.podDependencies[pod] ?? []).allSatisfy({
          built[$0] != nil || podfile.linuxPackage($0) != nil || podfile.uikitPackage($0) != nil
        })
      else { continue }
      for dependency in podfile.podDependencies[pod] ?? [] {
        if let module = built[dependency] {
          target.dependencies.append(module)
        } else if let known = podfile.linuxPackage(dependency) ?? podfile.uikitPackage(dependency) {
          target.packageProducts.append(
            .init(name: known.product, package: addPackage(known, pod: dependency)))
        }
      }
      built[pod] = target.moduleName
      if let path = podfile.localPaths[pod] {
        developmentPods.append("\(pod) at \(path)")
      } else {
        builtOrder.append(pod)
      }
      project.targets.append(target)
    }

    let podModules = Set(built.values)
    for (targetName, pods) in podfile.podsByTarget.sorted(by: { $0.key < $1.key }) {
      for pod in pods {
        // A pod outside every target block is every target's (but the pods' own).
        let applies = { (target: XcodeProject.Target) in
          targetName.isEmpty ? !podModules.contains(target.moduleName) : target.name == targetName
        }
        if let module = built[pod.name] {
          for index in project.targets.indices
          where applies(project.targets[index])
            && !project.targets[index].dependencies.contains(module)
            && project.targets[index].moduleName != module
          {
            project.targets[index].dependencies.append(module)
          }
          continue
        }
        if let standIn = XcodeProject.linuxStandIns[pod.name] {
          let named = "\(pod.name) (\(standIn))"
          if !standIns.contains(named) { standIns.append(named) }
          continue
        }
        guard let known = podfile.linuxPackage(pod.name) ?? podfile.uikitPackage(pod.name) else {
          if !unsupported.contains(pod.name) { unsupported.append(pod.name) }
          continue
        }
        let identity = addPackage(known, pod: pod.name)
        for index in project.targets.indices where applies(project.targets[index]) {
          let product = XcodeProject.PackageProduct(name: known.product, package: identity)
          if !project.targets[index].packageProducts.contains(product) {
            project.targets[index].packageProducts.append(product)
          }
        }
      }
    }
    var note = "Podfile: CocoaPods is not run"
    if !builtOrder.isEmpty {
      note +=
        "; the Swift pods in \(podsFolder.lastPathComponent)/ are built from their sources "
        + "(\(builtOrder.joined(separator: ", ")))"
    }
    if !developmentPods.isEmpty {
      note +=
        "; its development pods are built from the files their podspecs name "
        + "(\(developmentPods.joined(separator: ", ")))"
    }
    if !added.isEmpty {
      note +=
        "; its pods that are Swift packages are added as packages "
        + "(\(added.joined(separator: ", ")), from the same major version on)"
    }
    if !standIns.isEmpty {
      note += "; Tapwright stands in for \(standIns.joined(separator: ", ")) on Linux"
    }
    if !unsupported.isEmpty {
      note +=
        "; not supported: \(unsupported.joined(separator: ", ")) — a file that imports one "
        + "does not compile on Linux"
    }
    project.notes.append(note)
  }

  /// A pod CocoaPods installed into `Pods/<name>/`, as a framework target of its Swift files, if
  /// it has Swift files and no Objective-C or C ones. Its module is the one CocoaPods builds
  /// (`Target Support Files/<name>/<name>.modulemap`), else its name as a Swift identifier.
  /// What `Pods/Pods.xcodeproj` says of each pod's target, by target name: its language mode
  /// (its `SWIFT_VERSION`, which CocoaPods takes from the podspec's `swift_version`) and the
  /// Swift files its Compile Sources phase lists (a copy Finder left beside a file, `View 2.swift`,
  /// lies in the pod's folder but is not compiled). A pod the project does not name builds in
  /// Swift 5 mode, from every Swift file of its folder.
  struct PodsProjectTargets {
    var swiftVersions: [String: String] = [:]
    var swiftSources: [String: Set<String>] = [:]

    /// The value for a pod: its target's, else the one CocoaPods names `<pod>-iOS`.
    func value<Value>(_ values: [String: Value], _ pod: String) -> Value? {
      values[pod] ?? values["\(pod)-iOS"]
    }
  }

  static func podsProjectTargets(in podsFolder: URL) -> PodsProjectTargets {
    var result = PodsProjectTargets()
    guard let file = try? ProjectFile(bundle: podsFolder.appending(path: "Pods.xcodeproj")),
      var reader = try? ProjectReader(file: file)
    else { return result }
    let projectSettings =
      (try? reader.settings(
        list: reader.project["buildConfigurationList"] as? String, role: "the pods' settings"))
      ?? [:]
    for id in file.ids(reader.project["targets"]) {
      guard let target = file.objects[id], let name = target["name"] as? String else { continue }
      let settings =
        (try? reader.settings(
          list: target["buildConfigurationList"] as? String, role: "a pod's settings")) ?? [:]
      if let version = settings["SWIFT_VERSION"] ?? projectSettings["SWIFT_VERSION"] {
        result.swiftVersions[name] = languageMode(version)
      }
      var sources: Set<String> = []
      for phase in file.ids(target["buildPhases"]) {
        guard let fields = file.objects[phase], fields["isa"] as? String == "PBXSourcesBuildPhase",
          let references = try? reader.buildFiles(fields, role: "a pod's sources")
        else { continue }
        for reference in references {
          guard let url = reader.location(reference), url.pathExtension == "swift" else { continue }
          sources.insert(url.standardizedFileURL.path(percentEncoded: false))
        }
      }
      if !sources.isEmpty { result.swiftSources[name] = sources }
    }
    return result
  }

  static func podTarget(
    _ pod: String, in podsFolder: URL, podsProject: PodsProjectTargets = .init()
  ) -> XcodeProject.Target? {
    let folder = podsFolder.appending(path: pod)
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: folder.path(percentEncoded: false)) else {
      return nil
    }
    var sources: [URL] = []
    for case let path as String in walker {
      // A documentation catalog's code listings are not the pod's sources.
      if path.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) { continue }
      let fileExtension = (path as NSString).pathExtension.lowercased()
      if ["m", "mm", "c", "cc", "cpp", "cxx"].contains(fileExtension) { return nil }
      if fileExtension == "swift" { sources.append(folder.appending(path: path)) }
    }
    // The files CocoaPods' project compiles, when it names them and they lie here.
    if let compiled = podsProject.value(podsProject.swiftSources, pod) {
      let listed = sources.filter {
        compiled.contains($0.standardizedFileURL.path(percentEncoded: false))
      }
      if !listed.isEmpty { sources = listed }
    }
    guard !sources.isEmpty else { return nil }
    let support = podsFolder.appending(path: "Target Support Files/\(pod)/\(pod).modulemap")
    let mapped = (try? String(contentsOf: support, encoding: .utf8)).flatMap { map in
      map.split(whereSeparator: { $0.isWhitespace }).drop(while: { $0 != "module" })
        .dropFirst().first.map(String.init)
    }
    return podFramework(
      pod, moduleName: mapped, sources: sources,
      swiftVersion: podsProject.value(podsProject.swiftVersions, pod) ?? "5")
  }
}
