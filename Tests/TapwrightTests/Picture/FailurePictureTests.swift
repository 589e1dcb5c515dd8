import Tapwright
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Each Tapwright failure keeps a picture of the screen with what it is about marked (attached
/// to the Swift Testing test with the dump); nothing is drawn while nothing fails.
@Suite("Failure pictures", .tapwright)
@MainActor
struct FailurePictureTests {
  /// The marks of `svg`: every line from the first mark to the end of the picture.
  private func marks(in svg: String) -> String {
    let lines = svg.split(separator: "\n").map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("  <g data-mark=") }) else {
      return ""
    }
    return lines[first...].joined(separator: "\n")
  }

  @Test("A refused tap on a covered button marks the button, the view over it and the touch point")
  func coveredButton() async throws {
    let screen = await present(ReachViewController())
    let stage = try #require(Stage.current)
    let button = try screen.button(.identifier("covered"))

    await withKnownIssue { await screen.tap(button) }

    #expect(stage.failurePictures.count == 1)
    let svg = try #require(stage.failurePictures.last?.svg)
    #expect(svg.contains("\n      <g data-view=\"UIButton #covered\">\n"))
    #expect(svg.contains("\n      <g data-view=\"UIView #banner\"/>\n"))
    #expect(
      marks(in: svg) == """
          <g data-mark="subject">
            <rect x="18" y="498" width="124" height="48" fill="none" stroke="#FF3B30" stroke-width="3"/>
            <text x="20" y="492" font-size="12" font-weight="600" fill="#FF3B30" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">cannot tap</text>
          </g>
          <g data-mark="covering">
            <rect x="10" y="490" width="200" height="80" fill="#FF9500" fill-opacity="0.15" stroke="#FF9500" stroke-width="3" stroke-dasharray="8 4"/>
            <text x="10" y="586" font-size="12" font-weight="600" fill="#FF9500" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">covers it</text>
          </g>
          <g data-mark="touch">
            <circle cx="80" cy="522" r="22" fill="#FF3B30" fill-opacity="0.15" stroke="#FF3B30" stroke-width="2"/>
            <circle cx="80" cy="522" r="3" fill="#FF3B30"/>
            <text x="106" y="526" font-size="12" font-weight="600" fill="#FF3B30" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">touch</text>
          </g>
        </svg>
        """)
  }

  @Test("A button clipped away marks the ancestor that clips it")
  func clippedButton() async throws {
    let screen = await present(ReachViewController())
    let stage = try #require(Stage.current)

    await withKnownIssue { await screen.tap(.identifier("clipped")) }

    let svg = try #require(stage.failurePictures.last?.svg)
    #expect(svg.contains("<g data-mark=\"subject\">\n    <rect x=\"18\" y=\"258\""))
    #expect(
      svg.contains(
        """
          <g data-mark="container">
            <rect x="20" y="200" width="100" height="50" fill="none" stroke="#007AFF" stroke-width="2" stroke-dasharray="4 3"/>
        """))
  }

  @Test("A control under a presented alert marks the alert's view as covering it")
  func presentedOverIt() async throws {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    let stage = try #require(Stage.current)
    await editor.tap(.identifier("discard"))

    await withKnownIssue { await editor.tap(editor.viewController.saveButton) }

    let svg = try #require(stage.failurePictures.last?.svg)
    #expect(svg.contains("paint-order=\"stroke\">cannot tap</text>"))
    #expect(
      svg.contains(
        """
          <g data-mark="covering">
            <rect x="0" y="0" width="390" height="844" fill="#FF9500" fill-opacity="0.15" stroke="#FF9500" stroke-width="3" stroke-dasharray="8 4"/>
            <text x="4" y="836" font-size="12" font-weight="600" fill="#FF9500" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">presented over it</text>
          </g>
        """))
    #expect(svg.contains(">Discard changes?</text>"))
  }

  @Test("A missing element marks the screen it was looked for in and where its hidden match is")
  func missingElement() async throws {
    let screen = await present(ReachViewController())
    let stage = try #require(Stage.current)
    try screen.button(.identifier("covered")).isHidden = true

    await withKnownIssue { _ = try screen.button(.identifier("covered")) }

    let svg = try #require(stage.failurePictures.last?.svg)
    #expect(!svg.contains("data-view=\"UIButton #covered\""))
    #expect(
      marks(in: svg) == """
          <g data-mark="container">
            <rect x="0" y="0" width="390" height="844" fill="none" stroke="#007AFF" stroke-width="2" stroke-dasharray="4 3"/>
            <text x="4" y="16" font-size="12" font-weight="600" fill="#007AFF" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">no match for identifier &quot;covered&quot; here</text>
          </g>
          <g data-mark="subject">
            <rect x="18" y="498" width="124" height="48" fill="none" stroke="#FF3B30" stroke-width="3"/>
            <text x="20" y="492" font-size="12" font-weight="600" fill="#FF3B30" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">hidden</text>
          </g>
        </svg>
        """)
  }

  @Test("Nothing is drawn while nothing fails, nor when the stage is told not to")
  func noFailureNoPicture() async throws {
    let screen = await present(ReachViewController())
    let stage = try #require(Stage.current)

    await screen.tap(.identifier("half"))
    #expect(stage.failurePictures.isEmpty)

    stage.recordsFailurePictures = false
    await withKnownIssue { await screen.tap(.identifier("covered")) }
    #expect(stage.failurePictures.isEmpty)
  }
}
