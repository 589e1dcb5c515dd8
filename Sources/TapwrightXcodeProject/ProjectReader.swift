import Foundation

extension XcodeProject {
  /// Reads `bundle` (an `.xcodeproj` folder). Throws one ``ProjectError`` naming the file and
  /// object for a missing or corrupt `project.pbxproj` or an object of a type this reader does not
  /// know where it reads one; a member file that is not on disk is left out with a note.
  public init(contentsOf bundle: URL) throws(ProjectError) {
    var reader = try ProjectReader(file: ProjectFile(bundle: bundle.standardizedFileURL))
    self = try reader.read()
  }
}

/// Reads the targets of a ``ProjectFile`` as Xcode builds them (the Debug configuration, which
/// Xcode's test action uses).
struct ProjectReader {
  let file: ProjectFile
  let project: [String: Any]
  let directory: URL
  let developmentRegion: String
  private var parents: [String: String] = [:]
  private var locations: [String: URL?] = [:]
  /// What targets link that Linux cannot (prebuilt Apple binaries), one note each.
  private var linkNotes: [String] = []
  /// Member files that are not on disk, left out, one note each.
  private var missingNotes: [String] = []
  /// Prebuilt frameworks targets link (`Carthage/Build/iOS/SnapKit.framework`): the target's name
  /// and the framework's.
  private(set) var prebuiltFrameworks: [(target: String, framework: String)] = []

  init(file: ProjectFile) throws(ProjectError) {
    self.file = file
    project = file.objects[file.rootObject]!
    let projectDirPath = project["projectDirPath"] as? String ?? ""
    let folder = file.bundle.deletingLastPathComponent()
    directory =
      (projectDirPath.isEmpty
      ? folder
      : projectDirPath.hasPrefix("/")
        ? URL(fileURLWithPath: projectDirPath) : folder.appending(path: projectDirPath))
      .standardizedFileURL
    let region = project["developmentRegion"] as? String ?? "en"
    developmentRegion =
      ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es"][region]
      ?? region
    for (id, object) in file.objects {
      for child in file.ids(object["children"]) { parents[child] = id }
    }
  }

  static let groupTypes: Set = [
    "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
  ]
  static let referenceTypes: Set = [
    "PBXFileReference", "PBXVariantGroup", "XCVersionGroup", "PBXReferenceProxy",
  ]
  static let targetTypes: Set = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]

  mutating func read() throws(ProjectError) -> XcodeProject {
    let projectSettings = try settings(
      list: project["buildConfigurationList"] as? String, role: "the project's build settings")
    var targets: [XcodeProject.Target] = []
    var skipped: [XcodeProject.SkippedTarget] = []
    var productNames: [String: String] = [:]  // target id → PRODUCT_NAME
    let targetIDs = file.ids(project["targets"])
    var read: [(id: String, target: XcodeProject.Target, testHost: String?)] = []
    var sdks: [String: String] = [:]  // target id → SDKROOT
    for id in targetIDs {
      let (isa, fields) = try file.object(id, as: Self.targetTypes, role: "a target of the project")
      let name = fields["name"] as? String ?? id
      guard isa == "PBXNativeTarget" else {
        skipped.append(
          .init(
            name: name,
            reason: isa == "PBXAggregateTarget"
              ? "an aggregate target (it builds nothing of its own)"
              : "an external build tool's target"))
        continue
      }
      var settings = projectSettings
      settings.merge(
        try self.settings(
          list: fields["buildConfigurationList"] as? String,
          role: "target \"\(name)\"'s build settings")
      ) { $1 }
      settings = Self.defaults(settings, target: name, project: file.bundle, directory: directory)
      productNames[id] = expand("$(PRODUCT_NAME)", settings)
      sdks[id] = Self.expand("$(SDKROOT)", settings, depth: 0)
      let productType = fields["productType"] as? String ?? ""
      if let reason = Self.skipReason(productType: productType, settings: settings) {
        skipped.append(.init(name: name, reason: reason))
        continue
      }
      let kind: XcodeProject.Kind =
        switch productType {
        case "com.apple.product-type.application": .application
        case "com.apple.product-type.bundle.unit-test": .unitTests
        case "com.apple.product-type.library.static": .staticLibrary
        default: .framework
        }
      let (target, testHost) = try readTarget(
        id: id, fields: fields, name: name, kind: kind, settings: settings)
      if kind == .application, let entry = Self.swiftUIAppEntry(in: target.sources) {
        skipped.append(
          .init(
            name: name,
            reason: "a SwiftUI app (`\(entry.declaration)` in \(entry.file)): SwiftUI does not "
              + "exist on Linux"))
        continue
      }
      if target.sources.isEmpty {
        let unbuilt =
          target.unbuiltFiles.isEmpty
          ? ""
          : " (\(target.unbuiltFiles.count) Objective-C or C files, which Linux does not build)"
        skipped.append(
          .init(
            name: name, reason: "it has no Swift sources\(unbuilt)",
            isTestBundle: kind == .unitTests))
        continue
      }
      read.append((id, target, testHost))
    }
    // A module built by several targets, one a platform (a framework's iOS and macOS targets):
    // the iOS one builds it here, and the others' dependents depend on it.
    var built: [String: String] = [:]
    var kept: [String: Int] = [:]
    var unique: [(id: String, target: XcodeProject.Target, testHost: String?)] = []
    for entry in read {
      let module = entry.target.moduleName
      built[entry.id] = module
      guard let index = kept[module] else {
        kept[module] = unique.count
        unique.append(entry)
        continue
      }
      var other = entry
      if sdks[entry.id] == "iphoneos", sdks[unique[index].id] != "iphoneos" {
        other = unique[index]
        unique[index] = entry
      }
      skipped.append(
        .init(
          name: other.target.name,
          reason: "it builds the module \(module) again, for "
            + "\(Self.platformNames[sdks[other.id] ?? ""] ?? "another platform") "
            + "(\(unique[index].target.name) builds it here)"))
    }
    read = unique
    let apps = read.filter { $0.target.kind == .application }
    let skippedNames = Set(skipped.map(\.name))
    for var entry in read {
      var dependencies = entry.target.dependencies.compactMap { built[$0] }
      for product in entry.target.linkedProducts {
        if let linked = read.first(where: { productNames[$0.id] == product && $0.id != entry.id }) {
          dependencies.append(linked.target.moduleName)
        }
      }
      if entry.target.kind == .unitTests, let product = entry.testHost,
        !apps.contains(where: { productNames[$0.id] == product }),
        let host = targetIDs.first(where: { productNames[$0] == product }),
        let hostName = file.objects[host]?["name"] as? String, skippedNames.contains(hostName)
      {
        // Its tests run inside an app that is not built here.
        skipped.append(
          .init(
            name: entry.target.name, reason: "its host app, \(hostName), is skipped",
            isTestBundle: true))
        continue
      }
      if entry.target.kind == .unitTests {
        entry.target.testHost = entry.testHost.flatMap { product in
          apps.first { productNames[$0.id] == product }?.target.moduleName
            ?? apps.first { dependencies.contains($0.target.moduleName) }?.target.moduleName
        }
        if let host = entry.target.testHost, !dependencies.contains(host) {
          dependencies.insert(host, at: 0)
        }
      }
      var seen: Set<String> = []
      entry.target.dependencies = dependencies.filter { seen.insert($0).inserted }
      targets.append(entry.target)
    }
    var project = XcodeProject(
      bundle: file.bundle, directory: directory,
      name: file.bundle.deletingPathExtension().lastPathComponent,
      objectVersion: file.objectVersion, developmentRegion: developmentRegion, targets: targets,
      skipped: skipped, packages: try packages(), notes: linkNotes + missingNotes)
    applyPods(to: &project)
    applyCarthage(to: &project)
    project.dropUnusedPackages()
    return project
  }

  // MARK: Targets

  /// The SwiftUI `App` an app target starts with (`@main struct NotesApp: App`, in a file that
  /// imports SwiftUI), if it does: its declaration and file name.
  static func swiftUIAppEntry(in sources: [URL]) -> (declaration: String, file: String)? {
    for file in sources {
      guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("@main"),
        text.contains("import SwiftUI")
      else { continue }
      let words = text.split(whereSeparator: { $0.isWhitespace })
      for (index, word) in words.enumerated() where word == "@main" {
        var rest = words[(index + 1)...].prefix(6)
        while let first = rest.first, first.hasPrefix("@") || ["public", "final"].contains(first) {
          rest = rest.dropFirst()
        }
        guard rest.first == "struct", let name = rest.dropFirst().first,
          let conformance = rest.dropFirst(2).first, conformance == ":" || name.hasSuffix(":")
        else { continue }
        let type = name.hasSuffix(":") ? name.dropLast() : name
        let first = name.hasSuffix(":") ? conformance : rest.dropFirst(3).first ?? ""
        guard first == "App" || first == "App," || first == "SwiftUI.App" else { continue }
        return ("@main struct \(type): App", file.lastPathComponent)
      }
    }
    return nil
  }

  static let platformNames = [
    "iphoneos": "iOS", "macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS",
    "xros": "visionOS",
  ]

  static func skipReason(productType: String, settings: [String: String]) -> String? {
    let sdk = expand("$(SDKROOT)", settings, depth: 0)
    if ["watchos", "appletvos", "xros"].contains(sdk) {
      return "a \(platformNames[sdk] ?? sdk) target (Tapwright runs iOS apps' tests)"
    }
    // A macOS framework or test bundle is often the platform-free core of an iOS app (Foundation
    // code, tested without a simulator): built here as it is. A macOS app is AppKit's.
    if sdk == "macosx", productType == "com.apple.product-type.application" {
      return "a macOS app (AppKit, which Linux does not have)"
    }
    switch productType {
    case "com.apple.product-type.application", "com.apple.product-type.bundle.unit-test",
      "com.apple.product-type.framework", "com.apple.product-type.library.static",
      "com.apple.product-type.library.dynamic":
      return nil
    case "com.apple.product-type.bundle.ui-testing":
      return "a UI-test bundle: XCUIApplication drives the app from another process, on a "
        + "simulator; the app's unit tests run here (write UI journeys as Tapwright screens)"
    case let type where type.contains("extension") || type.contains("watch"):
      return "an app extension or watch app (\(type)): it runs beside the app in a process of its "
        + "own, which Linux does not have"
    default:
      return "its product type \(productType.isEmpty ? "(none)" : productType) is not built"
    }
  }

  mutating func readTarget(
    id: String, fields: [String: Any], name: String, kind: XcodeProject.Kind,
    settings: [String: String]
  ) throws(ProjectError) -> (XcodeProject.Target, testHost: String?) {
    let productName = expand("$(PRODUCT_NAME)", settings)
    let moduleName = expand("$(PRODUCT_MODULE_NAME)", settings)
    let infoPlistPath = expand("$(INFOPLIST_FILE)", settings)
    let infoPlistFile =
      infoPlistPath.isEmpty
      ? nil
      : (infoPlistPath.hasPrefix("/")
        ? URL(fileURLWithPath: infoPlistPath) : directory.appending(path: infoPlistPath))
        .standardizedFileURL
    var target = XcodeProject.Target(
      name: name, kind: kind, moduleName: moduleName, productName: productName, sources: [],
      resources: [], swiftVersion: Self.languageMode(settings["SWIFT_VERSION"]),
      infoPlist: nil, infoPlistFile: infoPlistFile, testHost: nil, dependencies: [],
      packageProducts: [], unbuiltFiles: [])
    let role = "target \"\(name)\""
    for phaseID in file.ids(fields["buildPhases"]) {
      guard let phase = file.objects[phaseID], let isa = phase["isa"] as? String else {
        throw ProjectError(
          "\(file.displayName): \(role) names build phase \(phaseID), which is not in the project")
      }
      switch isa {
      case "PBXSourcesBuildPhase":
        for reference in try buildFiles(phase, role: "a file of \(role)'s Compile Sources phase") {
          try addSource(reference, to: &target, role: role)
        }
      case "PBXResourcesBuildPhase":
        for reference in try buildFiles(
          phase, role: "a file of \(role)'s Copy Bundle Resources phase")
        {
          try addResource(reference, to: &target, role: role)
        }
      case "PBXFrameworksBuildPhase":
        for reference in try buildFiles(phase, role: "a file of \(role)'s Link Binary phase") {
          let fields = file.objects[reference] ?? [:]
          // A product of this or another project of the workspace: a dependency.
          if fields["sourceTree"] as? String == "BUILT_PRODUCTS_DIR"
            || fields["isa"] as? String == "PBXReferenceProxy",
            let path = fields["path"] as? String
          {
            var product = (path as NSString).deletingPathExtension
            if path.hasSuffix(".a"), product.hasPrefix("lib") { product.removeFirst(3) }
            target.linkedProducts.append(product)
            continue
          }
          // A framework of the SDK is not noted; a prebuilt binary is.
          guard fields["sourceTree"] as? String != "SDKROOT",
            let url = location(reference),
            ["xcframework", "framework", "a", "dylib"].contains(url.pathExtension.lowercased())
          else { continue }
          if url.pathExtension.lowercased() == "framework" {
            prebuiltFrameworks.append((name, url.deletingPathExtension().lastPathComponent))
          }
          linkNotes.append(
            "\(url.lastPathComponent): target \"\(name)\" links this prebuilt binary, which Linux "
              + "cannot link — a file that imports it does not compile there")
        }
      default: continue
      }
    }
    try addSynchronizedFolders(targetID: id, fields: fields, to: &target)
    // Xcode rejects two resources with one name in a bundle; keep the first, as SwiftPM must.
    var destinations: Set<String> = []
    target.resources = target.resources.filter { destinations.insert($0.destination).inserted }
    target.resources.removeAll { $0.source == infoPlistFile }
    target.sources = Array(Set(target.sources)).sorted { $0.path < $1.path }
    // Dependencies: target dependencies, by id for now (resolved to modules by the caller).
    for dependencyID in file.ids(fields["dependencies"]) {
      guard let dependency = file.objects[dependencyID] else { continue }
      if let targetID = dependency["target"] as? String {
        target.dependencies.append(targetID)
      } else if let proxyID = dependency["targetProxy"] as? String,
        let remote = file.objects[proxyID]?["remoteGlobalIDString"] as? String
      {
        target.dependencies.append(remote)
      }
    }
    for productID in file.ids(fields["packageProductDependencies"]) {
      let (_, product) = try file.object(
        productID, as: ["XCSwiftPackageProductDependency"],
        role: "a package product of \(role)")
      guard let productName = product["productName"] as? String,
        !productName.hasPrefix("plugin:")
      else { continue }
      let package = (product["package"] as? String).flatMap { packageIdentity(ofReference: $0) }
      target.packageProducts.append(.init(name: productName, package: package))
    }
    if kind == .application {
      target.infoPlist = try infoPlist(file: infoPlistFile, settings: settings, role: role)
    }
    target.compilationConditions = Self.compilationConditions(settings) {
      Self.expand($0, $1, depth: 0)
    }
    target.isolatesToMainActorByDefault =
      expand("$(SWIFT_DEFAULT_ACTOR_ISOLATION)", settings) == "MainActor"
    let bridgingHeader = expand("$(SWIFT_OBJC_BRIDGING_HEADER)", settings)
    if !bridgingHeader.isEmpty {
      linkNotes.append(
        "\(bridgingHeader): target \"\(name)\"'s Objective-C bridging header — the Objective-C "
          + "code it exposes to Swift is not built on Linux")
    }
    var testHost: String?
    if kind == .unitTests {
      let host = expand("$(TEST_HOST)", settings)
      testHost = host.split(separator: "/").first { $0.hasSuffix(".app") }.map {
        String($0.dropLast(4))
      }
    }
    return (target, testHost)
  }

  /// The conditions `#if` sees: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`'
  /// `-D NAME` / `-DNAME`, without `DEBUG` (SwiftPM's debug build defines it), each once.
  static func compilationConditions(
    _ settings: [String: String], expand: (String, [String: String]) -> String
  ) -> [String] {
    var result: [String] = []
    let active = expand("$(SWIFT_ACTIVE_COMPILATION_CONDITIONS)", settings)
    for word in active.split(whereSeparator: \.isWhitespace) { result.append(String(word)) }
    let flags = expand("$(OTHER_SWIFT_FLAGS)", settings).split(whereSeparator: \.isWhitespace)
    for (index, flag) in flags.enumerated() {
      if flag == "-D", index + 1 < flags.count {
        result.append(String(flags[index + 1]))
      } else if flag.hasPrefix("-D"), flag.count > 2 {
        result.append(String(flag.dropFirst(2)))
      }
    }
    var seen: Set<String> = ["DEBUG"]
    return result.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
      .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
      .filter { seen.insert($0).inserted }
  }

  /// The Swift language mode of a `SWIFT_VERSION`: "4", "4.2", "5" or "6" (Swift 3, which no
  /// current compiler has, builds in Swift 4 mode; none given, Swift 5 as Xcode's default).
  static func languageMode(_ version: String?) -> String {
    let parts = (version ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
      .split(separator: ".").map { Int($0) }
    guard let major = parts.first ?? nil else { return "5" }
    switch major {
    case ...3: return "4"
    case 4:
      let minor = parts.count > 1 ? (parts[1] ?? 0) : 0
      return minor >= 2 ? "4.2" : "4"
    case 5: return "5"
    default: return "6"
    }
  }

  mutating func buildFiles(_ phase: [String: Any], role: String) throws(ProjectError) -> [String] {
    var references: [String] = []
    for buildFileID in file.ids(phase["files"]) {
      // A build file deleted from the project, its phase still naming it (Pym's "Insights").
      guard isInProject(buildFileID, role: role) else { continue }
      let (_, buildFile) = try file.object(buildFileID, as: ["PBXBuildFile"], role: role)
      if let reference = buildFile["fileRef"] as? String { references.append(reference) }
    }
    return references
  }

  static let unbuiltExtensions: Set = [
    "m", "mm", "c", "cc", "cpp", "h", "hpp", "metal", "s", "intentdefinition", "mlmodel",
    "mlpackage", "xcmappingmodel", "rcproject", "iig", "defs",
  ]
  /// Folders a bundle copies whole (Xcode compiles some of them; Linux copies them as they are).
  static let folderExtensions: Set = [
    "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "scnassets", "spriteatlas", "atlas",
    "xcstickers", "storyboardc", "nib", "momd", "mlmodelc", "xcmappingmodel", "rcproject",
    "reality", "xcframework", "framework", "docc", "playground", "mlpackage",
  ]
  /// What a target may list that is neither compiled nor copied: documentation, playgrounds.
  static let notBuiltExtensions: Set = ["docc", "playground"]
  /// Files a bundle does not get (build settings, signing).
  static let nonResourceExtensions: Set = ["xcconfig", "entitlements", "swift", "modulemap", "pch"]

  /// Whether the file a build phase names is in the project; a dangling one (its file
  /// reference deleted, the build file left behind) is left out with a note, as Xcode builds
  /// without it (it shows it in red).
  mutating func isInProject(_ id: String, role: String) -> Bool {
    if file.objects[id] != nil { return true }
    let note =
      "\(file.displayName): \(role) names object \(id), which is not in the project (Xcode "
      + "builds without it) — left out"
    if !missingNotes.contains(note) { missingNotes.append(note) }
    return false
  }

  mutating func addSource(_ id: String, to target: inout XcodeProject.Target, role: String)
    throws(ProjectError)
  {
    guard isInProject(id, role: "a file of \(role)'s Compile Sources phase") else { return }
    let (isa, _) = try file.object(
      id, as: Self.referenceTypes, role: "a file of \(role)'s Compile Sources phase")
    if isa == "PBXReferenceProxy" { return }
    guard let url = location(id) else { return }
    let ext = url.pathExtension.lowercased()
    // Documentation and playgrounds are not part of the built module.
    if Self.notBuiltExtensions.contains(ext) { return }
    if isa == "XCVersionGroup" || Self.folderExtensions.contains(ext) {
      // A Core Data model is compiled into the bundle: copied here, as it is, under the
      // compiled model's name (HeadlessUIKit's Core Data reads it there).
      guard let url = onDisk(url, role: role) else { return }
      target.resources.append(
        .init(source: url, destination: Self.bundleFolderName(url), isFolder: true))
    } else if ext == "swift" {
      guard let url = onDisk(url, role: role) else { return }
      target.sources.append(url)
    } else {
      target.unbuiltFiles.append(relative(url))
    }
  }

  mutating func addResource(_ id: String, to target: inout XcodeProject.Target, role: String)
    throws(ProjectError)
  {
    guard isInProject(id, role: "a file of \(role)'s Copy Bundle Resources phase") else { return }
    let (isa, fields) = try file.object(
      id, as: Self.referenceTypes, role: "a file of \(role)'s Copy Bundle Resources phase")
    switch isa {
    case "PBXReferenceProxy": return
    case "PBXVariantGroup":
      // A localized file: one child a language, each in its `.lproj` folder.
      for child in file.ids(fields["children"]) {
        guard let url = location(child).flatMap({ onDisk($0, role: role) }) else { continue }
        target.resources.append(
          .init(source: url, destination: Self.bundlePath(url), isFolder: false))
      }
    default:
      guard let written = location(id),
        !Self.notBuiltExtensions.contains(written.pathExtension.lowercased()),
        let url = onDisk(written, role: role)
      else { return }
      let type = fields["lastKnownFileType"] as? String ?? fields["explicitFileType"] as? String
      let ext = url.pathExtension.lowercased()
      if Self.nonResourceExtensions.contains(ext) || url.lastPathComponent == "Info.plist" {
        return
      }
      let isFolder =
        type == "folder" || type?.hasPrefix("folder.") == true || isa == "XCVersionGroup"
        || Self.folderExtensions.contains(ext) || isDirectory(url)
      target.resources.append(
        .init(
          source: url, destination: isFolder ? Self.bundleFolderName(url) : Self.bundlePath(url),
          isFolder: isFolder))
    }
  }

  /// A folder's name in the bundle: a Core Data model's is the compiled model's
  /// (`Model.xcdatamodeld` → `Model.momd`, `Model.xcdatamodel` → `Model.mom`).
  static func bundleFolderName(_ url: URL) -> String {
    switch url.pathExtension.lowercased() {
    case "xcdatamodeld": url.deletingPathExtension().lastPathComponent + ".momd"
    case "xcdatamodel": url.deletingPathExtension().lastPathComponent + ".mom"
    default: url.lastPathComponent
    }
  }

  /// A file's place in the bundle: its name, in its `.lproj` folder if it is localized.
  static func bundlePath(_ url: URL) -> String {
    let folder = url.deletingLastPathComponent().lastPathComponent
    return folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent
  }

  /// Xcode 16's synchronized folders: every file under a folder the target has is a member,
  /// except those its exception sets for the target name; a folder the target does not have adds
  /// just the files its exception sets for the target name.
  mutating func addSynchronizedFolders(
    targetID: String, fields: [String: Any], to target: inout XcodeProject.Target
  ) throws(ProjectError) {
    let attached = Set(file.ids(fields["fileSystemSynchronizedGroups"]))
    let role = "target \"\(target.name)\""
    for groupID in attached {
      _ = try file.object(
        groupID, as: ["PBXFileSystemSynchronizedRootGroup"],
        role: "a synchronized folder of \(role)")
    }
    let groups = file.objects.filter {
      $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
    }
    for (groupID, group) in groups.sorted(by: { $0.key < $1.key }) {
      var exceptions: Set<String> = []
      for setID in file.ids(group["exceptions"]) {
        guard let set = file.objects[setID],
          set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          set["target"] as? String == targetID
        else { continue }
        exceptions.formUnion(file.ids(set["membershipExceptions"]))
      }
      let isAttached = attached.contains(groupID)
      guard isAttached || !exceptions.isEmpty, let folder = location(groupID) else { continue }
      guard let folder = onDisk(folder, role: role), isDirectory(folder) else { continue }
      let explicitFolders = Set(file.ids(group["explicitFolders"]))
      let members =
        isAttached
        ? walk(folder, skipping: exceptions, explicitFolders: explicitFolders)
        : exceptions.sorted().map {
          (folder.appending(path: $0), isDirectory(folder.appending(path: $0)))
        }
      for (url, isFolder) in members {
        let ext = url.pathExtension.lowercased()
        if isFolder {
          if Self.notBuiltExtensions.contains(ext) { continue }
          target.resources.append(
            .init(source: url, destination: Self.bundleFolderName(url), isFolder: true))
        } else if ext == "swift" {
          target.sources.append(url)
        } else if Self.unbuiltExtensions.contains(ext) {
          target.unbuiltFiles.append(relative(url))
        } else if !Self.nonResourceExtensions.contains(ext),
          url.standardizedFileURL != target.infoPlistFile, url.lastPathComponent != "Info.plist"
        {
          let destination = Self.bundlePath(url)
          target.resources.append(
            .init(
              source: url, destination: destination,
              isFolder: ext == "xcstrings"))
        }
      }
    }
  }

  /// The files under `folder` (and the folders a bundle copies whole), in order, but those whose
  /// path relative to `folder` (or a parent folder's) is in `skipping`.
  func walk(_ folder: URL, skipping: Set<String>, explicitFolders: Set<String>) -> [(URL, Bool)] {
    var result: [(URL, Bool)] = []
    func visit(_ url: URL, _ relativePath: String) {
      let entries =
        (try? FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false)))
        ?? []
      for entry in entries.sorted() where !entry.hasPrefix(".") {
        let child = url.appending(path: entry)
        let path = relativePath.isEmpty ? entry : "\(relativePath)/\(entry)"
        if skipping.contains(path) { continue }
        if isDirectory(child) {
          if Self.folderExtensions.contains(child.pathExtension.lowercased())
            || explicitFolders.contains(path)
          {
            result.append((child, true))
          } else {
            visit(child, path)
          }
        } else {
          result.append((child, false))
        }
      }
    }
    visit(folder, "")
    return result
  }

  func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: url.path(percentEncoded: false), isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The file as it is on disk: at its path, or at the path that differs from it only in case
  /// (a Mac's disk ignores case, so Xcode finds `InfoPlist.strings` as `infoPlist.strings`).
  /// A file that is not there (made by a build phase, ignored by git, in a submodule not checked
  /// out) is left out with a note, as the rest of the project can still build without it.
  mutating func onDisk(_ url: URL, role: String) -> URL? {
    if FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) { return url }
    if let found = Self.ignoringCase(url) { return found }
    let note =
      "\(relative(url)): a member of \(role) that is not on disk (made by a build phase, "
      + "ignored by git or in a submodule not checked out?) — left out"
    if !missingNotes.contains(note) { missingNotes.append(note) }
    return nil
  }

  /// The path that names `url` but for case, component by component from the first one that
  /// differs, if there is one.
  static func ignoringCase(_ url: URL) -> URL? {
    let manager = FileManager.default
    var found = URL(fileURLWithPath: "/")
    for component in url.standardizedFileURL.pathComponents.dropFirst() {
      let next = found.appending(path: component)
      if manager.fileExists(atPath: next.path(percentEncoded: false)) {
        found = next
        continue
      }
      let lowered = component.lowercased()
      guard
        let match = (try? manager.contentsOfDirectory(atPath: found.path(percentEncoded: false)))?
          .sorted().first(where: { $0.lowercased() == lowered })
      else { return nil }
      found = found.appending(path: match)
    }
    return found
  }

  /// A path as messages show it: relative to the project's folder.
  func relative(_ url: URL) -> String {
    let base = directory.path(percentEncoded: false)
    let path = url.standardizedFileURL.path(percentEncoded: false)
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Where a file or group of the project lies on disk (`nil` for products and SDK files).
  mutating func location(_ id: String) -> URL? {
    if let known = locations[id] { return known }
    locations[id] = .some(nil)  // a cycle resolves to nothing
    let fields = file.objects[id] ?? [:]
    let path = fields["path"] as? String
    let url: URL?
    switch fields["sourceTree"] as? String ?? "<group>" {
    case "<group>":
      let base = parents[id].map { location($0) } ?? directory
      url = base.map { base in path.map { base.appending(path: $0) } ?? base }
    case "SOURCE_ROOT":
      url = path.map { directory.appending(path: $0) } ?? directory
    case "<absolute>":
      url = path.map { URL(fileURLWithPath: $0) }
    default:
      url = nil
    }
    let standardized = url?.standardizedFileURL
    locations[id] = .some(standardized)
    return standardized
  }

  // MARK: Build settings

  /// The merged build settings of a configuration list's Debug configuration (else its default,
  /// else its first): its `.xcconfig` file's, then its own.
  mutating func settings(list: String?, role: String) throws(ProjectError) -> [String: String] {
    guard let list else { return [:] }
    let (_, fields) = try file.object(list, as: ["XCConfigurationList"], role: role)
    var configurations: [(name: String, fields: [String: Any])] = []
    for id in file.ids(fields["buildConfigurations"]) {
      let (_, configuration) = try file.object(id, as: ["XCBuildConfiguration"], role: role)
      configurations.append((configuration["name"] as? String ?? "", configuration))
    }
    let chosen =
      configurations.first { $0.name == "Debug" }
      ?? configurations.first { $0.name == fields["defaultConfigurationName"] as? String }
      ?? configurations.first
    guard let chosen else { return [:] }
    var result: [String: String] = [:]
    if let base = chosen.fields["baseConfigurationReference"] as? String,
      let url = location(base)
    {
      result = Self.xcconfig(url, depth: 0)
    }
    for (key, value) in chosen.fields["buildSettings"] as? [String: Any] ?? [:] {
      // `KEY[sdk=iphoneos*]` and other conditional settings: the unconditional one is read.
      guard !key.contains("[") else { continue }
      let text =
        (value as? String) ?? (value as? [String])?.joined(separator: " ") ?? "\(value)"
      result[key] = text.replacingOccurrences(of: "$(inherited)", with: result[key] ?? "")
    }
    return result
  }

  /// `KEY = value` lines of an `.xcconfig` file and the files it includes.
  static func xcconfig(_ url: URL, depth: Int) -> [String: String] {
    guard depth < 8, let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var result: [String: String] = [:]
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      if line.hasPrefix("#include") {
        let quoted = line.split(separator: "\"")
        if quoted.count >= 2 {
          let included = url.deletingLastPathComponent().appending(path: String(quoted[1]))
          result.merge(xcconfig(included, depth: depth + 1)) { $1 }
        }
        continue
      }
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = parts[0].trimmingCharacters(in: .whitespaces)
      guard !key.contains("[") else { continue }
      result[key] = parts[1].trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: "$(inherited)", with: result[key] ?? "")
    }
    return result
  }

  /// The settings Xcode derives when a target does not set them.
  static func defaults(
    _ settings: [String: String], target: String, project: URL, directory: URL
  ) -> [String: String] {
    var result = settings
    let root = directory.path(percentEncoded: false)
    for key in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { result[key] = root }
    result["PROJECT_NAME"] = project.deletingPathExtension().lastPathComponent
    result["TARGET_NAME"] = target
    result["BUILT_PRODUCTS_DIR"] = "/BUILT_PRODUCTS_DIR"
    result["BUNDLE_EXECUTABLE_FOLDER_PATH"] = ""
    if (result["PRODUCT_NAME"] ?? "").isEmpty { result["PRODUCT_NAME"] = "$(TARGET_NAME)" }
    if (result["PRODUCT_MODULE_NAME"] ?? "").isEmpty {
      result["PRODUCT_MODULE_NAME"] = "$(PRODUCT_NAME:c99extidentifier)"
    }
    if (result["EXECUTABLE_NAME"] ?? "").isEmpty { result["EXECUTABLE_NAME"] = "$(PRODUCT_NAME)" }
    return result
  }

  /// `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` replaced by their values.
  func expand(_ value: String, _ settings: [String: String]) -> String {
    Self.expand(value, settings, depth: 0)
  }

  static func expand(_ value: String, _ settings: [String: String], depth: Int) -> String {
    guard depth < 12, value.contains("$") else { return value }
    var result = ""
    var index = value.startIndex
    while index < value.endIndex {
      let character = value[index]
      let next = value.index(after: index)
      if character == "$", next < value.endIndex, value[next] == "(" || value[next] == "{" {
        let close: Character = value[next] == "(" ? ")" : "}"
        // Nested references: find the matching close.
        var level = 0
        var end = next
        while end < value.endIndex {
          if value[end] == "(" || value[end] == "{" { level += 1 }
          if value[end] == ")" || value[end] == "}" {
            level -= 1
            if level == 0 { break }
          }
          end = value.index(after: end)
        }
        guard end < value.endIndex, value[end] == close else {
          result.append(contentsOf: value[index...])
          break
        }
        let inner = expand(
          String(value[value.index(after: next)..<end]), settings, depth: depth + 1)
        let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
        var resolved =
          parts.first == "inherited"
          ? "" : expand(settings[parts.first ?? ""] ?? "", settings, depth: depth + 1)
        for modifier in parts.dropFirst().first?.split(separator: ",") ?? [] {
          switch modifier {
          case "c99extidentifier", "identifier": resolved = c99Identifier(resolved)
          case "rfc1034identifier":
            resolved = String(resolved.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
          case "lower": resolved = resolved.lowercased()
          case "upper": resolved = resolved.uppercased()
          default: break
          }
        }
        result += resolved
        index = value.index(after: end)
      } else {
        result.append(character)
        index = next
      }
    }
    return result
  }

  static func c99Identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "_" : result
  }

  // MARK: Info.plist

  /// The app's Info.plist as Xcode builds it: its file, with the keys of `INFOPLIST_KEY_*`
  /// settings it lacks and every `$(SETTING)` expanded.
  mutating func infoPlist(file url: URL?, settings: [String: String], role: String)
    throws(ProjectError)
    -> [String: Any]
  {
    var plist: [String: Any] = [:]
    if let url {
      let data =
        FileManager.default.contents(atPath: url.path(percentEncoded: false))
        ?? Self.ignoringCase(url).flatMap({ FileManager.default.contents(atPath: $0.path) })
      if data == nil {
        // A plist a build phase writes, or one left out of the repository: the build settings'
        // keys are all the app has here.
        missingNotes.append(
          "\(relative(url)): \(role)'s INFOPLIST_FILE is not on disk — its build settings' "
            + "keys are used alone")
      }
      if let data {
        do {
          plist =
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            ?? [:]
        } catch {
          throw ProjectError(
            "\(relative(url)): not a property list — \(ProjectFile.reason(error))")
        }
      }
    }
    for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
      let name = String(key.dropFirst("INFOPLIST_KEY_".count))
      // `X_Generation = YES`: Xcode writes a default `X` dictionary when the file has none.
      if name.hasSuffix("_Generation") {
        let generated = String(name.dropLast("_Generation".count))
        if value == "YES", plist[generated] == nil {
          plist[generated] =
            generated == "UIApplicationSceneManifest"
            ? ["UIApplicationSupportsMultipleScenes": false] as [String: Any] : [:]
        }
        continue
      }
      guard plist[name] == nil else { continue }
      plist[name] = value == "YES" ? true : value == "NO" ? false : value as Any
    }
    if plist["CFBundleIdentifier"] == nil, settings["PRODUCT_BUNDLE_IDENTIFIER"] != nil {
      plist["CFBundleIdentifier"] = "$(PRODUCT_BUNDLE_IDENTIFIER)"
    }
    // Xcode's generated Info.plist has the version and build from these settings.
    if plist["CFBundleShortVersionString"] == nil, settings["MARKETING_VERSION"] != nil {
      plist["CFBundleShortVersionString"] = "$(MARKETING_VERSION)"
    }
    if plist["CFBundleVersion"] == nil, settings["CURRENT_PROJECT_VERSION"] != nil {
      plist["CFBundleVersion"] = "$(CURRENT_PROJECT_VERSION)"
    }
    if plist["CFBundleExecutable"] == nil { plist["CFBundleExecutable"] = "$(EXECUTABLE_NAME)" }
    if plist["CFBundleName"] == nil { plist["CFBundleName"] = "$(PRODUCT_NAME)" }
    return Self.expandValues(plist, settings) as? [String: Any] ?? [:]
  }

  static func expandValues(_ value: Any, _ settings: [String: String]) -> Any {
    switch value {
    case let text as String: return expand(text, settings, depth: 0)
    case let array as [Any]: return array.map { expandValues($0, settings) }
    case let dictionary as [String: Any]: return dictionary.mapValues { expandValues($0, settings) }
    default: return value
    }
  }

  // MARK: Packages

  func packageIdentity(ofReference id: String) -> String? {
    guard let reference = file.objects[id] else { return nil }
    if let url = reference["repositoryURL"] as? String { return Self.identity(of: url) }
    if let path = reference["relativePath"] as? String { return Self.identity(of: path) }
    return nil
  }

  static func identity(of location: String) -> String {
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }

  mutating func packages() throws(ProjectError) -> [XcodeProject.Package] {
    var result: [XcodeProject.Package] = []
    for id in file.ids(project["packageReferences"]) {
      // A package removed from the project, its reference left behind (Pym's).
      guard isInProject(id, role: "a package of the project") else { continue }
      let (isa, fields) = try file.object(
        id, as: ["XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference"],
        role: "a package of the project")
      if isa == "XCLocalSwiftPackageReference" {
        let path = fields["relativePath"] as? String ?? ""
        result.append(
          .init(
            location: .local(path: directory.appending(path: path).standardizedFileURL),
            requirement: "", identity: Self.identity(of: path)))
        continue
      }
      let url = fields["repositoryURL"] as? String ?? ""
      let requirement = fields["requirement"] as? [String: Any] ?? [:]
      let version = { (key: String) in (requirement[key] as? String).map(Self.semanticVersion) }
      let minimum = version("minimumVersion") ?? "0.0.0"
      let rule: String
      let quoted = LinuxPackage.literal
      // Every value is a string literal in the manifest: a project cannot write code into it.
      switch requirement["kind"] as? String {
      case "upToNextMinorVersion": rule = ".upToNextMinor(from: \(quoted(minimum)))"
      case "exactVersion": rule = "exact: \(quoted(version("version") ?? minimum))"
      case "versionRange":
        rule =
          "\(quoted(minimum))..<\(quoted(version("maximumVersion") ?? minimum))"
      case "branch": rule = "branch: \(quoted(requirement["branch"] as? String ?? "main"))"
      case "revision": rule = "revision: \(quoted(requirement["revision"] as? String ?? ""))"
      default: rule = "from: \(quoted(minimum))"
      }
      result.append(
        .init(location: .remote(url: url), requirement: rule, identity: Self.identity(of: url)))
    }
    return result
  }

  /// A version as SwiftPM reads it: Xcode takes one typed short (`4.0`, `5`) and keeps it so in
  /// the project, where SwiftPM's manifest rejects it ("Invalid semantic version string '4.0'");
  /// the missing numbers are zeros, as Xcode reads them. A pre-release or build suffix is kept.
  static func semanticVersion(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let end = trimmed.firstIndex { $0 == "-" || $0 == "+" } ?? trimmed.endIndex
    var numbers = trimmed[..<end].split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(numbers.count),
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    else { return trimmed }
    while numbers.count < 3 { numbers.append("0") }
    return numbers.joined(separator: ".") + trimmed[end...]
  }
}
