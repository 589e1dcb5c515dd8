#if canImport(UIKit)
  import UIKit

  /// On the UIKit host a failure keeps a real screenshot of the stage's windows, not a wireframe.
  ///
  /// UIKit draws its own views: `UIGraphicsImageRenderer` over the windows' union and
  /// `drawHierarchy(in:afterScreenUpdates:)` for each visible window, oldest first, then the marks
  /// over them, as PNG data. swift-snapshot-testing's `.image` strategy draws views with
  /// `drawHierarchy` too, and KIF and EarlGrey keep a screenshot of each failure. Type-checked
  /// against the iOS SDK only: nothing here has run on a device or a simulator.
  @MainActor
  enum FailureScreenshot {
    /// A PNG of the visible `windows` with `marks` drawn over them; `nil` when none is visible.
    static func png(of windows: [UIWindow], marks: [ScreenPicture.Mark]) -> Data? {
      let shown = windows.filter { !$0.isHidden && $0.bounds.width > 0 && $0.bounds.height > 0 }
      guard let first = shown.first else { return nil }
      let bounds = shown.dropFirst().reduce(first.frame) { $0.union($1.frame) }
      let renderer = UIGraphicsImageRenderer(bounds: bounds)
      return renderer.pngData { _ in
        for window in shown {
          _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: true)
        }
        for mark in marks { draw(mark) }
      }
    }

    /// Draws `mark` in the current context: the colours and outlines of the SVG's marks.
    private static func draw(_ mark: ScreenPicture.Mark) {
      let path: UIBezierPath
      let color: UIColor
      switch mark.kind {
      case .subject:
        path = UIBezierPath(rect: mark.frame.insetBy(dx: -2, dy: -2))
        path.lineWidth = 3
        color = .systemRed
      case .covering:
        path = UIBezierPath(rect: mark.frame)
        path.lineWidth = 3
        path.setLineDash([8, 4], count: 2, phase: 0)
        color = .systemOrange
      case .container:
        path = UIBezierPath(rect: mark.frame)
        path.lineWidth = 2
        path.setLineDash([4, 3], count: 2, phase: 0)
        color = .systemBlue
      case .touch:
        let center = CGPoint(x: mark.frame.midX, y: mark.frame.midY)
        path = UIBezierPath(
          arcCenter: center, radius: 22, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.lineWidth = 2
        color = .systemRed
      }
      color.setStroke()
      path.stroke()
      guard !mark.note.isEmpty else { return }
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 12, weight: .semibold), .foregroundColor: color,
      ]
      (mark.note as NSString).draw(
        at: CGPoint(x: mark.frame.minX, y: max(0, mark.frame.minY - 16)),
        withAttributes: attributes)
    }
  }
#endif
