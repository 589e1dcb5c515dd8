import Foundation
import TapwrightXcodeProject

/// `tapwright port`'s cost on a synthetic project of 50 targets (25 apps of 12 Swift files, a
/// localized storyboard and a JSON file; 25 hosted unit-test bundles of 6 Swift files): reading
/// `project.pbxproj`, building the package and writing it into a new folder — and rerunning it
/// on the written folder, which rewrites nothing.
let portProjectSuite = Suite(
  name: "tapwright port (Xcode project → Linux package)",
  keys: ["port_generate_50_targets_ms", "port_regenerate_unchanged_ms"]
) {
  let root = FileManager.default.temporaryDirectory.appending(
    path: "tapwright-bench-port-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: root) }
  guard let bundle = try? writeSyntheticProject(in: root, apps: 25) else {
    // Both keys, as every run has them; -1 meets no target.
    return ["port_generate_50_targets_ms", "port_regenerate_unchanged_ms"].map {
      Figure(key: $0, value: -1, unit: "ms", summary: "could not write the synthetic project")
    }
  }
  let tapwright = URL(fileURLWithPath: "/opt/Tapwright")
  var fresh: [Double] = []
  var rerun: [Double] = []
  var targets = 0
  for round in 0..<max(5, Bench.repetitions) {
    let folder = root.appending(path: "Linux\(round)")
    // A failure reads as -1, which no target accepts.
    fresh.append(
      (try? Bench.seconds {
        let project = try XcodeProject(contentsOf: bundle)
        targets = project.targets.count
        _ = try LinuxPackage(project: project, folder: folder, tapwright: tapwright).write()
      }).map { $0 * 1000 } ?? -1)
    rerun.append(
      (try? Bench.seconds {
        let project = try XcodeProject(contentsOf: bundle)
        _ = try LinuxPackage(project: project, folder: folder, tapwright: tapwright).write()
      }).map { $0 * 1000 } ?? -1)
  }
  return [
    Figure(
      key: "port_generate_50_targets_ms", value: Bench.median(fresh), unit: "ms",
      summary: "read a \(targets)-target project.pbxproj, build its Linux package and write it",
      target: "≤ 1000"),
    Figure(
      key: "port_regenerate_unchanged_ms", value: Bench.median(rerun), unit: "ms",
      summary: "the same, rerun on the written package (nothing rewritten)"),
  ]
}

/// A project of `apps` app targets and as many unit-test bundles, written as Xcode writes one.
private func writeSyntheticProject(in root: URL, apps: Int) throws -> URL {
  var objects: [String] = []
  var mainChildren: [String] = []
  var targets: [String] = []
  func file(_ id: String, _ path: String, _ text: String = "") throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    _ = id
  }
  for app in 0..<apps {
    let name = "App\(app)"
    var children: [String] = []
    var sources: [String] = []
    for index in 0..<12 {
      let ref = "A\(app)F\(index)"
      try file(
        ref, "\(name)/Screen\(index).swift",
        "import UIKit\nclass Screen\(index): UIViewController {}\n")
      objects.append(
        #"\#(ref) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screen\#(index).swift; sourceTree = "<group>"; };"#
      )
      objects.append("\(ref)B = {isa = PBXBuildFile; fileRef = \(ref); };")
      children.append(ref)
      sources.append("\(ref)B")
    }
    try file("", "\(name)/Base.lproj/Main.storyboard", "<document/>")
    try file("", "\(name)/Data.json", "[]")
    objects += [
      #"A\#(app)SB = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };"#,
      #"A\#(app)VG = {isa = PBXVariantGroup; children = (A\#(app)SB, ); name = Main.storyboard; sourceTree = "<group>"; };"#,
      #"A\#(app)JS = {isa = PBXFileReference; lastKnownFileType = text.json; path = Data.json; sourceTree = "<group>"; };"#,
      "A\(app)VGB = {isa = PBXBuildFile; fileRef = A\(app)VG; };",
      "A\(app)JSB = {isa = PBXBuildFile; fileRef = A\(app)JS; };",
      #"A\#(app)G = {isa = PBXGroup; children = (\#((children + ["A\(app)VG", "A\(app)JS"]).joined(separator: ", ")), ); path = \#(name); sourceTree = "<group>"; };"#,
      "A\(app)S = {isa = PBXSourcesBuildPhase; files = (\(sources.joined(separator: ", ")), ); };",
      "A\(app)R = {isa = PBXResourcesBuildPhase; files = (A\(app)VGB, A\(app)JSB, ); };",
      #"A\#(app)T = {isa = PBXNativeTarget; buildConfigurationList = A\#(app)CL; buildPhases = (A\#(app)S, A\#(app)R, ); name = \#(name); productType = "com.apple.product-type.application"; };"#,
      "A\(app)CL = {isa = XCConfigurationList; buildConfigurations = (A\(app)C, ); };",
      #"A\#(app)C = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Debug; };"#,
    ]
    var testChildren: [String] = []
    var testSources: [String] = []
    for index in 0..<6 {
      let ref = "T\(app)F\(index)"
      try file(ref, "\(name)Tests/Screen\(index)Tests.swift", "import XCTest\n")
      objects.append(
        #"\#(ref) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screen\#(index)Tests.swift; sourceTree = "<group>"; };"#
      )
      objects.append("\(ref)B = {isa = PBXBuildFile; fileRef = \(ref); };")
      testChildren.append(ref)
      testSources.append("\(ref)B")
    }
    objects += [
      #"T\#(app)G = {isa = PBXGroup; children = (\#(testChildren.joined(separator: ", ")), ); path = \#(name)Tests; sourceTree = "<group>"; };"#,
      "T\(app)S = {isa = PBXSourcesBuildPhase; files = (\(testSources.joined(separator: ", ")), ); };",
      #"T\#(app)T = {isa = PBXNativeTarget; buildConfigurationList = T\#(app)CL; buildPhases = (T\#(app)S, ); name = \#(name)Tests; productType = "com.apple.product-type.bundle.unit-test"; };"#,
      "T\(app)CL = {isa = XCConfigurationList; buildConfigurations = (T\(app)C, ); };",
      #"T\#(app)C = {isa = XCBuildConfiguration; buildSettings = {TEST_HOST = "$(BUILT_PRODUCTS_DIR)/\#(name).app/\#(name)"; }; name = Debug; };"#,
    ]
    mainChildren += ["A\(app)G", "T\(app)G"]
    targets += ["A\(app)T", "T\(app)T"]
  }
  objects += [
    "P0 = {isa = PBXProject; developmentRegion = en; mainGroup = G0; targets = (\(targets.joined(separator: ", ")), ); };",
    #"G0 = {isa = PBXGroup; children = (\#(mainChildren.joined(separator: ", ")), ); sourceTree = "<group>"; };"#,
  ]
  let bundle = root.appending(path: "Synthetic.xcodeproj")
  try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
  let text =
    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
    + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = P0;\n}\n"
  try Data(text.utf8).write(to: bundle.appending(path: "project.pbxproj"))
  return bundle
}
