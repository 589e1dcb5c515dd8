// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  // UIKit's names before Swift 4.2, which nested its types and constants (`UIControlState` became
  // `UIControl.State`). On iOS a target in Swift 4 mode (`SWIFT_VERSION = 4.0`) still sees them,
  // through the SDK's versioned API notes, and Swift 4.2 and later modes get an error naming the
  // new name; HeadlessUIKit declares them the same way, obsoleted in Swift 4.2 and renamed.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
  public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
  public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
  public typealias UIApplicationState = UIApplication.State
  @available(swift, obsoleted: 4.2, renamed: "UIControl.State")
  public typealias UIControlState = UIControl.State
  @available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
  public typealias UIControlEvents = UIControl.Event
  @available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
  public typealias UIViewAnimationOptions = UIView.AnimationOptions
  @available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
  public typealias UIViewAnimationCurve = UIView.AnimationCurve
  @available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
  public typealias UIViewContentMode = UIView.ContentMode
  @available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
  public typealias UIViewAutoresizing = UIView.AutoresizingMask
  @available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
  public typealias UITableViewCellStyle = UITableViewCell.CellStyle
  @available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
  public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
  @available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
  public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
  @available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
  public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
  @available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
  public typealias UITableViewStyle = UITableView.Style
  @available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
  public typealias UITableViewRowAnimation = UITableView.RowAnimation
  @available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
  public typealias UITableViewScrollPosition = UITableView.ScrollPosition
  @available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
  public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
  @available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
  public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
  @available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
  public typealias UIAlertControllerStyle = UIAlertController.Style
  @available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
  public typealias UIAlertActionStyle = UIAlertAction.Style
  @available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
  public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
  @available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
  public typealias UIImageRenderingMode = UIImage.RenderingMode
  @available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
  public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
  @available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
  public typealias NSLayoutRelation = NSLayoutConstraint.Relation
  @available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
  public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
  @available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
  public typealias UIGestureRecognizerState = UIGestureRecognizer.State
  @available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
  public typealias UIFontTextStyle = UIFont.TextStyle
  @available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
  public typealias NSAttributedStringKey = NSAttributedString.Key
  @available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
  public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
  @available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
  public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
  @available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
  public typealias UIButtonType = UIButton.ButtonType
  @available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
  public typealias UIStackViewDistribution = UIStackView.Distribution
  @available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
  public typealias UIStackViewAlignment = UIStackView.Alignment
  @available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
  public typealias UIBlurEffectStyle = UIBlurEffect.Style
  @available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
  public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
  @available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
  public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
  public typealias UIPageViewControllerNavigationDirection = UIPageViewController
    .NavigationDirection
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
  public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
  public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
  @available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
  public typealias UITextFieldViewMode = UITextField.ViewMode
  @available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
  public typealias UITextBorderStyle = UITextField.BorderStyle
  @available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
  public typealias UIDatePickerMode = UIDatePicker.Mode
  @available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
  public typealias UISearchBarStyle = UISearchBar.Style
  @available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
  public var UITableViewAutomaticDimension: CGFloat { -1 }
  @available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
  public var UICollectionElementKindSectionHeader: String {
    "UICollectionElementKindSectionHeader"
  }
  @available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
  public var UICollectionElementKindSectionFooter: String {
    "UICollectionElementKindSectionFooter"
  }
  @available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
  public var UIViewNoIntrinsicMetric: CGFloat { -1 }
  @available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
  public var UILayoutFittingCompressedSize: CGSize { .zero }
  @available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
  public var UILayoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.openSettingsURLString")
  public var UIApplicationOpenSettingsURLString: String { "app-settings:" }
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
  public var UIKeyboardFrameBeginUserInfoKey: String { UIResponder.keyboardFrameBeginUserInfoKey }
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
  public var UIKeyboardFrameEndUserInfoKey: String { UIResponder.keyboardFrameEndUserInfoKey }
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
  public var UIKeyboardAnimationDurationUserInfoKey: String {
    UIResponder.keyboardAnimationDurationUserInfoKey
  }
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
  public var UIKeyboardAnimationCurveUserInfoKey: String {
    UIResponder.keyboardAnimationCurveUserInfoKey
  }

  /// An image's PNG data (`image.pngData()` since Swift 4.2).
  ///
  /// - Parameter image: The image.
  /// - Returns: The data, or `nil`.
  @available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
  public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

  /// An image's JPEG data (`image.jpegData(compressionQuality:)` since Swift 4.2).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - compressionQuality: 0 (smallest) to 1 (best).
  /// - Returns: The data, or `nil`.
  @available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
  public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
  }

  /// Insets (`UIEdgeInsets(top:left:bottom:right:)` since Swift 4.2).
  @available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
  public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
    -> UIEdgeInsets
  {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// An offset (`UIOffset(horizontal:vertical:)` since Swift 4.2).
  @available(swift, obsoleted: 4.2, renamed: "UIOffset.init(horizontal:vertical:)")
  public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
  }

  /// A rectangle inset (`rect.inset(by:)` since Swift 4.2).
  @available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
  public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
  }

  extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static var UIKeyboardWillShow: NSNotification.Name {
      UIResponder.keyboardWillShowNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static var UIKeyboardDidShow: NSNotification.Name {
      UIResponder.keyboardDidShowNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static var UIKeyboardWillHide: NSNotification.Name {
      UIResponder.keyboardWillHideNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static var UIKeyboardDidHide: NSNotification.Name {
      UIResponder.keyboardDidHideNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static var UIKeyboardWillChangeFrame: NSNotification.Name {
      UIResponder.keyboardWillChangeFrameNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static var UIKeyboardDidChangeFrame: NSNotification.Name {
      UIResponder.keyboardDidChangeFrameNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static var UIApplicationDidBecomeActive: NSNotification.Name {
      UIApplication.didBecomeActiveNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static var UIApplicationWillResignActive: NSNotification.Name {
      UIApplication.willResignActiveNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static var UIApplicationDidEnterBackground: NSNotification.Name {
      UIApplication.didEnterBackgroundNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static var UIApplicationWillEnterForeground: NSNotification.Name {
      UIApplication.willEnterForegroundNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static var UIApplicationWillTerminate: NSNotification.Name {
      UIApplication.willTerminateNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static var UIApplicationDidReceiveMemoryWarning: NSNotification.Name {
      UIApplication.didReceiveMemoryWarningNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static var UIDeviceOrientationDidChange: NSNotification.Name {
      NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static var UITextFieldTextDidChange: NSNotification.Name {
      NSNotification.Name("UITextFieldTextDidChangeNotification")
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
    public static var UITextViewTextDidChange: NSNotification.Name {
      NSNotification.Name("UITextViewTextDidChangeNotification")
    }
    @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
    public static var UIContentSizeCategoryDidChange: NSNotification.Name {
      UIContentSizeCategory.didChangeNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIMenuController.willShowMenuNotification")
    public static var UIMenuControllerWillShowMenu: NSNotification.Name {
      UIMenuController.willShowMenuNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIMenuController.didShowMenuNotification")
    public static var UIMenuControllerDidShowMenu: NSNotification.Name {
      UIMenuController.didShowMenuNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIMenuController.willHideMenuNotification")
    public static var UIMenuControllerWillHideMenu: NSNotification.Name {
      UIMenuController.willHideMenuNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIMenuController.didHideMenuNotification")
    public static var UIMenuControllerDidHideMenu: NSNotification.Name {
      UIMenuController.didHideMenuNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIMenuController.menuFrameDidChangeNotification")
    public static var UIMenuControllerMenuFrameDidChange: NSNotification.Name {
      UIMenuController.menuFrameDidChangeNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static var UITextFieldTextDidBeginEditing: NSNotification.Name {
      UITextField.textDidBeginEditingNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static var UITextFieldTextDidEndEditing: NSNotification.Name {
      UITextField.textDidEndEditingNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryStateDidChangeNotification")
    public static var UIDeviceBatteryStateDidChange: NSNotification.Name {
      UIDevice.batteryStateDidChangeNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryLevelDidChangeNotification")
    public static var UIDeviceBatteryLevelDidChange: NSNotification.Name {
      UIDevice.batteryLevelDidChangeNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
    public static var UITextViewTextDidBeginEditing: NSNotification.Name {
      UITextView.textDidBeginEditingNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
    public static var UITextViewTextDidEndEditing: NSNotification.Name {
      UITextView.textDidEndEditingNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static var UIApplicationDidFinishLaunching: NSNotification.Name {
      UIApplication.didFinishLaunchingNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.significantTimeChangeNotification")
    public static var UIApplicationSignificantTimeChange: NSNotification.Name {
      UIApplication.significantTimeChangeNotification
    }
    @available(
      swift, obsoleted: 4.2, renamed: "UIApplication.backgroundRefreshStatusDidChangeNotification"
    )
    public static var UIApplicationBackgroundRefreshStatusDidChange: NSNotification.Name {
      UIApplication.backgroundRefreshStatusDidChangeNotification
    }
    @available(
      swift, obsoleted: 4.2, renamed: "UIApplication.protectedDataWillBecomeUnavailableNotification"
    )
    public static var UIApplicationProtectedDataWillBecomeUnavailable: NSNotification.Name {
      UIApplication.protectedDataWillBecomeUnavailableNotification
    }
    @available(
      swift, obsoleted: 4.2, renamed: "UIApplication.protectedDataDidBecomeAvailableNotification"
    )
    public static var UIApplicationProtectedDataDidBecomeAvailable: NSNotification.Name {
      UIApplication.protectedDataDidBecomeAvailableNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.userDidTakeScreenshotNotification")
    public static var UIApplicationUserDidTakeScreenshot: NSNotification.Name {
      UIApplication.userDidTakeScreenshotNotification
    }
    @available(swift, obsoleted: 4.2, renamed: "UITableView.selectionDidChangeNotification")
    public static var UITableViewSelectionDidChange: NSNotification.Name {
      UITableView.selectionDidChangeNotification
    }
  }
  // The names the iOS SDK gives Swift 4 mode and not Swift 5 (`swift-symbolgraph-extract
  // -swift-version 4` of UIKit, QuartzCore, AVFoundation and AVFAudio against the iOS 17.4 SDK,
  // less the Swift 5 graph), each where HeadlessUIKit has what it was renamed to. Core
  // Animation's string constants (`kCAFillModeForwards`) are of the typed names Swift 4.2 gave
  // them (`CAMediaTimingFillMode`): an assignment or an initialiser's argument compiles as on
  // iOS; using one as a `String` does not.
  @available(swift, obsoleted: 4.2, renamed: "AVPlayer.ActionAtItemEnd")
  public typealias AVPlayerActionAtItemEnd = AVPlayer.ActionAtItemEnd
  @available(swift, obsoleted: 4.2, renamed: "AVPlayer.Status")
  public typealias AVPlayerStatus = AVPlayer.Status
  @available(swift, obsoleted: 4.2, renamed: "AVPlayer.TimeControlStatus")
  public typealias AVPlayerTimeControlStatus = AVPlayer.TimeControlStatus
  #if !canImport(ObjectiveC)
    // HeadlessUIKit's image generator is Linux's only.
    @available(swift, obsoleted: 4.2, renamed: "AVAssetImageGenerator.Result")
    public typealias AVAssetImageGeneratorResult = AVAssetImageGenerator.Result
  #endif
  @available(swift, obsoleted: 4.2, renamed: "AVPlayerItem.Status")
  public typealias AVPlayerItemStatus = AVPlayerItem.Status
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
  public var kCAAnimationCubic: CAAnimationCalculationMode { .cubic }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
  public var kCAAnimationCubicPaced: CAAnimationCalculationMode { .cubicPaced }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
  public var kCAAnimationDiscrete: CAAnimationCalculationMode { .discrete }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
  public var kCAAnimationLinear: CAAnimationCalculationMode { .linear }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
  public var kCAAnimationPaced: CAAnimationCalculationMode { .paced }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
  public var kCAAnimationRotateAuto: CAAnimationRotationMode { .rotateAuto }
  @available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
  public var kCAAnimationRotateAutoReverse: CAAnimationRotationMode { .rotateAutoReverse }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
  public var kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName { .default }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
  public var kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName { .easeIn }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
  public var kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName { .easeInEaseOut }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
  public var kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName { .easeOut }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
  public var kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName { .linear }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
  public var kCAFillRuleEvenOdd: CAShapeLayerFillRule { .evenOdd }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
  public var kCAFillRuleNonZero: CAShapeLayerFillRule { .nonZero }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
  public var kCALineCapButt: CAShapeLayerLineCap { .butt }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
  public var kCALineCapRound: CAShapeLayerLineCap { .round }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
  public var kCALineCapSquare: CAShapeLayerLineCap { .square }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
  public var kCALineJoinBevel: CAShapeLayerLineJoin { .bevel }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
  public var kCALineJoinMiter: CAShapeLayerLineJoin { .miter }
  @available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
  public var kCALineJoinRound: CAShapeLayerLineJoin { .round }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.linear")
  public var kCAFilterLinear: CALayerContentsFilter { .linear }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.nearest")
  public var kCAFilterNearest: CALayerContentsFilter { .nearest }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.trilinear")
  public var kCAFilterTrilinear: CALayerContentsFilter { .trilinear }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottom")
  public var kCAGravityBottom: CALayerContentsGravity { .bottom }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomLeft")
  public var kCAGravityBottomLeft: CALayerContentsGravity { .bottomLeft }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomRight")
  public var kCAGravityBottomRight: CALayerContentsGravity { .bottomRight }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.center")
  public var kCAGravityCenter: CALayerContentsGravity { .center }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.left")
  public var kCAGravityLeft: CALayerContentsGravity { .left }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resize")
  public var kCAGravityResize: CALayerContentsGravity { .resize }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspect")
  public var kCAGravityResizeAspect: CALayerContentsGravity { .resizeAspect }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
  public var kCAGravityResizeAspectFill: CALayerContentsGravity { .resizeAspectFill }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.right")
  public var kCAGravityRight: CALayerContentsGravity { .right }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.top")
  public var kCAGravityTop: CALayerContentsGravity { .top }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topLeft")
  public var kCAGravityTopLeft: CALayerContentsGravity { .topLeft }
  @available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topRight")
  public var kCAGravityTopRight: CALayerContentsGravity { .topRight }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
  public var kCAFillModeBackwards: CAMediaTimingFillMode { .backwards }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
  public var kCAFillModeBoth: CAMediaTimingFillMode { .both }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
  public var kCAFillModeForwards: CAMediaTimingFillMode { .forwards }
  @available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
  public var kCAFillModeRemoved: CAMediaTimingFillMode { .removed }
  @available(swift, obsoleted: 4.2, renamed: "UIContextualAction.Handler")
  public typealias UIContextualActionHandler = UIContextualAction.Handler
  @available(swift, obsoleted: 4.2, renamed: "UITabBar.ItemPositioning")
  public typealias UITabBarItemPositioning = UITabBar.ItemPositioning
  @available(swift, obsoleted: 4.2, renamed: "UISplitViewController.automaticDimension")
  public var UISplitViewControllerAutomaticDimension: CGFloat {
    UISplitViewController.automaticDimension
  }
  @available(swift, obsoleted: 4.2, renamed: "UISplitViewController.DisplayMode")
  public typealias UISplitViewControllerDisplayMode = UISplitViewController.DisplayMode
  @available(swift, obsoleted: 4.2, renamed: "UISplitViewController.PrimaryEdge")
  public typealias UISplitViewControllerPrimaryEdge = UISplitViewController.PrimaryEdge
  @available(swift, obsoleted: 4.2, renamed: "UIMenuController.ArrowDirection")
  public typealias UIMenuControllerArrowDirection = UIMenuController.ArrowDirection
  @available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
  public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
  @available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
  public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
  @available(swift, obsoleted: 4.2, renamed: "UIActivityViewController.CompletionWithItemsHandler")
  public typealias UIActivityViewControllerCompletionWithItemsHandler = UIActivityViewController
    .CompletionWithItemsHandler
  @available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
  public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView
    .ContentInsetAdjustmentBehavior
  @available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate")
  public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate
  @available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
  public var UIScrollViewDecelerationRateFast: UIScrollView.DecelerationRate {
    UIScrollView.DecelerationRate.fast
  }
  @available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
  public var UIScrollViewDecelerationRateNormal: UIScrollView.DecelerationRate {
    UIScrollView.DecelerationRate.normal
  }
  @available(swift, obsoleted: 4.2, renamed: "NSTextAttachment.character")
  public var NSAttachmentCharacter: Int { NSTextAttachment.character }
  @available(swift, obsoleted: 4.2, renamed: "UISegmentedControl.noSegment")
  public var UISegmentedControlNoSegment: Int { UISegmentedControl.noSegment }
  @available(swift, obsoleted: 4.2, renamed: "UITextField.DidEndEditingReason")
  public typealias UITextFieldDidEndEditingReason = UITextField.DidEndEditingReason
  @available(swift, obsoleted: 4.2, renamed: "UIApplicationShortcutIcon.IconType")
  public typealias UIApplicationShortcutIconType = UIApplicationShortcutIcon.IconType
  @available(swift, obsoleted: 4.2, renamed: "UIDevice.BatteryState")
  public typealias UIDeviceBatteryState = UIDevice.BatteryState
  @available(swift, obsoleted: 4.2, renamed: "UICollectionViewUpdateItem.Action")
  public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
  public typealias UIPageViewControllerNavigationOrientation = UIPageViewController
    .NavigationOrientation
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.OptionsKey.interPageSpacing")
  public var UIPageViewControllerOptionInterPageSpacingKey: UIPageViewController.OptionsKey {
    UIPageViewController.OptionsKey.interPageSpacing
  }
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.OptionsKey.spineLocation")
  public var UIPageViewControllerOptionSpineLocationKey: UIPageViewController.OptionsKey {
    UIPageViewController.OptionsKey.spineLocation
  }
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.OptionsKey")
  public typealias UIPageViewControllerOptionsKey = UIPageViewController.OptionsKey
  @available(swift, obsoleted: 4.2, renamed: "UIPageViewController.SpineLocation")
  public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation
  @available(swift, obsoleted: 4.2, renamed: "UINavigationController.hideShowBarDuration")
  public var UINavigationControllerHideShowBarDuration: CGFloat {
    UINavigationController.hideShowBarDuration
  }
  @available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
  public typealias UINavigationControllerOperation = UINavigationController.Operation
  @available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
  public typealias UIImageOrientation = UIImage.Orientation
  @available(swift, obsoleted: 4.2, renamed: "UINotificationFeedbackGenerator.FeedbackType")
  public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
  @available(swift, obsoleted: 4.2, renamed: "UINib.OptionsKey")
  public typealias UINibOptionsKey = UINib.OptionsKey
  @available(swift, obsoleted: 4.2, renamed: "UIActivity.Category")
  public typealias UIActivityCategory = UIActivity.Category
  @available(swift, obsoleted: 4.2, renamed: "UIActivity.ActivityType")
  public typealias UIActivityType = UIActivity.ActivityType
  @available(swift, obsoleted: 4.2, renamed: "UISearchBar.Icon")
  public typealias UISearchBarIcon = UISearchBar.Icon
  @available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
  public typealias UIProgressViewStyle = UIProgressView.Style
  @available(swift, obsoleted: 4.2, renamed: "UIEvent.EventSubtype")
  public typealias UIEventSubtype = UIEvent.EventSubtype
  @available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
  public typealias UIEventType = UIEvent.EventType
  @available(swift, obsoleted: 4.2, renamed: "UICollectionView.ElementCategory")
  public typealias UICollectionElementCategory = UICollectionView.ElementCategory
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.backgroundFetchIntervalMinimum")
  public var UIApplicationBackgroundFetchIntervalMinimum: TimeInterval {
    UIApplication.backgroundFetchIntervalMinimum
  }
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.backgroundFetchIntervalNever")
  public var UIApplicationBackgroundFetchIntervalNever: TimeInterval {
    UIApplication.backgroundFetchIntervalNever
  }
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenExternalURLOptionsKey")
  public typealias UIApplicationOpenExternalURLOptionsKey = UIApplication.OpenExternalURLOptionsKey
  @available(swift, obsoleted: 4.2, renamed: "UIBackgroundTaskIdentifier.invalid")
  public var UIBackgroundTaskInvalid: UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier.invalid
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraCaptureMode")
  public typealias UIImagePickerControllerCameraCaptureMode = UIImagePickerController
    .CameraCaptureMode
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraDevice")
  public typealias UIImagePickerControllerCameraDevice = UIImagePickerController.CameraDevice
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraFlashMode")
  public typealias UIImagePickerControllerCameraFlashMode = UIImagePickerController.CameraFlashMode
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.cropRect")
  public var UIImagePickerControllerCropRect: String {
    UIImagePickerController.InfoKey.cropRect.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
  public var UIImagePickerControllerEditedImage: String {
    UIImagePickerController.InfoKey.editedImage.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.imageURL")
  public var UIImagePickerControllerImageURL: String {
    UIImagePickerController.InfoKey.imageURL.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey")
  public typealias UIImagePickerControllerInfoKey = UIImagePickerController.InfoKey
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaMetadata")
  public var UIImagePickerControllerMediaMetadata: String {
    UIImagePickerController.InfoKey.mediaMetadata.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
  public var UIImagePickerControllerMediaType: String {
    UIImagePickerController.InfoKey.mediaType.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaURL")
  public var UIImagePickerControllerMediaURL: String {
    UIImagePickerController.InfoKey.mediaURL.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
  public var UIImagePickerControllerOriginalImage: String {
    UIImagePickerController.InfoKey.originalImage.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.phAsset")
  public var UIImagePickerControllerPHAsset: String {
    UIImagePickerController.InfoKey.phAsset.rawValue
  }
  @available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.QualityType")
  public typealias UIImagePickerControllerQualityType = UIImagePickerController.QualityType
  @available(swift, obsoleted: 4.2, renamed: "UIPasteboard.Name")
  public typealias UIPasteboardName = UIPasteboard.Name
  @available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
  public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
  @available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
  public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
  @available(swift, obsoleted: 4.2, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
  public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
  @available(swift, obsoleted: 4.2, renamed: "UIKeyCommand.inputDownArrow")
  public var UIKeyInputDownArrow: String { UIKeyCommand.inputDownArrow }
  @available(swift, obsoleted: 4.2, renamed: "UIKeyCommand.inputEscape")
  public var UIKeyInputEscape: String { UIKeyCommand.inputEscape }
  @available(swift, obsoleted: 4.2, renamed: "UIKeyCommand.inputLeftArrow")
  public var UIKeyInputLeftArrow: String { UIKeyCommand.inputLeftArrow }
  @available(swift, obsoleted: 4.2, renamed: "UIKeyCommand.inputRightArrow")
  public var UIKeyInputRightArrow: String { UIKeyCommand.inputRightArrow }
  @available(swift, obsoleted: 4.2, renamed: "UIKeyCommand.inputUpArrow")
  public var UIKeyInputUpArrow: String { UIKeyCommand.inputUpArrow }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification.announcement")
  public var UIAccessibilityAnnouncementNotification: UIAccessibility.Notification { .announcement }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification.layoutChanged")
  public var UIAccessibilityLayoutChangedNotification: UIAccessibility.Notification {
    .layoutChanged
  }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification")
  public typealias UIAccessibilityNotifications = UIAccessibility.Notification
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification.pageScrolled")
  public var UIAccessibilityPageScrolledNotification: UIAccessibility.Notification { .pageScrolled }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification.screenChanged")
  public var UIAccessibilityScreenChangedNotification: UIAccessibility.Notification {
    .screenChanged
  }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.adjustable")
  public var UIAccessibilityTraitAdjustable: UIAccessibilityTraits { .adjustable }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.allowsDirectInteraction")
  public var UIAccessibilityTraitAllowsDirectInteraction: UIAccessibilityTraits {
    .allowsDirectInteraction
  }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.button")
  public var UIAccessibilityTraitButton: UIAccessibilityTraits { .button }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.causesPageTurn")
  public var UIAccessibilityTraitCausesPageTurn: UIAccessibilityTraits { .causesPageTurn }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.header")
  public var UIAccessibilityTraitHeader: UIAccessibilityTraits { .header }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.image")
  public var UIAccessibilityTraitImage: UIAccessibilityTraits { .image }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.keyboardKey")
  public var UIAccessibilityTraitKeyboardKey: UIAccessibilityTraits { .keyboardKey }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.link")
  public var UIAccessibilityTraitLink: UIAccessibilityTraits { .link }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.none")
  public var UIAccessibilityTraitNone: UIAccessibilityTraits { .none }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.notEnabled")
  public var UIAccessibilityTraitNotEnabled: UIAccessibilityTraits { .notEnabled }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.playsSound")
  public var UIAccessibilityTraitPlaysSound: UIAccessibilityTraits { .playsSound }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.searchField")
  public var UIAccessibilityTraitSearchField: UIAccessibilityTraits { .searchField }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.selected")
  public var UIAccessibilityTraitSelected: UIAccessibilityTraits { .selected }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.startsMediaSession")
  public var UIAccessibilityTraitStartsMediaSession: UIAccessibilityTraits { .startsMediaSession }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.staticText")
  public var UIAccessibilityTraitStaticText: UIAccessibilityTraits { .staticText }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.summaryElement")
  public var UIAccessibilityTraitSummaryElement: UIAccessibilityTraits { .summaryElement }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.tabBar")
  public var UIAccessibilityTraitTabBar: UIAccessibilityTraits { .tabBar }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.toggleButton")
  public var UIAccessibilityTraitToggleButton: UIAccessibilityTraits { .toggleButton }
  @available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.updatesFrequently")
  public var UIAccessibilityTraitUpdatesFrequently: UIAccessibilityTraits { .updatesFrequently }
  @available(swift, obsoleted: 4.2, renamed: "UICollectionViewFlowLayout.automaticSize")
  public var UICollectionViewFlowLayoutAutomaticSize: CGSize {
    UICollectionViewFlowLayout.automaticSize
  }
  @available(swift, obsoleted: 4.2, renamed: "UICollectionViewFlowLayout.SectionInsetReference")
  public typealias UICollectionViewFlowLayoutSectionInsetReference = UICollectionViewFlowLayout
    .SectionInsetReference
  @available(swift, obsoleted: 4.2, renamed: "UIFontDescriptor.SymbolicTraits")
  public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits
  @available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
  public typealias UITouchPhase = UITouch.Phase
  @available(swift, obsoleted: 4.2, renamed: "UITouch.TouchType")
  public typealias UITouchType = UITouch.TouchType
  @available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
  public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
  public var UIKeyboardIsLocalUserInfoKey: String { UIResponder.keyboardIsLocalUserInfoKey }
  @available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
  public typealias UIWindowLevel = UIWindow.Level
  @available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
  public var UIWindowLevelAlert: UIWindow.Level { UIWindow.Level.alert }
  @available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
  public var UIWindowLevelNormal: UIWindow.Level { UIWindow.Level.normal }
  @available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
  public var UIWindowLevelStatusBar: UIWindow.Level { UIWindow.Level.statusBar }
  @available(swift, obsoleted: 4.2, renamed: "UITableViewRowAction.Style")
  public typealias UITableViewRowActionStyle = UITableViewRowAction.Style
  @available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
  public typealias UITabBarSystemItem = UITabBarItem.SystemItem
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category")
  public typealias AVAudioSessionCategory = AVAudioSession.Category
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.ambient")
  public var AVAudioSessionCategoryAmbient: AVAudioSession.Category { .ambient }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.multiRoute")
  public var AVAudioSessionCategoryMultiRoute: AVAudioSession.Category { .multiRoute }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.CategoryOptions")
  public typealias AVAudioSessionCategoryOptions = AVAudioSession.CategoryOptions
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playAndRecord")
  public var AVAudioSessionCategoryPlayAndRecord: AVAudioSession.Category { .playAndRecord }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playback")
  public var AVAudioSessionCategoryPlayback: AVAudioSession.Category { .playback }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.record")
  public var AVAudioSessionCategoryRecord: AVAudioSession.Category { .record }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.soloAmbient")
  public var AVAudioSessionCategorySoloAmbient: AVAudioSession.Category { .soloAmbient }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode")
  public typealias AVAudioSessionMode = AVAudioSession.Mode
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.default")
  public var AVAudioSessionModeDefault: AVAudioSession.Mode { .default }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.moviePlayback")
  public var AVAudioSessionModeMoviePlayback: AVAudioSession.Mode { .moviePlayback }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.spokenAudio")
  public var AVAudioSessionModeSpokenAudio: AVAudioSession.Mode { .spokenAudio }
  @available(swift, obsoleted: 4.2, renamed: "AVAudioSession.SetActiveOptions")
  public typealias AVAudioSessionSetActiveOptions = AVAudioSession.SetActiveOptions
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isBoldTextEnabled()")
  @MainActor public func UIAccessibilityIsBoldTextEnabled() -> Bool {
    UIAccessibility.isBoldTextEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isClosedCaptioningEnabled()")
  @MainActor public func UIAccessibilityIsClosedCaptioningEnabled() -> Bool {
    UIAccessibility.isClosedCaptioningEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isDarkerSystemColorsEnabled()")
  @MainActor public func UIAccessibilityDarkerSystemColorsEnabled() -> Bool {
    UIAccessibility.isDarkerSystemColorsEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isGrayscaleEnabled()")
  @MainActor public func UIAccessibilityIsGrayscaleEnabled() -> Bool {
    UIAccessibility.isGrayscaleEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isInvertColorsEnabled()")
  @MainActor public func UIAccessibilityIsInvertColorsEnabled() -> Bool {
    UIAccessibility.isInvertColorsEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isMonoAudioEnabled()")
  @MainActor public func UIAccessibilityIsMonoAudioEnabled() -> Bool {
    UIAccessibility.isMonoAudioEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
  @MainActor public func UIAccessibilityIsReduceMotionEnabled() -> Bool {
    UIAccessibility.isReduceMotionEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isReduceTransparencyEnabled()")
  @MainActor public func UIAccessibilityIsReduceTransparencyEnabled() -> Bool {
    UIAccessibility.isReduceTransparencyEnabled
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isSwitchControlRunning()")
  @MainActor public func UIAccessibilityIsSwitchControlRunning() -> Bool {
    UIAccessibility.isSwitchControlRunning
  }
  @available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isVoiceOverRunning()")
  @MainActor public func UIAccessibilityIsVoiceOverRunning() -> Bool {
    UIAccessibility.isVoiceOverRunning
  }

  extension UIView {
    /// Moves a subview to the front (`bringSubviewToFront(_:)` since Swift 4.2).
    // `@nonobjc`: on a Mac its Objective-C selector would be `bringSubviewToFront:`'s.
    @nonobjc @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// Moves a subview to the back (`sendSubviewToBack(_:)` since Swift 4.2).
    @nonobjc @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
  }

  extension UIViewController {
    /// The child controllers (`children` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }

    /// Whether the controller is being added to a parent (`isMovingToParent` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "isMovingToParent")
    public var isMovingToParentViewController: Bool { isMovingToParent }

    /// Whether the controller is being removed from a parent (`isMovingFromParent` since
    /// Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "isMovingFromParent")
    public var isMovingFromParentViewController: Bool { isMovingFromParent }

    /// Adds a child controller (`addChild(_:)` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) {
      addChild(childController)
    }

    /// Removes the controller from its parent (`removeFromParent()` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    /// Called before the controller is added to or removed from a parent (`willMove(toParent:)`
    /// since Swift 4.2). A call, not an override: a Swift 4 subclass overrides
    /// `willMove(toParent:)`.
    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) {
      willMove(toParent: parent)
    }

    /// Called after the controller is added to or removed from a parent (`didMove(toParent:)`
    /// since Swift 4.2). A call, not an override, as `willMove(toParentViewController:)`.
    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) {
      didMove(toParent: parent)
    }
  }

  extension UIActivityIndicatorView {
    /// An indicator of a style (`init(style:)` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: UIActivityIndicatorView.Style) {
      self.init(style: style)
    }

    /// The indicator's style (`style` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "style")
    public var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
      get { style }
      set { style = newValue }
    }
  }

  extension AVAudioSession {
    /// Sets the category and options (`setCategory(_:options:)` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "setCategory(_:options:)")
    public func setCategory(_ category: Category, with options: CategoryOptions) throws {
      try setCategory(category, options: options)
    }

    /// Activates or deactivates the session (`setActive(_:options:)` since Swift 4.2).
    @available(swift, obsoleted: 4.2, renamed: "setActive(_:options:)")
    public func setActive(_ active: Bool, with options: SetActiveOptions) throws {
      try setActive(active, options: options)
    }
  }

  #if !canImport(ObjectiveC)
    // Foundation's: Darwin's has them for Swift 4 mode; Linux's does not.
    @available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
    public typealias RunLoopMode = RunLoop.Mode

    extension RunLoop.Mode {
      /// The common modes (`RunLoop.Mode.common` since Swift 4.2).
      @available(swift, obsoleted: 4.2, renamed: "common")
      public static var commonModes: RunLoop.Mode { .common }

      /// The default mode (`RunLoop.Mode.default` since Swift 4.2).
      @available(swift, obsoleted: 4.2, renamed: "default")
      public static var defaultRunLoopMode: RunLoop.Mode { .default }
    }
  #endif
#endif
