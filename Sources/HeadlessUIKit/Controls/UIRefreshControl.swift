#if !canImport(UIKit)
  import Foundation

  /// The pull-to-refresh control of a scroll view.
  ///
  /// A user's pull (`userPullToRefresh()`, SPI) starts refreshing and sends `.valueChanged`; the app
  /// calls `endRefreshing()` when its work is done. Starting or ending in code sends no action.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIRefreshControl: UIControl {
    /// Whether the control shows that a refresh is under way.
    open private(set) var isRefreshing = false

    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control.
    public convenience init() {
      self.init(frame: .zero)
    }

    /// Shows the spinner in code, sending no action.
    open func beginRefreshing() {
      isRefreshing = true
    }

    /// Hides the spinner: the refresh is done.
    open func endRefreshing() {
      isRefreshing = false
    }

    /// Simulates the user pulling the scroll view down to refresh: refreshing starts, then
    /// `.valueChanged` is sent.
    ///
    /// Returns `false`, doing nothing, when the control is not attached to a scroll view in a
    /// window, is disabled, hidden, or already refreshing.
    @_spi(Testing)
    @discardableResult
    public func userPullToRefresh() -> Bool {
      guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self,
        window != nil, isEnabled, scrollView.isReachableByUserTouch, !isRefreshing
      else { return false }
      isRefreshing = true
      sendActions(for: .valueChanged)
      return true
    }
  }
#endif
