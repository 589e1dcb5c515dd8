import Foundation
import Tapwright
import TapwrightSupport
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// XCTest on Linux has no attachments: a failure's picture and dump are written to the artifacts
/// folder, and the failure message ends with the picture's path.
final class FailurePictureXCTests: FailureCapturingTestCase {
  /// Runs `body`, returning the failures it recorded instead of failing the test.
  @MainActor
  private func failures(in body: @MainActor () async -> Void) async -> [(
    description: String, line: Int
  )] {
    await capturingFailures(in: body).failures
  }

  /// The package's `.build/tapwright-artifacts`, found from this file.
  private var defaultFolder: String {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Package.swift").path)
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(".build/tapwright-artifacts").path
  }

  @MainActor
  func testThatARefusedTapWritesThePictureAndTheDumpAndTheMessageNamesThePicture() async throws {
    let screen = await stage.present(ReachViewController())
    let button = try screen.button(.identifier("covered"))

    let line = #line + 1
    let failures = await failures { await screen.tap(button) }

    XCTAssertEqual(failures.count, 1)
    let parts = (failures.first?.description ?? "").components(
      separatedBy: "\n\nPicture of the screen: ")
    XCTAssertEqual(parts.count, 2)
    XCTAssertEqual(
      parts.first,
      "failed - Cannot tap UIButton #covered \"Covered\": it is under UIView #banner at its "
        + "centre (80, 522).\n\n" + stage.dump(frames: true))
    let path = parts.last ?? ""
    XCTAssertTrue(
      path.hasPrefix(defaultFolder + "/FailurePictureXCTests-L\(line)-"), path)
    XCTAssertTrue(path.hasSuffix(".svg"), path)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(svg, stage.failurePictures.last?.svg)
    XCTAssertTrue(svg.contains("<g data-view=\"UIButton #covered\">"))
    XCTAssertTrue(
      svg.contains(
        "<g data-mark=\"subject\">\n    <rect x=\"18\" y=\"498\" width=\"124\" height=\"48\""))
    XCTAssertTrue(
      svg.contains(
        "<g data-mark=\"covering\">\n    <rect x=\"10\" y=\"490\" width=\"200\" height=\"80\""))
    XCTAssertTrue(svg.contains("<circle cx=\"80\" cy=\"522\" r=\"22\""))
    let dump = try String(
      contentsOfFile: String(path.dropLast(4)) + ".txt", encoding: .utf8)
    XCTAssertEqual(dump, stage.dump(frames: true))
  }

  @MainActor
  func testThatTapwrightArtifactsChoosesTheFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tapwright-artifacts-\(UUID().uuidString)").path
    setenv("TAPWRIGHT_ARTIFACTS", folder, 1)
    defer {
      unsetenv("TAPWRIGHT_ARTIFACTS")
      try? FileManager.default.removeItem(atPath: folder)
    }
    let screen = await stage.present(ReachViewController())

    let failures = await failures { await screen.tap(.identifier("zero")) }

    let path = failures.first?.description.components(separatedBy: "Picture of the screen: ").last
    XCTAssertTrue(path?.hasPrefix(folder + "/FailurePictureXCTests-L") ?? false, "\(failures)")
    XCTAssertTrue(FileManager.default.fileExists(atPath: path ?? ""))
  }
}
