#if !canImport(UIKit) && !canImport(CoreGraphics)
  import Foundation

  /// How a line ends, as Core Graphics's.
  public enum CGLineCap: Int32, Sendable {
    case butt, round, square
  }

  /// How lines join, as Core Graphics's.
  public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
  }

  /// Which points a path's fill holds, as Core Graphics's.
  public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
  }

  /// How a context draws its path, as Core Graphics's.
  public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
  }

  /// An immutable path of lines and curves, as Core Graphics's: its elements are kept, and a curve
  /// or arc is also kept as the points along it that its bounds and hit-testing use.
  public class CGPath: Equatable, CustomStringConvertible, @unchecked Sendable {
    enum Element: Equatable {
      case move(CGPoint)
      case line(CGPoint)
      case quadCurve(CGPoint, control: CGPoint)
      case curve(CGPoint, control1: CGPoint, control2: CGPoint)
      case close
    }

    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// A path of a rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      let path = CGMutablePath()
      path.addRect(rect, transform: transform?.pointee ?? .identity)
      self.init(elements: path.elements)
    }

    /// A path of the ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      let path = CGMutablePath()
      path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
      self.init(elements: path.elements)
    }

    /// A path of a rounded rectangle.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      let path = CGMutablePath()
      path.addRoundedRect(
        in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
        transform: transform?.pointee ?? .identity)
      self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path (`.zero` when it is empty).
    public var currentPoint: CGPoint {
      var start = CGPoint.zero
      var current = CGPoint.zero
      for element in elements {
        switch element {
        case .move(let point):
          start = point
          current = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
        case .close: current = start
        }
      }
      return current
    }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingBox: CGRect { bounds(includingControlPoints: true) }

    /// The smallest rectangle that holds the path's drawn points.
    public var boundingBoxOfPath: CGRect { bounds(includingControlPoints: false) }

    private func bounds(includingControlPoints: Bool) -> CGRect {
      var points: [CGPoint] = []
      var current = CGPoint.zero
      for element in elements {
        switch element {
        case .move(let point), .line(let point):
          points.append(point)
          current = point
        case .quadCurve(let point, let control):
          points +=
            includingControlPoints ? [control, point] : Self.quadPoints(current, control, point)
          current = point
        case .curve(let point, let control1, let control2):
          points +=
            includingControlPoints
            ? [control1, control2, point] : Self.cubicPoints(current, control1, control2, point)
          current = point
        case .close: break
        }
      }
      guard let first = points.first else { return .null }
      var minX = first.x
      var maxX = first.x
      var minY = first.y
      var maxY = first.y
      for point in points {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a point is inside the path's fill, by the fill rule (each subpath closed).
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - rule: The fill rule.
    ///   - transform: A transform applied to the path first.
    /// - Returns: Whether it is inside.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding,
      transform: CGAffineTransform = .identity
    ) -> Bool {
      var winding = 0
      var crossings = 0
      for polygon in polygons() {
        let corners = polygon.map { $0.applying(transform) }
        guard corners.count > 2 else { continue }
        for index in corners.indices {
          let a = corners[index]
          let b = corners[(index + 1) % corners.count]
          guard (a.y <= point.y) != (b.y <= point.y) else { continue }
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if point.x < x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
      }
      return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as the points along it (curves flattened).
    func polygons() -> [[CGPoint]] {
      var result: [[CGPoint]] = []
      var current: [CGPoint] = []
      var last = CGPoint.zero
      for element in elements {
        switch element {
        case .move(let point):
          if !current.isEmpty { result.append(current) }
          current = [point]
          last = point
        case .line(let point):
          current.append(point)
          last = point
        case .quadCurve(let point, let control):
          current += Self.quadPoints(last, control, point).dropFirst()
          last = point
        case .curve(let point, let control1, let control2):
          current += Self.cubicPoints(last, control1, control2, point).dropFirst()
          last = point
        case .close:
          if !current.isEmpty { result.append(current) }
          current = []
        }
      }
      if !current.isEmpty { result.append(current) }
      return result
    }

    static let steps = 16

    static func quadPoints(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
      (0...steps).map { step in
        let t = CGFloat(step) / CGFloat(steps)
        let u = 1 - t
        return CGPoint(
          x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
          y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
      }
    }

    static func cubicPoints(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint)
      -> [CGPoint]
    {
      (0...steps).map { step in
        let t = CGFloat(step) / CGFloat(steps)
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
          x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y
        )
      }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
      let t = transform?.pointee ?? .identity
      return CGPath(elements: elements.map { $0.applying(t) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String {
      elements.map { element in
        func p(_ point: CGPoint) -> String { "\(point.x),\(point.y)" }
        switch element {
        case .move(let point): return "M\(p(point))"
        case .line(let point): return "L\(p(point))"
        case .quadCurve(let point, let c): return "Q\(p(c)) \(p(point))"
        case .curve(let point, let c1, let c2): return "C\(p(c1)) \(p(c2)) \(p(point))"
        case .close: return "Z"
        }
      }.joined(separator: " ")
    }
  }

  extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
      switch self {
      case .move(let point): return .move(point.applying(t))
      case .line(let point): return .line(point.applying(t))
      case .quadCurve(let point, let control):
        return .quadCurve(point.applying(t), control: control.applying(t))
      case .curve(let point, let control1, let control2):
        return .curve(
          point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
      case .close: return .close
      }
    }
  }

  /// A path that can be added to, as Core Graphics's.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      if elements.isEmpty { elements.append(.move(.zero)) }
      elements.append(.line(point.applying(transform)))
    }

    /// Adds lines between points, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      guard let first = points.first else { return }
      move(to: first, transform: transform)
      for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      if elements.isEmpty { elements.append(.move(.zero)) }
      elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      if elements.isEmpty { elements.append(.move(.zero)) }
      elements.append(
        .curve(
          end.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform)))
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      let r = rect.standardized
      addLines(
        between: [
          CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
          CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ], transform: transform)
      closeSubpath()
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
      for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the closed ellipse inscribed in a rectangle (four cubic curves, as Core Graphics).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      let r = rect.standardized
      let kx = r.width / 2 * 0.552_284_75
      let ky = r.height / 2 * 0.552_284_75
      let (cx, cy) = (r.midX, r.midY)
      move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
      addCurve(
        to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky),
        control2: CGPoint(x: cx + kx, y: r.maxY), transform: transform)
      addCurve(
        to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY),
        control2: CGPoint(x: r.minX, y: cy + ky), transform: transform)
      addCurve(
        to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky),
        control2: CGPoint(x: cx - kx, y: r.minY), transform: transform)
      addCurve(
        to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY),
        control2: CGPoint(x: r.maxX, y: cy - ky), transform: transform)
      closeSubpath()
    }

    /// Adds a closed rounded rectangle.
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: CGAffineTransform = .identity
    ) {
      let r = rect.standardized
      let w = min(cornerWidth, r.width / 2)
      let h = min(cornerHeight, r.height / 2)
      guard w > 0, h > 0 else { return addRect(r, transform: transform) }
      let k = 0.552_284_75 as CGFloat
      move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
      addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + w * k, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + h - h * k), transform: transform)
      addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
      addCurve(
        to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k),
        control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY), transform: transform)
      addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - w * k, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - h + h * k), transform: transform)
      addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
      addCurve(
        to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - h * k),
        control2: CGPoint(x: r.minX + w - w * k, y: r.minY), transform: transform)
      closeSubpath()
    }

    /// Adds an arc of a circle, as cubic curves of at most a quarter turn each; a line joins it to
    /// the current point.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      // Core Graphics's angles turn from +x towards +y; `clockwise` is in its flipped sense.
      var sweep = endAngle - startAngle
      let turn = 2 * CGFloat.pi
      if clockwise {
        while sweep > 0 { sweep -= turn }
      } else {
        while sweep < 0 { sweep += turn }
      }
      func point(_ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      }
      let start = point(startAngle)
      if elements.isEmpty {
        move(to: start, transform: transform)
      } else {
        addLine(to: start, transform: transform)
      }
      let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
      let step = sweep / CGFloat(pieces)
      let k = 4 / 3 * tan(step / 4) * radius
      var angle = startAngle
      for _ in 0..<pieces {
        let next = angle + step
        let from = point(angle)
        let to = point(next)
        addCurve(
          to: to, control1: CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle)),
          control2: CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next)), transform: transform)
        angle = next
      }
    }

    /// Adds another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath.
    public func closeSubpath() {
      guard !elements.isEmpty else { return }
      elements.append(.close)
    }
  }
#endif

#if !canImport(UIKit) && !canImport(CoreGraphics)
  extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t` (without its translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGContext {
    // The path a context builds and draws, as Core Graphics's: it is not part of the graphics
    // state (saving and restoring leave it), and drawing it empties it. Drawing is recorded with
    // the path in device pixels.

    /// Empties the current path.
    public func beginPath() { path = CGMutablePath() }

    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }

    /// Adds a line to the current path.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }

    /// Adds lines between points.
    public func addLines(between points: [CGPoint]) {
      path.addLines(between: points, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
      path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds an arc of a circle.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise, transform: state.ctm)
    }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }

    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }

    /// Adds an ellipse.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }

    /// Adds a path.
    public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.ctm) }

    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current path's bounds, in user space (here: as drawn, in device pixels).
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

    /// Fills the current path, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
      record("fillPath \(path) \(describe(state.fillColor))\(rule == .evenOdd ? " evenOdd" : "")")
      beginPath()
    }

    /// Strokes the current path, then empties it.
    public func strokePath() {
      record(
        "strokePath \(path) \(describe(state.strokeColor)) w\(state.lineWidth)"
          + " cap\(state.lineCap.rawValue) join\(state.lineJoin.rawValue)")
      beginPath()
    }

    /// Draws the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
      let drawn = path
      if mode != .stroke {
        path = drawn
        fillPath(using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
      }
      if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
        path = drawn
        strokePath()
      }
    }

    /// Clips to the current path's bounds, then empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
      let box = path.boundingBoxOfPath
      if !box.isNull { state.clip = state.clip.map { $0.intersection(box) } ?? box }
      beginPath()
    }

    /// Sets how lines end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how lines join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) {}
    /// Sets the dash pattern of strokes.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
      record("lineDash \(phase) \(lengths)")
    }
    /// Sets the opacity of what is drawn.
    public func setAlpha(_ alpha: CGFloat) { record("alpha \(alpha)") }
    /// Sets whether edges are smoothed (nothing is rasterised here).
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Sets whether edges may be smoothed.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// Rotates user space.
    public func rotate(by angle: CGFloat) {
      state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }

    /// Transforms user space.
    public func concatenate(_ transform: CGAffineTransform) {
      state.ctm = transform.concatenating(state.ctm)
    }
  }
#endif
