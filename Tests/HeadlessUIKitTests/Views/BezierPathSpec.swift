#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// A badge drawn in `draw(_:)`, as apps draw one.
  final class BadgeView: UIView {
    var color: UIColor = .systemRed

    override func draw(_ rect: CGRect) {
      let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2))
      color.setFill()
      circle.fill()
      let check = UIBezierPath()
      check.move(to: CGPoint(x: 6, y: 12))
      check.addLine(to: CGPoint(x: 10, y: 16))
      check.addLine(to: CGPoint(x: 18, y: 8))
      check.lineWidth = 2
      check.lineCapStyle = .round
      UIColor.white.setStroke()
      check.stroke()
    }
  }

  /// A view backed by a gradient, as apps write one.
  final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  /// A view backed by a shape layer, reached through a computed property, as apps write one.
  final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
  }

  @MainActor
  @Suite("Bézier paths and shape layers")
  struct BezierPathSpec {
    @Test("A view is backed by an instance of its class's layerClass, CALayer by default")
    func layerClass() throws {
      #expect(type(of: UIView().layer) == CALayer.self)
      #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
      let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      let layer = try #require(gradient.layer as? CAGradientLayer)
      layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      #expect(layer.bounds == gradient.bounds)
      let ring = RingView()
      ring.shapeLayer.strokeEnd = 0.25
      #expect((ring.layer as? CAShapeLayer)?.strokeEnd == 0.25)
      #expect(ring.layer.presentation() === ring.layer && ring.layer.model() === ring.layer)
    }

    @Test("Paths of rectangles, ovals, rounded corners and arcs have UIKit's bounds and insides")
    func shapes() {
      let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(rect.bounds == CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(rect.contains(CGPoint(x: 50, y: 40)))
      #expect(!rect.contains(CGPoint(x: 5, y: 40)))

      let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(oval.contains(CGPoint(x: 50, y: 50)))
      #expect(!oval.contains(CGPoint(x: 3, y: 3)))  // outside the circle, inside its square

      let card = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100),
        byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
      #expect(!card.contains(CGPoint(x: 2, y: 2)))  // the rounded top-left corner
      #expect(card.contains(CGPoint(x: 2, y: 98)))  // the square bottom-left corner

      let arc = UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi,
        clockwise: true)
      // Clockwise on screen (y down) from 0 to π passes through the bottom of the circle.
      #expect(abs(arc.bounds.maxY - 100) < 0.5)
      #expect(abs(arc.bounds.minY - 50) < 0.5)
      #expect(abs(arc.currentPoint.x - 0) < 0.001)
      #expect(!arc.isEmpty && UIBezierPath().isEmpty)
    }

    @Test("A mask of rounded corners, as apps make one, keeps its path")
    func shapeLayerMask() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
      let path = UIBezierPath(
        roundedRect: view.bounds, byRoundingCorners: [.bottomLeft, .bottomRight],
        cornerRadii: CGSize(width: 16, height: 16))
      let mask = CAShapeLayer()
      mask.path = path.cgPath
      view.layer.mask = mask
      #expect((view.layer.mask as? CAShapeLayer)?.path == path.cgPath)
      #expect(mask.path?.boundingBoxOfPath == view.bounds)
    }

    @Test("draw(_:) fills and strokes paths into the image; a different colour draws differently")
    func drawing() {
      func image(_ color: UIColor) -> Data? {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.color = color
        return UIGraphicsImageRenderer(bounds: badge.bounds).image { _ in
          badge.draw(badge.bounds)
        }.pngData()
      }
      #expect(image(.systemRed) == image(.systemRed))
      #expect(image(.systemRed) != image(.systemGreen))
    }
  }
#endif
