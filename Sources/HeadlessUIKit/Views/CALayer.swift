#if !canImport(UIKit)
  import Foundation

  /// The default border, shadow and fill colour, made once: every layer has two, and a colour per
  /// layer was an allocation a view (CGColor's `black` is macOS-only in Core Graphics).
  @MainActor private let opaqueBlack = CGColor(gray: 0, alpha: 1)

  /// A view's backing layer, as Core Animation's; it holds values and draws nothing.
  ///
  /// A window layer's `speed` scales the duration of HeadlessUIKit's animated transitions and
  /// `UIView.animate` completions in that window: 2 halves them, 0 freezes them (they then end only
  /// when a test advances virtual time).
  @preconcurrency @MainActor
  open class CALayer {
    /// The rate at which time passes for animations in this layer's window; 1 by default.
    @exclusivity(unchecked)
    open var speed: Float = 1
    // The rest of `CAMediaTiming`, which a layer adopts on iOS: kept, not applied (HeadlessUIKit
    // runs no layer's local time).
    /// When the layer's time begins, in its parent's time; 0 by default.
    @exclusivity(unchecked)
    open var beginTime: CFTimeInterval = 0
    /// An offset of the layer's local time; 0 by default.
    @exclusivity(unchecked)
    open var timeOffset: CFTimeInterval = 0
    /// How many times the layer's time repeats; 0 by default.
    @exclusivity(unchecked)
    open var repeatCount: Float = 0
    /// How long the layer's time repeats; 0 by default.
    @exclusivity(unchecked)
    open var repeatDuration: CFTimeInterval = 0
    /// The layer's time's duration; 0 by default.
    @exclusivity(unchecked)
    open var duration: CFTimeInterval = 0
    /// Whether the layer's time runs backwards after forwards; `false` by default.
    @exclusivity(unchecked)
    open var autoreverses = false
    /// What the layer shows outside its active time; `removed` by default.
    @exclusivity(unchecked)
    open var fillMode = CAMediaTimingFillMode.removed
    /// The corner radius.
    @exclusivity(unchecked)
    open var cornerRadius: CGFloat = 0
    /// The border width.
    @exclusivity(unchecked)
    open var borderWidth: CGFloat = 0
    /// The opacity.
    @exclusivity(unchecked)
    open var opacity: Float = 1
    /// Whether sublayers are clipped to the bounds.
    @exclusivity(unchecked)
    open var masksToBounds = false
    /// The shadow opacity.
    @exclusivity(unchecked)
    open var shadowOpacity: Float = 0
    /// The shadow radius.
    @exclusivity(unchecked)
    open var shadowRadius: CGFloat = 3
    /// The shadow offset.
    @exclusivity(unchecked)
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// A name for the layer.
    @exclusivity(unchecked)
    open var name: String?
    /// The border colour; opaque black by default.
    @exclusivity(unchecked)
    open var borderColor: CGColor? = opaqueBlack
    /// The background colour.
    @exclusivity(unchecked)
    open var backgroundColor: CGColor?
    /// The shadow colour; opaque black by default.
    @exclusivity(unchecked)
    open var shadowColor: CGColor? = opaqueBlack
    /// Which corners `cornerRadius` rounds; all by default.
    @exclusivity(unchecked)
    open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The layer that masks this one's content.
    @exclusivity(unchecked)
    open var mask: CALayer?
    /// The shape of the shadow (`nil`: the layer's content's).
    @exclusivity(unchecked)
    open var shadowPath: CGPath?
    /// The layer's transform about its anchor point; stored (drawing and hit-testing use the
    /// frame).
    @exclusivity(unchecked)
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers; stored.
    @exclusivity(unchecked)
    open var sublayerTransform = CATransform3DIdentity
    /// The layer's transform as an affine one.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the layer's transform from an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) {
      transform = CATransform3DMakeAffineTransform(m)
    }
    /// The layer's place in front of or behind its siblings.
    @exclusivity(unchecked)
    open var zPosition: CGFloat = 0

    /// The point of the layer, in unit coordinates of its bounds, that `position` places: the
    /// centre by default. Changing it keeps `position` and moves the frame, as Core Animation does.
    @exclusivity(unchecked)
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
      didSet {
        let size = frame.size
        let position = CGPoint(
          x: frame.minX + oldValue.x * size.width, y: frame.minY + oldValue.y * size.height)
        frame.origin = CGPoint(
          x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
      }
    }

    /// Where the anchor point lies in the superlayer.
    open var position: CGPoint {
      get {
        CGPoint(
          x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
      }
      set {
        frame.origin = CGPoint(
          x: newValue.x - anchorPoint.x * frame.width, y: newValue.y - anchorPoint.y * frame.height)
      }
    }
    /// The sublayers, back to front.
    @exclusivity(unchecked)
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?
    /// The view this layer backs, if any: its frame and bounds are the view's (cleared when the
    /// view goes; unowned, so a view's layer adds no reference count to it).
    /// Cleared in the view's (nonisolated) deinit, when nothing else can reach the view.
    @exclusivity(unchecked)
    nonisolated(unsafe) unowned(unsafe) var owningView: UIView?
    @exclusivity(unchecked)
    private var frameStorage = CGRect.zero
    @exclusivity(unchecked)
    private var boundsOrigin = CGPoint.zero

    /// The layer's frame in its superlayer: a view's layer has the view's frame.
    open var frame: CGRect {
      get { owningView?.frame ?? frameStorage }
      set {
        if let owningView { owningView.frame = newValue } else { frameStorage = newValue }
      }
    }

    /// The layer's own coordinates: its frame's size at an origin (a view's layer has the view's
    /// bounds).
    open var bounds: CGRect {
      get { owningView?.bounds ?? CGRect(origin: boundsOrigin, size: frameStorage.size) }
      set {
        if let owningView {
          owningView.bounds = newValue
        } else {
          boundsOrigin = newValue.origin
          frameStorage.size = newValue.size
        }
      }
    }
    /// The animations added, by key.
    @exclusivity(unchecked)
    private var animations: [(key: String?, animation: CAAnimation)] = []

    /// Adds a sublayer on top.
    ///
    /// - Parameter layer: The layer.
    open func addSublayer(_ layer: CALayer) {
      layer.removeFromSuperlayer()
      sublayers = (sublayers ?? []) + [layer]
      layer.superlayer = self
    }

    /// Inserts a sublayer at an index.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - index: Where to insert it, 0 at the back.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
      layer.removeFromSuperlayer()
      var list = sublayers ?? []
      list.insert(layer, at: min(Int(index), list.count))
      sublayers = list
      layer.superlayer = self
    }

    /// Inserts a sublayer just below another (at the back when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sublayer to go below.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
      let index = sublayers?.firstIndex { $0 === sibling } ?? 0
      insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer just above another (on top when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sublayer to go above.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
      let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
      insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer with another, at its place (nothing when `oldLayer` is not one).
    ///
    /// - Parameters:
    ///   - oldLayer: The sublayer to replace.
    ///   - newLayer: Its replacement.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
      guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
      oldLayer.removeFromSuperlayer()
      insertSublayer(newLayer, at: UInt32(index))
    }

    // MARK: Contents and drawing

    /// Whether the layer is hidden; a view's layer is hidden with its view.
    open var isHidden: Bool {
      get { owningView?.isHidden ?? hiddenStorage }
      set {
        if let owningView { owningView.isHidden = newValue } else { hiddenStorage = newValue }
      }
    }
    @exclusivity(unchecked)
    private var hiddenStorage = false

    /// The layer's image (a `CGImage`), or `nil`.
    open var contents: Any?
    /// The part of `contents` shown, in unit coordinates; all of it by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of `contents` that stretches, in unit coordinates; all of it by default.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How `contents` fills the bounds; `.resize` by default.
    open var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of `contents`: 1 for a layer made in code; a view's layer takes the
    /// screen's scale (3), as UIKit's.
    open var contentsScale: CGFloat {
      get { contentsScaleStorage ?? (owningView == nil ? 1 : UIScreen.main.scale) }
      set { contentsScaleStorage = newValue }
    }
    @exclusivity(unchecked)
    private var contentsScaleStorage: CGFloat?
    /// How `contents` is scaled down; `.linear` by default.
    open var minificationFilter = CALayerContentsFilter.linear
    /// How `contents` is scaled up; `.linear` by default.
    open var magnificationFilter = CALayerContentsFilter.linear
    /// The detail bias of `minificationFilter`; 0 by default.
    open var minificationFilterBias: Float = 0
    /// Whether the layer is fully opaque; `false` by default.
    open var isOpaque = false
    /// Whether a change of bounds redraws the layer; `false` by default.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing happens on a background thread; `false` by default.
    open var drawsAsynchronously = false
    /// Whether edges are antialiased when transformed; `false` by default.
    open var allowsEdgeAntialiasing = false
    /// Which edges are antialiased; all by default.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
      .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    /// Whether sublayers are composited together for `opacity`; `true` by default.
    open var allowsGroupOpacity = true
    /// A Core Image filter compositing the layer with what is behind it; none by default.
    open var compositingFilter: Any?
    /// Core Image filters applied to the layer; none by default.
    open var filters: [Any]?
    /// Core Image filters applied behind the layer; none by default.
    open var backgroundFilters: [Any]?
    /// Whether the layer is drawn once into a bitmap and reused; `false` by default.
    open var shouldRasterize = false
    /// The scale of that bitmap; 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// Whether the back shows when the layer is turned over; `true` by default.
    open var isDoubleSided = true
    /// Whether the layer's geometry is flipped vertically; `false` by default.
    open var isGeometryFlipped = false
    /// The shape of rounded corners; `.circular` by default.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The anchor point's position on the z axis; 0 by default.
    open var anchorPointZ: CGFloat = 0
    /// Default values of the layer's properties, by key.
    open var style: [AnyHashable: Any]?

    @exclusivity(unchecked)
    private var displayNeeded = false
    @exclusivity(unchecked)
    private var layoutNeeded = false

    /// Marks the layer to be redrawn.
    open func setNeedsDisplay() { displayNeeded = true }

    /// Marks part of the layer to be redrawn.
    ///
    /// - Parameter r: The part.
    open func setNeedsDisplay(_ r: CGRect) { displayNeeded = true }

    /// Whether the layer is marked to be redrawn.
    ///
    /// - Returns: Whether it is.
    open func needsDisplay() -> Bool { displayNeeded }

    /// Redraws the layer now when it is marked (`display()`).
    open func displayIfNeeded() {
      guard displayNeeded else { return }
      display()
    }

    /// Redraws the layer: clears the mark and, as UIKit's, asks its delegate — the view it
    /// backs — to display it (`display(_:)`: a view that sets the layer's contents itself, as an
    /// animated image view does); otherwise calls `draw(in:)` with a context of the layer's size
    /// (in pixels at `contentsScale`).
    open func display() {
      displayNeeded = false
      if let view = owningView {
        view.display(self)
        return
      }
      drawContents()
    }

    /// The layer's own drawing: `draw(in:)` with a context of its size.
    func drawContents() {
      let width = Int((bounds.width * contentsScale).rounded(.up))
      let height = Int((bounds.height * contentsScale).rounded(.up))
      draw(in: makeImageContext(width: max(1, width), height: max(1, height), scale: contentsScale))
    }

    /// Draws the layer's content into a context; nothing by default.
    ///
    /// - Parameter ctx: The context.
    open func draw(in ctx: CGContext) {}

    /// Marks the layer to lay out its sublayers.
    open func setNeedsLayout() { layoutNeeded = true }

    /// Whether the layer is marked to lay out.
    ///
    /// - Returns: Whether it is.
    open func needsLayout() -> Bool { layoutNeeded }

    /// Lays the sublayers out now when marked (`layoutSublayers()`); a view's layer lays out its
    /// view.
    open func layoutIfNeeded() {
      if let owningView {
        owningView.layoutIfNeeded()
        return
      }
      guard layoutNeeded else { return }
      layoutNeeded = false
      layoutSublayers()
    }

    /// Lays the sublayers out; nothing by default (a subclass places them).
    open func layoutSublayers() {}

    /// The layer's preferred size: its bounds' size.
    ///
    /// - Returns: The size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Coordinates

    /// Where a point of this layer's coordinates is in the root layer's (a view's layer: in the
    /// window's).
    private func toRoot(_ point: CGPoint) -> CGPoint {
      if let owningView { return owningView.convert(point, to: nil) }
      var p = point
      var layer: CALayer = self
      while true {
        p.x += layer.frame.minX - layer.bounds.minX
        p.y += layer.frame.minY - layer.bounds.minY
        guard let parent = layer.superlayer else { return p }
        if let view = parent.owningView { return view.convert(p, to: nil) }
        layer = parent
      }
    }

    /// Converts a point from another layer's coordinates (the root's when `nil`) to this one's.
    ///
    /// - Parameters:
    ///   - p: The point.
    ///   - l: The layer it is in.
    /// - Returns: The point here.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
      let root = l?.toRoot(p) ?? p
      let origin = toRoot(.zero)
      return CGPoint(x: root.x - origin.x, y: root.y - origin.y)
    }

    /// Converts a point from this layer's coordinates to another's (the root's when `nil`).
    ///
    /// - Parameters:
    ///   - p: The point.
    ///   - l: The other layer.
    /// - Returns: The point there.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
      let root = toRoot(p)
      guard let l else { return root }
      let origin = l.toRoot(.zero)
      return CGPoint(x: root.x - origin.x, y: root.y - origin.y)
    }

    /// Converts a rectangle from another layer's coordinates to this one's.
    ///
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - l: The layer it is in.
    /// - Returns: The rectangle here.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
      CGRect(origin: convert(r.origin, from: l), size: r.size)
    }

    /// Converts a rectangle from this layer's coordinates to another's.
    ///
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - l: The other layer.
    /// - Returns: The rectangle there.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
      CGRect(origin: convert(r.origin, to: l), size: r.size)
    }

    /// Whether a point of the layer's coordinates is inside its bounds.
    ///
    /// - Parameter p: The point.
    /// - Returns: Whether it is.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing a point of the superlayer's coordinates, front
    /// first, as Core Animation's.
    ///
    /// - Parameter p: The point, in the superlayer's coordinates.
    /// - Returns: The layer, or `nil`.
    open func hitTest(_ p: CGPoint) -> CALayer? {
      guard !isHidden, opacity > 0 else { return nil }
      let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
      if masksToBounds, !contains(local) { return nil }
      for sublayer in (sublayers ?? []).reversed() {
        if let hit = sublayer.hitTest(local) { return hit }
      }
      return contains(local) ? self : nil
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
      guard let parent = superlayer else { return }
      parent.sublayers?.removeAll { $0 === self }
      superlayer = nil
    }

    /// Adds an animation under a key (replacing any with the same key); HeadlessUIKit runs none.
    ///
    /// - Parameters:
    ///   - anim: The animation.
    ///   - key: Its key, or `nil`.
    open func add(_ anim: CAAnimation, forKey key: String?) {
      if let key { animations.removeAll { $0.key == key } }
      animations.append((key, anim))
    }

    /// The animation added under a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: The animation, or `nil`.
    open func animation(forKey key: String) -> CAAnimation? {
      animations.last { $0.key == key }?.animation
    }

    /// The keys of the animations added.
    ///
    /// - Returns: The keys, or `nil` when there are none.
    open func animationKeys() -> [String]? {
      let keys = animations.compactMap(\.key)
      return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under a key.
    ///
    /// - Parameter key: The key.
    open func removeAnimation(forKey key: String) {
      animations.removeAll { $0.key == key }
    }

    /// Removes every animation.
    open func removeAllAnimations() {
      animations.removeAll()
    }

    /// Creates a layer.
    public init() {}

    /// A view's backing layer of class `layerClass` (see `UIView.layerClass`): Swift makes an
    /// instance of a class given as a value only through a `required` initialiser, which
    /// `CALayer`'s `init()` is not, so each layer class says how it is made; a class of an app's
    /// own gets its override from `tapwright port`.
    ///
    /// - Parameter layerClass: The class; one that is not a `CALayer` gives a `CALayer`.
    /// - Returns: A new layer.
    public static func _tapwrightMake(_ layerClass: AnyClass) -> CALayer {
      (layerClass as? CALayer.Type)?._tapwrightMakeForView() ?? CALayer()
    }

    /// A new layer of this class, for a view whose `layerClass` it is; each subclass overrides it
    /// (`tapwright port` adds it to an app's own), else the nearest that does makes the layer.
    ///
    /// - Returns: A new layer.
    open class func _tapwrightMakeForView() -> CALayer { CALayer() }

    /// The layer as it is on screen: this layer, whose values are the model's (HeadlessUIKit draws
    /// no frames between an animation's start and end values).
    ///
    /// - Returns: This layer.
    open func presentation() -> Self? { self }

    /// The model layer: this layer.
    ///
    /// - Returns: This layer.
    open func model() -> Self { self }

    /// Creates a shadow copy of `layer`, as Core Animation does for presentation layers:
    /// subclasses override it to copy their own properties (call `super`).
    ///
    /// - Parameter layer: The layer to copy; its geometry and appearance are copied when it is a
    ///   `CALayer`, not its sublayers or animations.
    public init(layer: Any) {
      guard let other = layer as? CALayer else { return }
      speed = other.speed
      beginTime = other.beginTime
      timeOffset = other.timeOffset
      repeatCount = other.repeatCount
      repeatDuration = other.repeatDuration
      duration = other.duration
      autoreverses = other.autoreverses
      fillMode = other.fillMode
      cornerRadius = other.cornerRadius
      borderWidth = other.borderWidth
      opacity = other.opacity
      masksToBounds = other.masksToBounds
      shadowOpacity = other.shadowOpacity
      shadowRadius = other.shadowRadius
      shadowOffset = other.shadowOffset
      name = other.name
      borderColor = other.borderColor
      backgroundColor = other.backgroundColor
      shadowColor = other.shadowColor
      maskedCorners = other.maskedCorners
      frame = other.frame
    }
  }

  /// A time interval in seconds, as Core Foundation's.
  public typealias CFTimeInterval = Double

  /// Seconds since 1 January 2001 GMT, as Core Foundation's (UIKit exports Core Foundation;
  /// Foundation on Linux does not).
  public typealias CFAbsoluteTime = CFTimeInterval

  /// The current absolute time, as Core Foundation's `CFAbsoluteTimeGetCurrent()`.
  ///
  /// - Returns: Seconds since 1 January 2001 GMT.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
  }

  /// The corners of a layer.
  public struct CACornerMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  }

  /// A Core Animation animation: its values are kept; HeadlessUIKit runs none.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAAnimation: NSObject {
    /// The duration in seconds.
    @exclusivity(unchecked)
    open var duration: CFTimeInterval = 0
    /// How many times it repeats.
    @exclusivity(unchecked)
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards.
    @exclusivity(unchecked)
    open var autoreverses = false
    /// Whether the layer drops it when it ends.
    @exclusivity(unchecked)
    open var isRemovedOnCompletion = true
    /// The pacing of the animation.
    @exclusivity(unchecked)
    open var timingFunction: CAMediaTimingFunction?
    /// The delay before it starts.
    @exclusivity(unchecked)
    open var beginTime: CFTimeInterval = 0
    /// What the layer shows outside the active duration.
    @exclusivity(unchecked)
    open var fillMode = CAMediaTimingFillMode.removed

    /// Creates an animation.
    public override init() { super.init() }
  }

  /// An animation of one layer property, by key path.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `opacity`.
    @exclusivity(unchecked)
    open var keyPath: String?

    /// Creates an animation of a key path.
    ///
    /// - Parameter path: The key path.
    public convenience init(keyPath path: String?) {
      self.init()
      keyPath = path
    }
  }

  /// An animation from one value to another.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    @exclusivity(unchecked)
    open var fromValue: Any?
    /// The end value.
    @exclusivity(unchecked)
    open var toValue: Any?
    /// The change from the start value.
    @exclusivity(unchecked)
    open var byValue: Any?
  }

  /// An animation through a list of values.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    @exclusivity(unchecked)
    open var values: [Any]?
    /// When each value is reached, 0...1.
    @exclusivity(unchecked)
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of values.
    @exclusivity(unchecked)
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path the animated point follows, in place of `values`.
    @exclusivity(unchecked)
    open var path: CGPath?
    /// How the values between keyframes are worked out; `.linear` by default.
    @exclusivity(unchecked)
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer following `path` turns with it (`nil`: it does not).
    @exclusivity(unchecked)
    open var rotationMode: CAAnimationRotationMode?
  }

  /// How a keyframe animation works out the values between keyframes, as Core Animation's.
  public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between keyframes.
    public static let linear = Self(rawValue: "linear")
    /// No values between keyframes.
    public static let discrete = Self(rawValue: "discrete")
    /// An even pace, ignoring key times.
    public static let paced = Self(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = Self(rawValue: "cubic")
    /// A smooth spline at an even pace.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
  }

  /// Whether a layer turns to follow its animation's path, as Core Animation's.
  public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Along the tangent, turned half around.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
  }

  /// Animations played together.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAAnimationGroup: CAAnimation {
    /// The animations.
    @exclusivity(unchecked)
    open var animations: [CAAnimation]?
  }

  /// The pacing of an animation.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The pacing's name (`custom` for one made from control points).
    public let name: CAMediaTimingFunctionName
    /// The cubic Bézier curve's four control points, x and y: (0, 0), two inner ones, (1, 1).
    private let points: [(Float, Float)]

    /// Creates a named pacing, whose curve is Core Animation's for that name.
    ///
    /// - Parameter name: The pacing.
    public init(name: CAMediaTimingFunctionName) {
      self.name = name
      let inner: [(Float, Float)]
      switch name {
      case .linear: inner = [(0, 0), (1, 1)]
      case .easeIn: inner = [(0.42, 0), (1, 1)]
      case .easeOut: inner = [(0, 0), (0.58, 1)]
      case .easeInEaseOut: inner = [(0.42, 0), (0.58, 1)]
      default: inner = [(0.25, 0.1), (0.25, 1)]
      }
      points = [(0, 0)] + inner + [(1, 1)]
      super.init()
    }

    /// Creates a pacing of a cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x, 0 to 1.
    ///   - c1y: Its y.
    ///   - c2x: The second control point's x, 0 to 1.
    ///   - c2y: Its y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
      name = CAMediaTimingFunctionName(rawValue: "custom")
      points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
      super.init()
    }

    /// Writes control point `idx` (0 to 3) into `ptr`, x then y; nothing for another index.
    ///
    /// - Parameters:
    ///   - idx: The point's index.
    ///   - ptr: Room for two values.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
      guard points.indices.contains(idx) else { return }
      ptr[0] = points[idx].0
      ptr[1] = points[idx].1
    }
  }

  /// The names of the standard pacings.
  public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = Self(rawValue: "linear")
    /// Slow start.
    public static let easeIn = Self(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = Self(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// The system default.
    public static let `default` = Self(rawValue: "default")
  }

  /// What a layer shows outside an animation's active duration.
  public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Hold the first value before.
    public static let backwards = Self(rawValue: "backwards")
    /// Hold the last value after.
    public static let forwards = Self(rawValue: "forwards")
    /// Both.
    public static let both = Self(rawValue: "both")
    /// Neither.
    public static let removed = Self(rawValue: "removed")
  }

  /// A layer that draws a gradient; HeadlessUIKit keeps its values.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s.
    @exclusivity(unchecked)
    open var colors: [Any]?
    /// Where each colour stops, 0...1.
    @exclusivity(unchecked)
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates.
    @exclusivity(unchecked)
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates.
    @exclusivity(unchecked)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// A new gradient layer, for a view whose `layerClass` this is.
    ///
    /// - Returns: A new layer.
    open override class func _tapwrightMakeForView() -> CALayer { CAGradientLayer() }
  }

  /// A layer that draws a path's shape; HeadlessUIKit keeps its values.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class CAShapeLayer: CALayer {
    /// The fill colour; opaque black by default.
    @exclusivity(unchecked)
    open var fillColor: CGColor? = opaqueBlack
    /// The stroke colour.
    @exclusivity(unchecked)
    open var strokeColor: CGColor?
    /// The stroke width.
    @exclusivity(unchecked)
    open var lineWidth: CGFloat = 1
    /// The shape.
    @exclusivity(unchecked)
    open var path: CGPath?
    /// How the shape's lines end.
    @exclusivity(unchecked)
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How the shape's lines join.
    @exclusivity(unchecked)
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit.
    @exclusivity(unchecked)
    open var miterLimit: CGFloat = 10
    /// The dash pattern of the stroke.
    @exclusivity(unchecked)
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    @exclusivity(unchecked)
    open var lineDashPhase: CGFloat = 0
    /// Where along the path the stroke starts, 0 to 1.
    @exclusivity(unchecked)
    open var strokeStart: CGFloat = 0
    /// Where along the path the stroke ends, 0 to 1.
    @exclusivity(unchecked)
    open var strokeEnd: CGFloat = 1
    /// Which points the fill holds.
    @exclusivity(unchecked)
    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// A new shape layer, for a view whose `layerClass` this is.
    ///
    /// - Returns: A new layer.
    open override class func _tapwrightMakeForView() -> CALayer { CAShapeLayer() }
  }

  /// How a shape layer's lines end, as Core Animation's.
  public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
  }

  /// How a shape layer's lines join, as Core Animation's.
  public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
  }

  /// Which points a shape layer's fill holds, as Core Animation's.
  public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
  }

  /// How a layer's contents fill its bounds.
  public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a gravity.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top left, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top right, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom left, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom right, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its aspect.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  }

  /// How a layer's contents are filtered when scaled.
  public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a filter.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Trilinear interpolation.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
  }

  /// The shape of a layer's rounded corners.
  public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a curve.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature, as app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
  }

  /// The edges of a layer that are antialiased.
  public struct CAEdgeAntialiasingMask: OptionSet, Sendable {
    public var rawValue: UInt32
    /// Creates a mask.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
  }
#endif
