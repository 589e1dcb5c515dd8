#if !canImport(UIKit)
  import Foundation

  /// The physical orientation of the device, as UIKit's (same raw values).
  public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright, home indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, top to the left.
    case landscapeLeft = 3
    /// On its side, top to the right.
    case landscapeRight = 4
    /// Lying screen up.
    case faceUp = 5
    /// Lying screen down.
    case faceDown = 6

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is a valid interface orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The device the app runs on, as UIKit's: HeadlessUIKit's is an iPhone held upright.
  ///
  /// `current` describes the iPhone whose screen HeadlessUIKit models (390 × 844 points): idiom
  /// `.phone`, model "iPhone", system name "iOS", orientation `.portrait` once orientation
  /// notifications are being generated (`.unknown` before, as on a device), battery unknown.
  @preconcurrency @MainActor
  open class UIDevice {
    /// Posted when the orientation changes (never, headlessly: the device stays upright).
    public static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
      "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
      "UIDeviceBatteryStateDidChangeNotification")

    /// The device.
    public static let current = UIDevice()

    /// The kind of interface: a phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The user-chosen name.
    open var name: String { "iPhone" }
    /// The model.
    open var model: String { "iPhone" }
    /// The localized model.
    open var localizedModel: String { "iPhone" }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version.
    open var systemVersion: String { "17.4" }
    /// An identifier for the vendor: fixed, so tests are repeatable.
    open var identifierForVendor: UUID? {
      UUID(uuidString: "00000000-0000-4000-8000-000000000000")
    }
    /// Whether multitasking is supported.
    open var isMultitaskingSupported: Bool { true }

    /// Whether orientation notifications are being generated.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationNotificationRequests = 0

    /// The orientation: `.unknown` until orientation notifications are generated, then
    /// `.portrait`.
    open var orientation: UIDeviceOrientation {
      isGeneratingDeviceOrientationNotifications ? .portrait : .unknown
    }

    /// Starts orientation notifications (nested calls are counted).
    open func beginGeneratingDeviceOrientationNotifications() {
      orientationNotificationRequests += 1
      isGeneratingDeviceOrientationNotifications = true
    }

    /// Ends one request for orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {
      orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
      isGeneratingDeviceOrientationNotifications = orientationNotificationRequests > 0
    }

    /// Whether battery monitoring is on.
    open var isBatteryMonitoringEnabled = false
    /// The battery level: -1 (unknown), as on a simulator.
    open var batteryLevel: Float { -1 }
    /// The battery state.
    open var batteryState: BatteryState { .unknown }

    /// Whether the proximity sensor is monitored.
    open var isProximityMonitoringEnabled = false
    /// Whether the proximity sensor is close to the user.
    open var proximityState: Bool { false }

    /// Plays the input click (nothing headlessly).
    open func playInputClick() {}

    /// The battery's state, as UIKit's.
    public enum BatteryState: Int, Sendable {
      /// Unknown.
      case unknown = 0
      /// On battery.
      case unplugged = 1
      /// Charging.
      case charging = 2
      /// Full.
      case full = 3
    }
  }
#endif
