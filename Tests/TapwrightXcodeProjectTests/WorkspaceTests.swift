import Foundation
import Testing

@testable import TapwrightXcodeProject

@Suite struct WorkspaceTests {
  /// A workspace of two projects, as the "platform-free core" layout has it: Feed.xcodeproj
  /// builds a framework the app's project links by product (an implicit dependency), and
  /// CocoaPods' project beside them.
  @Test func readsEveryProjectOfAWorkspaceAndLinksAcrossThem() throws {
    let feed = try ProjectFixture(
      name: "Feed", objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; path = Feed/Feed.swift; sourceTree = "<group>"; };"#,
        "B1 = {isa = PBXBuildFile; fileRef = F1; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Feed; productType = "com.apple.product-type.framework"; };"#,
      ],
      files: ["Feed/Feed.swift": ""])
    defer { feed.remove() }
    let app = try ProjectFixture(
      name: "App", objectVersion: 56,
      objects: [
        "P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        #"G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };"#,
        #"F1 = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };"#,
        "F2 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Feed.framework; sourceTree = BUILT_PRODUCTS_DIR; };",
        "B1 = {isa = PBXBuildFile; fileRef = F1; };", "B2 = {isa = PBXBuildFile; fileRef = F2; };",
        "S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
        "L1 = {isa = PBXFrameworksBuildPhase; files = (B2, ); };",
        #"T1 = {isa = PBXNativeTarget; buildPhases = (S1, L1, ); name = App; productType = "com.apple.product-type.application"; };"#,
      ],
      files: [
        "App/App.swift": "",
        "App.xcworkspace/contents.xcworkspacedata": """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App.xcodeproj">
           </FileRef>
           <Group
              location = "container:Modules"
              name = "Modules">
              <FileRef
                 location = "absolute:\(feed.bundle.path)">
              </FileRef>
           </Group>
           <FileRef
              location = "group:Pods/Pods.xcodeproj">
           </FileRef>
        </Workspace>
        """,
      ])
    defer { app.remove() }
    // Opened alone, the app's project finds the framework in the workspace that holds it.
    let opened = try XcodeProject(contentsOf: app.bundle).withFrameworksOfItsWorkspace()
    #expect(opened.targets.map(\.name) == ["App", "Feed"])
    #expect(opened.targets.first?.dependencies == ["Feed"])
    #expect(
      opened.notes.last
        == "Feed.framework, linked by App.xcodeproj, built by another project of App.xcworkspace: "
        + "its targets are read from there (`tapwright port App.xcworkspace` ports the whole "
        + "workspace)")
    let alone = try XcodeProject(contentsOf: feed.bundle).withFrameworksOfItsWorkspace()
    #expect(alone.targets.map(\.name) == ["Feed"])

    let workspace = try XcodeProject(workspace: app.root.appending(path: "App.xcworkspace"))
    #expect(workspace.name == "App")
    #expect(workspace.targets.map(\.name) == ["App", "Feed"])
    #expect(workspace.targets[0].linkedProducts == ["Feed"])
    #expect(workspace.targets[0].dependencies == ["Feed"])
    #expect(workspace.notes == ["Pods/Pods.xcodeproj: CocoaPods' project, not built"])
  }

  @Test func aWorkspaceFileRefersToProjectsByGroupContainerAndAbsolutePaths() {
    let workspace = URL(fileURLWithPath: "/work/App/App.xcworkspace")
    let text = """
      <Workspace version = "1.0">
         <Group location = "group:Modules" name = "Modules">
            <FileRef location = "group:Feed/Feed.xcodeproj"></FileRef>
            <Group location = "group:Deeper"><FileRef location = "group:Deep.xcodeproj"/></Group>
            <FileRef location = "group:Notes.md"></FileRef>
         </Group>
         <FileRef location = "container:App.xcodeproj"></FileRef>
         <FileRef location = "absolute:/elsewhere/Kit.xcodeproj"></FileRef>
      </Workspace>
      """
    #expect(
      XcodeProject.projectReferences(in: text, workspace: workspace).map(\.path) == [
        "/work/App/Modules/Feed/Feed.xcodeproj", "/work/App/Modules/Deeper/Deep.xcodeproj",
        "/work/App/App.xcodeproj", "/elsewhere/Kit.xcodeproj",
      ])
  }
}
