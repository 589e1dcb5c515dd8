// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

// Tapwright: behaviour tests for view-controller UIs.
//
// Each module's products and targets are grouped below. On Apple platforms HeadlessUIKit compiles
// to an empty module (its sources are wrapped in `#if !canImport(UIKit)`), and the other modules
// import real UIKit instead.

// Every product of another package that a target uses, named once.
enum External {
  static let customDump = Target.Dependency.product(
    name: "CustomDump", package: "swift-custom-dump")
  static let httpTypes = Target.Dependency.product(name: "HTTPTypes", package: "swift-http-types")
  static let httpTypesFoundation = Target.Dependency.product(
    name: "HTTPTypesFoundation", package: "swift-http-types")
  static let snapshotTesting = Target.Dependency.product(
    name: "SnapshotTesting", package: "swift-snapshot-testing")
  static let swiftBasicFormat = Target.Dependency.product(
    name: "SwiftBasicFormat", package: "swift-syntax")
  static let swiftCompilerPlugin = Target.Dependency.product(
    name: "SwiftCompilerPlugin", package: "swift-syntax")
  static let swiftDiagnostics = Target.Dependency.product(
    name: "SwiftDiagnostics", package: "swift-syntax")
  static let swiftParser = Target.Dependency.product(name: "SwiftParser", package: "swift-syntax")
  static let swiftSyntax = Target.Dependency.product(name: "SwiftSyntax", package: "swift-syntax")
  static let swiftSyntaxBuilder = Target.Dependency.product(
    name: "SwiftSyntaxBuilder", package: "swift-syntax")
  static let swiftSyntaxMacroExpansion = Target.Dependency.product(
    name: "SwiftSyntaxMacroExpansion", package: "swift-syntax")
  static let swiftSyntaxMacros = Target.Dependency.product(
    name: "SwiftSyntaxMacros", package: "swift-syntax")
  static let swiftSyntaxMacrosGenericTestSupport = Target.Dependency.product(
    name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax")
  static let issueReporting = Target.Dependency.product(
    name: "IssueReporting", package: "xctest-dynamic-overlay")
  static let issueReportingTestSupport = Target.Dependency.product(
    name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
  // Combine's Linux substitute, for the Foundation publishers Combine adds to `NSObject`.
  static let openCombine = Target.Dependency.product(
    name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))
}

// The classic sample app: an iOS app written the storyboard way (`@IBOutlet`, `@IBAction`,
// `#selector`, `import UIKit`). It builds through the port step on every host, exactly as a
// user's app target would (README, "Porting an app to Linux"): each generated file holds the
// ported form for Linux, the original with HeadlessUIKit imported for a Mac (Darwin, no UIKit),
// and the original as it is for iOS.
let classicSampleApp = Target.target(
  name: "TapwrightClassicSampleApp",
  dependencies: ["HeadlessUIKit"],
  path: "Sources/ClassicSampleApp",
  sources: ["TapwrightPort.swift"],
  resources: [.process("Base.lproj")],
  swiftSettings: [.swiftLanguageMode(.v5)],
  plugins: ["TapwrightPortPlugin"]
)

let package = Package(
  name: "Tapwright",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    // HeadlessOSLog: the `os` module's logging, which the port imports only where an app imports
    // `os` or `OSLog` (a package's own `Logger` stays unambiguous elsewhere, as on iOS).
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit", "HeadlessOSLog"]),
    // What Combine adds to Foundation's and UIKit's objects (`publisher(for: \.text)`), on
    // OpenCombine: the port adds it where an app uses Combine.
    .library(name: "HeadlessCombine", targets: ["HeadlessCombine"]),
    // SDWebImage's API on Linux, where SDWebImage (Objective-C on UIKit) does not build: the
    // port adds it where an app imports SDWebImage.
    .library(name: "HeadlessSDWebImage", targets: ["HeadlessSDWebImage"]),
    .library(name: "HeadlessSVProgressHUD", targets: ["HeadlessSVProgressHUD"]),
    .library(name: "HeadlessMBProgressHUD", targets: ["HeadlessMBProgressHUD"]),
    .library(name: "HeadlessFirebase", targets: ["HeadlessFirebase"]),
    .library(name: "TapwrightSupportCore", targets: ["TapwrightSupportCore"]),
    .library(name: "TapwrightSupport", targets: ["TapwrightSupport"]),
    .library(name: "Tapwright", targets: ["Tapwright"]),
    .library(name: "TapwrightSnapshotTesting", targets: ["TapwrightSnapshotTesting"]),
    .library(name: "TapwrightDoubles", targets: ["TapwrightDoubles"]),
    .plugin(name: "TapwrightSpyPlugin", targets: ["TapwrightSpyPlugin"]),
    .plugin(name: "TapwrightPortPlugin", targets: ["TapwrightPortPlugin"]),
    .library(name: "TapwrightFakeServer", targets: ["TapwrightFakeServer"]),
    .executable(name: "tapwright", targets: ["TapwrightCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    // On Linux only, for HeadlessCombine (the port adds the same package where an app uses
    // Combine).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // Only TapwrightSnapshotTesting depends on it (its `SnapshotTesting` product, which has no
    // dependencies of its own), so no other product brings it into a user's package.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // 603 when nothing else pins it: with 602.0.0 every build prints "Internal Error:
    // DecodingError.dataCorrupted … Corrupted JSON" from the macro plugins' message loop
    // (swift-syntax's CompilerPluginMessageHandler) under Swift 6.3.1's compiler; with 603.0.1 a
    // clean build prints none. 602 is allowed: a user's package with a macro library that pins it
    // (`exact: "602.0.0"`) would not resolve with Tapwright otherwise; every test passes with it.
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
  ],
  targets: [
    // MARK: Reporting (internal: every module's issues go through it; no product)
    .target(
      name: "TapwrightReporting",
      dependencies: [External.issueReporting]
    ),

    // MARK: HeadlessUIKit
    .target(
      name: "HeadlessUIKit",
      dependencies: [
        "TapwrightReporting",
        External.issueReporting,
        .target(name: "TapwrightZlib", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(name: "HeadlessOSLog"),
    .target(name: "HeadlessCombine", dependencies: ["HeadlessUIKit", External.openCombine]),
    .target(name: "HeadlessSDWebImage", dependencies: ["HeadlessUIKit"]),
    .target(name: "HeadlessSVProgressHUD", dependencies: ["HeadlessUIKit"]),
    .target(name: "HeadlessMBProgressHUD", dependencies: ["HeadlessUIKit"]),
    .target(name: "HeadlessFirebase", dependencies: ["HeadlessUIKit"]),
    // `import zlib` on Linux, which has the library but no module (module.modulemap says more).
    .systemLibrary(name: "TapwrightZlib"),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "HeadlessUIKit",
        "HeadlessOSLog",
        "HeadlessCombine",
        "HeadlessSDWebImage",
        "HeadlessSVProgressHUD",
        "HeadlessMBProgressHUD",
        "HeadlessFirebase",
        External.openCombine,
        External.issueReportingTestSupport,
      ],
      resources: [.process("Fixtures")]
    ),
    // UIKit's names before Swift 4.2, as a target in Swift 4 mode (`SWIFT_VERSION = 4.0`) uses them.
    .testTarget(
      name: "HeadlessUIKitSwift4Tests",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: [.swiftLanguageMode(.v4)]
    ),

    // MARK: TapwrightSupport
    // TapwrightSupportCore imports no test framework, so app code can link it (WorkTracker);
    // TapwrightSupport re-exports it and adds the XCTest base class and the Swift Testing trait.
    //
    // Every product a test target uses to check something (TapwrightSupport, and through it
    // Tapwright; TapwrightDoubles; TapwrightFakeServer) links IssueReportingTestSupport, the
    // library through which IssueReporting records issues in Swift Testing and XCTest: without it
    // Swift Testing loses every failure, and a user's test target would have to know that.
    // `#callSite`'s plugin answers the compiler's plugin messages itself (its source says how):
    // no swift-syntax, so app code that links TapwrightSupportCore builds none.
    .macro(name: "TapwrightSupportMacros"),
    .target(
      name: "TapwrightSupportCore",
      dependencies: [
        "TapwrightSupportMacros",
        "TapwrightReporting",
        External.issueReporting,
        External.customDump,
      ]
    ),
    .target(
      name: "TapwrightSupport",
      dependencies: [
        "TapwrightSupportCore",
        External.issueReportingTestSupport,
      ]
    ),
    .testTarget(
      name: "TapwrightSupportTests",
      dependencies: [
        "TapwrightSupport",
        "TapwrightSupportCore",
      ]
    ),

    // MARK: TapwrightDoubles
    // TapwrightSpyGeneration reads a protocol and writes its spy; the `@Spy` macro and the
    // TapwrightSpyPlugin build tool (spies of protocols declared in an app's own modules, named
    // in a test target with `#Spies(of:)`) share it, so both generate the same spy.
    .target(
      name: "TapwrightSpyGeneration",
      dependencies: [
        External.swiftSyntax,
        External.swiftSyntaxBuilder,
        External.swiftParser,
        External.swiftBasicFormat,
        External.swiftDiagnostics,
      ]
    ),
    .executableTarget(
      name: "TapwrightSpyGenerator",
      dependencies: ["TapwrightSpyGeneration"]
    ),
    .plugin(
      name: "TapwrightSpyPlugin",
      capability: .buildTool(),
      dependencies: ["TapwrightSpyGenerator"]
    ),
    .testTarget(
      name: "TapwrightSpyGenerationTests",
      dependencies: [
        "TapwrightSpyGeneration",
        "TapwrightDoublesMacros",
        External.swiftSyntax,
        External.swiftParser,
        External.swiftBasicFormat,
        External.swiftSyntaxMacroExpansion,
      ]
    ),
    .macro(
      name: "TapwrightDoublesMacros",
      dependencies: [
        "TapwrightSpyGeneration",
        External.swiftSyntax,
        External.swiftSyntaxBuilder,
        External.swiftSyntaxMacros,
        External.swiftCompilerPlugin,
        External.swiftDiagnostics,
      ]
    ),
    .target(
      name: "TapwrightDoubles",
      dependencies: [
        "TapwrightDoublesMacros",
        "TapwrightSupportCore",
        "TapwrightReporting",
        External.issueReporting,
        External.issueReportingTestSupport,
      ]
    ),
    .testTarget(
      name: "TapwrightDoublesTests",
      dependencies: [
        "TapwrightDoubles",
        "TapwrightSupport",
      ]
    ),
    .testTarget(
      name: "TapwrightDoublesMacrosTests",
      dependencies: [
        "TapwrightDoublesMacros",
        External.swiftSyntax,
        External.swiftSyntaxMacroExpansion,
        External.swiftSyntaxMacrosGenericTestSupport,
      ]
    ),

    // MARK: TapwrightFakeServer
    .target(
      name: "TapwrightFakeServer",
      dependencies: [
        External.issueReporting,
        External.httpTypes,
        External.httpTypesFoundation,
        "TapwrightSupportCore",
        "TapwrightReporting",
        External.issueReportingTestSupport,
      ]
    ),
    .testTarget(
      name: "TapwrightFakeServerTests",
      dependencies: [
        "TapwrightFakeServer",
        "TapwrightSupport",
      ]
    ),

    // MARK: Tapwright
    .target(
      name: "Tapwright",
      dependencies: [
        "HeadlessUIKit",
        "TapwrightSupport",
        "TapwrightReporting",
        External.issueReporting,
        External.customDump,
      ]
    ),
    .testTarget(
      name: "TapwrightTests",
      dependencies: [
        "Tapwright",
        "HeadlessUIKit",
        "TapwrightSupport",
      ]
    ),

    // MARK: TapwrightSnapshotTesting (strategies for swift-snapshot-testing, in a product of their
    // own so that only its users depend on swift-snapshot-testing)
    .target(
      name: "TapwrightSnapshotTesting",
      dependencies: [
        "Tapwright",
        "HeadlessUIKit",
        External.issueReporting,
        External.snapshotTesting,
      ]
    ),
    .testTarget(
      name: "TapwrightSnapshotTestingTests",
      dependencies: [
        "TapwrightSnapshotTesting",
        "Tapwright",
        "HeadlessUIKit",
        External.snapshotTesting,
      ],
      // The recorded references, which swift-snapshot-testing reads from beside the test files.
      exclude: ["__Snapshots__"]
    ),

    // Classic Swift 5 XCTest, as most existing app suites are written: nonisolated test methods
    // calling UIKit and Tapwright directly, without concurrency annotations.
    .testTarget(
      name: "ClassicXCTestTests",
      dependencies: [
        "Tapwright",
        "TapwrightSupport",
        "TapwrightDoubles",
        "HeadlessUIKit",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // MARK: TapwrightSampleApp (the notes app the README, the suite and the demo use)
    .target(
      name: "TapwrightSampleApp",
      dependencies: ["HeadlessUIKit", "TapwrightSupportCore"],
      path: "Sources/SampleApp",
      exclude: ["README.md"]
    ),
    .target(
      name: "TapwrightSampleAppScreens",
      dependencies: [
        "TapwrightSampleApp",
        "Tapwright",
        "TapwrightSupport",
        "TapwrightFakeServer",
        "HeadlessUIKit",
        External.issueReporting,
      ],
      path: "Sources/SampleAppScreens"
    ),
    .testTarget(
      name: "SampleAppTests",
      dependencies: [
        "TapwrightSampleApp",
        "TapwrightSampleAppScreens",
        "Tapwright",
        "TapwrightSupport",
        "TapwrightDoubles",
        "TapwrightFakeServer",
        "HeadlessUIKit",
      ],
      // Generates the spies `#Spies(of:)` names (GeneratedSpies.swift) from the sample app's
      // sources.
      plugins: ["TapwrightSpyPlugin"]
    ),
    // Not a product: `swift run tapwright-demo` runs it here; a package that depends on Tapwright
    // does not see it.
    .executableTarget(
      name: "tapwright-demo",
      dependencies: [
        "TapwrightSampleApp",
        "TapwrightSampleAppScreens",
        "Tapwright",
        "TapwrightSupport",
        "TapwrightFakeServer",
        "HeadlessUIKit",
        External.issueReporting,
      ],
      path: "Sources/TapwrightDemo"
    ),

    // MARK: The port step (iOS app sources on Linux: #selector, @objc, @IBOutlet, @IBAction)
    .target(
      name: "TapwrightPortRewriter",
      dependencies: [
        External.swiftSyntax,
        External.swiftParser,
      ]
    ),
    .executableTarget(
      name: "TapwrightPortTool",
      dependencies: ["TapwrightPortRewriter"]
    ),
    .plugin(
      name: "TapwrightPortPlugin",
      capability: .buildTool(),
      dependencies: ["TapwrightPortTool"]
    ),
    .testTarget(
      name: "TapwrightPortRewriterTests",
      dependencies: ["TapwrightPortRewriter", External.swiftSyntax, External.swiftParser]
    ),
    // `tapwright port`: an Xcode project's Linux test package.
    .target(name: "TapwrightXcodeProject"),
    .executableTarget(name: "TapwrightCommand", dependencies: ["TapwrightXcodeProject"]),
    .testTarget(name: "TapwrightXcodeProjectTests", dependencies: ["TapwrightXcodeProject"]),
    classicSampleApp,
    .testTarget(
      name: "ClassicSampleAppTests",
      dependencies: [
        "TapwrightClassicSampleApp",
        "Tapwright",
        "TapwrightSupport",
        "HeadlessUIKit",
      ]
    ),

    // MARK: Benchmarks (one report for the whole project)
    // Not a product, as the demo: `swift run -c release tapwright-bench` here.
    .executableTarget(
      name: "tapwright-bench",
      dependencies: [
        "HeadlessUIKit",
        "TapwrightSupport",
        "TapwrightDoubles",
        "TapwrightFakeServer",
        "Tapwright",
        "TapwrightSampleApp",
        "TapwrightSampleAppScreens",
        "TapwrightXcodeProject",
      ],
      path: "Sources/TapwrightBench"
    ),
  ],
  swiftLanguageModes: [.v6]
)
