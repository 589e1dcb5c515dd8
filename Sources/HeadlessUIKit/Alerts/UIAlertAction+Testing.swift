#if !canImport(UIKit)
  import Foundation

  extension UIAlertAction {
    /// Simulates the user tapping this action of a presented alert, delivered as UIKit delivers
    /// it: the alert is dismissed (animated), then the handler runs once, from the dismissal's
    /// completion.
    ///
    /// Returns `false` (and does nothing) when the action is disabled, belongs to no alert, or its
    /// alert is not presented or is being presented or dismissed.
    @_spi(Testing)
    @discardableResult
    public func userTap() -> Bool {
      guard isEnabled, let alert = alertController, alert.presentingViewController != nil,
        !alert.isBeingPresented, !alert.isBeingDismissed
      else { return false }
      alert.dismiss(animated: true) { [self] in
        handler?(self)
      }
      return true
    }
  }

  extension UIAlertController {
    /// Simulates the user tapping the action with a title (the first one with it); see
    /// ``UIAlertAction/userTap()``. Returns `false` when there is no such action or the tap
    /// is refused.
    ///
    /// - Parameter title: The action's title.
    @_spi(Testing)
    @discardableResult
    public func userTapAction(titled title: String) -> Bool {
      actions.first { $0.title == title }?.userTap() ?? false
    }
  }
#endif
