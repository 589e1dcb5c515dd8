// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  // UIKit's names before Swift 4.2, which nested its types and constants (`UIControlState` became
  // `UIControl.State`). On iOS a target in Swift 4 mode (`SWIFT_VERSION = 4.0`) still sees them,
  // through the SDK's versioned API notes, and Swift 4.2 and later modes get an error naming the
  // new name; HeadlessUIKit declares them the same way, obsoleted in Swift 4.2 and renamed. Not
  // here: Swift 4's `UIWindowLevel`, a `CGFloat` (`UIWindow.windowLevel` is a `UIWindow.Level`).
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
  }
#endif
