#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// Whether a user's touch can reach this view: it and its ancestors are shown, opaque enough
    /// (alpha ≥ 0.01) and interactive, as UIKit's hit-testing requires.
    var isReachableByUserTouch: Bool {
      var view: UIView? = self
      while let current = view {
        if current.isHidden || !current.isUserInteractionEnabled || current.alpha < 0.01 {
          return false
        }
        view = current.superview
      }
      return true
    }
  }
#endif
