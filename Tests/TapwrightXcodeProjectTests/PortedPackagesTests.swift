import Foundation
import Testing

@testable import TapwrightXcodeProject

/// Swift packages that import UIKit, built through the port from a copy of their sources.
@Suite struct PortedPackagesTests {
  /// A checkout as SwiftPM leaves it, and `describe --type json` of it.
  struct Checkout {
    let folder: URL
    let description: PackageDescription

    init(identity: String, json: String, files: [String: String]) throws {
      folder = FileManager.default.temporaryDirectory.appending(
        path: "tapwright-checkout-\(UUID().uuidString)")
      for (path, text) in files {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      description = try #require(
        PackageDescription(identity: identity, folder: folder, json: Data(json.utf8)))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let imageKitJSON = """
    {
      "name": "ImageKit", "tools_version": "5.9",
      "dependencies": [
        {"identity": "alamofire", "type": "sourceControl",
         "url": "https://github.com/Alamofire/Alamofire.git",
         "requirement": {"range": [{"lower_bound": "5.2.0", "upper_bound": "6.0.0"}]}}
      ],
      "products": [{"name": "ImageKit", "targets": ["ImageKit"], "type": {"library": ["automatic"]}}],
      "targets": [
        {"name": "ImageKit", "c99name": "ImageKit", "module_type": "SwiftTarget",
         "path": "Sources/ImageKit", "sources": ["UIImageView+Load.swift", "Cache.swift"],
         "target_dependencies": ["ImageCore"], "product_dependencies": ["Alamofire"],
         "type": "library", "resources": [{"path": "PrivacyInfo.xcprivacy", "rule": {"copy": {}}}]},
        {"name": "ImageCore", "c99name": "ImageCore", "module_type": "SwiftTarget",
         "path": "Sources/Core", "sources": ["Decoder.swift"], "type": "library"},
        {"name": "ImageKitTests", "c99name": "ImageKitTests", "module_type": "SwiftTarget",
         "path": "Tests/ImageKitTests", "sources": ["Tests.swift"],
         "target_dependencies": ["ImageKit"], "type": "test"}
      ]
    }
    """

  func project(using product: String, of package: String) throws -> (XcodeProject, ProjectFixture) {
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); packageReferences = (K1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; packageProductDependencies = (D1, ); productType = "com.apple.product-type.application"; };"#,
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        #"F1 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };"#,
        #"K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/\#(package)"; requirement = {kind = upToNextMajorVersion; minimumVersion = 2.0.0; }; };"#,
        #"D1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = \#(product); };"#,
      ], files: ["App/Main.swift": ""])
    return (try XcodeProject(contentsOf: fixture.bundle), fixture)
  }

  @Test func aPackageTapwrightDependsOnStaysAPackage() throws {
    // swift-snapshot-testing imports UIKit (for iOS) and builds on Linux; Tapwright depends on it,
    // so a ported copy's `SnapshotTesting` target would clash with the package's own.
    let json = """
      {
        "name": "swift-snapshot-testing", "tools_version": "5.9", "dependencies": [],
        "products": [{"name": "SnapshotTesting", "targets": ["SnapshotTesting"],
                      "type": {"library": ["automatic"]}}],
        "targets": [
          {"name": "SnapshotTesting", "c99name": "SnapshotTesting", "module_type": "SwiftTarget",
           "path": "Sources/SnapshotTesting", "sources": ["UIView.swift"], "type": "library"}
        ]
      }
      """
    let checkout = try Checkout(
      identity: "swift-snapshot-testing", json: json,
      files: [
        "Package.swift": "// swift-tools-version:5.9\n",
        "Sources/SnapshotTesting/UIView.swift": "#if os(iOS)\nimport UIKit\n#endif\n",
      ])
    defer { checkout.remove() }
    let (project, fixture) = try project(
      using: "SnapshotTesting", of: "swift-snapshot-testing")
    defer { fixture.remove() }
    let ported = project.portingPackages(
      ["swift-snapshot-testing": checkout.description],
      in: fixture.root.appending(path: ".tapwright"))
    #expect(ported.targets.map(\.moduleName) == ["App"])
    #expect(ported.packages.map(\.identity) == ["swift-snapshot-testing"])
    #expect(ported.targets[0].packageProducts.map(\.name) == ["SnapshotTesting"])
  }

  @Test func aPackageThatImportsUIKitBecomesTargetsBuiltThroughThePort() throws {
    let checkout = try Checkout(
      identity: "imagekit", json: Self.imageKitJSON,
      files: [
        "Package.swift": "// swift-tools-version:5.9\n",
        "Sources/ImageKit/UIImageView+Load.swift": "#if canImport(UIKit)\nimport UIKit\n#endif\n",
        "Sources/ImageKit/Cache.swift": "import Foundation\n",
        "Sources/Core/Decoder.swift": "import Combine\n",
      ])
    defer { checkout.remove() }
    let (project, fixture) = try project(using: "ImageKit", of: "ImageKit")
    defer { fixture.remove() }
    let output = fixture.root.appending(path: ".tapwright")

    let ported = project.portingPackages(["imagekit": checkout.description], in: output)

    #expect(
      ported.targets.map { "\($0.moduleName) (\($0.kind.rawValue), Swift \($0.swiftVersion))" } == [
        "App (app, Swift 5)", "ImageCore (framework, Swift 5)", "ImageKit (framework, Swift 5)",
      ])
    #expect(ported.targets[0].dependencies == ["ImageKit"])
    #expect(ported.targets[0].packageProducts.isEmpty)
    #expect(ported.targets[2].dependencies == ["ImageCore"])
    #expect(ported.targets[2].packageProducts == [.init(name: "Alamofire", package: "alamofire")])
    // The package the ported one depends on is the project's now; the ported one is not.
    #expect(
      ported.packages == [
        .init(
          location: .remote(url: "https://github.com/Alamofire/Alamofire.git"),
          requirement: #""5.2.0"..<"6.0.0""#, identity: "alamofire")
      ])
    #expect(
      ported.targets[2].sources.map { $0.path(percentEncoded: false) } == [
        output.appending(path: "Dependencies/imagekit/Sources/ImageKit/UIImageView+Load.swift")
          .path(percentEncoded: false),
        output.appending(path: "Dependencies/imagekit/Sources/ImageKit/Cache.swift")
          .path(percentEncoded: false),
      ])
    #expect(
      ported.vendoredSources["Dependencies/imagekit/Sources/Core/Decoder.swift"]
        == "import Combine\n")
    #expect(
      ported.notes.last
        == "Swift package imagekit imports UIKit: built through the port from a copy of its "
        + "sources (ImageCore, ImageKit); its 1 resource are not copied")

    // The Linux package holds the copies, and its anchors name them.
    let package = LinuxPackage(
      project: ported, folder: output, tapwright: URL(fileURLWithPath: "/opt/Tapwright"))
    #expect(
      package.entries["Dependencies/imagekit/Sources/ImageKit/Cache.swift"]
        == .text("import Foundation\n"))
    guard case .text(let anchor) = package.entries["Targets/ImageKit/TapwrightPort.swift"] else {
      Issue.record("no anchor for ImageKit")
      return
    }
    #expect(
      anchor.contains(
        "// tapwright-port: include ../../Dependencies/imagekit/Sources/ImageKit/Cache.swift"))
    guard case .text(let manifest) = package.entries["Package.swift"] else { return }
    #expect(!manifest.contains("example/ImageKit"))
    // A copied target that imports Combine gets OpenCombine, though its copy is not written yet.
    #expect(
      manifest.contains(
        """
              name: "ImageCore",
              dependencies: [
                .product(name: "HeadlessUIKit", package: tapwright),
                .product(name: "OpenCombineShim", package: "opencombine"),
                .product(name: "HeadlessCombine", package: tapwright),
        """))
    #expect(
      manifest.contains(
        #".package(url: "https://github.com/Alamofire/Alamofire.git", "5.2.0"..<"6.0.0")"#))
  }

  @Test func aPackageThatDoesNotImportUIKitStaysAPackage() throws {
    let checkout = try Checkout(
      identity: "imagekit", json: Self.imageKitJSON,
      files: [
        "Sources/ImageKit/UIImageView+Load.swift": "import Foundation\n",
        "Sources/ImageKit/Cache.swift": "import Foundation\n",
        "Sources/Core/Decoder.swift": "import Foundation // UIKit is only named here\n",
      ])
    defer { checkout.remove() }
    let (project, fixture) = try project(using: "ImageKit", of: "ImageKit")
    defer { fixture.remove() }
    let ported = project.portingPackages(
      ["imagekit": checkout.description], in: fixture.root.appending(path: ".tapwright"))
    #expect(ported.targets.map(\.moduleName) == ["App"])
    #expect(ported.packages.map(\.identity) == ["imagekit"])
    #expect(ported.vendoredSources.isEmpty)
  }

  @Test func aPackageWithAnObjectiveCTargetStaysAPackageWithANote() throws {
    let json = Self.imageKitJSON.replacingOccurrences(
      of: #""path": "Sources/Core", "sources": ["Decoder.swift"], "type": "library""#,
      with: #""path": "Sources/Core", "sources": ["Decoder.m"], "type": "library""#
    ).replacingOccurrences(
      of: #""name": "ImageCore", "c99name": "ImageCore", "module_type": "SwiftTarget""#,
      with: #""name": "ImageCore", "c99name": "ImageCore", "module_type": "ClangTarget""#)
    let checkout = try Checkout(
      identity: "imagekit", json: json,
      files: ["Sources/ImageKit/UIImageView+Load.swift": "@preconcurrency import UIKit\n"])
    defer { checkout.remove() }
    let (project, fixture) = try project(using: "ImageKit", of: "ImageKit")
    defer { fixture.remove() }
    let ported = project.portingPackages(
      ["imagekit": checkout.description], in: fixture.root.appending(path: ".tapwright"))
    #expect(ported.packages.map(\.identity) == ["imagekit"])
    #expect(
      ported.notes.last
        == "Swift package imagekit: it imports UIKit, and its target ImageCore is not Swift, so "
        + "it is not built through the port (a file that imports it does not compile on Linux)")
  }

  @Test func swiftSixModeFollowsTheToolsVersionUnlessTheManifestAsksForFive() throws {
    for (tools, manifest, mode) in [
      ("6.0", "// swift-tools-version:6.0\n", "6"),
      ("6.0", "// swift-tools-version:6.0\nlet p = Package(swiftLanguageModes: [.v5])\n", "5"),
      ("5.10", "// swift-tools-version:5.10\n", "5"),
    ] {
      let checkout = try Checkout(
        identity: "kit",
        json: #"{"name": "Kit", "tools_version": "\#(tools)", "targets": [], "products": []}"#,
        files: ["Package.swift": manifest])
      defer { checkout.remove() }
      #expect(checkout.description.swiftVersion == mode)
    }
  }

  @Test func aFileNeedsThePortWhenItImportsUIKitOrAFrameworkHeadlessUIKitStandsIn() {
    #expect(XcodeProject.needsThePort("import UIKit\n"))
    #expect(XcodeProject.needsThePort("@_exported import WebKit\n"))
    #expect(XcodeProject.needsThePort("import class UIKit.UIView\n"))
    #expect(XcodeProject.needsThePort("#if canImport(UIKit)\n#endif\n"))
    #expect(XcodeProject.needsThePort("import os.log\n"))
    #expect(!XcodeProject.needsThePort("import Foundation\n// import UIKit later\n"))
    #expect(!XcodeProject.needsThePort("let text = \"UIKit\"\n"))
    // SwiftyJSON's `<` of two numbers, which Linux's Foundation declares too.
    #expect(
      XcodeProject.needsThePort(
        "import Foundation\nfunc < (lhs: NSNumber, rhs: NSNumber) -> Bool {\n  false\n}\n"))
    #expect(
      !XcodeProject.needsThePort(
        "import Foundation\nfunc > (lhs: NSNumber, rhs: NSNumber) -> Bool {\n  false\n}\n"))
    // Alamofire 5's multipart encoder, as it reads a stream's error after each read.
    #expect(
      XcodeProject.needsThePort(
        "import Foundation\nif let streamError = inputStream.streamError {\n  throw streamError\n}\n"
      ))
  }

  @Test func anImportUnderCanImportOfTheSameModuleDoesNotNeedThePort() {
    // Alamofire 5's NetworkReachabilityManager.swift, as it guards its import.
    let guarded = "#if canImport(SystemConfiguration)\nimport SystemConfiguration\n#endif\n"
    #expect(!XcodeProject.needsThePort(guarded))
    // Under another module's test, or after the `#endif`, the import counts.
    #expect(
      XcodeProject.needsThePort("#if canImport(Combine)\nimport SystemConfiguration\n#endif\n"))
    #expect(
      XcodeProject.needsThePort(
        "#if canImport(MobileCoreServices)\n#endif\nimport MobileCoreServices\n"))
    #expect(
      XcodeProject.needsThePort(
        "#if canImport(Security)\nimport Foundation\n#else\nimport Security\n#endif\n"))
  }
}
