import Foundation
import Testing

@testable import TapwrightXcodeProject

/// Bad input: one error naming the file and the object, and nothing written.
@Suite struct ProjectErrorTests {
  private func error(reading bundle: URL) -> String? {
    do {
      _ = try XcodeProject(contentsOf: bundle)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aCorruptProjectFileNamesItsLine() {
    #expect(
      error(reading: fixtureFolder.appending(path: "Broken.xcodeproj"))
        == "Broken.xcodeproj/project.pbxproj: not a property list — Expected terminating '}' for "
        + "dictionary at line 31")
  }

  @Test func aFolderWithoutAProjectFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "Empty-\(UUID()).xcodeproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      error(reading: folder)
        == "\(folder.lastPathComponent)/project.pbxproj: no such file (is \(folder.lastPathComponent) "
        + "an Xcode project?)")
    #expect(
      error(reading: folder.appending(path: "Nope.xcodeproj"))
        == "\(folder.path)/Nope.xcodeproj: no such project")
  }

  private func project(objects: [String], files: [String: String] = [:]) throws -> ProjectFixture {
    try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };"#,
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
      ] + objects, files: files)
  }

  /// An app of one file, `App/Main.swift` (empty unless `files` gives it), with `files` beside
  /// it: a Podfile, its lock, pods' folders.
  private func appWithPods(_ files: [String: String]) throws -> ProjectFixture {
    try project(
      objects: [#"F1 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };"#],
      files: ["App/Main.swift": ""].merging(files) { $1 })
  }

  @Test func anObjectOfAnUnknownTypeWhereAFileShouldBe() throws {
    let fixture = try project(objects: ["F1 = {isa = PBXMagicReference; path = Main.swift; };"])
    defer { fixture.remove() }
    #expect(
      error(reading: fixture.bundle)
        == "App.xcodeproj/project.pbxproj: a file of target \"App\"'s Compile Sources phase is object "
        + "F1 of type PBXMagicReference, which this tool does not know (it reads PBXFileReference, "
        + "PBXReferenceProxy, PBXVariantGroup, XCVersionGroup)")
  }

  @Test func aMemberFileThatIsNotOnDiskIsLeftOutWithANote() throws {
    // Xcode goes on without it too when a build phase makes it (R.generated.swift) or git ignores
    // it (GoogleService-Info.plist); the rest of the target is built.
    let fixture = try project(
      objects: [
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Gone.swift; sourceTree = "<group>"; };"#
      ], files: ["App/Here.swift": ""])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.notes == [
        "App/Gone.swift: a member of target \"App\" that is not on disk (made by a build phase, "
          + "ignored by git or in a submodule not checked out?) — left out"
      ])
  }

  @Test func anInfoPlistThatIsNotOnDiskLeavesTheBuildSettingsKeys() throws {
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };"#,
        "L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Debug; };",
        #"C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; INFOPLIST_KEY_UIMainStoryboardFile = Main; PRODUCT_NAME = App; }; name = Debug; };"#,
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
      ], files: ["App/Main.swift": ""])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.notes == [
        "App/Info.plist: target \"App\"'s INFOPLIST_FILE is not on disk — its build settings' keys "
          + "are used alone"
      ])
    #expect(project.targets.first?.infoPlist?["UIMainStoryboardFile"] as? String == "Main")
  }

  @Test func aMemberFileWhosePathDiffersOnlyInCaseIsFoundAsOnAMac() throws {
    let fixture = try project(
      objects: [
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = main/appDelegate.swift; sourceTree = "<group>"; };"#
      ], files: ["App/Main/AppDelegate.swift": ""])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.notes.isEmpty)
    #expect(
      project.targets.first?.sources.map { $0.pathComponents.suffix(3).joined(separator: "/") }
        == ["App/Main/AppDelegate.swift"])
  }

  @Test func aFileThatIsNotInTheProjectIsLeftOutAsXcodeLeavesItOut() throws {
    // A build file whose file reference was deleted (Pym's "Insights" target): Xcode shows it in
    // red and builds the rest.
    let fixture = try project(objects: [])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.targets.flatMap(\.sources).isEmpty)
    #expect(
      project.notes == [
        "App.xcodeproj/project.pbxproj: a file of target \"App\"'s Compile Sources phase names "
          + "object F1, which is not in the project (Xcode builds without it) — left out"
      ])
    // The build file itself deleted, its phase still naming it.
    let dangling = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; packageReferences = (K9, ); targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; packageProductDependencies = (Q9, ); productType = "com.apple.product-type.application"; };"#,
        "Q9 = {isa = XCSwiftPackageProductDependency; package = K9; productName = Gone; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B9, B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        #"F1 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };"#,
      ], files: ["App/Main.swift": ""])
    defer { dangling.remove() }
    let read = try XcodeProject(contentsOf: dangling.bundle)
    #expect(read.targets.first?.sources.map(\.lastPathComponent) == ["Main.swift"])
    #expect(read.notes.contains { $0.contains("names object B9, which is not in the project") })
    // And a package deleted from the project, a reference to it left behind (Pym's).
    #expect(read.packages.isEmpty)
    #expect(
      read.notes.contains {
        $0.contains("a package of the project names object K9, which is not in the project")
      })
  }

  @Test func aRootObjectThatIsNotAProject() throws {
    let fixture = try ProjectFixture(
      objectVersion: 77,
      objects: [#"P0 = {isa = PBXGroup; children = ( ); sourceTree = "<group>"; };"#])
    defer { fixture.remove() }
    #expect(
      error(reading: fixture.bundle)
        == "App.xcodeproj/project.pbxproj: its `rootObject` is not a PBXProject")
  }

  @Test func podsThatAreSwiftPackagesAreAddedAndTheOthersNamed() throws {
    let fixture = try appWithPods([
      "Podfile": """
      platform :ios, '13.0'
      target 'App' do
        use_frameworks!
        pod 'Alamofire', '~> 5.0'   # networking
        pod "SnapKit"
        target 'AppTests' do
          inherit! :search_paths
          pod 'Quick'
        end
      end
      post_install do |installer|
        installer.pods_project.targets.each do |target|
        end
      end
      """,
      "Podfile.lock":
        "PODS:\n  - Alamofire (5.4.3)\n  - SnapKit (5.0.1)\n\nDEPENDENCIES:\n  - Alamofire (~> 5.0)\n",
    ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.notes == [
        "Podfile: CocoaPods is not run; its pods that are Swift packages are added as packages "
          + "(Alamofire 5.4.3, SnapKit 5.0.1, Quick 7.0.0, from the same major version on)"
      ])
    // Quick is for a target the project does not have: no target uses it, so it is not a
    // dependency of the package. SnapKit imports UIKit: the port step builds it through the port
    // once it resolves.
    #expect(project.packages.map(\.requirement) == [#"from: "5.4.3""#, #"from: "5.0.1""#])
    #expect(project.packages.map(\.identity) == ["alamofire", "snapkit"])
    #expect(
      project.targets.first?.packageProducts == [
        .init(name: "Alamofire", package: "alamofire"), .init(name: "SnapKit", package: "snapkit"),
      ])
  }

  /// Alamofire 4 (it imports SystemConfiguration and MobileCoreServices) is not the Linux
  /// package Alamofire 5 is: its committed sources are built through the port.
  @Test func alamofireFourPodsAreBuiltThroughThePort() throws {
    let lock = """
      PODS:
        - Alamofire (4.9.1)
        - AlamofireImage (3.6.0):
          - Alamofire (~> 4.9)

      DEPENDENCIES:
        - AlamofireImage
      """
    let podfile = "target 'App' do\n  pod 'AlamofireImage'\nend\n"
    let objects = [#"F1 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };"#]
    let committed = try project(
      objects: objects,
      files: [
        "App/Main.swift": "", "Podfile": podfile, "Podfile.lock": lock,
        "Pods/Alamofire/Source/NetworkReachabilityManager.swift":
          "import SystemConfiguration\n",
        "Pods/AlamofireImage/Source/UIImageView+AlamofireImage.swift": "import UIKit\n",
      ])
    defer { committed.remove() }
    let fromSources = try XcodeProject(contentsOf: committed.bundle)
    #expect(fromSources.packages.isEmpty)
    #expect(
      fromSources.targets.map { "\($0.moduleName) → \($0.dependencies)" } == [
        "App → [\"AlamofireImage\"]", "Alamofire → []", "AlamofireImage → [\"Alamofire\"]",
      ])

    // A Podfile.lock of Alamofire 5 keeps it the Linux package (see the test below).
    #expect(Podfile(text: podfile, lock: lock).linuxPackage("Alamofire") == nil)
    #expect(
      Podfile(text: podfile, lock: lock.replacingOccurrences(of: "4.9.1", with: "5.4.3"))
        .linuxPackage("Alamofire")?.url == "https://github.com/Alamofire/Alamofire")
  }

  @Test func progressHUDPodsAreStoodInFor() throws {
    let fixture = try appWithPods([
      "App/Main.swift": "import SVProgressHUD\n",
      "Podfile": """
      target 'App' do
        pod 'SVProgressHUD'
        pod 'MBProgressHUD', '~> 1.1'
        pod 'Firebase/Auth'
        pod 'FirebaseFirestore'
      end
      """,
      "Podfile.lock": """
      PODS:
        - Firebase/Auth (10.4.0):
          - FirebaseAuth (~> 10.4.0)
        - FirebaseAuth (10.4.0):
          - GoogleUtilities/Environment (~> 7.8)
        - FirebaseFirestore (10.4.0)
        - GoogleUtilities/Environment (7.11.0)
        - MBProgressHUD (1.2.0)
        - SVProgressHUD (2.2.5)
      """,
    ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.notes == [
        "Podfile: CocoaPods is not run; Tapwright stands in for SVProgressHUD "
          + "(HeadlessSVProgressHUD), MBProgressHUD (HeadlessMBProgressHUD), Firebase "
          + "(HeadlessFirebase), FirebaseFirestore (HeadlessFirebase) on Linux"
      ])
    #expect(project.packages.isEmpty)
  }

  @Test func developmentPodsAreBuiltFromTheFilesTheirPodspecsName() throws {
    let fixture = try appWithPods([
      "Podfile": """
      target 'App' do
        pod 'CoreKit', :path => 'LocalPods/CoreKit'
        pod 'UIKitBits', path: './LocalPods/UIKitBits'
        pod 'LegacyObjC', :path => 'LocalPods/LegacyObjC'
      end
      """,
      "Podfile.lock": """
      PODS:
        - CoreKit (0.1.0)
        - LegacyObjC (1.0)
        - UIKitBits (1.0.0):
          - CoreKit

      DEPENDENCIES:
        - CoreKit (from `LocalPods/CoreKit`)

      EXTERNAL SOURCES:
        CoreKit:
          :path: LocalPods/CoreKit
        UIKitBits:
          :path: "./LocalPods/UIKitBits"
      """,
      "LocalPods/CoreKit/CoreKit.podspec": """
      Pod::Spec.new do |s|
        s.name = 'CoreKit'
        s.swift_version = '4.2'
        s.source_files = [
          "#{s.name}/Classes/**/*.swift",   # the library
          'CoreKit/Shared/'
        ]
        s.exclude_files = 'CoreKit/Classes/Generated/*'
      end
      """,
      "LocalPods/CoreKit/CoreKit/Classes/Model.swift": "",
      "LocalPods/CoreKit/CoreKit/Classes/Sub/Deep.swift": "",
      "LocalPods/CoreKit/CoreKit/Classes/Generated/Made.swift": "",
      "LocalPods/CoreKit/CoreKit/Classes/Notes.md": "",
      "LocalPods/CoreKit/CoreKit/Shared/Util.swift": "",
      "LocalPods/CoreKit/Example/Tests/CoreKitTests.swift": "",
      "LocalPods/UIKitBits/UIKitBits.podspec.json": """
      {"name": "UIKitBits", "module_name": "Bits", "source_files": "Sources/*.{swift,h}",
       "swift_versions": ["4.0", "5.1"],
       "subspecs": [{"name": "Extra", "source_files": "Extra/**/*"}]}
      """,
      "LocalPods/UIKitBits/Sources/View.swift": "import UIKit\n",
      "LocalPods/UIKitBits/Extra/Deeper/More.swift": "",
      "LocalPods/LegacyObjC/LegacyObjC.podspec": "s.source_files = 'Classes/*.{h,m}'\n",
      "LocalPods/LegacyObjC/Classes/Legacy.m": "",
    ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.notes == [
        "Podfile: CocoaPods is not run; its development pods are built from the files their "
          + "podspecs name (CoreKit at LocalPods/CoreKit, UIKitBits at ./LocalPods/UIKitBits); "
          + "not supported: LegacyObjC — a file that imports one does not compile on Linux"
      ])
    #expect(
      project.targets.map { "\($0.moduleName) (\($0.swiftVersion)) → \($0.dependencies)" } == [
        "App (5) → [\"CoreKit\", \"Bits\"]", "CoreKit (4.2) → []", "Bits (5) → [\"CoreKit\"]",
      ])
    #expect(
      project.targets[1].sources.map { $0.pathComponents.suffix(2).joined(separator: "/") } == [
        "Classes/Model.swift", "Sub/Deep.swift", "Shared/Util.swift",
      ])
    #expect(
      project.targets[2].sources.map(\.lastPathComponent) == ["More.swift", "View.swift"])
    #expect(project.packages.isEmpty)
  }

  @Test func swiftPodsInThePodsFolderAreBuiltFromTheirSources() throws {
    let fixture = try appWithPods([
      "Podfile": """
      target 'App' do
        pod 'AlamofireImage'
        pod 'Toast-Swift'
        pod 'Firebase/Core'
        pod 'SDWebImage'
      end
      """,
      "Podfile.lock": """
      PODS:
        - Alamofire (5.4.3)
        - AlamofireImage (4.2.0):
          - Alamofire (~> 5.4)
        - "Firebase/Core (6.2.0)":
          - Firebase/CoreOnly
        - Toast-Swift (5.0.1)
        - SDWebImage (5.12.0)

      DEPENDENCIES:
        - AlamofireImage
      """,
      "Pods/Alamofire/Source/Session.swift": "import Foundation\n",
      "Pods/AlamofireImage/Source/UIImageView+AlamofireImage.swift": "import UIKit\n",
      "Pods/Toast-Swift/Toast/Toast.swift": "import UIKit\n",
      // A copy Finder made, which CocoaPods' project does not compile.
      "Pods/Toast-Swift/Toast/Toast 2.swift": "import UIKit\n",
      "Pods/Toast-Swift/Docs.docc/Resources/Listing.swift": "Not Swift at all",
      "Pods/Firebase/CoreOnly/Firebase.m": "",
      "Pods/Firebase/CoreOnly/Shim.swift": "",
      "Pods/Target Support Files/AlamofireImage/AlamofireImage.modulemap":
        "framework module AlamofireImage {\n  umbrella header \"AlamofireImage-umbrella.h\"\n}\n",
      // CocoaPods' project: each pod's target with the podspec's `swift_version`, the project's
      // for the others.
      "Pods/Pods.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      {
        archiveVersion = 1; objectVersion = 50; rootObject = P0;
        objects = {
          P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, ); };
          G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1, ); path = "Toast-Swift/Toast"; sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = Toast.swift; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
          C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = "Toast-Swift"; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
          C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SWIFT_VERSION = 5.0; }; };
          C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 4.0; }; };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = AlamofireImage; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
          C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = AlamofireImage; }; };
        };
      }
      """,
    ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    // Each pod in the language mode CocoaPods builds it in.
    #expect(project.targets.map(\.swiftVersion) == ["5", "5", "4"])
    #expect(
      project.notes == [
        "Podfile: CocoaPods is not run; the Swift pods in Pods/ are built from their sources "
          + "(AlamofireImage, Toast-Swift); its pods that are Swift packages are added as "
          + "packages (Alamofire 5.4.3, from the same major version on); Tapwright stands in "
          + "for Firebase (HeadlessFirebase), SDWebImage (HeadlessSDWebImage) on Linux"
      ])
    #expect(project.packages.map(\.identity) == ["alamofire"])
    #expect(
      project.targets.map { "\($0.moduleName) (\($0.kind.rawValue)) → \($0.dependencies)" } == [
        "App (app) → [\"AlamofireImage\", \"Toast_Swift\"]",
        "AlamofireImage (framework) → []",
        "Toast_Swift (framework) → []",
      ])
    #expect(
      project.targets[1].packageProducts == [.init(name: "Alamofire", package: "alamofire")])
    // Alamofire's package, should it not resolve, gives way to its pod's sources.
    #expect(project.sourceFallbacks["alamofire"]?.map(\.moduleName) == ["Alamofire"])
    let withSources = try #require(project.replacingPackageWithSources("alamofire"))
    #expect(withSources.packages.isEmpty)
    #expect(
      withSources.targets.map { "\($0.moduleName) → \($0.dependencies)" } == [
        "App → [\"AlamofireImage\", \"Toast_Swift\"]", "AlamofireImage → [\"Alamofire\"]",
        "Toast_Swift → []", "Alamofire → []",
      ])
    #expect(withSources.targets[1].packageProducts.isEmpty)
    #expect(project.replacingPackageWithSources("quick") == nil)
    // The files CocoaPods' project compiles: not Finder's copy beside them.
    #expect(
      project.targets.last?.sources.map { $0.pathComponents.suffix(3).joined(separator: "/") }
        == ["Toast-Swift/Toast/Toast.swift"])
  }

  @Test func carthageFrameworksBecomeSwiftPackagesFromCheckoutsOrCartfileResolved() throws {
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, L1, ); name = App; productType = "com.apple.product-type.application"; };"#,
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        #"F1 = {isa = PBXFileReference; path = App/Main.swift; sourceTree = "<group>"; };"#,
        "L1 = {isa = PBXFrameworksBuildPhase; files = (B2, B3, B4, ); };",
        "B2 = {isa = PBXBuildFile; fileRef = F2; };",
        "B3 = {isa = PBXBuildFile; fileRef = F3; };",
        "B4 = {isa = PBXBuildFile; fileRef = F4; };",
        #"F2 = {isa = PBXFileReference; path = Carthage/Build/iOS/SnapKit.framework; sourceTree = "<group>"; };"#,
        #"F3 = {isa = PBXFileReference; path = Carthage/Build/iOS/Moya.framework; sourceTree = "<group>"; };"#,
        #"F4 = {isa = PBXFileReference; path = Carthage/Build/iOS/Whisper.framework; sourceTree = "<group>"; };"#,
      ],
      files: [
        "App/Main.swift": "",
        "Cartfile": "github \"SnapKit/SnapKit\" ~> 5.0\ngithub \"Moya/Moya\"\n",
        "Cartfile.resolved": """
        github "Moya/Moya" "15.0.0"
        github "SnapKit/SnapKit" "5.0.1"
        github "hyperoslo/Whisper" "a52b2b2c6f1d5d9b6e3b5f00d4a3c1d2e3f4a5b6"
        binary "https://example.com/SDK.json" "1.0"
        """,
        "Carthage/Checkouts/SnapKit/Package.swift":
          #"let package = Package(name: "SnapKit", products: [.library(name: "SnapKit", targets: ["SnapKit"])])"#,
      ])
    defer { fixture.remove() }
    // Whisper's checkout has no package, but its Xcode project builds the framework.
    let whisper = try ProjectFixture(
      name: "Whisper", objectVersion: 50,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };"#,
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = "Whisper-iOS"; productName = Whisper; productType = "com.apple.product-type.framework"; buildConfigurationList = C1; };"#,
        "C1 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };",
        "C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Whisper; }; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        #"F1 = {isa = PBXFileReference; path = Source/Whisper.swift; sourceTree = "<group>"; };"#,
      ], files: ["Source/Whisper.swift": "import UIKit\n"])
    try FileManager.default.moveItem(
      at: whisper.root, to: fixture.root.appending(path: "Carthage/Checkouts/Whisper"))
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(
      project.packages.map { "\($0.identity): \($0.requirement)" } == [
        "snapkit: ", #"moya: from: "15.0.0""#,
      ])
    #expect(project.targets.map(\.moduleName) == ["App", "Whisper"])
    #expect(project.targets[0].dependencies == ["Whisper"])
    #expect(
      project.targets[1].sources.map { $0.pathComponents.suffix(3).joined(separator: "/") }
        == ["Whisper/Source/Whisper.swift"])
    #expect(
      project.packages[0].location
        == .local(
          path: fixture.root.appending(path: "Carthage/Checkouts/SnapKit").standardizedFileURL))
    #expect(
      project.targets.first?.packageProducts.map(\.name) == ["SnapKit", "Moya"])
    #expect(
      project.notes == [
        "Cartfile: Carthage is not run; the frameworks targets link from its build folder are "
          + "built from their checkouts' projects: Whisper (Carthage/Checkouts/Whisper); others "
          + "are Swift packages here: Moya 15.0.0, SnapKit (Carthage/Checkouts/SnapKit)"
      ])
  }

  @Test func aTargetOfAnotherPlatformIsSkippedNamingThePlatform() {
    #expect(
      ProjectReader.skipReason(
        productType: "com.apple.product-type.framework", settings: ["SDKROOT": "appletvos"])
        == "a tvOS target (Tapwright runs iOS apps' tests)")
    #expect(
      ProjectReader.skipReason(
        productType: "com.apple.product-type.application", settings: ["SDKROOT": "watchos"])
        == "a watchOS target (Tapwright runs iOS apps' tests)")
  }
}
