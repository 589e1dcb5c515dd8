// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  @_spi(StandIns) import HeadlessUIKit

  // SVProgressHUD's API as apps call it (`SVProgressHUD.show(withStatus: "Loading")`,
  // `SVProgressHUD.dismiss()`), on Linux, where SVProgressHUD (Objective-C on UIKit) does not
  // build: the port imports this module where an app imports SVProgressHUD. It does what
  // SVProgressHUD 2 does, headlessly: one shared HUD view over the whole container (the
  // container view set, else the key window), its status in a label a test can read; each show
  // and dismiss runs on a later main-queue turn, as SVProgressHUD's do (they go through
  // `NSOperationQueue.mainQueue`); an image status (info, success, error) dismisses itself after
  // `displayDuration(for:)`; delays and fades are HeadlessUIKit's animation timers, so a test's
  // settle and virtual time see them. The HUD takes touches unless its mask type is `.none`.

  /// The HUD's colours: light (white HUD, black text), dark, or the custom colours set.
  public enum SVProgressHUDStyle: Int, Sendable {
    case light = 0
    case dark = 1
    case custom = 2
    case automatic = 3
  }

  /// What the HUD does to the screen behind it.
  public enum SVProgressHUDMaskType: UInt, Sendable {
    /// Touches reach the views behind the HUD.
    case none = 1
    /// Touches are taken, nothing dimmed.
    case clear = 2
    /// Touches are taken, the screen dimmed.
    case black = 3
    /// Touches are taken, the screen dimmed with a gradient.
    case gradient = 4
    /// Touches are taken, the screen dimmed with `backgroundLayerColor`.
    case custom = 5
  }

  /// The indefinite indicator: SVProgressHUD's ring, or UIKit's activity indicator.
  public enum SVProgressHUDAnimationType: UInt, Sendable {
    case flat = 0
    case native = 1
  }

  public typealias SVProgressHUDShowCompletion = @MainActor () -> Void
  public typealias SVProgressHUDDismissCompletion = @MainActor () -> Void

  /// Posted when the HUD (its mask) is touched, with the touch's event as object.
  public let SVProgressHUDDidReceiveTouchEventNotification =
    "SVProgressHUDDidReceiveTouchEventNotification"
  /// Posted when the HUD's bezel is touched.
  public let SVProgressHUDDidTouchDownInsideNotification =
    "SVProgressHUDDidTouchDownInsideNotification"
  /// Posted before the HUD disappears; `userInfo[SVProgressHUDStatusUserInfoKey]` is its status.
  public let SVProgressHUDWillDisappearNotification = "SVProgressHUDWillDisappearNotification"
  /// Posted once the HUD has disappeared.
  public let SVProgressHUDDidDisappearNotification = "SVProgressHUDDidDisappearNotification"
  /// Posted before the HUD appears.
  public let SVProgressHUDWillAppearNotification = "SVProgressHUDWillAppearNotification"
  /// Posted once the HUD has appeared.
  public let SVProgressHUDDidAppearNotification = "SVProgressHUDDidAppearNotification"
  /// The key of the HUD's status in its notifications' `userInfo`.
  public let SVProgressHUDStatusUserInfoKey = "SVProgressHUDStatusUserInfoKey"

  extension NSNotification.Name {
    /// SVProgressHUD 2.3's names for its notifications (`NSNotificationName` constants).
    public static let SVProgressHUDDidReceiveTouchEvent = NSNotification.Name(
      SVProgressHUDDidReceiveTouchEventNotification)
    public static let SVProgressHUDDidTouchDownInside = NSNotification.Name(
      SVProgressHUDDidTouchDownInsideNotification)
    public static let SVProgressHUDWillDisappear = NSNotification.Name(
      SVProgressHUDWillDisappearNotification)
    public static let SVProgressHUDDidDisappear = NSNotification.Name(
      SVProgressHUDDidDisappearNotification)
    public static let SVProgressHUDWillAppear = NSNotification.Name(
      SVProgressHUDWillAppearNotification)
    public static let SVProgressHUDDidAppear = NSNotification.Name(
      SVProgressHUDDidAppearNotification)
  }

  /// SVProgressHUD: one HUD, shown and dismissed through class methods.
  open class SVProgressHUD: UIView {
    private static var sharedStorage: SVProgressHUD?

    /// The one HUD the class methods show.
    static var sharedView: SVProgressHUD {
      if let shared = sharedStorage { return shared }
      let made = SVProgressHUD(frame: .zero)
      sharedStorage = made
      return made
    }

    // MARK: Customisation (SVProgressHUD 2's properties, each with a class setter below)

    open var defaultStyle: SVProgressHUDStyle = .light
    open var defaultMaskType: SVProgressHUDMaskType = .none
    open var defaultAnimationType: SVProgressHUDAnimationType = .flat
    /// The view the HUD covers; `nil`: the key window.
    open var containerView: UIView?
    open var minimumSize: CGSize = .zero
    open var ringThickness: CGFloat = 2
    open var ringRadius: CGFloat = 18
    open var ringNoTextRadius: CGFloat = 24
    open var cornerRadius: CGFloat = 14
    open var font: UIFont = UIFont.preferredFont(forTextStyle: .subheadline)
    open var foregroundColor: UIColor = .black
    open var foregroundImageColor: UIColor?
    open var backgroundLayerColor: UIColor = UIColor(white: 0, alpha: 0.4)
    open var imageViewSize = CGSize(width: 28, height: 28)
    open var shouldTintImages = true
    open var infoImage: UIImage = UIImage()
    open var successImage: UIImage = UIImage()
    open var errorImage: UIImage = UIImage()
    open var viewForExtension: UIView?
    open var graceTimeInterval: TimeInterval = 0
    open var minimumDismissTimeInterval: TimeInterval = 5
    open var maximumDismissTimeInterval: TimeInterval = .greatestFiniteMagnitude
    open var offsetFromCenter: UIOffset = .zero
    open var fadeInAnimationDuration: TimeInterval = 0.15
    open var fadeOutAnimationDuration: TimeInterval = 0.15
    open var maxSupportedWindowLevel: UIWindow.Level = .normal
    open var hapticsEnabled = false
    open var motionEffectEnabled = true
    open var borderColor: UIColor?
    open var borderWidth: CGFloat = 0

    /// The bezel in the middle: the indicator or image, and the status under it.
    public let hudView = UIView()
    /// The status the HUD shows.
    public let statusLabel = UILabel()
    /// The image of an info, success or error status, or the one shown.
    public let imageView = UIImageView()
    /// The indefinite indicator.
    public let indefiniteAnimatedView = UIActivityIndicatorView(style: .medium)
    /// The progress shown, from 0 to 1, or -1 when the indicator is indefinite.
    public private(set) var progress: Float = -1

    private var activityCount = 0
    /// Counts shows and dismissals, so a dismissal scheduled earlier leaves a later show alone.
    private var generation = 0

    public override init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityIdentifier = "SVProgressHUD"
      hudView.addSubview(indefiniteAnimatedView)
      hudView.addSubview(imageView)
      hudView.addSubview(statusLabel)
      statusLabel.numberOfLines = 0
      statusLabel.textAlignment = .center
      addSubview(hudView)
      alpha = 0
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Class setters

    open class func setDefaultStyle(_ style: SVProgressHUDStyle) { sharedView.defaultStyle = style }
    open class func setDefaultMaskType(_ maskType: SVProgressHUDMaskType) {
      sharedView.defaultMaskType = maskType
    }
    open class func setDefaultAnimationType(_ type: SVProgressHUDAnimationType) {
      sharedView.defaultAnimationType = type
    }
    open class func setContainerView(_ containerView: UIView?) {
      sharedView.containerView = containerView
    }
    open class func setMinimumSize(_ minimumSize: CGSize) { sharedView.minimumSize = minimumSize }
    open class func setRingThickness(_ ringThickness: CGFloat) {
      sharedView.ringThickness = ringThickness
    }
    open class func setRingRadius(_ radius: CGFloat) { sharedView.ringRadius = radius }
    open class func setRingNoTextRadius(_ radius: CGFloat) { sharedView.ringNoTextRadius = radius }
    open class func setCornerRadius(_ cornerRadius: CGFloat) {
      sharedView.cornerRadius = cornerRadius
    }
    open class func setBorderColor(_ color: UIColor) { sharedView.borderColor = color }
    open class func setBorderWidth(_ width: CGFloat) { sharedView.borderWidth = width }
    open class func setFont(_ font: UIFont) { sharedView.font = font }
    open class func setForegroundColor(_ color: UIColor) { sharedView.foregroundColor = color }
    open class func setForegroundImageColor(_ color: UIColor?) {
      sharedView.foregroundImageColor = color
    }
    open class func setBackgroundColor(_ color: UIColor) {
      sharedView.hudView.backgroundColor = color
    }
    open class func setBackgroundLayerColor(_ color: UIColor) {
      sharedView.backgroundLayerColor = color
    }
    open class func setImageViewSize(_ size: CGSize) { sharedView.imageViewSize = size }
    open class func setShouldTintImages(_ shouldTintImages: Bool) {
      sharedView.shouldTintImages = shouldTintImages
    }
    open class func setInfoImage(_ image: UIImage) { sharedView.infoImage = image }
    open class func setSuccessImage(_ image: UIImage) { sharedView.successImage = image }
    open class func setErrorImage(_ image: UIImage) { sharedView.errorImage = image }
    open class func setViewForExtension(_ view: UIView) { sharedView.viewForExtension = view }
    open class func setGraceTimeInterval(_ interval: TimeInterval) {
      sharedView.graceTimeInterval = interval
    }
    open class func setMinimumDismissTimeInterval(_ interval: TimeInterval) {
      sharedView.minimumDismissTimeInterval = interval
    }
    open class func setMaximumDismissTimeInterval(_ interval: TimeInterval) {
      sharedView.maximumDismissTimeInterval = interval
    }
    open class func setFadeInAnimationDuration(_ duration: TimeInterval) {
      sharedView.fadeInAnimationDuration = duration
    }
    open class func setFadeOutAnimationDuration(_ duration: TimeInterval) {
      sharedView.fadeOutAnimationDuration = duration
    }
    open class func setMaxSupportedWindowLevel(_ windowLevel: UIWindow.Level) {
      sharedView.maxSupportedWindowLevel = windowLevel
    }
    open class func setHapticsEnabled(_ hapticsEnabled: Bool) {
      sharedView.hapticsEnabled = hapticsEnabled
    }
    open class func setMotionEffectEnabled(_ motionEffectEnabled: Bool) {
      sharedView.motionEffectEnabled = motionEffectEnabled
    }
    open class func setOffsetFromCenter(_ offset: UIOffset) { sharedView.offsetFromCenter = offset }
    open class func resetOffsetFromCenter() { sharedView.offsetFromCenter = .zero }

    // MARK: Showing

    open class func show() { show(withStatus: nil) }

    open class func show(withStatus status: String?) { showProgress(-1, status: status) }

    open class func showProgress(_ progress: Float) { showProgress(progress, status: nil) }

    open class func showProgress(_ progress: Float, status: String?) {
      sharedView.later { $0.present(progress: progress, status: status, image: nil) }
    }

    /// Changes the status of the HUD showing.
    open class func setStatus(_ status: String?) {
      sharedView.statusLabel.text = status
    }

    open class func showInfo(withStatus status: String?) {
      show(sharedView.infoImage, status: status)
    }

    open class func showSuccess(withStatus status: String?) {
      show(sharedView.successImage, status: status)
    }

    open class func showError(withStatus status: String?) {
      show(sharedView.errorImage, status: status)
    }

    /// Shows an image and a status, then dismisses itself after `displayDuration(for:)`.
    open class func show(_ image: UIImage?, status: String?) {
      let duration = displayDuration(for: status)
      sharedView.later { hud in
        hud.present(progress: -1, status: status, image: image ?? UIImage())
        hud.dismiss(after: duration, completion: nil)
      }
    }

    @available(*, deprecated, message: "Use show() and setDefaultMaskType(_:) instead.")
    open class func show(with maskType: SVProgressHUDMaskType) {
      setDefaultMaskType(maskType)
      show()
    }

    @available(*, deprecated, message: "Use show(withStatus:) and setDefaultMaskType(_:) instead.")
    open class func show(withStatus status: String?, maskType: SVProgressHUDMaskType) {
      setDefaultMaskType(maskType)
      show(withStatus: status)
    }

    // MARK: Dismissing

    /// Counts one activity down; the last dismisses the HUD.
    open class func popActivity() {
      let hud = sharedView
      if hud.activityCount > 0 { hud.activityCount -= 1 }
      if hud.activityCount == 0 { dismiss() }
    }

    open class func dismiss() { dismiss(withDelay: 0, completion: nil) }

    open class func dismiss(completion: SVProgressHUDDismissCompletion?) {
      dismiss(withDelay: 0, completion: completion)
    }

    open class func dismiss(withDelay delay: TimeInterval) {
      dismiss(withDelay: delay, completion: nil)
    }

    open class func dismiss(
      withDelay delay: TimeInterval, completion: SVProgressHUDDismissCompletion?
    ) {
      sharedView.later { $0.dismiss(after: delay, completion: completion) }
    }

    /// Whether the HUD shows (or is still fading out).
    open class func isVisible() -> Bool {
      sharedView.superview != nil && sharedView.alpha > 0
    }

    /// How long an image status shows: 0.06 s a character and 0.5 s more, within the minimum and
    /// maximum dismiss time intervals, as SVProgressHUD reckons it.
    open class func displayDuration(for string: String?) -> TimeInterval {
      let hud = sharedView
      let reading = Double(string?.count ?? 0) * 0.06 + 0.5
      return min(max(reading, hud.minimumDismissTimeInterval), hud.maximumDismissTimeInterval)
    }

    // MARK: The shared view's work

    /// Runs `work` on a later main-queue turn, as SVProgressHUD's methods run theirs.
    private func later(_ work: @escaping @MainActor (SVProgressHUD) -> Void) {
      HeadlessDeferredWork.nextTurn(of: containerView ?? UIApplication.shared.keyWindow) {
        [self] in work(self)
      }
    }

    private func present(progress: Float, status: String?, image: UIImage?) {
      generation += 1
      self.progress = progress
      statusLabel.text = status
      statusLabel.font = font
      imageView.image = image
      imageView.isHidden = image == nil
      indefiniteAnimatedView.isHidden = image != nil || progress >= 0
      if indefiniteAnimatedView.isHidden {
        indefiniteAnimatedView.stopAnimating()
      } else {
        indefiniteAnimatedView.startAnimating()
      }
      if image == nil, progress < 0 { activityCount += 1 }
      applyStyle()
      let wasShowing = superview != nil && alpha > 0
      attach()
      guard !wasShowing else { return }
      let info = status.map { [SVProgressHUDStatusUserInfoKey: $0] }
      NotificationCenter.default.post(
        name: .SVProgressHUDWillAppear, object: self, userInfo: info)
      let shown = generation
      UIView.animate(
        withDuration: fadeInAnimationDuration, delay: graceTimeInterval,
        animations: { self.alpha = 1 },
        completion: { [self] _ in
          guard generation == shown else { return }
          NotificationCenter.default.post(
            name: .SVProgressHUDDidAppear, object: self, userInfo: info)
        })
    }

    /// Puts the HUD over its container, the bezel at the centre (less the offset).
    private func attach() {
      guard let container = containerView ?? UIApplication.shared.keyWindow else { return }
      if superview !== container {
        removeFromSuperview()
        container.addSubview(self)
      } else {
        container.bringSubviewToFront(self)
      }
      frame = container.bounds
      let text = statusLabel.text ?? ""
      let textSize =
        text.isEmpty
        ? CGSize.zero
        : statusLabel.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
      let indicator = imageView.isHidden ? CGSize(width: 37, height: 37) : imageViewSize
      let width = max(minimumSize.width, max(textSize.width, indicator.width) + 24)
      let height = max(
        minimumSize.height, indicator.height + (text.isEmpty ? 24 : textSize.height + 36))
      hudView.frame = CGRect(
        x: (bounds.width - width) / 2 + offsetFromCenter.horizontal,
        y: (bounds.height - height) / 2 + offsetFromCenter.vertical, width: width, height: height)
      let indicatorFrame = CGRect(
        x: (width - indicator.width) / 2, y: 12, width: indicator.width, height: indicator.height)
      imageView.frame = indicatorFrame
      indefiniteAnimatedView.frame = indicatorFrame
      statusLabel.frame = CGRect(
        x: 12, y: indicatorFrame.maxY + 12, width: width - 24, height: textSize.height)
    }

    private func applyStyle() {
      // Touches reach the views behind unless the mask type takes them.
      isUserInteractionEnabled = defaultMaskType != .none
      switch defaultMaskType {
      case .black: backgroundColor = UIColor(white: 0, alpha: 0.5)
      case .custom: backgroundColor = backgroundLayerColor
      case .gradient: backgroundColor = UIColor(white: 0, alpha: 0.3)
      case .none, .clear: backgroundColor = .clear
      }
      hudView.layer.cornerRadius = cornerRadius
      hudView.layer.borderWidth = borderWidth
      if let borderColor { hudView.layer.borderColor = borderColor.cgColor }
      switch defaultStyle {
      case .dark:
        hudView.backgroundColor = .black
        statusLabel.textColor = .white
      case .custom:
        statusLabel.textColor = foregroundColor
      case .light, .automatic:
        hudView.backgroundColor = .white
        statusLabel.textColor = .black
      }
    }

    private func dismiss(after delay: TimeInterval, completion: SVProgressHUDDismissCompletion?) {
      let dismissal = generation
      let fade: @MainActor () -> Void = { [self] in
        guard generation == dismissal, superview != nil, alpha > 0 else {
          if generation == dismissal { completion?() }
          return
        }
        activityCount = 0
        let info = statusLabel.text.map { [SVProgressHUDStatusUserInfoKey: $0] }
        NotificationCenter.default.post(
          name: .SVProgressHUDWillDisappear, object: self, userInfo: info)
        UIView.animate(
          withDuration: fadeOutAnimationDuration, animations: { self.alpha = 0 },
          completion: { [self] _ in
            guard generation == dismissal else { return }
            removeFromSuperview()
            indefiniteAnimatedView.stopAnimating()
            NotificationCenter.default.post(
              name: .SVProgressHUDDidDisappear, object: self, userInfo: info)
            completion?()
          })
      }
      guard delay > 0 else { return fade() }
      // SVProgressHUD waits with dispatch_after before it fades: a timer here.
      HeadlessDeferredWork.after(delay, of: self, label: "SVProgressHUD dismissal", fade)
    }
  }
#endif
