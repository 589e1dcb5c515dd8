#if !canImport(UIKit)
  import Foundation

  /// The current host time in seconds, as Core Animation's (`mach_absolute_time` in seconds):
  /// monotonic, counted from an arbitrary start.
  ///
  /// - Returns: Seconds.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CACurrentMediaTime() -> CFTimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// A range of frame rates, as Core Animation's.
  public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate, in frames per second.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The rate wanted, when any.
    public var preferred: Float?

    /// A range.
    ///
    /// - Parameters:
    ///   - minimum: The lowest rate.
    ///   - maximum: The highest rate.
    ///   - preferred: The rate wanted.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
      self.minimum = minimum
      self.maximum = maximum
      self.preferred = preferred
    }

    /// The display's own rate: no preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
  }

  /// A timer that sends its selector to its target once a frame, as Core Animation's: once it is
  /// added to a run loop, each of the display's refreshes (60 a second, as a simulator's display;
  /// `preferredFramesPerSecond` fewer) runs in that run loop's mode, with `timestamp` the time
  /// of the last frame shown and `targetTimestamp` that of the next. It holds its target until it
  /// is invalidated, as Core Animation's does.
  ///
  /// A frame is a run-loop timer: it fires where a run loop runs (a classic XCTest test that
  /// spins `RunLoop.main`, the app's own loop), not during Tapwright's settling, which waits for
  /// the main queue's work and HeadlessUIKit's animations, not for a display that never stops.
  open class CADisplayLink: NSObject, @unchecked Sendable {
    /// The display's refresh rate.
    static let displayRate = 60

    private var target: AnyObject?
    private let selector: Selector
    private var timers: [(timer: Timer, runLoop: RunLoop, mode: RunLoop.Mode)] = []
    private var isInvalid = false

    /// A display link that sends `sel` (taking the link, or nothing) to `target`.
    ///
    /// - Parameters:
    ///   - target: The receiver, held until the link is invalidated.
    ///   - sel: The method.
    public init(target: Any, selector sel: Selector) {
      self.target = target as AnyObject
      selector = sel
      super.init()
    }

    /// The time of the last frame shown (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between two frames.
    open var duration: CFTimeInterval { 1 / Double(Self.displayRate) }
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether frames are skipped.
    open var isPaused = false
    /// The frames per second wanted; 0 is the display's rate.
    open var preferredFramesPerSecond = 0 {
      didSet { reschedule() }
    }
    /// The frame rates wanted.
    open var preferredFrameRateRange = CAFrameRateRange.default {
      didSet { reschedule() }
    }
    /// Frames between two sends (deprecated; `preferredFramesPerSecond` replaces it).
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
      get { Self.displayRate / max(1, rate) }
      set { preferredFramesPerSecond = Self.displayRate / max(1, newValue) }
    }

    /// The frames per second it runs at: the preferred rate within the display's.
    private var rate: Int {
      let preferred = preferredFrameRateRange.preferred.map { Int($0) } ?? 0
      let wanted = preferred > 0 ? preferred : preferredFramesPerSecond
      return wanted > 0 ? min(wanted, Self.displayRate) : Self.displayRate
    }

    /// Starts sending in `runloop`'s `mode`.
    ///
    /// - Parameters:
    ///   - runloop: The run loop, usually `.main`.
    ///   - mode: The mode (`.common` keeps it running while a scroll view tracks).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
      guard !isInvalid,
        !timers.contains(where: { $0.runLoop === runloop && $0.mode == mode })
      else { return }
      let timer = makeTimer()
      runloop.add(timer, forMode: mode)
      timers.append((timer, runloop, mode))
    }

    /// Stops sending in `runloop`'s `mode`.
    ///
    /// - Parameters:
    ///   - runloop: The run loop.
    ///   - mode: The mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
      timers.removeAll { entry in
        guard entry.runLoop === runloop, entry.mode == mode else { return false }
        entry.timer.invalidate()
        return true
      }
    }

    /// Stops it for good, in every run loop, and releases its target.
    open func invalidate() {
      isInvalid = true
      for entry in timers { entry.timer.invalidate() }
      timers = []
      target = nil
    }

    /// A repeating timer at the link's rate that shows a frame.
    private func makeTimer() -> Timer {
      Timer(timeInterval: 1 / Double(rate), repeats: true) { [weak self] _ in
        self?.frame()
      }
    }

    /// The run loops' timers anew at the link's rate.
    private func reschedule() {
      let entries = timers
      timers = []
      for entry in entries {
        entry.timer.invalidate()
        add(to: entry.runLoop, forMode: entry.mode)
      }
    }

    /// A frame: the times advance and, unless paused, the target is sent the selector.
    private func frame() {
      guard !isInvalid, !isPaused, let target else { return }
      timestamp = CACurrentMediaTime()
      targetTimestamp = timestamp + 1 / Double(rate)
      let message = UncheckedBox((target, selector, self))
      _ = onMainThread("a display link's selector") { () -> Void in
        let (target, selector, link) = message.value
        send(selector, to: target, link)
      }
    }
  }
#endif
