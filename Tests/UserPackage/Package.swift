// swift-tools-version: 6.0

import Foundation
import PackageDescription

// A user's package, as the README sets one up: it depends on Tapwright by path and on its
// products only, with no other dependency. Its tests fail on purpose; `.ci/run` (through
// `scripts/check-user-package`) runs them once per product and checks that every failure reaches
// the test runner, named with its message and the test's line.
//
// `TAPWRIGHT_FIXTURE_PRODUCT` picks the one product the test target depends on (default
// `Tapwright`), and compiles only that product's tests.

let product = ProcessInfo.processInfo.environment["TAPWRIGHT_FIXTURE_PRODUCT"] ?? "Tapwright"

/// The Tapwright checkout: three folders up from this file. A path dependency's identity is its
/// folder's name, whatever the clone is called.
let tapwright = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let tapwrightPackage = tapwright.lastPathComponent.lowercased()

// An app written the storyboard way (outlets, actions, `#selector`), built on Linux through the
// port step exactly as the README shows.
#if os(Linux)
  let storyboardApp = Target.target(
    name: "StoryboardApp",
    dependencies: [
      .product(name: "HeadlessUIKit", package: tapwrightPackage),
      // The app imports Combine: OpenCombine is its Linux substitute.
      .product(name: "OpenCombineShim", package: "OpenCombine"),
    ],
    sources: ["TapwrightPort.swift"], resources: [.process("Base.lproj")],
    swiftSettings: [.swiftLanguageMode(.v5)],
    plugins: [.plugin(name: "TapwrightPortPlugin", package: tapwrightPackage)])
  // Every test target of a ported app is ported too; it runs inside the app, launched first.
  let storyboardAppTests = Target.testTarget(
    name: "StoryboardAppTests",
    dependencies: [
      "StoryboardApp", .product(name: "HeadlessUIKit", package: tapwrightPackage),
      .product(name: "TapwrightSupport", package: tapwrightPackage),
      .product(name: "OpenCombineShim", package: "OpenCombine"),
    ],
    sources: ["TapwrightPort.swift"], resources: [.copy("fixture.json")],
    swiftSettings: [.swiftLanguageMode(.v5)],
    plugins: [.plugin(name: "TapwrightPortPlugin", package: tapwrightPackage)])
  // An app without scenes, launched through its main.swift, and its tests (in the same test
  // binary as StoryboardApp's: each test finds its own app launched).
  let launchApp = Target.target(
    name: "LaunchApp", dependencies: [.product(name: "HeadlessUIKit", package: tapwrightPackage)],
    sources: ["TapwrightPort.swift"], resources: [.process("Home.storyboard")],
    swiftSettings: [.swiftLanguageMode(.v5)],
    plugins: [.plugin(name: "TapwrightPortPlugin", package: tapwrightPackage)])
  let launchAppTests = Target.testTarget(
    name: "LaunchAppTests",
    dependencies: [
      "LaunchApp", .product(name: "HeadlessUIKit", package: tapwrightPackage),
      .product(name: "TapwrightSupport", package: tapwrightPackage),
    ],
    sources: ["TapwrightPort.swift"], swiftSettings: [.swiftLanguageMode(.v5)],
    plugins: [.plugin(name: "TapwrightPortPlugin", package: tapwrightPackage)])
#else
  let storyboardApp = Target.target(
    name: "StoryboardApp", exclude: ["Info.plist"], resources: [.process("Base.lproj")],
    swiftSettings: [.swiftLanguageMode(.v5)])
  let storyboardAppTests = Target.testTarget(
    name: "StoryboardAppTests", dependencies: ["StoryboardApp"],
    exclude: ["TapwrightPort.swift"], resources: [.copy("fixture.json")],
    swiftSettings: [.swiftLanguageMode(.v5)])
  let launchApp = Target.target(
    name: "LaunchApp", exclude: ["Info.plist", "TapwrightPort.swift"],
    resources: [.process("Home.storyboard")], swiftSettings: [.swiftLanguageMode(.v5)])
  let launchAppTests = Target.testTarget(
    name: "LaunchAppTests", dependencies: ["LaunchApp"], swiftSettings: [.swiftLanguageMode(.v5)])
#endif

let package = Package(
  name: "UserPackage",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16)],
  dependencies: [
    .package(path: tapwright.path),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The app: its own protocols, spied on by the TapwrightDoubles run without a copy.
    .target(name: "UserApp"),
    storyboardApp,
    storyboardAppTests,
    launchApp,
    launchAppTests,
    .testTarget(
      name: "UserTests",
      dependencies: [
        "UserApp", "StoryboardApp", .product(name: product, package: tapwrightPackage),
      ],
      // Warnings are errors: the documented uses of the API must compile cleanly.
      swiftSettings: [
        .define("USES_" + product.uppercased()), .unsafeFlags(["-warnings-as-errors"]),
      ],
      plugins: product == "TapwrightDoubles"
        ? [.plugin(name: "TapwrightSpyPlugin", package: tapwrightPackage)]
        : []
    ),
  ],
  swiftLanguageModes: [.v6]
)
