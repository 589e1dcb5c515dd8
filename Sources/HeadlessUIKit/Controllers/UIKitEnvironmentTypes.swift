#if !canImport(UIKit)
  import Foundation

  /// The status bar's style, as UIKit's; HeadlessUIKit has no status bar and stores preferences.
  public enum UIStatusBarStyle: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
  }

  /// An interface orientation, as UIKit's; HeadlessUIKit's screen is always portrait.
  public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Portrait.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the left.
    case landscapeLeft = 4
    /// Landscape, home button on the right.
    case landscapeRight = 3

    /// Whether it is one of the portrait orientations (`unknown` is neither).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  /// A set of interface orientations, as UIKit's.
  public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates a mask from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
      .portrait, .landscape, .portraitUpsideDown,
    ]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
  }
#endif
