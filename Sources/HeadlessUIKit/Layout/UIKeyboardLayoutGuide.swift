#if !canImport(UIKit)
  import Foundation

  /// A layout guide that follows something the system moves, as UIKit's.
  @preconcurrency @MainActor
  open class UITrackingLayoutGuide: UILayoutGuide {
    init() {
      super.init(system: .none)
    }
  }

  /// The guide of the area the keyboard covers, as UIKit's `view.keyboardLayoutGuide`.
  ///
  /// HeadlessUIKit shows no keyboard: the guide stays where UIKit puts it while the keyboard is
  /// hidden, from the bottom of the safe area (or of the view, without `usesBottomSafeArea`) to
  /// the bottom of the view, across the view's width.
  @preconcurrency @MainActor
  open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; stored only.
    open var followsUndockedKeyboard = false

    /// Whether the hidden keyboard's guide starts at the safe area's bottom (iOS 17); `true`.
    open var usesBottomSafeArea = true {
      didSet { if usesBottomSafeArea != oldValue { placeTop() } }
    }

    private weak var view: UIView?
    private var top: NSLayoutConstraint?

    func attach(to view: UIView) {
      self.view = view
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: view.leadingAnchor),
        trailingAnchor.constraint(equalTo: view.trailingAnchor),
        bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      placeTop()
    }

    private func placeTop() {
      guard let view else { return }
      top?.isActive = false
      top = topAnchor.constraint(
        equalTo: usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor)
      top?.isActive = true
    }
  }
#endif
