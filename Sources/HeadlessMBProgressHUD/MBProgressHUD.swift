// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  @_spi(StandIns) import HeadlessUIKit

  // MBProgressHUD's API as apps call it (`MBProgressHUD.showAdded(to: view, animated: true)`,
  // `hud.label.text = "Loading"`, `MBProgressHUD.hide(for: view, animated: true)`), on Linux,
  // where MBProgressHUD (Objective-C on UIKit) does not build: the port imports this module where
  // an app imports MBProgressHUD. It does what MBProgressHUD 1 does, headlessly: a HUD is a view
  // over the whole view it is added to, its bezel holding the indicator, the label, the details
  // label and the button, which a test can read and tap; a HUD takes touches (set
  // `isUserInteractionEnabled` to false to let them through, as MBProgressHUD says); grace time,
  // minimum show time, delays and fades are HeadlessUIKit's animation timers, so a test's settle
  // and virtual time see them. MBProgressHUD 0.9's names (`labelText`, `show(_:)`, `hide(_:)`…),
  // which 1.x kept as deprecated, are here too.

  /// The indicator a HUD shows.
  public enum MBProgressHUDMode: Int, Sendable {
    /// UIKit's activity indicator.
    case indeterminate = 0
    /// A pie that fills with the progress.
    case determinate = 1
    /// A horizontal bar.
    case determinateHorizontalBar = 2
    /// A ring.
    case annularDeterminate = 3
    /// `customView`.
    case customView = 4
    /// The labels only.
    case text = 5
  }

  /// How a HUD appears and disappears.
  public enum MBProgressHUDAnimation: Int, Sendable {
    case fade = 0
    case zoom = 1
    case zoomOut = 2
    case zoomIn = 3
  }

  /// A background view's look.
  public enum MBProgressHUDBackgroundStyle: Int, Sendable {
    case solidColor = 0
    case blur = 1
  }

  public typealias MBProgressHUDCompletionBlock = @MainActor () -> Void

  /// The offset that puts the bezel at an edge of the HUD (`CGPoint(x: 0, y: MBProgressMaxOffset)`:
  /// centred on the bottom edge).
  public let MBProgressMaxOffset: CGFloat = 1_000_000

  /// Told when a HUD has hidden.
  @preconcurrency @MainActor
  public protocol MBProgressHUDDelegate: AnyObject {
    /// Called once the HUD has hidden (and left its superview, if it removes itself).
    func hudWasHidden(_ hud: MBProgressHUD)
  }

  extension MBProgressHUDDelegate {
    public func hudWasHidden(_ hud: MBProgressHUD) {}
  }

  /// A view whose background is a colour or a blur.
  open class MBBackgroundView: UIView {
    open var style: MBProgressHUDBackgroundStyle = .blur {
      didSet { backgroundColor = color }
    }
    open var blurEffectStyle: UIBlurEffect.Style = .light
    open var color: UIColor? {
      didSet { backgroundColor = color }
    }
  }

  /// A pie or ring that fills with the progress.
  open class MBRoundProgressView: UIView {
    open var progress: Float = 0
    open var progressTintColor: UIColor? = .white
    open var backgroundTintColor: UIColor? = UIColor(white: 1, alpha: 0.1)
    open var isAnnular = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 37, height: 37) }
  }

  /// A horizontal bar that fills with the progress.
  open class MBBarProgressView: UIView {
    open var progress: Float = 0
    open var lineColor: UIColor = .white
    open var progressRemainingColor: UIColor = .clear
    open var progressColor: UIColor = .white

    open override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 10) }
  }

  /// MBProgressHUD: a view over another that shows progress and a message.
  open class MBProgressHUD: UIView {
    // MARK: Finding, showing and hiding

    /// Makes a HUD over `view`, adds it there and shows it; it removes itself when hidden.
    @discardableResult
    open class func showAdded(to view: UIView, animated: Bool) -> Self {
      let hud = self.init(view: view)
      hud.removeFromSuperViewOnHide = true
      view.addSubview(hud)
      hud.show(animated: animated)
      return hud
    }

    /// Hides the topmost HUD over `view` that is not hiding already; whether there was one.
    @discardableResult
    open class func hide(for view: UIView, animated: Bool) -> Bool {
      guard let hud = forView(view) else { return false }
      hud.removeFromSuperViewOnHide = true
      hud.hide(animated: animated)
      return true
    }

    /// The topmost HUD over `view` that is not hiding already.
    open class func forView(_ view: UIView) -> MBProgressHUD? {
      view.subviews.reversed().lazy.compactMap { $0 as? MBProgressHUD }.first { !$0.hasFinished }
    }

    /// Every HUD over `view` (MBProgressHUD 0.9).
    open class func allHUDs(for view: UIView) -> [Any] {
      view.subviews.filter { $0 is MBProgressHUD }
    }

    /// Hides every HUD over `view`; how many (MBProgressHUD 0.9).
    @discardableResult
    open class func hideAllHUDs(for view: UIView, animated: Bool) -> Int {
      let huds = view.subviews.compactMap { $0 as? MBProgressHUD }
      for hud in huds {
        hud.removeFromSuperViewOnHide = true
        hud.hide(animated: animated)
      }
      return huds.count
    }

    /// A HUD the size of `view`, not yet added to it.
    public required convenience init(view: UIView) {
      self.init(frame: view.bounds)
    }

    /// A HUD the size of `window` (MBProgressHUD 0.9).
    public convenience init(window: UIWindow) {
      self.init(view: window)
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    // MARK: Behaviour

    open weak var delegate: MBProgressHUDDelegate?
    /// Runs once the HUD has hidden.
    open var completionBlock: MBProgressHUDCompletionBlock?
    /// How long a show waits before the HUD appears; a hide within it shows nothing.
    open var graceTime: TimeInterval = 0
    /// The least time the HUD shows once it appears.
    open var minShowTime: TimeInterval = 0
    /// Whether hiding removes the HUD from its superview.
    open var removeFromSuperViewOnHide = false
    open var mode: MBProgressHUDMode = .indeterminate {
      didSet { updateIndicator() }
    }
    open var contentColor: UIColor? = UIColor(white: 0, alpha: 0.7) {
      didSet { updateColors() }
    }
    open var animationType: MBProgressHUDAnimation = .fade
    /// The bezel's offset from the centre.
    open var offset: CGPoint = .zero {
      didSet { setNeedsLayout() }
    }
    open var margin: CGFloat = 20 {
      didSet { setNeedsLayout() }
    }
    open var minSize: CGSize = .zero {
      didSet { setNeedsLayout() }
    }
    open var isSquare = false {
      didSet { setNeedsLayout() }
    }
    open var areDefaultMotionEffectsEnabled = true
    /// The progress shown, from 0 to 1.
    open var progress: Float = 0 {
      didSet {
        (indicator as? MBRoundProgressView)?.progress = progress
        (indicator as? MBBarProgressView)?.progress = progress
      }
    }
    /// A progress whose `fractionCompleted` the HUD shows (read when it is set and on each
    /// change of the HUD's progress).
    open var progressObject: Progress? {
      didSet { progressObject.map { progress = Float($0.fractionCompleted) } }
    }

    // MARK: Views

    /// The view holding the indicator, the labels and the button.
    public let bezelView = MBBackgroundView()
    /// The view over the whole HUD, behind the bezel.
    public let backgroundView = MBBackgroundView()
    /// What `.customView` mode shows.
    open var customView: UIView? {
      didSet { if mode == .customView { updateIndicator() } }
    }
    /// The message under the indicator.
    public let label = UILabel()
    /// The details under the message.
    public let detailsLabel = UILabel()
    /// A button under the labels, shown once it has a title.
    public let button = UIButton(type: .custom)

    /// The indicator view of the mode.
    public private(set) var indicator: UIView?

    private var hasFinished = false
    /// When the HUD appeared, for `minShowTime`.
    private var shownAt: Date?
    /// Counts shows and hides, so a timer of an earlier one leaves a later one alone.
    private var generation = 0

    // MARK: MBProgressHUD 0.9's names

    open var labelText: String? {
      get { label.text }
      set { label.text = newValue }
    }
    open var labelFont: UIFont {
      get { label.font }
      set { label.font = newValue }
    }
    open var labelColor: UIColor? {
      get { label.textColor }
      set { label.textColor = newValue }
    }
    open var detailsLabelText: String? {
      get { detailsLabel.text }
      set { detailsLabel.text = newValue }
    }
    open var detailsLabelFont: UIFont {
      get { detailsLabel.font }
      set { detailsLabel.font = newValue }
    }
    open var detailsLabelColor: UIColor? {
      get { detailsLabel.textColor }
      set { detailsLabel.textColor = newValue }
    }
    open var color: UIColor? {
      get { bezelView.color }
      set { bezelView.color = newValue }
    }
    open var opacity: CGFloat = 0.8
    open var activityIndicatorColor: UIColor? {
      get { (indicator as? UIActivityIndicatorView)?.color }
      set { (indicator as? UIActivityIndicatorView)?.color = newValue }
    }
    open var xOffset: CGFloat {
      get { offset.x }
      set { offset.x = newValue }
    }
    open var yOffset: CGFloat {
      get { offset.y }
      set { offset.y = newValue }
    }
    open var cornerRadius: CGFloat {
      get { bezelView.layer.cornerRadius }
      set { bezelView.layer.cornerRadius = newValue }
    }
    open var dimBackground = false {
      didSet { backgroundView.color = dimBackground ? UIColor(white: 0, alpha: 0.5) : .clear }
    }
    open var taskInProgress = false

    open func show(_ animated: Bool) { show(animated: animated) }
    open func hide(_ animated: Bool) { hide(animated: animated) }
    open func hide(_ animated: Bool, afterDelay delay: TimeInterval) {
      hide(animated: animated, afterDelay: delay)
    }

    // MARK: Showing and hiding

    /// Shows the HUD, after `graceTime` if there is one.
    open func show(animated: Bool) {
      generation += 1
      hasFinished = false
      let shown = generation
      after(graceTime) { [self] in
        guard generation == shown, !hasFinished else { return }
        shownAt = Date()
        superview?.bringSubviewToFront(self)
        fade(to: 1, animated: animated, completion: nil)
      }
    }

    /// Hides the HUD, once it has shown for `minShowTime`.
    open func hide(animated: Bool) {
      hasFinished = true
      generation += 1
      let hidden = generation
      let shownFor = shownAt.map { Date().timeIntervalSince($0) } ?? minShowTime
      after(max(minShowTime - shownFor, 0)) { [self] in
        guard generation == hidden else { return }
        fade(to: 0, animated: animated) { [self] in
          guard generation == hidden else { return }
          done()
        }
      }
    }

    /// Hides the HUD after `delay` seconds.
    open func hide(animated: Bool, afterDelay delay: TimeInterval) {
      let scheduled = generation
      after(delay) { [self] in
        guard generation == scheduled else { return }
        hide(animated: animated)
      }
    }

    /// Shows the HUD while `block` runs on a global queue, then hides it (MBProgressHUD 0.9).
    open func show(
      animated: Bool, whileExecuting block: @escaping @Sendable () -> Void,
      completionBlock completion: MBProgressHUDCompletionBlock? = nil
    ) {
      completionBlock = completion ?? completionBlock
      taskInProgress = true
      show(animated: animated)
      let finish: @MainActor () -> Void = { [self] in
        taskInProgress = false
        hide(animated: animated)
      }
      DispatchQueue.global().async {
        block()
        DispatchQueue.main.async { MainActor.assumeIsolated(finish) }
      }
    }

    // MARK: Layout

    open override func layoutSubviews() {
      super.layoutSubviews()
      backgroundView.frame = bounds
      var items: [UIView] = []
      if let indicator, !indicator.isHidden { items.append(indicator) }
      for labelView in [label, detailsLabel] where !(labelView.text ?? "").isEmpty {
        items.append(labelView)
      }
      if !(button.title(for: .normal) ?? "").isEmpty { items.append(button) }
      let widest = bounds.width - 4 * margin
      let sizes = items.map { item -> CGSize in
        let intrinsic = item.intrinsicContentSize
        if intrinsic.width >= 0, intrinsic.height >= 0, !(item is UILabel) { return intrinsic }
        let fitting = item.sizeThatFits(
          CGSize(width: widest, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: min(fitting.width, widest), height: fitting.height)
      }
      let spacing: CGFloat = 4
      var width = (sizes.map(\.width).max() ?? 0) + 2 * margin
      var height =
        sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0)) + 2 * margin
      width = max(width, minSize.width)
      height = max(height, minSize.height)
      if isSquare {
        width = max(width, height)
        height = width
      }
      let limit = CGPoint(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2)
      let x = min(max(offset.x, -limit.x), limit.x)
      let y = min(max(offset.y, -limit.y), limit.y)
      bezelView.frame = CGRect(
        x: limit.x + x, y: limit.y + y, width: width, height: height)
      var top = margin
      for (item, size) in zip(items, sizes) {
        item.frame = CGRect(
          x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
        top += size.height + spacing
      }
    }

    // MARK: Private

    private func setUp() {
      alpha = 0
      backgroundColor = .clear
      accessibilityIdentifier = "MBProgressHUD"
      backgroundView.style = .solidColor
      backgroundView.color = .clear
      addSubview(backgroundView)
      bezelView.color = UIColor(white: 0.8, alpha: 0.6)
      bezelView.layer.cornerRadius = 5
      addSubview(bezelView)
      label.textAlignment = .center
      label.font = UIFont.boldSystemFont(ofSize: 16)
      detailsLabel.textAlignment = .center
      detailsLabel.numberOfLines = 0
      detailsLabel.font = UIFont.boldSystemFont(ofSize: 12)
      for view in [label, detailsLabel, button] as [UIView] { bezelView.addSubview(view) }
      updateIndicator()
      updateColors()
    }

    private func updateIndicator() {
      indicator?.removeFromSuperview()
      switch mode {
      case .indeterminate:
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        indicator = spinner
      case .determinate, .annularDeterminate:
        let round = MBRoundProgressView()
        round.isAnnular = mode == .annularDeterminate
        round.progress = progress
        indicator = round
      case .determinateHorizontalBar:
        let bar = MBBarProgressView()
        bar.progress = progress
        indicator = bar
      case .customView:
        indicator = customView
      case .text:
        indicator = nil
      }
      if let indicator { bezelView.addSubview(indicator) }
      updateColors()
      setNeedsLayout()
    }

    private func updateColors() {
      guard let contentColor else { return }
      label.textColor = contentColor
      detailsLabel.textColor = contentColor
      button.setTitleColor(contentColor, for: .normal)
      (indicator as? UIActivityIndicatorView)?.color = contentColor
      (indicator as? MBRoundProgressView)?.progressTintColor = contentColor
      (indicator as? MBBarProgressView)?.progressColor = contentColor
      if mode == .customView { customView?.tintColor = contentColor }
    }

    /// Runs `work` after `delay` seconds of animation time (at once when there is no delay).
    private func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
      guard delay > 0 else { return work() }
      HeadlessDeferredWork.after(delay, of: self, label: "MBProgressHUD timer", work)
    }

    private func fade(
      to alpha: CGFloat, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
      guard animated else {
        self.alpha = alpha
        completion?()
        return
      }
      UIView.animate(
        withDuration: 0.3, animations: { self.alpha = alpha },
        completion: { _ in completion?() })
    }

    private func done() {
      if removeFromSuperViewOnHide { removeFromSuperview() }
      completionBlock?()
      delegate?.hudWasHidden(self)
    }
  }
#endif
