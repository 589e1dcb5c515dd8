#if !canImport(UIKit)
  import Foundation

  /// The delegate of an audio player, as AVFoundation's.
  public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound finished playing.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded while playing.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
  }

  extension AVAudioPlayerDelegate {
    /// Does nothing (an optional requirement in AVFoundation).
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in AVFoundation).
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {
      optionalRequirementDefault()
    }
  }

  /// AVFoundation's audio player, headless: it reads the sound's bytes and keeps the state a
  /// test can see — playing or not, volume, loops, position — but makes no sound.
  ///
  /// HeadlessUIKit decodes no audio, so a sound's length is unknown: `duration` is 0 and a sound
  /// started with `play()` finishes on the next main-queue turn (its delegate then gets
  /// `audioPlayerDidFinishPlaying(_:successfully: true)`), unless it loops forever
  /// (`numberOfLoops` < 0), is paused or stopped first. On Linux the port step imports
  /// HeadlessUIKit where an app imports AVFoundation.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// The file the player was made from, if any.
    open private(set) var url: URL?
    /// The sound's bytes.
    open private(set) var data: Data?
    /// The player's delegate.
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// Whether the sound is playing.
    open private(set) var isPlaying = false
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// The stereo position, -1 (left) to 1 (right).
    open var pan: Float = 0
    /// How many times the sound repeats after the first play; negative: until stopped.
    open var numberOfLoops = 0
    /// Whether `rate` may change the playback rate.
    open var enableRate = false
    /// The playback rate, 0.5 to 2.
    open var rate: Float = 1
    /// The position in the sound, in seconds.
    open var currentTime: TimeInterval = 0
    /// The sound's length: 0, as HeadlessUIKit decodes no audio.
    open var duration: TimeInterval { 0 }
    /// The number of channels: 2.
    open var numberOfChannels: Int { 2 }
    /// Whether metering is on.
    open var isMeteringEnabled = false
    /// The audio device's clock, in seconds.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// The play that a later main-queue turn finishes.
    private var playCount = 0

    /// Creates a player for the sound in a file, as AVFoundation does: the file must be
    /// readable, or the initialiser throws.
    ///
    /// - Parameter url: The sound file.
    public convenience init(contentsOf url: URL) throws {
      try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// Creates a player for the sound in a file.
    ///
    /// - Parameters:
    ///   - url: The sound file.
    ///   - utiString: The file type, ignored.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
      do {
        self.data = try Data(contentsOf: url)
      } catch {
        // AVFoundation's error for a file it cannot open ('wht?').
        throw NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207)
      }
      self.url = url
      super.init()
    }

    /// Creates a player for a sound in memory.
    ///
    /// - Parameter data: The sound's bytes.
    public convenience init(data: Data) throws {
      try self.init(data: data, fileTypeHint: nil)
    }

    /// Creates a player for a sound in memory; empty data throws, as AVFoundation does.
    ///
    /// - Parameters:
    ///   - data: The sound's bytes.
    ///   - utiString: The file type, ignored.
    public init(data: Data, fileTypeHint utiString: String?) throws {
      guard !data.isEmpty else {
        throw NSError(domain: "NSOSStatusErrorDomain", code: 1_954_115_647)
      }
      self.data = data
      super.init()
    }

    /// Prepares the sound; always succeeds.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts or resumes playing.
    ///
    /// - Returns: `true`.
    @discardableResult
    open func play() -> Bool {
      isPlaying = true
      playCount += 1
      let play = playCount
      guard numberOfLoops >= 0 else { return true }
      // The sound's length is unknown: it ends on the next main-queue turn.
      DispatchQueue.main.async { [weak self] in
        guard let self, self.isPlaying, self.playCount == play else { return }
        self.isPlaying = false
        self.currentTime = 0
        self.delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
      }
      return true
    }

    /// Starts playing at a time of the device's clock.
    ///
    /// - Parameter time: When to start.
    /// - Returns: `true`.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    /// Pauses, keeping the position.
    open func pause() {
      isPlaying = false
    }

    /// Stops; the position stays where it was, as AVFoundation's `stop()`.
    open func stop() {
      isPlaying = false
    }

    /// Refreshes the meters (no sound, no level).
    open func updateMeters() {}

    /// The average power of a channel: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// The peak power of a channel: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
  }

  /// The app's audio session, as AVFoundation's: it records the category, mode and options the
  /// app sets and whether it is active.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class AVAudioSession: NSObject, @unchecked Sendable {
    /// A category: how the app's audio mixes with others.
    public struct Category: RawRepresentable, Hashable, Sendable {
      /// The category's name.
      public var rawValue: String
      /// A category by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Mixes with others; silenced by the switch.
      public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
      /// The default: silences others; silenced by the switch.
      public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
      /// Playback that goes on when the switch is set to silent.
      public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
      /// Recording.
      public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
      /// Playing and recording.
      public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
      /// Several routes at once.
      public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A mode, refining the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
      /// The mode's name.
      public var rawValue: String
      /// A mode by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The default mode.
      public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
      /// Spoken audio.
      public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
      /// Movie playback.
      public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Sendable {
      /// The options' bits.
      public var rawValue: UInt
      /// Options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Mixes with other apps' audio.
      public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
      /// Lowers other apps' audio.
      public static let duckOthers = CategoryOptions(rawValue: 0x2)
      /// Bluetooth input.
      public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
      /// Routes to the speaker.
      public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// Options of activation.
    public struct SetActiveOptions: OptionSet, Sendable {
      /// The options' bits.
      public var rawValue: UInt
      /// Options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Lets other apps' audio resume on deactivation.
      public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state = (
      category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false
    )

    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category; `.soloAmbient` until the app sets one.
    open var category: Category { lock.withLock { state.category } }
    /// The mode.
    open var mode: Mode { lock.withLock { state.mode } }
    /// The category's options.
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Sets the category.
    open func setCategory(_ category: Category) throws {
      try setCategory(category, mode: .default, options: [])
    }

    /// Sets the category and its options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
      try setCategory(category, mode: .default, options: options)
    }

    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
      lock.withLock { state = (category, mode, options, state.active) }
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws {
      lock.withLock { state.mode = mode }
    }

    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
      lock.withLock { state.active = active }
    }
  }
#endif
