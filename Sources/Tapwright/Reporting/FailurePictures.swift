import Foundation
import IssueReporting
import TapwrightSupport

#if canImport(Testing)
  import Testing
#endif

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Keeps a picture of the screens with each Tapwright failure, with what the failure is about
/// marked, where the developer can open it.
///
/// Swift Testing: the picture (`.svg`) and the dump (`.txt`) are attached to the test with
/// `Attachment` (saved where `swift test --attachments-path` says). XCTest, which has no
/// attachments on Linux: both are written to the artifacts folder — `TAPWRIGHT_ARTIFACTS` when
/// set, else `.build/tapwright-artifacts` in the package of the failing test — and the failure
/// message ends with the picture's path. Nothing is drawn unless a test fails. On the UIKit
/// host the picture kept is a real screenshot of the stage's windows instead (`.png`,
/// ``FailureScreenshot``); ``Stage/failurePictures`` holds the wireframes on every host.
@MainActor
enum FailurePictures {
  /// The environment variable that chooses the artifacts folder for XCTest runs.
  static let environmentVariable = "TAPWRIGHT_ARTIFACTS"
  /// The line that ends an XCTest failure message, before the picture's path.
  static let messagePrefix = "Picture of the screen: "

  /// Failures kept so far in this process, to keep their files apart.
  private static var count = 0

  /// Draws the stage's screens with `marks`, keeps the picture and `dump` for the current test,
  /// and returns what to append to the failure message (the file's path, for XCTest).
  static func keep(
    stage: Stage?, marks: [ScreenPicture.Mark], dump: String, at location: CallSite
  ) -> String {
    guard let stage, stage.recordsFailurePictures, !stage.windows.isEmpty else { return "" }
    let picture = stage.picture(marking: marks)
    stage.failurePictures.append(picture)
    count += 1
    let name = baseName(for: location)
    let image = kept(picture, windows: stage.windows, marks: marks)
    // Swift Testing's attachments are public API from Swift 6.2 on.
    #if canImport(Testing) && compiler(>=6.2)
      if Test.current != nil {
        let sourceLocation = SourceLocation(
          fileID: String(describing: location.fileID),
          filePath: String(describing: location.filePath), line: Int(location.line),
          column: Int(location.column))
        Attachment.record(
          Array(image.data), named: name + image.extension, sourceLocation: sourceLocation)
        Attachment.record(dump, named: name + ".txt", sourceLocation: sourceLocation)
        return ""
      }
    #endif
    guard TestContext.current == .xcTest else { return "" }
    let folder = artifactsFolder(for: location)
    let file = folder.appendingPathComponent("\(name)-\(count)\(image.extension)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try image.data.write(to: file)
      try Data(dump.utf8).write(to: file.deletingPathExtension().appendingPathExtension("txt"))
    } catch {
      return "\n\n(The picture of the screen could not be written to \(file.path): \(error))"
    }
    return "\n\n" + messagePrefix + file.path
  }

  /// The picture a failure keeps and its file extension: the wireframe as SVG, or, on the UIKit
  /// host, a screenshot of the windows as PNG (the wireframe when none can be taken).
  private static func kept(
    _ picture: ScreenPicture, windows: [UIWindow], marks: [ScreenPicture.Mark]
  ) -> (data: Data, extension: String) {
    #if canImport(UIKit)
      if let png = FailureScreenshot.png(of: windows, marks: marks) { return (png, ".png") }
    #endif
    return (Data(picture.svg.utf8), ".svg")
  }

  /// `File-L12`: the failing call's file name (no extension) and line.
  private static func baseName(for location: CallSite) -> String {
    let file = String(describing: location.fileID).split(separator: "/").last.map(String.init)
    let stem = (file ?? "Test").replacingOccurrences(of: ".swift", with: "")
    return "\(stem)-L\(location.line)"
  }

  /// `TAPWRIGHT_ARTIFACTS`, else `.build/tapwright-artifacts` in the package that holds the
  /// failing test's file (found by its `Package.swift`), else in the current directory.
  static func artifactsFolder(for location: CallSite) -> URL {
    if let chosen = ProcessInfo.processInfo.environment[environmentVariable], !chosen.isEmpty {
      return URL(fileURLWithPath: chosen, isDirectory: true)
    }
    var directory = URL(fileURLWithPath: String(describing: location.filePath))
      .deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      let manifest = directory.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) {
        return directory.appendingPathComponent(".build/tapwright-artifacts", isDirectory: true)
      }
      directory.deleteLastPathComponent()
    }
    return URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true
    ).appendingPathComponent(".build/tapwright-artifacts", isDirectory: true)
  }
}
