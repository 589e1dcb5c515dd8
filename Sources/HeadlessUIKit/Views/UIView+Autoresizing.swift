#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// How a view resizes when its superview's bounds change, as UIKit's.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: UInt
      /// Creates a mask from raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The left margin is flexible.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width is flexible.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The right margin is flexible.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// The top margin is flexible.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// The height is flexible.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// The bottom margin is flexible.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's autoresizing mask after this view's size changed.
    func resizeSubviews(from oldSize: CGSize) {
      guard autoresizesSubviews, oldSize != frame.size else { return }
      let delta = CGSize(width: frame.width - oldSize.width, height: frame.height - oldSize.height)
      for subview in subviews
      where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
        subview.frame = subview.autoresized(by: delta)
      }
    }

    private func autoresized(by delta: CGSize) -> CGRect {
      var frame = self.frame
      let mask = autoresizingMask
      func share(_ flexible: [Bool], _ total: CGFloat) -> [CGFloat] {
        let count = flexible.filter { $0 }.count
        return flexible.map { $0 && count > 0 ? total / CGFloat(count) : 0 }
      }
      let horizontal = share(
        [
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin),
        ], delta.width)
      let vertical = share(
        [
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin),
        ], delta.height)
      frame.origin.x += horizontal[0]
      frame.size.width = max(0, frame.size.width + horizontal[1])
      frame.origin.y += vertical[0]
      frame.size.height = max(0, frame.size.height + vertical[1])
      return frame
    }
  }

  /// A user-interface style (light or dark), as UIKit's.
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: follow the environment.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
  }
#endif
