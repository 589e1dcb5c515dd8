#if !canImport(UIKit)
  import Foundation

  #if !canImport(CoreGraphics)
    /// A Core Graphics drawing context, as Core Graphics's; HeadlessUIKit's records what is drawn
    /// instead of rasterising it.
    ///
    /// Image contexts (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`) make images whose
    /// `pngData()` describes the recorded drawing, so two images drawn the same way encode equally and
    /// differently drawn ones do not.
    public final class CGContext {
      struct GState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: CGFloat = 1
        var ctm = CGAffineTransform.identity
        var clip: CGRect?
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
      }

      /// The path being built, in device pixels (not part of the graphics state).
      var path = CGMutablePath()

      /// The drawing recorded so far, one readable entry per operation.
      private(set) var operations: [String] = []
      var state = GState()
      private var savedStates: [GState] = []

      /// The width of the bitmap in pixels.
      public let width: Int
      /// The height of the bitmap in pixels.
      public let height: Int
      /// The bytes a row of the bitmap takes: four a pixel.
      public var bytesPerRow: Int { width * 4 }
      /// The bitmap's pixels: `nil`, as this context records drawing instead of rasterising it
      /// (vImage, given it, answers with its null-pointer error).
      public var data: UnsafeMutableRawPointer? { nil }

      init(width: Int, height: Int, scale: CGFloat) {
        self.width = width
        self.height = height
        // UIKit's image contexts are flipped and scaled so that user space is in points, origin top-left.
        state.ctm = CGAffineTransform(scaleX: scale, y: scale)
      }

      /// The current transformation matrix, from user space to device (pixel) space.
      public var ctm: CGAffineTransform { state.ctm }

      /// Sets the fill colour.
      ///
      /// - Parameter color: The colour.
      public func setFillColor(_ color: CGColor) { state.fillColor = color }

      /// Sets the fill colour from RGBA components.
      ///
      /// - Parameters:
      ///   - red: Red, 0...1.
      ///   - green: Green, 0...1.
      ///   - blue: Blue, 0...1.
      ///   - alpha: Opacity, 0...1.
      public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
      }

      /// Sets the stroke colour.
      ///
      /// - Parameter color: The colour.
      public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

      /// Sets the stroke colour from RGBA components.
      ///
      /// - Parameters:
      ///   - red: Red, 0...1.
      ///   - green: Green, 0...1.
      ///   - blue: Blue, 0...1.
      ///   - alpha: Opacity, 0...1.
      public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
      }

      /// Sets the line width for strokes.
      ///
      /// - Parameter width: The width in points.
      public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

      /// Fills a rectangle with the fill colour.
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func fill(_ rect: CGRect) {
        record("fill \(describe(rect)) \(describe(state.fillColor))")
      }

      /// Fills rectangles with the fill colour.
      ///
      /// - Parameter rects: The rectangles, in user space.
      public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

      /// Fills the ellipse inscribed in a rectangle.
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func fillEllipse(in rect: CGRect) {
        record("fillEllipse \(describe(rect)) \(describe(state.fillColor))")
      }

      /// Strokes a rectangle with the stroke colour and line width.
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func stroke(_ rect: CGRect) {
        record("stroke \(describe(rect)) \(describe(state.strokeColor)) w\(state.lineWidth)")
      }

      /// Strokes a rectangle with a line width.
      ///
      /// - Parameters:
      ///   - rect: The rectangle, in user space.
      ///   - width: The line width.
      public func stroke(_ rect: CGRect, width: CGFloat) {
        record("stroke \(describe(rect)) \(describe(state.strokeColor)) w\(width)")
      }

      /// Strokes the ellipse inscribed in a rectangle.
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func strokeEllipse(in rect: CGRect) {
        record("strokeEllipse \(describe(rect)) \(describe(state.strokeColor)) w\(state.lineWidth)")
      }

      /// Clears a rectangle to transparent.
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func clear(_ rect: CGRect) { record("clear \(describe(rect))") }

      /// Pushes a copy of the graphics state (colours, line width, transform, clip).
      public func saveGState() { savedStates.append(state) }

      /// Pops the graphics state saved last.
      public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
      }

      /// Moves the origin of user space.
      ///
      /// - Parameters:
      ///   - tx: The x offset.
      ///   - ty: The y offset.
      public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
      }

      /// Scales user space.
      ///
      /// - Parameters:
      ///   - sx: The x factor.
      ///   - sy: The y factor.
      public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
      }

      /// Restricts drawing to a rectangle (intersected with the current clip).
      ///
      /// - Parameter rect: The rectangle, in user space.
      public func clip(to rect: CGRect) {
        let device = rect.applying(state.ctm)
        state.clip = state.clip.map { $0.intersection(device) } ?? device
      }

      /// Restricts drawing to a rectangle through an image's mask (apps tint a template image
      /// so): the rectangle clips, and the mask is recorded (no pixels are masked here).
      ///
      /// - Parameters:
      ///   - rect: The rectangle, in user space.
      ///   - mask: The image whose alpha (or grey) masks the drawing.
      public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        record("mask \(describe(rect)) [\(mask.source.contentDescription)]")
      }

      func drawImage(_ image: UIImage, in rect: CGRect) {
        record("image \(describe(rect)) [\(image.contentDescription)]")
      }

      func drawLayer(_ layer: CALayer, size: CGSize, description: String) {
        record("layer \(describe(CGRect(origin: .zero, size: size))) \(description)")
      }

      func drawText(_ text: String, in rect: CGRect, font: UIFont?) {
        record("text \(describe(rect)) \(font.map { "\($0.pointSize)pt " } ?? "")\"\(text)\"")
      }

      /// Records an operation unless the current clip hides it.
      func record(_ operation: String) {
        if let clip = state.clip, clip.isEmpty { return }
        operations.append(operation)
      }

      /// A rectangle in device pixels.
      func describe(_ rect: CGRect) -> String {
        var device = rect.applying(state.ctm)
        if let clip = state.clip { device = device.intersection(clip) }
        func number(_ value: CGFloat) -> String {
          value == value.rounded() ? String(Int(value)) : String(describing: value)
        }
        return
          "(\(number(device.minX)),\(number(device.minY)),\(number(device.width))x\(number(device.height)))"
      }

      func describe(_ color: CGColor) -> String {
        "rgba(" + (color.components ?? []).map { String(describing: $0) }.joined(separator: ",")
          + ")"
      }
    }

    /// A context recording drawing into a bitmap of a size in pixels, with UIKit's user space
    /// (points, origin top-left).
    func makeImageContext(width: Int, height: Int, scale: CGFloat) -> CGContext {
      CGContext(width: width, height: height, scale: scale)
    }

    /// The image of what a context has drawn.
    func renderedImage(of context: CGContext, size: CGSize, scale: CGFloat) -> UIImage {
      UIImage(renderedSize: size, scale: scale, drawing: context.operations)
    }
  #endif

  #if !canImport(CoreGraphics)
    extension CGAffineTransform {
      /// The transform that applies this one, then `t2`.
      ///
      /// - Parameter t2: The transform applied second.
      /// - Returns: The combination.
      public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
          a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
      }
    }
  #endif

  #if !canImport(CoreGraphics)
    extension CGRect {
      /// The bounding box of this rectangle transformed by `t`.
      ///
      /// - Parameter t: The transform.
      /// - Returns: The transformed rectangle's bounding box.
      public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
          CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
          CGPoint(x: maxX, y: maxY),
        ].map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(
          x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      }
    }
  #endif

  /// The properties of a renderer's context, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The drawing bounds, set by the renderer that uses the format.
    open var bounds: CGRect { .zero }

    /// Creates a format.
    public override required init() { super.init() }

    /// The format that best suits the main screen.
    open class func preferred() -> Self { Self() }

    /// The default format (deprecated in UIKit for `preferred()`).
    @available(*, deprecated, renamed: "preferred()")
    open class func `default`() -> Self { Self() }

    /// A copy of the format.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init() }
  }

  /// The properties of an image renderer's bitmap context, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The dynamic range an image renderer prefers, as UIKit's.
    public enum Range: Int, Sendable {
      /// Not specified.
      case unspecified = -1
      /// Chosen by the system.
      case automatic = 0
      /// Extended range.
      case extended = 1
      /// Standard range.
      case standard = 2
    }

    /// Points to pixels; the preferred format uses the main screen's scale (3 in HeadlessUIKit).
    open var scale: CGFloat = 3
    /// Whether the context draws fully opaque.
    open var opaque = false
    /// Whether the format prefers extended range (deprecated in UIKit).
    open var prefersExtendedRange = false
    /// The preferred dynamic range.
    open var preferredRange = Range.automatic
    /// Whether the format supports high dynamic range: `false` headlessly.
    open var supportsHighDynamicRange: Bool { false }

    /// Creates the preferred format.
    public required init() { super.init() }

    /// The format suiting a trait collection: its display scale (the main screen's when unset).
    ///
    /// - Parameter traitCollection: The traits.
    public convenience init(for traitCollection: UITraitCollection) {
      self.init()
      if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A copy of the format.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = UIGraphicsImageRendererFormat()
      copy.scale = scale
      copy.opaque = opaque
      copy.prefersExtendedRange = prefersExtendedRange
      copy.preferredRange = preferredRange
      return copy
    }
  }

  /// A renderer's drawing context, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
      self.cgContext = cgContext
      self.format = format
    }

    /// Fills a rectangle with the current fill colour.
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with the current fill colour and a blend mode (recorded as a fill).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

    /// Strokes a rectangle with the current stroke colour.
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes a rectangle with a blend mode (recorded as a stroke).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

    /// Restricts drawing to a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
  }

  /// An image renderer's drawing context, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let size: CGSize
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
      self.size = size
      self.scale = format.scale
      super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
      renderedImage(of: cgContext, size: size, scale: scale)
    }
  }

  #if !canImport(CoreGraphics)
    /// How drawing blends with what is underneath, as Core Graphics's.
    public enum CGBlendMode: Int32, Sendable {
      /// Source over.
      case normal = 0
      /// Multiply.
      case multiply = 1
      /// Screen.
      case screen = 2
      /// Overlay.
      case overlay = 3
      /// Darken.
      case darken = 4
      /// Lighten.
      case lighten = 5
      /// Clear.
      case clear = 16
      /// Copy.
      case copy = 17
      /// Source in.
      case sourceIn = 18
      /// Source out.
      case sourceOut = 19
      /// Source atop.
      case sourceAtop = 20
      /// Destination over.
      case destinationOver = 21
      /// Destination in.
      case destinationIn = 22
      /// Destination out.
      case destinationOut = 23
    }
  #endif

  /// The base class of UIKit's graphics renderers.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsRenderer: NSObject {
    let bounds: CGRect
    /// The format the renderer's contexts use.
    public let format: UIGraphicsRendererFormat

    /// Creates a renderer for bounds with the preferred format.
    ///
    /// - Parameter bounds: The drawing bounds.
    public convenience init(bounds: CGRect) {
      self.init(bounds: bounds, format: UIGraphicsRendererFormat())
    }

    /// Creates a renderer for bounds with a format.
    ///
    /// - Parameters:
    ///   - bounds: The drawing bounds.
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
      self.bounds = bounds
      self.format = format
    }

    /// Whether the renderer can make images.
    open var allowsImageOutput: Bool { false }
  }

  /// Draws into a bitmap and returns the result as an image or encoded data, as UIKit's.
  ///
  /// HeadlessUIKit records the drawing rather than rasterising it: the image has the renderer's
  /// size and its format's scale, and its `pngData()` describes what was drawn.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// Creates a renderer for bounds with the preferred format; their size is the image's.
    ///
    /// - Parameter bounds: The drawing bounds.
    public convenience init(bounds: CGRect) {
      self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// Creates a renderer for a size with the preferred format.
    ///
    /// - Parameter size: The image size in points.
    public convenience init(size: CGSize) {
      self.init(size: size, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// Creates a renderer for a size with a format.
    ///
    /// - Parameters:
    ///   - size: The image size in points.
    ///   - format: The format.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for bounds with a format.
    ///
    /// - Parameters:
    ///   - bounds: The drawing bounds; their size is the image's size.
    ///   - format: The format.
    #if canImport(ObjectiveC)
      @nonobjc
    #endif
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
      super.init(bounds: bounds, format: format)
    }

    /// Image renderers make images.
    open override var allowsImageOutput: Bool { true }

    private var imageFormat: UIGraphicsImageRendererFormat {
      format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }

    /// Runs the drawing actions in a fresh context and returns the image drawn.
    ///
    /// - Parameter actions: The drawing, given the context.
    /// - Returns: The image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      render(actions).currentImage
    }

    /// Runs the drawing actions and returns the image's PNG data.
    ///
    /// - Parameter actions: The drawing, given the context.
    /// - Returns: The data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      render(actions).currentImage.pngData() ?? Data()
    }

    /// Runs the drawing actions and returns the image's JPEG data.
    ///
    /// - Parameters:
    ///   - compressionQuality: The quality, 0...1.
    ///   - actions: The drawing, given the context.
    /// - Returns: The data.
    public func jpegData(
      withCompressionQuality compressionQuality: CGFloat,
      actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
      render(actions).currentImage.jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void)
      -> UIGraphicsImageRendererContext
    {
      let format = imageFormat
      let cgContext = makeImageContext(
        width: Int((bounds.width * format.scale).rounded(.up)),
        height: Int((bounds.height * format.scale).rounded(.up)), scale: format.scale)
      cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
      let context = UIGraphicsImageRendererContext(
        cgContext: cgContext, format: format, size: bounds.size)
      GraphicsContextStack.push(.init(context: cgContext, size: bounds.size, scale: format.scale))
      defer { GraphicsContextStack.pop() }
      actions(context)
      return context
    }
  }

  /// UIKit's per-thread stack of current graphics contexts.
  enum GraphicsContextStack {
    struct Entry {
      let context: CGContext
      let size: CGSize
      let scale: CGFloat
    }

    private final class Stack {
      var entries: [Entry] = []
    }

    private static let key = "HeadlessUIKit.GraphicsContextStack"

    private static var stack: Stack {
      if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
      let stack = Stack()
      Thread.current.threadDictionary[key] = stack
      return stack
    }

    static var current: Entry? { stack.entries.last }
    static func push(_ entry: Entry) { stack.entries.append(entry) }
    static func pop() { _ = stack.entries.popLast() }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The current graphics context (the top of the calling thread's context stack), if any.
  ///
  /// - Returns: The context.
  public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current?.context
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Fills a rectangle in the current context with the current fill colour.
  ///
  /// - Parameter rect: The rectangle.
  public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Pushes a bitmap context of a size, at scale 1 and not opaque.
  ///
  /// - Parameter size: The size in points.
  public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Pushes a bitmap context of a size, opacity and scale; a scale of 0 means the main screen's.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - opaque: Whether the bitmap is opaque.
  ///   - scale: Points to pixels; 0 for the main screen's scale (3).
  public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
  ) {
    let scale = scale > 0 ? scale : 3
    let context = makeImageContext(
      width: Int((size.width * scale).rounded(.up)),
      height: Int((size.height * scale).rounded(.up)),
      scale: scale)
    GraphicsContextStack.push(.init(context: context, size: size, scale: scale))
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// An image of what has been drawn in the current bitmap context; `nil` when there is none.
  ///
  /// - Returns: The image.
  public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current else { return nil }
    return renderedImage(of: entry.context, size: entry.size, scale: entry.scale)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Pops the current bitmap context.
  public func UIGraphicsEndImageContext() {
    GraphicsContextStack.pop()
  }

  extension UIColor {
    /// Makes this the fill colour of the current graphics context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current graphics context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour of the current graphics context.
    public func set() {
      setFill()
      setStroke()
    }
  }

  extension UIImage {
    /// Draws the image scaled into a rectangle of the current graphics context.
    ///
    /// - Parameter rect: The rectangle.
    public func draw(in rect: CGRect) {
      UIGraphicsGetCurrentContext()?.drawImage(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at a point of the current context.
    ///
    /// - Parameter point: The top-left corner.
    public func draw(at point: CGPoint) {
      draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image into a rectangle with a blend mode and an opacity: nothing when fully
    /// transparent (the recording keeps no blend mode or opacity).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: How it blends with what is drawn.
    ///   - alpha: Its opacity, 0...1.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
      guard alpha > 0 else { return }
      draw(in: rect)
    }

    /// Draws the image at a point with a blend mode and an opacity.
    ///
    /// - Parameters:
    ///   - point: The top-left corner.
    ///   - blendMode: How it blends with what is drawn.
    ///   - alpha: Its opacity, 0...1.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
      draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// A version of the image prepared for display, decoded off the main thread in UIKit;
    /// headlessly the image itself (there is nothing to decode).
    ///
    /// - Returns: The prepared image.
    public func preparingForDisplay() -> UIImage? { self }

    /// A version of the image prepared for display, asynchronously.
    ///
    /// - Returns: The prepared image.
    public func byPreparingForDisplay() async -> UIImage? { self }

    /// A thumbnail of the image fitting a size, keeping its aspect ratio.
    ///
    /// - Parameter size: The largest size, in points.
    /// - Returns: The thumbnail.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
      guard self.size.width > 0, self.size.height > 0 else { return self }
      let factor = min(size.width / self.size.width, size.height / self.size.height)
      let thumbnailSize = CGSize(
        width: (self.size.width * factor).rounded(), height: (self.size.height * factor).rounded())
      return UIGraphicsImageRenderer(size: thumbnailSize).image { _ in
        draw(in: CGRect(origin: .zero, size: thumbnailSize))
      }
    }

    /// A thumbnail of the image fitting a size, asynchronously.
    ///
    /// - Parameter size: The largest size, in points.
    /// - Returns: The thumbnail.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
      preparingThumbnail(of: size)
    }
  }

  extension UIView {
    /// Draws the view and its visible subviews into the current image context, scaled into
    /// `rect`, as its layer renders (`CALayer.render(in:)`).
    ///
    /// - Parameters:
    ///   - rect: Where, in the context's user space.
    ///   - afterUpdates: Whether pending changes are drawn first; they always are here.
    /// - Returns: Whether it drew: `false` without a current context or with an empty view.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
      guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0
      else { return false }
      context.saveGState()
      defer { context.restoreGState() }
      context.translateBy(x: rect.minX, y: rect.minY)
      context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
      layer.render(in: context)
      return true
    }
  }

  extension CALayer {
    /// Renders the layer and its sublayers into a context: each its background colour over its
    /// bounds, a label's text with it, at its place. A view's layer renders the layers of the
    /// view's visible subviews as its sublayers, as in UIKit, so a window renders its screen at
    /// its size.
    ///
    /// - Parameter ctx: The context.
    public func render(in ctx: CGContext) {
      renderTree(in: ctx)
    }

    private func renderTree(in ctx: CGContext) {
      let color = backgroundColor.map { "\($0)" } ?? "none"
      let size = bounds.size
      var description = "\(size.width)x\(size.height) background \(color)"
      if let label = owningView as? UILabel, let text = label.text {
        description += " text \(text)"
      }
      ctx.drawLayer(self, size: size, description: description)
      if let shape = self as? CAShapeLayer, let path = shape.path {
        let rule: CGPathFillRule = shape.fillRule == .evenOdd ? .evenOdd : .winding
        if let fill = shape.fillColor {
          ctx.setFillColor(fill)
          ctx.addPath(path)
          ctx.fillPath(using: rule)
        }
        if let stroke = shape.strokeColor, shape.lineWidth > 0 {
          ctx.setStrokeColor(stroke)
          ctx.setLineWidth(shape.lineWidth)
          ctx.addPath(path)
          ctx.strokePath()
        }
      }
      var children: [(CGPoint, CALayer)] = []
      if let view = owningView {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
          let origin = CGPoint(
            x: subview.frame.minX - view.bounds.minX, y: subview.frame.minY - view.bounds.minY)
          children.append((origin, subview.layer))
        }
      }
      for sublayer in sublayers ?? [] { children.append((sublayer.frame.origin, sublayer)) }
      for (origin, child) in children {
        ctx.saveGState()
        ctx.translateBy(x: origin.x, y: origin.y)
        child.renderTree(in: ctx)
        ctx.restoreGState()
      }
    }
  }
#endif
