#if !canImport(UIKit) && !canImport(CoreGraphics)
  import Foundation

  /// An affine transform, as Core Graphics'; HeadlessUIKit stores it and applies nothing.
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
  }
#endif
