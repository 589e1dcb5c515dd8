import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A screen laid out with frames where some buttons are drawn but out of a finger's reach.
final class ReachViewController: UIViewController {
  private(set) var taps: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let clipper = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 50))
    clipper.accessibilityIdentifier = "clipper"
    clipper.clipsToBounds = true
    let loose = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 50))
    loose.accessibilityIdentifier = "loose"
    view.addSubview(button("zero", frame: .zero))
    view.addSubview(button("off", frame: CGRect(x: 400, y: 100, width: 80, height: 44)))
    view.addSubview(clipper)
    clipper.addSubview(button("clipped", frame: CGRect(x: 0, y: 60, width: 80, height: 44)))
    clipper.addSubview(button("half", frame: CGRect(x: 50, y: 0, width: 100, height: 44)))
    view.addSubview(loose)
    loose.addSubview(button("overhanging", frame: CGRect(x: 0, y: 60, width: 80, height: 44)))
    view.addSubview(button("covered", frame: CGRect(x: 20, y: 500, width: 120, height: 44)))
    let banner = UIView(frame: CGRect(x: 10, y: 490, width: 200, height: 80))
    banner.accessibilityIdentifier = "banner"
    view.addSubview(banner)
  }

  private func button(_ name: String, frame: CGRect) -> UIButton {
    let button = UIButton(
      primaryAction: UIAction(title: name.capitalized) { [weak self] _ in self?.taps.append(name) })
    button.frame = frame
    button.accessibilityIdentifier = name
    return button
  }
}

@Suite("A finger's reach: frames and hit-testing", .tapwright)
@MainActor
struct ReachTests {
  private func expectRefusal(
    _ name: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let screen = await present(ReachViewController())
    let button = try screen.button(.identifier(name))
    let expected =
      "Cannot tap UIButton #\(name) \"\(name.capitalized)\": \(reason).\n\n"
      + (Stage.current?.dump(frames: true) ?? "")
    await withKnownIssue {
      await screen.tap(button)
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
    #expect(screen.viewController.taps.isEmpty, sourceLocation: sourceLocation)
  }

  @Test("A button of zero size cannot be tapped")
  func zeroSize() async throws {
    try await expectRefusal("zero", "it has zero size (0×0)")
  }

  @Test("A button outside the window cannot be tapped")
  func outsideTheWindow() async throws {
    try await expectRefusal(
      "off",
      "it lies outside the window (in the window, its frame is (400, 100, 80×44); "
        + "the window is 390×844)")
  }

  @Test("A button clipped away by an ancestor that clips cannot be tapped")
  func clippedAway() async throws {
    try await expectRefusal(
      "clipped",
      "it is clipped away by UIView #clipper, which clips to its bounds (in the window, its frame "
        + "is (20, 260, 80×44) and that view's is (20, 200, 100×50))")
  }

  @Test("A button drawn outside its superview's bounds is never hit, as in UIKit")
  func outsideItsSuperview() async throws {
    try await expectRefusal(
      "overhanging",
      "it lies outside the bounds of UIView #loose, where touches do not reach (in the window, "
        + "its frame is (20, 360, 80×44) and that view's is (20, 300, 100×50))")
  }

  @Test("A button under another view at its centre cannot be tapped")
  func covered() async throws {
    try await expectRefusal(
      "covered", "it is under UIView #banner at its centre (80, 522)")
  }

  @Test("A button partly clipped is tapped at the centre of what shows")
  func partlyClipped() async throws {
    let screen = await present(ReachViewController())
    await screen.tap(try screen.button(.identifier("half")))
    #expect(screen.viewController.taps == ["half"])
  }

  @Test("The dump shows frames on request, in each superview's coordinates")
  func dumpWithFrames() async throws {
    let screen = await present(ReachViewController())
    let clipper = try screen.one(.identifier("clipper"))
    #expect(
      dump(view: clipper, frames: true) == """
        UIView #clipper frame=(20, 200, 100×50)
          UIButton #clipped "Clipped" frame=(0, 60, 80×44)
          UIButton #half "Half" frame=(50, 0, 100×44)
        """)
  }
}
