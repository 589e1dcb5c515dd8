#if !canImport(UIKit) && !canImport(CoreGraphics)
  import Foundation

  /// An affine transform, as Core Graphics'.
  public struct CGAffineTransform: Hashable, Sendable {
    /// The a entry.
    public var a: CGFloat
    /// The b entry.
    public var b: CGFloat
    /// The c entry.
    public var c: CGFloat
    /// The d entry.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its entries.
    ///
    /// - Parameters:
    ///   - a: The a entry.
    ///   - b: The b entry.
    ///   - c: The c entry.
    ///   - d: The d entry.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation.
    ///
    /// - Parameters:
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    ///
    /// - Parameters:
    ///   - sx: The x scale.
    ///   - sy: The y scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation.
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a transform that has none (its determinant is 0) is returned unchanged, as
    /// Core Graphics returns it.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
  }
#endif
