#if !canImport(UIKit)
  import Foundation

  /// The corners of a rectangle, as UIKit's.
  public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// A path of lines and curves with the attributes it is drawn with, as UIKit's: a Core Graphics
  /// path underneath; `fill()` and `stroke()` draw into the current graphics context (recorded,
  /// as every drawing here).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
      self.init()
      path.addRect(rect)
    }

    /// The closed ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
      self.init()
      path.addEllipse(in: rect)
    }

    /// A closed rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      self.init()
      path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A closed rectangle with some corners rounded.
    public convenience init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      self.init()
      let r = rect.standardized
      let w = min(cornerRadii.width, r.width / 2)
      let h = min(cornerRadii.height, r.height / 2)
      let k: CGFloat = 0.552_284_75
      func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) {
        corners.contains(corner) ? (w, h) : (0, 0)
      }
      var (cw, ch) = radii(.topLeft)
      path.move(to: CGPoint(x: r.minX + cw, y: r.minY))
      (cw, ch) = radii(.topRight)
      path.addLine(to: CGPoint(x: r.maxX - cw, y: r.minY))
      if cw > 0 {
        path.addCurve(
          to: CGPoint(x: r.maxX, y: r.minY + ch),
          control1: CGPoint(x: r.maxX - cw + cw * k, y: r.minY),
          control2: CGPoint(x: r.maxX, y: r.minY + ch - ch * k))
      }
      (cw, ch) = radii(.bottomRight)
      path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch))
      if cw > 0 {
        path.addCurve(
          to: CGPoint(x: r.maxX - cw, y: r.maxY),
          control1: CGPoint(x: r.maxX, y: r.maxY - ch + ch * k),
          control2: CGPoint(x: r.maxX - cw + cw * k, y: r.maxY))
      }
      (cw, ch) = radii(.bottomLeft)
      path.addLine(to: CGPoint(x: r.minX + cw, y: r.maxY))
      if cw > 0 {
        path.addCurve(
          to: CGPoint(x: r.minX, y: r.maxY - ch),
          control1: CGPoint(x: r.minX + cw - cw * k, y: r.maxY),
          control2: CGPoint(x: r.minX, y: r.maxY - ch + ch * k))
      }
      (cw, ch) = radii(.topLeft)
      path.addLine(to: CGPoint(x: r.minX, y: r.minY + ch))
      if cw > 0 {
        path.addCurve(
          to: CGPoint(x: r.minX + cw, y: r.minY),
          control1: CGPoint(x: r.minX, y: r.minY + ch - ch * k),
          control2: CGPoint(x: r.minX + cw - cw * k, y: r.minY))
      }
      path.closeSubpath()
    }

    /// An arc of a circle.
    public convenience init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      self.init()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    /// A path of a Core Graphics path's elements.
    public convenience init(cgPath: CGPath) {
      self.init()
      path.addPath(cgPath)
    }

    /// The Core Graphics path (a copy).
    open var cgPath: CGPath {
      get { path.copy() ?? path }
      set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The line width `stroke()` uses.
    open var lineWidth: CGFloat = 1
    /// How `stroke()` ends lines.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` joins lines.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit.
    open var miterLimit: CGFloat = 10
    /// The accuracy of curves when drawn.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` uses the even-odd rule.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat)?

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc; angles in radians from the x axis, `clockwise` as the screen shows it (y
    /// grows downwards).
    open func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
      var t = transform
      path = path.copy(using: &t)?.mutableCopy() ?? path
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The rectangle that holds the path, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// The path's last point.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether a point is inside the path's fill.
    open func contains(_ point: CGPoint) -> Bool {
      path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern of `stroke()`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
      guard let pattern, count > 0 else {
        dash = nil
        return
      }
      dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Fills the path in the current context with its fill colour.
    open func fill() {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.addPath(path)
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.setAlpha(alpha)
      fill()
      context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and line attributes.
    open func stroke() {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      if let dash { context.setLineDash(phase: dash.phase, lengths: dash.pattern) }
      context.addPath(path)
      context.strokePath()
      context.restoreGState()
    }

    /// Strokes the path with a blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.setAlpha(alpha)
      stroke()
      context.restoreGState()
    }

    /// Clips the current context to the path.
    open func addClip() {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.addPath(path)
      context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// A copy of the path and its attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = UIBezierPath(cgPath: path)
      copy.lineWidth = lineWidth
      copy.lineCapStyle = lineCapStyle
      copy.lineJoinStyle = lineJoinStyle
      copy.miterLimit = miterLimit
      copy.flatness = flatness
      copy.usesEvenOddFillRule = usesEvenOddFillRule
      copy.dash = dash
      return copy
    }
  }
#endif
