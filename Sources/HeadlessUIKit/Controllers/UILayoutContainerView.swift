#if !canImport(UIKit)
  import Foundation

  /// The root view of a navigation or tab bar controller, named as UIKit's private class is.
  ///
  /// It holds the shown child's view and, on top of it, the controller's bars as real subviews,
  /// so that they cover what lies under them for hit-testing as UIKit's do. Each layout pass
  /// places the bars: a navigation bar 44 points tall below the top safe-area inset, a toolbar
  /// 44 points tall above the bottom one, a tab bar 49 points tall plus the bottom inset.
  @preconcurrency @MainActor
  final class UILayoutContainerView: UIView {
    /// Places the bars; set by the owning controller.
    var placeBars: (@MainActor (UILayoutContainerView) -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      placeBars?(self)
    }

    /// Puts `bar` on top of the other subviews unless it already is above them all.
    func keepOnTop(_ bars: [UIView]) {
      for bar in bars {
        if bar.superview !== self { addSubview(bar) } else { bringSubviewToFront(bar) }
      }
    }

    /// A container view the size of the screen that follows its superview's size.
    static func make() -> UILayoutContainerView {
      let view = UILayoutContainerView(frame: UIScreen.main.bounds)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      return view
    }
  }
#endif
