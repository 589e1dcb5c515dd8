#if !canImport(UIKit)
  import Foundation

  /// An object that can respond to events and take part in the responder chain, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIResponder: NSObject {
    /// Reloads the custom input and accessory views while this responder is first responder;
    /// HeadlessUIKit shows no keyboard or input view, so there is nothing to reload.
    open func reloadInputViews() {}

    /// Creates a responder.
    public override init() {
      super.init()
      #if canImport(ObjectiveC)
        DelayedPerforms.install()
      #endif
    }

    /// The next responder in the chain: a view's controller or superview, a controller's parent.
    open var next: UIResponder? { nil }

    /// The activity this responder keeps current (Handoff, Spotlight); stored.
    open var userActivity: NSUserActivity?

    #if !canImport(ObjectiveC)
      /// Told of a change of a key path observed with `addObserver(_:forKeyPath:options:context:)`;
      /// by default, as `NSObject`'s, the observation was not handled (reported with Foundation's
      /// wording). A subclass that observes overrides it.
      ///
      /// - Parameters:
      ///   - keyPath: The observed key path.
      ///   - object: The observed object.
      ///   - change: The change: its kind and the values the options asked for.
      ///   - context: The context the observation was made with.
      open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) {
        _tapwrightUnhandledObservation(
          forKeyPath: keyPath, of: object, change: change, context: context)
      }
    #endif

    /// The key commands this responder handles (a hardware keyboard's shortcuts); none by
    /// default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Adds the responder's state to its activity before it is saved; does nothing by default.
    ///
    /// - Parameter activity: The activity.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the responder's state from an activity; does nothing by default.
    ///
    /// - Parameter userActivity: The activity.
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    /// Whether this responder can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder can give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
      guard let window = responderWindow else { return false }
      return window.firstResponder === self
    }

    /// The window this responder lives in, if any.
    var responderWindow: UIWindow? { nil }

    /// Whether the keyboard is up while this responder is first responder: text fields and
    /// editable text views.
    var bringsUpKeyboard: Bool { false }

    /// Selects all content (UIKit's `UIResponderStandardEditActions`); a plain responder has
    /// nothing to select. Text fields select their text.
    ///
    /// - Parameter sender: The object that asked, unused.
    open func selectAll(_ sender: Any?) {}

    /// Asks to become its window's first responder; fails outside a window or when refused.
    ///
    /// The current first responder is asked to resign first; if it refuses, this fails.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard canBecomeFirstResponder, let window = responderWindow else { return false }
      if window.firstResponder === self { return true }
      if let current = window.firstResponder {
        // A hand-over: the keyboard stays up from one text input to the next.
        let resigned = window.holdingKeyboardUpdates { current.resignFirstResponder() }
        guard resigned else { return false }
      }
      window.firstResponder = self
      window.updateKeyboard()
      return true
    }

    /// Gives up first-responder status; fails when `canResignFirstResponder` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
      guard canResignFirstResponder else { return false }
      if let window = responderWindow, window.firstResponder === self {
        window.firstResponder = nil
        window.updateKeyboard()
      }
      return true
    }

    /// Whether this responder can perform an action, as UIKit's: by default, whether it has a
    /// method of that name (a ported `@objc` method, or the method a rewritten `#selector`
    /// names).
    ///
    /// - Parameters:
    ///   - action: The selector.
    ///   - sender: The object asking.
    /// - Returns: Whether the action can be sent here.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      portedResponds(self, to: action)
    }

    /// The responder that takes an action, as UIKit's: this one if it can perform it, else the
    /// next responder's answer.
    ///
    /// - Parameters:
    ///   - action: The selector.
    ///   - sender: The object sending it.
    /// - Returns: The responder that takes it, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
      var responder: UIResponder? = self
      while let current = responder {
        if current.canPerformAction(action, withSender: sender) { return current }
        responder = current.next
      }
      return nil
    }

    /// Called after loading from a nib or storyboard, once every object of it is connected.
    open func awakeFromNib() {}

    /// Prepares a designable view for Interface Builder's canvas; HeadlessUIKit has no canvas,
    /// so it is never called (UIKit declares it on `NSObject`; here on responders, where apps
    /// override it).
    open func prepareForInterfaceBuilder() {}

    // MARK: Touches and motion

    /// A finger touched down in this responder's view. By default, as UIKit's, the touches go
    /// to the next responder; a view that handles them overrides it (and, to let the chain see
    /// them too, calls `super`). HeadlessUIKit's user taps deliver them to the touched view.
    ///
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; by default the next responder's (see `touchesBegan(_:with:)`).
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event they belong to.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; by default the next responder's (see `touchesBegan(_:with:)`).
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches (a gesture recognizer took them, say); by default the next
    /// responder's (see `touchesBegan(_:with:)`).
    ///
    /// - Parameters:
    ///   - touches: The touches cancelled.
    ///   - event: The event they belong to.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesCancelled(touches, with: event)
    }

    /// Estimated properties of touches were updated; does nothing by default.
    ///
    /// - Parameter touches: The touches updated.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A motion (a shake) began; by default the next responder's, as UIKit's.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      next?.motionBegan(motion, with: event)
    }

    /// A motion (a shake) ended; by default the next responder's, as UIKit's.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled; by default the next responder's, as UIKit's.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      next?.motionCancelled(motion, with: event)
    }

    /// UIKit's description: `<Module.Type: 0xADDRESS>`.
    open override var description: String { uikitDescription(self) }
  }
#endif
