#if !canImport(UIKit)
  import Foundation

  /// The priority of a layout constraint, as UIKit's: 1…1000, where 1000 is required.
  public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The priority, 1…1000.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The priority, 1…1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority at which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority for a drag that may resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority for a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants to conform to `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// A priority raised by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: The amount.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: The amount.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue - rhs)
    }
  }
#endif
