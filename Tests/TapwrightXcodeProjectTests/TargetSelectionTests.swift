import Foundation
import Testing

@testable import TapwrightXcodeProject

@Suite struct TargetSelectionTests {
  let project: XcodeProject

  init() throws {
    project = try XcodeProject(contentsOf: fixtureFolder.appending(path: "XcodeApp.xcodeproj"))
  }

  private func skipped(_ project: XcodeProject) -> [String] {
    project.skipped.map { "\($0.name): \($0.reason)" }
  }

  @Test func aTestTargetNamedWithTargetKeepsWhatItDependsOn() throws {
    let selected = try project.selecting(only: ["XcodeAppTests"], skipping: [])
    #expect(selected.targets.map(\.name).sorted() == ["GreetingKit", "XcodeApp", "XcodeAppTests"])
    let framework = try project.selecting(only: ["GreetingKit"], skipping: [])
    #expect(framework.targets.map(\.name) == ["GreetingKit"])
    #expect(
      skipped(framework).suffix(2).sorted() == [
        "XcodeApp: not named by --target", "XcodeAppTests: not named by --target",
      ])
  }

  @Test func skippingATargetLeavesOutWhatDependsOnIt() throws {
    let selected = try project.selecting(only: [], skipping: ["XcodeApp"])
    #expect(selected.targets.map(\.name) == ["GreetingKit"])
    #expect(
      skipped(selected).suffix(2).sorted() == [
        "XcodeApp: left out with --skip",
        "XcodeAppTests: it depends on XcodeApp, which is left out",
      ])
    let tests = try project.selecting(only: [], skipping: ["XcodeAppTests"])
    #expect(tests.targets.map(\.name).sorted() == ["GreetingKit", "XcodeApp"])
  }

  @Test func aNameThatIsNoTargetIsOneErrorListingTheTargets() {
    #expect(
      throws: ProjectError(
        "XcodeApp.xcodeproj has no target Greeting; its targets: XcodeApp, XcodeAppTests, GreetingKit"
      )
    ) {
      try project.selecting(only: [], skipping: ["Greeting"])
    }
    // A target the project skips anyway (a UI-test bundle) may be named.
    #expect(throws: Never.self) { try project.selecting(only: [], skipping: ["XcodeAppUITests"]) }
  }

  @Test func leavingOutATargetLeavesOutWhatDependsOnItEachWithWhy() throws {
    let selected = try project.leavingOut([
      "GreetingKit": "it uses the package swinject, which does not resolve here"
    ])
    #expect(selected.targets.isEmpty)
    #expect(
      skipped(selected).suffix(3).sorted() == [
        "GreetingKit: it uses the package swinject, which does not resolve here",
        "XcodeApp: it depends on GreetingKit, which is left out",
        "XcodeAppTests: it depends on XcodeApp, which is left out",
      ])
  }

  @Test func swiftPMsWordsNameAPackageByItsURLIdentityOrFolder() {
    let remote = XcodeProject.Package(
      location: .remote(url: "https://github.com/Alamofire/Alamofire.git"),
      requirement: #"from: "5.0.0""#, identity: "alamofire")
    #expect(
      remote.isNamed(
        in: "error: Failed to clone repository https://github.com/Alamofire/Alamofire:"))
    #expect(
      remote.isNamed(
        in: "error: Dependencies could not be resolved because no versions of 'alamofire' match"))
    #expect(!remote.isNamed(in: "error: no versions of 'alamofire-image' match"))
    let local = XcodeProject.Package(
      location: .local(path: URL(fileURLWithPath: "/work/App/Packages/Kit")), requirement: "",
      identity: "kit")
    #expect(local.isNamed(in: "error: the package at '/work/App/Packages/Kit' cannot be accessed"))
  }

  @Test func theFailingPackageIsTheOneTheErrorNamesOrTheOneBeingComputed() {
    var project = self.project
    project.packages = [
      .init(
        location: .remote(url: "https://github.com/Alamofire/Alamofire"),
        requirement: #"from: "4.6.0""#, identity: "alamofire"),
      .init(
        location: .remote(url: "https://github.com/onevcat/Kingfisher"),
        requirement: #"from: "4.5.0""#, identity: "kingfisher"),
    ]
    // Kingfisher 4's manifest has no tools-version label: the error names no package.
    let computing = """
      Computing version for https://github.com/Alamofire/Alamofire
      Computed https://github.com/Alamofire/Alamofire at 4.9.1 (0.33s)
      Computing version for https://github.com/onevcat/Kingfisher
      error: the Swift tools version specification is missing a label; consider inserting \
      'swift-tools-version:' between the comment marker and the version specifier
      """
    #expect(project.packagesFailingToResolve(computing).map(\.identity) == ["kingfisher"])
    let named = """
      Fetching https://github.com/Alamofire/Alamofire
      error: Dependencies could not be resolved because no versions of 'kingfisher' match the \
      requirement 9.0.0..<10.0.0
      """
    #expect(project.packagesFailingToResolve(named).map(\.identity) == ["kingfisher"])
  }

  @Test func aModuleBuiltForSeveralPlatformsIsBuiltOnceAsForIOS() throws {
    func target(_ id: String, _ name: String, sdk: String) -> [String] {
      [
        #"\#(id) = {isa = PBXNativeTarget; buildConfigurationList = L\#(id); buildPhases = (S1, ); name = "\#(name)"; productType = "com.apple.product-type.framework"; };"#,
        "L\(id) = {isa = XCConfigurationList; buildConfigurations = (C\(id), ); defaultConfigurationName = Debug; };",
        "C\(id) = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Stack; SDKROOT = \(sdk); }; name = Debug; };",
      ]
    }
    let fixture = try ProjectFixture(
      objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); path = Source; sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Stack.swift; sourceTree = "<group>"; };"#,
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
      ] + target("T1", "Stack-macOS", sdk: "macosx") + target("T2", "Stack-iOS", sdk: "iphoneos"),
      files: ["Source/Stack.swift": ""])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.targets.map(\.name) == ["Stack-iOS"])
    #expect(
      skipped(project) == [
        "Stack-macOS: it builds the module Stack again, for macOS (Stack-iOS builds it here)"
      ])
  }

  @Test func aSwiftUIAppIsSkippedWithWhy() throws {
    let fixture = try ProjectFixture(
      objectVersion: 77,
      objects: [
        "P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };",
        "L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Debug; };",
        "C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };",
        "G0 = {isa = PBXGroup; children = (S1, ); sourceTree = \"<group>\"; };",
        "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = \"<group>\"; };",
        "T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (S1, ); name = Notes; productName = Notes; productType = \"com.apple.product-type.application\"; };",
        "L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Debug; };",
        "C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Notes; }; name = Debug; };",
      ],
      files: [
        "Notes/NotesApp.swift":
          "import SwiftUI\n\n@main\nstruct NotesApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
      ])
    defer { fixture.remove() }
    let project = try XcodeProject(contentsOf: fixture.bundle)
    #expect(project.targets.isEmpty)
    #expect(
      skipped(project) == [
        "Notes: a SwiftUI app (`@main struct NotesApp: App` in NotesApp.swift): SwiftUI does not exist on Linux"
      ])
  }
}
