import Foundation
import Testing

@testable import TapwrightXcodeProject

/// The committed fixture: Tests/XcodeApp, a project laid out and written as Xcode 16 writes one.
let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appending(path: "XcodeApp")

private func names(_ urls: [URL]) -> [String] { urls.map(\.lastPathComponent) }

@Suite struct XcodeProjectTests {
  @Test func readsTheTargetsOfAnXcode16ProjectByMembership() throws {
    let project = try XcodeProject(contentsOf: fixtureFolder.appending(path: "XcodeApp.xcodeproj"))
    #expect(project.objectVersion == 77)
    #expect(project.targets.map(\.name) == ["XcodeApp", "XcodeAppTests", "GreetingKit"])
    let app = try #require(project.targets.first)
    #expect(app.kind == .application)
    // Stray.swift lies in the app's folder but is a member of no target.
    #expect(
      names(app.sources) == [
        "AppDelegate.swift", "GreetingViewController.swift", "SceneDelegate.swift",
      ])
    #expect(app.resources.map(\.destination) == ["Base.lproj/Main.storyboard", "Names.json"])
    #expect(app.dependencies == ["GreetingKit"])
    #expect(app.swiftVersion == "5")
    #expect(app.infoPlist?["UIMainStoryboardFile"] as? String == "Main")
    #expect(app.infoPlist?["CFBundleIdentifier"] as? String == "com.example.XcodeApp")
    // Xcode's generated Info.plist: the version and build from MARKETING_VERSION and
    // CURRENT_PROJECT_VERSION.
    #expect(app.infoPlist?["CFBundleShortVersionString"] as? String == "1.0")
    #expect(app.infoPlist?["CFBundleVersion"] as? String == "1")
    let manifest = app.infoPlist?["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: [[String: Any]]]
    let configuration = configurations?["UIWindowSceneSessionRoleApplication"]?.first
    #expect(configuration?["UISceneDelegateClassName"] as? String == "XcodeApp.SceneDelegate")

    let tests = project.targets[1]
    #expect(tests.kind == .unitTests)
    #expect(tests.testHost == "XcodeApp")
    #expect(tests.dependencies == ["XcodeApp"])
    #expect(
      names(tests.sources) == [
        "FoundationDoublesTests.swift", "ObjectiveCIdiomsTests.swift", "ObservingTests.swift",
        "SwizzlingTests.swift", "XcodeAppTests.swift",
      ])
    #expect(tests.resources.map(\.destination) == ["Fixture.json"])
    // The synchronized folder's exception set leaves Draft.swift out of the framework.
    #expect(names(project.targets[2].sources) == ["Greeter.swift", "GreeterDelegate.swift"])
    #expect(project.targets[2].kind == .framework)
    #expect(
      project.skipped == [
        .init(
          name: "XcodeAppUITests",
          reason:
            "a UI-test bundle: XCUIApplication drives the app from another process, on a simulator; "
            + "the app's unit tests run here (write UI journeys as Tapwright screens)")
      ])
  }

  @Test func readsAClassicProjectOfXcode10() throws {
    let fixture = try ProjectFixture(
      name: "Old App", objectVersion: 50,
      objects: [
        #"P0 = {isa = PBXProject; buildConfigurationList = CLP; developmentRegion = English; knownRegions = (English, Base, ); mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, ); };"#,
        #"G0 = {isa = PBXGroup; children = (G1, G2, F9, ); sourceTree = "<group>"; };"#,
        #"G1 = {isa = PBXGroup; children = (F1, F2, V1, F3, G3, F7, F8, ); path = "Old App"; sourceTree = "<group>"; };"#,
        #"G3 = {isa = PBXGroup; children = (F4, ); name = Model; sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };"#,
        #"F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Unused.swift; sourceTree = "<group>"; };"#,
        #"F3 = {isa = PBXFileReference; lastKnownFileType = folder; path = Sounds; sourceTree = "<group>"; };"#,
        #"F4 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Item.swift; sourceTree = "<group>"; };"#,
        #"F5 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };"#,
        #"F6 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };"#,
        #"F7 = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };"#,
        #"F8 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };"#,
        #"F9 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shared.xcconfig; sourceTree = "<group>"; };"#,
        #"F10 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ItemTests.swift; sourceTree = "<group>"; };"#,
        #"G2 = {isa = PBXGroup; children = (F10, ); path = "Old AppTests"; sourceTree = "<group>"; };"#,
        #"V1 = {isa = PBXVariantGroup; children = (F5, F6, ); name = Main.storyboard; sourceTree = "<group>"; };"#,
        "B1 = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };",
        "B4 = {isa = PBXBuildFile; fileRef = F4; };", "B8 = {isa = PBXBuildFile; fileRef = F8; };",
        "B5 = {isa = PBXBuildFile; fileRef = V1; };", "B3 = {isa = PBXBuildFile; fileRef = F3; };",
        "B7 = {isa = PBXBuildFile; fileRef = F7; };",
        "B10 = {isa = PBXBuildFile; fileRef = F10; };",
        "S1 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1, B4, B8, ); runOnlyForDeploymentPostprocessing = 0; };",
        "R1 = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B5, B3, B7, ); runOnlyForDeploymentPostprocessing = 0; };",
        "S2 = {isa = PBXSourcesBuildPhase; files = (B10, ); };",
        #"T1 = {isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = (S1, R1, ); dependencies = ( ); name = "Old App"; productName = "Old App"; productType = "com.apple.product-type.application"; };"#,
        #"T2 = {isa = PBXNativeTarget; buildConfigurationList = CL2; buildPhases = (S2, ); dependencies = (D1, ); name = "Old AppTests"; productType = "com.apple.product-type.bundle.unit-test"; };"#,
        "D1 = {isa = PBXTargetDependency; target = T1; targetProxy = X1; };",
        #"X1 = {isa = PBXContainerItemProxy; containerPortal = P0; proxyType = 1; remoteGlobalIDString = T1; remoteInfo = "Old App"; };"#,
        "CLP = {isa = XCConfigurationList; buildConfigurations = (CP1, CP2, ); defaultConfigurationName = Release; };",
        "CP1 = {isa = XCBuildConfiguration; baseConfigurationReference = F9; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };",
        "CP2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_VERSION = 6.0; }; name = Release; };",
        "CL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };",
        #"C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Old App/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };"#,
        "CL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };",
        #"C2 = {isa = XCBuildConfiguration; buildSettings = {BUNDLE_LOADER = "$(TEST_HOST)"; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Old App.app/Old App"; }; name = Debug; };"#,
      ],
      files: [
        "Old App/AppDelegate.swift": "", "Old App/Unused.swift": "", "Old App/Item.swift": "",
        "Old App/Legacy.m": "", "Old App/Base.lproj/Main.storyboard": "",
        "Old App/fr.lproj/Main.strings": "", "Old App/Sounds/ding.caf": "",
        "Old AppTests/ItemTests.swift": "",
        "Shared.xcconfig": "SWIFT_VERSION = 4.2 // the oldest\n",
        "Old App/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>$(PRODUCT_NAME)</string>\
        <key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """,
      ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.developmentRegion == "en")
    #expect(project.targets.map(\.moduleName) == ["Old_App", "Old_AppTests"])
    let app = project.targets[0]
    #expect(
      app.sources.map { $0.pathComponents.suffix(2).joined(separator: "/") } == [
        "Old App/AppDelegate.swift", "Old App/Item.swift",
      ])
    #expect(app.unbuiltFiles == ["Old App/Legacy.m"])
    #expect(
      app.resources.map(\.destination) == [
        "Base.lproj/Main.storyboard", "fr.lproj/Main.strings", "Sounds",
      ])
    #expect(app.resources.map(\.isFolder) == [false, false, true])
    #expect(app.swiftVersion == "4.2")  // from the project's xcconfig
    #expect(app.infoPlist?["CFBundleName"] as? String == "Old App")
    #expect(app.infoPlist?["UIMainStoryboardFile"] as? String == "Main")
    let tests = project.targets[1]
    #expect(tests.testHost == "Old_App")
    #expect(tests.dependencies == ["Old_App"])
  }

  /// An app whose one file, `App/<file>`, holds `source`, and whose target uses `products` of the
  /// Swift package at `url`; its port's `Package.swift` on Linux, with stand-ins.
  private func portedWithStandIns(
    url: String, products: [String], file: String, source: String
  ) throws -> (project: XcodeProject, manifest: String) {
    let dependencies = products.indices.map { "Q\($0)" }
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; packageReferences = (K1, ); targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        "F1 = {isa = PBXFileReference; path = \(file); sourceTree = \"<group>\"; };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"\(url)\"; requirement = {kind = upToNextMajorVersion; minimumVersion = 5.0.0; }; };",
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; packageProductDependencies = ("#
          + dependencies.map { $0 + ", " }.joined()
          + #"); productType = "com.apple.product-type.application"; };"#,
      ]
        + zip(dependencies, products).map {
          "\($0) = {isa = XCSwiftPackageProductDependency; package = K1; productName = \($1); };"
        },
      files: ["App/\(file)": source])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle).withStandIns()
    let package = LinuxPackage(
      project: project, folder: fixture.root.appending(path: ".tapwright"),
      tapwright: URL(fileURLWithPath: "/opt/Tapwright"))
    guard case .text(let manifest) = package.entries["Package.swift"] else {
      Issue.record("no Package.swift")
      return (project, "")
    }
    return (project, manifest)
  }

  @Test func sdWebImageIsTapwrightsStandInOnLinux() throws {
    let (project, manifest) = try portedWithStandIns(
      url: "https://github.com/SDWebImage/SDWebImage", products: ["SDWebImage"],
      file: "Avatar.swift", source: "import UIKit\nimport SDWebImage\n")
    #expect(project.packages.isEmpty)
    #expect(project.targets.first?.packageProducts == [])
    #expect(
      project.notes == [
        "Swift package sdwebimage: SDWebImage is Objective-C on UIKit, which does not build on "
          + "Linux; Tapwright's HeadlessSDWebImage stands in for it there"
      ])
    #expect(
      manifest.contains(
        #".product(name: "HeadlessSDWebImage", package: tapwright, condition: .when(platforms: [.linux])),"#
      ))
    #expect(!manifest.contains("github.com/SDWebImage"))
  }

  @Test func firebaseIsTapwrightsStandInOnLinuxOneProductForItsModules() throws {
    let (project, manifest) = try portedWithStandIns(
      url: "https://github.com/firebase/firebase-ios-sdk",
      products: ["FirebaseAuth", "FirebaseFirestore"], file: "AppDelegate.swift",
      source: "import UIKit\nimport FirebaseCore\nimport FirebaseAuth\n")
    #expect(project.packages.isEmpty)
    #expect(project.targets.first?.packageProducts == [])
    #expect(
      project.notes == [
        "Swift package firebase-ios-sdk: Firebase is Objective-C and C++, which does not build on "
          + "Linux; Tapwright's HeadlessFirebase stands in for it there"
      ])
    // Two of Firebase's modules imported, one stand-in product.
    #expect(
      manifest.components(separatedBy: #".product(name: "HeadlessFirebase", package: tapwright"#)
        .count == 2)
    #expect(!manifest.contains("firebase-ios-sdk"))
  }

  @Test func readsSwiftPackagesAndTheInfoPlistXcodeGenerates() throws {
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; developmentRegion = en; mainGroup = G0; packageReferences = (K1, K2, K3, K4, K5, ); targets = (T1, T3, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };"#,
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        #"K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-collections"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.1; }; };"#,
        #"K2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-algorithms.git"; requirement = {kind = exactVersion; version = 1.2.0; }; };"#,
        #"K3 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/Swinject/Swinject"; requirement = {kind = versionRange; maximumVersion = 3; minimumVersion = 2.8.0-beta.1; }; };"#,
        #"K4 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/pointfreeco/swift-custom-dump"; requirement = {kind = upToNextMinorVersion; minimumVersion = 1.7.0; }; };"#,
        #"K5 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/pointfreeco/swift-tagged"; requirement = {branch = main; kind = branch; }; };"#,
        "Q1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = Collections; };",
        "Q2 = {isa = XCSwiftPackageProductDependency; package = K3; productName = Swinject; };",
        #"T1 = {isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = (S1, ); name = App; packageProductDependencies = (Q1, Q2, ); productType = "com.apple.product-type.application"; };"#,
        #"T3 = {isa = PBXNativeTarget; buildPhases = ( ); name = Widget; productType = "com.apple.product-type.app-extension"; };"#,
        "CL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); defaultConfigurationName = Release; };",
        #"C1 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES; INFOPLIST_KEY_UILaunchScreen_Generation = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; INFOPLIST_KEY_UIRequiresFullScreen = NO; OTHER_SWIFT_FLAGS = "-D TESTING -DFAST"; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MOCK_SERVER $(inherited)"; SWIFT_OBJC_BRIDGING_HEADER = "App/App-Bridging-Header.h"; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 6.0; }; name = Debug; };"#,
        "C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Release; };",
      ],
      files: ["App/Model.swift": "import Combine\n"])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    let app = try #require(project.targets.first)
    #expect(app.swiftVersion == "6")  // Debug's, as Xcode's test action builds
    #expect(app.compilationConditions == ["MOCK_SERVER", "TESTING", "FAST"])
    #expect(
      project.notes.contains(
        "App/App-Bridging-Header.h: target \"App\"'s Objective-C bridging header — the "
          + "Objective-C code it exposes to Swift is not built on Linux"))
    #expect(app.infoPlist?["UIMainStoryboardFile"] as? String == "Main")
    #expect(app.infoPlist?["UIRequiresFullScreen"] as? Bool == false)
    #expect(app.infoPlist?["CFBundleIdentifier"] as? String == "com.example.App")
    #expect(app.infoPlist?["UILaunchScreen"] as? [String: Any] != nil)
    let scenes = app.infoPlist?["UIApplicationSceneManifest"] as? [String: Any]
    #expect(scenes?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    #expect(
      app.packageProducts == [
        .init(name: "Collections", package: "swift-collections"),
        .init(name: "Swinject", package: "swinject"),
      ])
    // The packages the project lists that no target uses (swift-algorithms, swift-custom-dump,
    // swift-tagged) are dropped: one that does not resolve here would stop the build for nothing.
    // Xcode takes a version typed short ("1.1", "3"); SwiftPM wants all three numbers.
    #expect(
      project.packages.map(\.requirement) == [#"from: "1.1.0""#, #""2.8.0-beta.1"..<"3.0.0""#])
    #expect(project.packages.map(\.identity) == ["swift-collections", "swinject"])
    #expect(
      project.skipped.map(\.reason) == [
        "an app extension or watch app (com.apple.product-type.app-extension): it runs beside the "
          + "app in a process of its own, which Linux does not have"
      ])

    let package = LinuxPackage(
      project: project, folder: fixture.root.appending(path: ".tapwright"),
      tapwright: URL(fileURLWithPath: "/opt/Tapwright"))
    guard case .text(let manifest) = package.entries["Package.swift"] else {
      Issue.record("no Package.swift")
      return
    }
    #expect(manifest.contains(#"let tapwright = "tapwright""#))
    #expect(manifest.contains(#"    .package(path: "/opt/Tapwright"),"#))
    #expect(
      manifest.contains(
        #"    .package(url: "https://github.com/Swinject/Swinject", "2.8.0-beta.1"..<"3.0.0"),"#))
    #expect(
      manifest.contains(
        #"    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),"#))
    #expect(
      manifest.contains(#"        .product(name: "OpenCombineShim", package: "opencombine"),"#))
    #expect(
      manifest.contains(#"        .product(name: "HeadlessCombine", package: tapwright),"#))
    #expect(
      manifest.contains(#"        .product(name: "Collections", package: "swift-collections"),"#))
    #expect(
      manifest.contains(
        #"      swiftSettings: excerpt + [.swiftLanguageMode(.v6), .define("MOCK_SERVER"), .define("TESTING"), .define("FAST"), .unsafeFlags(["-default-isolation", "MainActor"])],"#
      ))
  }

  @Test func readsALocalPackageOfXcode15() throws {
    let fixture = try ProjectFixture(
      objectVersion: 60,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; packageReferences = (K1, ); targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; path = App/Main.swift; sourceTree = "<group>"; };"#,
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "K1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };",
        "Q1 = {isa = XCSwiftPackageProductDependency; productName = Core; package = K1; };",
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; packageProductDependencies = (Q1, ); productType = "com.apple.product-type.application"; };"#,
      ],
      files: ["App/Main.swift": ""])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.packages.map(\.location) == [
        .local(path: fixture.root.appending(path: "Packages/Core").standardizedFileURL)
      ])
    #expect(project.targets.first?.packageProducts == [.init(name: "Core", package: "core")])
  }

  /// Xcode 16's synchronized folders: a folder's files belong to the targets that have it, but
  /// for its exception sets; an exception set for a target without the folder adds the file.
  static func synchronizedFixture() throws -> ProjectFixture {
    try ProjectFixture(
      objectVersion: 77,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };",
        #"G0 = {isa = PBXGroup; children = (SG1, SG2, ); sourceTree = "<group>"; };"#,
        #"SG1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = App; sourceTree = "<group>"; };"#,
        #"SG2 = {isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };"#,
        #"E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Shared/Helpers.swift, Notes.txt, ); target = T1 /* App */; };"#,
        "E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Helpers.swift, ); target = T2; };",
        #"T1 = {isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (SG1, ); name = App; productType = "com.apple.product-type.application"; };"#,
        #"T2 = {isa = PBXNativeTarget; buildConfigurationList = CL2; buildPhases = ( ); fileSystemSynchronizedGroups = (SG2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };"#,
        "CL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };",
        #"C2 = {isa = XCBuildConfiguration; buildSettings = {TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/App"; }; name = Debug; };"#,
      ],
      files: [
        "App/AppDelegate.swift": "", "App/Shared/Helpers.swift": "", "App/Info.plist": "",
        "App/Notes.txt": "", "App/Assets.xcassets/Contents.json": "{}",
        "App/Base.lproj/Main.storyboard": "", "App/.DS_Store": "",
        "AppTests/AppTests.swift": "", "AppTests/data.json": "[]",
      ])
  }

  @Test func readsSynchronizedFoldersWithTheirExceptions() throws {
    let fixture = try Self.synchronizedFixture()
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    let app = project.targets[0]
    #expect(names(app.sources) == ["AppDelegate.swift"])
    #expect(app.resources.map(\.destination) == ["Assets.xcassets", "Base.lproj/Main.storyboard"])
    #expect(app.resources.map(\.isFolder) == [true, false])
    let tests = project.targets[1]
    // Sorted by path: App/Shared/Helpers.swift, then AppTests/AppTests.swift.
    #expect(names(tests.sources) == ["Helpers.swift", "AppTests.swift"])
    #expect(tests.resources.map(\.destination) == ["data.json"])
    #expect(tests.testHost == "App")
  }
  /// The "platform-free core" layout: a macOS framework of Foundation code, tested without a
  /// simulator, beside the iOS app — built here; a macOS app and the tests it hosts are not.
  @Test func buildsMacOSFrameworksAndTheirTestsButNotMacOSApps() throws {
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; path = Feed/Feed.swift; sourceTree = "<group>"; };"#,
        #"F2 = {isa = PBXFileReference; path = FeedTests/FeedTests.swift; sourceTree = "<group>"; };"#,
        #"F3 = {isa = PBXFileReference; path = Mac/AppDelegate.swift; sourceTree = "<group>"; };"#,
        #"F4 = {isa = PBXFileReference; path = MacTests/MacTests.swift; sourceTree = "<group>"; };"#,
        "B1 = {isa = PBXBuildFile; fileRef = F1; };", "B2 = {isa = PBXBuildFile; fileRef = F2; };",
        "B3 = {isa = PBXBuildFile; fileRef = F3; };", "B4 = {isa = PBXBuildFile; fileRef = F4; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "S2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
        "S3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };",
        "S4 = {isa = PBXSourcesBuildPhase; files = (B4, ); };",
        #"T1 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (S1, ); name = Feed; productType = "com.apple.product-type.framework"; };"#,
        #"T2 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (S2, ); dependencies = (D1, ); name = FeedTests; productType = "com.apple.product-type.bundle.unit-test"; };"#,
        #"T3 = {isa = PBXNativeTarget; buildConfigurationList = CL; buildPhases = (S3, ); name = MacApp; productType = "com.apple.product-type.application"; };"#,
        #"T4 = {isa = PBXNativeTarget; buildConfigurationList = CL4; buildPhases = (S4, ); name = MacAppTests; productType = "com.apple.product-type.bundle.unit-test"; };"#,
        "D1 = {isa = PBXTargetDependency; target = T1; };",
        "CL = {isa = XCConfigurationList; buildConfigurations = (C, ); };",
        "C = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };",
        "CL4 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };",
        #"C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/MacApp.app/Contents/MacOS/MacApp"; }; name = Debug; };"#,
      ],
      files: [
        "Feed/Feed.swift": "", "FeedTests/FeedTests.swift": "", "Mac/AppDelegate.swift": "",
        "MacTests/MacTests.swift": "",
      ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.targets.map(\.name) == ["Feed", "FeedTests"])
    #expect(project.targets[1].testHost == nil)
    #expect(project.targets[1].dependencies == ["Feed"])
    #expect(
      project.skipped == [
        .init(name: "MacApp", reason: "a macOS app (AppKit, which Linux does not have)"),
        .init(
          name: "MacAppTests", reason: "its host app, MacApp, is skipped", isTestBundle: true),
      ])
  }
}
