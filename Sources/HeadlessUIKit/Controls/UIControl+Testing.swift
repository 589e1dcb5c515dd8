#if !canImport(UIKit)
  import Foundation

  extension UIControl {
    /// Simulates a user's tap, delivered as UIKit delivers it; returns whether the tap landed.
    ///
    /// A control that is disabled, hidden (itself or an ancestor), transparent or not interactive
    /// ignores the tap and this returns `false`, as UIKit's hit-testing does. What a tap sends
    /// depends on the control: a button sends `.touchDown`, then `.touchUpInside` and
    /// `.primaryActionTriggered`; a switch toggles and sends `.valueChanged` and
    /// `.primaryActionTriggered`; a text field begins editing; a plain control sends `.touchDown`
    /// then `.touchUpInside`.
    @_spi(Testing)
    @discardableResult
    public func userTap() -> Bool {
      guard acceptsUserTouch else { return false }
      // As UIKit delivers a tap: the touch begins and ends in the control (its `touchesBegan`
      // and `touchesEnded`, which a subclass may override), at its centre.
      let location = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
      let touch = UITouch(view: self, locationInWindow: location, tapCount: 1)
      let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
      touchesBegan([touch], with: event)
      touch.phase = .ended
      touchesEnded([touch], with: event)
      return true
    }

    /// Simulates a user's change of the control's value: runs `change`, then sends `.valueChanged`
    /// and `.primaryActionTriggered`, as UIKit does for switches, sliders, steppers and segments.
    ///
    /// Returns `false` without changing anything when the control ignores touches.
    func performUserValueChange(_ change: () -> Bool) -> Bool {
      guard acceptsUserTouch else { return false }
      guard change() else { return true }
      sendActions(for: [.valueChanged, .primaryActionTriggered])
      return true
    }
  }
#endif
