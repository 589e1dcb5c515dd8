#if !canImport(UIKit)
  import Foundation

  extension UIWindow {
    /// Simulates the user shaking the device (the simulator's Device ▸ Shake): the window sends
    /// `motionBegan(.motionShake, with:)` then `motionEnded(.motionShake, with:)` to its first
    /// responder, else to its root view controller, else to itself; each responder that does not
    /// handle a motion passes it up the responder chain, as UIKit's.
    ///
    /// - Returns: Whether the window is shown (a hidden window receives no motion).
    @_spi(Testing)
    @discardableResult
    public func userShake() -> Bool {
      guard !isHidden else { return false }
      let receiver: UIResponder = firstResponder ?? rootViewController ?? self
      let event = UIEvent(
        type: .motion, subtype: .motionShake, timestamp: ProcessInfo.processInfo.systemUptime)
      receiver.motionBegan(.motionShake, with: event)
      receiver.motionEnded(.motionShake, with: event)
      return true
    }
  }
#endif
