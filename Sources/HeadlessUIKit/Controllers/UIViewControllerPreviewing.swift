#if !canImport(UIKit)
  import Foundation

  /// A view registered for 3D Touch's peek and pop, as UIKit's (deprecated in iOS 13 for context
  /// menus).
  @preconcurrency @MainActor
  public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// The gesture recognizer that starts a preview.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that gives the preview.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view registered.
    var sourceView: UIView { get }
    /// The rectangle the preview grows from.
    var sourceRect: CGRect { get set }
  }

  /// Gives and commits a 3D Touch preview, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    /// The controller to preview for a press at a location of the source view, or `nil`.
    func previewingContext(
      _ previewingContext: any UIViewControllerPreviewing,
      viewControllerForLocation location: CGPoint
    ) -> UIViewController?
    /// Shows the previewed controller (the user pressed deeper: pop).
    func previewingContext(
      _ previewingContext: any UIViewControllerPreviewing,
      commit viewControllerToCommit: UIViewController)
  }

  /// A registration `registerForPreviewing(with:sourceView:)` returns.
  @MainActor
  final class PreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer =
      UILongPressGestureRecognizer()
    private let delegateStorage: any UIViewControllerPreviewingDelegate
    var delegate: any UIViewControllerPreviewingDelegate { delegateStorage }
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
      delegateStorage = delegate
      self.sourceView = sourceView
      sourceRect = sourceView.bounds
    }
  }

  extension UIViewController {
    /// Registers a view for 3D Touch previews (deprecated in iOS 13). The simulated device has no
    /// 3D Touch (`traitCollection.forceTouchCapability` is not `.available`), so no preview
    /// starts; the registration is returned as UIKit returns it.
    ///
    /// - Parameters:
    ///   - delegate: The delegate that gives previews.
    ///   - sourceView: The view pressed.
    /// - Returns: The registration.
    @discardableResult
    public func registerForPreviewing(
      with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
      PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }

    /// Removes a registration for previews.
    ///
    /// - Parameter previewing: The registration.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
  }
#endif
