#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  // UIKit API that scripts/survey/api-gap ranked among the most used of what HeadlessUIKit
  // lacked (names apps call, across the survey's corpus), each used here as those apps write it.

  /// A label that insets its text, as "padding label" helpers do.
  final class InsetLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    var drawn: CGRect?

    override func drawText(in rect: CGRect) {
      drawn = rect.inset(by: insets)
      super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
      let size = super.intrinsicContentSize
      return CGSize(
        width: size.width + insets.left + insets.right,
        height: size.height + insets.top + insets.bottom)
    }
  }

  /// A view that restyles itself when its tint changes, as apps' custom controls do.
  final class TintFollowingView: UIView {
    var changes: [String] = []
    override func tintColorDidChange() {
      super.tintColorDidChange()
      changes.append("\(tintAdjustmentMode.rawValue)")
    }
  }

  /// A layer subclass that draws itself.
  final class DrawingLayer: CALayer {
    var drawCount = 0
    override func draw(in ctx: CGContext) { drawCount += 1 }
  }

  @MainActor
  @Suite("API the api-gap survey ranked")
  struct APIGapSpec {
    @Test("keyframes apply in start-time order when the block ends; completion after the duration")
    func keyframes() async {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      window.makeKeyAndVisible()
      var order: [String] = []
      var finished = false
      UIView.animateKeyframes(
        withDuration: 0.3, delay: 0, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            view.alpha = 0
            order.append("second")
          }
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            view.alpha = 0.5
            order.append("first")
          }
          #expect(order.isEmpty)
        },
        completion: { finished = $0 })
      #expect(order == ["first", "second"])
      #expect(view.alpha == 0)
      #expect(!finished)
      #expect(await yield(until: { finished }))
      // Outside an animation block, a keyframe's changes apply at once, as UIKit's.
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
      #expect(view.alpha == 1)
    }

    @Test("a label's text rectangle, and a subclass that insets its text")
    func labelTextRect() {
      let label = InsetLabel()
      label.text = "Hello"
      let plain = UILabel()
      plain.text = "Hello"
      let size = plain.intrinsicContentSize
      #expect(label.intrinsicContentSize == CGSize(width: size.width + 16, height: size.height + 8))
      let bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
      #expect(
        plain.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
          == CGRect(origin: .zero, size: size))
      #expect(
        plain.textRect(
          forBounds: CGRect(x: 0, y: 0, width: 10, height: 5), limitedToNumberOfLines: 0
        )
        .size == CGSize(width: 10, height: 5))
      label.drawText(in: bounds)
      #expect(label.drawn == CGRect(x: 8, y: 4, width: 284, height: 92))
      #expect(label.baselineAdjustment == .alignBaselines)
    }

    @Test("a button's content insets add to its size; title and image insets do not")
    func buttonInsets() {
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      let size = button.intrinsicContentSize
      button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
      button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
      #expect(button.intrinsicContentSize == size)
      button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      // 40 wider; the 18-point-high title plus 20 is 38, above the 30-point minimum.
      #expect(button.intrinsicContentSize == CGSize(width: size.width + 40, height: 38))
    }

    @Test("segment title attributes and slider images are kept per state")
    func perStateAppearance() {
      let segments = UISegmentedControl(items: ["A", "B"])
      segments.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
      #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
      #expect(segments.titleTextAttributes(for: .normal) == nil)
      let slider = UISlider()
      let thumb = UIImage()
      slider.setThumbImage(thumb, for: .normal)
      slider.setMinimumTrackImage(thumb, for: .highlighted)
      #expect(slider.thumbImage(for: .normal) === thumb)
      #expect(slider.currentThumbImage === thumb)
      #expect(slider.minimumTrackImage(for: .highlighted) === thumb)
      #expect(slider.currentMinimumTrackImage == nil)
    }

    @Test("a tint change reaches the views that inherit it, not those with their own")
    func tintColorDidChange() {
      let parent = TintFollowingView()
      let inheriting = TintFollowingView()
      let own = TintFollowingView()
      own.tintColor = .green
      own.changes = []
      parent.addSubview(inheriting)
      parent.addSubview(own)
      parent.tintColor = .red
      #expect(parent.changes == ["0"])
      #expect(inheriting.changes == ["0"])
      #expect(own.changes.isEmpty)
      parent.tintAdjustmentMode = .dimmed
      #expect(inheriting.changes == ["0", "0"])
      #expect(parent.changes == ["0", "2"])
    }

    @Test("layers: contents settings, order of sublayers, coordinates, hit-testing, display")
    func layers() {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      let back = CALayer()
      back.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
      let front = CALayer()
      front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
      root.addSublayer(front)
      root.insertSublayer(back, below: front)
      #expect(root.sublayers?.map { $0 === back } == [true, false])
      let top = CALayer()
      root.insertSublayer(top, above: front)
      #expect(root.sublayers?.last === top)
      let replacement = CALayer()
      root.replaceSublayer(top, with: replacement)
      #expect(root.sublayers?.last === replacement)
      #expect(top.superlayer == nil)
      #expect(back.convert(CGPoint(x: 5, y: 5), to: front) == CGPoint(x: -35, y: -35))
      #expect(front.convert(CGPoint(x: 0, y: 0), from: back) == CGPoint(x: -40, y: -40))
      #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
      #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
      front.isHidden = true
      #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
      #expect(root.contentsScale == 1)
      let backed = UIView()
      #expect(backed.layer.contentsScale == UIScreen.main.scale)
      root.shouldRasterize = true
      root.rasterizationScale = UIScreen.main.scale
      root.contentsGravity = .resizeAspectFill
      root.cornerCurve = .continuous
      #expect(root.contentsGravity == .resizeAspectFill)
      let drawing = DrawingLayer()
      drawing.displayIfNeeded()
      #expect(drawing.drawCount == 0)
      drawing.setNeedsDisplay()
      #expect(drawing.needsDisplay())
      drawing.displayIfNeeded()
      #expect(drawing.drawCount == 1)
      #expect(!drawing.needsDisplay())
      let view = UIView()
      view.layer.isHidden = true
      #expect(view.isHidden)
    }

    @Test("the navigation controller's edge swipe pops, where UIKit's would")
    func interactivePop() {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let recognizer = navigation.interactivePopGestureRecognizer
      #expect(recognizer?.view === navigation.view)
      #expect(!root.view.userScreenEdgePanGesture(from: .left, by: CGPoint(x: 200, y: 0)))
      let detail = UIViewController()
      navigation.pushViewController(detail, animated: false)
      detail.navigationItem.hidesBackButton = true
      #expect(!detail.view.userScreenEdgePanGesture(from: .left, by: CGPoint(x: 200, y: 0)))
      detail.navigationItem.hidesBackButton = false
      #expect(detail.view.userScreenEdgePanGesture(from: .left, by: CGPoint(x: 200, y: 0)))
      #expect(navigation.viewControllers.count == 1)
    }

    @Test("a text view's container, link attributes and data detectors are kept as set")
    func textViewText() {
      let textView = UITextView()
      #expect(textView.textContainer.lineFragmentPadding == 5)
      #expect(textView.textContainer.maximumNumberOfLines == 0)
      #expect(textView.textContainer.widthTracksTextView)
      textView.textContainer.lineFragmentPadding = 0
      textView.textContainer.maximumNumberOfLines = 2
      #expect(textView.textContainer.lineFragmentPadding == 0)
      #expect(textView.linkTextAttributes == nil)
      textView.linkTextAttributes = [.foregroundColor: UIColor.blue]
      #expect(textView.linkTextAttributes?.count == 1)
      textView.dataDetectorTypes = [.link, .phoneNumber]
      #expect(textView.dataDetectorTypes.contains(.link))
      let shadow = NSShadow()
      #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
      shadow.shadowBlurRadius = 4
      shadow.shadowColor = UIColor.black
      let text = NSAttributedString(string: "x", attributes: [.shadow: shadow])
      #expect((text.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow) === shadow)
    }

    @Test("app, controller and scroll view settings UIKit keeps as set")
    func keptSettings() {
      let application = UIApplication.shared
      let badge = application.applicationIconBadgeNumber
      application.applicationIconBadgeNumber = 3
      #expect(application.applicationIconBadgeNumber == 3)
      application.applicationIconBadgeNumber = badge
      #expect(!application.isIdleTimerDisabled)
      let controller = UIViewController()
      #expect(controller.automaticallyAdjustsScrollViewInsets)
      let scroll = UIScrollView()
      #expect(scroll.decelerationRate == .normal)
      scroll.decelerationRate = .fast
      #expect(scroll.decelerationRate.rawValue == 0.99)
      let custom = UIView()
      custom.prepareForInterfaceBuilder()
    }
  }
#endif
