import Foundation

extension XcodeProject {
  /// Reads an `.xcworkspace`: every project it lists (`contents.xcworkspacedata`), read as
  /// ``init(contentsOf:)`` reads one and merged into one — a framework one project builds and
  /// another links (`MyKit.framework` in its Link Binary phase) becomes a dependency, as Xcode's
  /// implicit dependencies make it. CocoaPods' `Pods.xcodeproj` is left out (the Podfile note says
  /// what that means).
  public init(workspace: URL) throws(ProjectError) {
    let workspace = workspace.standardizedFileURL
    let contents = workspace.appending(path: "contents.xcworkspacedata")
    let name = "\(workspace.lastPathComponent)/contents.xcworkspacedata"
    guard let data = FileManager.default.contents(atPath: contents.path(percentEncoded: false)),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ProjectError("\(name): no such file (is \(workspace.lastPathComponent) a workspace?)")
    }
    var projects: [XcodeProject] = []
    var notes: [String] = []
    for url in Self.projectReferences(in: text, workspace: workspace) {
      if url.lastPathComponent == "Pods.xcodeproj" {
        notes.append("Pods/Pods.xcodeproj: CocoaPods' project, not built")
        continue
      }
      guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) else {
        throw ProjectError(
          "\(name): it lists \(url.lastPathComponent), which is not on disk at \(url.path)")
      }
      projects.append(try XcodeProject(contentsOf: url))
    }
    guard var merged = projects.first else {
      throw ProjectError("\(name): it lists no Xcode project")
    }
    merged.bundle = workspace
    merged.name = workspace.deletingPathExtension().lastPathComponent
    for project in projects.dropFirst() {
      for target in project.targets {
        if merged.targets.contains(where: { $0.moduleName == target.moduleName }) {
          merged.skipped.append(
            .init(
              name: target.name,
              reason: "\(project.bundle.lastPathComponent) has it, but another project of the "
                + "workspace has a target of module \(target.moduleName)"))
        } else {
          merged.targets.append(target)
        }
      }
      merged.skipped += project.skipped
      for package in project.packages
      where !merged.packages.contains(where: { $0.identity == package.identity }) {
        merged.packages.append(package)
      }
      merged.notes += project.notes.filter { !merged.notes.contains($0) }
    }
    merged.notes += notes
    // Implicit dependencies across projects: a linked product another project's target builds.
    for index in merged.targets.indices {
      for product in merged.targets[index].linkedProducts {
        guard
          let linked = merged.targets.first(where: {
            $0.productName == product && $0.moduleName != merged.targets[index].moduleName
          }),
          !merged.targets[index].dependencies.contains(linked.moduleName)
        else { continue }
        merged.targets[index].dependencies.append(linked.moduleName)
      }
    }
    self = merged
  }

  /// The projects a workspace's `contents.xcworkspacedata` lists, in order: `FileRef`s whose
  /// location is `group:` (relative to the enclosing groups' folders), `container:` (relative to
  /// the workspace's folder) or `absolute:`.
  static func projectReferences(in text: String, workspace: URL) -> [URL] {
    let container = workspace.deletingLastPathComponent()
    var groups: [URL] = [container]
    var result: [URL] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("/Group") {
        if groups.count > 1 { groups.removeLast() }
        continue
      }
      let isGroup = tag.hasPrefix("Group")
      guard isGroup || tag.hasPrefix("FileRef") else { continue }
      let location = attribute("location", in: tag) ?? "group:"
      let url = resolve(location, base: groups.last ?? container, container: container)
      if isGroup {
        if !tag.hasSuffix("/") { groups.append(url) }
      } else if url.pathExtension == "xcodeproj" {
        result.append(url)
      }
    }
    return result
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let range = tag.range(of: name) else { return nil }
    let after = tag[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" }
    guard after.first == "\"" else { return nil }
    return String(after.dropFirst().prefix { $0 != "\"" })
  }

  private static func resolve(_ location: String, base: URL, container: URL) -> URL {
    let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
    let path = parts.count == 2 ? parts[1] : ""
    switch parts.first {
    case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
    case "container":
      return (path.isEmpty ? container : container.appending(path: path)).standardizedFileURL
    default: return (path.isEmpty ? base : base.appending(path: path)).standardizedFileURL
    }
  }
}

extension XcodeProject {
  /// The products this project's targets link (`FizzBuzz.framework` in a Link Binary phase) that
  /// no target of the project builds, each with the target that links it.
  public var productsBuiltElsewhere: [(target: String, product: String)] {
    let built = Set(targets.map(\.productName))
    return targets.flatMap { target in
      target.linkedProducts.filter { !built.contains($0) }.map { (target.name, $0) }
    }
  }

  /// The project with the frameworks it links from the other projects of a workspace that holds
  /// it — one beside the project or in the folder above — as Xcode finds them when the workspace
  /// is open: those frameworks' targets (and what they depend on) join the project's, and a note
  /// names the workspace. A product no such workspace builds gets a note that says so. The
  /// project as it is when every linked product is its own.
  public func withFrameworksOfItsWorkspace() throws(ProjectError) -> XcodeProject {
    let missing = productsBuiltElsewhere
    guard !missing.isEmpty else { return self }
    let me = bundle.standardizedFileURL.path(percentEncoded: false)
    let manager = FileManager.default
    var folders = [bundle.deletingLastPathComponent()]
    folders.append(folders[0].deletingLastPathComponent())
    for folder in folders {
      let names =
        (try? manager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
      for name in names.sorted() where name.hasSuffix(".xcworkspace") {
        let url = folder.appending(path: name)
        guard
          let text = try? String(
            contentsOf: url.appending(path: "contents.xcworkspacedata"), encoding: .utf8),
          Self.projectReferences(in: text, workspace: url).contains(where: {
            $0.standardizedFileURL.path(percentEncoded: false) == me
          })
        else { continue }
        let workspace = try XcodeProject(workspace: url)
        let found = Set(missing.map(\.product)).intersection(workspace.targets.map(\.productName))
        guard !found.isEmpty else { continue }
        var project = try workspace.selecting(
          only: targets.map(\.moduleName), skipping: [], unnamedReason: nil)
        // The project as the user opened it, with the frameworks' targets added: the other
        // projects' skipped targets and notes are not this project's.
        project.bundle = bundle
        project.name = self.name
        project.skipped = skipped
        project.notes = notes
        project.notes.append(
          "\(found.sorted().map { "\($0).framework" }.joined(separator: ", ")), linked by "
            + "\(bundle.lastPathComponent), built by another project of \(name): its targets are "
            + "read from there (`tapwright port \(name)` ports the whole workspace)")
        return project.withNotesOfProducts(missing.filter { !found.contains($0.product) })
      }
    }
    return withNotesOfProducts(missing)
  }

  private func withNotesOfProducts(_ missing: [(target: String, product: String)]) -> XcodeProject {
    var project = self
    for (target, product) in missing {
      project.notes.append(
        "\(product).framework: target \"\(target)\" links it, but no target of "
          + "\(bundle.lastPathComponent) builds it and no workspace beside the project does — "
          + "a file that imports it does not compile (port the workspace that builds it)")
    }
    return project
  }
}
