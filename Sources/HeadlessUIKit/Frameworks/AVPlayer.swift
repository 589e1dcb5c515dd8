// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  /// A kind of media: video, audio, text…, as AVFoundation's.
  public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a media type.
    ///
    /// - Parameter rawValue: Its four-character name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a media type.
    ///
    /// - Parameter rawValue: Its four-character name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text.
    public static let text = AVMediaType(rawValue: "text")
    /// Closed captions.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Subtitles.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Timed metadata.
    public static let metadata = AVMediaType(rawValue: "meta")
  }

  /// How a player layer fits its video in its bounds.
  public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a gravity.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit, keeping the aspect ratio (the default).
    public static let resizeAspect = AVLayerVideoGravity(
      rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, keeping the aspect ratio.
    public static let resizeAspectFill = AVLayerVideoGravity(
      rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretch to the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  }

  /// A media track of an asset.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVAssetTrack: NSObject, @unchecked Sendable {
    /// The track's media type.
    open private(set) var mediaType: AVMediaType
    init(mediaType: AVMediaType) {
      self.mediaType = mediaType
      super.init()
    }
  }

  /// Timed media, as AVFoundation's: HeadlessUIKit decodes no media, so an asset has no tracks
  /// and its duration is unknown (`.indefinite`), as a live stream's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVAsset: NSObject, @unchecked Sendable {
    /// The asset's length: unknown here.
    open var duration: CMTime { .indefinite }
    /// The asset's tracks: none, as no media is decoded.
    open var tracks: [AVAssetTrack] { [] }
    /// Whether the asset can be played: a file that exists, or a remote URL.
    open var isPlayable: Bool { true }
    /// The asset's preferred transform: none.
    open var preferredTransform: CGAffineTransform { .identity }

    /// The tracks of a media type: none here.
    ///
    /// - Parameter mediaType: The type.
    /// - Returns: The tracks.
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] {
      tracks.filter { $0.mediaType == mediaType }
    }

    /// Creates an asset for a URL (an `AVURLAsset`).
    ///
    /// - Parameter url: The media's URL.
    public convenience init(url: URL) {
      self.init()
    }
  }

  /// An asset at a URL (a file or a stream).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The media's URL.
    open private(set) var url: URL

    /// Creates an asset for a URL.
    ///
    /// - Parameters:
    ///   - URL: The media's URL.
    ///   - options: Loading options, kept.
    public init(url URL: URL, options: [String: Any]? = nil) {
      self.url = URL
      super.init()
    }

    /// Whether the asset can be played: a file URL that exists, or a remote URL.
    open override var isPlayable: Bool {
      !url.isFileURL || FileManager.default.fileExists(atPath: url.path)
    }
  }

  extension Notification.Name {
    /// Posted by an item when it played to its end.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name(
      "AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted by an item that could not play to its end.
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name(
      "AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted by an item whose playback stalled.
    public static let AVPlayerItemPlaybackStalled = Notification.Name(
      "AVPlayerItemPlaybackStalledNotification")
  }

  /// An asset's presentation state in a player, as AVFoundation's.
  ///
  /// An item becomes `.readyToPlay` on the main-queue turn after a player takes it, when its
  /// asset is playable (a file that exists, or a remote URL: HeadlessUIKit loads nothing), and
  /// `.failed` otherwise, with AVFoundation's error for a file it cannot open. Key-value
  /// observing of `status` is told, as apps wait for it. HeadlessUIKit decodes no media: the
  /// position moves only by seeking, and an item plays to its end only when a test says so
  /// (`playToEnd()`).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// An item's status.
    public enum Status: Int, Sendable {
      /// Not yet known.
      case unknown = 0
      /// Ready to play.
      case readyToPlay = 1
      /// Failed (see `error`).
      case failed = 2
    }

    /// The item's asset.
    open private(set) var asset: AVAsset
    /// The item's status (observable).
    open private(set) var status = Status.unknown {
      willSet { keyValueWillChange("status") }
      didSet { keyValueDidChange("status") }
    }
    /// Why the item failed, if it did.
    open private(set) var error: (any Error)?
    /// The item's length: the asset's (unknown here).
    open var duration: CMTime { asset.duration }
    /// The size of the video: none, as no media is decoded.
    open var presentationSize: CGSize { .zero }
    /// How far ahead playback may run before it stops; none by default.
    open var forwardPlaybackEndTime = CMTime.invalid
    /// The preferred peak bit rate; 0: no limit.
    open var preferredPeakBitRate: Double = 0
    /// How much to buffer ahead, in seconds; 0: the player decides.
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// Whether the item's buffer is empty.
    open var isPlaybackBufferEmpty: Bool { status != .readyToPlay }
    /// Whether playback is likely to keep up.
    open var isPlaybackLikelyToKeepUp: Bool { status == .readyToPlay }
    /// The position, in the item's timeline.
    var position = CMTime.zero
    /// Whether a player took the item (it then loads).
    private var loading = false

    /// Creates an item for an asset.
    ///
    /// - Parameter asset: The asset.
    public init(asset: AVAsset) {
      self.asset = asset
      super.init()
    }

    /// Creates an item for a URL.
    ///
    /// - Parameter URL: The media's URL.
    public convenience init(url URL: URL) {
      self.init(asset: AVURLAsset(url: URL))
    }

    /// The position in the item.
    ///
    /// - Returns: The time.
    open func currentTime() -> CMTime { position }

    /// Moves the position, then calls `completionHandler` with `true` on the main queue.
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - completionHandler: Told whether the seek finished.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
      position = time
      if let completionHandler { DispatchQueue.main.async { completionHandler(true) } }
    }

    /// Plays the item to its end, as if its media had played: the position goes to the end
    /// (when the duration is known) and `.AVPlayerItemDidPlayToEndTime` is posted, with the item
    /// as its object, as AVFoundation posts it. Its player then does its `actionAtItemEnd`.
    @_spi(Testing)
    public func playToEnd() {
      if duration.isNumeric { position = duration }
      NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: self)
      player?.itemDidPlayToEnd(self)
    }

    /// The player playing the item.
    weak var player: AVPlayer?

    /// A player took the item: it loads on the next main-queue turn.
    func startLoading() {
      guard !loading, status == .unknown else { return }
      loading = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        if self.asset.isPlayable {
          self.status = .readyToPlay
        } else {
          // AVFoundation's error for media it cannot open.
          self.error = NSError(
            domain: "AVFoundationErrorDomain", code: -11800,
            userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])
          self.status = .failed
        }
        self.player?.itemDidLoad(self)
      }
    }
  }

  /// A player of one item at a time, as AVFoundation's, headless: it keeps the state a test can
  /// see — rate, whether it plays or waits, volume, position — and tells key-value observers and
  /// time observers as AVFoundation does, but makes no sound or picture. It plays (`.playing`)
  /// once its item is ready; before, it waits (`.waitingToPlayAtSpecifiedRate`).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVPlayer: NSObject, @unchecked Sendable {
    /// A player's status.
    public enum Status: Int, Sendable {
      /// Not yet known.
      case unknown = 0
      /// Ready to play.
      case readyToPlay = 1
      /// Failed.
      case failed = 2
    }

    /// Whether the player plays, pauses or waits.
    public enum TimeControlStatus: Int, Sendable {
      /// Paused.
      case paused = 0
      /// Waiting to play at the rate asked (its item is not ready).
      case waitingToPlayAtSpecifiedRate = 1
      /// Playing.
      case playing = 2
    }

    /// What the player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable {
      /// Goes to the next item (a queue player's).
      case advance = 0
      /// Pauses.
      case pause = 1
      /// Nothing: the rate stays.
      case none = 2
    }

    /// The item playing (observable).
    open private(set) var currentItem: AVPlayerItem? {
      willSet { keyValueWillChange("currentItem") }
      didSet { keyValueDidChange("currentItem") }
    }
    /// The rate: 0 paused, 1 playing (observable).
    open var rate: Float = 0 {
      willSet { keyValueWillChange("rate") }
      didSet {
        keyValueDidChange("rate")
        if rate != oldValue { updateTimeControlStatus() }
      }
    }
    /// Whether the player plays, pauses or waits (observable).
    open private(set) var timeControlStatus = TimeControlStatus.paused {
      willSet { keyValueWillChange("timeControlStatus") }
      didSet {
        keyValueDidChange("timeControlStatus")
        if timeControlStatus != oldValue { tellTimeObservers() }
      }
    }
    /// The player's status: ready once made (observable).
    open private(set) var status = Status.readyToPlay
    /// Why the player failed, if it did.
    open private(set) var error: (any Error)?
    /// Why the player waits, when it does.
    open var reasonForWaitingToPlay: String? {
      timeControlStatus == .waitingToPlayAtSpecifiedRate
        ? "AVPlayerWaitingToMinimizeStallsReason" : nil
    }
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Whether the sound is muted.
    open var isMuted = false
    /// What happens when the item ends; `.pause` by default.
    open var actionAtItemEnd = ActionAtItemEnd.pause
    /// Whether the player waits to minimise stalls; `true` by default.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the player may play over AirPlay; `true` by default.
    open var allowsExternalPlayback = true
    /// Whether other apps' sounds stop; kept.
    open var preventsDisplaySleepDuringVideoPlayback = true

    private var timeObservers: [TimeObserver] = []

    /// Creates a player with no item.
    public override init() {
      super.init()
    }

    /// Creates a player of an item.
    ///
    /// - Parameter item: The item.
    public init(playerItem item: AVPlayerItem?) {
      super.init()
      replaceCurrentItem(with: item)
    }

    /// Creates a player of the media at a URL.
    ///
    /// - Parameter URL: The URL.
    public convenience init(url URL: URL) {
      self.init(playerItem: AVPlayerItem(url: URL))
    }

    /// Plays: the rate becomes 1.
    open func play() { rate = 1 }

    /// Pauses: the rate becomes 0.
    open func pause() { rate = 0 }

    /// Replaces the item; the new one loads.
    ///
    /// - Parameter item: The item, or `nil`.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
      currentItem?.player = nil
      currentItem = item
      item?.player = self
      item?.startLoading()
      updateTimeControlStatus()
    }

    /// The position in the current item (zero without one).
    ///
    /// - Returns: The time.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves the position in the current item; time observers are told.
    ///
    /// - Parameter time: Where to go.
    open func seek(to time: CMTime) {
      seek(to: time, completionHandler: { _ in })
    }

    /// Moves the position, then calls `completionHandler` with `true` on the main queue.
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - completionHandler: Told whether the seek finished.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
      currentItem?.seek(to: time, completionHandler: nil)
      tellTimeObservers()
      DispatchQueue.main.async { completionHandler(true) }
    }

    /// Moves the position within tolerances (exactly, here).
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - toleranceBefore: How far before it may land.
    ///   - toleranceAfter: How far after.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
      seek(to: time)
    }

    /// Moves the position within tolerances (exactly, here), then calls `completionHandler`.
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - toleranceBefore: How far before it may land.
    ///   - toleranceAfter: How far after.
    ///   - completionHandler: Told whether the seek finished.
    open func seek(
      to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
      completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
      seek(to: time, completionHandler: completionHandler)
    }

    /// Asks for a block to run periodically while playing. As AVFoundation's, it also runs when
    /// the time jumps (a seek) and when playback starts or stops; HeadlessUIKit's position
    /// does not advance by itself, so those are when it runs.
    ///
    /// - Parameters:
    ///   - interval: How often, while playing.
    ///   - queue: The queue it runs on; the main queue when `nil`.
    ///   - block: Given the position.
    /// - Returns: A token for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(
      forInterval interval: CMTime, queue: DispatchQueue?,
      using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
      let observer = TimeObserver(queue: queue ?? .main, block: block)
      timeObservers.append(observer)
      return observer
    }

    /// Asks for a block to run when playback crosses times; HeadlessUIKit's position does not
    /// advance by itself, so playback crosses none and the block does not run.
    ///
    /// - Parameters:
    ///   - times: The times (`NSValue`s of `CMTime` on Apple platforms).
    ///   - queue: The queue it runs on.
    ///   - block: What to run.
    /// - Returns: A token for `removeTimeObserver(_:)`.
    open func addBoundaryTimeObserver(
      forTimes times: [NSValue], queue: DispatchQueue?,
      using block: @escaping @Sendable () -> Void
    ) -> Any {
      TimeObserver(queue: queue ?? .main, block: { _ in block() })
    }

    /// Removes a time observer.
    ///
    /// - Parameter observer: The token `addPeriodicTimeObserver` gave.
    open func removeTimeObserver(_ observer: Any) {
      timeObservers.removeAll { $0 === observer as AnyObject }
    }

    private func tellTimeObservers() {
      let time = currentTime()
      for observer in timeObservers {
        let block = observer.block
        observer.queue.async { block(time) }
      }
    }

    private func updateTimeControlStatus() {
      if rate == 0 {
        timeControlStatus = .paused
      } else if currentItem?.status == .readyToPlay {
        timeControlStatus = .playing
      } else {
        timeControlStatus = .waitingToPlayAtSpecifiedRate
      }
    }

    func itemDidLoad(_ item: AVPlayerItem) {
      guard item === currentItem else { return }
      updateTimeControlStatus()
    }

    func itemDidPlayToEnd(_ item: AVPlayerItem) {
      guard item === currentItem else { return }
      if actionAtItemEnd != .none { rate = 0 }
      tellTimeObservers()
    }

    private final class TimeObserver: @unchecked Sendable {
      let queue: DispatchQueue
      let block: @Sendable (CMTime) -> Void
      init(queue: DispatchQueue, block: @escaping @Sendable (CMTime) -> Void) {
        self.queue = queue
        self.block = block
      }
    }
  }

  /// A layer that shows a player's video, as AVFoundation's (HeadlessUIKit shows none).
  open class AVPlayerLayer: CALayer {
    /// The player shown.
    open var player: AVPlayer?
    /// How the video fits the bounds; `.resizeAspect` by default.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether the first frame is ready: when the player's item is ready to play.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
    /// Where the video is drawn: the bounds (no video size is known).
    open var videoRect: CGRect { bounds }

    /// A new player layer with no player, for a view whose `layerClass` this is.
    ///
    /// - Returns: A new layer.
    open override class func _tapwrightMakeForView() -> CALayer { AVPlayerLayer() }

    /// Creates a layer showing a player.
    ///
    /// - Parameter player: The player.
    public convenience init(player: AVPlayer?) {
      self.init()
      self.player = player
    }
  }

  /// AVKit's player screen, as a view controller: it keeps its player and settings (it shows
  /// no video or controls here).
  @preconcurrency @MainActor
  open class AVPlayerViewController: UIViewController {
    /// The player shown.
    open var player: AVPlayer?
    /// Whether the playback controls show; `true` by default.
    open var showsPlaybackControls = true
    /// How the video fits; `.resizeAspect` by default.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether picture in picture is allowed; `true` by default.
    open var allowsPictureInPicturePlayback = true
    /// Whether playback starts full screen; `false` by default.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends with playback; `false` by default.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the video's first frame is ready.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
    /// Where the video is drawn: the view's bounds.
    open var videoBounds: CGRect { viewIfLoaded?.bounds ?? .zero }
    /// The view over the video, for an app's own views.
    public let contentOverlayView: UIView? = UIView()
  }
#endif
