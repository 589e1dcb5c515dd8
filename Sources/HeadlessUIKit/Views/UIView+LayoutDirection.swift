#if !canImport(UIKit)
  import Foundation

  /// The direction a user interface lays out in, as UIKit's.
  public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
  }

  /// How a view's content is laid out whatever the language's direction, as UIKit's.
  public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the language's direction.
    case unspecified = 0
    /// Playback controls, which keep left to right.
    case playback = 1
    /// Spatial controls (a D-pad), which keep left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
  }

  extension UIView {
    /// The direction content with this attribute lays out in for the app's language (left to
    /// right here: the process's language is laid out left to right).
    public class func userInterfaceLayoutDirection(
      for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
      attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction the view lays out in: its semantic content attribute's when that forces one,
    /// else its trait collection's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      switch semanticContentAttribute {
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified:
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      }
    }
  }

  extension UIApplication {
    /// The direction the app's language lays out in (left to right here).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  }

  /// A controller's top or bottom layout guide before safe areas (iOS 7–10), as UIKit's.
  @preconcurrency @MainActor
  public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the bars reach into the controller's view.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
  }

  /// A controller's `topLayoutGuide`/`bottomLayoutGuide`: the edge of its view's safe area.
  @MainActor
  final class ControllerLayoutSupport: NSObject, UILayoutSupport {
    weak var controller: UIViewController?
    let isTop: Bool
    private let fallback = UILayoutGuide()

    init(controller: UIViewController, isTop: Bool) {
      self.controller = controller
      self.isTop = isTop
    }

    private var safeArea: UILayoutGuide { controller?.view.safeAreaLayoutGuide ?? fallback }

    var length: CGFloat {
      guard let view = controller?.viewIfLoaded else { return 0 }
      return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
    // The guide runs from the view's edge to the safe area's: its far edge is the safe area's.
    var topAnchor: NSLayoutYAxisAnchor {
      isTop ? (controller?.view.topAnchor ?? fallback.topAnchor) : safeArea.bottomAnchor
    }
    var bottomAnchor: NSLayoutYAxisAnchor {
      isTop ? safeArea.topAnchor : (controller?.view.bottomAnchor ?? fallback.bottomAnchor)
    }
    var heightAnchor: NSLayoutDimension { fallback.heightAnchor }
  }

  extension UIViewController {
    private var layoutSupport: (top: ControllerLayoutSupport, bottom: ControllerLayoutSupport) {
      if let pair = layoutSupportStorage as? (ControllerLayoutSupport, ControllerLayoutSupport) {
        return pair
      }
      let pair = (
        ControllerLayoutSupport(controller: self, isTop: true),
        ControllerLayoutSupport(controller: self, isTop: false)
      )
      layoutSupportStorage = pair
      return pair
    }

    /// The bottom of the bars above the controller's view (deprecated in iOS 11: use the view's
    /// `safeAreaLayoutGuide`).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupport.top }

    /// The top of the bars below the controller's view (deprecated in iOS 11).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupport.bottom }
  }
#endif
