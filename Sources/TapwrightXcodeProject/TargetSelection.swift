import Foundation

extension XcodeProject {
  /// The project with only the targets the user asked for: `only` (when not empty) keeps the
  /// targets it names and what they depend on; `skipping` leaves out the targets it names and
  /// every target that depends on one. Each target left out is listed in `skipped` with why, and
  /// a Swift package no remaining target uses is dropped.
  ///
  /// A name is a target's name or its module's; one that names no target of the project (built or
  /// skipped) is an error that lists the targets.
  ///
  /// - Parameter unnamedReason: Why a target `only` does not name is left out; `nil`: it is left
  ///   out unlisted.
  public func selecting(
    only: [String], skipping: [String], unnamedReason: String? = "not named by --target"
  ) throws(ProjectError) -> XcodeProject {
    func find(_ name: String) -> Target? {
      targets.first { $0.name == name || $0.moduleName == name }
    }
    for name in only + skipping where find(name) == nil {
      guard skipped.contains(where: { $0.name == name }) else {
        throw ProjectError(
          "\(bundle.lastPathComponent) has no target \(name); its targets: "
            + targets.map(\.name).joined(separator: ", "))
      }
    }
    var kept = Set(targets.map(\.moduleName))
    var reasons: [String: String] = [:]
    if !only.isEmpty {
      var wanted: Set<String> = []
      var stack = only.compactMap { find($0)?.moduleName }
      while let module = stack.popLast() {
        guard wanted.insert(module).inserted,
          let target = targets.first(where: { $0.moduleName == module })
        else { continue }
        stack += target.dependencies
      }
      let unnamed = kept.subtracting(wanted)
      kept.formIntersection(wanted)
      guard let unnamedReason else {
        var project = self
        project.targets = targets.filter { !unnamed.contains($0.moduleName) }
        project.dropUnusedPackages()
        return try project.selecting(only: [], skipping: skipping)
      }
      for module in unnamed { reasons[module] = unnamedReason }
    }
    for name in skipping {
      guard let module = find(name)?.moduleName, kept.remove(module) != nil else { continue }
      reasons[module] = "left out with --skip"
    }
    return without(kept: kept, reasons: reasons)
  }

  /// The project without the targets `reasons` names (by target name), each skipped with its
  /// reason, and without every target that depends on one of them.
  public func leavingOut(_ reasons: [String: String]) throws(ProjectError) -> XcodeProject {
    var kept = Set(targets.map(\.moduleName))
    var byModule: [String: String] = [:]
    for (name, reason) in reasons {
      guard let target = targets.first(where: { $0.name == name || $0.moduleName == name }) else {
        throw ProjectError("\(bundle.lastPathComponent) builds no target \(name)")
      }
      kept.remove(target.moduleName)
      byModule[target.moduleName] = reason
    }
    return without(kept: kept, reasons: byModule)
  }

  private func without(kept: Set<String>, reasons: [String: String]) -> XcodeProject {
    var kept = kept
    var reasons = reasons
    // A target that depends on one left out cannot build either.
    var changed = true
    while changed {
      changed = false
      for target in targets where kept.contains(target.moduleName) {
        guard let missing = target.dependencies.first(where: { !kept.contains($0) }) else {
          continue
        }
        kept.remove(target.moduleName)
        reasons[target.moduleName] = "it depends on \(missing), which is left out"
        changed = true
      }
    }
    var project = self
    project.targets = targets.filter { kept.contains($0.moduleName) }
    project.skipped +=
      targets
      .filter { !kept.contains($0.moduleName) }
      .map {
        SkippedTarget(
          name: $0.name, reason: reasons[$0.moduleName] ?? "left out",
          isTestBundle: $0.kind == .unitTests)
      }
    project.dropUnusedPackages()
    return project
  }

  /// Drops the Swift packages no target uses (a package of a skipped target: a SwiftUI app's,
  /// a UI-test bundle's), so one that does not resolve here stops nothing that is built.
  /// The project with a package that does not resolve replaced by the targets built from the
  /// sources the project keeps of it (its pod in `Pods/`), if it keeps them: each target that
  /// used one of the package's products depends on the target of that module instead. `nil`
  /// when the project keeps no such sources.
  public func replacingPackageWithSources(_ identity: String) -> XcodeProject? {
    guard let fallback = sourceFallbacks[identity], !fallback.isEmpty else { return nil }
    var project = self
    project.sourceFallbacks[identity] = nil
    for target in fallback
    where !project.targets.contains(where: { $0.moduleName == target.moduleName }) {
      project.targets.append(target)
    }
    for index in project.targets.indices {
      let used = project.targets[index].packageProducts.filter { $0.package == identity }
      guard !used.isEmpty else { continue }
      project.targets[index].packageProducts.removeAll { $0.package == identity }
      for product in used {
        let module =
          (fallback.first { $0.moduleName == product.name } ?? fallback[0]).moduleName
        if module != project.targets[index].moduleName,
          !project.targets[index].dependencies.contains(module)
        {
          project.targets[index].dependencies.append(module)
        }
      }
    }
    project.dropUnusedPackages()
    return project
  }

  mutating func dropUnusedPackages() {
    let used = Set(targets.flatMap { $0.packageProducts.compactMap(\.package) })
    packages.removeAll { !used.contains($0.identity) }
  }
}

extension XcodeProject {
  /// The packages a failed `swift package resolve` is about: those its error lines name; else the
  /// one SwiftPM was working on when the first error came (it prints "Computing version for
  /// <url>", then an error that names no package, as for a manifest it cannot read); else every
  /// one its output names. A package merely fetched or computed before the failure is not one.
  ///
  /// - Parameter output: What `swift package resolve` printed.
  /// - Returns: The packages, in the project's order.
  public func packagesFailingToResolve(_ output: String) -> [Package] {
    let lines = output.split(whereSeparator: \.isNewline).map(String.init)
    let errors = lines.filter { $0.hasPrefix("error: ") }
    let named = packages.filter { package in errors.contains { package.isNamed(in: $0) } }
    if !named.isEmpty { return named }
    if let first = lines.firstIndex(where: { $0.hasPrefix("error: ") }) {
      for line in lines[..<first].reversed() {
        let current = packages.filter { $0.isNamed(in: line) }
        if !current.isEmpty { return current }
      }
    }
    return packages.filter { $0.isNamed(in: output) }
  }
}

extension XcodeProject.Package {
  /// Whether SwiftPM's words name the package: its URL, its identity in quotes, or its folder.
  public func isNamed(in text: String) -> Bool {
    let lowered = text.lowercased()
    if lowered.contains("'\(identity)'") { return true }
    switch location {
    case .remote(let url):
      var bare = url.lowercased()
      if bare.hasSuffix(".git") { bare.removeLast(4) }
      return lowered.contains(bare)
    case .local(let path):
      return text.contains(path.path(percentEncoded: false))
    }
  }
}
