// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

// Tapwright: behaviour tests for view-controller UIs.
//
// Each module's products and targets are grouped below. On Apple platforms HeadlessUIKit compiles
// to an empty module (its sources are wrapped in `#if !canImport(UIKit)`), and the other modules
// import real UIKit instead.

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
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "TapwrightSupportCore", targets: ["TapwrightSupportCore"]),
    .library(name: "TapwrightSupport", targets: ["TapwrightSupport"]),
    .library(name: "Tapwright", targets: ["Tapwright"]),
    .library(name: "TapwrightSnapshotTesting", targets: ["TapwrightSnapshotTesting"]),
    .executable(name: "tapwright-bench", targets: ["TapwrightBench"]),
    .library(name: "TapwrightDoubles", targets: ["TapwrightDoubles"]),
    .plugin(name: "TapwrightSpyPlugin", targets: ["TapwrightSpyPlugin"]),
    .plugin(name: "TapwrightPortPlugin", targets: ["TapwrightPortPlugin"]),
    .library(name: "TapwrightFakeServer", targets: ["TapwrightFakeServer"]),
    .executable(name: "tapwright-demo", targets: ["TapwrightDemo"]),
    .executable(name: "tapwright", targets: ["TapwrightCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    // Only TapwrightSnapshotTesting depends on it (its `SnapshotTesting` product, which has no
    // dependencies of its own), so no other product brings it into a user's package.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // 603: with 602.0.0 every build printed "Internal Error: DecodingError.dataCorrupted … Corrupted
    // JSON" from the macro plugins' message loop (swift-syntax's CompilerPluginMessageHandler) under
    // Swift 6.3.1's compiler; with 603.0.1 and the same compiler a clean build prints none.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // MARK: Reporting (internal: every module's issues go through it; no product)
    .target(
      name: "TapwrightReporting",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),

    // MARK: HeadlessUIKit
    .target(
      name: "HeadlessUIKit",
      dependencies: [
        "TapwrightReporting",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "HeadlessUIKit",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      resources: [.process("Fixtures")]
    ),

    // MARK: TapwrightSupport
    // TapwrightSupportCore imports no test framework, so app code can link it (WorkTracker);
    // TapwrightSupport re-exports it and adds the XCTest base class and the Swift Testing trait.
    //
    // Every product a test target uses to check something (TapwrightSupport, and through it
    // Tapwright; TapwrightDoubles; TapwrightFakeServer) links IssueReportingTestSupport, the
    // library through which IssueReporting records issues in Swift Testing and XCTest: without it
    // Swift Testing loses every failure, and a user's test target would have to know that.
    .macro(
      name: "TapwrightSupportMacros",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "TapwrightSupportCore",
      dependencies: [
        "TapwrightSupportMacros",
        "TapwrightReporting",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "TapwrightSupport",
      dependencies: [
        "TapwrightSupportCore",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
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
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "TapwrightDoublesMacros",
      dependencies: [
        "TapwrightSpyGeneration",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "TapwrightDoubles",
      dependencies: [
        "TapwrightDoublesMacros",
        "TapwrightSupportCore",
        "TapwrightReporting",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),

    // MARK: TapwrightFakeServer
    .target(
      name: "TapwrightFakeServer",
      dependencies: [
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "HTTPTypesFoundation", package: "swift-http-types"),
        "TapwrightSupportCore",
        "TapwrightReporting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
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
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "TapwrightSnapshotTestingTests",
      dependencies: [
        "TapwrightSnapshotTesting",
        "Tapwright",
        "HeadlessUIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
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
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
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
    .executableTarget(
      name: "TapwrightDemo",
      dependencies: [
        "TapwrightSampleApp",
        "TapwrightSampleAppScreens",
        "Tapwright",
        "TapwrightSupport",
        "TapwrightFakeServer",
        "HeadlessUIKit",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),

    // MARK: The port step (iOS app sources on Linux: #selector, @objc, @IBOutlet, @IBAction)
    .target(
      name: "TapwrightPortRewriter",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
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
      dependencies: ["TapwrightPortRewriter"]
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
    .executableTarget(
      name: "TapwrightBench",
      dependencies: [
        "HeadlessUIKit",
        "TapwrightSupport",
        "TapwrightDoubles",
        "TapwrightFakeServer",
        "Tapwright",
        "TapwrightSampleApp",
        "TapwrightSampleAppScreens",
        "TapwrightXcodeProject",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
