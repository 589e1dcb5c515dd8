#if !canImport(UIKit)
  import Foundation

  /// A view's backing layer, as Core Animation's; it holds values and draws nothing.
  ///
  /// A window layer's `speed` scales the duration of HeadlessUIKit's animated transitions and
  /// `UIView.animate` completions in that window: 2 halves them, 0 freezes them (they then end only
  /// when a test advances virtual time).
  @preconcurrency @MainActor
  open class CALayer {
    /// The rate at which time passes for animations in this layer's window; 1 by default.
    open var speed: Float = 1
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// The border width.
    open var borderWidth: CGFloat = 0
    /// The opacity.
    open var opacity: Float = 1
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The shadow opacity.
    open var shadowOpacity: Float = 0
    /// The shadow radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// A name for the layer.
    open var name: String?

    /// Creates a layer.
    public init() {}
  }
#endif
