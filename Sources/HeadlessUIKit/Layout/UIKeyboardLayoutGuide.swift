#if !canImport(UIKit)
  import Foundation

  /// A layout guide that follows something the system moves, as UIKit's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UITrackingLayoutGuide: UILayoutGuide {
    init() {
      super.init(system: .none)
    }
  }

  /// The guide of the area the keyboard covers, as UIKit's `view.keyboardLayoutGuide`.
  ///
  /// While the keyboard is hidden the guide lies where UIKit puts it: from the bottom of the safe
  /// area (or of the view, without `usesBottomSafeArea`) to the bottom of the view, across the
  /// view's width. While a text input of the view's window is first responder the keyboard is
  /// up, and the guide's top follows the keyboard's top (never below the view's bottom).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; stored only.
    open var followsUndockedKeyboard = false

    /// Whether the hidden keyboard's guide starts at the safe area's bottom (iOS 17); `true`.
    open var usesBottomSafeArea = true {
      didSet { if usesBottomSafeArea != oldValue { placeTop() } }
    }

    private weak var view: UIView?
    private var top: [NSLayoutConstraint] = []

    func attach(to view: UIView) {
      self.view = view
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: view.leadingAnchor),
        trailingAnchor.constraint(equalTo: view.trailingAnchor),
        bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      placeTop()
    }

    /// Moves the guide's top to where the keyboard now is.
    func followKeyboard() {
      placeTop()
    }

    private func placeTop() {
      guard let view else { return }
      NSLayoutConstraint.deactivate(top)
      if let window = view.window, window.isKeyboardShown {
        let keyboardTop = Keyboard.shownFrame.minY - window.frame.minY
        let follow = topAnchor.constraint(equalTo: window.topAnchor, constant: keyboardTop)
        follow.priority = UILayoutPriority(999)
        top = [follow, topAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)]
      } else {
        top = [
          topAnchor.constraint(
            equalTo: usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor)
        ]
      }
      NSLayoutConstraint.activate(top)
      view.setNeedsLayout()
    }
  }
#endif
