#if !canImport(UIKit)
  import Foundation

  /// The accessibility system's settings and notifications, as UIKit's `UIAccessibility`.
  ///
  /// No assistive technology runs here: VoiceOver, Switch Control and the display settings are
  /// off. What the app posts is kept, in order, for tests (`postedNotifications`).
  @MainActor
  public enum UIAccessibility {
    /// A notification the app posts to assistive technologies.
    public struct Notification: Hashable, RawRepresentable, Sendable {
      public var rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }

      /// The screen changed: VoiceOver moves to the argument (a view) or the first element.
      public static let screenChanged = Notification(rawValue: 1000)
      /// The layout changed: VoiceOver moves to the argument, if any.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// An announcement: the argument (a string) is read.
      public static let announcement = Notification(rawValue: 1008)
      /// A page was scrolled: the argument (a string) is read.
      public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// What the app posted, in order (testing SPI).
    @_spi(Testing) public private(set) static var postedNotifications:
      [(notification: Notification, argument: Any?)] = []

    /// Posts a notification to assistive technologies (kept for tests; none runs here).
    ///
    /// - Parameters:
    ///   - notification: What changed.
    ///   - argument: The view to move to, or the text to read.
    public static func post(notification: Notification, argument: Any?) {
      postedNotifications.append((notification, argument))
    }

    /// Forgets what was posted (testing SPI).
    @_spi(Testing) public static func forgetPostedNotifications() {
      postedNotifications = []
    }

    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Smart Invert is on: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Increase Contrast is on: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on: no.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captioning is on: no.
    public static var isClosedCaptioningEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
  }

  /// The device's idiom (UIKit's old macro, now a function).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @MainActor
  public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
  }

  extension UIApplication {
    /// The orientation of the app's interface (deprecated in iOS 13: the window scene's):
    /// portrait, as the simulated device is held.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// The status bar's frame in screen coordinates (deprecated in iOS 13: the window scene's
    /// `statusBarManager`): the screen's width, 47 points high, as on the simulated iPhone.
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: 390, height: 47) }
    /// Whether the status bar is hidden (deprecated in iOS 9): `false`.
    public var isStatusBarHidden: Bool { false }
  }
#endif

#if !canImport(UIKit)
  import Foundation

  extension NSIndexPath {
    /// An index path of a row in a section of a table (UIKit's addition to Foundation).
    public convenience init(row: Int, section: Int) {
      self.init(indexes: [section, row], length: 2)
    }

    /// An index path of an item in a section of a collection view.
    public convenience init(item: Int, section: Int) {
      self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }
    /// The row: the second index.
    public var row: Int { index(atPosition: 1) }
    /// The item: the second index.
    public var item: Int { index(atPosition: 1) }
  }
#endif
