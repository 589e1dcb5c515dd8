import Foundation
import PackagePlugin

/// Generates the spies a test target names with `#Spies(of:)`, for protocols declared in the
/// sources of the target's dependencies (the app's own modules).
///
/// It runs `TapwrightSpyGenerator` as a build command whose inputs are the dependencies' Swift
/// files and the test target's `…Spies.swift` files, so the spies are regenerated only when one of those
/// changes. Products of remote packages (Tapwright itself, swift-syntax, …) aren't read.
@main
struct TapwrightSpyPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let testModule = target.sourceModule else {
      Diagnostics.error("TapwrightSpyPlugin applies to a Swift test target; '\(target.name)' isn't")
      return []
    }
    let remoteProducts = Self.remoteProductIDs(of: context.package)
    var modules: [SourceModuleTarget] = []
    for dependency in target.dependencies {
      switch dependency {
      case .target(let target):
        modules += [target.sourceModule].compactMap { $0 }
      case .product(let product):
        if !remoteProducts.contains(product.id) { modules += product.sourceModules }
      @unknown default:
        break
      }
    }
    var seen: Set<String> = []
    modules = modules.filter {
      ($0.kind == .generic || $0.kind == .executable) && seen.insert($0.id).inserted
    }

    var arguments = ["--output"]
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSpies.swift")
    arguments.append(output.path(percentEncoded: false))
    // Only the files whose names end in `Spies.swift` may use #Spies(of:) (its macro checks it).
    // They are the only test files among the inputs, so editing another test doesn't regenerate;
    // a fixed name, not a look inside, because SwiftPM reuses a plugin's commands until the
    // target's files change.
    let testFiles = testModule.sourceFiles(withSuffix: "Spies.swift").map(\.url)
    arguments.append("--test-sources")
    arguments += testFiles.map { $0.path(percentEncoded: false) }
    var inputs = testFiles
    for module in modules {
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
      arguments += ["--module", module.moduleName] + files.map { $0.path(percentEncoded: false) }
      inputs += files
    }
    return [
      .buildCommand(
        displayName: "Generating the spies \(target.name) names with #Spies(of:)",
        executable: try context.tool(named: "TapwrightSpyGenerator").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }

  /// The products of packages fetched from a repository or a registry, whose sources aren't read.
  static func remoteProductIDs(of package: Package) -> Set<Product.ID> {
    var result: Set<Product.ID> = []
    var pending = package.dependencies.map(\.package)
    var visited: Set<Package.ID> = []
    while let next = pending.popLast() {
      guard visited.insert(next.id).inserted else { continue }
      switch next.origin {
      case .repository, .registry:
        result.formUnion(next.products.map(\.id))
      default:
        break
      }
      pending += next.dependencies.map(\.package)
    }
    return result
  }
}
