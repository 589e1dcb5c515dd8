import Foundation

/// A Swift package the project uses, as `swift package describe --type json` tells it, with the
/// folder SwiftPM checked it out to.
public struct PackageDescription: @unchecked Sendable {
  public struct Target: Sendable, Equatable {
    public var name: String
    public var moduleName: String
    /// `library` (a regular target), `executable`, `test`, `macro`, `plugin`, `binary`…
    public var type: String
    public var isSwift: Bool
    /// Its folder, relative to the package's.
    public var path: String
    /// Its sources, relative to its folder.
    public var sources: [String]
    public var targetDependencies: [String]
    public var productDependencies: [String]
    public var resourceCount: Int
  }

  public struct Product: Sendable, Equatable {
    public var name: String
    public var targets: [String]
  }

  public struct Dependency: Sendable, Equatable {
    public var identity: String
    public var location: XcodeProject.Package.Location
    /// The argument list after the location, as `.package(url:…)` takes it.
    public var requirement: String
  }

  public var identity: String
  public var folder: URL
  public var toolsVersion: String
  public var targets: [Target]
  public var products: [Product]
  public var dependencies: [Dependency]
  /// "6" when the package builds in Swift 6 mode (tools version 6 or later, no Swift 5 mode
  /// declared), else "5".
  public var swiftVersion: String

  /// Reads `describe --type json`'s output for the package checked out at `folder`; `nil` when
  /// it is not such a description.
  public init?(identity: String, folder: URL, json: Data) {
    guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
      return nil
    }
    self.identity = identity
    self.folder = folder
    toolsVersion = root["tools_version"] as? String ?? "5.0"
    targets = (root["targets"] as? [[String: Any]] ?? []).compactMap { target in
      guard let name = target["name"] as? String else { return nil }
      return Target(
        name: name, moduleName: target["c99name"] as? String ?? name,
        type: target["type"] as? String ?? "library",
        isSwift: (target["module_type"] as? String) == "SwiftTarget",
        path: target["path"] as? String ?? "Sources/\(name)",
        sources: target["sources"] as? [String] ?? [],
        targetDependencies: target["target_dependencies"] as? [String] ?? [],
        productDependencies: target["product_dependencies"] as? [String] ?? [],
        resourceCount: (target["resources"] as? [Any])?.count ?? 0)
    }
    products = (root["products"] as? [[String: Any]] ?? []).compactMap { product in
      guard let name = product["name"] as? String else { return nil }
      return Product(name: name, targets: product["targets"] as? [String] ?? [])
    }
    dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      guard let identity = dependency["identity"] as? String else { return nil }
      if let url = dependency["url"] as? String {
        return Dependency(
          identity: identity, location: .remote(url: url),
          requirement: Self.requirement(dependency["requirement"]) ?? "from: \"0.0.1\"")
      }
      if let path = dependency["path"] as? String {
        return Dependency(
          identity: identity, location: .local(path: URL(fileURLWithPath: path)), requirement: "")
      }
      return nil
    }
    let major = Int(toolsVersion.split(separator: ".").first ?? "5") ?? 5
    let manifest =
      (try? String(contentsOf: folder.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
    let declaresSwift5 =
      manifest.range(
        of: #"swift(LanguageModes|LanguageVersions)\s*:\s*\[\s*\.v5"#, options: .regularExpression)
      != nil
    swiftVersion = major >= 6 && !declaresSwift5 ? "6" : "5"
  }

  /// `describe`'s requirement (`{"range": [{"lower_bound": …, "upper_bound": …}]}`,
  /// `{"exact": […]}`, `{"branch": […]}`, `{"revision": […]}`) as `.package`'s arguments.
  static func requirement(_ value: Any?) -> String? {
    guard let requirement = value as? [String: Any] else { return nil }
    func first(_ key: String) -> String? {
      (requirement[key] as? [Any])?.first as? String
    }
    if let range = (requirement["range"] as? [[String: Any]])?.first,
      let lower = range["lower_bound"] as? String, let upper = range["upper_bound"] as? String
    {
      return "\(LinuxPackage.literal(lower))..<\(LinuxPackage.literal(upper))"
    }
    if let version = first("exact") { return "exact: \(LinuxPackage.literal(version))" }
    if let branch = first("branch") { return "branch: \(LinuxPackage.literal(branch))" }
    if let revision = first("revision") { return "revision: \(LinuxPackage.literal(revision))" }
    return nil
  }

  /// The regular targets a product is built from, with the targets of this package they depend
  /// on, dependencies first.
  func targetClosure(ofProducts names: [String]) -> [Target] {
    var result: [Target] = []
    func visit(_ name: String) {
      guard !result.contains(where: { $0.name == name }),
        let target = targets.first(where: { $0.name == name }), target.type == "library"
      else { return }
      for dependency in target.targetDependencies { visit(dependency) }
      if !result.contains(where: { $0.name == name }) { result.append(target) }
    }
    for product in products where names.contains(product.name) {
      for target in product.targets { visit(target) }
    }
    return result
  }
}

extension XcodeProject {
  /// Modules a package's Swift code imports that Linux has only through the port: UIKit, the
  /// frameworks HeadlessUIKit stands in for, and CryptoKit (swift-crypto's `Crypto` there).
  static let portedImports: Set<String> = [
    "UIKit", "WebKit", "SafariServices", "MessageUI", "UserNotifications", "StoreKit",
    "LocalAuthentication", "os", "OSLog", "CoreData", "QuartzCore", "Security", "MapKit",
    "SystemConfiguration", "MobileCoreServices", "UniformTypeIdentifiers", "ObjectiveC",
    "CryptoKit", "CommonCrypto", "Photos", "PhotosUI",
  ]

  /// Packages Tapwright itself depends on or adds (OpenCombine, swift-crypto), which build on Linux
  /// as they are: a copy of one built through the port would declare the same target names as the
  /// package's own, which SwiftPM refuses ("multiple packages declare targets with a conflicting
  /// name"); swift-crypto imports CryptoKit where it re-exports it, off Linux.
  static let tapwrightsOwnPackages: Set<String> = [
    "swift-snapshot-testing", "xctest-dynamic-overlay", "swift-custom-dump", "swift-http-types",
    "swift-syntax", "opencombine", "swift-crypto",
  ]

  /// A module-level `<` of two `NSNumber`s, which Linux's Foundation declares as well (Apple's
  /// does not): a call is ambiguous there.
  nonisolated(unsafe) static let linuxFoundationOperator =
    #/func\s*<\s*\(\s*lhs\s*:\s*NSNumber\s*,\s*rhs\s*:\s*NSNumber\s*\)/#

  /// Whether a Swift file needs the port on Linux: it imports UIKit or a framework HeadlessUIKit
  /// stands in for, asks `canImport(UIKit)`, declares an operator Linux's Foundation has, or reads
  /// a stream's `streamError`. An import of a framework Linux lacks under
  /// `#if canImport(ThatFramework)` does not count: the code is written to build without it (as
  /// Alamofire 5 builds on Linux without SystemConfiguration).
  static func needsThePort(_ text: String) -> Bool {
    if text.contains("canImport(UIKit)") { return true }
    // An operator Linux's Foundation declares too (SwiftyJSON's `<` of two `NSNumber`s): the
    // port makes the package's the less favoured one (see TapwrightPortRewriter).
    if text.contains("NSNumber"), text.contains(linuxFoundationOperator) { return true }
    // A stream's error, which Linux's Foundation reads only when there is one (Alamofire 5's
    // multipart encoder stops the process there): the port reads it safely.
    if text.contains(".streamError") { return true }
    var guardedModule: Substring?
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if canImport(") || trimmed.hasPrefix("#elseif canImport(") {
        guardedModule =
          trimmed.split(separator: "(").dropFirst().first?.split(separator: ")")
          .first
        continue
      }
      if trimmed.hasPrefix("#endif") || trimmed.hasPrefix("#else") { guardedModule = nil }
      guard line.contains("import") else { continue }
      let words = line.split(whereSeparator: { $0.isWhitespace })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
      else { continue }
      var module = words[index + 1]
      if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(
        module), index + 2 < words.count
      {
        module = words[index + 2]
      }
      let name = module.split(separator: ".").first ?? module
      if portedImports.contains(String(name)) && name != guardedModule {
        return true
      }
    }
    return false
  }

  /// The project with each Swift package whose code needs the port (it imports UIKit, or a
  /// framework HeadlessUIKit stands in for) built as framework targets through the port instead:
  /// the package's targets that the project's products use, from a copy of their Swift sources in
  /// `Dependencies/<identity>/` of the Linux package (SwiftPM's checkout is its own to replace).
  /// The packages they depend on are added to the project. Each package ported is named in a
  /// note; one that cannot be (an Objective-C or C target among those used, a module name the
  /// project already has) stays a package, and a note says why.
  ///
  /// - Parameters:
  ///   - descriptions: The packages SwiftPM resolved (the project's and theirs), by identity.
  ///   - folder: The Linux package's folder, where the copies go.
  public func portingPackages(
    _ descriptions: [String: PackageDescription], in folder: URL
  ) -> XcodeProject {
    var project = self
    var changed = true
    while changed {
      changed = false
      for package in project.packages {
        guard let description = descriptions[package.identity],
          !Self.tapwrightsOwnPackages.contains(package.identity)
        else { continue }
        let usedProducts = project.targets.flatMap(\.packageProducts)
          .filter { $0.package == package.identity }.map(\.name)
        let closure = description.targetClosure(ofProducts: usedProducts)
        let texts = closure.map { target in
          target.sources.map { source in
            (
              path: "\(target.path)/\(source)",
              text:
                (try? String(
                  contentsOf: description.folder.appending(path: "\(target.path)/\(source)"),
                  encoding: .utf8)) ?? ""
            )
          }
        }
        guard texts.joined().contains(where: { Self.needsThePort($0.text) }) else { continue }
        if let clang = closure.first(where: { !$0.isSwift }) {
          project.notes.append(
            "Swift package \(package.identity): it imports UIKit, and its target \(clang.name) "
              + "is not Swift, so it is not built through the port (a file that imports it does "
              + "not compile on Linux)")
          continue
        }
        let taken = Set(project.targets.map(\.moduleName))
        if let clash = closure.first(where: { taken.contains($0.moduleName) }) {
          project.notes.append(
            "Swift package \(package.identity): its module \(clash.moduleName) has the name of "
              + "a target of the project, so it is not built through the port")
          continue
        }
        project.port(
          package, description, closure: closure, texts: texts, into: folder,
          descriptions: descriptions)
        changed = true
        break
      }
    }
    project.dropUnusedPackages()
    return project
  }

  private mutating func port(
    _ package: Package, _ description: PackageDescription, closure: [PackageDescription.Target],
    texts: [[(path: String, text: String)]], into folder: URL,
    descriptions: [String: PackageDescription]
  ) {
    let base = "Dependencies/\(LinuxPackage.fileName(package.identity))"
    var resources = 0
    for (target, files) in zip(closure, texts) {
      var ported = Target(
        name: target.moduleName, kind: .framework, moduleName: target.moduleName,
        productName: target.moduleName, sources: [], resources: [],
        swiftVersion: description.swiftVersion, infoPlist: nil, infoPlistFile: nil,
        testHost: nil,
        dependencies: closure.filter { target.targetDependencies.contains($0.name) }.map(
          \.moduleName), packageProducts: [], unbuiltFiles: [])
      for file in files {
        vendoredSources["\(base)/\(file.path)"] = file.text
        ported.sources.append(folder.appending(path: "\(base)/\(file.path)"))
      }
      resources += target.resourceCount
      for product in target.productDependencies {
        // A product of another package this one depends on: that package becomes the project's.
        guard
          let dependency = description.dependencies.first(where: { dependency in
            descriptions[dependency.identity]?.products.contains { $0.name == product } ?? false
          }) ?? description.dependencies.first(where: { $0.identity == product.lowercased() })
        else { continue }
        if !packages.contains(where: { $0.identity == dependency.identity }) {
          packages.append(
            Package(
              location: dependency.location, requirement: dependency.requirement,
              identity: dependency.identity))
        }
        ported.packageProducts.append(PackageProduct(name: product, package: dependency.identity))
      }
      targets.append(ported)
    }
    // The project's targets depend on the ported targets of the products they used.
    for index in targets.indices {
      let used = targets[index].packageProducts.filter { $0.package == package.identity }
      guard !used.isEmpty else { continue }
      targets[index].packageProducts.removeAll { $0.package == package.identity }
      for product in used {
        for name in description.products.first(where: { $0.name == product.name })?.targets ?? [] {
          guard let module = closure.first(where: { $0.name == name })?.moduleName,
            !targets[index].dependencies.contains(module)
          else { continue }
          targets[index].dependencies.append(module)
        }
      }
    }
    notes.append(
      "Swift package \(package.identity) imports UIKit: built through the port from a copy of "
        + "its sources (\(closure.map(\.moduleName).joined(separator: ", ")))"
        + (resources > 0
          ? "; its \(resources) resource\(resources == 1 ? "" : "s") are not copied" : ""))
  }
}
