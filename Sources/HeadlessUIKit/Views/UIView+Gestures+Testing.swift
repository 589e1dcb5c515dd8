#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// Simulates a user tapping the view's centre (`taps` times, with `touches` fingers): the
    /// gesture goes to the recognizers of the view under the finger and of its superviews, as
    /// UIKit offers touches.
    ///
    /// Recognizers are asked deepest first, each in the order attached. One recognizes when it
    /// is enabled, matches the gesture (taps and fingers), its delegate lets it receive the touch
    /// and begin (and its view's `gestureRecognizerShouldBegin` agrees), no recognizer it must
    /// wait for (`require(toFail:)` or the delegates) recognizes too, and — when another one
    /// already recognized — either delegate lets the two recognize simultaneously. Each that
    /// recognizes sends its actions.
    ///
    /// - Parameters:
    ///   - taps: How many taps.
    ///   - touches: How many fingers.
    /// - Returns: Whether any recognizer recognized; `false` when the view cannot be touched.
    @_spi(Testing)
    @discardableResult
    public func userTapGesture(taps: Int = 1, touches: Int = 1) -> Bool {
      deliverUserGesture(.tap(taps: taps, touches: touches), tapCount: taps)
    }

    /// Simulates a user pressing and holding the view's centre; see `userTapGesture`.
    ///
    /// - Parameter touches: How many fingers.
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userLongPressGesture(touches: Int = 1) -> Bool {
      deliverUserGesture(.longPress(touches: touches), tapCount: 1)
    }

    /// Simulates a user swiping across the view in a direction; see `userTapGesture`.
    ///
    /// - Parameters:
    ///   - direction: The direction (one of them).
    ///   - touches: How many fingers.
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userSwipeGesture(
      _ direction: UISwipeGestureRecognizer.Direction, touches: Int = 1
    ) -> Bool {
      deliverUserGesture(.swipe(direction, touches: touches), tapCount: 1)
    }

    /// Simulates a user dragging from the view's centre by `translation`: pan recognizers go
    /// through began, changed (with the translation) and ended; see `userTapGesture`.
    ///
    /// - Parameters:
    ///   - translation: How far the finger moves.
    ///   - touches: How many fingers.
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userPanGesture(by translation: CGPoint, touches: Int = 1) -> Bool {
      deliverUserGesture(.pan(translation, touches: touches), tapCount: 1)
    }

    /// Simulates a user pinching on the view's centre until the fingers' distance is `scale`
    /// times what it was: pinch recognizers go through began, changed (with the scale) and ended.
    ///
    /// - Parameter scale: The scale reached (above 1: apart; below: together).
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userPinchGesture(scale: CGFloat) -> Bool {
      deliverUserGesture(.pinch(scale), tapCount: 1)
    }

    /// Simulates a user turning two fingers on the view's centre by `radians` (positive:
    /// clockwise): rotation recognizers go through began, changed and ended.
    ///
    /// - Parameter radians: The rotation reached.
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userRotationGesture(by radians: CGFloat) -> Bool {
      deliverUserGesture(.rotation(radians), tapCount: 1)
    }

    /// Simulates a user dragging in from an edge of the screen by `translation`: screen-edge pan
    /// recognizers of the view (or a superview) whose `edges` include `edge` go through began,
    /// changed and ended.
    ///
    /// - Parameters:
    ///   - edge: The edge the finger starts at.
    ///   - translation: How far it moves.
    /// - Returns: Whether any recognizer recognized.
    @_spi(Testing)
    @discardableResult
    public func userScreenEdgePanGesture(from edge: UIRectEdge, by translation: CGPoint) -> Bool {
      deliverUserGesture(.edgePan(edge, translation), tapCount: 1)
    }

    /// Whether some recognizer of this view or a superview could take a tap of one finger.
    @_spi(Testing)
    public var hasUserTapGestureRecognizer: Bool {
      var view: UIView? = self
      while let current = view {
        if current.attachedRecognizers.contains(where: {
          $0.isEnabled && $0.accepts(.tap(taps: 1, touches: 1))
        }) {
          return true
        }
        view = current.superview
      }
      return false
    }

    private func deliverUserGesture(_ gesture: UserGesture, tapCount: Int) -> Bool {
      guard isReachableByUserTouch, let window else { return false }
      let centre = CGPoint(x: bounds.midX, y: bounds.midY)
      let location = convert(centre, to: nil)
      let touched = window.hitTest(location, with: nil) ?? self
      var chain: [UIGestureRecognizer] = []
      var view: UIView? = touched
      while let current = view {
        chain += current.attachedRecognizers
        view = current.superview
      }
      let touch = UITouch(view: touched, locationInWindow: location, tapCount: tapCount)
      // A tap's touches, as UIKit delivers them: to the recognizers (a custom subclass follows
      // them and sets its state) and to the touched view (its responder chain), unless it is a
      // control, which acts on a tap of its own (`UIControl.userTap()`).
      let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
      var isTap = false
      if case .tap = gesture { isTap = true }
      let receivesTouches = isTap && !(touched is UIControl)
      let followers = isTap ? chain.filter { $0.isEnabled && $0.state == .possible } : []
      for recognizer in followers { recognizer.touchesBegan([touch], with: event) }
      if receivesTouches { touched.touchesBegan([touch], with: event) }
      touch.phase = .ended
      for recognizer in followers { recognizer.touchesEnded([touch], with: event) }
      // A custom recognizer that recognized in its `touchesEnded` sends its actions.
      let custom = followers.filter { $0.state == .ended || $0.state == .recognized }
      for recognizer in custom { recognizer.finishCustomRecognition() }
      for recognizer in followers where !custom.contains(where: { $0 === recognizer }) {
        if recognizer.state != .possible {
          recognizer.state = .possible
          recognizer.reset()
        }
      }
      var recognizedByHeadlessUIKit: [UIGestureRecognizer] = []
      defer {
        if receivesTouches {
          let cancels = (custom + recognizedByHeadlessUIKit).contains { $0.cancelsTouchesInView }
          if cancels {
            touch.phase = .cancelled
            touched.touchesCancelled([touch], with: event)
          } else {
            touched.touchesEnded([touch], with: event)
          }
        }
      }
      let candidates = chain.filter { recognizer in
        guard !custom.contains(where: { $0 === recognizer }) else { return false }
        recognizer.touchLocationInWindow = location
        return recognizer.isEnabled && recognizer.accepts(gesture)
          && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
          && recognizer.shouldBegin()
      }
      var recognized: [UIGestureRecognizer] = []
      for recognizer in candidates {
        let waits = candidates.contains { other in
          other !== recognizer && recognizer.mustWait(for: other)
        }
        if waits { continue }
        let together = recognized.allSatisfy { other in
          recognizer.delegate?.gestureRecognizer(
            recognizer, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(
              other, shouldRecognizeSimultaneouslyWith: recognizer) == true
        }
        if together { recognized.append(recognizer) }
      }
      for recognizer in recognized { recognizer.recognize(gesture) }
      recognizedByHeadlessUIKit = recognized
      return !recognized.isEmpty || !custom.isEmpty
    }
  }

  extension UIGestureRecognizer {
    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)` or either
    /// delegate says so.
    func mustWait(for other: UIGestureRecognizer) -> Bool {
      requiredToFail.contains { $0.recognizer === other }
        || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
        || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }
  }
#endif
