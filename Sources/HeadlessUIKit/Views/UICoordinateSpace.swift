#if !canImport(UIKit)
  import Foundation

  /// A coordinate system that converts points and rectangles to and from other ones, as UIKit's.
  ///
  /// Views, a screen's `coordinateSpace` and `fixedCoordinateSpace`, and a window scene's
  /// `coordinateSpace` conform. Like HeadlessUIKit's `convert(_:to:)` between views, conversions
  /// are translations (view transforms are not applied).
  @preconcurrency @MainActor
  public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from this space to another.
    ///
    /// - Parameters:
    ///   - point: The point in this space.
    ///   - coordinateSpace: The target space.
    /// - Returns: The point in the target space.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from another space to this one.
    ///
    /// - Parameters:
    ///   - point: The point in the other space.
    ///   - coordinateSpace: The other space.
    /// - Returns: The point in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to another.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in this space.
    ///   - coordinateSpace: The target space.
    /// - Returns: The rectangle in the target space.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from another space to this one.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in the other space.
    ///   - coordinateSpace: The other space.
    /// - Returns: The rectangle in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
  }

  /// Where a space's origin lies on the screen: a view's through its window (a view outside any
  /// window counts its root as the window), a screen's at zero.
  @MainActor
  private func screenOrigin(of space: any UICoordinateSpace) -> CGPoint {
    guard let view = space as? UIView else { return .zero }
    let inWindow = view.convert(CGPoint.zero, to: nil as UIView?)
    let windowOrigin = (view as? UIWindow ?? view.window)?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + windowOrigin.x, y: inWindow.y + windowOrigin.y)
  }

  @MainActor
  private func translate(_ point: CGPoint, from: any UICoordinateSpace, to: any UICoordinateSpace)
    -> CGPoint
  {
    let source = screenOrigin(of: from)
    let target = screenOrigin(of: to)
    return CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
  }

  extension UIView: UICoordinateSpace {
    /// Converts a point from this view's coordinates to another coordinate space's.
    ///
    /// - Parameters:
    ///   - point: The point in this view's coordinates.
    ///   - coordinateSpace: The target space.
    /// - Returns: The point in the target space.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      translate(point, from: self, to: coordinateSpace)
    }

    /// Converts a point from another coordinate space to this view's coordinates.
    ///
    /// - Parameters:
    ///   - point: The point in the other space.
    ///   - coordinateSpace: The other space.
    /// - Returns: The point in this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      translate(point, from: coordinateSpace, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another coordinate space's.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in this view's coordinates.
    ///   - coordinateSpace: The target space.
    /// - Returns: The rectangle in the target space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: translate(rect.origin, from: self, to: coordinateSpace), size: rect.size)
    }

    /// Converts a rectangle from another coordinate space to this view's coordinates.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in the other space.
    ///   - coordinateSpace: The other space.
    /// - Returns: The rectangle in this view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: translate(rect.origin, from: coordinateSpace, to: self), size: rect.size)
    }

    /// Converts a point from another view's coordinates (or its window's, for `nil`) to this
    /// view's.
    ///
    /// - Parameters:
    ///   - point: The point in the other view's coordinates.
    ///   - view: The other view; `nil` for this view's window.
    /// - Returns: The point in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      let source = (view ?? window).map { $0.convert(CGPoint.zero, to: nil as UIView?) } ?? .zero
      let target = convert(CGPoint.zero, to: nil as UIView?)
      return CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
    }

    /// Converts a rectangle from another view's coordinates (or its window's, for `nil`) to this
    /// view's.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in the other view's coordinates.
    ///   - view: The other view; `nil` for this view's window.
    /// - Returns: The rectangle in this view's coordinates.
    #if canImport(ObjectiveC)
      @objc(convertRect:fromView:)
    #endif
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
  }

  /// The screen's coordinate space: its bounds, origin at the screen's top-left corner.
  @MainActor
  final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      translate(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      translate(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
  }

  extension UIScreen {
    /// The screen's coordinate space; HeadlessUIKit's screen is always portrait, so this is the
    /// same as `fixedCoordinateSpace`.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's coordinate space fixed in portrait orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's size in pixels, in portrait orientation.
    public var nativeBounds: CGRect {
      CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The pixels per point of the physical screen: the same as `scale` headlessly.
    public var nativeScale: CGFloat { scale }
  }

  extension UIWindowScene {
    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
  }
#endif
