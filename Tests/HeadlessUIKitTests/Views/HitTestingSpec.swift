import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A button whose touch area reaches 20 points beyond its bounds, as apps enlarge small targets.
final class GenerousButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

@MainActor
@Suite("Hit-testing")
struct HitTestingSpec {
  func screen() -> (root: UIView, button: UIButton, banner: UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let banner = UILabel(frame: CGRect(x: 0, y: 30, width: 300, height: 20))
    banner.isUserInteractionEnabled = true
    root.addSubview(button)
    root.addSubview(banner)
    return (root, button, banner)
  }

  @Test("The frontmost view that can receive touches wins; a covered button is not hit")
  func frontmostWins() {
    let (root, button, banner) = screen()
    #expect(root.hitTest(CGPoint(x: 70, y: 40), with: nil) === banner)
    #expect(root.hitTest(CGPoint(x: 70, y: 25), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 200), with: nil) == nil)
  }

  @Test("Hidden, transparent and non-interactive views are skipped, with their subviews")
  func skipped() {
    let (root, button, banner) = screen()
    banner.isHidden = true
    #expect(root.hitTest(CGPoint(x: 70, y: 40), with: nil) === button)
    banner.isHidden = false
    banner.alpha = 0
    #expect(root.hitTest(CGPoint(x: 70, y: 40), with: nil) === button)
    banner.alpha = 1
    banner.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 70, y: 40), with: nil) === button)
    root.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 70, y: 25), with: nil) == nil)
  }

  @Test("A subview outside its superview's bounds is never hit, clipped or not")
  func outsideTheSuperview() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overflowing = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
    container.addSubview(overflowing)
    #expect(container.hitTest(CGPoint(x: 90, y: 90), with: nil) === overflowing)
    #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
    #expect(!container.clipsToBounds)
  }

  @Test("Overriding point(inside:with:) widens a view's touch area")
  func widenedArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = GenerousButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
  }
}
