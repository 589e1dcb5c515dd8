#if !canImport(UIKit)
  import Foundation

  extension UIButton {
    /// The identifier of the action that performs a button's triggered segue.
    static let segueTriggerIdentifier = UIAction.Identifier("com.tapwright.headless.segue-trigger")

    /// The identifier of a segue the button triggers on `.primaryActionTriggered`, as a
    /// storyboard's button segue.
    ///
    /// HeadlessUIKit's addition (storyboards don't exist on Linux; wrap it in
    /// `#if !canImport(UIKit)`). Setting it registers an action, in the order added with your own,
    /// that asks the controller declaring the segue (up the responder chain)
    /// `shouldPerformSegue(withIdentifier:sender:)` and performs it with the button as sender.
    /// `nil` removes it.
    public var triggeredSegueIdentifier: String? {
      get {
        registrations.first { $0.action?.identifier == Self.segueTriggerIdentifier }?.action?.title
      }
      set {
        removeAction(identifiedBy: Self.segueTriggerIdentifier, for: .allEvents)
        guard let newValue else { return }
        let trigger = UIAction(title: newValue, identifier: Self.segueTriggerIdentifier) {
          action in
          guard let button = action.sender as? UIButton else { return }
          button.triggerDeclaredSegue(withIdentifier: newValue, sender: button)
        }
        addAction(trigger, for: .primaryActionTriggered)
      }
    }
  }
#endif
